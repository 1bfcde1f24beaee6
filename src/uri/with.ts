/**
 * The `with…` operations (beyond Java): a URI's string rebuilt with one component replaced. The new
 * value is either decoded text, quoted as the component constructors quote it, or (`raw`) text as it
 * stands in a URI string, written as given; every other component keeps its raw form, so nothing
 * else is re-encoded. The result is parsed, which decides whether it is valid, and must read back
 * with the new value as that component and nothing else changed in kind.
 */
import { formatRaw } from './build';
import { CharClass } from './chars';
import { IllegalArgumentException, URISyntaxException, uriSyntaxError } from './errors';
import { quote } from './escape';
import { bracketHost, formatSchemeSpecificPart } from './format';
import { guardFirstSegment } from './normalize';
import { parse } from './parse';
import type { ParsedParts } from './parts';

/** The components a `with…` method replaces. */
type ComponentName = 'scheme' | 'authority' | 'userInfo' | 'host' | 'query' | 'fragment';

/**
 * A component that a `with…` method replaces, with its new value (null removes it): decoded text to
 * quote, or `raw` text to write as it is (the authority is only ever given raw). A URI always has a
 * scheme-specific part, and a hierarchical one a path: those take no null.
 */
export type Change =
  | { name: ComponentName; value: string | null; raw: boolean }
  | { name: 'schemeSpecificPart' | 'path'; value: string; raw: boolean }
  | { name: 'port'; value: number; raw: false };

/**
 * The rebuilt string; whether its authority must be server-based; the raw value the change must read
 * back as; and where the new value starts in the string (-1 when it is not written).
 */
interface Rebuilt {
  readonly string: string;
  readonly server: boolean;
  readonly expected: string | number | null;
  readonly start: number;
}

/** The IllegalArgumentException of a change to component `name` of `p` that cannot be made, saying `why`. */
function cannotSet(p: ParsedParts, name: string, why: string, cause?: Error): IllegalArgumentException {
  return new IllegalArgumentException(`Cannot set the ${name} of ${p.input}: ${why}`, cause);
}

/**
 * The URI `parts` with one component changed, to decoded text to quote or (`raw`) text to write as
 * it is; fails when the new value would not read back as that component (a path that would merge
 * into the authority, a scheme that would turn into a path, and so on). Removing a component the URI
 * does not have (null, or the port -1) gives `parts` itself, whatever the URI is.
 */
export function withComponent(
  parts: ParsedParts,
  name: Change['name'],
  value: string | number | null,
  raw = false,
): ParsedParts {
  if (value === null ? parts[name as ComponentName] === null : value === -1 && parts.port === -1) return parts;
  const { string, server, expected, start } = rebuild(parts, { name, value, raw } as Change);
  let p: ParsedParts;
  try {
    p = parse(string, false);
    // As new Uri(string).parseServerAuthority(): a registry-based authority throws the server-based failure.
    if (server && p.host === null && p.authority !== null) parse(string, true);
  } catch (e) {
    if (!raw || !(e instanceof URISyntaxException)) throw e;
    // A withRaw… change: a syntax error inside the given text, before any character that would end
    // the component, is reported against the text alone (the JDK's reason, the index within the
    // text); at the text's end, the error is the text's, as what follows it is a delimiter that ends
    // the component (an empty text holds no error of its own). Any other syntax error (past such a
    // character, outside the text, or with no text: a URI that cannot do without the component) is
    // an IllegalArgumentException.
    const index = e.index - start;
    if (
      typeof value === 'string' &&
      value !== '' &&
      index >= 0 &&
      index <= endsComponent(name as RawComponentName, value)
    ) {
      throw new URISyntaxException(value, e.reason, index);
    }
    throw notKept(parts, name, string, e);
  }
  const actual = name === 'host' && expected === null ? p.authority : p[name];
  // Nor may the rest read otherwise: a relativized path "b:c", written alone, reads as a scheme.
  // Only a new scheme-specific part may make the URI opaque or not (`a/b` with a scheme is opaque).
  const kept =
    name === 'schemeSpecificPart' ||
    ((name === 'scheme' || p.scheme === parts.scheme) && (p.path === null) === (parts.path === null));
  if (actual !== expected || !kept) throw notKept(parts, name, string);
  return p;
}

function notKept(parts: ParsedParts, name: string, string: string, cause?: Error): IllegalArgumentException {
  return cannotSet(parts, name, string + ' would not keep it', cause);
}

/** Rebuilds `p` with `change` applied; throws IllegalArgumentException when the URI has no place for it. */
function rebuild(p: ParsedParts, change: Change): Rebuilt {
  const opaque = p.path === null;
  let { scheme, schemeSpecificPart, userInfo, host, port, path, query, fragment } = p;
  // The authority as the string writes it (an operation's result may hold `h:` but write `h`).
  let authority = p.authorityStart < 0 ? null : p.input.slice(p.authorityStart, p.pathStart);
  // Whether the string writes "//" before a path with no authority (`//#f`, `file:////x`).
  let emptyAuthority = p.authorityStart < 0 && p.pathStart === p.schemeEnd + 3;
  let expected: string | number | null;
  let server = host !== null;
  let relativeInAbsolute = false;
  const refuse = (why: string): never => {
    throw cannotSet(p, change.name, why);
  };
  /** The new value as it stands in the URI: raw, or quoted by `cls`. */
  const written = <T extends string | null>(value: T, cls: number): T =>
    value === null || change.raw ? value : (quote(value, cls) as T);
  switch (change.name) {
    case 'scheme':
      expected = scheme = change.value;
      if (opaque && scheme === null) refuse('an opaque URI needs a scheme');
      break;
    case 'schemeSpecificPart':
      expected = schemeSpecificPart = formatSchemeSpecificPart(change.value);
      path = null;
      break;
    case 'fragment':
      expected = fragment = written(change.value, CharClass.URIC);
      break;
    case 'userInfo':
      if (host === null) return refuse('it has no server-based authority');
      expected = userInfo = written(change.value, CharClass.USERINFO);
      // The host and port as written (`h:080` stays so).
      authority = (userInfo === null ? '' : userInfo + '@') + p.input.slice(p.hostStart, p.pathStart);
      break;
    case 'port':
      if (host === null) return refuse('it has no server-based authority');
      expected = port = change.value;
      authority = serverAuthority(userInfo, host, port);
      break;
    default:
      if (opaque) return refuse('an opaque URI has no ' + change.name);
      if (change.name === 'authority') {
        expected = authority = change.value;
        server = false;
        emptyAuthority &&= authority === null;
      } else if (change.name === 'host') {
        emptyAuthority &&= change.value === null;
        if (change.value === null) {
          expected = authority = null;
          server = false;
        } else {
          expected = host = bracketHost(change.value);
          authority = server ? serverAuthority(userInfo, host, port) : host;
          server = true;
        }
      } else if (change.name === 'path') {
        expected = path = written(change.value, CharClass.PATH);
        const relative = path !== '' && !path.startsWith('/');
        // As the constructors check it (quoted text: a URISyntaxException on the string, below); raw
        // text that would not keep its place is refused.
        if (relative && scheme !== null && !change.raw) relativeInAbsolute = true;
        else if (relative && (scheme !== null || authority !== null)) {
          refuse('a path after a scheme or an authority starts with "/"');
        } else if (relative && guardFirstSegment(path) !== path) refuse('its first segment would read as a scheme');
      } else {
        expected = query = written(change.value, CharClass.URIC);
      }
  }
  // Written after an empty authority, a path starting with "//" reads back, but other parsers (WHATWG
  // URL) read its first segment as a host: only a URI that already was so keeps one.
  if (authority === null && path?.startsWith('//') && !(p.authorityStart < 0 && path === p.path)) {
    refuse('without an authority, "//" would begin one');
  }
  const { string, start } = formatRaw(
    { scheme, schemeSpecificPart, authority, path, query, fragment },
    emptyAuthority,
    change.name,
  );
  if (relativeInAbsolute) throw uriSyntaxError(string, 'Relative path in absolute URI');
  return { string, server, expected, start };
}

/** The components a `withRaw…` method replaces. */
type RawComponentName = 'userInfo' | 'authority' | 'path' | 'query' | 'fragment';

/** The characters that end each component in a URI string, where a later component begins. */
const ENDS: Record<RawComponentName, string> = {
  userInfo: '@/?#',
  authority: '/?#',
  path: '?#',
  query: '#',
  fragment: '',
};

/** The index of the first character of `text` that would end component `name`, or the length of `text`. */
function endsComponent(name: RawComponentName, text: string): number {
  const ends = ENDS[name];
  for (let i = 0; i < text.length; i++) if (ends.indexOf(text[i]!) >= 0) return i;
  return text.length;
}

function serverAuthority(userInfo: string | null, host: string, port: number): string {
  return (userInfo === null ? '' : userInfo + '@') + host + (port === -1 ? '' : ':' + port);
}

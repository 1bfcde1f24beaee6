/**
 * The `with…` operations (beyond Java): a URI's string rebuilt with one component replaced. The new
 * value is either decoded text, quoted as the component constructors quote it, or (`raw`) text as it
 * stands in a URI string, written as given; every other component keeps its raw form, so nothing
 * else is re-encoded. The caller parses the result, which decides whether it is valid.
 */
import { CharClass } from './chars';
import { IllegalArgumentException, uriSyntaxError } from './errors';
import { quote } from './escape';
import { bracketHost, formatRaw, formatSchemeSpecificPart } from './format';
import { guardFirstSegment } from './normalize';
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
export interface Rebuilt {
  readonly string: string;
  readonly server: boolean;
  readonly expected: string | number | null;
  readonly start: number;
}

/** The IllegalArgumentException of a change to component `name` of `p` that cannot be made, saying `why`. */
export function cannotSet(p: ParsedParts, name: string, why: string, cause?: Error): IllegalArgumentException {
  return new IllegalArgumentException(`Cannot set the ${name} of ${p.input}: ${why}`, cause);
}

/** Rebuilds `p` with `change` applied; throws IllegalArgumentException when the URI has no place for it. */
export function rebuild(p: ParsedParts, change: Change): Rebuilt {
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
export type RawComponentName = 'userInfo' | 'authority' | 'path' | 'query' | 'fragment';

/** The characters that end each component in a URI string, where a later component begins. */
const ENDS: Record<RawComponentName, string> = {
  userInfo: '@/?#',
  authority: '/?#',
  path: '?#',
  query: '#',
  fragment: '',
};

/** The index of the first character of `text` that would end component `name`, or the length of `text`. */
export function endsComponent(name: RawComponentName, text: string): number {
  const ends = ENDS[name];
  for (let i = 0; i < text.length; i++) if (ends.indexOf(text[i]!) >= 0) return i;
  return text.length;
}

function serverAuthority(userInfo: string | null, host: string, port: number): string {
  return (userInfo === null ? '' : userInfo + '@') + host + (port === -1 ? '' : ':' + port);
}

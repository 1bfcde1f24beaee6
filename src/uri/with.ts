/**
 * The `with…` operations (beyond Java): a URI's string rebuilt with one component replaced. The new
 * value is either decoded text, quoted as the component constructors quote it, or (`raw`) text as it
 * stands in a URI string, written as given; every other component keeps its raw form, so nothing
 * else is re-encoded. The caller parses the result, which decides whether it is valid.
 */
import { PATH, URIC, USERINFO } from './chars';
import { IllegalArgumentException, uriSyntaxError } from './errors';
import { quote } from './escape';
import { bracketHost, formatSchemeSpecificPart } from './format';
import type { ParsedParts } from './parts';

/** The components a `with…` method replaces. */
type ComponentName =
  'scheme' | 'schemeSpecificPart' | 'authority' | 'userInfo' | 'host' | 'path' | 'query' | 'fragment';

/**
 * A component that a `with…` method replaces, with its new value (null removes it): decoded text to
 * quote, or `raw` text to write as it is (the authority is only ever given raw).
 */
export type Change =
  { name: ComponentName; value: string | null; raw: boolean } | { name: 'port'; value: number; raw: false };

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
  const refuse = (why: string): never => {
    throw new IllegalArgumentException(`Cannot set the ${change.name} of ${p.input}: ${why}`);
  };
  /** The new value as it stands in the URI: raw, or quoted by `cls`. */
  const written = (value: string | null, cls: number): string | null =>
    value === null || change.raw ? value : quote(value, cls);
  switch (change.name) {
    case 'scheme':
      expected = scheme = change.value;
      if (opaque && scheme === null) refuse('an opaque URI needs a scheme');
      break;
    case 'schemeSpecificPart':
      if (change.value === null) return refuse('a URI always has a scheme-specific part');
      expected = schemeSpecificPart = formatSchemeSpecificPart(change.value);
      path = null;
      break;
    case 'fragment':
      expected = fragment = written(change.value, URIC);
      break;
    case 'userInfo':
      if (host === null) return refuse('it has no server-based authority');
      expected = userInfo = written(change.value, USERINFO);
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
        if (change.value === null) return refuse('a hierarchical URI always has a path');
        expected = path = written(change.value, PATH) as string;
        const relative = path !== '' && !path.startsWith('/');
        // As the constructors check it (quoted text); raw text that would not keep its place is refused.
        if (relative && scheme !== null && !change.raw) {
          throw uriSyntaxError(
            formatRaw({ scheme, schemeSpecificPart, authority, path, query, fragment }, emptyAuthority).string,
            'Relative path in absolute URI',
          );
        }
        if (relative && (scheme !== null || authority !== null)) {
          refuse('a path after a scheme or an authority starts with "/"');
        }
        if (relative && colonInFirstSegment(path)) refuse('its first segment would read as a scheme');
      } else {
        expected = query = written(change.value, URIC);
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
  return { string, server, expected, start };
}

/** Whether a relative path's first segment holds a ":", which would make it read as a scheme. */
function colonInFirstSegment(path: string): boolean {
  const colon = path.indexOf(':');
  return colon >= 0 && (path.indexOf('/') < 0 || colon < path.indexOf('/'));
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

/**
 * Raw components → string, and where component `name` starts in it (-1 where it is not written). An
 * empty authority is written where the path would otherwise read as one, and where `emptyAuthority`
 * asks for it.
 */
function formatRaw(
  r: {
    scheme: string | null;
    schemeSpecificPart: string;
    authority: string | null;
    path: string | null;
    query: string | null;
    fragment: string | null;
  },
  emptyAuthority: boolean,
  name = '',
): { string: string; start: number } {
  let start = -1;
  let s = r.scheme === null ? '' : r.scheme + ':';
  if (r.path === null) s += r.schemeSpecificPart;
  else {
    if (r.authority !== null || emptyAuthority || r.path.startsWith('//')) s += '//';
    if (name === 'authority' || name === 'userInfo') start = s.length;
    if (r.authority !== null) s += r.authority;
    if (name === 'path') start = s.length;
    s += r.path;
    if (name === 'query') start = s.length + 1;
    if (r.query !== null) s += '?' + r.query;
  }
  if (name === 'fragment') start = s.length + 1;
  return { string: r.fragment === null ? s : s + '#' + r.fragment, start };
}

/**
 * Components → string, as java.net.URI's component constructors build the string they then parse:
 * each component quoted by its own class, IPv6 hosts bracketed, a literal IPv6 address at the start
 * of an authority or scheme-specific part left unquoted.
 */
import { CharClass } from './chars';
import { quote } from './escape';
import { BuiltParts, type Components, type ParsedParts, components, pathEnd } from './parts';

/** The components given to a constructor, decoded (unquoted); null where not given. */
export interface ConstructorArguments {
  scheme: string | null;
  /** Given to the three-argument constructor only; the others are then null. */
  schemeSpecificPart?: string | null;
  authority?: string | null;
  userInfo?: string | null;
  host?: string | null;
  port?: number;
  path?: string | null;
  query?: string | null;
  fragment: string | null;
}

/** A host with ":" (an IPv6 address) in brackets, unless it already starts with "[" or ends with "]", as the JDK writes it. */
export function bracketHost(host: string): string {
  return host.indexOf(':') >= 0 && !host.startsWith('[') && !host.endsWith(']') ? '[' + host + ']' : host;
}

/** The string a component constructor parses. */
export function format(c: ConstructorArguments): string {
  let s = c.scheme === null ? '' : c.scheme + ':';
  if (c.schemeSpecificPart != null) s += formatSchemeSpecificPart(c.schemeSpecificPart);
  else {
    s += formatAuthority(c);
    if (c.path != null) s += quote(c.path, CharClass.PATH);
    if (c.query != null) s += '?' + quote(c.query, CharClass.URIC);
  }
  if (c.fragment !== null) s += '#' + quote(c.fragment, CharClass.URIC);
  return s;
}

/**
 * An opaque part is quoted as uric; one that starts with "//[" keeps its bracketed IPv6 literal
 * unquoted. DEVIATION (the JDK's): when such a part has no "]" or no ":", it is left out entirely.
 */
export function formatSchemeSpecificPart(ssp: string): string {
  if (!ssp.startsWith('//[')) return quote(ssp, CharClass.URIC);
  const close = ssp.indexOf(']');
  if (close < 0 || ssp.indexOf(':') < 0) return '';
  return ssp.slice(0, close + 1) + quote(ssp.slice(close + 1), CharClass.URIC);
}

/**
 * "//" and a server-based authority when there is a host (userInfo and port are used only then; a
 * host with ":" and no brackets is bracketed), else "//" and the authority, else nothing.
 */
function formatAuthority(c: ConstructorArguments): string {
  if (c.host != null) {
    let s = '//';
    if (c.userInfo != null) s += quote(c.userInfo, CharClass.USERINFO) + '@';
    s += bracketHost(c.host);
    if (c.port !== undefined && c.port !== -1) s += ':' + c.port;
    return s;
  }
  if (c.authority == null) return '';
  const a = c.authority;
  const close = a.startsWith('[') ? a.indexOf(']') : -1;
  if (close >= 0 && a.indexOf(':') >= 0)
    return '//' + a.slice(0, close + 1) + quote(a.slice(close + 1), CharClass.SERVER);
  return '//' + quote(a, CharClass.SERVER);
}

/**
 * The nine components of a URI built from components (by normalize, resolve or relativize), and
 * its string, as the JDK forms them: a server-based authority is written from its host, user
 * information and port (so `h:` becomes `h`), a registry-based one as it is.
 * DEVIATION (the JDK's, in 17 and 25, with no bug filed): on such a result, the JDK's
 * getRawSchemeSpecificPart() called before toString() rebuilds the part from the decoded components
 * (`new URI("http://h/./a%2Fb?x%26y").normalize()` gives `//h/a/b?x&y`); this is always the raw
 * form, the JDK's own answer when toString() runs first.
 */
export function withStringForm(c: Components): ParsedParts {
  let string = c.scheme === null ? '' : c.scheme + ':';
  const schemeEnd = c.scheme === null ? -1 : c.scheme.length;
  let authorityStart = -1;
  let userInfoEnd = -1;
  let hostStart = -1;
  let hostEnd = -1;
  if (c.host !== null) {
    string += '//';
    authorityStart = string.length;
    if (c.userInfo !== null) {
      string += c.userInfo;
      userInfoEnd = string.length;
      string += '@';
    }
    hostStart = string.length;
    string += bracketHost(c.host);
    hostEnd = string.length;
    if (c.port !== -1) string += ':' + c.port;
  } else if (c.authority !== null) {
    string += '//';
    authorityStart = string.length;
    string += c.authority;
  }
  const pathStart = c.path === null ? -1 : string.length;
  if (c.path !== null) string += c.path;
  let queryStart = -1;
  if (c.query !== null) {
    queryStart = string.length + 1;
    string += '?' + c.query;
  }
  const sspEnd = string.length;
  if (c.fragment !== null) string += '#' + c.fragment;
  return new BuiltParts(
    string,
    c.authority,
    schemeEnd,
    sspEnd,
    authorityStart,
    userInfoEnd,
    hostStart,
    hostEnd,
    c.port,
    pathStart,
    queryStart,
  );
}

/**
 * Whether p's string has its scheme and authority as withStringForm would write them from p's
 * components: no authority, a registry-based one, or a server-based one whose port is written as the
 * number (not `h:` or `h:080`, which the JDK writes `h` and `h:80`).
 */
export function writtenAsParsed(p: ParsedParts): boolean {
  if (p.authorityStart < 0) return p.pathStart === p.schemeEnd + 1;
  return p.hostStart < 0 || p.pathStart === (p.port < 0 ? p.hostEnd : p.hostEnd + 1 + String(p.port).length);
}

/**
 * A URI with base's scheme and authority, `path`, and tail's query and fragment, each as their
 * strings write them (base's string must be writtenAsParsed): the strings are spliced and the
 * offsets carried over, where withStringForm would cut out each component and join them again.
 */
export function spliced(base: ParsedParts, path: string, tail: ParsedParts): ParsedParts {
  const tailPathEnd = pathEnd(tail);
  const shift = base.pathStart + path.length - tailPathEnd;
  return new BuiltParts(
    base.input.slice(0, base.pathStart) + path + tail.input.slice(tailPathEnd),
    base.authority,
    base.schemeEnd,
    tail.sspEnd + shift,
    base.authorityStart,
    base.userInfoEnd,
    base.hostStart,
    base.hostEnd,
    base.port,
    base.pathStart,
    tail.queryStart < 0 ? -1 : tail.queryStart + shift,
  );
}

/**
 * The relative reference that is p's string from `start` (in its path) on: the rest of the path,
 * then p's query and fragment as its string writes them; as withStringForm would build it from
 * those three components.
 */
export function tailFrom(p: ParsedParts, start: number): ParsedParts {
  const queryStart = p.queryStart < 0 ? -1 : p.queryStart - start;
  return new BuiltParts(p.input.slice(start), null, -1, p.sspEnd - start, -1, -1, -1, -1, -1, 0, queryStart);
}

/** `p` with another path, as the JDK builds it from p's components with that path. */
export function withPath(p: ParsedParts, path: string): ParsedParts {
  return writtenAsParsed(p) ? spliced(p, path, p) : withStringForm(components(p.scheme, p, path, p.query, p.fragment));
}

/**
 * Raw components → string, and where component `name` starts in it (-1 where it is not written). An
 * empty authority is written where the path would otherwise read as one, and where `emptyAuthority`
 * asks for it.
 */
export function formatRaw(
  r: {
    scheme: string | null;
    /** Written only where the path is null (an opaque URI). */
    schemeSpecificPart: string;
    authority: string | null;
    path: string | null;
    query: string | null;
    fragment: string | null;
  },
  emptyAuthority = false,
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

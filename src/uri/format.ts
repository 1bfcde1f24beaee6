/**
 * The constructors' quoting: components → the string java.net.URI's component constructors build and
 * then parse. Each component is quoted by its own class, IPv6 hosts are bracketed, and a literal
 * IPv6 address at the start of an authority or scheme-specific part is left unquoted.
 */
import { CharClass } from './chars';
import { quote } from './escape';

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

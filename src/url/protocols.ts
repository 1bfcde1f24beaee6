/** The protocols JDK 25's java.net.URL knows without extra handlers, their names and default ports. */
import { isValidProtocol } from './chars';
import { toLowerCaseRoot } from './lowercase';

/**
 * The protocol as the one constant string of its handler, or null when JDK 25 has no handler for
 * it (the name must be lowercase already).
 * @example `knownProtocol('https')` is `'https'`; `knownProtocol('gopher')` is null
 */
export function knownProtocol(name: string): string | null {
  switch (name) {
    case 'http':
      return 'http';
    case 'https':
      return 'https';
    case 'file':
      return 'file';
    case 'jar':
      return 'jar';
    case 'ftp':
      return 'ftp';
    case 'mailto':
      return 'mailto';
    case 'jrt':
      return 'jrt';
    case 'jmod':
      return 'jmod';
    default:
      return null;
  }
}

/** The protocol's default port: 80 for http, 443 for https, 21 for ftp, else -1. @example `defaultPort('https')` is 443 */
export function defaultPort(protocol: string): number {
  return protocol === 'http' ? 80 : protocol === 'https' ? 443 : protocol === 'ftp' ? 21 : -1;
}

/**
 * A protocol name lowercased as Java's `toLowerCase(Locale.ROOT)` lowercases it, or null when it is
 * no valid protocol name (`isValidProtocol`).
 * @example `protocolName('HTTP')` is `'http'`; `protocolName('1a')` is null
 */
export function protocolName(name: string): string | null {
  const lower = toLowerCaseRoot(name);
  return isValidProtocol(lower) ? lower : null;
}

/**
 * Whether s[at, at + prefix.length) is `prefix` (lowercase ASCII letters and `:`) in any case, as
 * Java's `regionMatches(true, …)` finds it: no character but the ASCII letters themselves has one
 * of `j a r u l` as its upper- or lowercase, so comparing ASCII case is exact.
 * @example `prefixAt(' URL:x', 1, 'url:')` is true
 */
export function prefixAt(s: string, at: number, prefix: string): boolean {
  if (s.length - at < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const c = s.charCodeAt(at + i);
    if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== prefix.charCodeAt(i)) return false;
  }
  return true;
}

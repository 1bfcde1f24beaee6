/**
 * Host comparison and hashing for equals, sameFile and hashCode as JDK 25 gives them when every name
 * lookup fails: IP literals and `localhost` have addresses, every other host is compared by name.
 */
import { Char } from '../uri';
import { int32, ipv4Literal, ipv6Hash, ipv6Literal, isMapped, numericScope } from '../inet/literals';
import { toLowerCaseChar, toUpperCaseChar } from './case';

/** An address a host has without a lookup: 4 or 16 bytes (as a key) and InetAddress's hashCode. */
export interface HostAddress {
  key: string;
  hash: number;
}

const LOCALHOST: HostAddress = { key: '4:2130706433', hash: 2130706433 };

/**
 * The address of a host without a name lookup, or null: an IPv4 literal, a bracketed IPv6 literal
 * with no scope or a numeric one up to 2147483647 (IPv4-mapped ones as IPv4, unless scoped), or
 * `localhost` in any case (127.0.0.1).
 * @example `hostAddress('127.1').hash` is 2130706433
 */
export function hostAddress(host: string): HostAddress | null {
  if (host === '') return null;
  if (host.charCodeAt(0) === Char.LEFT_BRACKET && host.charCodeAt(host.length - 1) === Char.RIGHT_BRACKET) {
    const v6 = ipv6Literal(host.slice(1, -1));
    if (!v6) return null;
    if (v6.scope !== null && numericScope(v6.scope) < 0) return null;
    const b = v6.bytes;
    if (isMapped(b)) {
      if (v6.scope !== null) return null;
      const v4 = int32(b, 12);
      return { key: '4:' + v4, hash: v4 };
    }
    return { key: '6:' + Array.from(b).join('.'), hash: ipv6Hash(b) };
  }
  const v4 = ipv4Literal(host);
  if (v4 !== null) return { key: '4:' + v4, hash: v4 };
  return equalsIgnoreCase(host, 'localhost') ? LOCALHOST : null;
}

/** String.equalsIgnoreCase: the same length, then code point by code point, equal as is, upper-cased or lower-cased after that. */
export function equalsIgnoreCase(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length;) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) {
      const ux = toUpperCaseChar(x);
      const uy = toUpperCaseChar(y);
      if (ux !== uy && toLowerCaseChar(ux) !== toLowerCaseChar(uy)) return false;
    }
    i += x > 0xffff ? 2 : 1;
  }
  return true;
}

/** Whether two URLs' hosts are the same for sameFile, with no lookups. */
export function hostsEqual(protocol: string, a: string | null, b: string | null, fileRule = true): boolean {
  if (a === null || b === null) return a === b;
  if (fileRule && protocol === 'file') {
    if ((a === '' && equalsIgnoreCase(b, 'localhost')) || (b === '' && equalsIgnoreCase(a, 'localhost'))) return true;
  }
  const x = hostAddress(a);
  const y = hostAddress(b);
  if (x !== null && y !== null) return x.key === y.key;
  return equalsIgnoreCase(a, b);
}

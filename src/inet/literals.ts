/**
 * The grammars of IP address literals, as the JDK reads them: IPv4 in its decimal BSD form (what
 * `Inet4Address.ofLiteral`, `InetAddress.getByName` and java.net.URL take) and in POSIX `inet_aton`'s
 * (`Inet4Address.ofPosixLiteral`), IPv6 with its scope. Bytes and numbers only: the classes that
 * hold them are address.ts's. JavaURL reads its hosts with the same functions.
 */
import { Char, CharClass, hexValue, inClass } from '../uri';

/** An IPv6 literal: its 16 bytes and its scope (the text after the first `%`, or null). */
export interface Ipv6Literal {
  bytes: Uint8Array;
  scope: string | null;
}

/**
 * Whether s[start, end) is an IPv4 part inside an IPv6 literal, written to out[at…at+3] if so:
 * exactly four decimal parts, each at most 255, at most 15 characters in all.
 */
function embeddedIpv4(s: string, start: number, end: number, out: Uint8Array, at: number): boolean {
  if (end - start > 15) return false;
  let part = 0;
  let value = 0;
  let digits = 0;
  for (let i = start; i <= end; i++) {
    const c = i < end ? s.charCodeAt(i) : Char.DOT;
    if (c === Char.DOT) {
      if (digits === 0 || part > 3) return false;
      out[at + part++] = value;
      value = 0;
      digits = 0;
    } else if (inClass(CharClass.DIGIT, c)) {
      value = value * 10 + (c - Char.ZERO);
      digits++;
      if (value > 255) return false;
    } else return false;
  }
  return part === 4;
}

/**
 * The IPv6 literal `text` (between the brackets: address, or address `%` scope with a non-empty
 * scope), or null when the JDK rejects it: groups of hex digits (any number of leading zeros, value
 * at most ffff), at most one `::` standing for at least one group, an IPv4 part only at the end,
 * exactly 16 bytes.
 * @example `ipv6Literal('::ffff:1.2.3.4')` has bytes 0…0 ff ff 1 2 3 4; `ipv6Literal('::10000')` is null
 */
export function ipv6Literal(text: string): Ipv6Literal | null {
  const pct = text.indexOf('%');
  const end = pct < 0 ? text.length : pct;
  const scope = pct < 0 ? null : text.slice(pct + 1);
  if (scope === '') return null;
  const bytes = new Uint8Array(16);
  let n = 0; // bytes written
  let gap = -1; // where "::" stands
  let i = 0;
  if (end < 2) return null;
  if (text.charCodeAt(0) === Char.COLON) {
    if (text.charCodeAt(1) !== Char.COLON) return null;
    gap = 0;
    i = 2;
    if (i === end) return finish(bytes, n, gap, scope);
  }
  for (;;) {
    // A group: hex digits up to ':' or the end, or an IPv4 part at the end.
    const start = i;
    let value = 0;
    while (i < end && hexValue(text.charCodeAt(i)) >= 0) {
      value = value * 16 + hexValue(text.charCodeAt(i));
      if (value > 0xffff) return null;
      i++;
    }
    if (i < end && text.charCodeAt(i) === Char.DOT) {
      if (n > 12 || !embeddedIpv4(text, start, end, bytes, n)) return null;
      n += 4;
      return finish(bytes, n, gap, scope);
    }
    if (i === start || n > 14) return null;
    bytes[n++] = value >> 8;
    bytes[n++] = value & 0xff;
    if (i === end) return finish(bytes, n, gap, scope);
    if (text.charCodeAt(i) !== Char.COLON) return null;
    i++;
    if (i < end && text.charCodeAt(i) === Char.COLON) {
      if (gap >= 0) return null;
      gap = n;
      i++;
      if (i === end) return finish(bytes, n, gap, scope);
    } else if (i === end) return null;
  }
}

/** Moves the bytes after the `::` to the end; null unless that makes exactly 16 bytes. */
function finish(bytes: Uint8Array, n: number, gap: number, scope: string | null): Ipv6Literal | null {
  if (gap < 0) return n === 16 ? { bytes, scope } : null;
  if (n >= 16) return null;
  const tail = bytes.slice(gap, n);
  bytes.fill(0, gap);
  bytes.set(tail, 16 - tail.length);
  return { bytes, scope };
}

/**
 * The address of an IPv4 literal as the JDK reads one without a lookup: at most 15 characters,
 * ASCII digits and dots, 1 to 4 non-empty decimal parts (leading zeros still decimal), every part
 * but the last at most 255 and the last filling the room left. Null otherwise.
 * @example `ipv4Literal('127.1')` is 0x7f000001; `ipv4Literal('0x7f.1')` is null
 */
export function ipv4Literal(s: string): number | null {
  if (s.length === 0 || s.length > 15) return null;
  let high = 0; // the parts before the last, a byte each
  let finished = 0;
  let value = 0;
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === Char.DOT) {
      if (digits === 0 || finished === 3 || value > 255) return null;
      high = (high << 8) | value;
      finished++;
      value = 0;
      digits = 0;
    } else {
      const d = c - Char.ZERO; // a digit, 0 to 9, read directly: through hexValue, bench:inet's IPv4 literals took 64 ns, not 52
      if (d < 0 || d > 9) return null;
      value = value * 10 + d;
      digits++;
    }
  }
  return digits === 0 ? null : withLastPart(high, finished, value);
}

/**
 * The address of an IPv4 literal as `Inet4Address.ofPosixLiteral` reads one (POSIX `inet_aton`): 1 to
 * 4 parts, each hexadecimal after `0x` or `0X`, octal after a leading `0`, else decimal; every part
 * but the last at most 255 and the last filling the room left; any length. Null otherwise.
 * @example `posixLiteral('017.1')` is 0x0f000001; `posixLiteral('08')` is null
 */
export function posixLiteral(s: string): number | null {
  let high = 0; // the parts before the last, a byte each
  let finished = 0;
  for (let i = 0; ; i++) {
    let radix = 10;
    if (s.charCodeAt(i) === Char.ZERO) {
      if ((s.charCodeAt(i + 1) | 0x20) === Char.LOWER_X) {
        radix = 16;
        i += 2;
      } else radix = 8;
    }
    const start = i;
    let value = 0;
    for (let d = hexValue(s.charCodeAt(i)); d >= 0 && d < radix; d = hexValue(s.charCodeAt(++i))) {
      value = value * radix + d;
      if (value > 0xffffffff) return null;
    }
    // An empty part, or "0x" with no digit after it (an octal part's "0" is read as its first digit).
    if (i === start) return null;
    if (i === s.length) return withLastPart(high, finished, value);
    if (finished === 3 || value > 255 || s.charCodeAt(i) !== Char.DOT) return null;
    high = (high << 8) | value;
    finished++;
  }
}

/**
 * The 32-bit address of IPv4 parts: `high`, the `finished` parts before the last (each at most 255),
 * then the last part, which fills the bytes left (`1.2.3` is 1.2.0.3), or null if it does not fit.
 */
function withLastPart(high: number, finished: number, last: number): number | null {
  const bits = 8 * (4 - finished);
  if (bits === 32) return last > 0xffffffff ? null : last | 0;
  return last >= 1 << bits ? null : (high << bits) | last;
}

/**
 * A numeric IPv6 scope as the JDK takes one: ASCII digits (leading zeros allowed) up to 2147483647;
 * -1 for any other text, which would name a network interface.
 * @example `numericScope('01')` is 1; `numericScope('eth0')` and `numericScope('+1')` are -1
 */
export function numericScope(scope: string): number {
  let value = 0;
  for (let i = 0; i < scope.length; i++) {
    const c = scope.charCodeAt(i);
    if (!inClass(CharClass.DIGIT, c)) return -1;
    value = value * 10 + (c - Char.ZERO);
    if (value > 2147483647) return -1;
  }
  return scope === '' ? -1 : value;
}

/** Whether 16 bytes are an IPv4-mapped address, `::ffff:a.b.c.d`. */
export function isMapped(bytes: Uint8Array): boolean {
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return false;
  return bytes[10] === 0xff && bytes[11] === 0xff;
}

/** The 32-bit big-endian value of `bytes[at…at+3]`. */
export function int32(bytes: ArrayLike<number>, at: number): number {
  return (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];
}

/**
 * Inet6Address.hashCode: the 32-bit wrapping sum of the four big-endian 32-bit words of the address,
 * each byte sign-extended first (as Java's bytes are signed); the scope is not included.
 * @example the hash of `::1` is 1; of `fe80::1`, -41943039
 */
export function ipv6Hash(bytes: Uint8Array): number {
  let hash = 0;
  for (let i = 0; i < 16; i += 4) {
    hash =
      (hash +
        (signed(bytes[i]) << 24) +
        (signed(bytes[i + 1]) << 16) +
        (signed(bytes[i + 2]) << 8) +
        signed(bytes[i + 3])) |
      0;
  }
  return hash;
}

/** A byte as Java's signed byte. */
export function signed(b: number): number {
  return (b << 24) >> 24;
}

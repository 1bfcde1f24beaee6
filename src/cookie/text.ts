/**
 * The java.lang.String and Integer/Long methods HttpCookie's rules are written in, as JDK 25 does them:
 * trim, toLowerCase, equalsIgnoreCase, regionMatches ignoring case, hashCode, parseInt and parseLong.
 */
import { Char } from '../uri';
import { digit, stringHash } from '../url/chars';
import { toUpperCaseChar, toLowerCaseChar } from '../url/case';
import { toLowerCaseRoot } from '../url/lowercase';

export { stringHash, toLowerCaseRoot as toLowerCase };
export { equalsIgnoreCase } from '../url/equality';

/**
 * String.trim: every character up to U+0020 taken off both ends (not JavaScript's Unicode white space).
 * @example `trim('\u0001 a\u00a0 ')` is `'a\u00a0'`
 */
export function trim(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s.charCodeAt(start) <= Char.SPACE) start++;
  while (end > start && s.charCodeAt(end - 1) <= Char.SPACE) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

/** Whether two UTF-16 units are equal ignoring case as String.regionMatches(true, …) compares them. */
export function sameIgnoringCase(a: number, b: number): boolean {
  if (a === b) return true;
  const ua = toUpperCaseChar(a);
  const ub = toUpperCaseChar(b);
  return ua === ub || toLowerCaseChar(ua) === toLowerCaseChar(ub);
}

/**
 * String.regionMatches(true, at, other, 0, other.length), for an ASCII `other`: whether s holds other at
 * `at`, ignoring case unit by unit (so `ſ` matches `s` and `ı` matches `i`, as in Java).
 * @example `regionMatchesIgnoreCase('Set-Cookie2:', 0, 'set-cookie2:')` is true
 */
export function regionMatchesIgnoreCase(s: string, at: number, other: string): boolean {
  if (at < 0 || at + other.length > s.length) return false;
  for (let i = 0; i < other.length; i++) {
    if (!sameIgnoringCase(s.charCodeAt(at + i), other.charCodeAt(i))) return false;
  }
  return true;
}

/**
 * The value of Long.parseLong(s) (or Integer.parseInt with `bits` 32), or null where Java throws a
 * NumberFormatException: an optional sign, then one or more decimal digits (any Unicode Nd digit), within range.
 * @example `parseJavaInteger('+\u0661\u0662', 64)` is 12n, `parseJavaInteger('9223372036854775808', 64)` null
 */
export function parseJavaInteger(s: string | null, bits: 32 | 64): bigint | null {
  if (s === null || s.length === 0) return null;
  let i = 0;
  const first = s.charCodeAt(0);
  if (first === Char.HYPHEN || first === Char.PLUS) {
    if (s.length === 1) return null;
    i = 1;
  }
  let value = 0n;
  for (; i < s.length; i++) {
    const d = digit(s.charCodeAt(i));
    if (d < 0) return null;
    value = value * 10n + BigInt(d);
  }
  if (first === Char.HYPHEN) value = -value;
  return BigInt.asIntN(bits, value) === value ? value : null;
}

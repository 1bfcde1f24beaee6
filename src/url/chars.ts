/**
 * The character rules java.net.URL applies, as java.lang.Character and java.lang.String define them.
 * Tests go through the engine's Unicode data (`\p{L}`, `\p{Nd}`); where that differs from JDK 25's
 * (Unicode 16), the answers differ too (a table of the differing code points is still to come).
 */

const LETTER = /^\p{L}$/u;
const DIGIT = /^\p{Nd}$/u;

/** Character.isLetter for one UTF-16 unit (a surrogate is not a letter). */
export function isLetter(c: number): boolean {
  return c < 0x80 ? (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a : LETTER.test(String.fromCharCode(c));
}

/** Character.isDigit for one UTF-16 unit: a decimal digit (Nd). */
export function isDigit(c: number): boolean {
  return c < 0x80 ? c >= 0x30 && c <= 0x39 : DIGIT.test(String.fromCharCode(c));
}

/** Character.digit(c, 10) for one UTF-16 unit: its value as a decimal digit, or -1. */
export function digit(c: number): number {
  if (c < 0x80) return c >= 0x30 && c <= 0x39 ? c - 0x30 : -1;
  if (!isDigit(c)) return -1;
  // Decimal digits come in runs of ten, zero first; a run's start is where Nd begins (or ten before).
  let n = 0;
  while (isDigit(c - n - 1)) n++;
  return n % 10;
}

/**
 * The protocol-name rule of new URL: a letter, then letters, digits, `.`, `+` or `-`.
 * @example `isValidProtocol('a.b+c-d')` is true, `isValidProtocol('1a')` false
 */
export function isValidProtocol(s: string): boolean {
  if (s.length < 1 || !isLetter(s.charCodeAt(0))) return false;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isLetter(c) && !isDigit(c) && c !== 0x2e && c !== 0x2b && c !== 0x2d) return false;
  }
  return true;
}

/** Character.isWhitespace: Unicode space separators but the no-break ones, line and paragraph separators, and \t \n \v \f \r \u001c–\u001f. */
export function isWhitespace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
  return (
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a && c !== 0x2007) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** java.lang.String.hashCode: `h = 31 * h + c` over the UTF-16 units, in 32-bit arithmetic. */
export function stringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

/** How the JDK names an illegal character in its message: `CR`, `LF`, `control char (code=N)` or `'c'`. */
export function describeChar(c: number): string {
  if (c === 0x0d) return 'CR';
  if (c === 0x0a) return 'LF';
  if (c < 0x20 || c === 0x7f) return `control char (code=${c})`;
  return `'${String.fromCharCode(c)}'`;
}

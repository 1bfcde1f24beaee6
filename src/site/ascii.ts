/**
 * The character tests of the site rewriter, each once: those of the HTML and URL Standards, whose
 * sets are not the URI grammar's. The core's own tests (src/uri/chars.ts) are not among the package's
 * exports, and src/site/ reaches the core only through them (one Uri class, the application's); tests
 * of a line or two are no API worth adding to it.
 */

/**
 * ASCII whitespace as the HTML Standard defines it: tab, line feed, form feed, carriage return, space
 * (the URI grammar has no whitespace: the core has no such set).
 */
export function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

/** An ASCII digit, "0" to "9" (the HTML Standard's, for the numbers of its microsyntaxes). */
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** An ASCII hex digit, as the URL Standard's percent-decoding reads the two after a "%". */
export function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/** `c` in ASCII lower case (any other character as it is): the HTML Standard's ASCII case-insensitive match. */
export function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}

/** `s` with the ASCII upper-case letters in lower case (any other character as it is). */
export function asciiLowerCase(s: string): string {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x20));
}

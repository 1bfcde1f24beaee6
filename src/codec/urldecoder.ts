/**
 * java.net.URLDecoder: the text of an `application/x-www-form-urlencoded` string, as Java code reads
 * query parameters.
 */
import { charsetNamed } from './charsets';
import { Char, IllegalArgumentException, UnsupportedEncodingException, hexValue, typeError } from '../uri';

/** Java's URLDecoder: one static method. */
export class URLDecoder {
  private constructor() {}

  /**
   * The decoded `s`, as `URLDecoder.decode(s, charset)` in Java: `+` becomes a space, each run of
   * `%XX` escapes becomes the text of its bytes in `charset` (default `UTF-8`), with U+FFFD for each
   * malformed sequence, and every other character stays as it is.
   * @example
   * ```ts
   * URLDecoder.decode('a+b%20c%C3%A9%FF'); // "a b cé\uFFFD"
   * ```
   * @throws IllegalArgumentException for a `%` not followed by two hex digits, with the JDK's message:
   * `URLDecoder: Illegal hex characters in escape (%) pattern - not a hexadecimal digit: "z" = 122`, or
   * `URLDecoder: Incomplete trailing escape (%) pattern` when fewer than two characters follow it
   * @throws UnsupportedEncodingException if `charset` is not a charset name these coders know (the
   * empty name: `URLDecoder: empty string enc parameter`)
   * @throws TypeError if `s` or `charset` is not a string
   */
  static decode(s: string, charset?: string): string {
    if (typeof s !== 'string') throw typeError('URLDecoder.decode: s must be a string', s);
    if (charset === '') throw new UnsupportedEncodingException('URLDecoder: empty string enc parameter');
    const coder = charsetNamed(charset, 'URLDecoder.decode');
    let out = '';
    let literalStart = 0;
    const n = s.length;
    for (let i = 0; i < n;) {
      const c = s.charCodeAt(i);
      if (c !== Char.PERCENT && c !== Char.PLUS) {
        i++;
        continue;
      }
      out += s.slice(literalStart, i);
      if (c === Char.PLUS) {
        out += ' ';
        literalStart = ++i;
        continue;
      }
      const bytes: number[] = [];
      while (i + 2 < n && s.charCodeAt(i) === Char.PERCENT) {
        bytes.push((hexDigit(s, i + 1) << 4) | hexDigit(s, i + 2));
        i += 3;
      }
      if (i < n && s.charCodeAt(i) === Char.PERCENT) {
        throw new IllegalArgumentException('URLDecoder: Incomplete trailing escape (%) pattern');
      }
      out += coder.decode(bytes);
      literalStart = i;
    }
    return literalStart === 0 ? s : out + s.slice(literalStart);
  }
}

/** The value of the hex digit at `s[i]`, or the JDK's IllegalArgumentException naming the character. */
function hexDigit(s: string, i: number): number {
  const c = s.charCodeAt(i);
  const value = hexValue(c);
  if (value >= 0) return value;
  throw new IllegalArgumentException(
    `URLDecoder: Illegal hex characters in escape (%) pattern - not a hexadecimal digit: "${s[i]}" = ${c}`,
  );
}

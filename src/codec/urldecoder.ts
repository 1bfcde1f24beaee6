/**
 * java.net.URLDecoder: the text of an `application/x-www-form-urlencoded` string, as Java code reads
 * query parameters.
 */
import { type Charset, charsetNamed, engineUtf8 } from './charsets';
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
    if (coder.name === 'UTF-8' && s.length >= LONG) {
      const decoded = decodeWellFormed(s);
      if (decoded !== null) return decoded;
    }
    return decodeByLoop(s, coder);
  }
}

/** URLDecoder.decode of `s` in `coder`, a character at a time. */
export function decodeByLoop(s: string, coder: Charset): string {
  let out = '';
  let literalStart = 0;
  const n = s.length;
  // Each run's bytes, in room enough for the longest run that can follow the first "%".
  let bytes: Uint8Array | null = null;
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
    bytes ??= new Uint8Array(Math.floor((n - i) / 3));
    let count = 0;
    while (i + 2 < n && s.charCodeAt(i) === Char.PERCENT) {
      bytes[count++] = (hexDigit(s, i + 1) << 4) | hexDigit(s, i + 2);
      i += 3;
    }
    if (i < n && s.charCodeAt(i) === Char.PERCENT) {
      throw new IllegalArgumentException('URLDecoder: Incomplete trailing escape (%) pattern');
    }
    out += coder.decode(bytes.subarray(0, count));
    literalStart = i;
  }
  return literalStart === 0 ? s : out + s.slice(literalStart);
}

/**
 * From this length on, URLDecoder.decode tries decodeWellFormed first. Below it, the loop is faster:
 * decodeURIComponent costs about 0.2 µs a call, and 5 µs when it throws.
 */
const LONG = 1024;

/**
 * The decoded `s` when every escape in it is well-formed and every run of escapes is UTF-8 without
 * a malformed sequence, else null. Such a string is what decodeURIComponent decodes (it throws on
 * anything else), and for it the engine's decoder gives what the JDK does, several times faster than
 * decoding in JavaScript; a "+" becomes a space first. Any other string is left to the loop,
 * which writes U+FFFD where the JDK does and throws its exceptions.
 */
export function decodeWellFormed(s: string): string | null {
  let t = s;
  if (s.indexOf('+') >= 0) {
    // A literal lone surrogate would not survive the UTF-8 round trip of spacesForPlus.
    if (LONE_SURROGATE.test(s)) return null;
    t = spacesForPlus(s);
  }
  if (t.indexOf('%') < 0) return t;
  try {
    return decodeURIComponent(t);
  } catch {
    return null;
  }
}

/** A surrogate that is not half of a pair (with the `u` flag, a pair is one character). */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

let utf8Encoder: TextEncoder | undefined;

/**
 * A well-formed `s` with each "+" as a space: its UTF-8 bytes, rewritten, read back. On millions of
 * "+" this is many times faster than `replaceAll`, which builds the result a piece at a time.
 */
function spacesForPlus(s: string): string {
  utf8Encoder ??= new TextEncoder();
  const bytes = new Uint8Array(3 * s.length);
  const { written } = utf8Encoder.encodeInto(s, bytes);
  for (let i = 0; i < written; i++) if (bytes[i] === Char.PLUS) bytes[i] = Char.SPACE;
  return engineUtf8().decode(bytes.subarray(0, written));
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

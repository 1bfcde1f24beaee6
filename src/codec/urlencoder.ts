/**
 * java.net.URLEncoder: a string in the `application/x-www-form-urlencoded` format, as HTML forms
 * and Java code send query parameters.
 */
import { charsetNamed, isHighSurrogate, isLowSurrogate } from './charsets';
import { escapeOctet, typeError } from '../uri';

/**
 * The characters URLEncoder leaves as they are: "a" to "z", "A" to "Z", "0" to "9", ".", "-", "*",
 * "_"; space (which becomes "+") is handled apart.
 */
const KEPT = /* @__PURE__ */ table('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-*_');

function table(members: string): Uint8Array {
  const t = new Uint8Array(128);
  for (let i = 0; i < members.length; i++) t[members.charCodeAt(i)] = 1;
  return t;
}

const SPACE = 0x20;

/** Java's URLEncoder: one static method. */
export class URLEncoder {
  private constructor() {}

  /**
   * The form-encoded `s`, as `URLEncoder.encode(s, charset)` in Java: letters, digits and `. - * _`
   * stay, a space becomes `+`, and every other run of characters becomes the `%XX` escapes (upper
   * case) of its bytes in `charset` (default `UTF-8`, Java's default since JDK 18). A character the
   * charset cannot map, and a lone surrogate, is encoded as the charset's replacement (`?` = `%3F`, or
   * U+FFFD in UTF-16); `UTF-16` writes its byte order mark before each run.
   * @example
   * ```ts
   * URLEncoder.encode("a b~!'()*-._&=é"); // "a+b%7E%21%27%28%29*-._%26%3D%C3%A9"
   * ```
   * @throws UnsupportedEncodingException if `charset` is not a charset name these coders know (see docs/porting.md)
   * @throws TypeError if `s` or `charset` is not a string
   */
  static encode(s: string, charset?: string): string {
    if (typeof s !== 'string') throw typeError('URLEncoder.encode: s must be a string', s);
    const coder = charsetNamed(charset, 'URLEncoder.encode');
    let out = '';
    let literalStart = 0;
    const bytes: number[] = [];
    for (let i = 0; i < s.length;) {
      const c = s.charCodeAt(i);
      if (c < 128 && KEPT[c] === 1) {
        i++;
        continue;
      }
      out += s.slice(literalStart, i);
      if (c === SPACE) {
        out += '+';
        literalStart = ++i;
        continue;
      }
      let end = i + 1;
      let ascii = c < 128;
      while (end < s.length) {
        const d = s.charCodeAt(end);
        if (d === SPACE || (d < 128 && KEPT[d] === 1)) break;
        if (d >= 128) ascii = false;
        end++;
      }
      if (ascii && coder.asciiBytes) {
        // Each character is its own byte: nothing to map, no surrogate to lose.
        for (let j = i; j < end; j++) out += escapeOctet(s.charCodeAt(j));
      } else {
        bytes.length = 0;
        const kept = withoutLostSurrogates(s, i, end);
        if (kept === null) coder.encode(s, i, end, bytes);
        else coder.encode(kept, 0, kept.length, bytes);
        for (const b of bytes) out += escapeOctet(b);
      }
      literalStart = i = end;
    }
    return literalStart === 0 ? s : out + s.slice(literalStart);
  }
}

/**
 * Since JDK 22 (JDK-8316681, URLEncoder rewritten over small reusable buffers), the JDK takes a run
 * of characters to encode into a buffer that it encodes each time it holds this many (a surrogate
 * pair going in whole, so the buffer may hold one more). A lone high surrogate that fills it is lost:
 * the JDK writes nothing for it, where JDK 17 writes the charset's replacement ("%3F" in UTF-8) as it
 * does for any other. This library writes what JDK 25 writes.
 */
const BUFFER_FILL = 7;

/**
 * The run `s.slice(start, end)` without the lone high surrogates the JDK loses from it (see
 * BUFFER_FILL), or null when it loses none (the usual case).
 */
function withoutLostSurrogates(s: string, start: number, end: number): string | null {
  let kept: string | null = null;
  let from = start;
  let filled = 0;
  for (let i = start; i < end;) {
    const high = isHighSurrogate(s.charCodeAt(i));
    const pair = high && i + 1 < end && isLowSurrogate(s.charCodeAt(i + 1));
    filled += pair ? 2 : 1;
    if (filled >= BUFFER_FILL) {
      if (high && !pair) {
        kept = (kept ?? '') + s.slice(from, i);
        from = i + 1;
      }
      filled = 0;
    }
    i += pair ? 2 : 1;
  }
  return kept === null ? null : kept + s.slice(from, end);
}

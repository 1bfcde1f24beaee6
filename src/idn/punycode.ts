/**
 * Punycode (RFC 3492): a string of code points written with the ASCII letters, digits and "-" only,
 * as IDNA2003's ToASCII writes a label's non-ASCII form after its `xn--` prefix, and its inverse.
 * Written from the RFC's section 6; the parameters are its section 5's.
 */
import { Char, CharClass, inClass } from '../uri';

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = 0x2d; // "-"
/** The largest value the RFC's arithmetic may reach (a 32-bit signed int, as the JDK's). */
const MAX_INT = 0x7fffffff;

/** The bias after a code point is written or read (RFC 3492 section 6.1). */
function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = Math.floor(delta / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

/** The threshold of the digit at position `k` for `bias`. */
function threshold(k: number, bias: number): number {
  return k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
}

/** The character of digit `d`: 0 to 25 are `a` to `z`, 26 to 35 are `0` to `9`. */
function digitChar(d: number): string {
  return String.fromCharCode(d < 26 ? 0x61 + d : 0x30 - 26 + d);
}

/** The value of the digit `c` (a letter in either case, or a decimal digit), or -1. */
function digitValue(c: number): number {
  if (inClass(CharClass.DIGIT, c)) return c - Char.ZERO + 26;
  return inClass(CharClass.ALPHA, c) ? (c | 0x20) - 0x61 : -1;
}

/**
 * `input`'s code points in Punycode: its ASCII characters as they are (case kept), a "-" if there
 * are any, then the others as digits; null on the RFC's overflow.
 * @example encode('bücher') === 'bcher-kva'
 */
export function encode(input: string): string | null {
  const points: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const c = input.codePointAt(i)!;
    points.push(c);
    if (c > 0xffff) i++;
  }
  let output = '';
  for (const c of points) if (c < INITIAL_N) output += String.fromCharCode(c);
  const basic = output.length;
  let handled = basic;
  if (basic > 0) output += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < points.length) {
    let m = Infinity;
    for (const c of points) if (c >= n && c < m) m = c;
    if (m - n > Math.floor((MAX_INT - delta) / (handled + 1))) return null;
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of points) {
      if (c < n && ++delta > MAX_INT) return null;
      if (c !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = threshold(k, bias);
        if (q < t) break;
        output += digitChar(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digitChar(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output;
}

/**
 * The string that Punycode `input` writes, or null where it is not Punycode: a non-ASCII character
 * before the last "-", a character that is no digit after it, a number past the RFC's limits, or a
 * code point past U+10FFFF.
 * @example decode('bcher-kva') === 'bücher'; decode('BCHER-KVA') === 'BüCHER'
 */
export function decode(input: string): string | null {
  const delimiter = input.lastIndexOf(String.fromCharCode(DELIMITER));
  const output: number[] = [];
  for (let j = 0; j < Math.max(delimiter, 0); j++) {
    const c = input.charCodeAt(j);
    if (c >= INITIAL_N) return null;
    output.push(c);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let at = delimiter > 0 ? delimiter + 1 : 0; at < input.length;) {
    const old = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= input.length) return null;
      const digit = digitValue(input.charCodeAt(at++));
      if (digit < 0 || digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = threshold(k, bias);
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    bias = adapt(i - old, output.length + 1, old === 0);
    if (Math.floor(i / (output.length + 1)) > MAX_INT - n) return null;
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return null;
    output.splice(i++, 0, n);
  }
  let text = '';
  for (const c of output) text += String.fromCodePoint(c);
  return text;
}

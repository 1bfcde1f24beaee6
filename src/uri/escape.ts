/**
 * Escaped octets: decoding for the getters (UTF-8, with U+FFFD where the JDK's decoder puts one)
 * and encoding of non-ASCII characters for toASCIIString.
 */
import { Char, CharClass, hexValue, inClass, isOther } from './chars';
import { NullPointerException } from './errors';
import { nfcAsJdk } from './nfc';

const HEX_DIGITS = '0123456789ABCDEF';

/**
 * Decodes each run of consecutive escapes as UTF-8; everything else is kept as it stands. With
 * `keepBracketed`, a "%" between "[" and "]" is left alone (an IPv6 scope id, as the JDK does for the
 * authority and the scheme-specific part).
 * @example decode('a%C3%A9%41', false) === 'aéA'
 */
export function decode(s: string, keepBracketed: boolean): string {
  if (s.indexOf('%') < 0) return s;
  const n = s.length;
  let out = '';
  let literalStart = 0;
  let bracketed = false;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (keepBracketed) {
      if (c === 0x5b) bracketed = true;
      else if (c === 0x5d) bracketed = false;
    }
    if (c !== Char.PERCENT || bracketed) {
      i++;
      continue;
    }
    out += s.slice(literalStart, i);
    const octets: number[] = [];
    while (i + 2 < n && s.charCodeAt(i) === Char.PERCENT) {
      octets.push(octetAt(s, i));
      i += 3;
      if (octets.length === RUN_BLOCK) {
        // A run of millions of escapes is decoded a block at a time, so that memory stays a few
        // bytes an octet. The block takes the continuation octets that follow, up to three:
        // decodeUtf8 starts a new sequence at any other octet, and a sequence takes at most three
        // continuation octets, so the blocks decode as the whole run does.
        for (let k = 0; k < 3 && isContinuation(s, i); k++, i += 3) octets.push(octetAt(s, i));
        out += decodeUtf8(octets);
        octets.length = 0;
      }
    }
    out += decodeUtf8(octets);
    literalStart = i;
  }
  return out + s.slice(literalStart);
}

/** The most octets of a run decoded at once. */
const RUN_BLOCK = 1 << 12;

/** The octet of the escape at s[i] ("%XX"). */
function octetAt(s: string, i: number): number {
  return (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2));
}

/** Whether s[i] begins an escape of a continuation octet (10xxxxxx). */
function isContinuation(s: string, i: number): boolean {
  return i + 2 < s.length && s.charCodeAt(i) === Char.PERCENT && hexValue(s.charCodeAt(i + 1)) >> 2 === 2;
}

/**
 * UTF-8 to UTF-16 as the JDK's decoder does it with REPLACE: each maximal ill-formed subpart becomes
 * one U+FFFD, except that a sequence led by ED A0–BF (an encoded surrogate) is one unit.
 */
export function decodeUtf8(octets: readonly number[] | Uint8Array): string {
  if (octets.length < NATIVE_RUN) return decodeUtf8Loop(octets);
  return decodeUtf8Natively(octets instanceof Uint8Array ? octets : new Uint8Array(octets));
}

/** decodeUtf8 in JavaScript, a code point at a time: faster than the engine's decoder on a few octets. */
export function decodeUtf8Loop(octets: readonly number[] | Uint8Array): string {
  let out = '';
  for (let i = 0; i < octets.length;) {
    const lead = octets[i++]!;
    // The continuation octets a lead octet takes (-1: none can follow it), and the range of the
    // first: E0 and F0 exclude overlong forms, F4 code points above U+10FFFF.
    const trailing = lead < 0x80 ? 0 : lead < 0xc2 ? -1 : lead < 0xe0 ? 1 : lead < 0xf0 ? 2 : lead < 0xf5 ? 3 : -1;
    let low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    let high = lead === 0xf4 ? 0x8f : 0xbf;
    let codePoint = lead & (0x7f >> trailing);
    let k = 0;
    for (; k < trailing; k++, i++) {
      const octet = octets[i]!;
      if (!(octet >= low && octet <= high)) break;
      codePoint = (codePoint << 6) | (octet & 0x3f);
      low = 0x80;
      high = 0xbf;
    }
    out +=
      k !== trailing || (codePoint >= 0xd800 && codePoint <= 0xdfff)
        ? '\ufffd' /* the replacement character */
        : String.fromCodePoint(codePoint);
  }
  return out;
}

/** From this many octets on, decodeUtf8 leaves the work to the engine's decoder. */
const NATIVE_RUN = 256;

let utf8Decoder: TextDecoder | undefined;

/**
 * decodeUtf8 by the engine's TextDecoder, many times faster on long runs. Its decoder (WHATWG's)
 * replaces the same maximal ill-formed subparts as the JDK's, but for one: after ED, it takes only
 * 80–9F, and so writes a U+FFFD for each octet of an encoded surrogate, where the JDK writes one for
 * ED, A0–BF and a continuation octet after them. Those are found (an ED octet is always read as a
 * lead) and replaced here.
 */
export function decodeUtf8Natively(octets: Uint8Array): string {
  utf8Decoder ??= new TextDecoder('utf-8', { ignoreBOM: true });
  const pieces: string[] = [];
  let start = 0;
  for (let i = octets.indexOf(0xed); i >= 0; i = octets.indexOf(0xed, i)) {
    if (!isIn(octets[i + 1], 0xa0, 0xbf)) {
      i++;
      continue;
    }
    if (i > start) pieces.push(utf8Decoder.decode(octets.subarray(start, i)));
    pieces.push('\ufffd');
    i += isIn(octets[i + 2], 0x80, 0xbf) ? 3 : 2;
    start = i;
  }
  pieces.push(utf8Decoder.decode(octets.subarray(start)));
  return pieces.join('');
}

/** Whether `octet` (undefined past the end) is in [low, high]. */
const isIn = (octet: number | undefined, low: number, high: number): boolean =>
  octet !== undefined && octet >= low && octet <= high;

/**
 * toASCIIString's encoding: when `s` has non-ASCII characters, it is put in Unicode NFC (as JDK 25
 * has it: nfc.ts) and each non-ASCII character becomes the escapes of its UTF-8 octets, in upper
 * case (as quote writes them): a short string built a piece at a time, a long one written as bytes.
 * A lone surrogate has no UTF-8 form: the JDK fails there with a NullPointerException, and so does
 * this, with the JDK's message.
 * @example encodeNonAscii('/e\u0301') === '/%C3%A9'
 */
export function encodeNonAscii(s: string): string {
  if (!/[^\0-\x7f]/.test(s)) return s;
  const t = nfcAsJdk(s);
  return t.length < LONG_TEXT ? escapeNonAsciiPieces(t) : escapeNonAsciiBytes(t);
}

/** encodeNonAscii's escapes for a short `t` (in NFC), the string built a piece at a time. */
export function escapeNonAsciiPieces(t: string): string {
  let out = '';
  let literalStart = 0;
  for (let i = 0; i < t.length; i++) {
    // A surrogate pair is one code point; a lone surrogate is itself.
    const c = t.codePointAt(i)!;
    if (c < 0x80) continue;
    if (c >= 0xd800 && c <= 0xdfff) throw noUtf8Form();
    out += t.slice(literalStart, i) + utf8Escapes(c);
    if (c > 0xffff) i++;
    literalStart = i + 1;
  }
  return out + t.slice(literalStart);
}

/** The NullPointerException of the JDK's toASCIIString on a lone surrogate. */
const noUtf8Form = (): NullPointerException =>
  new NullPointerException('Cannot invoke "java.nio.ByteBuffer.hasRemaining()" because "bb" is null');

/**
 * From this length on, encodeNonAscii writes bytes (escapeNonAsciiBytes). Below it, building the
 * string a piece at a time is faster (no array to allocate); past a few hundred thousand characters,
 * that costs more and more per character (a 200,000-character string took ten times as long as a
 * 100,000-character one).
 */
const LONG_TEXT = 1024;

/**
 * encodeNonAscii's escapes for a long `t` (in NFC): the result as ASCII bytes in an array of its
 * length, counted first, read by the engine's TextDecoder. Linear at any size.
 */
export function escapeNonAsciiBytes(t: string): string {
  let length = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 0x80) length += 1;
    else if (c < 0x800) length += 6;
    else if (c < 0xd800 || c > 0xdfff) length += 9;
    else if (c <= 0xdbff && isLowSurrogate(t.charCodeAt(i + 1))) {
      length += 12; // a surrogate pair: four octets
      i++;
    } else {
      throw noUtf8Form();
    }
  }
  const out = new Uint8Array(length);
  for (let i = 0, j = 0; i < t.length; i++) {
    let c = t.charCodeAt(i);
    if (c < 0x80) {
      out[j++] = c;
    } else if (c < 0x800) {
      putEscape(out, j, 0xc0 | (c >> 6));
      putEscape(out, j + 3, 0x80 | (c & 0x3f));
      j += 6;
    } else if (c < 0xd800 || c > 0xdfff) {
      putEscape(out, j, 0xe0 | (c >> 12));
      putEscape(out, j + 3, 0x80 | ((c >> 6) & 0x3f));
      putEscape(out, j + 6, 0x80 | (c & 0x3f));
      j += 9;
    } else {
      // A surrogate pair (the count above saw that it is one).
      c = 0x10000 + ((c - 0xd800) << 10) + (t.charCodeAt(++i) - 0xdc00);
      putEscape(out, j, 0xf0 | (c >> 18));
      putEscape(out, j + 3, 0x80 | ((c >> 12) & 0x3f));
      putEscape(out, j + 6, 0x80 | ((c >> 6) & 0x3f));
      putEscape(out, j + 9, 0x80 | (c & 0x3f));
      j += 12;
    }
  }
  asciiDecoder ??= new TextDecoder();
  return asciiDecoder.decode(out);
}

let asciiDecoder: TextDecoder | undefined;

const HEX_DIGIT_CODES = /* @__PURE__ */ Uint8Array.from(HEX_DIGITS, (d) => d.charCodeAt(0));

/** Writes the escape of `octet` ("%XX") into `out` at `j`. */
function putEscape(out: Uint8Array, j: number, octet: number): void {
  out[j] = Char.PERCENT;
  out[j + 1] = HEX_DIGIT_CODES[octet >> 4]!;
  out[j + 2] = HEX_DIGIT_CODES[octet & 15]!;
}

const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/**
 * The UTF-8 octets of a code point (U+0080 and above) as "%XX" escapes: a lead octet (110xxxxx,
 * 1110xxxx or 11110xxx, by the number of continuation octets) and 10xxxxxx continuation octets.
 */
function utf8Escapes(codePoint: number): string {
  const continuations = codePoint < 0x800 ? 1 : codePoint < 0x10000 ? 2 : 3;
  let s = escapeOctet(((0xff00 >> (continuations + 1)) & 0xff) | (codePoint >> (6 * continuations)));
  for (let k = continuations - 1; k >= 0; k--) s += escapeOctet(0x80 | ((codePoint >> (6 * k)) & 0x3f));
  return s;
}

/** Each octet's escape, built once: no string to build per octet. */
const OCTET_ESCAPES = /* @__PURE__ */ Array.from(
  { length: 256 },
  (_, octet) => '%' + HEX_DIGITS[octet >> 4]! + HEX_DIGITS[octet & 15]!,
);

/** "%" followed by the octet's two hex digits in upper case. */
export function escapeOctet(octet: number): string {
  return OCTET_ESCAPES[octet]!;
}

/**
 * The component constructors' quoting: an ASCII character outside `cls` (always "%") becomes its
 * escape; a non-ASCII space or control character becomes the escapes of its UTF-8 octets; every
 * other character stays as it is.
 * @example quote('a b%', PATH) === 'a%20b%25'
 */
export function quote(s: string, cls: CharClass): string {
  let out = '';
  let literalStart = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 ? inClass(cls, c) : (cls & CharClass.ESCAPED) === 0 || isOther(c)) continue;
    out += s.slice(literalStart, i) + (c < 0x80 ? escapeOctet(c) : utf8Escapes(c));
    literalStart = i + 1;
  }
  return literalStart === 0 ? s : out + s.slice(literalStart);
}

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

/**
 * toASCIIString's encoding: when `s` has non-ASCII characters, it is put in Unicode NFC (as JDK 25
 * has it: nfc.ts) and each non-ASCII character becomes the escapes of its UTF-8 octets (utf8Escapes).
 * @example encodeNonAscii('/e\u0301') === '/%C3%A9'
 */
export function encodeNonAscii(s: string): string {
  return /[^\0-\x7f]/.test(s) ? utf8Escapes(nfcAsJdk(s)) : s;
}

/**
 * `t` with each non-ASCII character as the escapes of its UTF-8 octets, in upper case: a lead octet
 * (110xxxxx, 1110xxxx or 11110xxx, by the number of continuation octets) and 10xxxxxx continuation
 * octets. The result is written as ASCII bytes into an array of its length, counted first, and read
 * by the engine's TextDecoder: linear at any size (a string built a piece at a time cost ten times as
 * much per character from 100,000 to 200,000 characters, and 6 times the JDK's time at 2 million).
 * A lone surrogate has no UTF-8 form: the JDK fails there with a NullPointerException, and so does
 * this, with the JDK's message.
 *
 * Written for size (an app of Uri alone carries it): one loop run twice, no decoder kept between
 * calls (a kept one saves 0.05 µs a call and costs a few bytes gzipped).
 */
function utf8Escapes(t: string): string {
  // The first run counts the result's length, without an array; the second writes.
  let out: Uint8Array | undefined;
  for (;;) {
    let j = 0;
    for (let i = 0; i < t.length; i++) {
      // A surrogate pair is one code point; a lone surrogate is itself.
      const c = t.codePointAt(i)!;
      if (c < 0x80) {
        if (out) out[j] = c;
        j++;
        continue;
      }
      if (c >= 0xd800 && c <= 0xdfff) {
        throw new NullPointerException('Cannot invoke "java.nio.ByteBuffer.hasRemaining()" because "bb" is null');
      }
      const continuations = c < 0x800 ? 1 : c < 0x10000 ? 2 : (i++, 3);
      if (!out) {
        j += 3 * continuations + 3;
        continue;
      }
      for (let k = continuations; k >= 0; k--, j += 3) {
        // The lead octet's high bits: 0x780 >> 1, 2 or 3, masked by 0xF0, is 0xC0, 0xE0 or 0xF0;
        // the code point's bits in it are below 0x40 too (it is below 0x800, 0x10000, 0x110000).
        const octet = (k < continuations ? 0x80 : (0x780 >> continuations) & 0xf0) | ((c >> (6 * k)) & 0x3f);
        out[j] = Char.PERCENT;
        out[j + 1] = hexDigitCode(octet >> 4);
        out[j + 2] = hexDigitCode(octet & 15);
      }
    }
    if (out) return new TextDecoder().decode(out);
    out = new Uint8Array(j);
  }
}

/** The code of hex digit `n` (0 to 15), in upper case. */
const hexDigitCode = (n: number): number => n + (n < 10 ? 0x30 : 0x37);

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
 * other character stays as it is. Each escape is encodeURIComponent's: every class quoted holds the
 * unreserved characters, the only ASCII ones it keeps, and the characters escaped here are in the
 * Basic Multilingual Plane and no surrogates.
 * @example quote('a b%', PATH) === 'a%20b%25'
 */
export function quote(s: string, cls: CharClass): string {
  let out = '';
  let literalStart = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 ? inClass(cls, c) : (cls & CharClass.ESCAPED) === 0 || isOther(c)) continue;
    out += s.slice(literalStart, i) + encodeURIComponent(s[i]!);
    literalStart = i + 1;
  }
  return literalStart === 0 ? s : out + s.slice(literalStart);
}

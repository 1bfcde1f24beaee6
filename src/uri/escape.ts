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
export function decodeUtf8(octets: readonly number[]): string {
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
 * has it: nfc.ts) and each non-ASCII character becomes the escapes of its UTF-8 octets, in upper
 * case (utf8Escapes, as quote writes them; one pass, no byte array).
 * A lone surrogate has no UTF-8 form: the JDK fails there with a NullPointerException, and so does
 * this, with the JDK's message.
 * @example encodeNonAscii('/e\u0301') === '/%C3%A9'
 */
export function encodeNonAscii(s: string): string {
  if (!/[^\0-\x7f]/.test(s)) return s;
  const t = nfcAsJdk(s);
  let out = '';
  let literalStart = 0;
  for (let i = 0; i < t.length; i++) {
    // A surrogate pair is one code point; a lone surrogate is itself.
    const c = t.codePointAt(i)!;
    if (c < 0x80) continue;
    if (c >= 0xd800 && c <= 0xdfff) {
      throw new NullPointerException('Cannot invoke "java.nio.ByteBuffer.hasRemaining()" because "bb" is null');
    }
    out += t.slice(literalStart, i) + utf8Escapes(c);
    if (c > 0xffff) i++;
    literalStart = i + 1;
  }
  return out + t.slice(literalStart);
}

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

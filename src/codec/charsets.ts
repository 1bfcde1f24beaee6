/**
 * The charsets URLEncoder and URLDecoder take by name, each as the JDK's `String.getBytes` and
 * `new String(bytes, charset)` behave: what an unmappable character or a lone surrogate becomes on the
 * way out, and how malformed bytes are replaced on the way in. Names are matched as
 * `java.nio.charset.Charset.forName` matches them: the canonical name or an alias, ignoring ASCII case.
 */

import { UnsupportedEncodingException, decodeUtf8, typeError } from '../uri';

/** A charset: its canonical (Java) name, and its encoder and decoder. */
export interface Charset {
  readonly name: string;
  /** Whether it writes each ASCII character as that one byte (UTF-8, ISO-8859-1, US-ASCII; not UTF-16). */
  readonly asciiBytes: boolean;
  /** Appends the bytes of `s.slice(start, end)` to `bytes`, as `String.getBytes` writes them. */
  readonly encode: (s: string, start: number, end: number, bytes: number[]) => void;
  /** The text of `bytes`, as `new String(bytes, charset)` reads it. */
  readonly decode: (bytes: Uint8Array) => string;
}

const REPLACEMENT = '\ufffd';
/** What the single-byte encoders (and UTF-8's, for a lone surrogate) write for a character they cannot map: "?". */
const QUESTION_MARK = 0x3f;

/** Whether UTF-16 unit `c` is a high (leading) surrogate, U+D800 to U+DBFF. */
export const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
/** Whether UTF-16 unit `c` is a low (trailing) surrogate, U+DC00 to U+DFFF. */
export const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/**
 * How many UTF-16 units the character at `i` takes (2 for a surrogate pair, else 1), for encoders
 * that replace a whole character they cannot map with one "?".
 */
function unitsAt(s: string, i: number, end: number): number {
  return isHighSurrogate(s.charCodeAt(i)) && i + 1 < end && isLowSurrogate(s.charCodeAt(i + 1)) ? 2 : 1;
}

/** A charset of one byte per character, mapping U+0000 to U+(limit - 1) and nothing else. */
function singleByte(name: string, limit: number): Charset {
  return {
    name,
    asciiBytes: true,
    encode(s, start, end, bytes) {
      for (let i = start; i < end;) {
        const c = s.charCodeAt(i);
        if (c < limit) {
          bytes.push(c);
          i++;
        } else {
          bytes.push(QUESTION_MARK);
          i += unitsAt(s, i, end);
        }
      }
    },
    decode(bytes) {
      let out = '';
      for (const b of bytes) out += b < limit ? String.fromCharCode(b) : REPLACEMENT;
      return out;
    },
  };
}

const UTF_8: Charset = {
  name: 'UTF-8',
  asciiBytes: true,
  encode(s, start, end, bytes) {
    for (let i = start; i < end; i++) {
      let c = s.charCodeAt(i);
      if (c < 0x80) {
        bytes.push(c);
      } else if (c < 0x800) {
        bytes.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
      } else if (c < 0xd800 || c > 0xdfff) {
        bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
      } else if (unitsAt(s, i, end) === 2) {
        c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
        bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
      } else {
        bytes.push(QUESTION_MARK);
      }
    }
  },
  // The getters' decoder (the JDK's, U+FFFD for each malformed sequence as it counts them), and the
  // engine's on long runs.
  decode: (bytes) => (bytes.length < NATIVE_RUN ? decodeUtf8(bytes) : decodeUtf8Natively(bytes)),
};

/**
 * From this many octets on, UTF-8's decoder leaves the work to the engine's. (Not in uri/escape.ts's
 * decodeUtf8: an app of Uri alone would carry it, and URIs of megabytes of escapes are not its case.)
 */
const NATIVE_RUN = 256;

let utf8Decoder: TextDecoder | undefined;

/** The engine's UTF-8 decoder, a byte order mark kept as a character (as the JDK keeps it). */
export function engineUtf8(): TextDecoder {
  return (utf8Decoder ??= new TextDecoder('utf-8', { ignoreBOM: true }));
}

/**
 * decodeUtf8 by the engine's TextDecoder, many times faster on long runs. Its decoder (WHATWG's)
 * replaces the same maximal ill-formed subparts as the JDK's, but for one: after ED, it takes only
 * 80–9F, and so writes a U+FFFD for each octet of an encoded surrogate, where the JDK writes one for
 * ED, A0–BF and a continuation octet after them. Those are found (an ED octet is always read as a
 * lead) and replaced here.
 */
export function decodeUtf8Natively(octets: Uint8Array): string {
  const decoder = engineUtf8();
  const pieces: string[] = [];
  let start = 0;
  for (let i = octets.indexOf(0xed); i >= 0; i = octets.indexOf(0xed, i)) {
    if (!isIn(octets[i + 1], 0xa0, 0xbf)) {
      i++;
      continue;
    }
    if (i > start) pieces.push(decoder.decode(octets.subarray(start, i)));
    pieces.push(REPLACEMENT);
    i += isIn(octets[i + 2], 0x80, 0xbf) ? 3 : 2;
    start = i;
  }
  pieces.push(decoder.decode(octets.subarray(start)));
  return pieces.join('');
}

/** Whether `octet` (undefined past the end) is in [low, high]. */
const isIn = (octet: number | undefined, low: number, high: number): boolean =>
  octet !== undefined && octet >= low && octet <= high;

/**
 * A UTF-16 charset. `bom`: the encoder writes FE FF first and the decoder reads a leading FE FF or
 * FF FE as the byte order (else big-endian); without it, the order is fixed and U+FEFF is a character.
 * The encoder writes U+FFFD for a lone surrogate. The decoder reads U+FFFD for a lone low surrogate,
 * for a high surrogate with the unit after it when that is not a low surrogate (or with the one byte
 * left, or alone at the end), and for an odd last byte.
 */
function utf16(name: string, littleEndian: boolean, bom: boolean): Charset {
  return {
    name,
    asciiBytes: false,
    encode(s, start, end, bytes) {
      if (bom) bytes.push(0xfe, 0xff);
      for (let i = start; i < end; i++) {
        let c = s.charCodeAt(i);
        if (isHighSurrogate(c) && unitsAt(s, i, end) === 2) {
          push(bytes, c, littleEndian);
          c = s.charCodeAt(++i);
        } else if (isHighSurrogate(c) || isLowSurrogate(c)) {
          c = 0xfffd;
        }
        push(bytes, c, littleEndian);
      }
    },
    decode(bytes) {
      let little = littleEndian;
      let i = 0;
      if (bom && bytes.length >= 2) {
        const mark = (bytes[0]! << 8) | bytes[1]!;
        if (mark === 0xfeff || mark === 0xfffe) {
          little = mark === 0xfffe;
          i = 2;
        }
      }
      const unit = (j: number): number =>
        little ? bytes[j]! | (bytes[j + 1]! << 8) : (bytes[j]! << 8) | bytes[j + 1]!;
      let out = '';
      for (; i + 1 < bytes.length; i += 2) {
        const c = unit(i);
        if (isHighSurrogate(c) && i + 2 < bytes.length) {
          // A high surrogate and what follows it: a pair, else one malformed sequence with the unit
          // after it (or the one byte left).
          const next = i + 3 < bytes.length ? unit(i + 2) : -1;
          out += isLowSurrogate(next) ? String.fromCharCode(c, next) : REPLACEMENT;
          i += i + 3 < bytes.length ? 2 : 1;
        } else {
          out += isHighSurrogate(c) || isLowSurrogate(c) ? REPLACEMENT : String.fromCharCode(c);
        }
      }
      if (i < bytes.length) out += REPLACEMENT;
      return out;
    },
  };
}

function push(bytes: number[], unit: number, littleEndian: boolean): void {
  if (littleEndian) bytes.push(unit & 0xff, unit >> 8);
  else bytes.push(unit >> 8, unit & 0xff);
}

/** Each charset under its canonical name and its aliases, as the JDK names them, lower-cased. */
const BY_NAME: ReadonlyMap<string, Charset> = /* @__PURE__ */ byName([
  [UTF_8, 'utf8 unicode-1-1-utf-8'],
  [
    /* @__PURE__ */ singleByte('ISO-8859-1', 0x100),
    'iso_8859-1:1987 iso-ir-100 iso8859-1 latin1 ibm819 csisolatin1 iso_8859_1 cp819 ibm-819 8859_1 iso_8859-1 l1 819 iso8859_1',
  ],
  [
    /* @__PURE__ */ singleByte('US-ASCII', 0x80),
    '646 us ansi_x3.4-1986 cp367 iso-ir-6 ascii ansi_x3.4-1968 ascii7 ibm367 csascii iso_646.irv:1991 iso_646.irv:1983 iso646-us',
  ],
  [/* @__PURE__ */ utf16('UTF-16', false, true), 'unicode utf_16 utf16 unicodebig'],
  [/* @__PURE__ */ utf16('UTF-16BE', false, false), 'utf_16be iso-10646-ucs-2 x-utf-16be unicodebigunmarked'],
  [/* @__PURE__ */ utf16('UTF-16LE', true, false), 'unicodelittleunmarked x-utf-16le utf_16le'],
]);

function byName(charsets: readonly [Charset, string][]): Map<string, Charset> {
  const map = new Map<string, Charset>();
  for (const [charset, aliases] of charsets) {
    for (const name of [charset.name.toLowerCase(), ...aliases.split(' ')]) map.set(name, charset);
  }
  return map;
}

/**
 * The charset named `name`, or null if it is not one of these. Only ASCII letters are case-folded,
 * as the JDK folds them: a name with any other character is not a charset's name.
 */
function charsetForName(name: string): Charset | null {
  let key = '';
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    key += String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c);
  }
  return BY_NAME.get(key) ?? null;
}

/** Whether `name` names one of these charsets (their names and aliases, ignoring ASCII case). */
export function isCharsetName(name: string): boolean {
  return charsetForName(name) !== null;
}

/**
 * The charset `charset` names for `method`: UTF-8 when it is undefined.
 * @throws UnsupportedEncodingException (the name as message) if it names none of these charsets
 * @throws TypeError if it is neither a string nor undefined
 */
export function charsetNamed(charset: unknown, method: string): Charset {
  if (charset === undefined) return UTF_8;
  if (typeof charset !== 'string') throw typeError(`${method}: charset must be a string`, charset);
  const found = charsetForName(charset);
  if (found === null) throw new UnsupportedEncodingException(charset);
  return found;
}

/**
 * java.net.IDN: IDNA2003 (RFC 3490's ToASCII and ToUnicode, with RFC 3491's nameprep over Unicode
 * 3.2), as JDK 25 gives it. Data flows one way: the name split into labels, each label prepared
 * (prepare.ts) then written as ASCII (Punycode after `xn--`), the labels joined with ".".
 */
import { Char, CharClass, IllegalArgumentException, NullPointerException, inClass, typeError } from '../uri';
import { RuntimeException } from './errors';
import { nameprep } from './prepare';
import { decode, encode } from './punycode';

/** The prefix of a label written in Punycode (RFC 3490's ACE prefix). */
const ACE_PREFIX = 'xn--';
/** The longest label ToASCII writes. */
const MAX_LABEL = 63;
/** The most UTF-16 units JDK 25's Punycode encoder takes (more is a RuntimeException). */
const MAX_ENCODED_UNITS = 1000;
/** The most code points JDK 25's Punycode encoder takes (more is a ParseException). */
const MAX_ENCODED_POINTS = 256;

/** Whether `c` separates labels: ".", and U+3002, U+FF0E and U+FF61 (RFC 3490 section 3.1). */
function isSeparator(c: number): boolean {
  return c === Char.DOT || c === 0x3002 || c === 0xff0e || c === 0xff61;
}

/** The labels of `name`, split at every separator. */
function labels(name: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    if (isSeparator(name.charCodeAt(i))) {
      out.push(name.slice(start, i));
      start = i + 1;
    }
  }
  out.push(name.slice(start));
  return out;
}

/** Whether every UTF-16 unit of `s` is ASCII. */
function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

/**
 * Fast path of toASCII (without STD3's rules): whether `name` is ASCII with labels of 1 to 63
 * characters and at most a trailing ".", which toASCII gives back as it is (the general path, label
 * by label, gives the same; spec/idn.spec.ts holds the two to it).
 */
export function isPlainAsciiName(name: string): boolean {
  let length = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 0x80) return false;
    if (c !== Char.DOT) length++;
    else if (length === 0) return false;
    else length = 0;
    if (length > MAX_LABEL) return false;
  }
  return name.length > 0;
}

/** Whether `s` begins with `xn--` in any case. */
function hasAcePrefix(s: string): boolean {
  return s.length >= 4 && s.slice(0, 4).toLowerCase() === ACE_PREFIX;
}

/** `name`, or the NullPointerException (the JDK's message) or TypeError its argument check throws. */
function nameArgument(name: unknown, method: string): string {
  if (name === null) throw new NullPointerException('Cannot invoke "String.length()" because "s" is null');
  if (typeof name !== 'string') throw typeError(`IDN.${method}: the name must be a string`, name);
  return name;
}

/** The flags as Java's int: a number, its bits; anything else a TypeError. */
function flagsArgument(flags: unknown, method: string): number {
  if (typeof flags !== 'number' || !Number.isInteger(flags)) {
    throw typeError(`IDN.${method}: the flags must be an integer`, flags);
  }
  return flags | 0;
}

/**
 * One label of ToASCII (RFC 3490 section 4.1): an ASCII label as it is, any other nameprepped;
 * STD3's rules with USE_STD3_ASCII_RULES; a non-ASCII result in Punycode after `xn--`.
 */
function labelToAscii(label: string, flags: number): string {
  let text = isAscii(label) ? label : nameprep(label, (flags & IDN.ALLOW_UNASSIGNED) !== 0);
  // A label nameprep maps to nothing (a soft hyphen) is empty, as one written so.
  if (text === '') throw new IllegalArgumentException('Empty label is not a legal name');
  if ((flags & IDN.USE_STD3_ASCII_RULES) !== 0) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80 && !inClass(CharClass.ALPHANUM, c) && c !== Char.HYPHEN) {
        throw new IllegalArgumentException('Contains non-LDH ASCII characters');
      }
    }
    if (text.startsWith('-') || text.endsWith('-'))
      throw new IllegalArgumentException('Has leading or trailing hyphen');
  }
  if (!isAscii(text)) {
    if (hasAcePrefix(text)) throw new IllegalArgumentException('The input starts with the ACE Prefix');
    text = ACE_PREFIX + punycodeOf(text);
  }
  if (text.length > MAX_LABEL) throw new IllegalArgumentException('The label in the input is too long');
  return text;
}

/**
 * A nameprepped label in Punycode, within the JDK's encoder's limits: over 1,000 UTF-16 units is a
 * RuntimeException, over 256 code points a ParseException (as JDK 25 answers; never a label under
 * 64 characters either way).
 */
function punycodeOf(text: string): string {
  if (text.length > MAX_ENCODED_UNITS) {
    throw new RuntimeException(`input too long: ${text.length} UTF-16 code units`);
  }
  const punycode = text.length > MAX_ENCODED_POINTS && countPoints(text) > MAX_ENCODED_POINTS ? null : encode(text);
  if (punycode === null) {
    const message = 'Too many input code points';
    const cause = new Error(message);
    cause.name = 'ParseException';
    throw new IllegalArgumentException('java.text.ParseException: ' + message, cause);
  }
  return punycode;
}

/** The number of code points of `s`. */
function countPoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++)
    if ((s.charCodeAt(i) & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) n--;
  return n;
}

/**
 * toASCII's general way, label by label (isPlainAsciiName is its fast path, which
 * spec/idn.spec.ts holds to it; hence the export).
 */
export function nameToAscii(name: string, flags: number): string {
  const parts = labels(name);
  // A trailing separator is kept (as "."); a name that is one separator is ".".
  const trailing = parts.length > 1 && parts[parts.length - 1] === '';
  if (trailing) parts.pop();
  if (trailing && parts.length === 1 && parts[0] === '') return '.';
  if (name === '') return '';
  const out = parts.map((label) => {
    if (label === '') throw new IllegalArgumentException('Empty label is not a legal name');
    return labelToAscii(label, flags);
  });
  return out.join('.') + (trailing ? '.' : '');
}

/**
 * One label of ToUnicode (RFC 3490 section 4.2): a label with non-ASCII characters nameprepped first
 * (`Xn--tßa` reads as `xn--tssa`); then, if it begins with `xn--` in any case, the label its Punycode
 * stands for, when ToASCII of that (as a name: a decoded separator splits it) gives the prepared label
 * back in any case; in every other case the label itself.
 */
function labelToUnicode(label: string, flags: number): string {
  try {
    const text = isAscii(label) ? label : nameprep(label, (flags & IDN.ALLOW_UNASSIGNED) !== 0);
    if (!hasAcePrefix(text)) return label;
    const decoded = decode(text.slice(4));
    if (decoded === null) return label;
    return IDN.toASCII(decoded, flags).toLowerCase() === text.toLowerCase() ? decoded : label;
  } catch (e) {
    if (e instanceof IllegalArgumentException || e instanceof RuntimeException) return label;
    throw e;
  }
}

/**
 * java.net.IDN: internationalized domain names to and from their ASCII form, by IDNA2003 as JDK 25
 * (RFC 3490, nameprep over Unicode 3.2; not UTS #46, which the URL Standard and
 * `url.domainToASCII` use).
 * @example IDN.toASCII('bücher.example') === 'xn--bcher-kva.example'
 */
export class IDN {
  /** Lets ToASCII take code points unassigned in Unicode 3.2 (Java's `IDN.ALLOW_UNASSIGNED`, 1). */
  static readonly ALLOW_UNASSIGNED = 1;
  /** Applies STD3's host name rules: letters, digits and "-", no leading or trailing "-" (`IDN.USE_STD3_ASCII_RULES`, 2). */
  static readonly USE_STD3_ASCII_RULES = 2;

  /** @internal Java's IDN has no instances. */
  private constructor() {}

  /**
   * IDN.toASCII: each label of `input` (separated by ".", U+3002, U+FF0E or U+FF61) in ASCII: as it
   * is if it is ASCII, else nameprepped and, if that is not ASCII, `xn--` and its Punycode; the
   * labels joined by ".". `flags`: ALLOW_UNASSIGNED, USE_STD3_ASCII_RULES (other bits are ignored).
   * @example IDN.toASCII('faß.de') === 'fass.de'; IDN.toASCII('ｂüｃｈｅｒ') === 'xn--bcher-kva'
   * @throws IllegalArgumentException with the JDK's message (`Empty label is not a legal name`,
   *   `java.text.ParseException: A prohibited code point was found in the input…`, …);
   *   NullPointerException for null; TypeError for another non-string or non-integer flags
   */
  static toASCII(input: string, flags = 0): string {
    const name = nameArgument(input, 'toASCII');
    const bits = flagsArgument(flags, 'toASCII');
    if ((bits & IDN.USE_STD3_ASCII_RULES) === 0 && isPlainAsciiName(name)) return name;
    return nameToAscii(name, bits);
  }

  /**
   * IDN.toUnicode: each label of `input` that begins with `xn--` (in any case) as the Unicode label
   * it stands for, when its Punycode decodes and ToASCII (with `flags`) gives the label back; every
   * other label as it is; joined by ".". Never throws for a string.
   * @example IDN.toUnicode('xn--bcher-kva.example') === 'bücher.example'; IDN.toUnicode('xn--zca') === 'xn--zca'
   * @throws NullPointerException for null; TypeError for another non-string or non-integer flags
   */
  static toUnicode(input: string, flags = 0): string {
    const name = nameArgument(input, 'toUnicode');
    const bits = flagsArgument(flags, 'toUnicode');
    return labels(name)
      .map((label) => labelToUnicode(label, bits))
      .join('.');
  }
}

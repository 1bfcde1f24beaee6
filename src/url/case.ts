/**
 * Case mapping of one code point as JDK 25 (Unicode 16.0) does it: java.lang.Character's simple,
 * one-to-one mappings. The engine's mappings serve but for the code points of src/url/unicode.ts,
 * where an engine's data (Unicode 13.0 to 17.0) may differ from JDK 25's, or where the engine's full
 * mapping is not the simple one: there the table's answer, which is JDK 25's, wins.
 */
import { tableAnswer } from './chars';
import { LOWER, UPPER } from './unicode';

/** The one code point of `mapped`, or cp when the engine's mapping gives more than one (a full mapping). */
function single(mapped: string, cp: number): number {
  const m = mapped.codePointAt(0)!;
  return mapped.length === (m > 0xffff ? 2 : 1) ? m : cp;
}

/**
 * Character.toUpperCase(int): the simple uppercase mapping of a code point, or the code point.
 * @example `toUpperCaseChar(0x1f80)` is 0x1f88 (where `'\u1f80'.toUpperCase()` gives two chars)
 */
export function toUpperCaseChar(cp: number): number {
  if (cp < 0x80) return cp >= 0x61 && cp <= 0x7a ? cp - 0x20 : cp;
  const delta = tableAnswer(UPPER, cp);
  return delta !== undefined ? cp + delta : single(String.fromCodePoint(cp).toUpperCase(), cp);
}

/**
 * Character.toLowerCase(int): the simple lowercase mapping of a code point, or the code point.
 * @example `toLowerCaseChar(0x0130)` is 0x69 (where `'\u0130'.toLowerCase()` gives two chars)
 */
export function toLowerCaseChar(cp: number): number {
  if (cp < 0x80) return cp >= 0x41 && cp <= 0x5a ? cp + 0x20 : cp;
  const delta = tableAnswer(LOWER, cp);
  return delta !== undefined ? cp + delta : single(String.fromCodePoint(cp).toLowerCase(), cp);
}

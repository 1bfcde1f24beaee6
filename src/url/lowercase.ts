/**
 * String.toLowerCase(Locale.ROOT) as JDK 25 (Unicode 16.0) does it: the engine's full lowercase
 * mappings but for the code points of src/url/unicode.ts's LOWER_ROOT (where an engine's data,
 * Unicode 13.0 to 17.0, may differ from JDK 25's), and Java's final-sigma rule.
 *
 * The final-sigma rule as JDK 25 applies it, found by asking the JDK (`npm run check:unicode`
 * compares it with the JDK's): a capital sigma `Σ` lowercases to the final `ς` when the word around
 * it (src/url/words.ts) has a cased letter before it and none after it, "cased" as the JDK counts it.
 * This is not Unicode's Final_Sigma condition, which JavaScript's toLowerCase follows: Java lowercases
 * `a-Σ` to `a-ς` and `aΣ-b` to `aσ-b`, JavaScript to `a-σ` and `aς-b`.
 */
import { tableAnswer } from './chars';
import { toLowerCaseChar, toUpperCaseChar } from './case';
import { LOWER_ROOT, SIGMA_CASED } from './unicode';
import { wordAround } from './words';

const CASED_CHAR = /^[\p{Lu}\p{Ll}\p{Lt}]$/u;

/** The length of the code point at i (1 or 2 UTF-16 units). */
const width = (s: string, i: number): number => (s.codePointAt(i)! > 0xffff ? 2 : 1);

/**
 * Whether the final-sigma rule counts cp as cased: an upper-, lower- or titlecase letter, or one with
 * a case mapping, but for the code points of src/url/unicode.ts's SIGMA_CASED.
 * @example `casedForSigma(0x61)` is true, `casedForSigma(0x2b0)` (ʰ) true, `casedForSigma(0xaa)` (ª) false
 */
function casedForSigma(cp: number): boolean {
  const answer = tableAnswer(SIGMA_CASED, cp);
  if (answer !== undefined) return answer === 1;
  return CASED_CHAR.test(String.fromCodePoint(cp)) || toLowerCaseChar(cp) !== cp || toUpperCaseChar(cp) !== cp;
}

/**
 * Whether the `Σ` at index `at` of s lowercases to the final `ς` in Java: a cased letter before it
 * in its word, none after it.
 * @example `isFinalSigma('a-Σ', 2)` is true, `isFinalSigma('aΣ-b', 1)` false
 */
function isFinalSigma(s: string, at: number): boolean {
  const [start, end] = wordAround(s, at);
  let before = false;
  for (let i = start; i < at; i += width(s, i)) before ||= casedForSigma(s.codePointAt(i)!);
  if (!before) return false;
  for (let i = at + 1; i < end; i += width(s, i)) if (casedForSigma(s.codePointAt(i)!)) return false;
  return true;
}

/** Whether lowercasing cp depends on more than the engine's toLowerCase of the whole string: `Σ` or a LOWER_ROOT code point. */
const special = (cp: number): boolean => cp === 0x3a3 || tableAnswer(LOWER_ROOT, cp) !== undefined;

/**
 * String.toLowerCase(Locale.ROOT): the full lowercase mappings, code point by code point, `Σ` by
 * Java's final-sigma rule.
 * @example `toLowerCaseRoot('\u0130X')` is `'i\u0307x'`, `toLowerCaseRoot('A-Σ')` is `'a-ς'`
 */
export function toLowerCaseRoot(s: string): string {
  // No ASCII character is special: those are passed over without looking one up.
  let i = 0;
  while (i < s.length && (s.charCodeAt(i) < 0x80 || !special(s.codePointAt(i)!))) i++;
  if (i === s.length) return s.toLowerCase();
  let lower = s.slice(0, i).toLowerCase();
  for (let j = i; j < s.length; j += width(s, j)) {
    const cp = s.codePointAt(j)!;
    const delta = tableAnswer(LOWER_ROOT, cp);
    if (cp === 0x3a3) lower += isFinalSigma(s, j) ? '\u03c2' : '\u03c3';
    else lower += delta !== undefined ? String.fromCodePoint(cp + delta) : String.fromCodePoint(cp).toLowerCase();
  }
  return lower;
}

/**
 * The character rules java.net.URL applies, as java.lang.Character and java.lang.String define them
 * in JDK 25 (Unicode 16.0). Letters and digits come from the engine's Unicode data (`\p{L}`,
 * `\p{Nd}`) but for the code points of src/url/unicode.ts, where an engine's data (Unicode 13.0 to
 * 17.0) may differ from JDK 25's: there the table's answer, which is JDK 25's, wins.
 */
import { Char, CharClass, inClass } from '../uri';
import { DIGITS, LETTERS, type Ranges } from './unicode';

const LETTER = /^\p{L}$/u;
const DIGIT = /^\p{Nd}$/u;

/**
 * JDK 25's answer for cp in a table of src/url/unicode.ts, or undefined where the table leaves cp to
 * the engine.
 * @example `tableAnswer(LETTERS, 0xa7ce)` is 0 (not a letter for JDK 25; Unicode 17 made it one)
 */
export function tableAnswer(table: Ranges, cp: number): number | undefined {
  for (let i = 0; i < table.length && table[i][0] <= cp; i++) if (cp <= table[i][1]) return table[i][2];
  return undefined;
}

/**
 * Character.isLetter for one UTF-16 unit (a surrogate is not a letter).
 * @example `isLetter(0x212a)` (Kelvin sign) is true, `isLetter(0x088f)` false (a letter since Unicode 17)
 */
export function isLetter(c: number): boolean {
  if (c < 0x80) return inClass(CharClass.ALPHA, c);
  const answer = tableAnswer(LETTERS, c);
  return answer !== undefined ? answer === 1 : LETTER.test(String.fromCharCode(c));
}

/**
 * Character.isDigit for one UTF-16 unit: a decimal digit (Nd), which is what Character.digit(c, 10) gives a value.
 * @example `isDigit(0x0663)` (Arabic-Indic three) is true, `isDigit(0x00b2)` (superscript two) false
 */
export function isDigit(c: number): boolean {
  if (c < 0x80) return inClass(CharClass.DIGIT, c);
  const answer = tableAnswer(DIGITS, c);
  return answer !== undefined ? answer >= 0 : DIGIT.test(String.fromCharCode(c));
}

/**
 * Character.digit(c, 10) for one UTF-16 unit: its value as a decimal digit, or -1.
 * @example `digit(0x0663)` is 3, `digit(0x0041)` is -1
 */
export function digit(c: number): number {
  if (c < 0x80) return inClass(CharClass.DIGIT, c) ? c - Char.ZERO : -1;
  const answer = tableAnswer(DIGITS, c);
  if (answer !== undefined) return answer;
  if (!DIGIT.test(String.fromCharCode(c))) return -1;
  // Decimal digits come in runs of ten, zero first; a run's start is where Nd begins (or ten before).
  let n = 0;
  while (DIGIT.test(String.fromCharCode(c - n - 1))) n++;
  return n % 10;
}

/**
 * The protocol-name rule of new URL: a letter, then letters, digits, `.`, `+` or `-`.
 * @example `isValidProtocol('a.b+c-d')` is true, `isValidProtocol('1a')` false
 */
export function isValidProtocol(s: string): boolean {
  if (s.length < 1 || !isLetter(s.charCodeAt(0))) return false;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isLetter(c) && !isDigit(c) && c !== Char.DOT && c !== Char.PLUS && c !== Char.HYPHEN) return false;
  }
  return true;
}

/**
 * Character.isWhitespace for one UTF-16 unit: Unicode space separators but the no-break ones, line and
 * paragraph separators, and \t \n \v \f \r \u001c–\u001f (`npm run check:unicode` compares it with JDK 25's).
 * @example `isWhitespace(0x3000)` is true, `isWhitespace(0x00a0)` false
 */
export function isWhitespace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
  return (
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a && c !== 0x2007) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** java.lang.String.hashCode: `h = 31 * h + c` over the UTF-16 units, in 32-bit arithmetic. */
export function stringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

/** How the JDK names an illegal character in its message: `CR`, `LF`, `control char (code=N)` or `'c'`. */
export function describeChar(c: number): string {
  if (c === 0x0d) return 'CR';
  if (c === 0x0a) return 'LF';
  if (c < 0x20 || c === 0x7f) return `control char (code=${c})`;
  return `'${String.fromCharCode(c)}'`;
}

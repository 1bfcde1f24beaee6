/**
 * Words as java.text.BreakIterator.getWordInstance(Locale.ROOT) of JDK 25 finds them, as far as Java's
 * final-sigma rule needs them (src/url/lowercase.ts): the word around a letter. Found by asking the
 * JDK; `npm run check:unicode` compares the classes and the rule's answers with the JDK's.
 *
 * The rules, as the JDK answers: letters and digits join (`a1Σ` is one word); a MID_LETTER (`-`,
 * `_`, dashes, connectors, the soft hyphen) or MID_BOTH (`'`, `"`) or DOT joins two letters, a
 * MID_DIGIT (`,`, `٫`) or MID_BOTH or DOT two digits; a number may start with a PREFIX (currency
 * signs, `#`) or DOT and end with a SUFFIX (`%`, `&`, `¢`, `‰`); a DANDA may end a run of letters.
 * Marks and format characters attach to the character before them (format characters at the start
 * of a word, to the one after), but a mark after a joining character breaks the join, and none
 * attaches to a danda or a suffix. A supplementary character ends the word it is in, and is a word
 * of its own unless it starts the text or follows a letter or digit of the word; marks and format
 * characters after it go on with its word's state. Every other character is a word of its own.
 *
 * Not exact yet: the classes of supplementary code points come from the engine's data (WORD_CLASSES
 * holds UTF-16 units only), and where JDK 25's differ, so may the word after one: Unicode 17's new
 * letters, and code points no Unicode assigns that JDK 25 takes as letters (U+2A6E0–U+2A6FF among
 * others). Java lowercases `!` U+2A6E0 `ͅΣ` to `!` U+2A6E0 `ͅς`, toLowerCaseRoot to `…ͅσ`.
 */
import { isLetter, tableAnswer } from './chars';
import { WORD_CLASSES } from './unicode';

/** The classes of characters in the JDK's word rules, as far as the final-sigma rule needs them. */
export const OTHER = 0;
export const LETTER = 1;
export const DIGIT = 2;
export const MARK = 3;
export const FORMAT = 4;
export const MID_LETTER = 5;
export const MID_BOTH = 6;
export const MID_DIGIT = 7;
export const DOT = 8;
export const PREFIX = 9;
export const SUFFIX = 10;
export const DANDA = 11;

/** The word classes of the ASCII characters: letters, digits and `' " , . # $ % & - _`, the others OTHER. */
const ASCII_CLASSES = /*#__PURE__*/ (() => {
  const table = new Uint8Array(0x80);
  for (let c = 0x41; c <= 0x7a; c++) if (c <= 0x5a || c >= 0x61) table[c] = LETTER;
  for (let c = 0x30; c <= 0x39; c++) table[c] = DIGIT;
  const punctuation: [string, number][] = [
    ['\'"', MID_BOTH],
    [',', MID_DIGIT],
    ['.', DOT],
    ['#$', PREFIX],
    ['%&', SUFFIX],
    ['-_', MID_LETTER],
  ];
  for (const [chars, cls] of punctuation) for (const ch of chars) table[ch.charCodeAt(0)] = cls;
  return table;
})();

const MARK_CHAR = /^[\p{Mn}\p{Me}]$/u;
const SPACING_MARK = /^\p{Mc}$/u;
const LETTER_CHAR = /^\p{L}$/u;
const NUMBER_CHAR = /^[\p{Nd}\p{Nl}\p{No}]$/u;
const FORMAT_CHAR = /^\p{Cf}$/u;
const CONNECTOR_CHAR = /^[\p{Pd}\p{Pc}]$/u;
const CURRENCY_CHAR = /^\p{Sc}$/u;

/**
 * The word class of a code point: from the engine's Unicode data, but for the code points of
 * src/url/unicode.ts's WORD_CLASSES.
 * @example `wordClass(0x2d)` is MID_LETTER, `wordClass(0x4e00)` (一) OTHER
 */
export function wordClass(cp: number): number {
  if (cp < 0x80) return ASCII_CLASSES[cp];
  const answer = tableAnswer(WORD_CLASSES, cp);
  if (answer !== undefined) return answer;
  const c = String.fromCodePoint(cp);
  if ((cp <= 0xffff ? isLetter(cp) : LETTER_CHAR.test(c)) || SPACING_MARK.test(c)) return LETTER;
  if (NUMBER_CHAR.test(c)) return DIGIT;
  if (MARK_CHAR.test(c)) return MARK;
  if (FORMAT_CHAR.test(c)) return FORMAT;
  if (CONNECTOR_CHAR.test(c)) return MID_LETTER;
  return CURRENCY_CHAR.test(c) ? PREFIX : OTHER;
}

/** States of the word scanner: the word so far ends in letters, digits, or a joining character that needs one more. */
const enum State {
  NONE,
  LETTERS,
  DIGITS,
  AFTER_DANDA,
  NEEDS_LETTER,
  NEEDS_DIGIT,
  END_OF_NUMBER,
}

/** The state after `cls` in `state`, or NONE where the word cannot go on. */
function next(state: State, cls: number): State {
  switch (state) {
    case State.NONE:
      if (cls === LETTER) return State.LETTERS;
      if (cls === DIGIT) return State.DIGITS;
      return cls === PREFIX || cls === DOT ? State.NEEDS_DIGIT : State.NONE;
    case State.LETTERS:
      if (cls === LETTER) return State.LETTERS;
      if (cls === DIGIT) return State.DIGITS;
      if (cls === MID_LETTER || cls === MID_BOTH || cls === DOT) return State.NEEDS_LETTER;
      return cls === DANDA ? State.AFTER_DANDA : State.NONE;
    case State.DIGITS:
      if (cls === DIGIT) return State.DIGITS;
      if (cls === LETTER) return State.LETTERS;
      if (cls === MID_DIGIT || cls === MID_BOTH || cls === DOT) return State.NEEDS_DIGIT;
      return cls === SUFFIX ? State.END_OF_NUMBER : State.NONE;
    case State.NEEDS_LETTER:
      return cls === LETTER ? State.LETTERS : State.NONE;
    case State.NEEDS_DIGIT:
    case State.AFTER_DANDA:
      return cls === DIGIT ? State.DIGITS : State.NONE;
    default:
      return State.NONE;
  }
}

/** Whether a word may end in `state`. */
const complete = (state: State): boolean =>
  state === State.LETTERS || state === State.DIGITS || state === State.AFTER_DANDA || state === State.END_OF_NUMBER;

/** The length of the code point at i (1 or 2 UTF-16 units). */
const width = (s: string, i: number): number => (s.codePointAt(i)! > 0xffff ? 2 : 1);

/**
 * Past the marks and format characters from i, which attach to the character before, up to and
 * including a supplementary one (which ends the word): [index, whether a mark was among them, whether
 * a supplementary one ended them].
 */
function attached(s: string, i: number): [number, boolean, boolean] {
  let marked = false;
  for (let cp, cls; i < s.length && ((cls = wordClass((cp = s.codePointAt(i)!))) === MARK || cls === FORMAT);) {
    marked ||= cls === MARK;
    if (cp > 0xffff) return [i + 2, marked, true];
    i++;
  }
  return [i, marked, false];
}

/**
 * Where the word that starts at `start` ends, and the state the next word starts in if it starts with
 * marks or format characters (NONE but after a supplementary character, whose word goes on so).
 */
type WordEnd = [end: number, carried: State];

/**
 * The word that starts at `start`: the longest run the rules join, with the marks and format
 * characters attached to its characters; format characters at its start join it, and so do marks
 * after a supplementary character, the word going on in the state `carried`.
 */
function wordEnd(s: string, start: number, carried: State): WordEnd {
  let state = carried;
  let i = start;
  let j: number;
  let marked = false;
  let ended: boolean;
  const startClass = start < s.length ? wordClass(s.codePointAt(start)!) : OTHER;
  if (carried !== State.NONE && (startClass === MARK || startClass === FORMAT)) {
    [j, , ended] = attached(s, start);
  } else {
    while (i < s.length && wordClass(s.codePointAt(i)!) === FORMAT) i += width(s, i);
    if (i >= s.length) return [s.length, State.NONE];
    const first = s.codePointAt(i)!;
    state = next(State.NONE, wordClass(first));
    // A supplementary character after the start of the text is a word of its own.
    if (first > 0xffff && i > 0) return [i + 2, complete(state) ? state : State.NONE];
    [j, marked, ended] = attached(s, i + width(s, i));
  }
  let end = j;
  while (!ended && state !== State.NONE && j < s.length && !(marked && !complete(state))) {
    const cp = s.codePointAt(j)!;
    state = next(state, wordClass(cp));
    if (state === State.NONE) break;
    j += width(s, j);
    if (cp > 0xffff) return complete(state) ? [j, state] : [end, State.NONE]; // a supplementary character ends the word
    if (state === State.AFTER_DANDA || state === State.END_OF_NUMBER) {
      // Format characters attach to a danda or to the suffix of a number, marks do not.
      while (j < s.length && wordClass(s.charCodeAt(j)) === FORMAT) j++;
      end = j;
      marked = false;
      continue;
    }
    [j, marked, ended] = attached(s, j);
    if (complete(state)) end = j;
  }
  return [end, ended && complete(state) ? state : State.NONE];
}

/**
 * The word around index `at` of s: [start, end).
 * @example `wordAround('x a-b', 3)` is [2, 5]
 */
export function wordAround(s: string, at: number): [number, number] {
  let start = 0;
  let [end, carried] = wordEnd(s, 0, State.NONE);
  while (end <= at) {
    start = end;
    [end, carried] = wordEnd(s, start, carried);
  }
  return [start, end];
}

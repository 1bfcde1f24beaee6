/**
 * Unicode NFC as the JDK the project follows has it. JDK 25 normalizes with Unicode 16 tables; a
 * JavaScript engine uses its own (Node 20.20 here: ICU 78, Unicode 17). A code point the JDK's
 * Unicode does not assign is, for the JDK, a starter that never composes: a boundary that nothing
 * reorders or composes across. Normalizing the text between such code points separately, and
 * keeping them as they are, gives the JDK's answer on an engine whose Unicode is 16 or 17.
 */

/**
 * The code points, as [first, last] ranges, that Unicode 17 assigns and Unicode 16 (JDK 25) does
 * not, among those normalization moves or composes: all have a non-zero canonical combining class
 * (none has a decomposition). `npm run check:nfc` lists them again from the JDK and the engine.
 */
const UNASSIGNED_IN_JDK: readonly (readonly [number, number])[] = [
  [0x1acf, 0x1add],
  [0x1ae0, 0x1aeb],
  [0x10efa, 0x10efb],
  [0x1e6e3, 0x1e6e3],
  [0x1e6e6, 0x1e6e6],
  [0x1e6ee, 0x1e6ef],
  [0x1e6f5, 0x1e6f5],
];

/**
 * One of them, as a regular expression: one character class, nothing to backtrack into. Captured, so
 * that `split` keeps them between the pieces; without a global flag, so `test` keeps no state.
 */
const BOUNDARIES = /* @__PURE__ */ oneOf(UNASSIGNED_IN_JDK);

/** A regular expression that captures one code point in one of `ranges`. */
function oneOf(ranges: readonly (readonly [number, number])[]): RegExp {
  return new RegExp(
    `([${ranges.map(([first, last]) => `\\u{${first.toString(16)}}-\\u{${last.toString(16)}}`).join('')}])`,
    'u',
  );
}

/** `s` in NFC as JDK 25 normalizes it. @example nfcAsJdk('a\u0323\u1acf') === '\u1ea1\u1acf' */
export function nfcAsJdk(s: string): string {
  if (!BOUNDARIES.test(s)) return s.normalize('NFC');
  return s
    .split(BOUNDARIES)
    .map((piece, i) => (i % 2 === 0 ? piece.normalize('NFC') : piece))
    .join('');
}

/**
 * Unicode NFC as the JDK the project follows has it. JDK 25 normalizes with Unicode 16 tables; a
 * JavaScript engine uses its own (Node 20.20 here: ICU 78, Unicode 17). A code point the JDK's
 * Unicode does not assign is, for the JDK, a starter that never composes: a boundary that nothing
 * reorders or composes across. Normalizing the text between such code points separately, and
 * keeping them as they are, gives the JDK's answer on an engine whose Unicode is 16 or 17.
 */

/**
 * One of the code points that Unicode 17 assigns and Unicode 16 (JDK 25) does not, among those
 * normalization moves or composes (all have a non-zero canonical combining class; none has a
 * decomposition), as a regular expression: one character class of [first-last] ranges, nothing to
 * backtrack into. `npm run check:nfc` lists them again from the JDK and the engine. Captured, so
 * that `split` keeps them between the pieces; without a global flag, so `test` keeps no state.
 */
const BOUNDARIES =
  /([\u{1acf}-\u{1add}\u{1ae0}-\u{1aeb}\u{10efa}-\u{10efb}\u{1e6e3}-\u{1e6e3}\u{1e6e6}-\u{1e6e6}\u{1e6ee}-\u{1e6ef}\u{1e6f5}-\u{1e6f5}])/u;

/** `s` in NFC as JDK 25 normalizes it. @example nfcAsJdk('a\u0323\u1acf') === '\u1ea1\u1acf' */
export function nfcAsJdk(s: string): string {
  if (!BOUNDARIES.test(s)) return s.normalize('NFC');
  return s
    .split(BOUNDARIES)
    .map((piece, i) => (i % 2 === 0 ? piece.normalize('NFC') : piece))
    .join('');
}

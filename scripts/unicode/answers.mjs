// answers.mjs: every answer of java-uri's Unicode functions (scripts/unicode/ours.mjs) that
// scripts/unicode-check.mjs compares with the JDK's, computed in one go, so that the same function
// runs in Node and, serialized, in a browser page. Self-contained: it uses nothing but its arguments
// and the language's built-ins.
//
//   const answers = answersOf(ours, texts);
//   answers.letter[c], .isDigit[c], .digit[c], .whitespace[c], .wordClass[c]   for UTF-16 units
//   answers.upper[cp], .lower[cp], .sigmaAfter[cp]                             for code points
//   answers.root                  {cp: toLowerCaseRoot of the code point alone}, where it is not the code point
//   answers.texts                 toLowerCaseRoot of each text

/** Our answers for every UTF-16 unit, every code point, and each of `texts`. */
export function answersOf(ours, texts) {
  const units = 0x10000;
  const all = 0x110000;
  const a = {
    letter: new Uint8Array(units),
    isDigit: new Uint8Array(units),
    digit: new Int8Array(units),
    whitespace: new Uint8Array(units),
    wordClass: new Uint8Array(units),
    upper: new Int32Array(all),
    lower: new Int32Array(all),
    sigmaAfter: new Uint8Array(all),
    root: {},
    texts: texts.map((t) => ours.toLowerCaseRoot(t)),
  };
  for (let c = 0; c < units; c++) {
    a.letter[c] = ours.isLetter(c) ? 1 : 0;
    a.isDigit[c] = ours.isDigit(c) ? 1 : 0;
    a.digit[c] = ours.digit(c);
    a.whitespace[c] = ours.isWhitespace(c) ? 1 : 0;
    a.wordClass[c] = ours.wordClass(c);
  }
  for (let cp = 0; cp < all; cp++) {
    const c = String.fromCodePoint(cp);
    a.upper[cp] = ours.toUpperCaseChar(cp);
    a.lower[cp] = ours.toLowerCaseChar(cp);
    const root = ours.toLowerCaseRoot(c);
    if (root !== c) a.root[cp] = root;
    if (cp < 0xd800 || cp > 0xdfff) a.sigmaAfter[cp] = ours.toLowerCaseRoot('a\u03a3' + c)[1] === '\u03c3' ? 1 : 0;
  }
  return a;
}

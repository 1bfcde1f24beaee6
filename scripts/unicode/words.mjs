// words.mjs: what a JDK's String.toLowerCase(Locale.ROOT) does with a capital sigma, asked of the
// JDK, for scripts/unicode-tables.mjs and scripts/unicode-check.mjs (see src/url/lowercase.ts and words.ts for the
// rule): the word class of every BMP code point, and whether a code point after `aΣ` keeps Σ from
// being final.
//
//   javaWordClasses(java, ours)   // Map: BMP code point -> class number of src/url/words.ts
//   javaSigmaAfter(java)          // Uint8Array: 1 where "aΣ" + cp lowercases Σ to σ (cp joins and is cased)
//   sigmaTexts(seed, count)       // random short texts with Σ among characters of every word class
//   contextTexts()                // every BMP code point in each of SIGMA_CONTEXTS

import { rng } from '../parity/generate.mjs';
import { lowerRootAll, wordBreaksAll } from './jdk-data.mjs';

/**
 * The texts around a code point X whose word boundaries tell its class apart: each class gives
 * another list of boundaries for them.
 */
const CONTEXTS = ['aXa', '1X1', 'Xa', 'X1', 'aX', '1X', 'X\u0301', 'a.X', 'X.a'];

/**
 * One code point of each way the JDK's word iterator treats characters, with the class
 * src/url/words.ts gives it: a code point is in the class of the representative whose boundaries
 * it shares in every context. Several kinds of characters the rules do not join with letters or
 * digits (controls, spaces, ideographs, kana, other symbols) are all OTHER.
 */
const REPRESENTATIVES = [
  ['a', 'LETTER'],
  ['1', 'DIGIT'],
  ['\u0301', 'MARK'],
  ['\u200d', 'FORMAT'],
  ['-', 'MID_LETTER'],
  ['\u00ad', 'MID_LETTER'],
  ["'", 'MID_BOTH'],
  [',', 'MID_DIGIT'],
  ['.', 'DOT'],
  ['$', 'PREFIX'],
  ['%', 'SUFFIX'],
  ['\u0964', 'DANDA'],
  ['!', 'OTHER'],
  ['\u0000', 'OTHER'],
];

const isSurrogate = (cp) => cp >= 0xd800 && cp <= 0xdfff;

/** The class numbers the JDK's word iterator gives the BMP code points, by their boundaries in CONTEXTS. */
export function javaWordClasses(java, ours) {
  const cps = [];
  for (let c = 0; c <= 0xffff; c++) if (!isSurrogate(c)) cps.push(c);
  const strings = cps.flatMap((c) => CONTEXTS.map((t) => t.replace('X', String.fromCharCode(c))));
  const breaks = wordBreaksAll(java, strings);
  const signature = (k) => breaks.slice(k * CONTEXTS.length, (k + 1) * CONTEXTS.length).join(' ');
  const byCode = new Map(cps.map((c, k) => [c, signature(k)]));
  const classOf = new Map();
  for (const [ch, name] of REPRESENTATIVES) {
    const sig = byCode.get(ch.charCodeAt(0));
    if (classOf.has(sig) && classOf.get(sig) !== ours[name])
      throw new Error(`${name}: shares its boundaries with another class`);
    classOf.set(sig, ours[name]);
  }
  const classes = new Map();
  const unknown = [];
  for (const [c, sig] of byCode) {
    if (classOf.has(sig)) classes.set(c, classOf.get(sig));
    else unknown.push('U+' + c.toString(16).toUpperCase().padStart(4, '0'));
  }
  if (unknown.length > 0)
    throw new Error(`no representative shares the word boundaries of ${unknown.slice(0, 20).join(' ')}`);
  return classes;
}

/** For every code point (0 for the surrogates), 1 where the JDK lowercases `aΣ` + it to `aσ…`, else 0. */
export function javaSigmaAfter(java) {
  const cps = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) if (!isSurrogate(cp)) cps.push(cp);
  const lowered = lowerRootAll(
    java,
    cps.map((cp) => 'a\u03a3' + String.fromCodePoint(cp)),
  );
  const after = new Uint8Array(0x110000);
  cps.forEach((cp, k) => (after[cp] = lowered[k][1] === '\u03c3' ? 1 : 0));
  return after;
}

/**
 * Characters to build texts around Σ from: the representatives, cased and uncased letters (ʰ and ͅ are
 * cased for the rule, ª is not), the sigmas, kana, an ideograph, a space, and supplementary ones (a
 * letter, a digit, a mark).
 */
const TEXT_CHARS = [
  ...REPRESENTATIVES.map(([ch]) => ch).filter((ch) => ch !== '\u0000'),
  ...'BΣσςάǂʰª²Ⅳ٣"_#&£٫\u0345\u0600ก\u0903ア一 ',
  '\u{10400}',
  '\u{104a0}',
  '\u{101fd}',
];

/** `count` distinct texts of 1 to 9 code points with at least one Σ, from TEXT_CHARS and random code points. */
export function sigmaTexts(seed, count) {
  const r = rng(seed);
  const randomChar = () => {
    for (;;) {
      const cp = r.chance(0.3) ? r.range(0x10000, 0x10ffff) : r.int(0x10000);
      if (!isSurrogate(cp)) return String.fromCodePoint(cp);
    }
  };
  const texts = new Set();
  while (texts.size < count) {
    const n = r.range(1, 9);
    let s = '';
    for (let i = 0; i < n; i++)
      s += r.weighted([
        [2, '\u03a3'],
        [6, () => r.pick(TEXT_CHARS)],
        [1, randomChar],
      ]);
    if (s.includes('\u03a3')) texts.add(s);
  }
  return [...texts];
}

/**
 * Texts around Σ that show how the rule treats a code point X: whether it joins the word after or
 * before Σ and is cased, joins two letters or two digits, ends a number, takes a cased mark, starts
 * the text, follows a supplementary letter.
 */
export const SIGMA_CONTEXTS = [
  'a\u03a3X',
  'a\u03a3Xb',
  'aX\u03a3',
  'a\u03a31X\u0345',
  'a\u03a3X\u0345',
  'a\u03a31X1b',
  'X\u03a3',
  'a\u03a3\u{10400}X\u0345',
];

/** Every BMP code point but the surrogates in each of SIGMA_CONTEXTS, in that order. */
export function contextTexts() {
  const texts = [];
  for (let c = 0; c <= 0xffff; c++) {
    if (isSurrogate(c)) continue;
    for (const context of SIGMA_CONTEXTS) texts.push(context.replace('X', String.fromCharCode(c)));
  }
  return texts;
}

// idn-generate.mjs: deterministic (seeded) inputs for the java.net.IDN sections of the parity run and for the
// check of scripts/idn-tables.mjs.
//   labels(seed, count)     -> {text, kind}[]   one label each (no separator): ASCII with odd characters,
//                                                bidi, prohibited, unassigned, surrogates, combining sequences,
//                                                Hangul, compatibility characters, case pairs, ignored ones,
//                                                lengths around 63 and around the Punycode encoder's limits
//                                                (256 code points, 1,000 UTF-16 units), xn-- prefixes
//   names(seed, count)      -> {text, kind}[]   labels joined by any of the four separators, with empty labels
//   aceNames(seed, count)   -> {text, kind}[]   for toUnicode: xn-- labels, valid (punycode of a label above,
//                                                in any case) and broken, among plain labels
// The fixed names of idn-edges.mjs come first in names(); then seeded random ones (mulberry32, generate.mjs).

import { rng } from './generate.mjs';
import { ACE_PREFIXES, ASCII_ODD, FIXED_NAMES, POOLS, SEPARATORS } from './idn-edges.mjs';
import { punycode } from './idn-punycode.mjs';

/** A code point (as a string) from anywhere: the BMP, the astral planes, or Unicode 3.2's busy blocks. */
function anyCodePoint(r) {
  return r.weighted([
    [3, () => String.fromCodePoint(r.range(0xa0, 0xffff))],
    [1, () => String.fromCodePoint(r.range(0x10000, 0x10ffff))],
    [1, () => String.fromCodePoint(r.range(0x10000, 0x2ffff))],
    [2, () => String.fromCodePoint(r.range(0xa0, 0x24ff))],
  ]);
}

/** One code point of the pool a label is built from; `kind` picks the pools. */
function piece(r, kind) {
  const p = (name) => r.pick(POOLS[name]);
  switch (kind) {
    case 'ascii':
      return r.weighted([
        [6, () => p('lower')],
        [3, () => p('upper')],
        [2, () => p('digit')],
        [2, () => r.pick(ASCII_ODD)],
      ]);
    case 'bidi':
      return r.weighted([
        [5, () => p('hebrew')],
        [4, () => p('arabic')],
        [2, () => p('arabicDigits')],
        [2, () => p('digit')],
        [2, () => p('lower')],
        [1, () => p('hebrewPoints')],
        [1, () => p('combining')],
        [0.5, () => r.pick(['-', '\u00fc', '\u0661', '\u200f', '\u200e'])],
      ]);
    case 'prohibited':
      return r.weighted([
        [2, () => p('prohibited')],
        [1, () => p('nearlyProhibited')],
        [3, () => p('lower')],
        [1, () => p('latin')],
      ]);
    case 'unassigned':
      return r.weighted([
        [2, () => p('unassigned')],
        [1, () => anyCodePoint(r)],
        [3, () => p('lower')],
        [1, () => p('latin')],
      ]);
    case 'surrogate':
      return r.weighted([
        [1, () => p('surrogates')],
        [3, () => p('lower')],
        [1, () => p('latin')],
      ]);
    case 'combining':
      return r.weighted([
        [3, () => p('combining')],
        [3, () => p('lower')],
        [2, () => p('latin')],
        [1, () => p('casing')],
        [1, () => p('hebrewPoints')],
      ]);
    case 'hangul':
      return r.weighted([
        [3, () => p('hangulJamo')],
        [2, () => p('hangul')],
        [1, () => p('lower')],
        [0.5, () => p('combining')],
      ]);
    case 'compatibility':
      return r.weighted([
        [4, () => p('compatibility')],
        [2, () => p('lower')],
        [1, () => p('combining')],
        [1, () => p('separatorLike')],
      ]);
    case 'casing':
      return r.weighted([
        [4, () => p('casing')],
        [2, () => p('lower')],
        [1, () => p('upper')],
        [1, () => p('combining')],
      ]);
    case 'ignored':
      return r.weighted([
        [2, () => p('ignored')],
        [3, () => p('lower')],
        [1, () => p('latin')],
      ]);
    case 'script':
      return r.weighted([
        [3, () => p('cjk')],
        [3, () => p('scripts')],
        [2, () => p('latin')],
        [1, () => p('combining')],
      ]);
    default:
      return r.weighted([
        [3, () => anyCodePoint(r)],
        [2, () => p('lower')],
        [1, () => p(r.pick(Object.keys(POOLS)))],
      ]);
  }
}

const KINDS = [
  ['ascii', 3],
  ['bidi', 3],
  ['prohibited', 2],
  ['unassigned', 2],
  ['surrogate', 1],
  ['combining', 2],
  ['hangul', 2],
  ['compatibility', 3],
  ['casing', 3],
  ['ignored', 1],
  ['script', 1],
  ['any', 2],
];

/** A label whose ACE form is near 63 characters: ASCII around one or two non-ASCII code points. */
function longLabel(r) {
  const n = r.range(50, 64);
  const odd = r.rep(r.range(1, 2), () => r.pick([...POOLS.latin, ...POOLS.cjk, ...POOLS.casing]));
  const ascii = r.rep(n, () => r.pick(POOLS.lower));
  const at = r.int(n + 1);
  return r.chance(0.3) ? ascii.slice(0, 63 + r.range(-1, 1)) : ascii.slice(0, at) + odd + ascii.slice(at);
}

/**
 * A label near the limits of JDK 25's Punycode encoder: past 1,000 UTF-16 units after nameprep a
 * RuntimeException, past 256 code points an IllegalArgumentException. 250 to 1,100 units of letters
 * around non-ASCII ones (so that Punycode is used), with astral code points (units and code points
 * differ), and characters nameprep removes (U+00AD), expands (ß, ﬃ) or folds to ASCII (U+1D41A), so
 * that the limits are met, or not, only after nameprep. Every code point is assigned in Unicode 3.2.
 */
function hugeLabel(r) {
  const target = r.weighted([
    [2, () => r.range(250, 270)],
    [2, () => r.range(330, 520)],
    [2, () => r.range(980, 1010)],
    [1, () => r.range(250, 1100)],
  ]);
  let s = '';
  while (s.length < target) {
    s += r.weighted([
      [8, () => r.pick(POOLS.lower)],
      [2, () => r.pick(['\u00e9', '\u00fc', '\u00f1', '\u00f8', '\u00e5', '\u00e7'])],
      [1, () => r.pick(POOLS.cjk)],
      [1, () => r.pick(['\u{20000}', '\u{2000b}', '\u{10428}'])],
      [0.5, () => r.pick(['\u00ad', '\u00df', '\ufb03', '\u{1d41a}'])],
    ]);
  }
  return s;
}

/** One label of a kind (the kind's pools, 1-12 code points; sometimes prefixed "xn--" or near 63 long). */
export function label(r, kind) {
  if (kind === 'long') return longLabel(r);
  if (kind === 'huge') return hugeLabel(r);
  const len = r.weighted([
    [3, () => r.range(1, 3)],
    [3, () => r.range(4, 8)],
    [1, () => r.range(9, 12)],
  ]);
  let s = r.rep(len, () => piece(r, kind));
  if (kind === 'bidi' && r.chance(0.5)) {
    const rtl = () => r.pick(r.chance(0.5) ? POOLS.hebrew : POOLS.arabic);
    s = rtl() + s + rtl(); // RandAL at both ends, so what is inside decides
  }
  if (r.chance(0.06)) s = r.pick(ACE_PREFIXES) + s;
  return s;
}

/** `count` labels, {text, kind}. */
export function labels(seed, count) {
  const r = rng(seed);
  const kinds = [...KINDS, ['long', 1], ['huge', 0.3]];
  return Array.from({ length: count }, () => {
    const kind = r.weighted(kinds.map(([k, w]) => [w, k]));
    return { text: label(r, kind), kind };
  });
}

/** A name: 1-4 labels joined by separators, sometimes with an empty label or a trailing separator. */
function name(r) {
  const n = r.weighted([
    [4, 1],
    [4, 2],
    [2, 3],
    [1, 4],
  ]);
  const kind = r.weighted(KINDS.map(([k, w]) => [w, k]));
  const parts = Array.from({ length: n }, () =>
    r.weighted([
      [10, () => label(r, kind)],
      [3, () => label(r, 'ascii')],
      [1, ''],
      [0.5, () => label(r, 'long')],
      [0.1, () => label(r, 'huge')],
    ]),
  );
  const sep = () => (r.chance(0.7) ? '.' : r.pick(SEPARATORS));
  let s = parts.reduce((a, p) => a + sep() + p);
  if (r.chance(0.1)) s += sep();
  if (r.chance(0.03)) s = sep() + s;
  return { text: s, kind: n > 1 ? `name-${kind}` : kind };
}

/** The fixed names, then `count` seeded ones, {text, kind}. */
export function names(seed, count) {
  const r = rng(seed);
  return [...FIXED_NAMES.map((text) => ({ text, kind: 'fixed' })), ...Array.from({ length: count }, () => name(r))];
}

/** An xn-- label: the punycode of a label, in any case, or broken (truncated, bad digits, extra dashes). */
function aceLabel(r) {
  const source = label(r, r.weighted(KINDS.map(([k, w]) => [w, k])));
  const code = punycode(source);
  const prefix = r.weighted([
    [6, 'xn--'],
    [1, () => r.pick(ACE_PREFIXES)],
  ]);
  return r.weighted([
    [6, () => ({ text: prefix + code, kind: 'ace' })],
    [1, () => ({ text: prefix + code.toUpperCase(), kind: 'ace-upper' })],
    [1, () => ({ text: prefix + code.slice(0, Math.max(0, code.length - r.range(1, 3))), kind: 'ace-truncated' })],
    [1, () => ({ text: prefix + code + r.pick(['!', '-', '\u00fc', '9', 'zz', '_']), kind: 'ace-broken' })],
    [0.5, () => ({ text: prefix + r.pick(['', '-', 'a', '99999999', 'zzzzzzzzzz', '0-', 'a-b-']), kind: 'ace-odd' })],
  ]);
}

/** Names for toUnicode: xn-- labels (valid and broken) among plain ones, joined by any separator. */
export function aceNames(seed, count) {
  const r = rng(seed);
  return Array.from({ length: count }, () => {
    const n = r.weighted([
      [5, 1],
      [3, 2],
      [1, 3],
    ]);
    const parts = Array.from({ length: n }, () =>
      r.weighted([
        [5, () => aceLabel(r)],
        [1, () => ({ text: label(r, 'ascii'), kind: 'plain' })],
        [1, () => ({ text: label(r, 'casing'), kind: 'plain' })],
        [0.3, () => ({ text: '', kind: 'empty' })],
      ]),
    );
    const sep = () => (r.chance(0.7) ? '.' : r.pick(SEPARATORS));
    return { text: parts.map((p) => p.text).reduce((a, p) => a + sep() + p), kind: parts[0].kind };
  });
}

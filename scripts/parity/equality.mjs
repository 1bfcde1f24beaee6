// equality.mjs: questions for the two beyond-Java features that the JDK can still judge.
//   equalityTerms(seed, count) -> {args: [termA, termB], kind}[]
//     Pairs of URIs made by operations (normalize, resolve, relativize, nested), mostly equal or
//     nearly so: the JDK's equals decides, and equalityKey() must agree with it (op equalsTerms).
//     A term is [op, x] or [op, x, y] with x, y a string or a term.
//   withRawCalls(seed, count) -> {args: [s, component, text], kind}[]
//     u.withRawX(text) on URIs and texts near their own components (op withRaw, whose rule the
//     oracle restates over the JDK's parser).
// Inputs only: every expected answer comes from the JDK.

import { rng } from './generate.mjs';
import { operationPairs } from './operations.mjs';
import { comparePairs } from './generate.mjs';

/** s with the case of some letters flipped in its scheme and authority, and in escapes' hex digits. */
function variant(r, s) {
  const slash = s.indexOf('//');
  const end = slash < 0 ? s.indexOf(':') : s.slice(slash + 2).search(/[/?#]|$/) + slash + 2;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    const hex = (s[i - 1] === '%' || s[i - 2] === '%') && /[0-9a-fA-F]/.test(c);
    const flip = (i < end || hex) && /[a-zA-Z]/.test(c) && r.chance(0.5);
    out += flip ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c;
  }
  // Sometimes an empty port, which equals ignores.
  if (slash >= 0 && r.chance(0.15) && !/:\d*$/.test(s.slice(slash + 2, end)))
    out = out.slice(0, end) + ':' + out.slice(end);
  return out;
}

/**
 * Pairs always asked: results that no parsed string gives (a relativized path "b:c", which the JDK
 * normalizes and resolves without a "./" in front: no segment is removed).
 */
export const FIXED_TERMS = [
  [
    ['normalize', ['relativize', 's:/a/', 's:/a/b:c']],
    ['relativize', 's:/a/', 's:/a/b:c'],
  ],
  [
    ['resolve', '..', ['relativize', '..', '.././a:b/%7e#s']],
    ['parse', './a:b/%7E#s'],
  ],
  [
    ['resolve', 'x/y', ['relativize', 's:/a/', 's:/a/b:c']],
    ['parse', 'x/b:c'],
  ],
];

export function equalityTerms(seed, count) {
  const r = rng(seed ^ 0xe9a1);
  const pairs = operationPairs(seed ^ 0xe9a1, count);
  const compared = comparePairs(seed ^ 0xe9a2, Math.ceil(count / 4));
  const out = FIXED_TERMS.map((args) => ({ args, kind: 'fixed' }));
  for (let i = 0; out.length < count; i++) {
    const { base: b, ref: t, kind } = pairs[i % pairs.length];
    const shape = r.weighted([
      [3, 'resolve(relativize)=target'],
      [2, 'normalize(resolve)=resolve'],
      [2, 'resolve=resolve'],
      [2, 'normalize=normalize'],
      [2, 'relativize=relativize'],
      [1, 'parse=normalize'],
      [1, 'relativize=parse'],
      [1, 'compared'],
    ]);
    let args;
    switch (shape) {
      case 'resolve(relativize)=target':
        args = [
          ['resolve', b, ['relativize', b, t]],
          ['parse', variant(r, t)],
        ];
        break;
      case 'normalize(resolve)=resolve':
        args = [
          ['normalize', ['resolve', b, t]],
          ['resolve', variant(r, b), t],
        ];
        break;
      case 'resolve=resolve':
        args = [
          ['resolve', b, t],
          ['resolve', variant(r, b), variant(r, t)],
        ];
        break;
      case 'normalize=normalize':
        args = [
          ['normalize', b],
          ['normalize', variant(r, b)],
        ];
        break;
      case 'relativize=relativize':
        args = [
          ['relativize', b, t],
          ['relativize', variant(r, b), variant(r, t)],
        ];
        break;
      case 'parse=normalize':
        args = [
          ['parse', t],
          ['normalize', variant(r, t)],
        ];
        break;
      case 'relativize=parse':
        args = [
          ['relativize', b, t],
          ['parse', variant(r, t)],
        ];
        break;
      default: {
        const p = compared[i % compared.length];
        args = [
          ['normalize', p.a],
          ['parse', p.b],
        ];
      }
    }
    out.push({ args, kind: `${shape} (${kind})` });
  }
  return out;
}

/** The raw components of s by RFC 3986's appendix B (near enough to choose texts). */
function split(s) {
  const m = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s.exec(s);
  const authority = m[4] ?? null;
  const at = authority === null ? -1 : authority.lastIndexOf('@');
  return {
    userInfo: at < 0 ? null : authority.slice(0, at),
    authority,
    path: m[5],
    query: m[7] ?? null,
    fragment: m[9] ?? null,
  };
}

const COMPONENTS = ['userInfo', 'authority', 'path', 'query', 'fragment'];
const INSERTS = [
  ' ',
  '  ',
  '#',
  '?',
  '/',
  '//',
  '@',
  ':',
  '%',
  '%4',
  '%zz',
  '%41',
  '%e9',
  '[',
  ']',
  '[::1]',
  'é',
  '\\',
  '|',
  '"',
  '{',
  '\u007f',
  '\u0085',
  '\u2028',
  '\ud800',
  '\ud83d\ude00',
  ';',
  '=',
  '&',
  '+',
  '$',
  ',',
  '~',
  '_',
  "'",
  '!',
  '*',
  '(',
  '.',
  '..',
];
const FIXED_TEXTS = [
  '',
  '//evil/x',
  'a#b',
  'h/x',
  '/a?b',
  'a b',
  'x=1%262',
  '[::1]:8',
  'u@h:8',
  'a_b',
  '/',
  '.',
  '..',
  ':8',
  '@h',
];

export function withRawCalls(seed, count) {
  const r = rng(seed ^ 0x3a3);
  const pairs = operationPairs(seed ^ 0x3a3, Math.ceil(count / 2));
  const uris = pairs.flatMap((p) => [p.base, p.ref]);
  const out = [];
  for (let i = 0; out.length < count; i++) {
    const s = uris[i % uris.length];
    const component = COMPONENTS[r.int(COMPONENTS.length)];
    const own = split(s)[component];
    const kind = r.weighted([
      [3, 'own'],
      [2, 'other'],
      [4, 'mutated'],
      [1, 'fixed'],
      [component === 'path' ? 0 : 1, 'null'],
    ]);
    let text;
    if (kind === 'own') text = own;
    else if (kind === 'other') text = split(r.pick(uris))[component];
    else if (kind === 'fixed') text = r.pick(FIXED_TEXTS);
    else if (kind === 'null') text = null;
    else {
      text = own ?? r.pick(FIXED_TEXTS);
      for (let k = r.range(1, 2); k > 0; k--) {
        const at = r.int(text.length + 1);
        text = text.slice(0, at) + r.pick(INSERTS) + text.slice(at);
      }
    }
    if (text === null && component === 'path') text = '';
    out.push({ args: [s, component, text], kind: `${component} ${kind}` });
  }
  return out;
}

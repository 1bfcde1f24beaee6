// operations.mjs: seeded base/reference pairs for normalize, resolve and relativize.
//   operationPairs(seed, count) -> {base, ref, kind}[]   (the RFC examples first; `ref` is the
//                                                         reference to resolve or the target to relativize)
// Pairs are built to make the operations work hard: dot segments everywhere (above the root, at
// the end, "a/..", "./a:b"), fragment- and query-only references, opaque and relative bases, empty
// paths, and targets sharing a long prefix with the base (same scheme and authority, up to case
// and escape hex case). About half the pairs share scheme and authority.

import { rng, parts, serialize, mutate, scheme } from './generate.mjs';
import { RFC2396_BASE, REFERENCES, RFC3986_TARGETS } from './examples.mjs';
import * as H from './hosts.mjs';

/** The RFC pairs: the base with every reference, and with every RFC 3986 answer as a target. */
export const RFC_PAIRS = [
  ...REFERENCES.map((ref) => ({ base: RFC2396_BASE, ref, kind: 'rfc' })),
  ...RFC3986_TARGETS.map((ref) => ({ base: RFC2396_BASE, ref, kind: 'rfc-target' })),
];

/**
 * Inputs every run asks first and every fixture keeps, for the ways normalize and relativize build
 * their results: ".." segments that stay (counted, however many) before segments that go, runs of
 * segments copied as one piece, redundant slashes, "./" in front of a relative "a:b"; a target whose
 * path is already normal (its string from the relative path on, query and fragment with it) and one
 * whose path is not; a base path with no final "/".
 */
export const FIXED_NORMALIZE = [
  '../../../a/b/..',
  '/../../x/./y/../',
  'a/../../b',
  'x/../c:d',
  'http://h/a/b/../../../../c/./d/',
  'http://h//a//b/./c/../d/?q#f',
  'http://h/' + '../'.repeat(300) + 'x',
];
export const FIXED_RELATIVIZE = [
  ['http://h/a/', 'http://h/a/b/c?q=1#f'],
  ['http://h/a/', 'http://h/a/?q#f'],
  ['http://h/a/', 'http://h/a/./b?q#f'],
  ['http://h/a', 'http://h/a/b%20c?x%26y#%7Ef'],
  ['http://h/a/', 'http://h/a/b:c#f'],
  ['file:/x/y/', 'file:///x/y/z#frag'],
  // A base path without a final "/": the target's must go on with "/" after it, or be the same.
  ['http://h/a/b', 'http://h/a/bc'],
  ['http://h/a/b', 'http://h/a/b/c'],
  ['http://h/a/b', 'http://h/a/b?q'],
].map(([base, ref]) => ({ base, ref, kind: 'fixed' }));

const SEGS = [
  'a',
  'b',
  'c',
  'g',
  'x',
  'a:b',
  'g;x',
  ';p',
  'd;p',
  '%7e',
  '%7E',
  '~',
  '%2e',
  '%2E%2E',
  '...',
  'é',
  '%C3%A9',
  'A',
  '',
];
const DOTS = ['.', '..'];

const seg = (r) =>
  r.weighted([
    [5, () => r.pick(SEGS)],
    [2, () => r.pick(DOTS)],
    [1, () => r.pick('abcdefghijk') + r.int(10)],
  ]);
const cleanSeg = (r) =>
  r.weighted([
    [6, () => r.pick(SEGS.filter(Boolean))],
    [1, () => r.pick('abcdefghijk') + r.int(10)],
  ]);
const segments = (r, n, f = seg) => Array.from({ length: n }, () => f(r));
const tail = (r) =>
  (r.chance(0.25) ? '?' + r.pick(['y', 'q', '', 'a=b', 'y/../x']) : '') +
  (r.chance(0.2) ? '#' + r.pick(['s', '', 'f', 's/./x']) : '');

const SCHEMES = ['http', 'https', 'ftp', 'file', 's', 'HTTP', 'Http'];
const AUTHS = [
  'a',
  'h',
  'example.com',
  'EXAMPLE.com',
  'u@h:80',
  'h:8080',
  '[::1]',
  '[::1]:80',
  '[fe80::1%25eth0]',
  '[FE80::1]',
  '1.2.3.4',
  'a_b',
  'u@h:x',
  'h:1:2',
  '-a',
  'a%41b',
  'A%41B',
  '',
];

/** Scheme and authority for a hierarchical base; null authority sometimes. */
function server(r) {
  return {
    scheme: r.pick(SCHEMES),
    auth: r.weighted([
      [8, () => r.pick(AUTHS)],
      [2, () => H.host(r, () => 'r', true)],
      [1, null],
    ]),
  };
}

const prefix = (s) => s.scheme + ':' + (s.auth != null ? '//' + s.auth : '');
const flip = (r, x) => [...x].map((c) => (r.chance(0.5) ? c.toUpperCase() : c.toLowerCase())).join('');
const flipHex = (s) =>
  s.replace(/%[0-9a-fA-F]{2}/g, (e) => (e === e.toUpperCase() ? e.toLowerCase() : e.toUpperCase()));
const absPath = (r, n, f) => '/' + segments(r, n, f).join('/');

/** A relative reference heavy in dot segments. */
const dotRef = (r) =>
  r.weighted([
    [4, () => segments(r, r.range(1, 6)).join('/')],
    [1, () => '/' + segments(r, r.range(1, 5)).join('/')],
    [
      1,
      () =>
        r.pick([
          './a:b',
          'a:b/..',
          'a/..',
          '..',
          '../..',
          '.',
          './',
          '../../../../g',
          'a/./b/../../..',
          '../a:b',
          './a:b/../c',
        ]),
    ],
  ]) + tail(r);

/** Mostly-clean random absolute URI. */
const anyUri = (r) => serialize(parts(r, 0));

const KINDS = {
  dotRef: (r) => [prefix(server(r)) + absPath(r, r.range(0, 4)) + tail(r), dotRef(r)],
  dotBase: (r) => [prefix(server(r)) + absPath(r, r.range(1, 6)) + tail(r), r.chance(0.5) ? dotRef(r) : cleanSeg(r)],
  fragmentOnly: (r) => [
    prefix(server(r)) + absPath(r, r.range(0, 3), cleanSeg) + r.pick(['', '?q', '#s', '?q#s']),
    '#' + r.pick(['s', '', 'f', 'a b'.replace(' ', '%20')]),
  ],
  queryOnly: (r) => [
    prefix(server(r)) + absPath(r, r.range(0, 3), cleanSeg) + r.pick(['', '?q', '#s']),
    '?' + r.pick(['y', '', 'y#s', 'a/../b']),
  ],
  opaqueBase: (r) => [
    r.pick(['mailto:a@b', 'urn:x:y', 's:x', 'news:comp.lang', 'mailto:a@b#f']),
    r.chance(0.5) ? dotRef(r) : anyUri(r),
  ],
  opaqueRef: (r) => [
    r.chance(0.7) ? prefix(server(r)) + absPath(r, r.range(0, 3)) : anyUri(r),
    r.pick(['mailto:x', 'news:a', 'urn:a:b', 'http:g', 's:x#f']),
  ],
  relativeBase: (r) => [
    r.pick(['a/b/c', '../a', '/a/b', '', '.', './a:b', '//h/a', '//h', '?q', '#f', 'a', '/', '..']) + tail(r),
    r.chance(0.6) ? dotRef(r) : anyUri(r),
  ],
  emptyPathBase: (r) => [
    prefix({ ...server(r), auth: r.pick(AUTHS.filter(Boolean)) }) + r.pick(['', '?q', '#f', '?q#f']),
    r.chance(0.5) ? dotRef(r) : cleanSeg(r) + tail(r),
  ],
  sameServer: (r) => shared(r, (s) => s),
  caseVariant: (r) => shared(r, (s) => ({ scheme: flip(r, s.scheme), auth: s.auth == null ? null : flip(r, s.auth) })),
  escapeCase: (r) => shared(r, (s) => s, true),
  networkPath: (r) => {
    const [b, t] = shared(r, (s) => s);
    return [b, t.slice(t.indexOf(':') + 1)];
  },
  absolutePath: (r) => {
    const [b, t] = shared(r, (s) => s);
    return [b, t.replace(/^[^:]*:(\/\/[^/?#]*)?/, '')];
  },
  mutated: (r) => {
    const [b, t] = r.pick(Object.values(SHAPED))(r);
    return r.chance(0.5) ? [mutate(r, b), t] : [b, mutate(r, t)];
  },
  random: (r) => [anyUri(r), r.chance(0.5) ? anyUri(r) : dotRef(r)],
  otherServer: (r) => [
    prefix(server(r)) + absPath(r, r.range(0, 4)),
    prefix({ scheme: r.pick([...SCHEMES, scheme(r)]), auth: r.pick(AUTHS) }) + absPath(r, r.range(0, 4)) + tail(r),
  ],
};
const SHAPED = Object.fromEntries(Object.entries(KINDS).filter(([k]) => k !== 'mutated'));

/**
 * A base and a target on the same server: base path of n segments, target keeping the first k
 * and adding others; sometimes target = base path, its directory, a parent or a child.
 */
function shared(r, vary, hexCase = false) {
  const s = server(r);
  const n = r.range(0, 6);
  const b = segments(r, n, r.chance(0.7) ? cleanSeg : seg);
  const k = r.range(0, n);
  const t = r.weighted([
    [6, () => [...b.slice(0, k), ...segments(r, r.range(0, 4), r.chance(0.8) ? cleanSeg : seg)]],
    [1, () => b],
    [1, () => [...b.slice(0, -1), '']],
    [1, () => b.slice(0, k)],
    [1, () => [...b, ...segments(r, r.range(1, 2), cleanSeg)]],
  ]);
  const q = () =>
    r.weighted([
      [5, ''],
      [1, '?q'],
      [1, '?y'],
      [1, '#s'],
      [1, '?q#s'],
    ]);
  const base = prefix(s) + (n === 0 && r.chance(0.3) ? '' : '/' + b.join('/')) + q();
  let target = prefix(vary(s)) + (t.length === 0 && r.chance(0.3) ? '' : '/' + t.join('/')) + q();
  if (hexCase) target = flipHex(target.includes('%') ? target : target.replace(/~/g, '%7e'));
  return [base, target];
}

// Weights: the five kinds built by shared() (about half of all pairs) share scheme and authority.
const WEIGHTS = [
  [10, 'dotRef'],
  [6, 'dotBase'],
  [3, 'fragmentOnly'],
  [3, 'queryOnly'],
  [3, 'opaqueBase'],
  [2, 'opaqueRef'],
  [4, 'relativeBase'],
  [3, 'emptyPathBase'],
  [30, 'sameServer'],
  [8, 'caseVariant'],
  [8, 'escapeCase'],
  [3, 'networkPath'],
  [4, 'absolutePath'],
  [8, 'mutated'],
  [3, 'random'],
  [4, 'otherServer'],
];

export function operationPairs(seed, count) {
  const r = rng(seed ^ 0x0b5);
  const out = RFC_PAIRS.slice(0, count);
  while (out.length < count) {
    const kind = r.weighted(WEIGHTS);
    const [base, ref] = KINDS[kind](r);
    out.push({ base, ref, kind });
  }
  return out;
}

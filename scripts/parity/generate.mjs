// generate.mjs: deterministic (seeded) generators of URI strings for the parity harness.
//   parseInputs(seed, count)  -> string[]           (RFC examples first, then edge cases,
//                                                     structured random URIs and mutations)
//   comparePairs(seed, count) -> {a, b, kind}[]      (mostly equal / near-equal pairs)
// Everything is built from a small PRNG (mulberry32) so a seed reproduces a run exactly.

import { RFC_EXAMPLES, EDGE_CASES, FIXED_PAIRS } from './examples.mjs';
import * as H from './hosts.mjs';

export { RFC_EXAMPLES, EDGE_CASES, FIXED_PAIRS };

/** mulberry32: 32-bit state, float in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (n) => Math.floor(next() * n), // 0 .. n-1
    range: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    /** weighted([[w, valueOrFn], ...]): picks by weight; calls it if it is a function */
    weighted(table) {
      let total = 0;
      for (const [w] of table) total += w;
      let x = next() * total;
      for (const [w, v] of table) if ((x -= w) < 0) return typeof v === 'function' ? v() : v;
      const v = table[table.length - 1][1];
      return typeof v === 'function' ? v() : v;
    },
    /** n calls of f joined */
    rep: (n, f) => Array.from({ length: n }, f).join(''),
  };
  return r;
}

const ch = (cp) => String.fromCodePoint(cp);
const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGIT = '0123456789';
const MARK = "-_.!~*'()";
const RESERVED = ';/?:@&=+$,[]';
const EXCLUDED = '<>"{}|\\^` ';

const hexCase = (r, s) => (r.chance(0.5) ? s.toUpperCase() : s.toLowerCase());
const pctByte = (r, b) => '%' + hexCase(r, b.toString(16).padStart(2, '0'));
const pctUtf8 = (r, s) => [...Buffer.from(s, 'utf8')].map((b) => pctByte(r, b)).join('');

// Escapes whose bytes are not valid UTF-8 (truncated, bad continuation, surrogates, overlong, 0xFF).
const BAD_UTF8 = [
  '%C3',
  '%C3%28',
  '%E2%82',
  '%F0%9F%98',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%80',
  '%C1%BF',
  '%E0%80%AF',
  '%F0%82%82%AC',
  '%F8%88%80%80%80',
  '%FF',
  '%FE',
  '%80',
  '%BF',
  '%F4%90%80%80',
  '%c3%a9%80',
];
const GOOD_UTF8 = ['%C3%A9', '%c3%a9', '%E2%82%AC', '%e2%82%ac', '%F0%9F%98%80', '%f0%9f%98%80', '%C2%A0', '%EF%BF%BF'];
const MALFORMED = ['%G1', '%4', '%', '%%', '%4G', '%g0', '%-1', '% 1', '%%41', '%0'];
const COMBINING = [
  'e\u0301',
  'a\u0308',
  'A\u030a',
  'a\u0323\u0302',
  'a\u0302\u0323',
  'o\u0308\u0304',
  '\u1100\u1161',
  '\u1100\u1161\u11a8',
  '\u1112\u1161\u11ab',
  '\u0301',
  '\ufb01',
  '\u212b',
  'c\u0327',
];
const SPACES = [0xa0, 0x2000, 0x2005, 0x200a, 0x2028, 0x2029, 0x3000, 0xfeff, 0x1680, 0x202f];
const ODD = [0xfffd, 0xffff, 0xfffe, 0xad, 0xd7, 0xf7, 0x2060, 0x200b, 0x10ffff];

/** One "other" (non-ASCII) unit: Latin-1, CJK, emoji, combining sequences, odd digits and specials. */
export function other(r) {
  return r.weighted([
    [4, () => ch(r.range(0xc0, 0xff))],
    [3, () => ch(r.range(0x4e00, 0x9fff))],
    [2, () => ch(r.range(0x1f600, 0x1f64f))],
    [3, () => r.pick(COMBINING)],
    [1, () => ch(r.range(0x300, 0x36f))],
    [1, () => ch(r.range(0x1100, 0x1112)) + ch(r.range(0x1161, 0x1175))],
    [2, () => ch(r.chance(0.5) ? r.range(0x660, 0x669) : r.range(0xff10, 0xff19))],
    [1, () => ch(r.range(0x100, 0x24f))],
    [1, () => ch(r.range(0x391, 0x3c9))],
    [1, () => ch(r.pick(ODD))],
  ]);
}

/** Characters that java.net.URI must reject or treat specially in most places. */
export function dirty(r) {
  return r.weighted([
    [3, () => r.pick(EXCLUDED)],
    [2, () => r.pick(MALFORMED)],
    [2, () => ch(r.chance(0.6) ? r.range(0, 0x1f) : r.range(0x7f, 0x9f))],
    [2, () => ch(r.chance(0.4) ? r.range(0x2000, 0x200a) : r.pick(SPACES))],
    [2, () => ch(r.chance(0.5) ? r.range(0xd800, 0xdbff) : r.range(0xdc00, 0xdfff))],
    [3, () => r.pick('#[]?/:@%')],
    [1, () => r.pick(RESERVED)],
  ]);
}

/** Extra legal delimiters per component (RFC 2396). */
const EXTRA = {
  userinfo: ';:&=+$,',
  seg: ':@&=+$,;',
  query: RESERVED,
  ssp: RESERVED,
  reg: ';$,:@&=+',
};

/** One legal-ish unit for a component: unreserved, escapes (good and bad UTF-8), delimiters, others. */
function clean(r, kind) {
  return r.weighted([
    [14, () => r.pick(ALPHA)],
    [4, () => r.pick(DIGIT)],
    [3, () => r.pick(MARK)],
    [2, () => r.pick(EXTRA[kind])],
    [2, () => pctByte(r, r.range(0x20, 0x7e))],
    [1, () => r.pick(GOOD_UTF8)],
    [1, () => pctUtf8(r, other(r))],
    [1, () => r.pick(BAD_UTF8)],
    [3, () => other(r)],
  ]);
}

/** Text for a component: mostly clean, sometimes with 1-2 dirty units spliced in. */
export function text(r, kind, max, pDirty = 0.12) {
  const units = Array.from({ length: r.range(0, max) }, () => clean(r, kind));
  if (r.chance(pDirty)) {
    for (let k = r.range(1, 2); k > 0; k--) units.splice(r.int(units.length + 1), 0, dirty(r));
  }
  return units.join('');
}

const COMMON_SCHEMES = [
  'http',
  'https',
  'ftp',
  'file',
  'mailto',
  'news',
  'urn',
  'tel',
  'telnet',
  'ldap',
  'jar',
  'HTTP',
  'Http',
];

export function scheme(r) {
  return r.weighted([
    [12, () => r.pick(COMMON_SCHEMES)],
    [8, () => r.pick(ALPHA) + r.rep(r.range(0, 6), () => r.pick(ALPHA + DIGIT + '+-.'))],
    [1, () => r.pick(DIGIT) + r.rep(r.range(0, 3), () => r.pick(ALPHA))], // starts with a digit
    [1, () => r.pick(['+a', '-a', '.a', 'a_b', 'a b', 'h%41', 'é', 'aé', 'a~', 'a!', 'a*'])],
    [1, () => r.pick(ALPHA) + r.pick([dirty, other, () => r.pick(MARK)])(r)],
  ]);
}

/** Structured parts of a random URI; serialize() turns them back into a string. */
export function parts(r, pDirty = 0.12) {
  const seg = () =>
    r.weighted([
      [10, () => text(r, 'seg', 6, pDirty)],
      [1, '.'],
      [1, '..'],
      [1, ''],
    ]);
  const path = (n) => r.rep(n, () => '/' + seg());
  const q = () => (r.chance(0.35) ? text(r, 'query', 10, pDirty) : null);
  const f = () => (r.chance(0.3) ? text(r, 'query', 8, pDirty) : null);
  const auth = () => ({
    userinfo: r.chance(0.25) ? H.userinfo(r, () => text(r, 'userinfo', 6, pDirty)) : null,
    host: H.host(r, () => text(r, 'reg', 8, pDirty), pDirty === 0),
    port: r.chance(0.3) ? H.port(r, pDirty === 0) : null,
  });
  const rel = () =>
    r.weighted([
      [3, () => seg() + path(r.range(0, 3))],
      [1, () => text(r, 'seg', 3, pDirty) + ':' + seg()],
    ]);
  return r.weighted([
    [
      35,
      () => ({
        scheme: scheme(r),
        authority: auth(),
        path: r.chance(0.8) ? path(r.range(1, 4)) : '',
        query: q(),
        fragment: f(),
      }),
    ],
    [6, () => ({ scheme: scheme(r), authority: null, path: path(r.range(1, 3)), query: q(), fragment: f() })],
    [
      2,
      () => ({
        scheme: scheme(r),
        authority: { userinfo: null, host: '', port: null },
        path: path(r.range(0, 3)),
        query: q(),
        fragment: f(),
      }),
    ],
    [15, () => ({ scheme: scheme(r), opaque: text(r, 'ssp', 14, pDirty), fragment: f() })],
    [
      9,
      () => ({
        scheme: null,
        authority: auth(),
        path: r.chance(0.7) ? path(r.range(1, 3)) : '',
        query: q(),
        fragment: f(),
      }),
    ],
    [6, () => ({ scheme: null, authority: null, path: path(r.range(1, 3)), query: q(), fragment: f() })],
    [8, () => ({ scheme: null, authority: null, path: rel(), query: q(), fragment: f() })],
    [3, () => ({ scheme: null, authority: null, path: '', query: q() ?? '', fragment: f() })],
  ]);
}

export function serialize(p) {
  let s = p.scheme != null ? p.scheme + ':' : '';
  if (p.opaque != null) s += p.opaque;
  else {
    if (p.authority) {
      const a = p.authority;
      s += '//' + (a.userinfo != null ? a.userinfo + '@' : '') + a.host + (a.port != null ? ':' + a.port : '');
    }
    s += p.path + (p.query != null ? '?' + p.query : '');
  }
  return s + (p.fragment != null ? '#' + p.fragment : '');
}

const DELIMS = ":/?#@[]%.;=&+$,!~*'()-_ ";

/** 1-3 random edits: insert/replace a char or delimiter, delete, duplicate a char or a run. */
export function mutate(r, s) {
  for (let k = r.range(1, 3); k > 0; k--) {
    const i = r.int(s.length + 1);
    const n = r.range(2, 6);
    const unit = () =>
      r.weighted([
        [3, () => r.pick(DELIMS)],
        [1, () => clean(r, 'query')],
        [1, () => dirty(r)],
        [1, () => other(r)],
      ]);
    s = r.weighted([
      [3, () => s.slice(0, i) + unit() + s.slice(i)],
      [2, () => s.slice(0, i) + s.slice(i + 1)],
      [2, () => s.slice(0, i) + unit() + s.slice(i + 1)],
      [1, () => s.slice(0, i) + s.slice(i, i + 1) + s.slice(i)],
      [1, () => s.slice(0, i) + s.slice(i, i + n).repeat(2) + s.slice(i + n)],
    ]);
  }
  return s;
}

/** A random input: fixed example, edge case, structured URI, or a mutation of one of those. */
function oneInput(r) {
  const base = () =>
    r.weighted([
      [1, () => r.pick(RFC_EXAMPLES)],
      [1, () => r.pick(EDGE_CASES)],
      [6, () => serialize(parts(r))],
    ]);
  return r.weighted([
    [4, () => r.pick(RFC_EXAMPLES)],
    [4, () => r.pick(EDGE_CASES)],
    [58, () => serialize(parts(r))],
    [34, () => mutate(r, base())],
  ]);
}

export function parseInputs(seed, count) {
  const r = rng(seed);
  const out = [...RFC_EXAMPLES, ...EDGE_CASES].slice(0, count);
  while (out.length < count) out.push(oneInput(r));
  return out;
}

// ---- pairs ----

const flipCase = (r, s) =>
  r.weighted([
    [1, () => s.toUpperCase()],
    [1, () => s.toLowerCase()],
    [
      2,
      () => {
        const i = r.int(s.length);
        const c = s[i] ?? '';
        return s.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + s.slice(i + 1);
      },
    ],
  ]);
const flipEscapes = (r, s) => {
  const flip = (e) => (e === e.toUpperCase() ? e.toLowerCase() : e.toUpperCase());
  const t = s.replace(/%[0-9a-fA-F]{2}/g, (e) => (r.chance(0.6) ? flip(e) : e));
  return t !== s ? t : s.replace(/%[0-9a-fA-F]{2}/g, flip);
};
/** Inserts an escape at a random position that does not split an existing escape. */
const withEscape = (r, s) => {
  let i = r.int(s.length + 1);
  if (s.slice(Math.max(0, i - 2), i).includes('%')) i = s.length;
  return s.slice(0, i) + pctByte(r, r.pick([0x2f, 0x3f, 0x41, 0x61, 0x7e, 0xe9, 0x20, 0x25])) + s.slice(i);
};
const clone = (p) => ({ ...p, authority: p.authority ? { ...p.authority } : p.authority });

/** A valid hierarchical or opaque URI's parts, with at least one escape somewhere. */
function cleanParts(r) {
  let p;
  do p = parts(r, 0);
  while (p.scheme != null && !/^[a-zA-Z][a-zA-Z0-9+.-]*$/.test(p.scheme));
  return p;
}

const PAIR_KINDS = {
  identical: (r, p) => [p, p],
  schemeCase: (r, p) => [p, { ...p, scheme: flipCase(r, p.scheme ?? 'http') }],
  hostCase: (r, p) => {
    const q = clone(p);
    if (q.authority) q.authority.host = flipCase(r, q.authority.host);
    return [p, q];
  },
  escapeCase: (r, p) => {
    const q = clone(p);
    const keys = ['path', 'query', 'fragment', 'opaque'].filter((k) => q[k] != null);
    const holder = q.authority && r.chance(0.3) ? q.authority : q;
    const key = holder === q ? r.pick(keys) : r.pick(['userinfo', 'host']);
    holder[key] = withEscape(r, holder[key] ?? '');
    const s = serialize(q);
    return [s, flipEscapes(r, s)];
  },
  componentCase: (r, p) => {
    const q = clone(p);
    const keys = ['path', 'query', 'fragment', 'opaque'].filter((k) => q[k]);
    if (q.authority?.userinfo) keys.push('userinfo');
    const key = r.pick(keys);
    const holder = key === 'userinfo' ? q.authority : q;
    if (key) holder[key] = flipCase(r, holder[key]);
    return [p, q];
  },
  port: (r, p) => {
    const q = clone(p);
    if (!q.authority)
      return [p, { ...p, opaque: null, authority: { userinfo: null, host: 'h', port: '80' }, path: '/' }];
    q.authority.port = r.pick([null, '', '80', '8080', '080', String(r.int(70000))]);
    return [p, q];
  },
  opaqueVsHier: (r) => {
    const s = r.pick(['mailto', 'news', 's', 'urn']);
    const x = r.pick(['a@b', 'x/y', 'h', 'a:b', 'a%2Fb', 'é']);
    return [s + ':' + x, s + r.pick([':/', '://', ':///']) + x];
  },
  registryVsServer: (r, p) => {
    p = { ...p, opaque: null, path: p.path?.startsWith('/') ? p.path : '/' };
    const host = r.pick(['a_b', '-a', 'a-', '1.2.3', 'a..b', 'x%41', 'é', 'h:1:2', 'a.1b', 'u@h:x', '']);
    return [
      { ...p, authority: { userinfo: null, host: 'ab', port: r.pick([null, '1']) } },
      { ...p, authority: { userinfo: null, host, port: null } },
    ];
  },
  missingVsEmpty: (r, p) => {
    const q = clone(p);
    const key = q.opaque != null ? 'fragment' : r.pick(['query', 'fragment', 'userinfo', 'port', 'authority', 'path']);
    if (key === 'query' || key === 'fragment') q[key] = q[key] == null ? '' : null;
    else if (key === 'path') q.path = q.path ? '' : '/';
    else if (key === 'authority') q.authority = q.authority ? null : { userinfo: null, host: '', port: null };
    else if (q.authority) q.authority[key] = q.authority[key] == null ? '' : null;
    return [p, q];
  },
  prefix: (r, p) => {
    const s = serialize(p);
    const inEscape = /%[0-9a-fA-F]?$/.test(s.slice(0, -1));
    return [s, r.chance(0.5) || inEscape ? s + r.pick(ALPHA + DIGIT + '/') : s.slice(0, -1) + r.pick(ALPHA + '/')];
  },
  escapeVsDecoded: (r, p) => {
    const c = r.pick('aAz~-_.0');
    const s = serialize(p);
    return [s + c, s + pctByte(r, c.charCodeAt(0))];
  },
  relVsAbs: (r, p) => [p, { ...p, scheme: p.scheme == null ? 'http' : null }],
  mutated: (r, p) => {
    const s = serialize(p);
    return [s, mutate(r, s)];
  },
};

export function comparePairs(seed, count) {
  const r = rng(seed ^ 0x5eed);
  const kinds = Object.keys(PAIR_KINDS);
  const out = FIXED_PAIRS.map(([a, b]) => ({ a, b, kind: 'fixed' })).slice(0, count);
  while (out.length < count) {
    if (r.chance(0.15)) {
      out.push({ a: oneInput(r), b: oneInput(r), kind: 'random' });
      continue;
    }
    const kind = r.pick(kinds);
    const [a, b] = PAIR_KINDS[kind](r, cleanParts(r)).map((x) => (typeof x === 'string' ? x : serialize(x)));
    out.push(r.chance(0.5) ? { a, b, kind } : { a: b, b: a, kind });
  }
  return out;
}

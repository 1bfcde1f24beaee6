// constructors.mjs: seeded argument tuples for java.net.URI's component constructors.
//   constructorTuples(seed, count) -> {args, kind}[]   args.length is 3, 4, 5 or 7 (~25% each);
//                                                      the 7-argument port is an integer
// Half the tuples come from the components of generated URIs, raw or decoded as the getters give
// them (so most are valid); the rest are random tuples built from awkward values for every
// position: null, illegal ASCII, non-ASCII text, bare and bracketed IPv6, odd ports and paths.

import { rng, parts, text, other, scheme } from './generate.mjs';
import * as H from './hosts.mjs';

const ch = (cp) => String.fromCodePoint(cp);

/** Percent-escapes decoded as UTF-8 (bad bytes become U+FFFD), roughly what the getters return. */
export function decode(s) {
  if (s == null) return s;
  return s.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'));
}

const ILLEGAL = [' ', '%', '<', '>', '"', '{', '}', '|', '\\', '^', '`', '#', '?', '/', '@', ':', '[', ']'];

/** Non-ASCII: letters, CJK, emoji, lone surrogates, odd spaces, NEL and C0 controls. */
function nonAscii(r) {
  return r.weighted([
    [4, () => other(r)],
    [2, () => ch(r.chance(0.5) ? r.range(0xd800, 0xdbff) : r.range(0xdc00, 0xdfff))],
    [2, () => ch(r.pick([0xa0, 0x2000, 0x3000, 0x85]))],
    [2, () => ch(r.range(0, 0x1f))],
  ]);
}

const awkward = (r) => (r.chance(0.6) ? r.pick(ILLEGAL) : nonAscii(r));

/** Component text: clean text with 0-2 awkward characters spliced in. */
function messy(r, kind, max) {
  const s = [...text(r, kind, max, 0)];
  for (
    let k = r.weighted([
      [2, 0],
      [3, 1],
      [1, 2],
    ]);
    k > 0;
    k--
  )
    s.splice(r.int(s.length + 1), 0, awkward(r));
  return s.join('');
}

const orNull = (r, p, f) => (r.chance(p) ? null : f());

// ---- random values per position ----

const BAD_SCHEMES = ['', '1a', 'a b', 'é', 'a:b', 'a/b', 'a#', '+x', '-', 'a%41', 'a_b'];
const randScheme = (r) =>
  orNull(r, 0.2, () =>
    r.weighted([
      [6, () => r.pick(['http', 'https', 'ftp', 'file', 's', 'HTTP'])],
      [2, () => scheme(r)],
      [2, () => r.pick(BAD_SCHEMES)],
    ]),
  );

const BARE_V6 = ['::1', 'fe80::1%25eth0', 'fe80::1%eth0', '1:2:3:4:5:6:7:8', '::ffff:1.2.3.4', '::', 'fe80::1%'];
const BRACKETED = ['[::1]', '[fe80::1%eth0]', '[fe80::1%25eth0]', '[::1', '::1]', '[]', '[', '[::1]x', '[v1.x]'];
const randHost = (r) =>
  orNull(r, 0.15, () =>
    r.weighted([
      [3, () => H.host(r, () => text(r, 'reg', 6, 0), true)],
      [1, () => H.ipv4(r)],
      [2, () => (r.chance(0.5) ? r.pick(BARE_V6) : H.ipv6(r))],
      [2, () => (r.chance(0.6) ? r.pick(BRACKETED) : '[' + H.ipv6(r) + ']')],
      [1, () => r.pick(['a_b', 'a_b.c', '_', 'x_.y'])],
      [1, ''],
      [1, () => H.host(r, () => text(r, 'reg', 6, 0.3))],
      [1, () => messy(r, 'reg', 6)],
    ]),
  );

const PORTS = [-1, 0, 80, 65535, 70000, -5, 2147483647, -2147483648];
const randPort = (r) =>
  r.weighted([
    [4, -1],
    [4, () => r.pick(PORTS)],
    [1, () => r.int(70000)],
  ]);

const PATHS = [
  '',
  '/',
  '/a/b',
  'a/b',
  '//a/b',
  '//',
  '/a b',
  '/%41',
  '/%zz',
  '/é',
  './a:b',
  'a:b',
  '/a/../b',
  '..',
  '/[x]',
  '/a?b#c',
];
const segs = (r) => r.rep(r.range(1, 3), () => '/' + text(r, 'seg', 5, 0));
const randPath = (r) =>
  orNull(r, 0.15, () =>
    r.weighted([
      [3, () => r.pick(PATHS)],
      [3, () => segs(r)],
      [2, () => text(r, 'seg', 5, 0) + segs(r)],
      [3, () => '/' + messy(r, 'seg', 6)],
      [1, () => messy(r, 'seg', 6)],
    ]),
  );

const randText = (r, pNull) =>
  orNull(r, pNull, () =>
    r.weighted([
      [1, ''],
      [3, () => text(r, 'query', 8, 0)],
      [4, () => messy(r, 'query', 8)],
    ]),
  );

const USERINFO = ['', 'u', 'u:p', 'a@b', '[x]', 'a b', 'ü', '%41', ':'];
const randUserInfo = (r) =>
  orNull(r, 0.5, () =>
    r.weighted([
      [2, () => r.pick(USERINFO)],
      [2, () => text(r, 'userinfo', 5, 0)],
      [2, () => messy(r, 'userinfo', 5)],
    ]),
  );

const AUTHORITIES = [
  '',
  'h',
  'h:80',
  'u@h:80',
  '[::1]',
  '[::1]:80',
  '[::1',
  '[::1:80',
  '[',
  '[]',
  '[::1]x',
  'u@[::1]:8',
  'a_b:8',
  'h:x',
  'h:',
  ':80',
  '@h',
  '[fe80::1%eth0]',
  '[fe80::1%25eth0]:1',
  '::1',
  'h:1:2',
  '[v1.x]',
];
const randAuthority = (r) =>
  orNull(r, 0.2, () =>
    r.weighted([
      [3, () => r.pick(AUTHORITIES)],
      [
        3,
        () =>
          (r.chance(0.3) ? H.userinfo(r, () => text(r, 'userinfo', 4, 0)) + '@' : '') +
          H.host(r, () => text(r, 'reg', 6, 0)) +
          (r.chance(0.3) ? ':' + H.port(r) : ''),
      ],
      [2, () => messy(r, 'reg', 8)],
    ]),
  );

const SSPS = [
  '',
  '//h/p',
  '//[::1]',
  '//[::1]/p',
  '//[::1',
  '//[::1:80/x',
  '//[',
  '//[]',
  '//[v1.x]',
  '//u@[::1]:80/p?q',
  '//h',
  '//',
  '/p',
  'p',
  'a b',
  'a#b',
  'a?b',
  'x:y',
  '//h/a b',
  '//[::1]x',
  '//[fe80::1%eth0]/',
  '//a_b/',
];
const randSsp = (r) =>
  orNull(r, 0.15, () =>
    r.weighted([
      [3, () => r.pick(SSPS)],
      [2, () => text(r, 'ssp', 10, 0)],
      [3, () => messy(r, 'ssp', 10)],
      [1, () => '//' + messy(r, 'reg', 6) + segs(r)],
    ]),
  );

const RANDOM = {
  3: (r) => [randScheme(r), randSsp(r), randText(r, 0.5)],
  4: (r) => [randScheme(r), randHost(r), randPath(r), randText(r, 0.5)],
  5: (r) => [randScheme(r), randAuthority(r), randPath(r), randText(r, 0.4), randText(r, 0.5)],
  7: (r) => [randScheme(r), randUserInfo(r), randHost(r), randPort(r), randPath(r), randText(r, 0.4), randText(r, 0.5)],
};

// ---- tuples from the components of a generated URI ----

function portNumber(p) {
  return p != null && /^[0-9]{1,10}$/.test(p) && Number(p) <= 2147483647 ? Number(p) : -1;
}

function fromParts(r, form, p, d) {
  const a = p.authority;
  const authority = a
    ? (a.userinfo != null ? a.userinfo + '@' : '') + a.host + (a.port != null ? ':' + a.port : '')
    : null;
  const opaque = p.opaque != null;
  const ssp = opaque ? p.opaque : (a ? '//' + authority : '') + p.path + (p.query != null ? '?' + p.query : '');
  const path = opaque ? null : p.path;
  const query = opaque ? null : p.query;
  switch (form) {
    case 3:
      return [p.scheme, d(ssp), d(p.fragment)];
    case 4:
      return [p.scheme, d(a?.host ?? null), d(path), d(p.fragment)];
    case 5:
      return [p.scheme, d(authority), d(path), d(query), d(p.fragment)];
    default:
      return [
        p.scheme,
        d(a?.userinfo ?? null),
        d(a?.host ?? null),
        portNumber(a?.port),
        d(path),
        d(query),
        d(p.fragment),
      ];
  }
}

export function constructorTuples(seed, count) {
  const r = rng(seed ^ 0xc0de);
  const out = [];
  while (out.length < count) {
    const form = r.pick([3, 4, 5, 7]);
    if (r.chance(0.45)) {
      const raw = r.chance(0.5);
      const args = fromParts(r, form, parts(r, r.chance(0.7) ? 0 : 0.1), raw ? (s) => s : decode);
      out.push({ args, kind: raw ? 'getters-raw' : 'getters-decoded' });
    } else {
      out.push({ args: RANDOM[form](r), kind: 'random' });
    }
  }
  return out;
}

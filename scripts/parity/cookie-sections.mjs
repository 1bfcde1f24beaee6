// cookie-sections.mjs: what the parity run (and scripts/cookie-fixtures.mjs) asks CookieOracle.java and our
// HttpCookie, CookieManager and CookiePolicy.
//   planCookie(seed, count) -> requests {op, args, kind, label, fixed?}
// Sections, with the inputs of cookie-generate.mjs, each from its own seed:
//   parse          count/4 headers (the fixed edges first)
//   expires        count/4 Expires values, each as `a=b; expires=VALUE`
//   cookie         count/20 names through new HttpCookie, and count/20 setter sequences
//   equals         count/20 pairs of cookies
//   domainMatches  count/10 (domain, host) pairs
//   policy         count/40 (policy, uri, cookie) triples
//   scenario       count/20 CookieManager scenarios (the fixed ones first: OpenJDK's tests' inputs)
// so `count` asks about 0.7 * count operations; before them all, the inputs of OpenJDK's and Android libcore's
// tests (peer-inputs.mjs), each request marked with its `peer` file.

import { asciiJson } from './jdk.mjs';
import { cut } from './tally.mjs';
import { rng } from './generate.mjs';
import { headers, dates, names, domainPairs, scenarios, FIXED_HEADERS, FIXED_DATES } from './cookie-generate.mjs';
import { peerRequests } from './peer-inputs.mjs';

export const COOKIE_SECTIONS = ['parse', 'expires', 'cookie', 'equals', 'domainMatches', 'policy', 'scenario'];

const q = (s, n = 160) => cut(asciiJson(s), n);

/** Scenarios from the inputs of OpenJDK's CookieManager tests (B6644726, CookieManagerTest), as inputs only. */
export const FIXED_SCENARIOS = [
  [
    'ACCEPT_ALL',
    [
      [
        'put',
        'http://www.s1.sun.com/dir/foo/doc.html',
        [
          [
            'Set-Cookie',
            [
              'myCookie1=foo',
              'myCookie2=bar; path=/dir; expires=Fri, 19 Aug 4242 16:00:00 GMT',
              'myCookie3=test; path=/dir; expires=Fri Aug 19 4242 16:00:00 GMT-0100',
              'myCookie4=test; domain=.sun.com; path=/dir/foo',
            ],
          ],
        ],
      ],
      ['put', 'https://www.s1.sun.com/dir/foo/index.html', [['Set-Cookie', ['myCookie5=test; secure']]]],
      ['cookies'],
      ['get', 'http://www.s2.sun.com/dir/foo/doc2.html', []],
      ['get', 'https://www.s1.sun.com/dir/foo/index.html', []],
      ['get', 'http://www.s1.sun.com/dir/foo/doc.html', []],
      ['put', 'http://www.sun.com/', [['Set-Cookie', ['myCookie6=foo']]]],
      ['get', 'http://www.sun.com', []],
      ['put', 'http://www.sun.com', [['Set-Cookie', ['myCookie7=foo']]]],
      ['get', 'http://www.sun.com/', []],
      [
        'put',
        'http://www.sun.com/',
        [
          [
            'Set-Cookie',
            ['myCookie8=porttest; port', 'myCookie9=porttest; port="80,8000"', 'myCookie10=porttest; port="8000"'],
          ],
        ],
      ],
      ['cookies'],
      ['get', 'http://www.sun.com:80/', []],
      ['get', 'http://www.sun.com:8000/', []],
      ['removeAll'],
      ['put', 'http://www.sun.com/', [['Set-Cookie', ['myCookie11=httpOnlyTest; httpOnly']]]],
      ['get', 'http://www.sun.com/', []],
      ['get', 'javascript://www.sun.com/', []],
      ['uris'],
    ],
  ],
  [
    'ACCEPT_ORIGINAL_SERVER',
    [
      [
        'put',
        'http://127.0.0.1:8080/',
        [['Set-Cookie', ['CUSTOMER=WILE:BOB; path=/; expires=Sat, 09-Nov-2030 23:12:40 GMT;domain=.127.0.0.1']]],
      ],
      [
        'put',
        'http://127.0.0.1:8080/',
        [['Set-Cookie', ['PART_NUMBER=ROCKET_LAUNCHER_0001; path=/;domain=.127.0.0.1']]],
      ],
      ['put', 'http://127.0.0.1:8080/', [['Set-Cookie', ['SHIPPING=FEDEX; path=/foo;domain=.127.0.0.1']]]],
      ['get', 'http://127.0.0.1:8080/foo', []],
      ['get', 'http://127.0.0.1:8080/', []],
      ['cookies'],
    ],
  ],
  [
    'ACCEPT_ORIGINAL_SERVER',
    [
      [
        'put',
        'http://localhost:8080/acme/login',
        [['Set-Cookie2', ['Customer="WILE_E_COYOTE"; Version="1"; Path="/acme";domain=.localhost']]],
      ],
      [
        'put',
        'http://a.localhost:8080/acme/login',
        [['Set-Cookie2', ['Customer="WILE_E_COYOTE"; Version="1"; Path="/acme";domain=.localhost']]],
      ],
      ['get', 'http://a.localhost:8080/acme/pickitem', []],
    ],
  ],
  [
    'ACCEPT_ALL',
    [
      [
        'put',
        'http://127.0.0.1:8080/acme/login',
        [['Set-Cookie2', ['Customer="WILE_E_COYOTE"; Version="1"; Path="/acme"']]],
      ],
      [
        'put',
        'http://127.0.0.1:8080/acme/pickitem',
        [['Set-Cookie2', ['Part_Number="Rocket_Launcher_0001"; Version="1";Path="/acme"']]],
      ],
      [
        'put',
        'http://127.0.0.1:8080/acme/shipping',
        [['Set-Cookie2', ['Shipping="FedEx"; Version="1"; Path="/acme"']]],
      ],
      ['get', 'http://127.0.0.1:8080/acme/shipping', []],
      [
        'put',
        'http://127.0.0.1:8080/acme',
        [['Set-Cookie2', ['Part_Number="Rocket_Launcher_2000"; Version="1"; Path="/acme"']]],
      ],
      ['tick'],
      [
        'put',
        'http://127.0.0.1:8080/acme/ammo',
        [['Set-Cookie2', ['Part_Number="Riding_Rocket_0023"; Version="1"; Path="/acme/ammo"']]],
      ],
      ['get', 'http://127.0.0.1:8080/acme/ammo', []],
      ['uris'],
    ],
  ],
  [null, [['put', null, []]]],
  [null, [['put', 'http://a.b/', null]]],
  [null, [['get', null, []]]],
  [null, [['get', 'http://a.b/', null]]],
  [null, [['put', 'mailto:a@b.c', [['Set-Cookie', ['a=b']]]]]],
  [null, [['put', 'http://a.b/', [['Set-Cookie', null]]]]],
  [null, [['storeGet', null]]],
  [null, [['add', null, null]]],
  [null, [['add', null, 'a=b; Domain=.x.org'], ['storeGet', 'http://a.x.org/'], ['uris'], ['cookies']]],
];

/** Setter sequences for `new HttpCookie(name, value)` and its getters. */
function setterSteps(r) {
  const pick = () =>
    r.weighted([
      [1, () => ['setComment', r.pick(['c', null, ''])]],
      [1, () => ['setCommentURL', r.pick(['http://x/', null])]],
      [1, () => ['setDiscard', r.chance(0.5)]],
      [2, () => ['setDomain', r.pick(['.Example.COM', 'x.org', null, '', '\u0130.com', '.LOCAL'])]],
      [2, () => ['setMaxAge', r.pick([-1, 0, 1, 60, -5, 2147483648])]],
      [2, () => ['setPath', r.pick(['/', '/a', null, '', 'x'])]],
      [1, () => ['setPortlist', r.pick(['80', '', null, '80,443'])]],
      [1, () => ['setSecure', r.chance(0.5)]],
      [1, () => ['setHttpOnly', r.chance(0.5)]],
      [1, () => ['setValue', r.pick(['v', null, '', '"q"'])]],
      [2, () => ['setVersion', r.pick([0, 1, 2, -1])]],
      [1, () => ['hasExpired']],
    ]);
  return Array.from({ length: r.range(0, 5) }, pick);
}

const COOKIE_NAMES = ['a', 'A', 'id', 'ID', 'x', 'Σσ'];

export function planCookie(seed, count) {
  const share = (d) => Math.max(1, Math.floor(count / d));
  const salted = (k) => (seed ^ (0x434f4f00 + k)) >>> 0; // "COO" and the section
  const r = rng(salted(9));
  const spec = () => [r.pick(COOKIE_NAMES), r.pick(['v', null]), setterSteps(r)];
  const fixedHeaders = new Set(FIXED_HEADERS);
  const fixedDates = new Set(FIXED_DATES);
  return [
    ...peerRequests(COOKIE_SECTIONS.filter((s) => s !== 'expires')),
    ...headers(salted(1), share(4)).map((h) => ({
      op: 'parse',
      args: [h],
      kind: 'header',
      label: q(h),
      fixed: fixedHeaders.has(h),
    })),
    ...dates(salted(2), share(4)).map((d) => ({
      op: 'parse',
      args: ['a=b; expires=' + d],
      section: 'expires',
      kind: 'expires',
      label: q(d),
      fixed: fixedDates.has(d),
    })),
    ...names(salted(3), share(20)).map((n) => ({ op: 'cookie', args: [n, 'v', []], kind: 'name', label: q(n) })),
    ...Array.from({ length: share(20) }, () => {
      const [n, v, steps] = spec();
      return { op: 'cookie', args: [n, v, steps], kind: 'setters', label: q([n, v, steps]) };
    }),
    ...Array.from({ length: share(20) }, () => {
      const a = spec();
      const b = r.chance(0.5) ? [a[0].toUpperCase(), 'w', a[2]] : spec();
      return { op: 'equals', args: [a, b], kind: 'equals', label: q([a, b]) };
    }),
    ...domainPairs(salted(4), share(10)).map((p) => ({ op: 'domainMatches', args: p, kind: 'domain', label: q(p) })),
    ...Array.from({ length: share(40) }, () => {
      const policy = r.pick(['ACCEPT_ALL', 'ACCEPT_NONE', 'ACCEPT_ORIGINAL_SERVER']);
      const u = r.pick([null, 'http://a.example.com/', 'http://localhost/', 'mailto:x@y', 'http://[::1]/']);
      const c = r.chance(0.1)
        ? null
        : ['a', 'v', [['setDomain', r.pick(['.example.com', 'a.example.com', 'localhost.local', null])]]];
      return { op: 'policy', args: [policy, u, c], kind: 'policy', label: q([policy, u, c]) };
    }),
    ...[...FIXED_SCENARIOS, ...scenarios(salted(5), share(20))].map((s, i) => ({
      op: 'scenario',
      args: s,
      kind: 'scenario',
      label: `#${i} ${q(s, 200)}`,
      fixed: i < FIXED_SCENARIOS.length,
    })),
  ];
}

// peer-inputs.mjs: the INPUT VALUES of OpenJDK's and Android libcore's tests of HttpCookie, CookieManager,
// CookieStore, CookiePolicy and InetSocketAddress, as data only: header strings, cookie names and setter
// values, (domain, host) pairs, URIs and header maps, host names and ports. None of those tests' code and none
// of their expected values is here: the parity run asks JDK 25 for every answer (scripts/jdk/CookieOracle.java,
// SocketAddressOracle.java) and compares ours with it; `--write-fixtures` writes the JDK's answers to
// spec/fixtures/peers-cookie.json and peers-isa.json, which spec/peers.spec.ts checks.
//   PEER_GROUPS   one group per test file: {repo, commit, path, ...ops}, each op a list of argument lists in
//                 the oracle's form (cookie-sections.mjs, isa-run.mjs): parse [header], cookie [name, value,
//                 steps], equals [specA, specB], domainMatches [domain, host], policy [name, uri, spec],
//                 scenario [policy, steps]; isaHost and isaUnresolved [host, port], isaAddress [term, port],
//                 isaPort [port], isaEquals [makerA, makerB]
//   PEER_SKIPPED  what those files test that is not asked, and why
//   peerRequests(ops)   the requests of the groups for the given ops, in order, each {op, args, kind, label,
//                 peer: 'repo path'}
// A test that builds a value at run time (a date from the clock, the machine's address, a server's port) is
// taken with a fixed value in its place, as its note says. Each Java string is written with the same escapes.

import { asciiJson } from './jdk.mjs';
import { cut } from './tally.mjs';

const OPENJDK = 'openjdk/jdk';
/** A copy of openjdk/jdk's tree where the search index holds no openjdk/jdk copy of the file. */
const OPENJDK_COPY = 'gitarcode-test/jdk';
const OPENJDK_OLD = 'unofficial-openjdk/openjdk';
/** Android 7.1.1 (android-7.1.1_r4): the libcore of the ojluni java.net, with the luni and harmony tests. */
const LIBCORE = 'CyanogenMod/android_libcore';
const LIBCORE_COMMIT = 'd34cbe91d388e6a8385616b7e77a7f1811c626ee';

/** A cookie spec for new HttpCookie(name, value) with setters: [name, value, steps]. */
const spec = (name, value, ...steps) => [name, value, steps];
/** new HttpCookie(name, value) then setDomain(domain) and setPath(path), as libcore's createCookie. */
const created = (name, value, domain, path) => spec(name, value, ['setDomain', domain], ['setPath', path]);
const setCookie = (...values) => [['Set-Cookie', values]];
/** Long.MAX_VALUE and Long.MIN_VALUE, asked as the widest integers a JavaScript number holds exactly. */
const LONG_MAX = Number.MAX_SAFE_INTEGER;
const LONG_MIN = -Number.MAX_SAFE_INTEGER;

// ---- CookieManagerTest: its six sessions, each on a new manager, with the loopback 127.0.0.1 as the test's
// host and 8080 as its server's port; each response is put at the URI of the request that got it (a
// redirect's), and the next request's URI is then asked with get.
const CMT = (path) => `http://127.0.0.1:8080${path}`;
function session(policy, exchanges) {
  const steps = [];
  exchanges.forEach(([token, cookie, path], i) => {
    steps.push(['put', CMT(i === 0 ? path : exchanges[i - 1][2]), [[token, [cookie]]]]);
    steps.push(['get', CMT(path), []]);
  });
  return [policy, [...steps, ['cookies'], ['uris']]];
}
const D = 'domain=.127.0.0.1';
const CMT_SESSIONS = [
  session('ACCEPT_ORIGINAL_SERVER', [
    ['Set-Cookie', `CUSTOMER=WILE:BOB; path=/; expires=Sat, 09-Nov-2030 23:12:40 GMT;${D}`, '/'],
    ['Set-Cookie', `PART_NUMBER=ROCKET_LAUNCHER_0001; path=/;${D}`, '/'],
    ['Set-Cookie', `SHIPPING=FEDEX; path=/foo;${D}`, '/'],
    ['Set-Cookie', `SHIPPING=FEDEX; path=/foo;${D}`, '/foo'],
  ]),
  session('ACCEPT_ORIGINAL_SERVER', [
    ['Set-Cookie', `PART_NUMBER=ROCKET_LAUNCHER_0001; path=/;${D}`, '/'],
    ['Set-Cookie', `PART_NUMBER=RIDING_ROCKET_0023; path=/ammo;${D}`, '/ammo'],
  ]),
  session('ACCEPT_ORIGINAL_SERVER', [
    ['Set-Cookie2', `Customer="WILE_E_COYOTE"; Version="1"; Path="/acme";${D}`, '/acme/login'],
    ['Set-Cookie2', `Part_Number="Rocket_Launcher_0001"; Version="1";Path="/acme";${D}`, '/acme/pickitem'],
    ['Set-Cookie2', `Shipping="FedEx"; Version="1"; Path="/acme";${D}`, '/acme/shipping'],
  ]),
  session('ACCEPT_ORIGINAL_SERVER', [
    ['Set-Cookie2', `Part_Number="Rocket_Launcher_0001"; Version="1"; Path="/acme";${D}`, '/acme/ammo'],
    ['Set-Cookie2', `Part_Number="Riding_Rocket_0023"; Version="1"; Path="/acme/ammo";${D}`, '/acme/ammo'],
    ['', '', '/acme/parts'],
  ]),
  session('ACCEPT_ORIGINAL_SERVER', [
    ['Set-Cookie2', `Part_Number="Rocket_Launcher_0001"; Version="1"; Path="/acme";${D}`, '/acme'],
    ['Set-Cookie2', `Part_Number="Rocket_Launcher_2000"; Version="1"; Path="/acme";${D}`, '/acme'],
  ]),
  session('ACCEPT_ALL', [
    ['Set-Cookie2', 'Customer="WILE_E_COYOTE"; Version="1"; Path="/acme"', '/acme/login'],
    ['Set-Cookie2', 'Part_Number="Rocket_Launcher_0001"; Version="1";Path="/acme"', '/acme/pickitem'],
    ['Set-Cookie2', 'Shipping="FedEx"; Version="1"; Path="/acme"', '/acme/shipping'],
  ]),
];

// ---- ExpiredCookieTest: the four cookies it formats in each of HttpCookie's six date patterns (dates of
// 1970, 1969, 2070 and 2069, as SimpleDateFormat writes them in GMT), each set put on a new manager.
const EXPIRED_SETS = [
  [
    'Thu, 09-Jul-70 10:10:01 GMT',
    'Wed, 09-Jul-69 10:10:02 GMT',
    'Wed, 09-Jul-70 10:10:03 GMT',
    'Tue, 09-Jul-69 10:10:04 GMT',
  ],
  [
    'Thu, 09 Jul 70 10:10:01 GMT',
    'Wed, 09 Jul 69 10:10:02 GMT',
    'Wed, 09 Jul 70 10:10:03 GMT',
    'Tue, 09 Jul 69 10:10:04 GMT',
  ],
  [
    'Thu Jul 09 70 10:10:01 GMT+0000',
    'Wed Jul 09 69 10:10:02 GMT+0000',
    'Wed Jul 09 70 10:10:03 GMT+0000',
    'Tue Jul 09 69 10:10:04 GMT+0000',
  ],
  [
    'Thu, 09-Jul-1970 10:10:01 GMT',
    'Wed, 09-Jul-1969 10:10:02 GMT',
    'Wed, 09-Jul-2070 10:10:03 GMT',
    'Tue, 09-Jul-2069 10:10:04 GMT',
  ],
  [
    'Thu, 09 Jul 1970 10:10:01 GMT',
    'Wed, 09 Jul 1969 10:10:02 GMT',
    'Wed, 09 Jul 2070 10:10:03 GMT',
    'Tue, 09 Jul 2069 10:10:04 GMT',
  ],
  [
    'Thu Jul 09 1970 10:10:01 GMT+0000',
    'Wed Jul 09 1969 10:10:02 GMT+0000',
    'Wed Jul 09 2070 10:10:03 GMT+0000',
    'Tue Jul 09 2069 10:10:04 GMT+0000',
  ],
].map((dates) => [
  'ACCEPT_ALL',
  [
    ['put', 'http://127.0.0.1/', setCookie(...dates.map((d, i) => `TEST${i + 1}=TEST${i + 1}; Path=/; Expires=${d}`))],
    ['cookies'],
  ],
]);

// ---- MaxAgeExpires (and its white-box twin): the Expires and max-age pairs it builds.
const maxAgeExpires = (maxAge, expires) =>
  `Set-Cookie: name=value${expires === null ? '' : '; expires=' + expires}${maxAge === -1 ? '' : '; max-age=' + maxAge}`;

// ---- libcore's HttpCookieTest: the names new HttpCookie must refuse, and the headers parse must refuse.
const REFUSED_NAMES = [
  '',
  'harmony,',
  'harmony;',
  '$harmony',
  'n\tame',
  'n\rame',
  'n\r\name',
  'Comment',
  'CommentURL',
  'Domain',
  'Discard',
  'Max-Age',
  '  Path     ',
  'Port  ',
  'SeCure',
  'VErsion',
  'expires',
  'na\u0085me',
  '\u2028me',
  'na\u2029me',
  '\u007f',
];
const INVALID_HEADERS = [
  'invalid cookie name',
  'Set-Cookie2:',
  'name',
  '$name=',
  'Set-Cookie2:$name=',
  'Set-Cookie:$',
  'Set-Cookie',
  'Set-Cookie:n,ame=',
  'Set-Cookie2:n\name=',
  'Set-Cookie2:n,ame=',
  'Set-Cookie2:n\tame=',
  'Set-Cookie2:n\rame=',
  'Set-Cookie2:n\r\name=',
  'Set-Cookie2:na\u0085me=',
  'Set-Cookie2:na\u2028me=',
  'Set-Cookie2:na\u2029me=',
  'Set-Cookie2:=',
  'Set-Cookie2:name=tes,t',
  'Set-Cookie2:COmmentURL="lala"',
  'Set-Cookie2:val,ue',
  'Set-Cookie2:name=test;comMent=sent,ence',
  'Set-Cookie2:name=test;comMentUrL=u,rl',
  'Set-Cookie2:name=test;Discard=fa,lse',
  'Set-Cookie2:name=test;Disc,ard',
  'Set-Cookie2:name=test;Domain=u,rl',
  'Set-Cookie2:name=test;Path=pa,th',
  'Set-Cookie2:name=test;Secure=se,cure',
  'Set-Cookie2:name=test;se,cure',
  'Set-Cookie2:name=test;Max-Age=se,cure',
  'Set-Cookie2:name=test;Max-Age=',
  'Set-Cookie2:name=test;Max-Age=max-age',
  'Set-Cookie2:name=test;Max-Age=1000.0',
];
/** checkValidValue(header, value): the header parse reads. */
const validValue = (header, value) => `${header}name=${value};`;

// ---- libcore's CookieStore tests (AbstractCookiesTest), on the manager's own store (a new CookieManager
// with a null policy); cookies are made once ("make") and the same objects added, changed and removed.
const store = (...steps) => [null, steps];
const STORE_SCENARIOS = [
  // testCookieStoreNullUris
  store(
    ['make', 0, created('a', 'android', '.android.com', '/source')],
    ['make', 1, created('b', 'banana', 'code.google.com', '/p/android')],
    ['addMade', null, 0],
    ['cookies'],
    ['addMade', null, 1],
    ['cookies'],
    ['storeGet', null],
    ['uris'],
    ['removeMade', null, 0],
    ['cookies'],
    ['removeAll'],
    ['uris'],
    ['cookies'],
  ),
  // testCookieStoreRemoveAll
  store(
    ['make', 0, spec('a', 'android')],
    ['addMade', 'http://code.google.com/', 0],
    ['removeAll'],
    ['uris'],
    ['cookies'],
    ['removeAll'],
  ),
  // testCookieStoreAddAcceptsConflictingUri
  store(
    ['make', 0, created('a', 'android', '.android.com', '/source/')],
    ['addMade', 'http://google.com/source/', 0],
    ['cookies'],
  ),
  // testCookieStoreRemoveRequiresUri
  store(
    ['make', 0, spec('a', 'android')],
    ['addMade', 'http://android.com/source/', 0],
    ['removeMade', 'http://code.google.com/', 0],
    ['cookies'],
  ),
  // testCookieStoreUri*: the URI a cookie is kept under
  ...[
    'https://a.com/',
    'http://jesse:secret@a.com/',
    'http://b.com/',
    'http://a.com:443/',
    'http://a.com/a/',
    'http://a.com/a/foo#fragment',
    'http://a.com/a/foo?query=value',
  ].map((u) => store(['make', 0, spec('a', 'android')], ['addMade', u, 0], ['uris'], ['cookies'])),
  // testCookieStoreGet
  store(
    ['make', 0, created('a1', 'android', 'a.com', '/path1')],
    ['make', 1, created('a2', 'android', 'a.com', '/path2')],
    ['make', 2, spec('a3', 'android', ['setDomain', 'a.com'], ['setPath', '/path3'], ['setSecure', true])],
    ['make', 3, created('a4', 'android', 'a.com', '/path4')],
    ['make', 4, created('b1', 'android', 'b.com', '/path5')],
    ['addMade', 'http://a.com:443/path1', 0],
    ['addMade', 'http://a.com:8080/path2', 1],
    ['addMade', 'https://a.com:443/path3', 2],
    ['addMade', 'https://a.com:443/path4', 3],
    ['addMade', 'https://b.com:8080/path5', 4],
    ['storeGet', 'http://a.com:443/anypath'],
    ['storeGet', 'http://a.com:8080/anypath'],
    ['storeGet', 'https://a.com/anypath'],
    ['storeGet', 'http://a.com/anypath'],
  ),
  // testCookieStoreGetWithPort
  store(
    ['make', 0, spec('theme', 'light', ['setDomain', 'a.com'])],
    ['addMade', 'http://a.com:12345', 0],
    ['storeGet', 'http://a.com:12345/path1'],
    ['storeGet', 'http://a.com/path1'],
  ),
  // testCookieStoreGetWithSecure
  store(
    ['make', 0, spec('theme', 'light', ['setDomain', 'a.com'], ['setPath', '/path'], ['setSecure', true])],
    ['addMade', 'https://a.com/path', 0],
    ['storeGet', 'http://a.com/path'],
    ['storeGet', 'https://a.com/path'],
  ),
  // testCookieStoreEviction
  store(
    ['make', 0, created('theme', 'light', 'a.com', '/')],
    ['addMade', 'http://a.com/', 0],
    ['make', 1, created('sid', 'mysid', 'a.com', '/')],
    ['addMade', 'http://a.com/', 1],
    ['make', 2, created('theme', 'dark', 'a.com', '/')],
    ['addMade', 'http://a.com/', 2],
    ['storeGet', 'http://a.com/'],
    ['make', 3, created('sid', 'mynewsid', 'A.cOm', '/')],
    ['addMade', 'http://a.com/', 3],
    ['storeGet', 'http://a.com/'],
  ),
  // test_add_LURI_LHttpCookie
  store(
    ['make', 0, spec('name1', 'value1', ['setDiscard', true])],
    ['addMade', null, 0],
    ['addMade', 'http://harmony.test.unit.org', null],
    ['addMade', null, null],
    ['addMade', 'http://harmony.test.unit.org', 0],
    ['storeGet', 'http://harmony.test.unit.org'],
    ['make', 1, spec('  NaME1   ', '  TESTVALUE1   ')],
    ['addMade', 'http://harmony.test.unit.org', 1],
    ['storeGet', 'http://harmony.test.unit.org'],
    ['make', 2, created('name1', 'value1', 'domain', 'Path')],
    ['addMade', 'http://harmony.test.unit.org', 2],
    ['storeGet', 'http://harmony.test.unit.org'],
    ['make', 3, spec('NaME2', 'VALUE2')],
    ['addMade', 'http://.test.unit.org', 3],
    ['storeGet', 'http://.test.unit.org'],
    ['cookies'],
    ['make', 4, spec('cookie4', 'value4', ['setMaxAge', -2], ['hasExpired'])],
    ['addMade', 'http://.test.unit.org', 4],
    ['cookies'],
    ['removeMade', 'http://.test.unit.org', 4],
    [
      'set',
      4,
      [
        ['setMaxAge', 3000],
        ['setDomain', 'domain'],
        ['setPath', 'path'],
      ],
    ],
    ['addMade', 'http://.test.unit.org', 4],
    ['storeGet', 'http://.test.unit.org'],
    ['addMade', 'http://harmony.test.unit.org', 4],
    ['storeGet', 'http://harmony.test.unit.org'],
    ['storeGet', 'http://.test.unit.org'],
    ['cookies'],
    ['make', 5, spec('cookie5', 'value5')],
    ['addMade', 'bad_url', 5],
    ['storeGet', 'bad_url'],
  ),
  // test_get_LURI
  store(
    ['storeGet', null],
    ['storeGet', 'http://get.uri1.test.org'],
    ['make', 1, spec('cookie_name1', 'cookie_value1')],
    ['make', 2, spec('cookie_name2', 'cookie_value2')],
    ['addMade', 'http://get.uri1.test.org', 1],
    ['addMade', 'http://get.uri1.test.org', 2],
    ['make', 3, spec('cookie_name3', 'cookie_value3')],
    ['addMade', 'http://get.uri2.test.org', 3],
    ['storeGet', 'http://get.uri1.test.org'],
    ['storeGet', 'http://get.uri2.test.org'],
    ['make', 4, spec('cookie_name4', 'cookie_value4', ['setDomain', '.uri1.test.org'])],
    ['addMade', 'http://get.uri2.test.org', 4],
    ['storeGet', 'http://get.uri1.test.org'],
    ['addMade', 'http://get.uri1.test.org', 4],
    ['storeGet', 'http://get.uri1.test.org'],
    ['storeGet', 'http://get.uri2.test.org'],
    ['make', 5, spec('cookie_name5', 'cookie_value5', ['setMaxAge', -333], ['hasExpired'])],
    ['addMade', 'http://get.uri1.test.org', 5],
    ['storeGet', 'http://get.uri1.test.org'],
    ['removeMade', 'http://get.uri1.test.org', 5],
    ['cookies'],
    ['set', 4, [['setMaxAge', -123]]],
    ['storeGet', 'http://get.uri1.test.org'],
    ['cookies'],
    ['make', 6, spec('cookie_name6', 'cookie_value6', ['setMaxAge', -2], ['setDomain', '.uri1.test.org'])],
    ['addMade', 'http://get.uri2.test.org', 6],
    ['storeGet', 'http://get.uri1.test.org'],
    ['removeMade', null, 6],
    ['storeGet', 'http://get.uri3.test.org'],
    ['storeGet', 'invalid_uri'],
  ),
  // test_getCookies
  store(
    ['cookies'],
    ['make', 1, spec('cookie_name', 'cookie_value')],
    ['addMade', 'http://getcookies1.test.org', 1],
    ['cookies'],
    ['make', 2, spec('cookie_name2', 'cookie_value2')],
    ['addMade', 'http://getcookies2.test.org', 2],
    ['cookies'],
    ['addMade', 'http://getcookies2.test.org', 1],
    ['cookies'],
    ['make', 3, spec('cookie_name3', 'cookie_value3', ['setMaxAge', -1357])],
    ['addMade', 'http://getcookies1.test.org', 3],
    ['cookies'],
  ),
  // test_getURIs
  store(
    ['uris'],
    ['make', 1, spec('cookie_name1', 'cookie_value1')],
    ['addMade', 'http://geturis1.test.com', 1],
    ['uris'],
    ['make', 2, spec('cookie_name2', 'cookie_value2')],
    ['addMade', 'http://geturis1.test.com', 2],
    ['uris'],
    ['addMade', 'http://geturis2.test.com', 2],
    ['uris'],
  ),
  // test_remove_LURI_LHttpCookie
  store(
    ['make', 1, spec('cookie_name1', 'cookie_value1')],
    ['removeMade', 'http://remove1.test.com', null],
    ['removeMade', 'http://remove1.test.com', 1],
    ['removeMade', null, 1],
    ['addMade', 'http://remove1.test.com', 1],
    ['make', 2, spec('cookie_name2', 'cookie_value2')],
    ['addMade', 'http://remove2.test.com', 2],
    ['removeMade', 'http://remove1.test.com', 1],
    ['removeMade', 'http://remove1.test.com', 1],
    ['uris'],
    ['cookies'],
    ['removeMade', 'http://remove2.test.com', 2],
    ['removeMade', 'http://remove2.test.com', 2],
    ['uris'],
    ['cookies'],
    ['removeAll'],
    ['addMade', 'http://remove1.test.com', 1],
    ['addMade', 'http://remove2.test.com', 2],
    ['make', 3, spec('cookie_name3', 'cookie_value3')],
    ['removeMade', null, 3],
    ['removeMade', null, 1],
    ['removeMade', 'http://remove1.test.com', 1],
    ['removeMade', 'http://remove1.test.com', 1],
    ['uris'],
    ['cookies'],
    ['removeMade', 'http://remove2.test.com', 2],
    ['removeMade', 'http://remove2.test.com', 2],
    ['uris'],
    ['cookies'],
    ['removeAll'],
    ['set', 2, [['setMaxAge', -34857]]],
    ['addMade', 'http://remove2.test.com', 2],
    ['removeMade', 'http://remove2.test.com', 2],
    ['removeMade', 'http://remove2.test.com', 2],
    ['cookies'],
    ['set', 2, [['setMaxAge', 34857]]],
    ['addMade', 'http://remove1.test.com', 1],
    ['addMade', 'http://remove2.test.com', 1],
    ['addMade', 'http://remove2.test.com', 2],
    ['removeMade', 'http://remove1.test.com', 1],
    ['removeMade', 'http://remove1.test.com', 1],
    ['storeGet', 'http://remove2.test.com'],
    ['storeGet', 'http://remove1.test.com'],
    ['removeMade', 'http://remove2.test.com', 2],
    ['removeAll'],
    ['addMade', 'http://remove2.test.com', 2],
    ['addMade', 'http://remove1.test.com', 1],
    ['cookies'],
    ['removeMade', 'http://remove2.test.com', 1],
    ['removeMade', 'http://remove1.test.com', 1],
    ['uris'],
    ['cookies'],
    ['removeAll'],
    ['make', 4, spec('cookie_name4', 'cookie_value4', ['setDomain', '.test.com'])],
    ['set', 2, [['setMaxAge', -34857]]],
    ['set', 3, [['setMaxAge', -22]]],
    ['set', 4, [['setMaxAge', -45]]],
    ['addMade', 'http://remove1.test.com', 1],
    ['addMade', 'http://remove2.test.com', 2],
    ['addMade', 'http://remove3.test.com', 3],
    ['addMade', 'http://test.com', 4],
    ['storeGet', 'http://remove2.test.com'],
    ['removeMade', 'http://remove2.test.com', 2],
    ['removeMade', 'http://remove3.test.com', 3],
    ['removeMade', 'http://test.com', 4],
  ),
  // test_removeAll
  store(
    ['removeAll'],
    ['make', 1, spec('cookie_name1', 'cookie_value1')],
    ['addMade', 'http://removeAll1.test.com', 1],
    ['make', 2, spec('cookie_name2', 'cookie_value2')],
    ['addMade', 'http://removeAll2.test.com', 2],
    ['removeAll'],
    ['uris'],
    ['cookies'],
    ['removeAll'],
  ),
];

// ---- libcore's CookieManager tests (AbstractCookiesTest, CookiesTest, CookiesMCompatibilityTest).
/** test_Put_Get_LURI_LMap's table: [header key, (value, uri)...]; every value goes under its row's key. */
const PUT_GET = [
  [
    'Set-cookie',
    'Set-cookie:PREF=test;path=/;domain=.b.c;',
    'http://a.b.c/',
    'Set-cookie:PREF1=test2;path=/;domain=.beg.com;',
    'http://a.b.c/',
  ],
  ['Set-cookie2', 'Set-cookie2:NAME1=VALUE1;path=/te;domain=.b.c;', 'http://a.b.c/test'],
  [
    'Set-cookie',
    'Set-cookie2:NAME=VALUE;path=/;domain=.beg.com;',
    'http://a.beg.com/test',
    'Set-cookie2:NAME1=VALUE1;path=/;domain=.beg.com;',
    'http://a.beg.com/test',
  ],
  ['Set-cookie2', 'Set-cookie3:NAME=VALUE;path=/;domain=.test.org;', 'http://a.test.org/test'],
  [null, 'Set-cookie3:NAME=VALUE;path=/te;domain=.test.org;', 'http://a.test.org/test'],
  ['Set-cookie2', 'lala', 'http://a.test.org/test'],
];
/** The header map of some rows, and a manager that puts it at each of their URIs, then the gets. */
function putGet(policy, rows, gets, asked = []) {
  const map = rows.map((row) => [row[0], row.filter((_, j) => j % 2 === 1)]);
  const puts = rows.flatMap((row) => row.filter((_, j) => j >= 2 && j % 2 === 0)).map((u) => ['put', u, map]);
  return [policy, [...puts, ...gets.map((u) => ['get', u, asked === null ? map : asked]), ['cookies']]];
}
const MANAGER_SCENARIOS = [
  // testResponseWithMultipleCookieHeaderLines, testDomainDefaulting, testNonMatchingDomainsRejected,
  // testMatchingDomainsAccepted, testPathDefaulting, testNonMatchingPathsRejected, testMatchingPathsAccepted
  ['ACCEPT_ORIGINAL_SERVER', [['put', 'http://android.com', setCookie('a=android', 'b=banana')], ['cookies']]],
  ['ACCEPT_ORIGINAL_SERVER', [['put', 'http://android.com/', setCookie('a=android')], ['cookies']]],
  ['ACCEPT_ORIGINAL_SERVER', [['put', 'http://android.com/', setCookie('a=android;domain=google.com')], ['cookies']]],
  [
    'ACCEPT_ORIGINAL_SERVER',
    [['put', 'http://www.android.com/', setCookie('a=android;domain=.android.com')], ['cookies']],
  ],
  [
    'ACCEPT_ORIGINAL_SERVER',
    [
      ['put', 'http://android.com/foo/bar', setCookie('a=android')],
      ['put', 'http://android.com/', setCookie('b=banana')],
      ['put', 'http://android.com/foo/', setCookie('c=carrot')],
      ['cookies'],
    ],
  ],
  [
    'ACCEPT_ORIGINAL_SERVER',
    [['put', 'http://android.com/foo/bar', setCookie('a=android;path=/baz/bar')], ['cookies']],
  ],
  ['ACCEPT_ORIGINAL_SERVER', [['put', 'http://android.com/foo/bar/', setCookie('a=android;path=/foo')], ['cookies']]],
  // testNoCookieHeaderSentIfNoCookiesMatch
  ['ACCEPT_ORIGINAL_SERVER', [['get', 'http://android.com/foo/bar/', []]]],
  // testCookieManagerGet_schemeChecks, _hostChecks, _portChecks, _pathChecks
  [
    null,
    [
      ['put', 'http://a.com/', setCookie('a1=android')],
      ['put', 'https://a.com/', setCookie('a2=android')],
      ['put', 'https://a.com/', setCookie('a3=android; Secure')],
      ['get', 'http://a.com/', []],
      ['get', 'https://a.com/', []],
    ],
  ],
  [
    null,
    [
      ['put', 'http://a.com/', setCookie('a1=android')],
      ['put', 'http://b.com/', setCookie('b1=android')],
      ['get', 'http://a.com/', []],
      ['get', 'http://b.com/', []],
    ],
  ],
  [
    null,
    [
      ['put', 'http://a.com:443/', setCookie('a1=android')],
      ['put', 'http://a.com:8080/', setCookie('a2=android')],
      ['put', 'http://a.com:8080/', setCookie('a3=android; Port=8080')],
      ['get', 'http://a.com/', []],
      ['get', 'http://a.com:8080/', []],
    ],
  ],
  [
    null,
    [
      ['put', 'http://a.com/', setCookie('a1=android')],
      ['put', 'http://a.com/path1', setCookie('a2=android; Path="/path1"')],
      ['put', 'http://a.com/path2', setCookie('a3=android; Path="/path2"')],
      ['get', 'http://a.com/notpath', []],
      ['get', 'http://a.com/path1', []],
    ],
  ],
  // test_Put_Get_LURI_LMap_exception
  [null, [['get', '', null]]],
  [null, [['get', 'http://www.test.com', null]]],
  [null, [['get', null, null]]],
  [null, [['get', null, []]]],
  [null, [['put', '', null]]],
  [null, [['put', 'http://www.test.com', null]]],
  [null, [['put', null, null]]],
  [null, [['put', null, []]]],
  // test_Put_Get_LURI_LMap: its rows put under their keys (and the map asked back as request headers)
  putGet(null, PUT_GET.slice(0, 2), ['http://a.b.c/', 'http://a.b.c/te']),
  putGet(null, [PUT_GET[2]], ['http://a.beg.com/test']),
  putGet(null, [PUT_GET[3]], ['http://a.test.org/'], null),
  putGet('ACCEPT_ALL', [PUT_GET[4]], ['http://a.test.org/'], null),
  putGet('ACCEPT_NONE', [PUT_GET[3]], ['http://a.test.org/'], null),
  putGet('ACCEPT_ALL', [PUT_GET[5]], ['http://a.test.org/'], null),
  // test_SetCookiePolicy_LCookiePolicy
  [
    null,
    [
      ['policy', 'ACCEPT_NONE'],
      ['put', 'http://a.b.c', []],
      ['get', 'http://a.b.c', []],
      ['policy', 'ACCEPT_ALL'],
      ['put', 'http://b.c.d', [['Set-cookie', ['test=null']]]],
      ['get', 'http://b.c.d', []],
    ],
  ],
];

/** The groups, one per test file. */
export const PEER_GROUPS = [
  {
    repo: OPENJDK_COPY,
    commit: '38850bd69ad230409e95191d9f772efd0fa661de',
    path: 'test/jdk/java/net/CookieHandler/TestHttpCookie.java',
    parse: [
      'set-cookie2: Customer="WILE_E_COYOTE"; Version="1"; Path="/acme"',
      'set-cookie2: Customer = "WILE_E_COYOTE"; Version = "1"; Path = "/acme"',
      'set-cookie2: $Customer = "WILE_E_COYOTE"; Version = "1"; Path = "/acme"',
      'set-cookie2: Customer="WILE_E_COYOTE";Version="1";Path="/acme";Comment="this is a coyote";CommentURL="http://www.coyote.org";Discard;Domain=".coyote.org";Max-Age="3600";Port="80";Secure',
      'Customer="WILE_E_COYOTE";Version="1";Path="/acme";Comment="this is a coyote";CommentURL="http://www.coyote.org";Discard;Domain=".coyote.org";Max-Age="3600";Port="80";Secure',
      '',
      null,
      'Set-Cookie2:Customer="dtftest"; Discard; Secure; Domain=".sun.com"; Max-Age="100"; Version="1";  path="/www"; Port="80"',
      'Set-Cookie2:Customer="dtftest"; Discard; Secure; Domain=".sun.com"; Max-Age="100"; Version="1";  path="/www"; Port="80";Domain=".java.sun.com"; Max-Age="200"; path="/javadoc"; Port="8080"',
      'Set-Cookie2:Customer="dtftest";Discard; Secure; Domain="sun.com"; Max-Age="100";Version="1";  Path="/www"; Port="80,8080"',
      'Set-Cookie2:Customer="developer";Domain="sun.com";Max-Age="100";Path="/www";Port="80,8080";CommentURL="http://www.sun.com/java1,000,000.html"',
      'Set-Cookie2:C1="V1";Domain=".sun1.com";path="/www1";Max-Age="100",C2="V2";Domain=".sun2.com";path="/www2";Max-Age="200"',
      'Set-Cookie2:C1="V1";foobar',
      'set-cookie: CUSTOMER=WILE_E_COYOTE; path=/; expires=Wednesday, 09-Nov-99 23:12:40 GMT',
      'CUSTOMER=WILE_E_COYOTE; path=/; expires=Wednesday, 09-Nov-99 23:12:40 GMT',
      'Set-Cookie: PREF=ID=1eda537de48ac25d:CR=1:TM=1112868587:LM=1112868587:S=t3FPA-mT9lTR3bxU;expires=Sun, 17-Jan-2038 19:14:07 GMT; path=/; domain=.google.com',
      'set-cookie: CUSTOMER=WILE_E_COYOTE; path=/; expires=Wednesday, 09-Nov-99 23:12:40 GMT; Secure',
      'set-cookie: CUSTOMER=WILE_E_COYOTE; path=/; expires=Wednesday, 09-Nov-99 23:12:40 GMT; path="/acme"',
      "set-cookie: CUSTOMER=WILE_E_COYOTE; version='1'",
      'set-cookie: CUSTOMER=WILE_E_COYOTE;HttpOnly',
      'set-cookie: CUSTOMER=WILE_E_COYOTE',
      'set-cookie: CUST OMER=WILE_E_COYOTE',
    ],
    cookie: [spec('', 'whatever')],
    equals: [
      [
        created('Customer', 'WILE_E_COYOTE', '.coyote.org', '/acme'),
        created('Customer', 'WILE_E_COYOTE', '.coyote.org', '/acme'),
      ],
      [spec('Customer', 'WILE_E_COYOTE'), spec('CUSTOMER', 'WILE_E_COYOTE')],
      [
        spec('Customer', 'WILE_E_COYOTE', ['setPath', '/acme']),
        spec('CUSTOMER', 'WILE_E_COYOTE', ['setPath', '/ACME']),
      ],
    ],
    domainMatches: [
      ['.foo.com', 'y.x.foo.com'],
      ['.foo.com', 'x.foo.com'],
      ['.com', 'whatever.com'],
      ['.com.', 'whatever.com'],
      ['.ajax.com', 'ajax.com'],
      ['.local', 'example.local'],
      ['example.local', 'example'],
    ],
  },
  {
    repo: OPENJDK,
    commit: '131807a386ba8d4dfb41da2cbbaefc4f1a2ab4e8',
    path: 'test/jdk/java/net/HttpCookie/ExpiredCookieTest.java',
    note: 'the dates its SimpleDateFormat patterns write, fixed as text',
    scenario: EXPIRED_SETS,
  },
  {
    repo: OPENJDK,
    commit: '8619aa1415756d6cfb705b030de234430bdc36ff',
    path: 'test/jdk/java/net/HttpCookie/MaxAgeExpires.java',
    parse: [
      maxAgeExpires(-1, 'Thu, 01 Jan 2024 00:00:00 GMT'),
      maxAgeExpires(1000, 'Thu, 01 Jan 2024 00:00:00 GMT'),
      maxAgeExpires(0, 'Thu, 01 Jan 2024 00:00:00 GMT'),
      maxAgeExpires(-1, 'Thu, 01 Jan 3024 00:00:00 GMT'),
    ],
  },
  {
    repo: OPENJDK,
    commit: '2c30b5481b73c7bcbcc9dc6e7a93faa73fa9de8a',
    path: 'test/jdk/java/net/HttpCookie/whitebox/java.base/java/net/MaxAgeExpires.java',
    note: 'its headers only (its creation and check instants are package-private API); NOW_PLUS_500_SEC left out',
    parse: [
      maxAgeExpires(-1, 'Mon, 01 Jan 2024 01:00:00 GMT'),
      maxAgeExpires(1000, 'Mon, 01 Jan 2024 01:00:00 GMT'),
      maxAgeExpires(0, 'Mon, 01 Jan 2024 01:00:00 GMT'),
      maxAgeExpires(-1, 'Mon, 01 Jan 4024 01:02:00 GMT'),
      maxAgeExpires(-1, 'Mon, 01 Jan 2024 01:01:00 GMT'),
      maxAgeExpires(20, 'Mon, 01 Jan 2024 01:01:00 GMT'),
      maxAgeExpires(40, 'Mon, 01 Jan 2024 01:02:00 GMT'),
      maxAgeExpires(-1, 'Mon, 01 Jan 2024 01:02:00 GMT'),
      'Set-Cookie: name=value; max-age=100',
      'Set-Cookie: name=value; expires=GARBAGE',
      'Set-Cookie: name=value; expires=2024-01-01T00:00:00Z',
      'Set-Cookie: name=value; expires=January 1, 2099 00:00:00 GMT',
    ],
  },
  {
    repo: OPENJDK_OLD,
    commit: '2338e7889d3d6dc15a5edd482e5f8ef4e0a3dde0',
    path: 'test/jdk/java/net/HttpCookie/CookieNegativeMaxAge.java',
    parse: ['Set-Cookie: expiredCookie=value; expires=Thu, 01 Jan 1970 00:00:00 GMT'],
    cookie: [spec('testCookie', 'value', ['setMaxAge', -2147483648], ['hasExpired'])],
  },
  {
    repo: OPENJDK_COPY,
    commit: 'e45ad5fc0ee5e94a9b161127deb803059776bf69',
    path: 'test/jdk/java/net/HttpCookie/IllegalCookieNameTest.java',
    note: "its server's Set-Cookie header, parsed and put at the loopback",
    parse: ['domain=; expires=Mon, 01-Jan-1990 00:00:00 GMT; path=/; domain=.foo.com'],
    scenario: [
      [
        null,
        [
          [
            'put',
            'http://127.0.0.1:8080/',
            setCookie('domain=; expires=Mon, 01-Jan-1990 00:00:00 GMT; path=/; domain=.foo.com'),
          ],
        ],
      ],
    ],
  },
  {
    repo: OPENJDK,
    commit: '3789983e89c9de252ef546a1b98a732a7d066650',
    path: 'test/jdk/java/net/CookieHandler/B6791927.java',
    parse: ['set-cookie: CUSTOMER=WILE_E_COYOTE; expires=Sat, 09-Nov-2019 23:12:40 GMT'],
  },
  {
    repo: OPENJDK,
    commit: 'd0107dc6953843fdc348a841f74fbe317efdc475',
    path: 'test/jdk/java/net/CookieHandler/CookieHandlerTest.java',
    note: 'its Set-Cookie2 and Cookie header values, parsed',
    parse: [
      '$Version="1"; Part_Number="Riding_Rocket_0023"; $Path="/acme/ammo"; Part_Number="Rocket_Launcher_0001"; $Path="/acme"',
      'Set-Cookie2: $Version="1"; Part_Number="Riding_Rocket_0023"; $Path="/acme/ammo"; Part_Number="Rocket_Launcher_0001"; $Path="/acme"',
      '$Version="1"; Customer="WILE_E_COYOTE"; $Path="/acme"',
    ],
  },
  {
    repo: OPENJDK,
    commit: '5b21004fe087f3579494d903b88d0f5bfa85ef6d',
    path: 'test/jdk/java/net/CookieHandler/CookieManagerTest.java',
    note: 'its six sessions at 127.0.0.1:8080; checkCookiePolicy',
    scenario: CMT_SESSIONS,
    policy: [
      ['ACCEPT_ORIGINAL_SERVER', null, null],
      ['ACCEPT_ORIGINAL_SERVER', null, spec('CookieName', 'CookieVal')],
      ['ACCEPT_ORIGINAL_SERVER', 'http://localhost:2345/', null],
    ],
  },
  {
    repo: OPENJDK,
    commit: '9a2be6cc5c3e5f2b0bfa625027b8e18954578922',
    path: 'test/jdk/java/net/CookieHandler/NullUriCookieTest.java',
    scenario: [
      store(
        ['removeAll'],
        ['make', 0, spec('MY_COOKIE', 'MY_COOKIE_VALUE', ['setDomain', 'foo.com'])],
        ['addMade', null, 0],
        ['storeGet', 'http://foo.com'],
        ['removeMade', null, 0],
        ['cookies'],
      ),
    ],
  },
  {
    repo: OPENJDK,
    commit: 'b870874d22c71fea33646e4d1aaa125f55d3c6d7',
    path: 'test/jdk/java/net/CookieHandler/LocalHostCookie.java',
    note: "its server's headers at localhost:8080, put then asked back",
    scenario: [
      [
        null,
        [
          [
            'put',
            'http://localhost:8080/',
            [
              ['Content-Type', ['text/plain']],
              ['Date', ['June 13th 2012']],
              ['Set-Cookie2', ['name=value']],
            ],
          ],
          [
            'get',
            'http://localhost:8080/',
            [
              ['Content-Type', ['text/plain']],
              ['Date', ['June 13th 2012']],
              ['Set-Cookie2', ['name=value']],
            ],
          ],
          ['cookies'],
        ],
      ],
    ],
  },
  {
    repo: OPENJDK_COPY,
    commit: '5df9d8a2da8ab398aeb5316db24c5a695731c19a',
    path: 'test/jdk/java/net/CookieHandler/EmptyCookieHeader.java',
    note: "its server's Set-Cookie2 values, put at the loopback (the last one set is the empty one)",
    scenario: [
      [null, [['put', 'http://127.0.0.1:8080/', [['Set-Cookie2', ['']]]], ['cookies']]],
      [null, [['put', 'http://127.0.0.1:8080/', [['Set-Cookie2', ['name=value', '']]]], ['cookies']]],
    ],
  },
  {
    repo: OPENJDK,
    commit: '07e75482dc8783b514ae3b830d75b939558bfbda',
    path: 'test/jdk/java/net/InetSocketAddress/ToString.java',
    note: 'getLoopbackAddress() asked as getByName(""); getLocalHost() left out (this machine\'s name)',
    isaHost: [
      ['::1', 80],
      ['fedc:ba98:7654:3210:fedc:ba98:7654:3210', 80],
      ['::192.9.5.5', 80],
      ['127.0.0.1', 80],
      ['::ffff:192.0.2.128', 80],
      ['0', 80],
      [':', 80],
      [':1', 80],
      ['unresolved', 12345],
    ],
    isaAddress: [
      ['', 80],
      [[1, 1, 1, 1], 80],
      [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 80],
      ['225.225.225.0', 80],
      [null, 80],
    ],
    isaUnresolved: [
      ['::1', 80],
      ['fedc:ba98:7654:3210:fedc:ba98:7654:3210', 80],
      ['::192.9.5.5', 80],
      ['127.0.0.1', 80],
      ['::ffff:192.0.2.128', 80],
      ['0', 80],
      ['foo', 80],
      [':', 80],
      [':1', 80],
    ],
  },
  {
    repo: OPENJDK_OLD,
    commit: '2338e7889d3d6dc15a5edd482e5f8ef4e0a3dde0',
    path: 'test/jdk/java/net/InetSocketAddress/B6469803.java',
    isaHost: [
      ['192.168.1.1', 12345],
      ['localhost', 12345],
    ],
  },
  {
    repo: LIBCORE,
    commit: LIBCORE_COMMIT,
    path: 'harmony-tests/src/test/java/org/apache/harmony/tests/java/net/HttpCookieTest.java',
    note: 'the headers and names it parses or constructs (Long.MAX_VALUE and MIN_VALUE as +-(2^53 - 1)); the dates it formats from the clock left out',
    cookie: [
      spec('harmony_6', 'test,sem'),
      spec('harmony_6', null),
      spec('harmony    ', null),
      spec('harmony ', null),
      spec('', null),
      ...REFUSED_NAMES.map((n) => spec(n, 'value')),
      spec(null, 'value'),
      spec('harmony!', null),
      spec('harmon$y', null),
      spec('name', 'value', ['setVersion', 0], ['setVersion', 1], ['setVersion', -1], ['setVersion', 2]),
      spec(
        'name',
        'value',
        ['setValue', 'newValue'],
        ['setValue', null],
        ['setValue', 'na\u64DEme'],
        ['setVersion', 0],
        ['setValue', '{(new value, 11)}'],
      ),
      spec('testName', 'value', ['setVersion', 0], ['setSecure', true], ['setSecure', false], ['setVersion', 1]),
      spec(
        'name',
        'test new value',
        ['setPath', '{}()  test,; 43!@'],
        ['setPath', ' test'],
        ['setPath', '\u63DF\u64DE'],
        ['setDomain', 'test'],
      ),
      spec('name', 'test new value', ['setMaxAge', LONG_MAX], ['hasExpired']),
      spec('name', 'test new value', ['setMaxAge', LONG_MIN], ['setDiscard', false], ['hasExpired']),
      spec(
        'name',
        'test new value',
        ['setDomain', 'a.b.d.c.com.'],
        ['setDomain', '   a.b.d.c.com.  '],
        ['setPath', 'temp/subTemp'],
        ['setDomain', 'xy.foo.bar.de.edu'],
      ),
      spec(
        'cookieName',
        'cookieName value',
        ['setPortlist', '80,23,20'],
        ['setPortlist', 'abcdefg1234567'],
        ['setValue', 'cookie value again'],
      ),
      spec("cookie'sName", "cookie's Test value", ['setDiscard', true], ['setDiscard', false], ['setMaxAge', -1]),
      spec(
        'cookie\'"sName',
        "cookie's Test value",
        ['setCommentURL', 'http://www.test.com'],
        ['setCommentURL', 'schema://harmony.test.org'],
        ['setComment', 'just a comment'],
      ),
      spec(
        'cookie\'"sName?',
        "cookie's Test??!@# value",
        ['setComment', ''],
        ['setComment', "cookie''s @#$!&*()"],
        ['setVersion', 0],
      ),
      spec(
        'cookie\'"sName123456',
        "cookie's Test?()!@# value",
        ['hasExpired'],
        ['setMaxAge', 0],
        ['hasExpired'],
        ['setMaxAge', LONG_MAX],
        ['setVersion', 0],
        ['hasExpired'],
        ['setMaxAge', LONG_MIN],
        ['setDiscard', false],
        ['hasExpired'],
      ),
      spec('test', 'testValue', ['setMaxAge', 33], ['setComment', 'test comment']),
      spec(
        'test',
        'testValue',
        ['setComment', 'ABCd'],
        ['setCommentURL', '\u63DF'],
        ['setDomain', '.B.com'],
        ['setDiscard', true],
        ['setMaxAge', 2147483647],
        ['setPath', 'temp/22RuTh'],
        ['setPortlist', '80.562Ab'],
        ['setSecure', true],
        ['setVersion', 1],
      ),
      spec(
        'test',
        'testValue',
        ['setComment', 'ABCd'],
        ['setCommentURL', '\u63DF'],
        ['setDomain', '.B.com'],
        ['setDiscard', true],
        ['setMaxAge', 2147483647],
        ['setPath', 'temp/22RuTh'],
        ['setPortlist', '80.562Ab'],
        ['setSecure', true],
        ['setVersion', 1],
        ['setPath', null],
        ['setComment', null],
        ['setPortlist', null],
        ['setDomain', null],
        ['setVersion', 0],
        ['setPortlist', '80,8000'],
      ),
      spec('nAmW_1', 'value_1', ['setDomain', 'a.b.c.de'], ['setPath', '3kmxiq;1']),
      spec(
        'nAmW_1',
        'value_1',
        ['setDomain', 'a.b.c.de'],
        ['setPath', '3KmxiQ;1'],
        ['setValue', 'Vw0,22_789'],
        ['setComment', 'comment'],
        ['setDomain', ''],
      ),
    ],
    equals: [
      [spec('test', 'testValue'), spec('TesT', 'TEstValue')],
      [spec('test', 'testValue', ['setDomain', '  test']), spec('TesT', 'TEstValue', ['setDomain', 'test'])],
      [spec('test', 'testValue', ['setDomain', 'TEST']), spec('TesT', 'TEstValue', ['setDomain', 'test'])],
      [
        spec('test', 'testValue', ['setDomain', 'TEST'], ['setPath', 'temp\\e']),
        spec('TesT', 'TEstValue', ['setDomain', 'test'], ['setPath', 'temp\\E']),
      ],
      [
        spec(
          'test',
          'testValue',
          ['setDomain', 'TEST'],
          ['setPath', 'temp\\e'],
          ['setDiscard', true],
          ['setMaxAge', -1234],
        ),
        spec('TesT', 'TEstValue', ['setDomain', 'test'], ['setPath', 'temp\\e']),
      ],
      [spec('nAmW_1', 'value_1', ['setDomain', 'a.b.c.de']), spec('nAmW_1', 'value_1', ['setDomain', 'A.B.C.DE'])],
    ],
    domainMatches: [
      ['hostname', 'hostname'],
      ['.com', 'test.com'],
      ['.com.', 'test.com'],
      ['.local', 'hostname'],
      ['.c.d', 'a.b.c.d'],
      ['c.d', 'a.b.c.d'],
      ['.foo.com', 'y.x.foo.com'],
      ['.foo.com', 'x.foo.com'],
      ['.local', 'hostname.local'],
      ['.ajax.com', 'a.ajax.com'],
      ['.ajax.com', 'a.AJAX.com'],
      ['...', 'test...'],
      ['.ajax.com', 'b.a.AJAX.com'],
      ['.a', 'b.a'],
      ['.ajax.com', null],
      [null, 'b.a.AJAX.com'],
    ],
    parse: [
      'Set-Cookie:name=value;max-age=2;',
      'Set-Cookie:name=value;max-age=100;',
      null,
      ...INVALID_HEADERS,
      'Set-Cookie:name=test;expires=Thu, 30-Oct-2008 19:14:07 GMT;',
      'Set-Cookie:name=test;expires=Sun, 30-Oct-2005 19:14:07 GMT;',
      'Set-Cookie:name=test;max-age=1234;expires=Sun, 30-Oct-2005 19:14:07 GMT;',
      'Set-Cookie:name=test;max-age=-12345;',
      'Set-Cookie2:name=test;max-age=1000',
      'test="null"',
      'Set-cookie2:name="tes,t"',
      'Set-cookie2:test=null";;Port=abde,82;Path=/temp;;;Discard;commentURl=http://harmonytest.org;Max-age=-10;',
      'Set-Cookie:name=tes,t;Comment=version1-cookie;Discard=false;commentURL=vers\nion1-cookie-url;Domain=x.y;',
      validValue('Set-Cookie:', 'val,ue'),
      validValue('Set-Cookie:', 'val\nue'),
      validValue('Set-Cookie:', 'value=value'),
      validValue('Set-Cookie2:', 'val\nue'),
      validValue('Set-Cookie2:', 'val\u2029ue'),
      validValue('Set-Cookie2:', 'value=value'),
      'Set-Cookie:name=tes,t;Comment;',
      'Set-Cookie:name=tes,t;Comment=sentence;Comment=anotherSentence',
      'Set-Cookie:name=tes,t;Commenturl;commentuRL=(la,la)',
      'Set-Cookie:name=test;Domain=a_domain',
      'Set-Cookie:name=test;PaTh=pa$th',
      'Set-Cookie:name=test;Max-Age=1000',
      'Set-Cookie:name=test;Max-Age=-1000',
      'Set-Cookie:name=test;max-age=+12345;',
      'Set-Cookie:name=test;max-age=0;',
      'Set-Cookie:name=tes,t;port',
      'Set-Cookie:name=tes,t;port=',
      'Set-Cookie:name=tes,t;port=123 345',
      'Set-Cookie:name=tes,t;port=123,345',
      'Set-Cookie:name=test;secure',
      'Set-Cookie:name=test;secure=fa',
      'Set-Cookie2:name=test;secure=false',
      'Set-Cookie:name=test;expires=2006-10-23',
      'Set-Cookie:name=test;expires=Sun, 29-Feb-1999 19:14:07 GMT',
      'Set-Cookie2:name=test;,Set-Cookie2:name2=test2;comment=c234;',
      'Set-Cookie2:name=test,name2=test2',
      'name=test,Set-Cookie2:name2=test2',
      'Set-cookie:NAME2=VALUE2;path=/t;domain=.b.c;version=1',
      'Set-cookie2:NAME2=VALUE2;path=/t;domain=.b.c;version=0',
      'Set-cookie:null=;Domain=null;Port=null',
      'Set-Cookie:a  name=tes,t;Commenturl;commentuRL=(la,la);path=hello',
      'Set-Cookie:name=tes,t;Commenturl;commentuRL=(la,la);commentuRL=hello',
      'Set-Cookie:name=tes,t;Commenturl;commentuRL=(la,la); path  =hello',
      'a  Set-Cookie:name=tes,t;Commenturl;commentuRL=(la,la);path=hello',
      'Set-Cookie: SID=31d4d96e407aad42',
      'Set-Cookie: SID=31d4d96e407aad42; HttpOnly',
      'Set-Cookie: SID=31d4d96e407aad42; Path=/; Secure; HttpOnly',
      'Set-Cookie:SID=31d4d96e407aad42;Path=/;secure=false;httponly=false',
      'Set-Cookie2:name=;expires=;discard',
      'Set-Cookie: name=value;port=80',
      'Set-Cookie:name=test;expires=Tue, 27-Jan-1998 19:14:07 GMT;Max-Age=1000',
      'Set-Cookie:name=value;max-age=1000;expires=Tue, 17-Jan-1998 19:14:07 GMT;version=1',
      'Set-Cookie2:name=value;max-age=1000;version=1;expires=Tue, 17-Jan-1998 19:07:14 GMT;',
      'Set-Cookie2: name=value;expires=Sun, 27-Jan-2018 19:14:07 GMT;comment=mycomment;port=80,8080',
      'Set-Cookie:name=test;Version=1',
      'Set-Cookie:name=test;vERsion=0;Version=1;versioN=0;vErsIon=1',
      'Set-Cookie:name=test;Max-Age=11',
      'Set-Cookie:name=test;comment=mycomment;commentURL=url;discard;domain=a.b.com;path=temp;port=79;secure',
      'Set-cookie:PREF=test;path=/;domain=.b.c;',
    ],
  },
  {
    repo: LIBCORE,
    commit: LIBCORE_COMMIT,
    path: 'harmony-tests/src/test/java/org/apache/harmony/tests/java/net/CookiePolicyTest.java',
    policy: [
      ['ACCEPT_ORIGINAL_SERVER', null, spec('Harmony_6', 'ongoing')],
      ['ACCEPT_ORIGINAL_SERVER', '', null],
      ['ACCEPT_ORIGINAL_SERVER', null, null],
      ['ACCEPT_ALL', null, spec('Harmony_6', 'ongoing')],
      ['ACCEPT_ALL', null, null],
      ['ACCEPT_ALL', '', null],
      ['ACCEPT_NONE', null, spec('Harmony_6', 'ongoing')],
      ['ACCEPT_NONE', null, null],
      ['ACCEPT_NONE', '', null],
      ['ACCEPT_ORIGINAL_SERVER', '', spec('Harmony_6', 'ongoing')],
      ['ACCEPT_ORIGINAL_SERVER', 'schema://a.b.c', spec('Harmony_6', 'ongoing', ['setDomain', '.b.c'])],
      ['ACCEPT_ORIGINAL_SERVER', 's://a.b.c.d', spec('Harmony_6', 'ongoing', ['setDomain', '.b.c'])],
      ['ACCEPT_ORIGINAL_SERVER', 's://a.b.c.d', spec('Harmony_6', 'ongoing', ['setDomain', 'b.c'])],
      ['ACCEPT_ORIGINAL_SERVER', 's://a.b.c.d', spec('Harmony_6', 'ongoing', ['setDomain', 'a.b.c.d'])],
      ['ACCEPT_ORIGINAL_SERVER', 's://a.b.c.d', spec('Harmony_6', 'ongoing', ['setDomain', '.'])],
      ['ACCEPT_ORIGINAL_SERVER', 's://a.b.c.d', spec('Harmony_6', 'ongoing', ['setDomain', ''])],
    ],
  },
  {
    repo: LIBCORE,
    commit: LIBCORE_COMMIT,
    path: 'luni/src/test/java/libcore/java/net/AbstractCookiesTest.java',
    note: "the tests that need a server (MockWebServer) give their headers with 127.0.0.1 as the server's cookie domain and 8080 as its port",
    scenario: [
      ...['Set-Cookie: a=android; expires=Fri, 31-Dec-9999 23:59:59 GMT; path=/path; domain=127.0.0.1; secure'].map(
        (h) => ['ACCEPT_ORIGINAL_SERVER', [['put', 'http://127.0.0.1:8080/path/foo', setCookie(h)], ['cookies']]],
      ),
      ...MANAGER_SCENARIOS,
      ...STORE_SCENARIOS,
    ],
    parse: [
      'Set-Cookie: a=android; expires=Fri, 31-Dec-9999 23:59:59 GMT; path=/path; domain=127.0.0.1; secure',
      'Set-Cookie: a=android; Comment=this cookie is delicious; Domain=127.0.0.1; Max-Age=60; Path=/path; Secure; Version=1',
      'Set-Cookie2: a=android; Comment=this cookie is delicious; CommentURL=http://google.com/; Discard; Domain=127.0.0.1; Max-Age=60; Path=/path; Port="80,443,8080"; Secure; Version=1',
      'Set-Cookie2: a="android"; Comment="this cookie is delicious"; CommentURL="http://google.com/"; Discard; Domain="127.0.0.1"; Max-Age="60"; Path="/path"; Port="80,443,8080"; Secure; Version="1"',
    ],
    domainMatches: [
      ['localhost', 'localhost'],
      ['b', 'b'],
      ['127.0.0.1', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.0'],
      ['127.0.0.1', 'localhost'],
      ['.android.com', 'WWW.ANDROID.COM'],
      ['android.com', 'WWW.ANDROID.COM'],
    ],
    cookie: [spec('Foo', 'foo', ['setDomain', 'localhost'])],
    equals: [
      [
        created('theme', 'light', 'a.com', '/'),
        spec(
          'theme',
          'light',
          ['setDomain', 'a.com'],
          ['setPath', '/'],
          ['setValue', 'dark'],
          ['setPortlist', '1234'],
          ['setSecure', true],
          ['setComment', 'comment'],
          ['setCommentURL', 'commentURL'],
          ['setDiscard', true],
          ['setMaxAge', 12345],
          ['setVersion', 1],
        ),
      ],
      [created('theme2', 'light', 'a.com', '/'), created('theme', 'light', 'a.com', '/')],
      [created('theme', 'light', 'b.com', '/'), created('theme', 'light', 'a.com', '/')],
      [created('theme', 'light', 'a.com', '/path'), created('theme', 'light', 'a.com', '/')],
    ],
  },
  {
    repo: LIBCORE,
    commit: LIBCORE_COMMIT,
    path: 'luni/src/test/java/libcore/java/net/CookiesTest.java',
    scenario: [
      [
        null,
        [
          ['put', 'http://chargepoint.com', setCookie('coulomb_sess=81c112d7dabac869ffa821aa8f672df2')],
          [
            'get',
            'https://webservices.chargepoint.com/backend.php/mobileapi/',
            setCookie('coulomb_sess=81c112d7dabac869ffa821aa8f672df2'),
          ],
        ],
      ],
    ],
  },
  {
    repo: LIBCORE,
    commit: LIBCORE_COMMIT,
    path: 'luni/src/test/java/libcore/java/net/CookiesMCompatibilityTest.java',
    scenario: [
      [
        null,
        [
          ['put', 'http://services.chargepoint.com', setCookie('a=b; domain=chargepoint.com')],
          ['get', 'https://webservices.chargepoint.com/foo', setCookie('a=b; domain=chargepoint.com')],
        ],
      ],
      [
        null,
        [
          ['put', 'http://services.chargepoint.com', setCookie('b=c; domain=.chargepoint.com;')],
          ['get', 'https://webservices.chargepoint.com/foo', setCookie('b=c; domain=.chargepoint.com;')],
        ],
      ],
    ],
  },
  {
    repo: LIBCORE,
    commit: LIBCORE_COMMIT,
    path: 'luni/src/test/java/libcore/java/net/InetSocketAddressTest.java',
    note: 'getByName of each of its literals and of localhost; the reverse lookups it expects are never made here',
    isaHost: [
      ['127.0.0.1', -1],
      ['127.0.0.1', 65536],
      ['localhost', 80],
      ['unknown.host.google.com', 1000],
    ],
    isaAddress: [
      ...[
        '::1.2.3.4',
        '::',
        '1::0',
        '1::',
        '::1',
        'FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF',
        'FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:255.255.255.255',
        '0:0:0:0:0:0:0:0',
        '0:0:0:0:0:0:0.0.0.0',
        '127.0.0.1',
        'localhost',
        '42.42.42.42',
        '0.0.0.0',
      ].flatMap((text) => [
        [text, 80],
        [text, 0],
      ]),
      [null, 80],
      [null, 0],
      ['localhost', 65536],
      ['localhost', -1],
      [['some host', [127, 0, 0, 1]], 1234],
      [[127, 0, 0, 1], 1234],
      ['127.0.0.1', 1234],
    ],
    isaPort: [[65535], [-1], [65536]],
    isaUnresolved: [
      ['some host', 1234],
      ['127.0.0.1', 1234],
    ],
    isaEquals: [
      [
        ['port', 1],
        ['port', 2],
      ],
      [
        ['port', 1],
        ['port', 1],
      ],
      [
        ['host', 'localhost', 80],
        ['host', '127.0.0.1', 80],
      ],
      [
        ['host', 'localhost', 8080],
        ['host', '127.0.0.1', 8080],
      ],
      [
        ['host', 'localhost', 8080],
        ['host', '0.0.0.0', 8080],
      ],
    ],
  },
  {
    repo: LIBCORE,
    commit: LIBCORE_COMMIT,
    path: 'harmony-tests/src/test/java/org/apache/harmony/tests/java/net/InetSocketAddressTest.java',
    isaHost: [
      ['127.0.0.1', 0],
      ['Localhost', 1000],
    ],
    isaUnresolved: [
      ['127.0.0.1', 1234],
      ['192.168.0.1', 10000],
      ['127.0.0', 0],
      ['127.0.0', 65535],
      ['strange host', 65535],
      [null, 1],
      ['host', -1],
      ['host', 65536],
      ['badhost', 1000],
    ],
  },
];

/** What those files test that the parity run does not ask, and why. */
export const PEER_SKIPPED = [
  {
    path: 'test/jdk/java/net/CookieHandler/B6644726.java (openjdk/jdk, ece8707a26e00ed04dc304831ae809137507f721)',
    why: "already asked: its scenarios are the first of cookie-sections.mjs's FIXED_SCENARIOS, with CookieManagerTest's Set-Cookie2 flow",
  },
  {
    path: 'test/jdk/java/net/InetSocketAddress/CreateUnresolved.java (gitarcode-test/jdk copy)',
    why: 'the stored copy has an empty main and no inputs; openjdk/jdk holds none in the index',
  },
  {
    path: "ToString.java's getLocalHost(), CookieManagerTest's getLocalHost().isReachable()",
    why: "this machine's own name and address: a real lookup (the loopback 127.0.0.1 stands for it)",
  },
  {
    path: 'libcore InetSocketAddressTest, harmony InetSocketAddressTest: getHostName() of 127.0.0.1 as "localhost"',
    why: 'a reverse lookup: the JDK oracle makes none (SocketAddressOracle), as our class makes none (docs/which-jdk.md)',
  },
  {
    path: 'libcore HttpCookieTest: test_HasExpiredBug25682357 (sleeps 3 s), the expires dates it formats from the clock',
    why: 'time-dependent inputs; the same headers with fixed dates are asked',
  },
  {
    path: 'libcore AbstractCookiesTest: testSendingCookiesFromStore, testRedirectsDoNotIncludeTooManyCookies, testHeadersSentToCookieHandler, testCookiesSentIgnoresCase, testCookieWithNullPath, testCookieManager_LCookieStore_LCookiePolicy',
    why: "HttpURLConnection and MockWebServer, or a CookieStore of the test's own: no input for the JDK's classes alone",
  },
  {
    path: 'libcore OldCookieHandlerTest, harmony CookieHandlerTest; openjdk IllegalCookieNameTest, EmptyCookieHeader, LocalHostCookie servers',
    why: 'CookieHandler.setDefault and an HTTP exchange: only the headers their servers send are asked',
  },
  {
    path: 'multi-os-engine/libcore (9aaf3bc650cf0e04dd4e235bf3c07bf3b47c1c70): CookiesTest, CookieManagerTest, CookieStoreTest, HttpCookieTest',
    why: 'older copies of the same tests: AbstractCookiesTest holds their CookieStore and CookieManager tests (checked by test name)',
  },
  {
    path: 'testDomainMatchesCaseMappingExoticLocale (tr-TR), B6791927 (Locale.FRANCE), test_Parse_locale',
    why: 'the oracle runs in its own default locale: the inputs are asked, the locale is not set',
  },
];

/** The requests of every group for the ops given, in the groups' order. */
export function peerRequests(ops) {
  const out = [];
  for (const g of PEER_GROUPS) {
    const file = g.path.split('/').pop();
    for (const op of ops) {
      for (const args of g[op] ?? []) {
        out.push({
          op,
          args: op === 'parse' ? [args] : args,
          kind: 'peer',
          label: `(${file}) ${cut(asciiJson(args), 160)}`,
          peer: `${g.repo} ${g.path}`,
        });
      }
    }
  }
  return out;
}

// cookie-generate.mjs: deterministic (seeded) inputs for the cookie sections of the parity run and for
// scripts/cookie-fixtures.mjs, over the edges of the Set-Cookie/Set-Cookie2 grammar as HttpCookie reads it.
//   headers(seed, count)   -> string[]   Set-Cookie and Set-Cookie2 headers: prefixes, several cookies,
//                                        names, quoted values, every attribute in any case, Expires dates
//   dates(seed, count)     -> string[]   Expires values: the six patterns, right and wrong weekdays, years of
//                                        1-5 digits, long names, case, blanks, zones, trailing text, junk
//   names(seed, count)     -> string[]   cookie names for new HttpCookie
//   domainPairs(seed, count) -> [domain, host][]   for HttpCookie.domainMatches
//   scenarios(seed, count) -> [policy, steps][]    CookieManager scenarios (see CookieOracle.java)
// Seeded by mulberry32 (generate.mjs); the fixed cases come first in each list.

import { rng } from './generate.mjs';

export const FIXED_HEADERS = [
  '',
  ';',
  ' ; ;',
  'a',
  '=b',
  'a=b',
  'a=',
  'a="b"',
  'a=""',
  'a="',
  "a='b'",
  'a="b,c"',
  ' a = b ',
  '$a=b',
  'a b=c',
  'a,b=c',
  'Set-Cookie: a=b',
  'set-cookie:a=b',
  'Set-Cookie2: a=b',
  'SET-COOKIE2:a=b, c=d',
  'Set-Cookie2: a="x,y"; Version=1, c=d',
  'a=b; Version=1, c=d',
  'a=b; Max-Age=60, c=d',
  'a=b; Expires=Tue, 01-Jan-2030 00:00:00 GMT, c=d',
  'a=b; Version=0; Max-Age=5',
  'a=b; Version="1"',
  'a=b; Version=2',
  'a=b; Version=x',
  'a=b; Max-Age',
  'a=b; Max-Age=x',
  'a=b; Max-Age=+5',
  'a=b; Max-Age=-0',
  'a=b; Max-Age=9223372036854775807',
  'a=b; Max-Age=9223372036854775808',
  'a=b; Max-Age=1; Max-Age=2',
  'a=b; Max-Age=-1; Max-Age=2',
  'a=b; Max-Age=5; Expires=Tue, 01-Jan-2030 00:00:00 GMT',
  'a=b; Expires=Tue, 01-Jan-2030 00:00:00 GMT; Max-Age=5',
  'a=b; Expires',
  'a=b; Expires=',
  'a=b; Domain=.Example.COM; Domain=other.org',
  'a=b; Path="/x"; Path=/y',
  'a=b; Port',
  'a=b; Port=""',
  'a=b; Port="80,8080"',
  'a=b; Secure=no; HttpOnly=no; Discard=no',
  'a=b; Comment="c"; CommentURL="http://x/"; Comment=d',
  'a=b; SameSite=Lax; Foo',
  'a=b;;;Path=/',
  'Set-Cookie2: a=b; Version=1; Path=/; Domain=.x.org; Port="80"',
];

const NAMES = ['a', 'ID', 'sid', 'x_y', 'Comment', 'Domain', 'Path', 'Version', 'Expires', 'Max-Age', 'secure', 'A'];
const ODD_NAMES = [
  '$a',
  'a b',
  'a,b',
  'a\tb',
  'é',
  'a(b)',
  'a"b',
  'a/b',
  ' a ',
  '\u0001a',
  'a\u007f',
  '',
  ' ',
  '@',
  'a:b',
];
const VALUES = ['', 'v', 'b', '1', '"q"', '"q,r"', "'s'", '"', '""', '"a', 'a b', 'x=y', 'a,b', '%20', 'é', '"\'x\'"'];
const DOMAINS = ['.example.com', 'example.com', 'Example.COM', '.local', 'localhost', '', '.com', 'a.b.c', '.x.', 'x.'];
const PATHS = ['/', '/a', '/a/', '/a/b', '"/a/b"', '', 'a', '/A'];
const AGES = [
  '0',
  '-1',
  '60',
  '+5',
  '-0',
  '1',
  '9223372036854775807',
  '9223372036854775808',
  'x',
  '',
  '1.5',
  '\u0663',
  '"5"',
];
const VERSIONS = ['0', '1', '2', '"1"', 'x', '', '-1', '+1', '01', '"0"'];
const PORTS = ['80', '"80,8080"', '', '"443"', 'x', '80,'];
const ATTRIBUTE_NAMES = [
  'Domain',
  'Path',
  'Max-Age',
  'Expires',
  'Version',
  'Port',
  'Secure',
  'HttpOnly',
  'Discard',
].concat(['Comment', 'CommentURL', 'SameSite', 'Foo']);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** Any case of s: as written, lower, upper or mixed. */
function anyCase(r, s) {
  return r.weighted([
    [5, s],
    [1, s.toLowerCase()],
    [1, s.toUpperCase()],
    [1, () => [...s].map((c) => (r.chance(0.5) ? c.toUpperCase() : c.toLowerCase())).join('')],
  ]);
}

const two = (n) => String(n).padStart(2, '0');

/** One Expires value. */
function date(r) {
  const year = r.weighted([
    [6, () => r.range(2027, 2069)],
    [2, () => r.range(1970, 2026)],
    [1, () => r.range(2070, 2199)],
    [0.5, () => r.range(1, 200)],
  ]);
  const month = r.int(12);
  const day = r.range(1, 31);
  const d = new Date(Date.UTC(2000, month, day));
  d.setUTCFullYear(year);
  const real = d.getUTCDay();
  const weekday = r.chance(0.8) ? real : r.int(7);
  const name = (list, i) => anyCase(r, r.chance(0.85) ? list[i].slice(0, 3) : list[i]);
  const wd = name(WEEKDAYS, weekday);
  const mo = name(MONTHS, month);
  const yr = r.weighted([
    [4, () => String(year)],
    [3, () => two(year % 100)],
    [0.5, () => String(year % 1000)],
    [0.5, () => '0' + year],
  ]);
  const num = (n) => (r.chance(0.9) ? two(n) : String(n));
  const h = r.chance(0.95) ? r.int(24) : r.range(24, 25);
  const time = `${num(h)}:${num(r.int(60))}:${num(r.chance(0.95) ? r.int(60) : 60)}`;
  const zone = () =>
    r
      .pick(['+0000', '-0000', '+0100', '-0830', '+1400', '-1300', '+1401', '', 'GMT', 'GMT+1:00', 'GMT-05:30'])
      .concat(r.chance(0.2) ? ' (Coordinated Universal Time)' : '');
  let text = r.weighted([
    [4, () => `${wd}, ${num(day)}-${mo}-${yr} ${time} GMT`],
    [3, () => `${wd}, ${num(day)} ${mo} ${yr} ${time} GMT`],
    [2, () => `${wd} ${mo} ${num(day)} ${yr} ${time} GMT${zone()}`],
    [0.3, () => `${wd}, ${num(day)}-${mo}-${yr} ${time}`],
    [0.3, () => `${year}-${two(month + 1)}-${two(day)}T00:00:00Z`],
  ]);
  if (r.chance(0.1)) text = mutate(r, text);
  return text;
}

/** A small change: a blank doubled or made a tab, a character dropped, case changed, a tail added, a digit made Arabic-Indic. */
function mutate(r, s) {
  const i = r.int(s.length + 1);
  return r.weighted([
    [2, () => s.slice(0, i) + r.pick([' ', '\t', '  ']) + s.slice(i)],
    [1, () => s.slice(0, i) + s.slice(i + 1)],
    [1, () => s + r.pick([' ', 'x', ';', ' GMT', ',', '.5'])],
    [1, () => s.replace(/\d/, (c) => String.fromCharCode(0x660 + Number(c)))],
    [1, () => s.replace('GMT', r.pick(['gmt', 'UTC', 'Z', 'GMT+0100']))],
    [0.5, () => s.replace(/\d+/, r.pick(['-1', '0', '00', '4294967297', '99999999999999999999']))],
  ]);
}

/** One attribute, `name=value` or a bare name. */
function attribute(r) {
  const name = r.pick(ATTRIBUTE_NAMES);
  const n = anyCase(r, name);
  const value = {
    Domain: () => r.pick(DOMAINS),
    Path: () => r.pick(PATHS),
    'Max-Age': () => r.pick(AGES),
    Expires: () => date(r),
    Version: () => r.pick(VERSIONS),
    Port: () => r.pick(PORTS),
    Comment: () => r.pick(VALUES),
    CommentURL: () => r.pick(['"http://x/c"', 'u', '']),
  }[name];
  const eq = r.pick(['=', '=', '=', ' = ', '= ']);
  if (!value || r.chance(0.1)) return r.chance(0.8) ? n : `${n}${eq}${r.pick(['', 'x', '"y"'])}`;
  return `${n}${eq}${value()}`;
}

/** One cookie: name=value then attributes. */
function cookie(r) {
  const name = r.chance(0.9) ? r.pick(NAMES) : r.pick(ODD_NAMES);
  const pair = r.chance(0.97) ? `${name}=${r.pick(VALUES)}` : name;
  let s = pair;
  for (
    let k = r.weighted([
      [2, 0],
      [4, 1],
      [3, 2],
      [2, 4],
    ]);
    k > 0;
    k--
  ) {
    s += r.pick([';', '; ', ' ; ', ';;']) + attribute(r);
  }
  return s + (r.chance(0.05) ? ';' : '');
}

export function headers(seed, count) {
  const r = rng(seed);
  const out = [...FIXED_HEADERS];
  while (out.length < count) {
    const prefix = r.weighted([
      [5, ''],
      [3, 'Set-Cookie: '],
      [2, 'Set-Cookie2: '],
      [1, () => r.pick(['set-cookie:', 'SET-COOKIE2:', 'Set-Cookie :', 'Set-Cookie2:', ' Set-Cookie: '])],
    ]);
    const n = r.weighted([
      [6, 1],
      [2, 2],
      [1, 3],
    ]);
    out.push(prefix + Array.from({ length: n }, () => cookie(r)).join(r.pick([',', ', ', ' ,'])));
  }
  return out.slice(0, Math.max(count, 1));
}

export const FIXED_DATES = [
  'Tue, 01-Jan-2030 00:00:00 GMT',
  'Tue, 01 Jan 2030 00:00:00 GMT',
  'Tue Jan 01 2030 00:00:00 GMT+0000',
  'Tue, 01-Jan-30 00:00:00 GMT',
  'Wed, 01-Jan-2030 00:00:00 GMT',
  'tuesday, 1-january-2030 0:0:0 GMT',
  'Tue, 01-Jan-2030 00:00:00 gmt',
  'Tue,   01-Jan-2030 00:00:00 GMT',
  'Tue, \t01-Jan-2030 00:00:00 GMT',
  'Tue,01-Jan-2030 00:00:00 GMT',
  'Tue, 01-Jan-2030 00:00:00  GMT',
  'Tue, 01-Jan-2030 00:00:00 GMT; x',
  'Tue, 01-Jan-2030 24:00:00 GMT',
  'Tue, 01-Jan-2030 00:00:60 GMT',
  'Fri, 29-Feb-2030 00:00:00 GMT',
  'Fri, 29-Feb-2036 00:00:00 GMT',
  'Tue, 001-Jan-02030 00:00:00 GMT',
  'Tue, \u0660\u0661-Jan-2030 00:00:00 GMT',
  'Tue Jan 01 2030 00:00:00 GMT+1400',
  'Tue Jan 01 2030 00:00:00 GMT+1401',
  'Tue Jan 01 2030 00:00:00 GMT-1300',
  'Tue Jan 01 2030 00:00:00 GMT-1301',
  'Tue Jan 01 2030 00:00:00 GMT+01',
  'Tue Jan 01 2030 00:00:00 GMT+01000',
  'Tue Jan 01 2030 00:00:00 GMTGMT+1:00',
  'Tue Jan 01 2030 00:00:00 GMTGMT+0100',
  'Tue Jan 01 2030 00:00:00 GMTgmt',
  'Tue Jan 01 2030 00:00:00 GMTUTC',
  'Tue Jan 01 2030 00:00:00 GMT +0100',
  'Tue Jan 01 2030 00:00:00 GMT',
  'Tue Jan 01 30 00:00:00 GMT+0000',
  'Mon, 01-Jan-1970 00:00:00 GMT',
  'Thu, 01-Jan-1970 00:00:00 GMT',
  'Thu, 31-Dec-2099 23:59:59 GMT',
  'Tue, 01-Jan-2030 00:00:00.5 GMT',
  '',
  'x',
];

export function dates(seed, count) {
  const r = rng(seed);
  const out = [...FIXED_DATES];
  while (out.length < count) out.push(date(r));
  return out;
}

export function names(seed, count) {
  const r = rng(seed);
  const out = [...NAMES, ...ODD_NAMES, null, '$', 'a$', '\u0000', '~!#%&*+-.^_`|'];
  const chars = [...'abcXYZ019-_.$,; \t"()<>@:\\/[]?={}\u00e9\u0001\u007f\u0100'];
  while (out.length < count) out.push(r.rep(r.range(1, 6), () => r.pick(chars)));
  return out;
}

const HOST_LABELS = ['a', 'www', 'example', 'com', 'local', 'x', 'EXAMPLE', 'b'];
function host(r) {
  return r.weighted([
    [6, () => r.rep(r.range(1, 4), (_, i) => (i ? '.' : '') + r.pick(HOST_LABELS))],
    [1, () => '.' + r.pick(HOST_LABELS) + '.' + r.pick(HOST_LABELS)],
    [1, () => r.pick(['', '.', '..', 'localhost', '.local', 'a.', '.a', '127.0.0.1', '[::1]'])],
  ]);
}

export function domainPairs(seed, count) {
  const r = rng(seed);
  const out = [
    [null, 'a'],
    ['.a.com', null],
    ['.local', 'host'],
    ['.LOCAL', 'host'],
    ['host.local', 'host'],
    ['.example.com', 'a.example.com'],
    ['.example.com', 'a.b.example.com'],
    ['.example.com', 'example.com'],
    ['example.com', 'a.example.com'],
    ['.com', 'a.com'],
    ['.x.', 'a.x.'],
  ];
  while (out.length < count) {
    const h = host(r);
    const d = r.weighted([
      [3, () => host(r)],
      [3, () => (r.chance(0.5) ? '.' : '') + h.slice(h.indexOf('.') + 1)],
      [1, () => h],
      [1, () => h.toUpperCase()],
    ]);
    out.push([d, h]);
  }
  return out;
}

const SC_HOSTS = ['a.example.com', 'b.example.com', 'example.com', 'localhost', 'x.org', 'A.EXAMPLE.COM'];
const SC_PATHS = ['', '/', '/p', '/p/', '/p/q', '/p/q/r', '/P/q', '/other/x'];

function scUri(r) {
  if (r.chance(0.03)) return r.pick(['mailto:a@b', 'file:/p/q', '/p/q', 'http:/p', null]);
  const scheme = r.weighted([
    [6, 'http'],
    [3, 'https'],
    [1, () => r.pick(['ftp', 'HTTP', 'ws'])],
  ]);
  const port = r.weighted([
    [8, ''],
    [1, ':80'],
    [1, () => r.pick([':443', ':8080', ':81'])],
  ]);
  return `${scheme}://${r.pick(SC_HOSTS)}${port}${r.pick(SC_PATHS)}${r.chance(0.1) ? '?q' : ''}`;
}

function scCookie(r) {
  let s = `${r.pick(['a', 'b', 'c', 'A', 'd'])}=${r.pick(['1', '2', '"3"', 'x y'])}`;
  const attrs = [];
  if (r.chance(0.4)) attrs.push(`Path=${r.pick(['/', '/p', '/p/', '/p/q', '/x', '/P'])}`);
  if (r.chance(0.3))
    attrs.push(`Domain=${r.pick(['.example.com', 'example.com', '.x.org', 'a.example.com', '.local', '.com'])}`);
  if (r.chance(0.2)) attrs.push(r.pick(['Secure', 'HttpOnly', 'Discard']));
  if (r.chance(0.2)) attrs.push(`Max-Age=${r.pick(['0', '-1', '100', '1'])}`);
  if (r.chance(0.15))
    attrs.push(`Expires=${r.pick(['Tue, 01-Jan-2030 00:00:00 GMT', 'Thu, 01-Jan-1970 00:00:00 GMT'])}`);
  if (r.chance(0.25)) attrs.push(r.pick(['Version=1', 'Version=0']));
  if (r.chance(0.1)) attrs.push(r.pick(['Port', 'Port="80"', 'Port="80,443"', 'Port="8080"']));
  for (const a of attrs) s += '; ' + a;
  return s;
}

function scHeaders(r) {
  const out = [];
  for (let k = r.range(1, 3); k > 0; k--) {
    const key = r.weighted([
      [6, 'Set-Cookie'],
      [2, 'Set-Cookie2'],
      [1, () => r.pick(['set-cookie', 'SET-COOKIE2', 'Cookie', 'X-Other'])],
    ]);
    if (out.some(([k2]) => k2 === key)) continue;
    const values = Array.from({ length: r.range(1, 3) }, () =>
      r.chance(0.05) ? r.pick(['', 'junk', '$x=1']) : (r.chance(0.15) ? 'Set-Cookie2: ' : '') + scCookie(r),
    );
    out.push([key, values]);
  }
  return out;
}

export function scenarios(seed, count) {
  const r = rng(seed);
  const out = [];
  for (let n = 0; n < count; n++) {
    const policy = r.weighted([
      [5, null],
      [3, 'ACCEPT_ALL'],
      [1, 'ACCEPT_ORIGINAL_SERVER'],
      [0.5, 'ACCEPT_NONE'],
    ]);
    const steps = [];
    for (let k = r.range(1, 8); k > 0; k--) {
      steps.push(
        r.weighted([
          [6, () => ['put', scUri(r), scHeaders(r)]],
          [4, () => ['get', scUri(r), []]],
          [1, () => ['tick']],
          [0.5, () => ['policy', r.pick(['ACCEPT_ALL', 'ACCEPT_NONE', 'ACCEPT_ORIGINAL_SERVER', null])]],
          [0.5, () => ['cookies']],
          [0.5, () => ['uris']],
          [0.5, () => ['storeGet', scUri(r)]],
          [0.3, () => ['add', r.chance(0.7) ? scUri(r) : null, r.chance(0.95) ? scCookie(r) : null]],
          [0.3, () => ['remove', scUri(r), r.int(3) - 1]],
          [0.2, () => ['removeAll']],
          [0.1, () => ['put', r.chance(0.5) ? null : scUri(r), null]],
        ]),
      );
    }
    steps.push(['get', scUri(r), []], ['cookies'], ['uris']);
    out.push([policy, steps]);
  }
  return out;
}

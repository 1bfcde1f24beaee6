// hosts.mjs: random hosts, ports and userinfo for generate.mjs: IPv4 (valid and broken), bracketed
// IPv6 (valid forms with compression, trailing IPv4 and scope ids; and many broken ones),
// hostnames and registry names with every awkward character. `r` is the PRNG from generate.mjs.

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LETTER = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

const octet = (r) =>
  String(
    r.weighted([
      [3, () => r.int(256)],
      [1, () => r.pick([0, 1, 9, 10, 99, 100, 199, 249, 250, 255])],
    ]),
  );
export const ipv4 = (r) =>
  r.weighted([
    [5, () => [0, 0, 0, 0].map(() => octet(r)).join('.')],
    [1, () => r.pick(['0.0.0.0', '255.255.255.255', '127.0.0.1', '192.0.2.16', '10.0.0.1'])],
  ]);

export const badIpv4 = (r) => {
  const o = () => octet(r);
  return r.pick([
    `256.${o()}.${o()}.${o()}`,
    `${o()}.${o()}.${o()}.${r.range(256, 999)}`,
    `${o()}.${o()}.${o()}`,
    `${o()}.${o()}.${o()}.${o()}.${o()}`,
    `0${r.int(10)}.${o()}.${o()}.${o()}`,
    `${o()}.${o()}.${o()}.00${r.int(10)}`,
    `${o()}.${o()}.${o()}.${o()}.`,
    `${o()}..${o()}.${o()}`,
    `.${o()}.${o()}.${o()}`,
    `${o()}.${o()}.${o()}.`,
    `${o()}.${o()}.${o()}.${o()}x`,
    `${o()}.${o()}.${o()}.${o()}.com`,
    `${o()}.${o()}.${o()}.${o()}-a`,
    `${o()}.${o()}.${o()}.1a`,
    `4294967296`,
    `1.2.3.4444`,
    `99999999999.1.1.1`,
    `1.2.3.99999999999`,
    `01.02.03.04`,
    `1.2.3.-4`,
  ]);
};

const group = (r) => {
  const g = r.int(0x10000).toString(16).slice(0, r.range(1, 4));
  return r.chance(0.5) ? g.toUpperCase() : g;
};

/** A valid IPv6 literal (without brackets). */
export function ipv6(r) {
  const special = [
    '::',
    '::1',
    '1::',
    '::ffff:1.2.3.4',
    '::FFFF:129.144.52.38',
    '2001:db8::7',
    'fe80::1',
    '1:2:3:4:5:6:7:8',
    '0:0:0:0:0:0:0:0',
    '::0.0.0.0',
    '1:2:3:4:5:6:1.2.3.4',
  ];
  if (r.chance(0.2)) return r.pick(special);
  const v4 = r.chance(0.15);
  const n = v4 ? 6 : 8;
  const gs = Array.from({ length: n }, () => group(r));
  let s;
  if (r.chance(0.6)) {
    // compress a run of 1..n groups into '::'
    const start = r.int(n);
    const len = r.range(1, n - start);
    s = gs.slice(0, start).join(':') + '::' + gs.slice(start + len).join(':');
  } else s = gs.join(':');
  if (v4) s += (s.endsWith(':') ? '' : ':') + ipv4(r);
  return s;
}

const SCOPES = ['%eth0', '%25eth0', '%1', '%lo', '%en0', '%12345', '%a_b', '%a.b'];
const BAD_SCOPES = ['%', '%e th0', '%$', '%eth0%', '%/', '%[', '%é', '%25', '%%'];
const BAD_V6 = [
  '1:2:3:4:5:6:7:8:9',
  '12345::1',
  ':::',
  '1::2::3',
  '::g',
  'fffg::1',
  '1:2:3:4:5:6:7',
  '::1.2.3',
  '::256.1.1.1',
  '::1.2.3.4:5',
  '1.2.3.4',
  ':1::',
  '1::2:',
  '1:2:3:4:5:6:7:8::',
  '::1.2.3.4.5',
  '::01.2.3.4',
  'v1.fe',
  'a:b:c',
  '1::2:3:4:5:6:7:8',
  '-1::',
  '::99999999999.1.1.1',
  '::1.2.3.99999999999',
  '::4294967296.0.0.0',
];

/** Host part including brackets where relevant; `regText` makes registry-name text. */
export function host(r, regText, clean = false) {
  const label = () => r.pick(LETTER) + r.rep(r.range(0, 6), () => r.pick(ALNUM + '--')).replace(/-+$/, '');
  const hostname = () => Array.from({ length: r.range(1, 4) }, label).join('.');
  if (clean)
    return r.weighted([
      [8, hostname],
      [3, () => ipv4(r)],
      [3, () => '[' + ipv6(r) + ']'],
      [1, () => r.pick(['a_b', 'müller.de', 'a%41b', ''])],
    ]);
  return r.weighted([
    [8, hostname],
    [1, () => hostname() + '.'],
    [4, () => ipv4(r)],
    [3, () => badIpv4(r)],
    [5, () => '[' + ipv6(r) + (r.chance(0.2) ? r.pick(SCOPES) : '') + ']'],
    [2, () => '[' + r.pick(BAD_V6) + ']'],
    [1, () => '[' + ipv6(r) + r.pick(BAD_SCOPES) + ']'],
    [1, () => r.pick(['[', ']', '[]', '[::1', '::1]', '[::1]x', '[[::1]]', '[::1]]', 'a[::1]', '[::1]:'])],
    [
      3,
      () =>
        r.pick([
          '-a.com',
          'a-.com',
          'a.-b',
          'a.b-',
          'a.1b',
          '1a',
          'a.9',
          '9',
          'a_b.com',
          'a..b',
          '.a',
          'a.b..',
          'xn--nxasmq6b',
          'müller.de',
          'ü',
          '例え.jp',
          'a%41b',
          '%41',
          'a;b',
          'a$b',
          'a,b',
          'a=b',
          'a+b',
          'a&b',
          'a!b',
          'a~b',
          "a'b",
          'a*b',
          'localhost',
          'LOCALHOST',
          '',
        ]),
    ],
    [3, regText],
  ]);
}

export function port(r, clean = false) {
  if (clean) return r.pick(['', '0', '80', '8080', '65535', '080', String(r.int(70000))]);
  return r.weighted([
    [6, () => r.pick(['', '0', '80', '65535', '70000', '2147483647', '2147483648', '08', '00080', '443'])],
    [3, () => String(r.int(100000))],
    [1, () => '9'.repeat(40)],
    [1, () => r.pick(['x', '8a', 'a8', '80:90', '1:2:3', ':', '-1', '+1', ' 80', '８０', '٨٠', '%38%30'])],
  ]);
}

export function userinfo(r, uiText) {
  return r.weighted([
    [5, uiText],
    [2, () => uiText() + ':' + uiText()],
    [1, () => uiText() + '@' + uiText()],
    [
      1,
      () => r.pick(['', ':', '@', 'a@b@c', 'user:pass', 'u%40x', 'u%3Ax', 'üser', 'a b', 'a[b', 'a]b', 'a/b', 'a?b']),
    ],
  ]);
}

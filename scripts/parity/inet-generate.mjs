// inet-generate.mjs: deterministic (seeded) inputs for the InetAddress sections of the parity run.
//   literals(seed, count)  -> {text, kind}[]    texts for the literal parsers and getByName: IPv4 in 1-5 parts,
//                                               decimal/octal/hex, range boundaries; IPv6 in every '::' form,
//                                               embedded, mapped and compatible IPv4, scopes, brackets;
//                                               predicate boundaries; special names; junk and mutations
//   byteArrays(seed, count) -> {bytes, kind}[]  arrays for getByAddress: lengths 0..17, bytes -128..255
//   hostTexts(seed, count)  -> (string|null)[]  host names for getByAddress(host, bytes)
//   equalsPairs(seed, count) -> {a, b, kind}[]  terms for equals: a string/null (getByName) or a byte array
// The fixed edge cases come first in each list; then seeded random ones (mulberry32, generate.mjs).

import { rng } from './generate.mjs';
import { FIXED_LITERALS, IPV4_RANGES, IPV6_RANGES, SCOPES, NON_ASCII_DIGITS, WHITESPACE } from './inet-edges.mjs';

export { FIXED_LITERALS };

/** IPv4 part values around every limit of the four forms (a.b.c.d, a.b.c, a.b, a). */
const V4_VALUES = [0, 1, 7, 8, 9, 10, 63, 64, 99, 100, 127, 128, 254, 255, 256, 511, 999, 4095, 65535, 65536];
const V4_BIG = [16777215, 16777216, 2147483647, 2147483648, 4294967295, 4294967296, 99999999999, 2 ** 53];

/** A number written in decimal (with leading zeros), octal, or hex (0x/0X, either case). */
function number(r, n) {
  const zeros = () =>
    '0'.repeat(
      r.weighted([
        [6, 0],
        [3, 1],
        [1, 2],
        [1, 9],
      ]),
    );
  return r.weighted([
    [5, () => String(n)],
    [2, () => zeros() + String(n)],
    [2, () => '0' + n.toString(8)],
    [1, () => zeros() + n.toString(8) + (r.chance(0.2) ? r.pick(['8', '9']) : '')],
    [2, () => r.pick(['0x', '0X']) + hexCase(r, zeros() + n.toString(16))],
    [0.3, () => r.pick(['0x', '0X', '0x0', 'x1', '0b1', '00x1'])],
  ]);
}

const hexCase = (r, s) =>
  r.weighted([
    [2, s],
    [1, s.toUpperCase()],
    [1, [...s].map((c) => (r.chance(0.5) ? c.toUpperCase() : c)).join('')],
  ]);

/** One IPv4 part value: a boundary, a small number, or any value up to the part count's limit. */
function partValue(r, parts, last) {
  const limit = last ? ([4294967295, 16777215, 65535, 255][parts - 1] ?? 255) : 255;
  return r.weighted([
    [4, () => r.pick(V4_VALUES)],
    [1, () => r.pick(V4_BIG)],
    [2, () => r.range(0, 255)],
    [2, () => r.range(0, limit)],
    [1, () => limit + r.pick([-1, 0, 1])],
  ]);
}

/** An IPv4 text of 1-5 parts, each in any base, sometimes with an empty part. */
function ipv4(r) {
  const parts = r.weighted([
    [2, 1],
    [2, 2],
    [2, 3],
    [6, 4],
    [0.5, 5],
  ]);
  const out = [];
  for (let i = 0; i < parts; i++) {
    out.push(r.chance(0.03) ? '' : number(r, partValue(r, parts, i === parts - 1)));
  }
  return out.join('.');
}

/** A dotted quad of plain decimal values (what an embedded IPv4 tail usually is). */
const quad = (r) => Array.from({ length: 4 }, () => r.pick([0, 1, 2, 127, 192, 255, r.range(0, 255)])).join('.');

/** 8 groups of 16 bits, biased to zeros (so that '::' has runs to compress). */
function groups(r) {
  return Array.from({ length: 8 }, () =>
    r.weighted([
      [4, 0],
      [1, 1],
      [1, 0xffff],
      [4, () => r.range(0, 0xffff)],
      [1, () => r.range(0, 0xff)],
    ]),
  );
}

/**
 * An IPv6 text of 8 groups: each group in 1-4 hex digits (now and then 5), in any case, a run of zero
 * groups (or any run) written '::', the last 32 bits sometimes as a dotted quad.
 */
export function ipv6Text(r, g, { tail = r.chance(0.2), compress = r.chance(0.7) } = {}) {
  const group = (n) => {
    const s = n.toString(16);
    const padded = r.weighted([
      [6, s],
      [2, s.padStart(4, '0')],
      [1, s.padStart(r.range(s.length, 4), '0')],
      [0.05, '0' + s.padStart(4, '0')],
    ]);
    return hexCase(r, padded);
  };
  const words = g.slice(0, tail ? 6 : 8).map(group);
  if (tail) {
    const v4 = `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
    words.push(r.chance(0.9) ? v4 : ipv4(r));
  }
  if (!compress) return words.join(':');
  // a run [s, e) of zero groups (the longest, or any run of zeros, or a run of one)
  const n = words.length;
  const zero = (i) => i < (tail ? 6 : 8) && g[i] === 0;
  const runs = [];
  for (let i = 0; i < n;) {
    if (!zero(i)) {
      i++;
      continue;
    }
    let e = i;
    while (e < n && zero(e)) e++;
    runs.push([i, e]);
    i = e;
  }
  if (runs.length === 0) return words.join(':');
  const [s, e] = r.chance(0.6) ? runs.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a)) : r.pick(runs);
  const cut = r.chance(0.2) ? Math.max(s + 1, e - 1) : e; // sometimes a shorter run than there is
  return words.slice(0, s).join(':') + '::' + words.slice(cut).join(':');
}

/** A scope: numeric ones around Java's int range, interface names, empty, junk. */
const scope = (r) =>
  '%' +
  r.weighted([
    [3, () => r.pick(SCOPES)],
    [2, () => String(r.range(0, 300))],
    [1, () => String(r.range(0, 2 ** 31 - 1))],
  ]);

/** An address text of one of the ranges the predicates test: network start/end and its neighbours. */
function rangeAddress(r) {
  if (r.chance(0.55)) {
    const [base, bits] = r.pick(IPV4_RANGES);
    const size = 2 ** (32 - bits);
    const v = (base + r.pick([0, 1, size - 1, size, -1, r.int(size)]) + 2 ** 32) % 2 ** 32;
    const dotted = [v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255].join('.');
    return {
      text: r.weighted([
        [8, dotted],
        [1, String(v)],
        [1, () => ipv6Text(r, [0, 0, 0, 0, 0, 0xffff, v >>> 16, v & 0xffff])],
      ]),
      kind: 'v4-range',
    };
  }
  const [prefix, bits] = r.pick(IPV6_RANGES);
  const g = groups(r);
  // the prefix's first `bits` bits, then the rest random; or its neighbours just outside
  const take = Math.floor(bits / 16);
  for (let i = 0; i < take; i++) g[i] = prefix[i];
  if (bits % 16) {
    const keep = bits % 16;
    const mask = (0xffff << (16 - keep)) & 0xffff;
    g[take] = (prefix[take] & mask) | (g[take] & ~mask & 0xffff);
  }
  const edge = r.pick(['in', 'in', 'below', 'above']);
  if (edge !== 'in' && bits > 0) {
    const i = Math.floor((bits - 1) / 16);
    const step = 1 << (16 - (bits - 16 * i));
    g[i] = (g[i] + (edge === 'above' ? step : -step) + 0x10000) & 0xffff;
  }
  const text = ipv6Text(r, g) + (r.chance(0.1) ? scope(r) : '');
  return { text: r.chance(0.2) ? `[${text}]` : text, kind: `v6-range ${edge}` };
}

/** IPv4-mapped and IPv4-compatible spellings of a random IPv4 address. */
function embedded(r) {
  const v4 = quad(r);
  const [a, b, c, d] = v4.split('.').map(Number);
  const hi = hexCase(r, ((a << 8) | b).toString(16).padStart(r.pick([1, 4]), '0'));
  const lo = hexCase(r, ((c << 8) | d).toString(16).padStart(r.pick([1, 4]), '0'));
  const ffff = hexCase(r, r.pick(['ffff', 'FFFF', 'ffff', '0ffff']));
  const head = r.pick(['::', '0:0:0:0:0:', '0::', '::0:', '0:0::', '::0:0:0:', '0:0:0:0::', '1::', '::1:']);
  const tail = r.chance(0.7) ? v4 : `${hi}:${lo}`;
  const mapped = r.chance(0.65);
  let text = mapped ? `${head}${ffff}:${tail}` : r.pick(['::', '0:0:0:0:0:0:', '0::0:']) + tail;
  if (r.chance(0.15)) text += scope(r);
  if (r.chance(0.25)) text = `[${text}]`;
  return { text, kind: mapped ? 'mapped' : 'compatible' };
}

/** Broken IPv6: too many/few groups, doubled or tripled colons, 5-digit groups, bad tails, brackets. */
function brokenIpv6(r) {
  const g = groups(r);
  const t = ipv6Text(r, g);
  return r.weighted([
    [1, () => t + ':' + hexCase(r, r.range(0, 0xffff).toString(16))],
    [1, () => t.replace(/:[^:]*$/, '')],
    [1, () => t.replace('::', ':::')],
    [1, () => '1::2::3'],
    [1, () => t + '::'],
    [1, () => ':' + t],
    [1, () => t + ':'],
    [1, () => t.replace(/[0-9a-fA-F]+/, (m) => m.padStart(5, '1'))],
    [1, () => t.replace(/[0-9a-fA-F]+$/, 'g')],
    [1, () => '[' + t],
    [1, () => t + ']'],
    [1, () => `[${t}]%1`],
    [1, () => `[[${t}]]`],
    [1, () => t + '.' + r.range(0, 300)],
    [1, () => ipv6Text(r, g, { tail: true }).replace(/\d+$/, (m) => r.pick(['', '256', '0' + m, m + '.1']))],
  ]);
}

/** Whitespace, controls and non-ASCII digits put into a text. */
function decorate(r, text) {
  const at = r.int(text.length + 1);
  return r.weighted([
    [2, () => r.pick(WHITESPACE) + text],
    [2, () => text + r.pick(WHITESPACE)],
    [2, () => text.slice(0, at) + r.pick(WHITESPACE) + text.slice(at)],
    [1, () => ' '.repeat(r.range(1, 4)) + text + ' '.repeat(r.range(0, 4))],
    [1, () => text.replace(/\d/, (d) => NON_ASCII_DIGITS[r.int(NON_ASCII_DIGITS.length)][Number(d)])],
    [1, () => text + '.'],
    [1, () => '.' + text],
    [1, () => text.replace('.', '..')],
    [1, () => `[${text}]`],
    [0.5, () => text + '\u0000'],
    [0.5, () => `[${text}]${r.pick(WHITESPACE)}`],
    [0.5, () => r.pick(['+', '-']) + text],
  ]);
}

const JUNK = '0123456789abcdefxX.:%[] -+\t\u0000gG/@#\u00e9\u0661';

/** One character inserted, deleted or replaced. */
function mutate(r, text) {
  const i = r.int(text.length + 1);
  const c = JUNK[r.int(JUNK.length)];
  return r.weighted([
    [1, () => text.slice(0, i) + c + text.slice(i)],
    [1, () => text.slice(0, i) + text.slice(i + 1)],
    [1, () => text.slice(0, i) + c + text.slice(i + 1)],
  ]);
}

/** Texts for the literal parsers: the fixed edges first, then `count` seeded ones (fewer if count is small). */
export function literals(seed, count) {
  const r = rng(seed);
  const out = FIXED_LITERALS.map((text) => ({ text, kind: 'fixed' }));
  while (out.length < count) {
    out.push(
      r.weighted([
        [6, () => ({ text: ipv4(r), kind: 'v4' })],
        [6, () => ({ text: ipv6Text(r, groups(r)), kind: 'v6' })],
        [2, () => ({ text: ipv6Text(r, groups(r)) + scope(r), kind: 'v6-scoped' })],
        [1, () => ({ text: `[${ipv6Text(r, groups(r))}${r.chance(0.3) ? scope(r) : ''}]`, kind: 'v6-bracketed' })],
        [3, () => embedded(r)],
        [4, () => rangeAddress(r)],
        [2, () => ({ text: brokenIpv6(r), kind: 'v6-broken' })],
        [2, () => ({ text: decorate(r, r.chance(0.5) ? ipv4(r) : ipv6Text(r, groups(r))), kind: 'decorated' })],
        [2, () => ({ text: mutate(r, r.chance(0.5) ? ipv4(r) : ipv6Text(r, groups(r))), kind: 'mutated' })],
        [1, () => ({ text: r.rep(r.range(0, 12), () => JUNK[r.int(JUNK.length)]), kind: 'junk' })],
      ]),
    );
  }
  return out.slice(0, Math.max(count, FIXED_LITERALS.length));
}

/** Bytes of one IPv4 range's address (start, end, neighbours), as 4 unsigned values. */
function v4Bytes(r) {
  const [base, bits] = r.pick(IPV4_RANGES);
  const size = 2 ** (32 - bits);
  const v = (base + r.pick([0, 1, size - 1, size, -1, r.int(size)]) + 2 ** 32) % 2 ** 32;
  return [v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
}

/** Bytes of one IPv6 range's address, or a mapped / compatible one. */
function v6Bytes(r) {
  const b = Array.from({ length: 16 }, () => (r.chance(0.5) ? 0 : r.range(0, 255)));
  const kind = r.pick(['range', 'range', 'mapped', 'compatible', 'zero', 'random']);
  if (kind === 'mapped' || kind === 'compatible') {
    b.fill(0, 0, 12);
    if (kind === 'mapped') b[10] = b[11] = 255;
    if (r.chance(0.2)) b[r.int(12)] = r.pick([1, 255, 128]); // almost mapped/compatible
  } else if (kind === 'zero') {
    b.fill(0, 0, 15);
    b[15] = r.pick([0, 1, 2, 255]);
  } else if (kind === 'range') {
    const [prefix, bits] = r.pick(IPV6_RANGES);
    for (let i = 0; i < Math.ceil(bits / 8); i++) {
      const whole = (prefix[i >> 1] >> (i % 2 ? 0 : 8)) & 255;
      const keep = Math.min(8, bits - 8 * i);
      const mask = (0xff << (8 - keep)) & 0xff;
      b[i] = (whole & mask) | (b[i] & ~mask & 0xff);
    }
  }
  return b;
}

/** A byte as the caller may write it: -128..127 or 0..255 (either for the upper half). */
const written = (r, v) => (v > 127 && r.chance(0.5) ? v - 256 : v);

/** Arrays for getByAddress: mostly 4 and 16 bytes around the predicates' ranges, and wrong lengths. */
export function byteArrays(seed, count) {
  const r = rng(seed);
  const out = [];
  for (const n of [0, 1, 3, 5, 15, 17]) out.push({ bytes: Array(n).fill(1), kind: `length ${n}` });
  out.push({ bytes: null, kind: 'null' });
  out.push({ bytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4], kind: 'mapped' });
  out.push({ bytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4], kind: 'compatible' });
  out.push({ bytes: [-128, -1, 0, 127, 128, 255, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], kind: 'signs' });
  out.push({ bytes: [-1, -1, -1, -1], kind: 'v4' }, { bytes: [255, 255, 255, 255], kind: 'v4' });
  while (out.length < count) {
    const item = r.weighted([
      [5, () => ({ bytes: v4Bytes(r), kind: 'v4' })],
      [5, () => ({ bytes: v6Bytes(r), kind: 'v6' })],
      [
        1,
        () => ({
          bytes: Array.from({ length: r.pick([0, 2, 3, 5, 8, 15, 17, 32]) }, () => r.range(0, 255)),
          kind: 'length',
        }),
      ],
    ]);
    item.bytes = item.bytes.map((v) => written(r, v));
    out.push(item);
  }
  return out.slice(0, Math.max(count, 12));
}

const HOSTS = [
  null,
  '',
  'example.com',
  'LOCALHOST',
  'localhost',
  '1.2.3.4',
  '::1',
  '[::1]',
  '[fe80::1%5]',
  '[fe80::1%eth0]',
  'fe80::1%eth0',
  '[',
  ']',
  '[]',
  '[x',
  'x]',
  '[[x]]',
  ' ',
  ' h ',
  'h\u0000',
  '\u00e9l\u00e8ve',
  '\ud83d\ude00',
  '%',
  'a%b',
];

/** Host texts for getByAddress(host, bytes): kept as given, except for the surrounding brackets. */
export function hostTexts(seed, count) {
  const r = rng(seed);
  return Array.from({ length: count }, (_, i) =>
    i < HOSTS.length
      ? HOSTS[i]
      : r.chance(0.5)
        ? r.pick(HOSTS)
        : r.chance(0.5)
          ? literalText(r)
          : `[${literalText(r)}]`,
  );
}

const literalText = (r) => (r.chance(0.5) ? ipv4(r) : ipv6Text(r, groups(r)));

/** Two spellings of one address (or of two near ones), as equals terms: getByName texts or byte arrays. */
function pair(r) {
  const g = groups(r);
  const v4 = quad(r);
  const [a, b, c, d] = v4.split('.').map(Number);
  const v4Bytes16 = (head) => [...head, a, b, c, d];
  const zeros = (n) => Array(n).fill(0);
  const bytes6 = g.flatMap((w) => [w >> 8, w & 255]);
  return r.weighted([
    [3, () => ({ a: ipv6Text(r, g), b: ipv6Text(r, g), kind: 'v6 spellings' })],
    [2, () => ({ a: ipv6Text(r, g) + scope(r), b: ipv6Text(r, g) + (r.chance(0.5) ? scope(r) : ''), kind: 'scopes' })],
    [2, () => ({ a: v4, b: ipv4Spelling(r, v4), kind: 'v4 spellings' })],
    [2, () => ({ a: v4, b: `::ffff:${v4}`, kind: 'mapped' })],
    [2, () => ({ a: v4, b: `::${v4}`, kind: 'compatible' })],
    [1, () => ({ a: `::${v4}`, b: `::ffff:${v4}`, kind: 'compatible/mapped' })],
    [2, () => ({ a: v4, b: v4Bytes16(zeros(12)), kind: 'v4/compatible bytes' })],
    [2, () => ({ a: v4, b: v4Bytes16([...zeros(10), 255, 255]), kind: 'v4/mapped bytes' })],
    [2, () => ({ a: ipv6Text(r, g), b: bytes6.map((v) => written(r, v)), kind: 'v6/bytes' })],
    [1, () => ({ a: [a, b, c, d].map((v) => written(r, v)), b: v4, kind: 'bytes/v4' })],
    [
      1,
      () => ({
        a: r.pick([null, '', 'localhost', 'LOCALHOST']),
        b: r.pick(['127.0.0.1', '127.1', '::1', null, '']),
        kind: 'localhost',
      }),
    ],
    [2, () => ({ a: literalText(r), b: literalText(r), kind: 'random' })],
    [1, () => ({ a: v4, b: `${a}.${b}.${c}.${(d + 1) & 255}`, kind: 'neighbours' })],
    [0.5, () => ({ a: literalText(r), b: r.pick(['junk', '1.2.3.4.', '[::1', 'fe80::1%']), kind: 'error' })],
  ]);
}

/** Another spelling of a dotted quad: fewer parts, leading zeros, or one number. */
function ipv4Spelling(r, v4) {
  const [a, b, c, d] = v4.split('.').map(Number);
  return r.pick([
    `${a}.${b}.${(c << 8) | d}`,
    `${a}.${(b << 16) | (c << 8) | d}`,
    String(((a << 24) >>> 0) + ((b << 16) | (c << 8) | d)),
    [a, b, c, d].map((v) => '0' + v).join('.'),
    v4,
  ]);
}

/** Pairs for equals: every pair of spellings; the JDK reads a string with getByName, an array with getByAddress. */
export function equalsPairs(seed, count) {
  const r = rng(seed);
  return Array.from({ length: count }, () => pair(r));
}

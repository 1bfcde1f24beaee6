// isa-generate.mjs: deterministic (seeded) inputs for the InetSocketAddress sections of the parity run.
//   port(r)                      a port: the range's edges and their neighbours, Java's int edges, any
//   isaHosts(seed, count)        -> {host, kind}[]  host names: every literal form of inet-generate.mjs
//                                (IPv4 in any base, IPv6 in every '::' form, scoped, bracketed, mapped,
//                                decorated, broken), names, localhost in any case, names whose case the
//                                JDK folds in its own way (ſ, K, İ, ı, Σ, ß, Cherokee, Deseret...), empty
//   addressTerms(seed, count)    -> {term, kind}[]  an InetAddress to give: null, a getByName text, bytes, or
//                                [host, bytes]
//   makerPairs(seed, count)      -> {a, b, kind}[]  two makers for equals: [kind, ...args], kind one of
//                                port, host, unresolved, address
// The fixed edges come first in each list; then seeded random ones (mulberry32, generate.mjs). None is an
// expected value: the JDK answers for them.

import { rng } from './generate.mjs';
import { FIXED_LITERALS, byteArrays, hostTexts, literals } from './inet-generate.mjs';

/** Ports at every edge: Java's int range, 0, 65535 and their neighbours. */
export const PORTS = [-2147483648, -65536, -1, 0, 1, 80, 443, 8080, 65534, 65535, 65536, 65537, 70000, 2147483647];

export function port(r) {
  return r.weighted([
    [1, () => r.pick(PORTS)],
    [8, () => r.range(0, 65535)],
    [1, () => r.range(0, 1023)],
    [0.3, () => r.range(-2147483648, 2147483647)],
  ]);
}

/**
 * Code points whose case the JDK maps in its own way: long s and Kelvin (equalsIgnoreCase to s and k), the
 * dotted and dotless i, sigma (final or not), sharp s (one way only), titlecase digraphs, Cherokee,
 * Georgian Mtavruli, Deseret (supplementary), ones whose mappings changed between Unicode 13 and 17, and
 * lone surrogates.
 */
const CASE_SPECIAL = [
  0x17f, 0x212a, 0x130, 0x131, 0x3a3, 0x3c3, 0x3c2, 0xdf, 0x1e9e, 0x1c4, 0x1c5, 0x1c6, 0x149, 0x587, 0x13a0, 0xab70,
  0x1c90, 0x10d0, 0x10400, 0x10428, 0x19b, 0x264, 0x1c8a, 0x1c89, 0x2c5f, 0xa7c1, 0xa7cb, 0xa7cd, 0xa7dc, 0x1f80,
  0x1f88, 0x345, 0x399, 0x3b9, 0x1fbe, 0x2126, 0x3c9, 0xb5, 0x39c, 0xff21, 0xff41, 0xd800, 0xdc00,
].map((cp) => String.fromCodePoint(cp));

/** Case equivalents (as equalsIgnoreCase or a case change may see them) a character may become. */
const SWAPS = {
  s: ['S', '\u017f'],
  S: ['s', '\u017f'],
  k: ['K', '\u212a'],
  K: ['k', '\u212a'],
  i: ['I', '\u0130', '\u0131'],
  I: ['i', '\u0130', '\u0131'],
  '\u03c3': ['\u03a3', '\u03c2'],
  '\u03a3': ['\u03c3', '\u03c2'],
  '\u03c2': ['\u03a3', '\u03c3'],
  '\u00df': ['\u1e9e', 'ss', 'SS'],
  '\u03b9': ['\u0399', '\u0345', '\u1fbe'],
  '\u00b5': ['\u039c', '\u03bc'],
};

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const NAME_CHARS = LOWER + LOWER.toUpperCase() + '0123456789-.';

/** A host name: labels of letters, digits and hyphens, now and then with a special character. */
function name(r) {
  const label = () =>
    r.rep(r.range(1, 8), () => (r.chance(0.1) ? r.pick(CASE_SPECIAL) : NAME_CHARS[r.int(NAME_CHARS.length)]));
  return Array.from({ length: r.range(1, 3) }, label).join(r.chance(0.9) ? '.' : r.pick(['-', ' ', '_']));
}

/** The same text with its case changed here and there (a character upper- or lower-cased, or swapped for an equivalent). */
export function recase(r, text) {
  return Array.from(text, (c) =>
    r.weighted([
      [4, c],
      [2, () => c.toUpperCase()],
      [2, () => c.toLowerCase()],
      [1, () => (SWAPS[c] ? r.pick(SWAPS[c]) : c)],
    ]),
  ).join('');
}

const LOCALHOSTS = ['localhost', 'LOCALHOST', 'LocalHost', 'localhoſt', 'LOCALHOSﬆ', 'localhost.', ' localhost'];

/** Host names every run asks (and every fixture holds): localhost, names, the special characters, a few literals. */
export const OWN_HOSTS = [
  '',
  ...LOCALHOSTS,
  'example.com',
  'Example.COM',
  'a',
  'A',
  '0.0.0.0',
  '::',
  '[::]',
  '[::1]',
  '::1',
  '[0:0:0:0:0:0:0:1]',
  '[fe80::1%2]',
  'fe80::1%2',
  '[fe80::1%eth0]',
  '[::ffff:1.2.3.4]',
  '::ffff:1.2.3.4',
  '[::1.2.3.4]',
  '[1.2.3.4]',
  '[]',
  '[',
  ']',
  '/',
  'a/b',
  ':',
  'h:80',
  '<unresolved>',
  '\u0000',
  ...CASE_SPECIAL,
  'a\u03a3',
  '\u03a3a',
  'a-\u03a3',
  'a\u03a3-b',
  'A\u03a3\u03a3',
];

/** Host names every run asks: OWN_HOSTS, then the literal edges of inet-edges.mjs. */
export const FIXED_HOSTS = [...OWN_HOSTS, ...FIXED_LITERALS.filter((text) => text !== null)];

/** Host names for the constructor and createUnresolved: the fixed ones first, then names and literals (half). */
export function isaHosts(seed, count) {
  const r = rng(seed);
  const texts = literals(seed ^ 0x15a, Math.ceil(count / 2));
  const out = FIXED_HOSTS.map((host) => ({ host, kind: 'fixed' }));
  for (let i = FIXED_LITERALS.length; out.length < count; i++) {
    out.push(
      r.weighted([
        [5, () => (i < texts.length ? { host: texts[i].text, kind: texts[i].kind } : { host: name(r), kind: 'name' })],
        [3, () => ({ host: name(r), kind: 'name' })],
        [1, () => ({ host: recase(r, r.pick(LOCALHOSTS)), kind: 'localhost' })],
        [1, () => ({ host: recase(r, r.pick(FIXED_HOSTS)), kind: 'recased' })],
        [0.3, () => ({ host: '', kind: 'empty' })],
      ]),
    );
  }
  return out.slice(0, Math.max(count, FIXED_HOSTS.length));
}

/** InetAddress terms for the (address, port) constructor: null, getByName texts, bytes, [host, bytes]. */
export function addressTerms(seed, count) {
  const r = rng(seed);
  const bytes = byteArrays(seed ^ 0xb7e, count).filter((b) => b.bytes !== null && [4, 16].includes(b.bytes.length));
  const hosts = hostTexts(seed ^ 0x4057, count);
  const texts = literals(seed ^ 0x7e47, count);
  const out = [
    { term: null, kind: 'null' },
    { term: '', kind: 'loopback' },
    { term: 'localhost', kind: 'loopback' },
    { term: [null, [0, 0, 0, 0]], kind: 'bytes' },
    { term: ['', [1, 2, 3, 4]], kind: 'empty host' },
    { term: ['[]', [1, 2, 3, 4]], kind: 'empty host' },
    { term: ['[::1]', Array(16).fill(0)], kind: 'bracketed host' },
    { term: ['h', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]], kind: 'mapped' },
  ];
  for (let i = 0; out.length < count; i++) {
    out.push(
      r.weighted([
        [4, () => ({ term: texts[i % texts.length].text, kind: `text ${texts[i % texts.length].kind}` })],
        [3, () => ({ term: bytes[i % bytes.length].bytes, kind: `bytes ${bytes[i % bytes.length].kind}` })],
        [3, () => ({ term: [hosts[i % hosts.length], bytes[(i * 7) % bytes.length].bytes], kind: 'host and bytes' })],
        [0.2, () => ({ term: null, kind: 'null' })],
      ]),
    );
  }
  return out.slice(0, Math.max(count, 8));
}

/** One maker of the host's kind at the port: a hostname constructor, or createUnresolved. */
const hostMaker = (r, host, p) => [r.chance(0.6) ? 'host' : 'unresolved', host, p];

/** Pairs for equals: case variants, spellings of one address, resolved beside unresolved, the wildcard, ports. */
export function makerPairs(seed, count) {
  const r = rng(seed);
  const hosts = isaHosts(seed ^ 0xe9, count);
  const terms = addressTerms(seed ^ 0xe8, count);
  const out = [];
  for (let i = 0; out.length < count; i++) {
    const p = port(r);
    const q = r.chance(0.8) ? p : r.chance(0.5) ? p + 1 : port(r);
    const host = hosts[i % hosts.length].host;
    out.push(
      r.weighted([
        [4, () => ({ a: hostMaker(r, host, p), b: hostMaker(r, recase(r, host), q), kind: 'recased' })],
        [2, () => ({ a: ['host', host, p], b: ['unresolved', host, q], kind: 'resolved/unresolved' })],
        [
          2,
          () => {
            const { a, b } = r.pick(SPELLINGS)(r);
            const text = typeof b === 'string' && r.chance(0.5);
            return { a: ['host', a, p], b: [text ? 'host' : 'address', b, q], kind: 'spellings' };
          },
        ],
        [
          1,
          () => ({
            a: r.pick([
              ['port', p],
              ['address', null, p],
              ['host', '0.0.0.0', p],
            ]),
            b: r.pick([
              ['port', q],
              ['address', null, q],
              ['host', r.pick(['0.0.0.0', '::', '0', '[::]']), q],
            ]),
            kind: 'wildcard',
          }),
        ],
        [2, () => ({ a: ['address', terms[i % terms.length].term, p], b: ['host', host, q], kind: 'address/host' })],
        [
          1,
          () => ({ a: hostMaker(r, host, p), b: hostMaker(r, hosts[(i * 3) % hosts.length].host, q), kind: 'random' }),
        ],
      ]),
    );
  }
  return out;
}

/** Two spellings of one address (or near ones), as texts or address terms. */
const SPELLINGS = [
  (r) => ({ a: '127.0.0.1', b: r.pick(['localhost', '127.1', '', '[::ffff:127.0.0.1]', [127, 0, 0, 1]]) }),
  (r) => ({ a: '::1', b: r.pick(['[::1]', '0:0:0:0:0:0:0:1', '::1%1', [null, [...Array(15).fill(0), 1]]]) }),
  (r) => ({ a: 'fe80::1%1', b: r.pick(['fe80::1', '[fe80::1%2]', 'FE80:0::1']) }),
  (r) => ({ a: '1.2.3.4', b: r.pick(['1.2.772', '::ffff:1.2.3.4', '::1.2.3.4', ['h', [1, 2, 3, 4]], '1.2.3.5']) }),
];

// inputs.mjs: the fuzzer's inputs, all drawn from one seeded PRNG (mulberry32, `rng` of
// scripts/parity/generate.mjs) so that a seed reproduces a run exactly.
//
//   const gen = inputs(seed);  gen.next() -> {s, expr?}   (expr: JS source for a long input)
//   gen.component() -> a string or null for a constructor or with... argument
//
// Kinds: random strings over a URI-ish alphabet and over full UTF-16 (lone surrogates, NUL, C0/C1
// controls, U+00A0, U+2028...); structured URIs (generate.mjs's parts()); mutations (insert,
// delete, duplicate, swap, truncate) of real URIs from bench/data/*.txt and of the others; hostile
// fixed strings ("%" at the end, "[" without "]", 40-digit ports, __proto__ as components); and
// now and then long inputs (1,000 to 100,000 chars, up to 1 MB occasionally).

import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng, parts, serialize, mutate, other, dirty, RFC_EXAMPLES, EDGE_CASES } from '../parity/generate.mjs';
import { asciiJson } from '../parity/jdk.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The real-world URIs of bench/data, one per line. */
function loadData() {
  const dir = join(ROOT, 'bench', 'data');
  const out = [];
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.txt')) continue;
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) if (line !== '') out.push(line);
  }
  return out;
}

const URIISH = 'abcxyzABCXYZ0189ef:/?#[]@!$&\'()*+,;=-._~%% "<>\\^`{|}';
/** Code units that java.net.URI treats specially: controls, spaces, surrogates, NFC-unstable. */
const UNITS = [
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\r',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
  '\u00a0',
  '\u00ad',
  '\u00e9',
  '\u0301',
  '\u037e',
  '\u0130',
  '\u1680',
  '\u1fef',
  '\u2000',
  '\u200a',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u212a',
  '\u212b',
  '\u3000',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ud83d\ude00',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u00df',
  '\ufb01',
];
const PROTO = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__'];
const DIGITS40 = '1234567890'.repeat(4);

/** Fixed hostile inputs. */
const HOSTILE = [
  '%',
  'http://h/%',
  'http://h/a%4',
  'http://h/?%',
  'http://h/#%',
  'a:%',
  'a:b%',
  '//%',
  '//h%',
  '//u%@h',
  '//[',
  'http://[',
  'http://[::1',
  'http://[::1%',
  'http://[::1%25',
  'http://[::1%]',
  'http://[]',
  'http://[::1]x',
  'http://[1:2:3:4:5:6:7:8:9]',
  'http://[::1.2.3.4.5]',
  'http://[::99999999999.1.1.1]/',
  'http://[::1]]/',
  'http://h:' + DIGITS40,
  'http://h:' + DIGITS40 + '/p',
  '//u@h:' + DIGITS40,
  'http://[::1]:' + DIGITS40 + '/',
  'http://1.2.3.4:' + DIGITS40,
  'http://h:' + DIGITS40 + DIGITS40 + '?q#f',
  'http://h:2147483647/',
  'http://h:2147483648/',
  'http://__proto__/',
  '__proto__:x',
  '__proto__',
  'constructor',
  'prototype',
  'http://h/__proto__?constructor#prototype',
  '//__proto__@constructor:80/prototype',
  'toString:valueOf',
  '',
  ':',
  '//',
  '///',
  '#',
  '?',
  '/',
  '.',
  '..',
  './',
  '../',
  'a:',
  'a://',
  'a:/',
  'a:#',
  '#%',
  '?%',
  'http://u@@h/',
  'http://:::/',
  'http://h::80/',
  'http://@/',
  'http://h@/',
];

const lit = (s) => asciiJson(s);

/** The input generator for one seed. */
export function inputs(seed) {
  const r = rng(seed);
  const data = loadData();
  let index = 0;

  const unit = () =>
    r.weighted([
      [6, () => r.pick(URIISH)],
      [2, () => r.pick(UNITS)],
      [1, () => String.fromCharCode(r.int(0x10000))],
      [1, () => other(r)],
      [1, () => dirty(r)],
    ]);
  const randomString = (max) => {
    let s = '';
    for (let n = r.range(0, max); n > 0; n--) s += unit();
    return s;
  };
  const real = () => r.pick(data);
  const structured = () => serialize(parts(r, r.chance(0.5) ? 0 : 0.12));
  const base = () =>
    r.weighted([
      [4, real],
      [3, structured],
      [1, () => r.pick(RFC_EXAMPLES)],
      [1, () => r.pick(EDGE_CASES)],
      [1, () => r.pick(HOSTILE)],
    ]);
  const protoUri = () => {
    const p = () => r.pick(PROTO);
    return r.pick([
      () => `http://${p()}/${p()}?${p()}#${p()}`,
      () => `${p()}:${p()}#${p()}`,
      () => `//${p()}@${p()}:80/${p()}`,
      () => `${p()}/${p()}`,
      () => `http://h/${p()}/../${p()}`,
    ])();
  };

  return {
    /** The next input: {s} or, for a long input built by repetition, {s, expr}. */
    next() {
      index++;
      if (index % 25_000 === 0) return long(r, 1 << 20);
      if (r.chance(0.004)) return long(r, r.chance(0.8) ? 10_000 : 100_000);
      return {
        s: r.weighted([
          [10, () => randomString(r.pick([4, 12, 40]))],
          [20, structured],
          [10, real],
          [25, () => mutations(r, base())],
          [4, () => r.pick(HOSTILE)],
          [3, () => mutations(r, r.pick(HOSTILE))],
          [2, protoUri],
          [2, () => base() + r.pick(['%', '%4', '[', ']', ':' + DIGITS40, '#%', '?%', '\ud800', ' '])],
          [2, () => r.pick(['http://[', '//[', 'a://[', 'http://u@[']) + randomString(12)],
          [2, () => randomString(60) + randomString(60)],
        ]),
      };
    },
    /** A component for a constructor or with...: null, empty, __proto__ & co., random or real text. */
    component() {
      return r.weighted([
        [3, null],
        [2, ''],
        [2, () => r.pick(PROTO)],
        [5, () => randomString(10)],
        [
          2,
          () =>
            r.pick(['h', 'example.com', '::1', '[::1]', '[::1', '1.2.3.4', 'a_b', 'u:p', '/a/b', 'a/b', '//x', '/..']),
        ],
        [2, () => r.pick(real().split(/[/?#@]/))],
        [1, () => r.pick(HOSTILE)],
      ]);
    },
    /** A port for the seven-argument constructor and withPort: a 32-bit integer. */
    port() {
      return r.weighted([
        [4, -1],
        [3, () => r.pick([0, 80, 443, 8080, 65535, 65536])],
        [1, () => r.pick([2147483647, -2147483648, -2, -80])],
        [1, () => r.int(2 ** 31)],
      ]);
    },
    rng: r,
  };
}

/** 1 to 4 edits: generate.mjs's mutate, or a swap, duplication or truncation of whole runs. */
function mutations(r, s) {
  for (let k = r.range(1, 4); k > 0; k--) {
    const i = r.int(s.length + 1);
    const j = Math.min(s.length, i + r.range(1, 12));
    s = r.weighted([
      [4, () => mutate(r, s)],
      [1, () => s.slice(0, i) + s.slice(i, j).repeat(r.range(2, 8)) + s.slice(j)],
      [1, () => s.slice(j) + s.slice(i, j) + s.slice(0, i)], // rotate around a run
      [1, () => s.slice(0, i)],
      [1, () => s.slice(i)],
      [1, () => s.slice(0, i) + s.slice(j)],
    ]);
  }
  return s;
}

const LONG_HEADS = [
  '',
  'http://h/',
  'http://',
  'http://[',
  'a:',
  '//',
  '?',
  '#',
  'http://h/?',
  'http://u@',
  'file:///',
  'http://h:',
  'http://h/#',
];
const LONG_UNITS = [
  '../',
  './',
  'a/../',
  '/',
  '%41',
  '%E2%82%AC',
  '%FF',
  '@',
  ':',
  'a@',
  'a.',
  '1.',
  '1:',
  'é',
  '€😀',
  'e\u0301',
  'a=b&',
  '%',
  '%4',
  'abcdefg/',
  '[',
  ']',
  '\u00a0',
  '\ud800',
  ':1',
  '9',
];
const LONG_TAILS = ['', '%', '%4', ']', '/', 'a', 'com', '#f', '?q', ' ', '\ud800', ':' + DIGITS40, '1]/'];

/** A long input: head + unit repeated + tail, from 1,000 chars to `max`, with its JS expression. */
function long(r, max) {
  const head = r.pick(LONG_HEADS);
  const unit = r.chance(0.85) ? r.pick(LONG_UNITS) : String.fromCharCode(r.int(0x80)) + r.pick(LONG_UNITS);
  const tail = r.pick(LONG_TAILS);
  const k = Math.max(1, Math.floor(r.range(1000, max) / unit.length));
  return { s: head + unit.repeat(k) + tail, expr: `${lit(head)} + ${lit(unit)}.repeat(${k}) + ${lit(tail)}` };
}

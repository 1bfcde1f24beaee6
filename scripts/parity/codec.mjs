// codec.mjs: deterministic (seeded) calls of URLEncoder.encode and URLDecoder.decode for the parity
// harness. codecCalls(seed, count) -> {op: 'encode' | 'decode', args: [s, charset or null], kind}[]
// (count calls, half each). Strings are built from every class of character the coders treat apart;
// decode's strings also from escapes: valid and malformed bytes of each charset, byte order marks,
// truncated and non-hex escapes. Charsets: omitted (null), the six these coders know under their
// names and the JDK's aliases in random ASCII case, and names no JDK charset has. kind names the op,
// the charset group and, for decode, whether the string holds a broken escape.

import { rng } from './generate.mjs';

/** The charsets, each with the JDK's aliases (Charset.aliases() of JDK 25). */
export const CHARSETS = {
  'UTF-8': ['UTF8', 'unicode-1-1-utf-8'],
  'ISO-8859-1': [
    'ISO_8859-1:1987',
    'iso-ir-100',
    'ISO8859-1',
    'latin1',
    'IBM819',
    'csISOLatin1',
    'ISO_8859_1',
    'cp819',
    'IBM-819',
    '8859_1',
    'ISO_8859-1',
    'l1',
    '819',
    'ISO8859_1',
  ],
  'US-ASCII': [
    '646',
    'us',
    'ANSI_X3.4-1986',
    'cp367',
    'iso-ir-6',
    'ASCII',
    'iso_646.irv:1983',
    'ANSI_X3.4-1968',
    'ascii7',
    'IBM367',
    'csASCII',
    'ISO_646.irv:1991',
    'ISO646-US',
  ],
  'UTF-16': ['unicode', 'UTF_16', 'utf16', 'UnicodeBig'],
  'UTF-16BE': ['UTF_16BE', 'ISO-10646-UCS-2', 'X-UTF-16BE', 'UnicodeBigUnmarked'],
  'UTF-16LE': ['UnicodeLittleUnmarked', 'X-UTF-16LE', 'UTF_16LE'],
};
/** Names no charset of the JDK has: unknown, or illegal as charset names (the JDK reports both alike). */
const UNKNOWN = [
  'nope',
  'UTF_8',
  'utf-9',
  'latin-1',
  'default',
  '',
  ' UTF-8',
  'UTF-8 ',
  'utf 8',
  '\u00fctf-8',
  '-utf8',
  'x',
];

const MARKS = "-_.!~*'()";
const RESERVED = ';/?:@&=$,[]#<>"{}|\\^`';

function charsetName(r) {
  return r.weighted([
    [20, () => ({ name: null, group: 'default' })],
    [40, () => ({ name: mixCase(r, r.pick(Object.keys(CHARSETS))), group: 'name' })],
    [30, () => ({ name: mixCase(r, r.pick(Object.values(CHARSETS).flat())), group: 'alias' })],
    [10, () => ({ name: r.pick(UNKNOWN), group: 'unknown' })],
  ]);
}

function mixCase(r, s) {
  return r.weighted([
    [3, s],
    [1, s.toLowerCase()],
    [1, s.toUpperCase()],
    [1, () => [...s].map((c) => (r.chance(0.5) ? c.toUpperCase() : c.toLowerCase())).join('')],
  ]);
}

const ch = (cp) => String.fromCodePoint(cp);

/** One character (or surrogate pair, or lone surrogate) from a class the coders treat apart. */
function character(r) {
  return r.weighted([
    [12, () => r.pick('abcxyzABCXYZ0123456789')],
    [6, () => r.pick(MARKS)],
    [5, ' '],
    [3, '+'],
    [3, '%'],
    [3, () => r.pick(RESERVED)],
    [
      3,
      () =>
        ch(
          r.weighted([
            [3, () => r.int(0x20)],
            [1, 0x7f],
            [2, () => 0x80 + r.int(0x20)],
          ]),
        ),
    ],
    [5, () => ch(0xa0 + r.int(0x60))],
    [
      5,
      () =>
        ch(
          r.weighted([
            [4, () => 0x100 + r.int(0xd700)],
            [2, () => 0xe000 + r.int(0x1ffe)],
            [1, () => r.pick([0xfeff, 0xfffd, 0xfffe, 0xffff])],
          ]),
        ),
    ],
    [4, () => ch(0x10000 + r.int(0x100000))],
    [2, () => ch(0xd800 + r.int(0x400))],
    [2, () => ch(0xdc00 + r.int(0x400))],
    [1, () => ch(0xdc00 + r.int(0x400)) + ch(0xd800 + r.int(0x400))],
  ]);
}

const text = (r, max) => r.rep(r.int(max + 1), () => character(r));
/** Text for decode's literals: a "%" there is a broken escape, which `brokenEscape` places. */
const literal = (r, max) => r.rep(r.int(max + 1), () => character(r).replace('%', '*'));

const HEX = '0123456789ABCDEF';
const escape = (r, b) => {
  const e = '%' + HEX[b >> 4] + HEX[b & 15];
  return r.chance(0.2) ? e.toLowerCase() : e;
};
const escapes = (r, bytes) => bytes.map((b) => escape(r, b)).join('');
const randomBytes = (r, n, pick) => Array.from({ length: n }, pick);

/** Bytes that are often malformed UTF-8: leads, continuations and the bytes that never occur. */
function utf8ish(r) {
  const good = [...Buffer.from(character(r), 'utf8')];
  return r.weighted([
    [3, () => good],
    [2, () => good.slice(0, Math.max(1, r.int(good.length)))], // truncated
    [
      2,
      () => [
        r.pick([0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xf8, 0xff]),
        ...randomBytes(r, r.int(4), () => r.pick([0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0x41])),
      ],
    ],
    [1, () => [0xed, 0xa0 + r.int(0x20), 0x80 + r.int(0x40)]], // an encoded surrogate
    [1, () => randomBytes(r, 1 + r.int(4), () => r.int(256))],
  ]);
}

/** Bytes for UTF-16: byte order marks, units of either order, surrogates, odd counts. */
function utf16ish(r) {
  const unit = () =>
    r.weighted([
      [3, () => 0x20 + r.int(0x60)],
      [2, () => r.int(0x10000)],
      [2, () => 0xd800 + r.int(0x400)],
      [2, () => 0xdc00 + r.int(0x400)],
      [1, () => r.pick([0xfeff, 0xfffe])],
    ]);
  const bytes = [];
  if (r.chance(0.3))
    bytes.push(
      ...r.pick([
        [0xfe, 0xff],
        [0xff, 0xfe],
      ]),
    );
  for (let n = r.int(4); n > 0; n--) {
    const u = unit();
    bytes.push(...(r.chance(0.5) ? [u >> 8, u & 0xff] : [u & 0xff, u >> 8]));
  }
  if (r.chance(0.25)) bytes.push(r.int(256));
  return bytes;
}

/** A broken escape: truncated at the end of the string, or with a character that is not a hex digit. */
function brokenEscape(r, atEnd) {
  if (atEnd && r.chance(0.5)) return r.pick(['%', '%4', '%a', '%z']);
  const bad = r.pick([
    'z',
    'G',
    'g',
    ' ',
    '+',
    '-',
    '%',
    '.',
    '\u0661',
    '\uff11',
    '\u00e9',
    '\ud83d\ude00',
    '\ud800',
    '\u0000',
  ]);
  const good = r.pick([...HEX, 'a', 'f']);
  return r.weighted([
    [2, '%' + bad + good],
    [2, '%' + good + bad],
    [1, '%' + bad + bad],
    [1, r.pick(['%-1', '%-F', '%+1', '%0x', '% 1'])],
  ]);
}

/** A string for decode: literals, "+", runs of escapes, and with `broken` one broken escape. */
function encoded(r, broken) {
  const parts = [];
  for (let n = r.int(8); n >= 0; n--) {
    parts.push(
      r.weighted([
        [4, () => literal(r, 3)],
        [2, '+'],
        [4, () => escapes(r, utf8ish(r))],
        [3, () => escapes(r, utf16ish(r))],
        [
          1,
          () =>
            escapes(
              r,
              randomBytes(r, 1 + r.int(3), () => r.int(256)),
            ),
        ],
      ]),
    );
  }
  if (broken) {
    const atEnd = r.chance(0.4);
    const k = atEnd ? parts.length : r.int(parts.length + 1);
    parts.splice(k, 0, brokenEscape(r, atEnd));
  }
  return parts.join('');
}

/** Calls every run asks first and every fixture keeps: the README's examples and the edges. */
export const FIXED_CODEC = [
  ['encode', "a b~!'()*-._&=\u00e9", null],
  ['encode', '', null],
  ['encode', '\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\ud800', 'UTF-8'], // JDK-8316681: the 7th, a lone high surrogate, is lost
  ['encode', '\u00e9\u00e9\u00e9\u00e9\u00e9\ud800', 'UTF-8'],
  ['encode', '\u00e9 x \u00e9\ud800', 'UTF-16'],
  ['encode', '\u00e9\u20ac\ud83d\ude00\ud800', 'ISO-8859-1'],
  // All-ASCII runs: written as escapes directly in the ASCII charsets, through the charset in UTF-16;
  // a run with a lone high surrogate after six or seven ASCII characters goes through the JDK-8316681 rule.
  ['encode', "://?&=/#[]@!$'", 'ISO-8859-1'],
  ['encode', 'a\u0000\u001f\u007f:b', 'US-ASCII'],
  ['encode', '::::::\ud800', 'UTF-8'],
  ['encode', ':::::::\ud800', 'UTF-8'],
  ['encode', '/:/', 'UTF-16'],
  ['encode', '/:/', 'UTF-16LE'],
  ['encode', 'a', ''],
  ['encode', 'a', 'nope'],
  ['decode', 'a+b%20c%C3%A9%FF', null],
  ['decode', '', null],
  ['decode', '%zz', null],
  ['decode', '%-1', null],
  ['decode', '%+1', null],
  ['decode', '%\u0661\u0662', null],
  ['decode', '%4', null],
  ['decode', '%', null],
  ['decode', '%z', null],
  ['decode', '%E0%80%80|%ED%A0%80|%E2%82|%F0%9F%98|%C3%28|%F4%90%80%80|%C0%AF', 'utf8'],
  ['decode', '%FE%FF%00A%FF%FE%D8%00%00', 'UTF-16'],
  ['decode', 'a', ''],
  ['decode', 'a', 'nope'],
].map(([op, s, charset]) => ({ op, args: [s, charset], kind: `${op}/fixed`, must: true }));

export function codecCalls(seed, count) {
  const r = rng(seed ^ 0xc0dec);
  const calls = [...FIXED_CODEC];
  for (let i = 0; i < count; i++) {
    const { name, group } = charsetName(r);
    if (i % 2 === 0) {
      calls.push({ op: 'encode', args: [text(r, 16), name], kind: `encode/${group}` });
    } else {
      const broken = r.chance(0.15);
      calls.push({ op: 'decode', args: [encoded(r, broken), name], kind: `decode/${group}${broken ? '/broken' : ''}` });
    }
  }
  return calls;
}

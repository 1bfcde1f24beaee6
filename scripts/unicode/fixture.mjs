// fixture.mjs: spec/fixtures/url-unicode.json, java.net.URL's answers (JDK 25, through
// scripts/jdk/UrlOracle.java) where its rules depend on Unicode data, for spec/java-url-unicode.spec.ts.
// Written by scripts/unicode-tables.mjs after the tables. For every code point of the tables, and a
// sample of the others (every SAMPLE_STEP-th of the BMP, every SUPPLEMENTARY_STEP-th beyond it, NOTABLE):
//   protocol       new URL(c + "x:y") and new URL("x" + c + ":y"): Character.isLetter / isDigit and
//                  the protocol's toLowerCase(Locale.ROOT) (no protocol, or unknown protocol: name)
//   host-hash      new URL("http://" + c + "/").hashCode(): the host's toLowerCase(Locale.ROOT)
//   host-equals    new URL("http://" + c + "/").equals(new URL("http://" + d + "/")) for each d that
//                  JDK 25, JDK 17 or this engine gives as c's upper- or lowercase (c from the tables and
//                  NOTABLE): equalsIgnoreCase
//   mailto         new URL("mailto:" + c): Character.isWhitespace (No email address)
//   port           new URL("http://h:" + c + "/"): Character.digit(c, 10)
//   sigma-protocol new URL(name + ":y") for protocol names around Σ (SIGMA_PROTOCOLS and random ones of
//                  letters, digits, `.`, `+`, `-`): Java's final-sigma rule in toLowerCase(Locale.ROOT)
//   sigma-construct new URL(name, "h", -1, "/f") and new URL(name, "h", "/f") for each name of
//                  SIGMA_PROTOCOLS and for K (the Kelvin sign): the constructors' toLowerCase(Locale.ROOT)
//   sigma-host     new URL("http://" + host + "/").hashCode() for hosts around Σ (SIGMA_HOSTS; the
//                  first and last code point c of each entry of WORD_CLASSES and SIGMA_CASED in the
//                  texts of scripts/unicode/words.mjs's SIGMA_CONTEXTS; random texts of scripts/unicode/words.mjs without the
//                  characters a host may not hold)
// Rows: {kind, cp, spec, expected}, {kind, cp, a, b, expected} or {kind, cp, args, expected};
// `expected` holds the parts of the
// JDK's answer these rules decide (see `project` and `projectEquals`).

import { fileURLToPath } from 'node:url';
import { startUrlJdk } from '../parity/jdk.mjs';
import { rng } from '../parity/generate.mjs';
import { writeFixture } from '../parity/fixtures.mjs';
import { SIGMA_CONTEXTS, sigmaTexts } from './words.mjs';

const FIXTURE = fileURLToPath(new URL('../../spec/fixtures/url-unicode.json', import.meta.url));
const SAMPLE_STEP = 211;
const SUPPLEMENTARY_STEP = 4099;
/**
 * Code points whose case rules are known to be odd, added to the sample: İ, ß, ŉ, ſ, ǅ, ͅ, Σ, ς, ẞ, ᾈ,
 * ᾼ, Ω (ohm), K (kelvin), Å (angstrom), ﬀ.
 */
const NOTABLE = [
  0x0130, 0x00df, 0x0149, 0x017f, 0x01c5, 0x0345, 0x03a3, 0x03c2, 0x1e9e, 0x1f88, 0x1fbc, 0x2126, 0x212a, 0x212b,
  0xfb00,
];

/** Protocol names and hosts where Java's final-sigma rule and JavaScript's differ or agree in telling ways. */
const SIGMA_PROTOCOLS = [
  'a\u03a3',
  'a-\u03a3',
  'a\u03a3-b',
  'a1\u03a3',
  'a.\u03a3',
  'a\u03a3.b',
  '\u03a3',
  'a\u03a3+b',
];
const SIGMA_HOSTS = [
  '\u0391\u0398\u0397\u039d\u0391\u03a3.GR',
  '\u039f\u0394\u039f\u03a3-1.GR',
  'a-\u03a3',
  'a\u03a3-b',
  'a1\u03a3',
  'a\u03a3_b',
  'a\u0301\u03a3',
  'a\u03a3\u0345',
];
const SIGMA_RANDOM = 300;
/** What a host may not hold (JDK 20+): controls, space and `" # / : < > ? @ [ \ ] ^ \` { | }`. */
const NOT_IN_HOST = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7f]/;

const isSurrogate = (cp) => cp >= 0xd800 && cp <= 0xdfff;
const hex = (cp) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');

/** The code points of table rows. */
const codePointsOf = (rows) => rows.flatMap((r) => Array.from({ length: r.last - r.first + 1 }, (_, i) => r.first + i));

/** The parts of a URL answer these rules decide: the error, or protocol, host, port, path and hash. */
function project(answer) {
  if (answer.error) return { error: `${answer.error.type}: ${answer.error.message}` };
  const { protocol, host, port, path, hash } = answer.url;
  return { protocol, host, port, path, hash };
}

/** The parts of an equals answer these rules decide. */
function projectEquals(answer) {
  if (answer.error) return { error: `${answer.error.type}: ${answer.error.message}` };
  const { equals, equalsReverse, hashA, hashB } = answer;
  return { equals, equalsReverse, hashA, hashB };
}

/** The sorted union of code point lists, without surrogates. */
const union = (...lists) => [...new Set(lists.flat())].filter((cp) => !isSurrogate(cp)).sort((a, b) => a - b);

/** Asks JDK 25 about the code points around the tables and writes the fixture. */
export async function writeUnicodeFixture({ java25, tables, jdk25, jdk17, engine }) {
  const sampleBmp = [];
  for (let cp = 0x80; cp <= 0xffff; cp += SAMPLE_STEP) sampleBmp.push(cp);
  sampleBmp.push(...NOTABLE);
  const sampleAll = [...sampleBmp];
  for (let cp = 0x10000; cp <= 0x10ffff; cp += SUPPLEMENTARY_STEP) sampleAll.push(cp);
  const cased = union(codePointsOf(tables.UPPER), codePointsOf(tables.LOWER), codePointsOf(tables.LOWER_ROOT));
  const units = union(
    codePointsOf(tables.LETTERS),
    codePointsOf(tables.DIGITS),
    cased.filter((cp) => cp <= 0xffff),
    sampleBmp,
  );
  const spaces = [];
  const digits = [];
  for (let c = 0; c <= 0xffff; c++) {
    const s = String.fromCharCode(c);
    if (jdk25.at(c).whitespace || /^[\s\p{Z}\p{Cf}]$/u.test(s)) spaces.push(c);
    if (jdk25.at(c).digit >= 0 || (c >= 0x80 && /^\p{N}$/u.test(s) && c % 7 === 0)) digits.push(c);
  }

  const rows = [];
  const ask = (kind, cp, spec) => rows.push({ row: { kind, cp: hex(cp), spec }, req: { op: 'url', args: [spec] } });
  for (const c of units) {
    const s = String.fromCharCode(c);
    ask('protocol', c, s + 'x:y');
    ask('protocol', c, 'x' + s + ':y');
  }
  for (const cp of union(cased, sampleAll)) ask('host-hash', cp, 'http://' + String.fromCodePoint(cp) + '/');
  for (const cp of union(cased, NOTABLE)) {
    const others = new Set();
    for (const a of [jdk25.at(cp), jdk17.at(cp)]) others.add(a.upper).add(a.lower);
    others.add(engine.toUpperCaseChar(cp)).add(engine.toLowerCaseChar(cp));
    others.delete(cp);
    for (const d of [...others].sort((x, y) => x - y)) {
      const a = 'http://' + String.fromCodePoint(cp) + '/';
      const b = 'http://' + String.fromCodePoint(d) + '/';
      rows.push({ row: { kind: 'host-equals', cp: hex(cp), a, b }, req: { op: 'equals', args: [a, b] } });
    }
  }
  for (const c of union(spaces, sampleBmp)) ask('mailto', c, 'mailto:' + String.fromCharCode(c));
  for (const c of union(digits, codePointsOf(tables.DIGITS), sampleBmp)) {
    ask('port', c, 'http://h:' + String.fromCharCode(c) + '/');
  }

  const r = rng(25);
  const protocols = new Set(SIGMA_PROTOCOLS);
  while (protocols.size < SIGMA_PROTOCOLS.length + SIGMA_RANDOM / 3) {
    protocols.add(
      r.pick(['a', 'B', '\u03a3']) + r.rep(r.range(0, 5), () => r.pick([...'aB\u03a3\u03a3\u03c3\u03ac1.+-'])),
    );
  }
  for (const name of protocols) ask('sigma-protocol', 0x3a3, name + ':y');
  for (const name of [...SIGMA_PROTOCOLS, '\u212a', 'HTTP']) {
    for (const args of [
      [name, 'h', -1, '/f'],
      [name, 'h', '/f'],
    ]) {
      const op = args.length === 4 ? 'url4' : 'url3';
      rows.push({ row: { kind: 'sigma-construct', cp: hex(0x3a3), args }, req: { op, args } });
    }
  }
  for (const host of SIGMA_HOSTS) ask('sigma-host', 0x3a3, 'http://' + host + '/');
  const ends = (rows) => union(rows.flatMap((r) => [r.first, r.last]));
  for (const cp of union(ends(tables.WORD_CLASSES), ends(tables.SIGMA_CASED))) {
    for (const context of SIGMA_CONTEXTS) {
      ask('sigma-host', cp, 'http://' + context.replace('X', String.fromCodePoint(cp)) + '/');
    }
  }
  const texts = sigmaTexts(25, SIGMA_RANDOM * 3).filter((t) => !NOT_IN_HOST.test(t));
  for (const host of texts.slice(0, SIGMA_RANDOM)) ask('sigma-host', 0x3a3, 'http://' + host + '/');

  const jdk = startUrlJdk(java25);
  try {
    const [version, resolver] = await jdk.ask([{ op: 'version' }, { op: 'resolver' }]);
    if (!resolver.lookups['example.com']?.thrown) throw new Error(`UrlOracle's resolver is not in effect`);
    const answers = await jdk.ask(rows.map((r) => r.req));
    const cases = rows.map((r, i) => ({
      ...r.row,
      expected: r.req.op === 'equals' ? projectEquals(answers[i]) : project(answers[i]),
    }));
    const header = {
      generatedBy: 'scripts/unicode-tables.mjs (scripts/unicode/fixture.mjs)',
      what: 'java.net.URL where it depends on Unicode data: the code points of src/url/unicode.ts and a sample',
      jdk: version.version,
      resolver: 'every lookup fails (UrlOracle.NoLookups); -XX:-OmitStackTraceInFastThrow',
      sample: `every ${SAMPLE_STEP}th code point from U+0080, every ${SUPPLEMENTARY_STEP}th from U+10000`,
      note: 'generated from the JDK; do not edit',
    };
    const size = writeFixture(FIXTURE, header, cases);
    const kinds = {};
    for (const c of cases) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
    console.log(`spec/fixtures/url-unicode.json: ${cases.length} cases, ${size} bytes`, kinds);
  } finally {
    await jdk.close();
  }
}

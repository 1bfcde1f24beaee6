// unicode-tables.mjs: writes src/url/unicode.ts, the code points where a JavaScript engine's Unicode
// data may differ from JDK 25's for what java.net.URL asks of java.lang.Character and String
// (isLetter, isDigit, digit, toUpperCase, toLowerCase, toLowerCase(Locale.ROOT)), each with JDK 25's
// answer; then spec/fixtures/url-unicode.json, java.net.URL's answers (JDK 25) around those code
// points and a sample of the others (see scripts/unicode/fixture.mjs).
//
// A code point goes into a table when JDK 17's answer (Unicode 13.0) differs from JDK 25's (16.0),
// so that engines with any Unicode from 13.0 on get JDK 25's answers, or when this engine's answer
// (what src/url/ computes without the tables) differs from JDK 25's: the Unicode this engine has and
// JDK 25 has not, and the full case mappings that are not the simple ones.
//
//   node scripts/unicode-tables.mjs [--java25 PATH] [--java17 PATH] [--allow-older-engine]
//
// The JDKs: --java25 as in npm run parity (Temurin 25 by default), --java17 the OpenJDK 17 of this
// machine (else `java` on PATH). Refuses to run on an engine whose Unicode is older than the one the
// current tables were made on (it would drop the newer engine's code points), unless told to.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { javaCommand } from './parity/jdk.mjs';
import { dumpUnicode } from './unicode/jdk-data.mjs';
import { javaSigmaAfter, javaWordClasses } from './unicode/words.mjs';
import { loadOurs } from './unicode/ours.mjs';
import { writeUnicodeFixture } from './unicode/fixture.mjs';

const TABLE_FILE = fileURLToPath(new URL('../src/url/unicode.ts', import.meta.url));
const JDK17 = '/usr/lib/jvm/java-17-openjdk-amd64/bin/java';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const java25 = javaCommand(option('--java25', null));
const java17 = option('--java17', existsSync(JDK17) ? JDK17 : 'java');

const engineUnicode = process.versions.unicode;
const engineName = `Node ${process.version} (Unicode ${engineUnicode})`;
const previous = existsSync(TABLE_FILE)
  ? /\(Unicode (\d+\.\d+)\): do not edit/.exec(readFileSync(TABLE_FILE, 'utf8'))
  : null;
const older = (a, b) => a.localeCompare(b, 'en', { numeric: true }) < 0;
if (previous && older(engineUnicode, previous[1]) && !args.includes('--allow-older-engine')) {
  throw new Error(
    `this engine has Unicode ${engineUnicode}, the tables were made on one with Unicode ${previous[1]}: ` +
      'run on an engine at least as new, or pass --allow-older-engine',
  );
}

const jdk25 = dumpUnicode(java25);
const jdk17 = dumpUnicode(java17);
if (!jdk25.version.startsWith('25') || !jdk17.version.startsWith('17')) {
  throw new Error(`expected JDK 25 and JDK 17, got ${jdk25.version} (${java25}) and ${jdk17.version} (${java17})`);
}
const engine = await loadOurs({ tables: {} });

/** Whether the engine's own full mapping of cp (`toUpperCase` or `toLowerCase`) is more than one code point. */
const fullMapping = (cp, method) => [...String.fromCodePoint(cp)[method]()].length > 1;

/**
 * One table: for each code point (the BMP's or all), JDK 25's answer (`want`) and why the engine's
 * may differ: JDK 17's answer (`old`) or this engine's (`ours`, what src/url/ computes without the
 * table) is another; `full(cp)` says whether a difference comes from a full case mapping. `encode`
 * turns an answer into the number the table stores.
 */
function table({ last, want, old, ours, full = () => false, encode = (a) => a }) {
  const rows = [];
  for (let cp = 0; cp <= last; cp++) {
    const answer = want(cp);
    const reasons = [];
    if (old(cp) !== answer) reasons.push(`JDK ${jdk17.version} (Unicode ${jdk17.unicode}) differs`);
    if (ours(cp) !== answer)
      reasons.push(full(cp) ? 'the full mapping is not the simple one' : `${engineName} differs`);
    if (reasons.length === 0) continue;
    const value = encode(answer, cp);
    const why = reasons.join('; ');
    const prev = rows[rows.length - 1];
    if (prev && prev.last === cp - 1 && prev.value === value && prev.why === why) prev.last = cp;
    else rows.push({ first: cp, last: cp, value, why });
  }
  return rows;
}

/** `want` and `old` of a table, from UnicodeDump's answers of JDK 25 and JDK 17. */
const dumped = (read) => ({ want: (cp) => read(jdk25.at(cp)), old: (cp) => read(jdk17.at(cp)) });

/** The difference between a mapping's one code point and cp (the tables store mappings so, to make ranges). */
function delta(mapped, cp) {
  const cps = [...mapped];
  if (cps.length !== 1)
    throw new Error(`U+${cp.toString(16)} maps to ${cps.length} code points: the table cannot hold it`);
  return cps[0].codePointAt(0) - cp;
}

for (let c = 0; c <= 0xffff; c++) {
  const a = jdk25.at(c);
  if (a.isDigit !== a.digit >= 0) throw new Error(`JDK 25: isDigit and digit(c, 10) disagree on U+${c.toString(16)}`);
}

const classes25 = javaWordClasses(java25, engine);
const classes17 = javaWordClasses(java17, engine);
const tables = {
  LETTERS: table({ last: 0xffff, ...dumped((a) => (a.letter ? 1 : 0)), ours: (c) => (engine.isLetter(c) ? 1 : 0) }),
  DIGITS: table({ last: 0xffff, ...dumped((a) => a.digit), ours: (c) => engine.digit(c) }),
  UPPER: table({
    last: 0x10ffff,
    ...dumped((a) => a.upper),
    ours: (cp) => engine.toUpperCaseChar(cp),
    full: (cp) => fullMapping(cp, 'toUpperCase'),
    encode: (upper, cp) => upper - cp,
  }),
  LOWER: table({
    last: 0x10ffff,
    ...dumped((a) => a.lower),
    ours: (cp) => engine.toLowerCaseChar(cp),
    full: (cp) => fullMapping(cp, 'toLowerCase'),
    encode: (lower, cp) => lower - cp,
  }),
  LOWER_ROOT: table({
    last: 0x10ffff,
    ...dumped((a) => a.root),
    ours: (cp) => engine.toLowerCaseRoot(String.fromCodePoint(cp)),
    encode: delta,
  }),
};

// The word classes and whether a code point is cased for the final-sigma rule build on the tables
// before them: each is made with the tables before it in place.
const asRanges = (rows) => rows.map((r) => [r.first, r.last, r.value]);
const withTables = () =>
  loadOurs({ tables: Object.fromEntries(Object.entries(tables).map(([k, v]) => [k, asRanges(v)])) });
const isSurrogate = (cp) => cp >= 0xd800 && cp <= 0xdfff;
const withCase = await withTables();
tables.WORD_CLASSES = table({
  last: 0xffff,
  want: (c) => classes25.get(c) ?? engine.OTHER,
  old: (c) => classes17.get(c) ?? engine.OTHER,
  ours: (c) => (isSurrogate(c) ? engine.OTHER : withCase.wordClass(c)),
});

// Whether a code point is cased for the final-sigma rule shows only where it joins the word of a Σ:
// asked after "aΣ".
const withClasses = await withTables();
const after25 = javaSigmaAfter(java25);
const after17 = javaSigmaAfter(java17);
tables.SIGMA_CASED = table({
  last: 0x10ffff,
  want: (cp) => after25[cp],
  old: (cp) => after17[cp],
  ours: (cp) =>
    isSurrogate(cp) ? 0 : withClasses.toLowerCaseRoot('a\u03a3' + String.fromCodePoint(cp))[1] === '\u03c3' ? 1 : 0,
});

const DOCS = {
  LETTERS: 'Character.isLetter(char), for UTF-16 units: 1 for a letter, 0 for none.',
  DIGITS: 'Character.digit(char, 10), for UTF-16 units: the value of a decimal digit (Character.isDigit), -1 for none.',
  UPPER: 'Character.toUpperCase(int), as the difference between the simple uppercase mapping and the code point.',
  LOWER: 'Character.toLowerCase(int), as the difference between the simple lowercase mapping and the code point.',
  LOWER_ROOT:
    'String.toLowerCase(Locale.ROOT) of the code point alone (a single code point everywhere here), as the difference ' +
    'between it and the code point.',
  WORD_CLASSES:
    "The class the JDK's word BreakIterator gives a UTF-16 unit, as far as the final-sigma rule needs it (the " +
    'numbers of src/url/words.ts: 0 OTHER, 1 LETTER, 2 DIGIT, 3 MARK, 4 FORMAT, 5 MID_LETTER, 6 MID_BOTH, ' +
    '7 MID_DIGIT, 8 DOT, 9 PREFIX, 10 SUFFIX, 11 DANDA).',
  SIGMA_CASED:
    'Whether the final-sigma rule counts a code point as cased (1) or not (0), where that shows: after "aΣ", in ' +
    'the same word.',
};

const hex = (cp) => '0x' + cp.toString(16).padStart(4, '0');
const text = [
  `// Generated by scripts/unicode-tables.mjs from JDK ${jdk25.version} (Unicode ${jdk25.unicode}) and JDK ${jdk17.version}`,
  `// (Unicode ${jdk17.unicode}) on ${engineName}: do not edit; run the script again.`,
  '/**',
  ` * JDK 25's answers (Unicode ${jdk25.unicode}) for the code points where a JavaScript engine's Unicode data may differ`,
  ` * from them: those whose answers changed between Unicode ${jdk17.unicode} (JDK 17) and ${jdk25.unicode} (JDK 25), those this`,
  ` * engine (Unicode ${engineUnicode}) answers otherwise, and those whose full case mapping is not their simple one.`,
  ` * With them, src/url/chars.ts, case.ts, lowercase.ts and words.ts give JDK 25's answers on engines with Unicode ${jdk17.unicode} to ${engineUnicode}`,
  ' * (`npm run check:unicode` compares them with JDK 25 on every code point, on the engine it runs on).',
  ' * Each table is a list of [first, last, answer], sorted: every code point from first to last has that answer;',
  ' * each entry says why it is there.',
  ' */',
  'export type Ranges = readonly (readonly [number, number, number])[];',
  '',
  ...Object.entries(tables).flatMap(([name, rows]) => [
    `/** ${DOCS[name]} */`,
    `export const ${name}: Ranges = [`,
    ...rows.map((r) => `  [${hex(r.first)}, ${hex(r.last)}, ${r.value}], // ${r.why}`),
    '];',
    '',
  ]),
].join('\n');
const config = await prettier.resolveConfig(TABLE_FILE);
writeFileSync(TABLE_FILE, await prettier.format(text, { ...config, filepath: TABLE_FILE }));
const entries = Object.values(tables).reduce((n, rows) => n + rows.length, 0);
const codePoints = Object.values(tables).reduce((n, rows) => n + rows.reduce((k, r) => k + r.last - r.first + 1, 0), 0);
console.log(`src/url/unicode.ts: ${entries} entries covering ${codePoints} code points`);
for (const [name, rows] of Object.entries(tables)) console.log(`  ${name}: ${rows.length}`);

await writeUnicodeFixture({ java25, tables, jdk25, jdk17, engine });

// `npm run check:unicode`: JavaURL's Unicode functions (src/url/chars.ts, case.ts, lowercase.ts and
// words.ts, with the tables of src/url/unicode.ts) against JDK 25's answers (scripts/jdk/UnicodeDump.java)
// on every code point, on this engine or in a browser:
//   isLetter, isDigit, digit(c, 10), isWhitespace     every UTF-16 unit, U+0000 to U+FFFF (they take chars)
//   toUpperCaseChar, toLowerCaseChar                  every code point, U+0000 to U+10FFFF
//   toLowerCaseRoot                                   every code point alone (a surrogate as a lone unit)
// Then Java's final-sigma rule in toLowerCaseRoot: the word class of every UTF-16 unit as the JDK's
// word iterator shows it, "aΣ" + every code point, every UTF-16 unit in each text of SIGMA_CONTEXTS,
// and --texts random texts around Σ (scripts/unicode/words.mjs). Then that the tables hold every code point where JDK 17 (Unicode 13.0)
// answers otherwise than JDK 25, so that engines with an older Unicode get JDK 25's answers too.
// Prints the counts and the first differences; exits with 1 on any difference.
//   npm run check:unicode -- [--java PATH] [--java17 PATH] [--seed N] [--texts N] [--browser chromium|firefox]
// With --browser, our answers come from that browser (scripts/unicode/browser.mjs), not from Node.

import { existsSync } from 'node:fs';
import { javaCommand } from './parity/jdk.mjs';
import { answersOf } from './unicode/answers.mjs';
import { answersInBrowser } from './unicode/browser.mjs';
import { dumpUnicode, lowerRootAll } from './unicode/jdk-data.mjs';
import { contextTexts, javaSigmaAfter, javaWordClasses, SIGMA_CONTEXTS, sigmaTexts } from './unicode/words.mjs';
import { bundleOurs, loadOurs } from './unicode/ours.mjs';

const JDK17 = '/usr/lib/jvm/java-17-openjdk-amd64/bin/java';
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const java = javaCommand(option('--java', null));
const java17 = option('--java17', existsSync(JDK17) ? JDK17 : 'java');
const seed = Number(option('--seed', 1));
const textCount = Number(option('--texts', 100000));
const browser = option('--browser', null);

const jdk = dumpUnicode(java);
const ours = await loadOurs();
const contexts = contextTexts();
const texts = [...contexts, ...sigmaTexts(seed, textCount)];
let engine = `Node ${process.version}, ICU ${process.versions.icu}, Unicode ${process.versions.unicode}`;
let answers;
if (browser) {
  const inBrowser = await answersInBrowser(browser, await bundleOurs(), texts);
  answers = inBrowser.answers;
  engine = `${browser}: ${inBrowser.userAgent}`;
} else {
  answers = answersOf(ours, texts);
}
console.log(`JDK ${jdk.version} (Unicode ${jdk.unicode}, ${jdk.java}); ${engine}`);

const hex = (cp) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
const show = (v) => (typeof v === 'string' ? Array.from(v, (c) => hex(c.codePointAt(0))).join(' ') : String(v));
const sigma = (bit) => (bit ? 'σ' : 'ς');

let failed = false;
let total = 0;

/** Prints one check's figures and first differences; marks the run failed on any. */
function report(name, count, what, differences) {
  console.log(
    `${name.padEnd(16)} ${count.toLocaleString('en-US').padStart(9)} ${what}: ${differences.length} differ from the JDK`,
  );
  for (const d of differences.slice(0, 10)) console.log(`  ${d}`);
  if (differences.length > 0) failed = true;
  total += count;
}

/** Compares ours(cp) with want(cp) for cp from 0 to last (but `skip`ped ones). */
function check(name, last, what, ours, want, skip = () => false, format = show) {
  const differences = [];
  let count = 0;
  for (let cp = 0; cp <= last; cp++) {
    if (skip(cp)) continue;
    count++;
    const got = ours(cp);
    const expected = want(cp);
    if (got !== expected) differences.push(`${hex(cp)}: ours ${format(got)}, JDK ${format(expected)}`);
  }
  report(name, count, what, differences);
}

const bit = (b) => b === 1;
const isSurrogate = (cp) => cp >= 0xd800 && cp <= 0xdfff;
check(
  'isLetter',
  0xffff,
  'UTF-16 units',
  (c) => bit(answers.letter[c]),
  (c) => jdk.at(c).letter,
);
check(
  'isDigit',
  0xffff,
  'UTF-16 units',
  (c) => bit(answers.isDigit[c]),
  (c) => jdk.at(c).isDigit,
);
check(
  'digit',
  0xffff,
  'UTF-16 units',
  (c) => answers.digit[c],
  (c) => jdk.at(c).digit,
);
check(
  'isWhitespace',
  0xffff,
  'UTF-16 units',
  (c) => bit(answers.whitespace[c]),
  (c) => jdk.at(c).whitespace,
);
check(
  'toUpperCaseChar',
  0x10ffff,
  'code points',
  (cp) => answers.upper[cp],
  (cp) => jdk.at(cp).upper,
);
check(
  'toLowerCaseChar',
  0x10ffff,
  'code points',
  (cp) => answers.lower[cp],
  (cp) => jdk.at(cp).lower,
);
check(
  'toLowerCaseRoot',
  0x10ffff,
  'code points',
  (cp) => answers.root[cp] ?? String.fromCodePoint(cp),
  (cp) => jdk.at(cp).root,
);

const classes = javaWordClasses(java, ours);
check(
  'wordClass',
  0xffff,
  'UTF-16 units',
  (c) => answers.wordClass[c],
  (c) => classes.get(c),
  isSurrogate,
);
const after = javaSigmaAfter(java);
check(
  'aΣ + code point',
  0x10ffff,
  'code points',
  (cp) => answers.sigmaAfter[cp],
  (cp) => after[cp],
  isSurrogate,
  sigma,
);

const lowered = lowerRootAll(java, texts);
/** Compares toLowerCaseRoot of texts[from, to) with the JDK's. */
function checkTexts(name, from, to, what) {
  const differences = [];
  for (let i = from; i < to; i++) {
    const got = answers.texts[i];
    if (got !== lowered[i]) differences.push(`${show(texts[i])}: ours ${show(got)}, JDK ${show(lowered[i])}`);
  }
  report(name, to - from, what, differences);
  const javascript = texts.slice(from, to).filter((t, k) => t.toLowerCase() !== lowered[from + k]).length;
  console.log(`  (String.prototype.toLowerCase differs from the JDK on ${javascript.toLocaleString('en-US')} of them)`);
}
checkTexts('Σ in contexts', 0, contexts.length, `texts (${SIGMA_CONTEXTS.length} around every UTF-16 unit)`);
checkTexts('random Σ texts', contexts.length, texts.length, `texts (seed ${seed})`);
console.log(`${total.toLocaleString('en-US')} answers checked`);

// The tables must hold every code point JDK 17 answers otherwise: engines with its Unicode (13.0) or a
// later one before JDK 25's need them, and this engine cannot show that they are missing.
const jdk17 = dumpUnicode(java17);
const { tables } = ours;
const inTable = (table, cp) => table.some(([first, last]) => first <= cp && cp <= last);
const classes17 = javaWordClasses(java17, ours);
const after17 = javaSigmaAfter(java17);
const dumped = (read) => [(cp) => read(jdk17.at(cp)), (cp) => read(jdk.at(cp))];
const NEEDED = [
  ['LETTERS', 0xffff, ...dumped((a) => a.letter)],
  ['DIGITS', 0xffff, ...dumped((a) => a.digit)],
  ['UPPER', 0x10ffff, ...dumped((a) => a.upper)],
  ['LOWER', 0x10ffff, ...dumped((a) => a.lower)],
  ['LOWER_ROOT', 0x10ffff, ...dumped((a) => a.root)],
  ['WORD_CLASSES', 0xffff, (c) => classes17.get(c), (c) => classes.get(c)],
  ['SIGMA_CASED', 0x10ffff, (cp) => after17[cp], (cp) => after[cp]],
];
for (const [name, last, old, answer] of NEEDED) {
  const missing = [];
  let changed = 0;
  for (let cp = 0; cp <= last; cp++) {
    if (old(cp) === answer(cp)) continue;
    changed++;
    if (!inTable(tables[name], cp)) missing.push(hex(cp));
  }
  console.log(
    `${name.padEnd(16)} ${changed} code points answered otherwise by JDK ${jdk17.version}: ${missing.length} missing from the table`,
  );
  if (missing.length > 0) {
    console.log(`  ${missing.slice(0, 20).join(' ')}`);
    failed = true;
  }
}
if (failed) process.exitCode = 1;

// `npm run check:unicode`: JavaURL's Unicode functions (src/url/chars.ts and case.ts, with the tables
// of src/url/unicode.ts) against JDK 25's answers (scripts/jdk/UnicodeDump.java) on every code point,
// on this engine:
//   isLetter, isDigit, digit(c, 10), isWhitespace     every UTF-16 unit, U+0000 to U+FFFF (they take chars)
//   toUpperCaseChar, toLowerCaseChar                  every code point, U+0000 to U+10FFFF
//   toLowerCaseRoot                                   every code point alone (a surrogate as a lone unit)
// Then the final-sigma rule of toLowerCaseRoot (src/url/lowercase.ts): the word class (src/url/words.ts) of every UTF-16
// unit as the JDK's word iterator shows it, "aΣ" + every code point, and TEXTS random texts around Σ
// (scripts/unicode/words.mjs). Then that the tables hold every code point where JDK 17 (Unicode 13.0)
// answers otherwise than JDK 25, so that engines with an older Unicode get JDK 25's answers too.
// Prints the counts and the first differences; exits with 1 on any difference.
//   npm run check:unicode -- [--java PATH] [--java17 PATH] [--seed N] [--texts N]

import { existsSync } from 'node:fs';
import { javaCommand } from './parity/jdk.mjs';
import { dumpUnicode, lowerRootAll } from './unicode/jdk-data.mjs';
import { javaSigmaAfter, javaWordClasses, sigmaTexts } from './unicode/words.mjs';
import { loadOurs } from './unicode/ours.mjs';

const JDK17 = '/usr/lib/jvm/java-17-openjdk-amd64/bin/java';
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const java = javaCommand(option('--java', null));
const jdk = dumpUnicode(java);
const seed = Number(option('--seed', 1));
const textCount = Number(option('--texts', 100000));
const java17 = option('--java17', existsSync(JDK17) ? JDK17 : 'java');
const ours = await loadOurs();
console.log(
  `JDK ${jdk.version} (Unicode ${jdk.unicode}, ${jdk.java}); Node ${process.version}, ICU ${process.versions.icu}, ` +
    `Unicode ${process.versions.unicode}`,
);

const hex = (cp) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
const show = (v) => (typeof v === 'string' ? Array.from(v, (c) => hex(c.codePointAt(0))).join(' ') : String(v));

/** The functions, each with the JDK's answer it must give and the last code point it takes. */
const CHECKS = [
  { name: 'isLetter', last: 0xffff, ours: ours.isLetter, jdk: (a) => a.letter },
  { name: 'isDigit', last: 0xffff, ours: ours.isDigit, jdk: (a) => a.isDigit },
  { name: 'digit', last: 0xffff, ours: ours.digit, jdk: (a) => a.digit },
  { name: 'isWhitespace', last: 0xffff, ours: ours.isWhitespace, jdk: (a) => a.whitespace },
  { name: 'toUpperCaseChar', last: 0x10ffff, ours: ours.toUpperCaseChar, jdk: (a) => a.upper },
  { name: 'toLowerCaseChar', last: 0x10ffff, ours: ours.toLowerCaseChar, jdk: (a) => a.lower },
  {
    name: 'toLowerCaseRoot',
    last: 0x10ffff,
    ours: (cp) => ours.toLowerCaseRoot(String.fromCodePoint(cp)),
    jdk: (a) => a.root,
  },
];

let failed = false;
let total = 0;
for (const check of CHECKS) {
  const differences = [];
  for (let cp = 0; cp <= check.last; cp++) {
    const want = check.jdk(jdk.at(cp));
    const got = check.ours(cp);
    if (got !== want) differences.push(`${hex(cp)}: ours ${show(got)}, JDK ${show(want)}`);
  }
  total += check.last + 1;
  console.log(
    `${check.name.padEnd(16)} ${(check.last + 1).toLocaleString('en-US').padStart(9)} code points: ` +
      `${differences.length} differ from the JDK`,
  );
  for (const d of differences.slice(0, 10)) console.log(`  ${d}`);
  if (differences.length > 0) failed = true;
}

/** Prints one check's figures and first differences; marks the run failed on any. */
function report(name, count, what, differences) {
  console.log(
    `${name.padEnd(16)} ${count.toLocaleString('en-US').padStart(9)} ${what}: ${differences.length} differ from the JDK`,
  );
  for (const d of differences.slice(0, 10)) console.log(`  ${d}`);
  if (differences.length > 0) failed = true;
  total += count;
}

const classes = javaWordClasses(java, ours);
const classDifferences = [];
for (const [c, cls] of classes)
  if (ours.wordClass(c) !== cls) classDifferences.push(`${hex(c)}: ours ${ours.wordClass(c)}, JDK ${cls}`);
report('wordClass', classes.size, 'UTF-16 units', classDifferences);

const after = javaSigmaAfter(java);
const afterDifferences = [];
let afterCount = 0;
for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  afterCount++;
  const sigma = ours.toLowerCaseRoot('a\u03a3' + String.fromCodePoint(cp))[1] === '\u03c3' ? 1 : 0;
  if (sigma !== after[cp])
    afterDifferences.push(`aΣ${hex(cp)}: ours ${sigma ? 'σ' : 'ς'}, JDK ${after[cp] ? 'σ' : 'ς'}`);
}
report('aΣ + code point', afterCount, 'code points', afterDifferences);

const texts = sigmaTexts(seed, textCount);
const lowered = lowerRootAll(java, texts);
const textDifferences = [];
texts.forEach((t, i) => {
  const got = ours.toLowerCaseRoot(t);
  if (got !== lowered[i]) textDifferences.push(`${show(t)}: ours ${show(got)}, JDK ${show(lowered[i])}`);
});
report('texts with Σ', texts.length, `texts (seed ${seed})`, textDifferences);
const javascript = texts.filter((t, i) => t.toLowerCase() !== lowered[i]).length;
console.log(`  (String.prototype.toLowerCase differs from the JDK on ${javascript.toLocaleString('en-US')} of them)`);

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

// `npm run check:unicode`: JavaURL's Unicode functions (src/url/chars.ts and case.ts, with the tables
// of src/url/unicode.ts) against JDK 25's answers (scripts/jdk/UnicodeDump.java) on every code point,
// on this engine:
//   isLetter, isDigit, digit(c, 10), isWhitespace     every UTF-16 unit, U+0000 to U+FFFF (they take chars)
//   toUpperCaseChar, toLowerCaseChar                  every code point, U+0000 to U+10FFFF
//   toLowerCaseRoot                                   every code point alone (a surrogate as a lone unit)
// Then that the tables hold every code point where JDK 17 (Unicode 13.0) answers otherwise than
// JDK 25, so that engines with an older Unicode get JDK 25's answers too. Prints the counts and the
// first differences; exits with 1 on any difference.
//   npm run check:unicode -- [--java PATH] [--java17 PATH]

import { existsSync } from 'node:fs';
import { javaCommand } from './parity/jdk.mjs';
import { dumpUnicode } from './unicode/jdk-data.mjs';
import { loadOurs } from './unicode/ours.mjs';

const JDK17 = '/usr/lib/jvm/java-17-openjdk-amd64/bin/java';
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const jdk = dumpUnicode(javaCommand(option('--java', null)));
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
console.log(`${total.toLocaleString('en-US')} answers checked`);

// The tables must hold every code point JDK 17 answers otherwise: engines with its Unicode (13.0) or a
// later one before JDK 25's need them, and this engine cannot show that they are missing.
const jdk17 = dumpUnicode(java17);
const { tables } = ours;
const inTable = (table, cp) => table.some(([first, last]) => first <= cp && cp <= last);
const NEEDED = [
  ['LETTERS', 0xffff, (a) => a.letter],
  ['DIGITS', 0xffff, (a) => a.digit],
  ['UPPER', 0x10ffff, (a) => a.upper],
  ['LOWER', 0x10ffff, (a) => a.lower],
  ['LOWER_ROOT', 0x10ffff, (a) => a.root],
];
for (const [name, last, answer] of NEEDED) {
  const missing = [];
  let changed = 0;
  for (let cp = 0; cp <= last; cp++) {
    if (answer(jdk17.at(cp)) === answer(jdk.at(cp))) continue;
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

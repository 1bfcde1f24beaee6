// `npm run check:nfc`: toASCIIString (NFC, then UTF-8 escapes) against java.net.URI's on every code
// point from U+0080 to U+10FFFF but the surrogates, each in the templates below: alone, after a
// base letter, before, after and between combining marks of different classes, after a Hangul
// jamo. scripts/jdk/NfcScan.java writes the JDK's answers, one per line, in the same order; this
// script compares them with ours as they stream in. Prints the count, the code points that differ
// and the first differences. Then it lists the code points that this engine's Unicode assigns and
// the JDK's does not, among those NFC moves or composes, and checks them against src/uri/nfc.ts's
// table. Exits with 1 on any difference.
//   npm run check:nfc -- [--java PATH]      (the JDK as in npm run parity: JDK 25 by default)
//   npm run check:nfc -- --write-fixture    (spec/fixtures/nfc.json: the JDK's toASCIIString of
//                                            every template around each code point of that table)
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Uri, URISyntaxException } from '../dist/index.mjs';
import { BUILD, ensureCompiled, javaCommand, runJdk } from './parity/jdk.mjs';
import { writeFixture } from './parity/fixtures.mjs';

/** Where the code point goes: "%s". Each is a path, so every answer is a URI or a syntax error. */
const TEMPLATES = ['/%s', '/a%s', '/%s\u0301', '/%s\u0323\u0301', '/a%s\u0323', '/a\u0301%s', '/\u0301%s', '/\u1100%s'];

const args = process.argv.slice(2);
const java = javaCommand(args.includes('--java') ? args[args.indexOf('--java') + 1] : null);
ensureCompiled('NfcScan', java);
const child = spawn(java, ['-cp', BUILD, 'NfcScan', ...TEMPLATES], { stdio: ['ignore', 'pipe', 'inherit'] });
const version = await new Promise((resolve) => {
  const v = spawn(java, ['-version'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let text = '';
  v.stderr.on('data', (d) => (text += d));
  v.on('close', () => resolve(text.split('\n')[0]));
});
console.log(
  `JDK: ${version} (${java}); Node ${process.version}, ICU ${process.versions.icu}, Unicode ${process.versions.unicode}`,
);

function* strings() {
  for (let cp = 0x80; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    for (const t of TEMPLATES) yield [cp, t.replace('%s', c)];
  }
}

function ours(s) {
  try {
    return new Uri(s).toASCIIString();
  } catch (e) {
    return e instanceof URISyntaxException ? `E ${e.getReason()} ${e.getIndex()}` : `X ${e.name}`;
  }
}

const mine = strings();
let count = 0;
let differing = 0;
const codePoints = new Set();
const examples = [];
for await (const jdk of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
  const { value, done } = mine.next();
  if (done) throw new Error('the JDK answered more strings than were generated');
  const [cp, s] = value;
  count++;
  const answer = ours(s);
  if (answer === jdk) continue;
  differing++;
  codePoints.add(cp);
  if (examples.length < 20) examples.push(`${JSON.stringify(s)}: ours ${answer}, JDK ${jdk}`);
}
if (!mine.next().done) throw new Error(`the JDK stopped after ${count} strings`);
const hex = (cp) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
console.log(
  `${count.toLocaleString('en-US')} strings (${TEMPLATES.length} templates): ${differing} differ from the JDK`,
);
if (differing > 0) {
  console.log(`code points: ${[...codePoints].map(hex).join(' ')}`);
  for (const x of examples) console.log(`  ${x}`);
  process.exitCode = 1;
}

// The table src/uri/nfc.ts needs on this engine: assigned here, not in the JDK, and moved or composed by
// NFC (a decomposition, or a non-zero combining class: reordered before U+0334, class 1, or after
// U+0301, class 230).
const undefinedInJdk = execFileSync(java, ['-cp', BUILD, 'NfcScan', '--undefined'], {
  encoding: 'utf8',
  maxBuffer: 1 << 26,
})
  .trim()
  .split('\n')
  .map((h) => parseInt(h, 16));
const moved = (s) => s.normalize('NFD') !== s;
const needed = undefinedInJdk.filter((cp) => {
  const c = String.fromCodePoint(cp);
  return /^\p{Assigned}$/u.test(c) && (moved(c) || moved(c + '\u0334') || moved('\u0301' + c));
});
const source = readFileSync(new URL('../src/uri/nfc.ts', import.meta.url), 'utf8');
const table = [...source.matchAll(/\\u\{([0-9a-f]+)\}-\\u\{([0-9a-f]+)\}/g)].map(([, a, b]) => [
  parseInt(a, 16),
  parseInt(b, 16),
]);
const missing = needed.filter((cp) => !table.some(([a, b]) => cp >= a && cp <= b));
console.log(
  `assigned by this engine's Unicode, not by the JDK's, and moved or composed by NFC: ${needed.length} code points` +
    (needed.length ? ` (${needed.map(hex).join(' ')})` : '') +
    `; missing from src/uri/nfc.ts: ${missing.length ? missing.map(hex).join(' ') : 'none'}`,
);
if (missing.length > 0) process.exitCode = 1;

if (args.includes('--write-fixture')) {
  const inputs = needed.flatMap((cp) => TEMPLATES.map((t) => t.replace('%s', String.fromCodePoint(cp))));
  inputs.push('/e\u0301', '/\u1100\u1161', '/a\u0301\u0323', '/\u00e9\u0323');
  const answers = await runJdk(
    inputs.map((s) => ({ op: 'parse', args: [s] })),
    java,
  );
  const cases = inputs.map((input, i) => ({ input, ascii: answers[i].uri.ascii }));
  const header = {
    generatedBy: 'scripts/nfc-check.mjs --write-fixture',
    jdk: /"([^"]+)"/.exec(version)?.[1] ?? version,
    note: 'generated from the JDK; do not edit',
  };
  writeFixture(new URL('../spec/fixtures/nfc.json', import.meta.url).pathname, header, cases);
  console.log(`spec/fixtures/nfc.json: ${cases.length} cases`);
}

// idn-tables.mjs: writes src/idn/tables.ts, nameprep's Unicode 3.2 data as JDK 25's java.net.IDN has it (the sets
// of unassigned, prohibited, RandALCat and LCat code points and the mapping step), found by asking the JDK about
// every code point (scripts/jdk/IdnOracle.java's dump: the JDK is a black box, none of its source or data is read);
// then checks the tables, as built, on this engine: every code point against the dump, and a seeded sample of
// labels (combining sequences, Hangul, compatibility characters, case pairs, bidi, ...) against the JDK's nameprep;
// then writes spec/fixtures/idn-tables.json (the JDK's answers for a sample of code points, for
// spec/idn-tables.spec.ts) and reports the tables' size, minified and gzipped (esbuild).
//
//   node scripts/idn-tables.mjs [--java PATH] [--seed N] [--count N]   (the labels checked: seed 1, 100000)
//
// The mapping is stored as exceptions to a rule this engine gives: NFKC, then toUpperCase, then toLowerCase
// of the code point alone (which folds ß, ς, ϐ, ſ, ﬀ, ℂ, ₨ as nameprep does); where NFKC of the rule's answer is
// not the JDK's nameprep, tables.ts keeps the code point as it is (KEEP) or says what it maps to (MAPPED).
// Exits non-zero if any check fails (the file is written anyway, to look at).

import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import * as prettier from 'prettier';
import { javaCommand, startIdnJdk } from './parity/jdk.mjs';
import { dumpIdn, U, P, L, R, S, M } from './idn/dump.mjs';
import { toggles, encodeToggles, encodeMap } from './idn/encode.mjs';
import { emitTables } from './idn/emit.mjs';
import { checkSingles, checkLabels } from './idn/check.mjs';
import { writeTablesFixture } from './idn/fixture.mjs';
import { labels } from './parity/idn-generate.mjs';

const TABLE_FILE = fileURLToPath(new URL('../src/idn/tables.ts', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const java = javaCommand(option('--java', null));
const seed = Number(option('--seed', 1));
const count = Number(option('--count', 100000));

const d = dumpIdn(java);
if (!/version "25/.test(d.version)) throw new Error(`expected JDK 25, got ${d.version} (${java})`);
const jdkName = d.version.replace(/^.*version "([^"]+)".*$/, 'JDK $1');
const engine = `Node ${process.version} (Unicode ${process.versions.unicode})`;
const { flags } = d;

for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (flags[cp] & L && flags[cp] & R) throw new Error(`U+${cp.toString(16)} is both LCat and RandALCat`);
}

/** Whether nameprep's output can hold cp: the bidi classes of the others never matter. */
const reachesBidi = (cp) => cp === 0x2e || !(flags[cp] & (M | P | S));
const sets = {
  UNASSIGNED: {
    bounds: toggles((cp) => (flags[cp] & S ? null : Boolean(flags[cp] & U))),
    doc: 'RFC 3454 A.1 as JDK 25 has it: IDN.toASCII(c, 0) says "unassigned".',
  },
  PROHIBITED: {
    bounds: toggles((cp) => (flags[cp] & S ? null : Boolean(flags[cp] & P))),
    doc: 'RFC 3454 C.1.2 to C.9 as JDK 25 has them (in nameprep output): IDN.toASCII(c, ALLOW_UNASSIGNED) says "prohibited".',
  },
  RANDAL: {
    bounds: toggles((cp) => (reachesBidi(cp) ? Boolean(flags[cp] & R) : null)),
    doc: 'RFC 3454 D.1 (RandALCat) as JDK 25 has it, for code points nameprep can output.',
  },
  L: {
    bounds: toggles((cp) => (reachesBidi(cp) ? Boolean(flags[cp] & L) : null)),
    doc: 'RFC 3454 D.2 (LCat) as JDK 25 has it, for code points nameprep can output (unassigned ones included).',
  },
};
for (const s of Object.values(sets)) s.text = encodeToggles(s.bounds);

const rule = {
  doc: "NFKC, then toUpperCase, then toLowerCase of the code point alone (`c.normalize('NFKC').toUpperCase().toLowerCase()`)",
  code: "c.normalize('NFKC').toUpperCase().toLowerCase()",
  run: (c) => c.normalize('NFKC').toUpperCase().toLowerCase(),
};
const keepers = new Set();
const exceptions = [];
for (let cp = 0; cp <= 0x10ffff; cp++) {
  const f = flags[cp];
  const c = String.fromCodePoint(cp);
  if (f & (U | S)) continue; // unassigned ones never reach mapping(); separators never reach nameprep
  if (f & P) {
    if (rule.run(c) !== c) keepers.add(cp); // a prohibited code point must stay to be refused
    continue;
  }
  const want = d.nameprep(cp);
  if (rule.run(c).normalize('NFKC') === want) continue;
  if (want.normalize('NFKC') !== want) throw new Error(`U+${cp.toString(16)}: the JDK's nameprep is not NFKC here`);
  if (want === c) keepers.add(cp);
  else exceptions.push([cp, want]);
}
const keep = { text: encodeToggles(toggles((cp) => keepers.has(cp))), count: keepers.size };
const map = { ...encodeMap(exceptions), count: exceptions.length };

const stats = `Sizes: ${Object.entries(sets)
  .map(([k, s]) => `${k} ${s.bounds.length} bounds`)
  .join(', ')}, KEEP ${keep.count} code points, MAPPED ${map.count}.`;
const text = emitTables({ jdk: jdkName, engine, sets, keep, map, rule, stats });
const config = await prettier.resolveConfig(TABLE_FILE);
writeFileSync(TABLE_FILE, await prettier.format(text, { ...config, filepath: TABLE_FILE }));
console.log(`wrote src/idn/tables.ts from ${jdkName} on ${engine}: ${stats}`);

// ---- the tables as built, checked ----
const bundle = async (contents, minify) =>
  (
    await esbuild.build({
      stdin: { contents, resolveDir: fileURLToPath(new URL('..', import.meta.url)), loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      minify,
      logLevel: 'error',
    })
  ).outputFiles[0].text;
const all = "export * from './src/idn/tables';";
const code = await bundle(all, false);
const t = await import('data:text/javascript;base64,' + Buffer.from(code).toString('base64'));

let ok = true;
const report = (name, { checked, failures, failed = failures.length }) => {
  console.log(`${failed === 0 ? 'OK' : 'FAILED'}: ${name}, ${checked} checked${failed ? `, ${failed} failing:` : ''}`);
  for (const f of failures.slice(0, 30)) console.log('  ' + f);
  ok &&= failed === 0;
};
report('every code point against the dump', checkSingles(t, d));
const jdk = startIdnJdk(java);
try {
  const sample = labels(seed, count).map((l) => l.text);
  report(`labels (seed ${seed}) against the JDK's nameprep`, await checkLabels(t, jdk, sample));
} finally {
  await jdk.close();
}

// ---- size ----
const minified = await bundle(all, true);
const gz = (s) => gzipSync(s, { level: 9 }).length;
const unused = await bundle("import './src/idn/tables';", true);
console.log(
  `size: ${minified.length} bytes minified, ${gz(minified)} gzipped; imported and unused: ${unused.length} bytes`,
);
for (const [name, s] of Object.entries({ ...sets, KEEP: keep, MAPPED: { text: map.at + map.to } })) {
  console.log(`  ${name}: ${s.text.length} characters, ${gz(s.text)} gzipped alone`);
}

writeTablesFixture({ d, sets, keepers, exceptions, jdk: jdkName, seed });
process.exitCode = ok ? 0 : 1;

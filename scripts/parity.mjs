// parity.mjs: differential test of our Uri (dist/index.cjs) against the real java.net.URI.
//   npm run parity -- [--seed N] [--count N] [--write-fixtures] [--lib path/to/lib.cjs] [--java PATH]
//                     [--known-differences]
// The JDK is --java's, else $JAVA_HOME's, else the JDK 25 the project follows (parity/jdk.mjs).
// Differences are also counted by kind (parity/kinds.mjs). With --known-differences (for another
// JDK, as `npm run parity:17`), the run passes when every difference is of a kind that the
// table of docs/which-jdk.md lists, and fails on any other.
// Asks the JDK oracle and our library the same questions (see parity/sections.mjs): `count` inputs
// for parse and URI.create, count/2 pairs for equals/compareTo/hashCode, `count` constructor tuples
// (3, 4, 5 and 7 arguments), count/4 inputs for the constructor identities, count/2 inputs or pairs
// each for normalize, resolve (Uri and String) and relativize, `count` calls of URLEncoder.encode
// and URLDecoder.decode (half each, parity/codec.mjs); then checks our
// relativize(target, {dotSegments: true}) on count/4 pairs through resolve (parity/dot-segments.mjs).
// Prints agreement per operation and field and the first 20 differing cases, and exits non-zero on
// any difference. --write-fixtures also writes spec/fixtures/*.json from the JDK's answers only.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { javaCommand, startJdk } from './parity/jdk.mjs';
import { evaluate } from './parity/view.mjs';
import { writeFixture } from './parity/fixtures.mjs';
import { Tally } from './parity/tally.mjs';
import { plan, offer } from './parity/sections.mjs';
import { operationPairs } from './parity/operations.mjs';
import { checkDotSegments } from './parity/dot-segments.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHUNK = 5000;

function parseArgs(argv) {
  const o = {
    seed: Date.now() % 2147483647,
    count: 100000,
    writeFixtures: false,
    lib: join(ROOT, 'dist', 'index.cjs'),
    java: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') o.seed = Number(argv[++i]);
    else if (a === '--count') o.count = Number(argv[++i]);
    else if (a === '--write-fixtures') o.writeFixtures = true;
    else if (a === '--lib') o.lib = resolve(argv[++i]);
    else if (a === '--java') o.java = argv[++i];
    else if (a === '--known-differences') o.knownDifferences = true;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(o.seed) || !Number.isInteger(o.count) || o.count < 1)
    throw new Error('--seed and --count take integers');
  return o;
}

let current = null; // the request being evaluated, reported if our library kills the process
process.on('exit', () => {
  if (current) console.error(`parity: exited while evaluating ${current.op} ${current.label}`);
});

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  console.log(`parity: seed ${opt.seed}, count ${opt.count}, library ${opt.lib}`);
  const lib = createRequire(import.meta.url)(opt.lib);
  for (const name of ['Uri', 'URISyntaxException', 'IllegalArgumentException', 'URLEncoder', 'URLDecoder']) {
    if (typeof lib[name] !== 'function') throw new Error(`${opt.lib} does not export ${name}`);
  }

  const { requests, fixtures } = plan(opt.seed, opt.count);
  const perOp = new Map();
  for (const r of requests) perOp.set(r.op, (perOp.get(r.op) ?? 0) + 1);
  console.log([...perOp].map(([op, n]) => `${op}: ${n}`).join(', '));

  const java = javaCommand(opt.java);
  const jdk = startJdk(java);
  const [{ version: jdkVersion, vendor }] = await jdk.ask([{ op: 'version', args: [] }]);
  console.log(`JDK ${jdkVersion} (${vendor}): ${java}`);
  const tally = new Tally();

  const chunk = (i) => requests.slice(i, i + CHUNK).map(({ op, args }) => ({ op, args }));
  let pending = jdk.ask(chunk(0));
  for (let i = 0; i < requests.length; i += CHUNK) {
    const answers = await pending;
    if (i + CHUNK < requests.length) pending = jdk.ask(chunk(i + CHUNK)); // JDK works while we do
    answers.forEach((j, k) => {
      const req = requests[i + k];
      current = req;
      tally.add(req.op, req.label, j, evaluate(lib, req));
      if (opt.writeFixtures) offer(fixtures, req, j);
    });
  }
  const quarter = Math.max(1, Math.floor(opt.count / 4));
  current = { op: 'relativize-dot-segments', label: '' };
  const dots = await checkDotSegments(lib, jdk, operationPairs(opt.seed ^ 0xd07, 2 * quarter), quarter);
  current = null;
  await jdk.close();
  tally.print();
  dots.print();

  if (opt.writeFixtures) {
    const header = {
      generatedBy: 'scripts/parity.mjs --write-fixtures',
      jdk: jdkVersion,
      seed: opt.seed,
      count: opt.count,
      note: 'generated from the JDK; do not edit',
    };
    console.log('');
    for (const [name, { selector }] of Object.entries(fixtures)) {
      const cases = selector.select();
      const path = join(ROOT, 'spec', 'fixtures', `${name}.json`);
      const size = writeFixture(path, header, cases);
      const errors = cases.filter((c) => c.expected.error).length;
      console.log(`wrote ${path}: ${cases.length} cases (${errors} errors), ${(size / 1024).toFixed(0)} KiB`);
    }
  }

  const total = requests.length;
  console.log(
    `\n${tally.differing === 0 ? 'OK' : 'DIFFERENCES'}: ${total - tally.differing}/${total} answers agree (seed ${opt.seed})`,
  );
  if (opt.knownDifferences) {
    const listed = listedKinds();
    const unlisted = [...tally.byKind.keys()].filter((k) => !listed.includes(k));
    const unseen = listed.filter((k) => !tally.byKind.has(k));
    console.log(
      `${unlisted.length === 0 ? 'OK' : 'UNLISTED'}: differences of ${tally.byKind.size} kinds, ` +
        `${unlisted.length ? 'not in docs/which-jdk.md: ' + unlisted.join(', ') : 'all in docs/which-jdk.md'}` +
        (unseen.length ? `; listed but not seen in this run: ${unseen.join(', ')}` : ''),
    );
  }
  console.log(`${dots.failures === 0 ? 'OK' : 'FAILURES'}: relativize-dot-segments, ${dots.failures} failing checks`);
  const agreed = opt.knownDifferences
    ? [...tally.byKind.keys()].every((k) => listedKinds().includes(k))
    : tally.differing === 0;
  process.exitCode = agreed && dots.failures === 0 ? 0 : 1;
}

/** The kinds of difference the "Which JDK" guide's table lists: each row starts with one in backticks. */
function listedKinds() {
  const guide = readFileSync(join(ROOT, 'docs', 'which-jdk.md'), 'utf8');
  const kinds = [...guide.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]);
  if (kinds.length === 0) throw new Error('docs/which-jdk.md: no table of kinds found');
  return kinds;
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(2);
});

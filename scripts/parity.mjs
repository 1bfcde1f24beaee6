// parity.mjs: differential test of our Uri (dist/index.cjs) against the real java.net.URI.
//   npm run parity -- [--seed N] [--count N] [--write-fixtures] [--lib path/to/lib.cjs]
// Generates `count` inputs (parse and URI.create) and count/2 pairs (equals/compareTo/hashCode),
// asks the JDK oracle and our library, prints agreement per operation and field and the first
// 20 differing cases, and exits non-zero on any difference. --write-fixtures also writes
// spec/fixtures/{parse,create,compare}.json from the JDK's answers only.

import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { startJdk, asciiJson } from './parity/jdk.mjs';
import { evaluate } from './parity/view.mjs';
import { parseInputs, comparePairs, RFC_EXAMPLES, EDGE_CASES, FIXED_PAIRS } from './parity/generate.mjs';
import { Selector, parseBucket, compareBucket, writeFixture } from './parity/fixtures.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_SHOWN = 20;
const CHUNK = 5000;

function parseArgs(argv) {
  const o = { seed: Date.now() % 2147483647, count: 100000, writeFixtures: false, lib: join(ROOT, 'dist', 'index.cjs') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') o.seed = Number(argv[++i]);
    else if (a === '--count') o.count = Number(argv[++i]);
    else if (a === '--write-fixtures') o.writeFixtures = true;
    else if (a === '--lib') o.lib = resolve(argv[++i]);
    else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(o.seed) || !Number.isInteger(o.count) || o.count < 1) throw new Error('--seed and --count take integers');
  return o;
}

const show = (v) => (v === undefined ? 'undefined' : asciiJson(v));
const cut = (s, n) => (s.length > n ? s.slice(0, n) + '...' : s);
const kindOf = (x) => (x && typeof x === 'object' ? ('error' in x ? 'error' : 'uri' in x ? 'uri' : 'value') : typeof x);

/** [field, jdkValue, ourValue] triples for one answer pair. */
function fields(j, o) {
  const out = [['outcome', kindOf(j), kindOf(o)]];
  if (kindOf(j) !== kindOf(o)) return out;
  const [jj, oo, prefix] = kindOf(j) === 'uri' ? [j.uri, o.uri, ''] : kindOf(j) === 'error' ? [j.error, o.error, 'error.'] : [j, o, ''];
  for (const k of new Set([...Object.keys(jj), ...Object.keys(oo)])) out.push([prefix + k, jj[k], oo[k]]);
  return out;
}

class Tally {
  constructor() {
    this.ops = new Map(); // op -> Map(field -> {agree, total})
    this.reasons = new Map(); // op -> Map(reason -> count)
    this.shown = []; // the first MAX_SHOWN differing cases
    this.kinds = new Map(); // signature -> first case, for kinds of difference not among those
    this.differing = 0;
  }

  add(op, label, j, o) {
    if (!this.ops.has(op)) this.ops.set(op, new Map([['(whole answer)', { agree: 0, total: 0 }]]));
    const t = this.ops.get(op);
    const same = isDeepStrictEqual(j, o);
    t.get('(whole answer)').total++;
    if (same) t.get('(whole answer)').agree++;
    const diffs = [];
    for (const [f, jv, ov] of fields(j, o)) {
      if (!t.has(f)) t.set(f, { agree: 0, total: 0 });
      const s = t.get(f);
      s.total++;
      if (isDeepStrictEqual(jv, ov)) s.agree++;
      else diffs.push([f, jv, ov]);
    }
    const e = j?.error?.cause ?? j?.error;
    if (e) {
      if (!this.reasons.has(op)) this.reasons.set(op, new Map());
      const m = this.reasons.get(op);
      const r = e.reason ?? `(${e.type})`;
      m.set(r, (m.get(r) ?? 0) + 1);
    }
    if (!same) {
      this.differing++;
      const c = { op, label, diffs: diffs.length ? diffs : [['(whole answer)', j, o]] };
      const sig = op + ' ' + c.diffs.map(([f, jv]) => f + (jv?.thrown ? `(${jv.thrown.type})` : '')).join(',');
      if (this.shown.length < MAX_SHOWN) this.shown.push(c);
      else if (!this.kinds.has(sig) && !this.shown.some((x) => x.sig === sig)) this.kinds.set(sig, c);
      c.sig = sig;
    }
  }

  print() {
    for (const [op, t] of this.ops) {
      console.log(`\n== ${op}`);
      const w = Math.max(...[...t.keys()].map((k) => k.length));
      for (const [f, { agree, total }] of t) {
        const pct = total ? ((100 * agree) / total).toFixed(2) : '-';
        console.log(`  ${f.padEnd(w)}  ${agree}/${total} (${pct}%)${agree < total ? '   <-- differs' : ''}`);
      }
    }
    for (const [op, m] of this.reasons) {
      console.log(`\n== JDK error reasons (${op})`);
      for (const [r, n] of [...m].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(7)}  ${r}`);
    }
    const list = (cases) => cases.forEach(({ op, label, diffs }, i) => {
      console.log(`\n#${i + 1} ${op} ${label}`);
      for (const [f, jv, ov] of diffs) {
        console.log(`    ${f}:\n      jdk:  ${cut(show(jv), 600)}\n      ours: ${cut(show(ov), 600)}`);
      }
    });
    if (this.shown.length) console.log(`\n== first ${this.shown.length} of ${this.differing} differing cases`);
    list(this.shown);
    const more = [...this.kinds.values()].slice(0, MAX_SHOWN);
    if (more.length) console.log(`\n== first case of ${more.length} other kinds of difference (op + differing fields)`);
    list(more);
  }
}

let current = null; // the request being evaluated, reported if our library kills the process
process.on('exit', () => {
  if (current) console.error(`parity: exited while evaluating ${current.op} ${current.label}`);
});

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  console.log(`parity: seed ${opt.seed}, count ${opt.count}, library ${opt.lib}`);
  const lib = createRequire(import.meta.url)(opt.lib);
  for (const name of ['Uri', 'URISyntaxException', 'IllegalArgumentException']) {
    if (typeof lib[name] !== 'function') throw new Error(`${opt.lib} does not export ${name}`);
  }

  const inputs = parseInputs(opt.seed, opt.count);
  const pairs = comparePairs(opt.seed, Math.max(1, Math.floor(opt.count / 2)));
  console.log(`parse: ${inputs.length} inputs, create: ${inputs.length} inputs, compare: ${pairs.length} pairs`);
  const requests = [
    ...inputs.map((s) => ({ op: 'parse', args: [s], label: `input=${cut(asciiJson(s), 200)}` })),
    ...inputs.map((s) => ({ op: 'create', args: [s], label: `input=${cut(asciiJson(s), 200)}` })),
    ...pairs.map((p) => ({ op: 'compare', args: [p.a, p.b], kind: p.kind, label: `(${p.kind}) a=${cut(asciiJson(p.a), 150)} b=${cut(asciiJson(p.b), 150)}` })),
  ];

  const jdk = startJdk();
  const [{ version: jdkVersion }] = await jdk.ask([{ op: 'version', args: [] }]);
  console.log(`JDK ${jdkVersion}`);
  const tally = new Tally();
  const sel = {
    parse: new Selector(opt.seed ^ 1, { limit: 3000, maxBytes: 1_900_000, errorShare: 0.35 }),
    create: new Selector(opt.seed ^ 2, { limit: 500, maxBytes: 1_000_000, errorShare: 0.3 }),
    compare: new Selector(opt.seed ^ 3, { limit: 1500, maxBytes: 1_000_000, errorShare: 0.1, errorCap: 3 }),
  };
  const fixed = new Set([...RFC_EXAMPLES, ...EDGE_CASES]);
  const fixedPairs = new Set(FIXED_PAIRS.map((p) => asciiJson(p)));

  const chunk = (i) => requests.slice(i, i + CHUNK).map(({ op, args }) => ({ op, args }));
  let pending = jdk.ask(chunk(0));
  for (let i = 0; i < requests.length; i += CHUNK) {
    const answers = await pending;
    if (i + CHUNK < requests.length) pending = jdk.ask(chunk(i + CHUNK)); // JDK works while we do
    answers.forEach((j, k) => {
      const req = requests[i + k];
      current = req;
      tally.add(req.op, req.label, j, evaluate(lib, req));
      if (!opt.writeFixtures) return;
      if (req.op === 'compare') {
        const row = { inputs: req.args, kind: req.kind, expected: j };
        if (fixedPairs.has(asciiJson(req.args))) sel.compare.must(row);
        else sel.compare.offer(...compareBucket(req.kind, j), row);
      } else {
        const row = { input: req.args[0], expected: j };
        if (fixed.has(req.args[0]) && (req.op === 'parse' || RFC_EXAMPLES.includes(req.args[0]))) sel[req.op].must(row);
        else sel[req.op].offer(...parseBucket(j), row);
      }
    });
  }
  current = null;
  await jdk.close();
  tally.print();

  if (opt.writeFixtures) {
    const header = { generatedBy: 'scripts/parity.mjs --write-fixtures', jdk: jdkVersion, seed: opt.seed, count: opt.count, note: 'generated from the JDK; do not edit' };
    console.log('');
    for (const op of ['parse', 'create', 'compare']) {
      const cases = sel[op].select();
      const path = join(ROOT, 'spec', 'fixtures', `${op}.json`);
      const size = writeFixture(path, header, cases);
      const errors = cases.filter((c) => c.expected.error).length;
      console.log(`wrote ${path}: ${cases.length} cases (${errors} errors), ${(size / 1024).toFixed(0)} KiB`);
    }
  }

  const total = requests.length;
  console.log(`\n${tally.differing === 0 ? 'OK' : 'DIFFERENCES'}: ${total - tally.differing}/${total} answers agree (seed ${opt.seed})`);
  process.exitCode = tally.differing === 0 ? 0 : 1;
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(2);
});

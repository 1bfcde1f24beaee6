/**
 * npm run bench:reject: what a rejected string costs, and the least a JavaScript program pays to
 * throw an Error, against the JDK's whole rejection, in one run. Issue 36 asked for `new Uri(s)` on a
 * string it rejects at most at the JDK's time, its error staying a real URISyntaxException whose
 * stack includes the caller's frame; this measures whether V8 allows it.
 *
 * Inputs: the `reject-constructor` workload of npm run bench (the lines of kasztp.txt and
 * node_files.txt that are not URIs). Rows, timed in alternating rounds in one process, each the
 * median of the rounds' medians, per input:
 * - `Uri.canParse(s)`: the scan that finds the error, with no error made;
 * - `new Uri(s)`, caught: the rejection as users pay it;
 * - `throw new Error(message)`, caught, the message made beforehand: the least program that throws
 *   an Error, at Error.stackTraceLimit 10 (Node's default), 1 (the caller's frame alone) and 0 (no
 *   stack: what the issue rules out);
 * - the JDK: `new URI(s)` caught (scripts/jdk/UriBench.java, one JVM, 2 s of warm-up).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD, ensureCompiled, javaCommand } from '../scripts/parity/jdk.mjs';
import { Uri } from '../dist/index.mjs';
import { buildWorkloads } from './workloads.mjs';

const ROUNDS = 15;
const PASSES = 20;
const inputs = buildWorkloads()
  .find((w) => w.id === 'reject-constructor')
  .inputs.map(([s]) => s);
const messages = inputs.map((s) => 'Illegal character in path at index 1: ' + s);
if (inputs.some((s) => Uri.canParse(s))) throw new Error('a line of the reject workload parses');

let sink = 0;
/**
 * One timed row: `run(i)` on each input, the stack trace limit set around it; ns per input. Each row's
 * loop is compiled apart (`new Function`), so that its call sees that row's function alone, as an
 * application's call site does (one loop shared by the rows would call them all without inlining).
 */
function row(name, limit, run) {
  const loop = new Function(
    'inputs',
    'run',
    'count',
    `return function pass() {
      const saved = Error.stackTraceLimit;
      Error.stackTraceLimit = ${limit};
      const t0 = process.hrtime.bigint();
      let acc = 0;
      for (let i = 0; i < inputs.length; i++) {
        try {
          if (run(i)) acc++;
        } catch {
          acc += 2;
        }
      }
      const ns = Number(process.hrtime.bigint() - t0) / inputs.length;
      Error.stackTraceLimit = saved;
      count(acc);
      return ns;
    };`,
  );
  return {
    name,
    samples: [],
    pass: loop(inputs, run, (acc) => {
      sink += acc;
    }),
  };
}
const rows = [
  row('`Uri.canParse(s)` (the scan, no error)', 10, (i) => Uri.canParse(inputs[i])),
  row('`new Uri(s)`, caught (stack: 10 frames)', 10, (i) => new Uri(inputs[i])),
  row('`throw new Error(message)`, caught, stack of 10 frames', 10, (i) => {
    throw new Error(messages[i]);
  }),
  row("`throw new Error(message)`, caught, stack of 1 frame (the caller's)", 1, (i) => {
    throw new Error(messages[i]);
  }),
  row('`throw new Error(message)`, caught, no stack', 0, (i) => {
    throw new Error(messages[i]);
  }),
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (let r = 0; r < ROUNDS; r++) {
  for (const x of rows) {
    const passes = Array.from({ length: PASSES }, () => x.pass());
    x.samples.push(median(passes));
  }
}

/** The JDK's rejection of the same lines, ns per input, or null without a JDK. */
function jdkRejection() {
  const java = javaCommand();
  try {
    ensureCompiled('UriBench', java);
  } catch (e) {
    console.error(`(no JDK row: ${e.message.split('\n')[0]})`);
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-reject-'));
  try {
    const lines = inputs.filter((s) => !/[\t\r\n]/.test(s));
    writeFileSync(join(dir, 'reject.tsv'), ['parse', ...lines].join('\n') + '\n');
    const r = spawnSync(java, ['-Xms1g', '-cp', BUILD, 'UriBench', dir, 'reject'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return Number(r.stdout.trim().split('\t')[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const jdk = jdkRejection();

const format = (ns) => (ns >= 10000 ? (ns / 1000).toFixed(1) + ' µs' : Math.round(ns) + ' ns');
console.log(`Rejecting the ${inputs.length} lines of the reject workload (Node ${process.version}), per input:\n`);
console.log('| what | time | / JDK |');
console.log('|---|---:|---:|');
for (const x of rows) {
  const t = median(x.samples);
  console.log(`| ${x.name} | ${format(t)} | ${jdk ? (t / jdk).toFixed(2) + 'x' : '—'} |`);
}
if (jdk) console.log(`| java.net.URI (JDK): \`new URI(s)\`, caught (whole stack) | ${format(jdk)} | 1.00x |`);
if (sink === 0) console.log('');

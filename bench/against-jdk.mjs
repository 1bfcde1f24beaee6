/**
 * The harness of bench/inet.mjs and bench/idn.mjs: JavaScript columns timed in this process in
 * alternating rounds, a program of scripts/jdk/ timed in its own JVMs between the rounds, and the
 * section of bench/RESULTS.md each bench writes.
 *
 * Node: ROUNDS rounds, each the median of PASSES passes of every column over all the inputs; the
 * cell is the median of the rounds. The JDK: a JVM after each of JDK_FORKS rounds (2 s of JIT
 * warm-up, then the median of 15 passes; the program prints ns per input), the cell the median of
 * the JVMs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD, ensureCompiled, javaCommand } from '../scripts/parity/jdk.mjs';

export const ROUNDS = 9;
export const PASSES = 15;
export const JDK_FORKS = 3;

/** ns per item since `t0` (from process.hrtime.bigint()) for a pass over `n` items. */
export const perItem = (t0, n) => Number(process.hrtime.bigint() - t0) / n;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Each workload ({ title, inputs }) timed by every column and by the JDK's `program` (compiled for
 * `release`; no JDK cell where that cannot be done): rows of { title, cells: Map(column → ns per
 * input), jdk: ns per input or null }. A column is [name, pass], `pass(inputs)` a loop of its own
 * over the inputs that returns ns per input: a loop shared by the columns would make its call see
 * every column's function (not inlined, and its compiled code dropped at each change of column),
 * where an application's call site, and the JDK's loop, sees one.
 */
export function timeAgainstJdk(program, release, workloads, columns) {
  const java = javaCommand();
  let jdk = true;
  try {
    ensureCompiled(program, java, release);
  } catch (e) {
    console.error(`(no JDK column: ${e.message.split('\n')[0]})`);
    jdk = false;
  }
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-bench-'));
  const file = join(dir, 'inputs.txt');
  const jvm = () => {
    const r = spawnSync(java, ['-Xms1g', '-cp', BUILD, program, file], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return Number(r.stdout.trim());
  };
  try {
    return workloads.map((w) => {
      writeFileSync(file, w.inputs.join('\n') + '\n');
      const samples = columns.map(() => []);
      const jvms = [];
      for (let r = 0; r < ROUNDS; r++) {
        columns.forEach(([, pass], c) => samples[c].push(median(Array.from({ length: PASSES }, () => pass(w.inputs)))));
        if (jdk && r % Math.ceil(ROUNDS / JDK_FORKS) === 0) jvms.push(jvm());
      }
      const cells = new Map(columns.map(([name], c) => [name, median(samples[c])]));
      return { title: w.title, cells, jdk: jdk ? median(jvms) : null };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** ns, rounded; a dash for null. */
export const ns = (x) => (x === null || x === undefined ? '—' : `${Math.round(x)} ns`);

/** The cells `java-uri / JDK` and `≤ 1` for our time and the JDK's (dashes without a JDK). */
export const toJdk = (ours, jdk) => (jdk ? `${(ours / jdk).toFixed(2)} | ${ours <= jdk ? 'yes' : 'no'}` : '— | —');

/** The date, the machine, Node's version and the JDK's, as a section's first words. */
export function runLine() {
  const version = spawnSync(javaCommand(), ['-version'], { encoding: 'utf8' }).stderr?.split('\n')[0] ?? 'no JDK';
  return `${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores as seen by Node, Node.js ${process.version}, ${version}.`;
}

/**
 * Prints `section` (which starts with its `## ` heading) and puts it in bench/RESULTS.md in place of
 * the section with the same heading, or at the end (a blank line between sections, a newline at the end
 * of the file); `--no-write` on the command line only prints it.
 */
export function writeSection(section) {
  console.log('\n' + section);
  if (process.argv.includes('--no-write')) return;
  const heading = section.slice(0, section.indexOf('\n'));
  const path = new URL('./RESULTS.md', import.meta.url);
  const results = readFileSync(path, 'utf8');
  const start = results.indexOf(heading);
  const end = start < 0 ? -1 : results.indexOf('\n## ', start + 1);
  writeFileSync(
    path,
    start < 0
      ? results.trimEnd() + '\n\n' + section + '\n'
      : results.slice(0, start) + section.trimEnd() + '\n' + (end < 0 ? '' : '\n' + results.slice(end + 1)),
  );
}

/**
 * `npm run bench`: every workload of workloads.mjs with every library of libraries.mjs (timed by
 * mitata), java.net.URI on HotSpot (scripts/jdk/UriBench.java, on the JDK npm run parity finds),
 * and the heap each parsed object retains (bench/memory.mjs, one process per library and list).
 * Prints the tables and writes them to bench/RESULTS.md.
 *
 *   npm run bench                     everything
 *   npm run bench -- --only parse     only the workloads whose id contains "parse"
 *   npm run bench -- --no-write       leave bench/RESULTS.md as it is
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from 'mitata';
import { BUILD, ensureCompiled, javaCommand } from '../scripts/parity/jdk.mjs';
import { TARGET as CLI_TARGET, cliThroughput } from './cli.mjs';
import { LIBRARIES, whatwgUrl } from './libraries.mjs';
import { buildWorkloads } from './workloads.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const write = !args.includes('--no-write');
const JDK = 'java.net.URI (JDK)';
/**
 * Rounds over the libraries. The machine's speed drifts (up to 2x within a minute), so many short
 * rounds, the libraries in turn (in reverse order every other round), and each ratio is taken
 * within a round, where the libraries ran a few tenths of a second apart, before the median over
 * the rounds.
 */
const ROUNDS = 9;

let sink = 0;

/**
 * Nanoseconds per input: mitata's median over passes through all of the workload's inputs. The
 * pass calls the operation with the arguments from plain arrays (no spread, nothing allocated), so
 * that the harness adds as little as it can to every library's time.
 */
async function time(fn, inputs) {
  const first = inputs.map((inp) => inp[0]);
  const second = inputs.map((inp) => inp[1]);
  const n = inputs.length;
  const pass = () => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      try {
        if (fn(first[i], second[i])) acc++;
      } catch {
        acc += 2;
      }
    }
    sink += acc;
    return acc;
  };
  const stats = await measure(pass, { min_cpu_time: 100 * 1e6, min_samples: 3, batch_samples: 1 });
  return stats.p50 / n;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * How many JVMs time the JDK column. One JVM's JIT can settle in a slow state for a whole run (parse
 * kasztp.txt has measured 1,548 ns in one JVM and 407-454 ns in the next three), so, as JMH does with
 * forks, each cell is the median over separate JVMs.
 */
const JDK_FORKS = 3;
/** The JDK as npm run parity finds it: $JAVA_HOME's, else the JDK 25 the project follows, else `java`. */
const JAVA = javaCommand();

/**
 * The JDK's side: each workload it can run written out for scripts/jdk/UriBench.java (tab-separated
 * lines in a temporary directory), and `fork(id)`, one JVM timing one workload (ns per input).
 * Null without a JDK.
 */
function prepareJdk(workloads) {
  try {
    ensureCompiled('UriBench', JAVA);
  } catch (e) {
    console.error(`(no JDK column: ${e.message.split('\n')[0]})`);
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-bench-'));
  const ids = new Set();
  for (const w of workloads) {
    if (w.op === 'relativizeLink' || w.op === 'canParse') continue;
    const lines = w.inputs.filter((inp) => inp.every((s) => !/[\t\r\n]/.test(s))).map((inp) => inp.join('\t'));
    writeFileSync(join(dir, w.id + '.tsv'), [w.op, ...lines].join('\n') + '\n');
    ids.add(w.id);
  }
  const fork = (id) => {
    const r = spawnSync(JAVA, ['-Xms1g', '-cp', BUILD, 'UriBench', dir, id], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return Number(r.stdout.trim().split('\t')[1]);
  };
  return { ids, fork, close: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Bytes retained per parsed object, from a fresh process per library and list. */
function memory(library, list) {
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', new URL('./memory.mjs', import.meta.url).pathname, library.name, list],
    {
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout.split(' ')[0]);
}

function versionOf(command, flag) {
  const r = spawnSync(command, [flag], { encoding: 'utf8' });
  return r.error ? null : (r.stdout + r.stderr).split('\n')[0].trim();
}

const fmt = (ns) => (ns >= 10000 ? (ns / 1000).toFixed(1) + ' µs' : ns.toFixed(0) + ' ns');

async function main() {
  const workloads = buildWorkloads().filter((w) => only === null || w.id.includes(only));
  const results = new Map();
  const ratios = new Map();
  const jdk = prepareJdk(workloads);
  try {
    for (const w of workloads) {
      // Rounds over all the libraries in turn, so that a slow spell of the machine does not fall on
      // one library alone; each library's figure is its median over the rounds. The JDK's JVMs run
      // between them (after each third of the rounds), so that its figure comes from the same
      // minutes as the others'.
      const libraries = LIBRARIES.filter((lib) => typeof lib[w.op] === 'function');
      const samples = new Map(libraries.map((lib) => [lib.name, []]));
      const jdkForks = [];
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? libraries : [...libraries].reverse();
        for (const lib of order) samples.get(lib.name).push(await time(lib[w.op], w.inputs));
        if (jdk?.ids.has(w.id) && (round + 1) % (ROUNDS / JDK_FORKS) === 0) jdkForks.push(jdk.fork(w.id));
      }
      const row = new Map([...samples].map(([name, xs]) => [name, median(xs)]));
      if (jdkForks.length > 0) row.set(JDK, median(jdkForks));
      for (const [name, ns] of row) process.stderr.write(`${w.id.padEnd(22)} ${name.padEnd(18)} ${fmt(ns)}\n`);
      results.set(w.id, row);
      // Each library's ratio to URL: the median over the rounds of the ratio within each round.
      const url = samples.get(whatwgUrl.name);
      if (url)
        ratios.set(w.id, new Map([...samples].map(([name, xs]) => [name, median(xs.map((x, i) => x / url[i]))])));
    }
  } finally {
    jdk?.close();
  }

  const columns = [...LIBRARIES.map((l) => l.name), ...(jdk ? [JDK] : [])];
  const lines = [];
  lines.push(`| workload (inputs) | ${columns.join(' | ')} |`);
  lines.push(`|---|${columns.map(() => '---:').join('|')}|`);
  for (const w of workloads) {
    const row = results.get(w.id);
    const base = row.get(whatwgUrl.name);
    const cells = columns.map((c) => {
      const ns = row.get(c);
      if (ns === undefined) return '—';
      if (base === undefined || c === whatwgUrl.name) return fmt(ns);
      // The JDK, timed in its own processes between the rounds, is compared with URL's median.
      const ratio = ratios.get(w.id)?.get(c) ?? ns / base;
      return `${fmt(ns)} (${ratio.toFixed(2)}x)`;
    });
    lines.push(`| ${w.title} (${w.inputs.length.toLocaleString('en')}) | ${cells.join(' | ')} |`);
  }

  const cliLines = [];
  if (only === null || 'cli'.includes(only)) {
    cliLines.push(
      `| command | java-uri CLI (lines/s) | least Node program (lines/s) | CLI / least | ≥ ${CLI_TARGET} |`,
    );
    cliLines.push('|---|---:|---:|---:|:---:|');
    for (const [name, command, least, ratio, meets] of cliThroughput()) {
      const n = (x) => Math.round(x).toLocaleString('en');
      cliLines.push(`| ${name} | ${n(command)} | ${n(least)} | ${ratio.toFixed(2)} | ${meets ? 'yes' : 'no'} |`);
    }
  }

  const memoryLines = [];
  if (only === null || 'memory'.includes(only)) {
    const parsers = LIBRARIES.filter((l) => l.parse !== null);
    memoryLines.push(`| list | ${parsers.map((l) => l.name).join(' | ')} |`);
    memoryLines.push(`|---|${parsers.map(() => '---:').join('|')}|`);
    for (const list of ['kasztp', 'node_files']) {
      const bytes = parsers.map((l) => memory(l, list));
      const url = bytes[parsers.indexOf(whatwgUrl)];
      memoryLines.push(
        `| ${list}.txt | ${bytes.map((b, i) => (i === 1 ? `${b.toFixed(0)} B` : `${b.toFixed(0)} B (${(b / url).toFixed(2)}x)`)).join(' | ')} |`,
      );
    }
  }

  const machine = [
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    `- CPU: ${cpus()[0]?.model ?? 'unknown'} (${cpus().length} cores as seen by Node)`,
    `- Node.js: ${process.version} (V8 ${process.versions.v8})`,
    `- JDK: ${jdk ? versionOf(JAVA, '-version') : 'not found'}`,
  ];
  const report = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.mjs); do not edit by hand. Each cell is the time per input:',
    `mitata times passes through all of the workload's inputs, in ${ROUNDS} rounds over the libraries in`,
    "turn, and the cell is the median of the rounds' medians (the JDK column: scripts/jdk/UriBench.java,",
    `median pass after two seconds of JIT warm-up, the median over ${JDK_FORKS} JVMs run between the rounds).`,
    'In brackets: the ratio to the built-in `URL`, the median over the rounds of the ratio within each',
    "round (for the JDK: to URL's median). Every operation starts from strings: parsing is part of it.",
    '',
    ...machine,
    '',
    '## Time per input',
    '',
    ...lines,
    '',
    ...(memoryLines.length
      ? [
          '## Heap retained per parsed URI',
          '',
          'Heap growth over 100,000 parsed objects kept in an array (`node --expose-gc`), per object.',
          '',
          ...memoryLines,
          '',
        ]
      : []),
    ...(cliLines.length
      ? [
          '## Command line throughput',
          '',
          'bench/cli.mjs: `dist/cli.mjs` on 1,000,000 lines (kasztp.txt over and over) from a file on standard',
          'input, output to /dev/null, timed whole with its start-up, against the least Node program that',
          'writes the same bytes (bench/cli-floor.mjs: reads the lines as the CLI does, does the library work',
          'through the public API, shows the values escaped as the CLI does, an empty line for a bad input,',
          'and nothing else: no error text, no backpressure), timed the same way; the two are checked to',
          'write the same output first. Rounds are interleaved (every command, CLI and floor in turn, which',
          `first alternating); CLI / least is the median over the rounds of the ratio within each round.`,
          '',
          ...cliLines,
          '',
        ]
      : []),
    '## What each workload does',
    '',
    '- parse: the constructor (`new Uri(s)`, `new URL(s)`, `parse(s)`…) on each line of the list; a',
    '  line a library rejects costs it its exception. The lists are samples of bench/data (see its README).',
    '- parse + toString: the string form after parsing (`href`, `serialize`).',
    "- parse + every getter: java-uri's fifteen raw and decoded getters; for the others every component",
    '  property they have (URL has no decoded forms).',
    "- resolve: a relative link (as a document would hold it) against the document's URI, to a string;",
    '  pairs are URIs of the same site or file tree. URL: `new URL(ref, base)`; URI.js: `absoluteTo`.',
    "- relativize (JDK): java.net.URI.relativize against the document's directory; URI.js: `relativeTo`.",
    '- relativize with ../: `relativize(t, { dotSegments: true })` against the document; URI.js: `relativeTo`;',
    '  relateurl: `relate(from, to)` with its default options.',
    '- reject: the lines of kasztp.txt and node_files.txt that java-uri rejects; the constructor pays for',
    '  its exception, `Uri.canParse` (beyond Java) and `URL.canParse` build none (`URL` accepts every',
    '  one of these lines: its figures are of successful parses).',
    '- normalize: URIs with "./" and "x/../" put into their paths. URL: `href` (it normalizes when parsing).',
    '- equals + hashCode: each URI against itself with the scheme and host in upper case and escapes in',
    '  the other case; both parsed. fast-uri and uri-js: `equal`; URL: comparing `href`s.',
    '',
  ].join('\n');
  console.log(report);
  if (write && only === null) writeFileSync(new URL('./RESULTS.md', import.meta.url), report);
  if (sink === 0.5) console.log('');
}

await main();

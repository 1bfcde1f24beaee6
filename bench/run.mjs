/**
 * `npm run bench`: every workload of workloads.mjs with every library of libraries.mjs (timed by
 * mitata), java.net.URI on HotSpot (scripts/jdk/UriBench.java, on the JDK npm run parity finds),
 * and the heap each parsed object retains (bench/memory.mjs, one process per library and list);
 * then the java.net.URL workloads: JavaURL, Uri and URL beside java.net.URL on HotSpot
 * (scripts/jdk/UrlBench.java, host names never looked up), after checking with the JDK's URL that
 * both accept the same inputs and agree on them (url-agree.mjs). Prints the tables and writes them
 * to bench/RESULTS.md. Then, for a whole run, InetAddress (bench/inet.mjs) and IDN (bench/idn.mjs)
 * against the JDK, each writing its own section.
 *
 *   npm run bench                     everything
 *   npm run bench -- --only parse     only the workloads whose id contains "parse"
 *   npm run bench -- --only url       only the java.net.URL workloads
 *   npm run bench -- --no-write       leave bench/RESULTS.md as it is
 *   npm run bench -- --quick          a trial of the harness: 3 rounds, one JVM with half a second of
 *                                     warm-up, the first 1,000 inputs of each workload; never written
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from 'mitata';
import { BUILD, ensureCompiled, ensureUrlOracle, javaCommand } from '../scripts/parity/jdk.mjs';
import { TARGET as CLI_TARGET, cliThroughput } from './cli.mjs';
import { LIBRARIES, URL_LIBRARIES, javaURL, javaUri, whatwgUrl } from './libraries.mjs';
import { agreeWithJdk } from './url-agree.mjs';
import { buildWorkloads } from './workloads.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const quick = args.includes('--quick');
const write = !args.includes('--no-write') && !quick;
const JDK = 'java.net.URI (JDK)';
const JDK_URL = 'java.net.URL (JDK)';
/** How many inputs of each workload a --quick run keeps. */
const QUICK_INPUTS = 1000;
/**
 * Rounds over the libraries. The machine's speed drifts (up to 2x within a minute), so many short
 * rounds, the libraries in turn (in reverse order every other round), and each ratio is taken
 * within a round, where the libraries ran a few tenths of a second apart, before the median over
 * the rounds.
 */
const ROUNDS = quick ? 3 : 9;

let sink = 0;

/** `fn.prepare(s)` (the object an operation takes as its first argument), or null where it throws. */
function prepared(fn, s) {
  try {
    return fn.prepare(s);
  } catch {
    return null;
  }
}

/**
 * Nanoseconds per input: mitata's median over passes through all of the workload's inputs. The
 * pass calls the operation with the arguments from plain arrays (no spread, nothing allocated), so
 * that the harness adds as little as it can to every library's time. An operation with `prepare`
 * gets its first arguments made by it before the timing.
 */
async function time(fn, inputs) {
  const first = inputs.map((inp) => (fn.prepare ? prepared(fn, inp[0]) : inp[0]));
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
const JDK_FORKS = quick ? 1 : 3;
/** The JVMs' warm-up before the timed passes, in milliseconds. */
const JDK_WARMUP = quick ? 500 : 2000;
/** The JDK as npm run parity finds it: $JAVA_HOME's, else the JDK 25 the project follows, else `java`. */
const JAVA = javaCommand();

/**
 * Compiles a program of scripts/jdk: UriBench (java.net.URI), or UrlBench (java.net.URL, JDK 21+:
 * compiled after UrlOracle, whose resolver that fails every lookup this registers). False, with the
 * reason shown, where it cannot.
 */
function compileJdk(program) {
  try {
    if (program === 'UrlBench') {
      ensureUrlOracle(JAVA);
      ensureCompiled('UrlBench', JAVA, 21);
    } else ensureCompiled(program, JAVA);
    return true;
  } catch (e) {
    console.error(`(no JDK column for ${program}: ${e.message.split('\n')[0]})`);
    return false;
  }
}

/**
 * The JDK's side: each workload it can run written out for scripts/jdk/UriBench.java, or
 * UrlBench.java for the java.net.URL workloads (tab-separated lines in a temporary directory), and
 * `fork(id)`, one JVM timing one workload (ns per input). Null without a JDK.
 */
function prepareJdk(workloads) {
  const programOf = (w) => (w.table === 'url' ? 'UrlBench' : 'UriBench');
  const programs = new Map();
  for (const program of new Set(workloads.map(programOf))) programs.set(program, compileJdk(program));
  if (![...programs.values()].includes(true)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-bench-'));
  const ids = new Map();
  for (const w of workloads) {
    if (w.op === 'relativizeLink' || w.op === 'canParse' || !programs.get(programOf(w))) continue;
    const lines = w.inputs.filter((inp) => inp.every((s) => !/[\t\r\n]/.test(s))).map((inp) => inp.join('\t'));
    writeFileSync(join(dir, w.id + '.tsv'), [w.op, ...lines].join('\n') + '\n');
    ids.set(w.id, programOf(w));
  }
  const fork = (id) => {
    const r = spawnSync(JAVA, ['-Xms1g', `-Dbench.warmupMillis=${JDK_WARMUP}`, '-cp', BUILD, ids.get(id), dir, id], {
      encoding: 'utf8',
    });
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

/**
 * `report` as bench/RESULTS.md's new text, with every section the other benchmarks wrote there
 * (npm run bench:site, bench:check, bench:css, bench:scaling…: each heading this report does not
 * write) kept at its end, in their order: this part of the run measures none of them.
 */
function keepingSiteSection(report) {
  const path = new URL('./RESULTS.md', import.meta.url);
  const old = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const own = new Set(report.split('\n').filter((line) => line.startsWith('## ')));
  let out = report.trimEnd() + '\n';
  for (const section of old.split(/\n(?=## )/).slice(1))
    if (!own.has(section.split('\n', 1)[0])) out += '\n' + section.trimEnd() + '\n';
  return out;
}

const fmt = (ns) => (ns >= 10000 ? (ns / 1000).toFixed(1) + ' µs' : ns.toFixed(0) + ' ns');

/**
 * Times one workload: rounds over the libraries in turn, so that a slow spell of the machine does
 * not fall on one library alone; each library's figure is its median over the rounds. The JDK's JVMs
 * run between them (after each third of the rounds; for the java.net.URL workloads, whose table
 * asks for JavaURL / JDK, after every round), so that its figure comes from the same minutes as the
 * others'. Returns the row (name to ns per input), each library's ratio to URL (the median over the
 * rounds of the ratio within each round) and, with a JDK, JavaURL's ratio to it: the median over the
 * JVMs of JavaURL's median in the rounds just before each JVM over that JVM's figure.
 */
async function timeWorkload(w, candidates, jdk, jdkName) {
  const libraries = candidates.filter((lib) => typeof lib[w.op] === 'function');
  const samples = new Map(libraries.map((lib) => [lib.name, []]));
  const roundsPerFork = w.table === 'url' && !quick ? 1 : ROUNDS / JDK_FORKS;
  const jdkForks = [];
  const toJdk = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? libraries : [...libraries].reverse();
    for (const lib of order) samples.get(lib.name).push(await time(lib[w.op], w.inputs));
    if (jdk?.ids.has(w.id) && (round + 1) % roundsPerFork === 0) {
      const ns = jdk.fork(w.id);
      jdkForks.push(ns);
      const own = samples.get(javaURL.name);
      if (own) toJdk.push(median(own.slice(round + 1 - roundsPerFork, round + 1)) / ns);
    }
  }
  const row = new Map([...samples].map(([name, xs]) => [name, median(xs)]));
  if (jdkForks.length > 0) row.set(jdkName, median(jdkForks));
  for (const [name, ns] of row) process.stderr.write(`${w.id.padEnd(22)} ${name.padEnd(18)} ${fmt(ns)}\n`);
  const url = samples.get(whatwgUrl.name);
  const ratios = url
    ? new Map([...samples].map(([name, xs]) => [name, median(xs.map((x, i) => x / url[i]))]))
    : new Map();
  return { row, ratios, toJdk: toJdk.length > 0 ? median(toJdk) : null };
}

/** A table's cells for one workload: time per input, and in brackets the ratio to URL. */
function timeCells(columns, row, ratios) {
  const base = row.get(whatwgUrl.name);
  return columns.map((c) => {
    const ns = row.get(c);
    if (ns === undefined) return '—';
    if (base === undefined || c === whatwgUrl.name) return fmt(ns);
    // The JDK, timed in its own processes between the rounds, is compared with URL's median.
    const ratio = ratios.get(c) ?? ns / base;
    return `${fmt(ns)} (${ratio.toFixed(2)}x)`;
  });
}

async function main() {
  const chosen = buildWorkloads().filter((w) => only === null || w.id.includes(only));
  if (quick) for (const w of chosen) w.inputs = w.inputs.slice(0, QUICK_INPUTS);
  const workloads = chosen.filter((w) => w.table !== 'url');
  const urlWorkloads = chosen.filter((w) => w.table === 'url');
  // Before any timing: the URL workloads keep only inputs the JDK's URL accepts too.
  const agreement = urlWorkloads.length > 0 ? await agreeWithJdk(urlWorkloads, JAVA) : [];
  for (const line of agreement) process.stderr.write(`check ${line}\n`);
  const results = new Map();
  const jdk = prepareJdk(chosen);
  try {
    for (const w of workloads) results.set(w.id, await timeWorkload(w, LIBRARIES, jdk, JDK));
    for (const w of urlWorkloads) results.set(w.id, await timeWorkload(w, URL_LIBRARIES, jdk, JDK_URL));
  } finally {
    jdk?.close();
  }

  const columns = [...LIBRARIES.map((l) => l.name), ...(jdk ? [JDK] : [])];
  const lines = [];
  if (workloads.length > 0) {
    lines.push(`| workload (inputs) | ${columns.join(' | ')} |`);
    lines.push(`|---|${columns.map(() => '---:').join('|')}|`);
  }
  for (const w of workloads) {
    const { row, ratios } = results.get(w.id);
    lines.push(
      `| ${w.title} (${w.inputs.length.toLocaleString('en')}) | ${timeCells(columns, row, ratios).join(' | ')} |`,
    );
  }

  const urlLines = [];
  if (urlWorkloads.length > 0) {
    const urlColumns = [...URL_LIBRARIES.map((l) => l.name), JDK_URL];
    const heading = (name) => (name === javaUri.name ? 'Uri (java-uri)' : name);
    urlLines.push(`| workload (inputs) | ${urlColumns.map(heading).join(' | ')} | JavaURL / JDK | ≤ 1 |`);
    urlLines.push(`|---|${urlColumns.map(() => '---:').join('|')}|---:|:---:|`);
    for (const w of urlWorkloads) {
      const { row, ratios, toJdk } = results.get(w.id);
      const target = toJdk === null ? ['—', '—'] : [toJdk.toFixed(2), toJdk <= 1 ? 'yes' : 'no'];
      const cells = [...timeCells(urlColumns, row, ratios), ...target];
      urlLines.push(`| ${w.title} (${w.inputs.length.toLocaleString('en')}) | ${cells.join(' | ')} |`);
    }
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
    `median pass after ${JDK_WARMUP / 1000} s of JIT warm-up, the median over ${JDK_FORKS} JVMs run between the rounds).`,
    'In brackets: the ratio to the built-in `URL`, the median over the rounds of the ratio within each',
    "round (for the JDK: to URL's median). Every operation starts from strings: parsing is part of it.",
    ...(quick ? ['', `A --quick run: the first ${QUICK_INPUTS.toLocaleString('en')} inputs of each workload.`] : []),
    '',
    ...machine,
    '',
    ...(lines.length ? ['## Time per input', '', ...lines, ''] : []),
    ...(urlLines.length
      ? [
          '## java.net.URL: JavaURL against the JDK',
          '',
          'Timed as above, with java.net.URL on HotSpot as the JDK column (scripts/jdk/UrlBench.java, warmed',
          `up as UriBench is, one JVM after each round: the median over ${ROUNDS} JVMs), the JVM on a name resolver`,
          'that fails every lookup (UrlOracle.NoLookups, as JavaURL: no host name is looked up), so that equals',
          "and hashCode do no DNS. JavaURL / JDK is the median over the rounds of JavaURL's time in the round",
          "over the JVM's that ran right after it (the machine's speed drifts between minutes); the target is",
          'at most 1. In brackets: the ratio to `URL`, as above.',
          '',
          ...urlLines,
          '',
          'The inputs: the lines (or pairs) of the workloads above that JavaURL accepts, checked one by one',
          "against the JDK's java.net.URL before the timing (bench/url-agree.mjs); an input the JDK rejects",
          'would be taken out, so that neither side pays for an exception:',
          '',
          ...agreement.map((line) => `- ${line}`),
          '',
          '- new JavaURL(spec): the constructor on each line. Uri: `new Uri(s)` (a line it rejects costs',
          '  it its exception); URL: `new URL(s)`; the JDK: `new URL(spec)`.',
          "- new JavaURL(context, spec): the resolve workload's pairs, the document's URL made once before",
          '  the timing (as a page holds its own URL), the link parsed against it. Uri: `context.resolve(spec)`;',
          '  URL: `new URL(spec, context)` (URL takes its base as a string: it turns the object back into its',
          '  href and parses that again); the JDK: `new URL(context, spec)`.',
          '- equals + hashCode: the pairs of the Uri workload of that name, both parsed in the timed',
          '  operation (a java.net.URL keeps its hashCode: URLs made once would be hashed once); equals and',
          '  both hashCodes every time, even when equals is false. URL: comparing `href`s. Most of the',
          "  JDK's time here is its failed lookups: equals and hashCode ask for both hosts' addresses, and each",
          "  ask ends in an UnknownHostException (from InetAddress's negative cache after the first).",
          '',
        ]
      : []),
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
  if (write && only === null) writeFileSync(new URL('./RESULTS.md', import.meta.url), keepingSiteSection(report));
  if (sink === 0.5) console.log('');
  // The porting kit's tables, each from its own script (also npm run bench:inet and bench:idn).
  if (only === null && !quick) {
    for (const script of ['./inet.mjs', './idn.mjs']) {
      const r = spawnSync(
        process.execPath,
        [new URL(script, import.meta.url).pathname, ...(write ? [] : ['--no-write'])],
        {
          stdio: 'inherit',
        },
      );
      if (r.status !== 0) throw new Error(`bench/${script.slice(2)} failed`);
    }
  }
}

await main();

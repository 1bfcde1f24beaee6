/**
 * `npm run bench:scaling` (or `node bench/scaling.mjs` after `rollup -c`): checks that hostile
 * inputs cost linear time. For each adversarial input shape (thousands of "../", runs of escapes,
 * "@" or ":" repeated in an authority, long hosts, unclosed IPv6 brackets, long paths, queries and
 * non-ASCII runs, a "%" at the end, long ports, java.net.URL's relative dot segments...) it times
 * parsing and every operation (Uri's and JavaURL's) at two sizes, SMALL and LARGE = 10 x SMALL
 * characters, with mitata's `measure` (median ns per call), and
 * prints the ratio LARGE / SMALL: about 10 for linear time. Exits non-zero, naming the shape and
 * operation, when a ratio stays above MAX_RATIO in three rounds of measurement.
 *
 * The default sizes, 2,000 and 20,000 characters, keep both runs inside the same memory tiers. From
 * 10,000 to 100,000 characters, linear code also costs 1.5 to 3 times more per character (the data
 * leaves the CPU caches, strings over 128 KB go to V8's large-object space, garbage reaches the old
 * generation): `a === b` on two equal 100,000-character strings can take 60 times as long as on
 * 10,000-character ones. Quadratic time shows at any size, as a ratio near 100.
 *
 * Then, at size (atSize): URLDecoder.decode and Uri.toASCIIString on inputs of 2, 5 and 10 million
 * characters, against the JDK timed in the same run (scripts/jdk/ScaleBench.java, run by the JDK the
 * project follows, reading the same inputs from files), rounds of java-uri and of a JVM alternating
 * so that both see the same load. Exits non-zero when java-uri's time is above JDK_LIMIT times the
 * JDK's at a size, when its time per character at 10 million is above LINEAR_LIMIT times that at 2
 * million, or when there is no JDK to time; a row above a limit is timed again, twice at most, and
 * its best round counts. Writes the figures to bench/RESULTS.md (the section "At size, against the
 * JDK").
 *
 *   node bench/scaling.mjs                 every shape and operation, then the rows at size
 *   node bench/scaling.mjs --only ipv6     only the shapes (and rows at size) whose name contains
 *                                          "ipv6" (any case)
 *   node bench/scaling.mjs --small 5000    another small size (the large one is 10 times it)
 *   node bench/scaling.mjs --at-size       only the rows at size
 *   node bench/scaling.mjs --no-write      bench/RESULTS.md left as it is
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, do_not_optimize } from 'mitata';
import { JavaURL, MalformedURLException, Uri, URISyntaxException, URLDecoder } from '../dist/index.mjs';
import { BUILD, ensureCompiled, javaCommand } from '../scripts/parity/jdk.mjs';
import { runLine, writeSection } from './against-jdk.mjs';
import { parses } from './workloads.mjs';

const MAX_RATIO = 12;
const RETRIES = 2;
/** The length of one timed sample (a batch of calls), in ns. */
const SAMPLE_NS = 2e6;

function parseArgs(argv) {
  const o = { only: null, small: 2_000, atSizeOnly: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--only') o.only = argv[++i];
    else if (argv[i] === '--small') o.small = Number(argv[++i]);
    else if (argv[i] === '--at-size') o.atSizeOnly = true;
    else if (argv[i] === '--no-write')
      continue; // read by writeSection
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(o.small) || o.small < 100) throw new Error('--small takes an integer >= 100');
  return o;
}

/** `head` + `unit` repeated to make about `size` characters + `tail`. */
function fill(head, unit, tail, size) {
  const k = Math.max(1, Math.floor((size - head.length - tail.length) / unit.length));
  return head + unit.repeat(k) + tail;
}

/**
 * A flat copy of `s` that shares no memory with it: inputs are timed flat, as read from a file or a
 * socket (a string built by concatenation or repeat is a rope until something flattens it), and
 * equals and compareTo compare two copies for real.
 */
function copyOf(s) {
  return JSON.parse(JSON.stringify(s));
}

/** Adversarial inputs: name -> size -> string. Each may parse or fail; both paths are timed. */
const SHAPES = [
  ['dot-dot above root', (n) => fill('http://h/', '../', 'a', n)],
  ['dot-dot popping', (n) => fill('http://h/', 'a/../', 'b', n)],
  ['dot segments, relative', (n) => fill('', './../', 'a', n)],
  ['slashes', (n) => fill('http://h', '/', 'a', n)],
  ['escapes %41', (n) => fill('http://h/', '%41', '?%42#%43', n)],
  ['escapes UTF-8', (n) => fill('http://h/', '%E2%82%AC%F0%9F%98%80', '', n)],
  ['escapes invalid UTF-8', (n) => fill('http://h/', '%FF%C3%E2%82', '', n)],
  ['escapes, "%4" at end', (n) => fill('http://h/', '%41', '%4', n)],
  ['"%" at end', (n) => fill('http://h/', 'a', '%', n)],
  ['escapes in opaque part', (n) => fill('urn:x:', '%41', '', n)],
  ['"@" in authority', (n) => fill('http://', '@', 'h/', n)],
  ['"a@" in authority', (n) => fill('http://', 'a@', 'h:80/', n)],
  ['":" in authority', (n) => fill('http://h', ':', '/', n)],
  ['":1" in authority', (n) => fill('http://', ':1', '/', n)],
  ['long host', (n) => fill('http://', 'a.', 'com/', n)],
  ['long host, bad last label', (n) => fill('http://', 'a.', '1/', n)],
  ['digits and dots host', (n) => fill('http://', '1.', '1/', n)],
  ['long user info', (n) => fill('http://', 'u%41;', '@h/', n)],
  ['unclosed IPv6 "[1:1:..."', (n) => fill('http://[', '1:', '', n)],
  ['long IPv6 "[1:1:...1]"', (n) => fill('http://[', '1:', '1]/', n)],
  ['IPv6 scope id', (n) => fill('http://[::1%', 'a', ']/', n)],
  ['40-digit port', (n) => fill('http://h:' + '9'.repeat(40) + '/', 'a', '', n)],
  ['long port', (n) => fill('http://h:', '9', '/', n)],
  ['long scheme', (n) => fill('', 'a', ':b', n)],
  ['long bad scheme', (n) => fill('', 'a', '_:b', n)],
  ['long path', (n) => fill('http://h/', 'abcdefg/', 'x', n)],
  ['long query', (n) => fill('http://h/p?', 'a=b&', 'c', n)],
  ['long fragment', (n) => fill('http://h/p#', 'f/?', '', n)],
  ['non-ASCII run', (n) => fill('http://h/', 'é€😀e\u0301', '?ü#ß', n)],
  ['non-ASCII, lone surrogate', (n) => fill('http://h/', 'é€', '\ud800', n)],
  ['illegal character at end', (n) => fill('http://h/', 'a', ' ', n)],
  ['"[" in a path', (n) => fill('http://h/', 'a', '[', n)],
  // java.net.URL's own rules: dot segments of relative specs (generic and jar), jar's "!/".
  ['URL: relative dot-dot popping', (n) => fill('', 'a/../', 'b', n)],
  ['URL: relative dot-dot, then segments', (n) => fill('', 'a/', '', n / 2) + '../'.repeat(n / 6)],
  ['URL: relative "/./"', (n) => fill('x', '/.', '/y', n)],
  ['URL: relative trailing "/.."', (n) => fill('x', '/..', '', n)],
  ['URL: relative, dots in every segment', (n) => fill('x', '.a/a.', '', n)],
  ['URL: jar "!/"', (n) => fill('jar:file:/x', '!/', '', n)],
  ['URL: "@" in authority', (n) => fill('http://', '@', '/', n)],
];

const nonTrivial = (v) => v !== null && v !== -1 && v !== '';

/**
 * Operations: name -> prepare(string) -> the function to time, or null when it does not apply
 * (the string does not parse, or the component is undefined).
 */
function operations() {
  const parsed = (s) => {
    try {
      return new Uri(s);
    } catch (e) {
      if (e instanceof URISyntaxException) return null;
      throw e;
    }
  };
  const onUri = (f) => (s) => {
    const u = parsed(s);
    return u === null ? null : f(u, s);
  };
  const getter = (name) => onUri((u) => (nonTrivial(u[name]()) ? () => u[name]() : null));
  return [
    [
      'new Uri(s)',
      (s) => () => {
        try {
          return new Uri(s);
        } catch (e) {
          if (e instanceof URISyntaxException) return e;
          throw e;
        }
      },
    ],
    [
      'Uri.create(s)',
      (s) => () => {
        try {
          return Uri.create(s);
        } catch (e) {
          return e;
        }
      },
    ],
    ['normalize()', onUri((u) => () => u.normalize())],
    ['normalize(rfc3986)', onUri((u) => () => u.normalize({ rfc3986: true }))],
    [
      'base.resolve(ref)',
      onUri((u) => {
        const ref = new Uri('x/./y/../z?q');
        return () => u.resolve(ref);
      }),
    ],
    [
      'base.resolve(long ref)',
      onUri((u) => {
        // The long URI's raw path, query and fragment as a relative reference against a short base.
        const base = new Uri('http://b/c/d/e');
        const rel = relativeForm(u);
        return rel === null ? null : () => base.resolve(rel);
      }),
    ],
    [
      'resolve(rfc3986)',
      onUri((u) => {
        const ref = new Uri('x/./y/../z?q');
        return () => u.resolve(ref, { rfc3986: true });
      }),
    ],
    [
      'relativize(copy)',
      onUri((u, s) => {
        const t = new Uri(copyOf(s));
        return () => u.relativize(t);
      }),
    ],
    [
      'relativize(child)',
      onUri((u) => {
        const t = childOf(u);
        return t === null ? null : () => u.relativize(t);
      }),
    ],
    [
      'relativize(dotSegments)',
      onUri((u) => {
        const t = childOf(u) ?? u;
        return () => u.relativize(t, { dotSegments: true });
      }),
    ],
    [
      'toASCIIString()',
      onUri((u) => () => {
        try {
          return u.toASCIIString();
        } catch (e) {
          return e; // a lone surrogate: NullPointerException, as the JDK
        }
      }),
    ],
    ['getPath()', getter('getPath')],
    ['getQuery()', getter('getQuery')],
    ['getFragment()', getter('getFragment')],
    ['getAuthority()', getter('getAuthority')],
    ['getSchemeSpecificPart()', getter('getSchemeSpecificPart')],
    ['getUserInfo()', getter('getUserInfo')],
    [
      'parseServerAuthority()',
      onUri((u) => () => {
        try {
          return u.parseServerAuthority();
        } catch (e) {
          return e;
        }
      }),
    ],
    // hashCode is cached in the instance: time it on a fresh one (the parse is included).
    ['new Uri(s).hashCode()', onUri((u, s) => () => new Uri(s).hashCode())],
    [
      'equals(copy)',
      onUri((u, s) => {
        const v = new Uri(copyOf(s));
        return () => u.equals(v);
      }),
    ],
    // java.net.URL (JavaURL), on the string itself, and relative to an http and a jar context.
    ['new JavaURL(s)', (s) => () => javaUrl(() => new JavaURL(s))],
    ['new JavaURL(http context, s)', (s) => () => javaUrl(() => new JavaURL(HTTP_CONTEXT, s))],
    ['new JavaURL(jar context, s)', (s) => () => javaUrl(() => new JavaURL(JAR_CONTEXT, s))],
    [
      'JavaURL equals(copy) + hashCode()',
      (s) => {
        const a = javaUrl(() => new JavaURL(s));
        const b = javaUrl(() => new JavaURL(copyOf(s)));
        if (!(a instanceof JavaURL && b instanceof JavaURL)) return null;
        return () => {
          try {
            return a.equals(b) && a.hashCode() === b.hashCode();
          } catch (e) {
            return e; // a jar URL without a file: NullPointerException, as the JDK
          }
        };
      },
    ],
    [
      'compareTo(copy)',
      onUri((u, s) => {
        const v = new Uri(copyOf(s));
        return () => u.compareTo(v);
      }),
    ],
  ];
}

const HTTP_CONTEXT = new JavaURL('http://b/c/d/e?q');
const JAR_CONTEXT = new JavaURL('jar:file:/b.jar!/c/d/e');

/** `make()`'s JavaURL, or the MalformedURLException it throws. */
function javaUrl(make) {
  try {
    return make();
  } catch (e) {
    if (e instanceof MalformedURLException) return e;
    throw e;
  }
}

/** The raw path, query and fragment of a hierarchical `u` as a relative reference, or null. */
function relativeForm(u) {
  const path = u.getRawPath();
  if (path === null || path === '') return null;
  const q = u.getRawQuery();
  const f = u.getRawFragment();
  let i = 0;
  while (i < path.length && path.charCodeAt(i) === 0x2f) i++;
  const s = path.slice(i) + (q === null ? '' : '?' + q) + (f === null ? '' : '#' + f);
  try {
    return new Uri(s.includes(':') ? './' + s : s);
  } catch {
    return null;
  }
}

/** A URI below `u`'s path (so that relativize finds a prefix), or null. */
function childOf(u) {
  if (u.isOpaque() || u.getRawPath() === null) return null;
  try {
    return u.resolve(new Uri('child/x?y'));
  } catch {
    return null;
  }
}

/**
 * Median nanoseconds per call of `fn`. Every sample is a batch of calls lasting about SAMPLE_NS at
 * either size, so that the garbage collection each call causes is counted alike at both sizes (a
 * sample of one long call would leave it to the few samples it falls in, which the median drops).
 */
async function nsPerCall(fn) {
  const run = () => do_not_optimize(fn());
  for (let i = 0; i < 3; i++) run();
  const t0 = performance.now();
  let calls = 0;
  do {
    run();
    calls++;
  } while (performance.now() - t0 < 1);
  const estimate = ((performance.now() - t0) * 1e6) / calls;
  const batch = Math.max(4, 4 * Math.ceil(SAMPLE_NS / estimate / 4));
  const stats = await measure(run, {
    batch_samples: batch,
    batch_threshold: Infinity,
    warmup_threshold: Infinity,
    min_samples: 5,
    min_cpu_time: 25 * 1e6,
  });
  return stats.p50;
}

async function timePair(small, large) {
  return [await nsPerCall(small), await nsPerCall(large)];
}

const fmt = (ns) =>
  ns >= 1e6 ? (ns / 1e6).toFixed(2) + ' ms' : ns >= 1e3 ? (ns / 1e3).toFixed(1) + ' µs' : ns.toFixed(0) + ' ns';

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const sizes = [opt.small, 10 * opt.small];
  const ops = operations();
  const started = Date.now();
  console.log(
    `scaling: ns per call at ${sizes[0]} and ${sizes[1]} characters; ratio ~10 is linear (limit ${MAX_RATIO})\n`,
  );
  const rows = [];
  const bad = [];
  for (const [shape, make] of SHAPES) {
    if (opt.atSizeOnly || (opt.only && !shape.toLowerCase().includes(opt.only.toLowerCase()))) continue;
    const [small, large] = sizes.map((n) => copyOf(make(n)));
    const status = parses(small) === parses(large) ? (parses(small) ? 'parses' : 'fails') : 'mixed';
    for (const [op, prepare] of ops) {
      const fs = prepare(small);
      const fl = prepare(large);
      if (fs === null || fl === null) continue;
      let [a, b] = await timePair(fs, fl);
      // A ratio above the limit is measured again, twice at most, and the lowest ratio of the rounds
      // counts: JIT and GC noise pass, superlinear time stays above the limit in every round.
      for (let r = 0; r < RETRIES && b / a > MAX_RATIO; r++) {
        const [a2, b2] = await timePair(fs, fl);
        if (b2 / a2 < b / a) [a, b] = [a2, b2];
      }
      const ratio = b / a;
      rows.push({ shape: `${shape} (${status})`, op, a, b, ratio });
      if (ratio > MAX_RATIO) bad.push(`${shape} / ${op}: ratio ${ratio.toFixed(1)}`);
      printRow(rows[rows.length - 1]);
    }
  }
  if (rows.length) {
    console.log(`\n${rows.length} measurements in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const worst = [...rows].sort((x, y) => y.ratio - x.ratio).slice(0, 5);
    console.log('highest ratios: ' + worst.map((r) => `${r.shape} / ${r.op} ${r.ratio.toFixed(1)}`).join('; '));
  }
  bad.push(...atSize(opt.only));
  if (bad.length) {
    console.log(`\nFAIL: ${bad.length} ratio(s) above their limit:\n  ${bad.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nOK: every ratio is at most ${MAX_RATIO}; at size, at most ${JDK_LIMIT} times the JDK's time and ` +
        `${LINEAR_LIMIT} times the time per character`,
    );
  }
}

/** The sizes of the rows at size, in characters. */
const AT_SIZE = [2e6, 5e6, 10e6];
/**
 * The most the time per character may grow from 2 to 10 million characters: linear code stays near
 * 1 (a busy machine moves it by a few tenths), quadratic code is at 5.
 */
const LINEAR_LIMIT = 2;
/** The most java-uri's time at size may be, in times the JDK's in the same run (issue 52: 1.5). */
const JDK_LIMIT = 1.5;
/** Rounds of the rows at size: each times java-uri at every size, then one JVM at every size. */
const AT_SIZE_ROUNDS = 3;
/** Calls timed per size and round (after warm-up calls), the median kept. */
const AT_SIZE_CALLS = 7;

/**
 * The rows at size: [name, the JDK's operation (ScaleBench.java), the input of about n characters,
 * the call]. The JDK makes its URI once, as the call here reuses its Uri.
 */
const AT_SIZE_ROWS = [
  ['URLDecoder.decode, "%E2%82%AC" repeated', 'urlDecode', (n) => fill('', '%E2%82%AC', '', n), decodeCall],
  [
    'URLDecoder.decode, a form: "+", escapes, ASCII',
    'urlDecode',
    (n) => fill('', 'name=caf%C3%A9+cr%C3%A8me&q=%E2%82%AC+1%2B1&', '', n),
    decodeCall,
  ],
  ['toASCIIString, opaque, "é€😀" repeated', 'toASCIIString', (n) => fill('urn:x:', 'é€😀', '', n), asciiCall],
  ['toASCIIString, a path of "été/" and "a/"', 'toASCIIString', (n) => fill('http://h/', 'été/a/', '', n), asciiCall],
];

function decodeCall(s) {
  return () => URLDecoder.decode(s);
}

function asciiCall(s) {
  const u = new Uri(s);
  return () => u.toASCIIString();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median ms of AT_SIZE_CALLS calls of `call`, after a warm-up of three calls and at least 300 ms. */
function msPerCall(call) {
  const warmEnd = performance.now() + 300;
  for (let k = 0; k < 3 || performance.now() < warmEnd; k++) do_not_optimize(call());
  const samples = [];
  for (let k = 0; k < AT_SIZE_CALLS; k++) {
    const t0 = performance.now();
    do_not_optimize(call());
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/**
 * One row's rounds: java-uri's calls at each size, then `timeJdk()` (false: no JDK); the medians (ms
 * per call: `a` java-uri's, `j` the JDK's or null) and the growth of the time per character from
 * the first size to the last (`jdkGrowth`: the JDK's, or null).
 */
function timeRow(calls, timeJdk) {
  const ours = AT_SIZE.map(() => []);
  const theirs = AT_SIZE.map(() => []);
  for (let r = 0; r < AT_SIZE_ROUNDS; r++) {
    calls.forEach((call, k) => ours[k].push(msPerCall(call)));
    if (timeJdk) timeJdk().forEach((ms, k) => theirs[k].push(ms));
  }
  const a = ours.map(median);
  const j = timeJdk ? theirs.map(median) : AT_SIZE.map(() => null);
  const perChar = (xs) => xs[xs.length - 1] / AT_SIZE[AT_SIZE.length - 1] / (xs[0] / AT_SIZE[0]);
  return { a, j, growth: perChar(a), jdkGrowth: timeJdk ? perChar(j) : null };
}

/** ScaleBench's ms per call of `op` on each file, in one JVM. */
function jdkRound(java, op, files) {
  const run = spawnSync(java, ['-Xmx3g', '-cp', BUILD, 'ScaleBench', op, ...files], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ScaleBench failed: ${run.stderr}`);
  return run.stdout
    .trim()
    .split('\n')
    .map((line) => Number(line.split('\t')[1]));
}

/** What a row breaks: a size where java-uri takes more than JDK_LIMIT times the JDK's time, a growth above LINEAR_LIMIT. */
function rowFaults({ a, j, growth }) {
  const faults = [];
  AT_SIZE.forEach((n, k) => {
    if (j[k] !== null && a[k] > JDK_LIMIT * j[k]) {
      faults.push(`${n / 1e6}M characters: ${(a[k] / j[k]).toFixed(2)} times the JDK's time (limit ${JDK_LIMIT})`);
    }
  });
  if (growth > LINEAR_LIMIT)
    faults.push(`time per character x${growth.toFixed(2)} from 2M to 10M (limit ${LINEAR_LIMIT})`);
  return faults;
}

/**
 * Times the rows at size (those whose name contains `only`, when given), prints them, writes their
 * section of bench/RESULTS.md; returns what breaks a limit (rowFaults), and the want of a JDK.
 */
function atSize(only) {
  const selected = AT_SIZE_ROWS.filter(([name]) => !only || name.toLowerCase().includes(only.toLowerCase()));
  if (!selected.length) return [];
  const java = javaCommand();
  let jdk = true;
  const bad = [];
  try {
    ensureCompiled('ScaleBench', java);
  } catch (e) {
    console.error(`(no JDK column: ${e.message.split('\n')[0]})`);
    bad.push(`no JDK to time against (${java}): ${e.message.split('\n')[0]}`);
    jdk = false;
  }
  console.log(`\nat size: ms per call at ${AT_SIZE.map((n) => n / 1e6 + 'M').join(', ')} characters, against the JDK`);
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-scaling-'));
  const loadBefore = loadavg()[0];
  const table = [];
  try {
    for (const [name, op, make, prepare] of selected) {
      const inputs = AT_SIZE.map((n) => copyOf(make(n)));
      const files = inputs.map((s, k) => {
        const file = join(dir, `input-${k}.txt`);
        writeFileSync(file, s);
        return file;
      });
      const calls = inputs.map(prepare);
      let row = timeRow(calls, jdk && (() => jdkRound(java, op, files)));
      for (let r = 0; r < RETRIES && rowFaults(row).length; r++) {
        console.log(`  (${name}: ${rowFaults(row).join('; ')}; timed again)`);
        const again = timeRow(calls, jdk && (() => jdkRound(java, op, files)));
        if (rowFaults(again).length <= rowFaults(row).length) row = again;
      }
      const { a, j, growth, jdkGrowth } = row;
      const theirGrowth = jdkGrowth === null ? '' : `, the JDK's x${jdkGrowth.toFixed(2)}`;
      console.log(`\n${name} (per character, 10M / 2M: x${growth.toFixed(2)}${theirGrowth})`);
      AT_SIZE.forEach((n, k) => {
        const ratio = j[k] ? ` ${j[k].toFixed(1).padStart(8)} ms JDK   x${(a[k] / j[k]).toFixed(2)}` : '';
        console.log(`  ${String(n / 1e6).padStart(3)}M chars ${a[k].toFixed(1).padStart(8)} ms${ratio}`);
      });
      bad.push(...rowFaults(row).map((fault) => `${name}: ${fault}`));
      table.push({ name, a, j, growth, jdkGrowth });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cell = (a, j) => `${a.toFixed(1)} / ${j === null ? '—' : j.toFixed(1)} = ${j ? (a / j).toFixed(2) : '—'}`;
  writeSection(
    [
      '## At size, against the JDK (npm run bench:scaling)',
      '',
      `${runLine()} Each cell: java-uri's ms per call / the JDK's (scripts/jdk/ScaleBench.java) = the ratio; ` +
        `each the median of ${AT_SIZE_ROUNDS} rounds (java-uri, then a JVM), each round the median of ` +
        `${AT_SIZE_CALLS} calls after warm-up (the JDK's: of 9, after a second of calls). The last column: the time per character at 10M over that at 2M ` +
        `(1 is linear). Limits: ${JDK_LIMIT} times the JDK's time, ${LINEAR_LIMIT} times the time per character. ` +
        `Load average (1 minute): ${loadBefore.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`,
      '',
      `| input | ${AT_SIZE.map((n) => `${n / 1e6}M characters`).join(' | ')} | per character, 10M / 2M: java-uri, JDK |`,
      `|---|${AT_SIZE.map(() => '---:').join('|')}|---:|`,
      ...table.map(
        ({ name, a, j, growth, jdkGrowth }) =>
          `| ${name} | ${a.map((x, k) => cell(x, j[k])).join(' | ')} | ${growth.toFixed(2)}, ${jdkGrowth === null ? '—' : jdkGrowth.toFixed(2)} |`,
      ),
    ].join('\n'),
  );
  return bad;
}

let lastShape = null;
function printRow({ shape, op, a, b, ratio }) {
  if (shape !== lastShape) {
    console.log(`\n${shape}`);
    lastShape = shape;
  }
  const flag = ratio > MAX_RATIO ? '   <-- above limit' : '';
  console.log(
    `  ${op.padEnd(26)} ${fmt(a).padStart(10)} ${fmt(b).padStart(10)}   x${ratio.toFixed(1).padStart(5)}${flag}`,
  );
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(2);
});

/**
 * npm run bench:inet: `InetAddress.ofLiteral` on seeded IPv4 and IPv6 literals, against the JDK's
 * (scripts/jdk/InetBench.java, JDK 22+) in the same run, with Node's `net.isIP` as a reference
 * column (it only says whether a string is an address, in a grammar that is not the JDK's) and, for
 * IPv4, the least JavaScript loop: each character read into a 32-bit number, nothing checked, no
 * object made (what any IPv4 reader in JavaScript pays at least).
 *
 * Each literal is read and hashed (`ofLiteral(s).hashCode()`) on both sides. Node: ROUNDS rounds,
 * each the median of PASSES passes over all the literals, alternating the two columns; the cell is
 * the median of the rounds. The JDK: a JVM after each of JDK_FORKS rounds (2 s of JIT warm-up, the
 * median of 15 passes), the cell the median of the JVMs. Writes its section of bench/RESULTS.md
 * (`--no-write`: only prints it).
 *   npm run bench:inet [-- --no-write]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD, ensureCompiled, javaCommand } from '../scripts/parity/jdk.mjs';
import { InetAddress } from '../dist/index.mjs';

const SEED = 20261128;
const COUNT = 5000;
const ROUNDS = 9;
const PASSES = 15;
const JDK_FORKS = 3;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(SEED);
const int = (n) => Math.floor(next() * n);

/** Dotted quads as logs and allow-lists hold them, with now and then a leading zero or a short BSD form. */
function ipv4() {
  const octets = Array.from({ length: 4 }, () => int(256));
  if (next() < 0.1) return `${octets[0]}.${octets[1]}.${octets[2] * 256 + octets[3]}`;
  return octets.map((o) => (next() < 0.05 ? '0' + o : String(o))).join('.');
}

/** IPv6 literals: eight groups with a run of zeros as `::` in most, now and then an IPv4 tail, a scope or brackets. */
function ipv6() {
  const groups = Array.from({ length: 8 }, () => (next() < 0.4 ? 0 : int(0x10000)));
  const tail = next() < 0.1;
  let text;
  const words = groups.slice(0, tail ? 6 : 8).map((g) => g.toString(16));
  const start = int(words.length);
  const length = int(words.length - start + 1);
  if (length > 1) {
    text = words.slice(0, start).join(':') + '::' + words.slice(start + length).join(':');
  } else text = words.join(':');
  if (tail) text += (text.endsWith(':') ? '' : ':') + ipv4Quad();
  if (next() < 0.3) text = text.toUpperCase();
  if (next() < 0.05) text += '%' + int(16);
  return next() < 0.1 ? `[${text}]` : text;
}

function ipv4Quad() {
  return Array.from({ length: 4 }, () => int(256)).join('.');
}

/** COUNT literals from `make` that InetAddress.ofLiteral takes (the JDK must take them all: it throws otherwise). */
function literals(make) {
  const out = [];
  while (out.length < COUNT) {
    const s = make();
    try {
      InetAddress.ofLiteral(s);
      out.push(s);
    } catch {
      // An IPv4-mapped address with a scope, or `::` standing for nothing: left out.
    }
  }
  return out;
}

const WORKLOADS = [
  {
    id: 'ipv4',
    title: `InetAddress.ofLiteral, ${COUNT.toLocaleString('en-US')} IPv4 literals`,
    inputs: literals(ipv4),
  },
  {
    id: 'ipv6',
    title: `InetAddress.ofLiteral, ${COUNT.toLocaleString('en-US')} IPv6 literals`,
    inputs: literals(ipv6),
  },
];

let sink = 0;
/** ns per literal of one pass of `f` over `inputs`. */
function pass(f, inputs) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < inputs.length; i++) sink += f(inputs[i]);
  return Number(process.hrtime.bigint() - t0) / inputs.length;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The least loop over an IPv4 literal's characters: digits and dots into a 32-bit number, unchecked. */
function leastLoop(s) {
  let high = 0;
  let value = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) {
      high = (high << 8) | value;
      value = 0;
    } else value = value * 10 + c - 0x30;
  }
  return (high << 8) | value;
}
const COLUMNS = [
  ['java-uri', (s) => InetAddress.ofLiteral(s).hashCode()],
  ['net.isIP', (s) => isIP(s)],
  ['least loop', leastLoop],
];

/** The JDK's time per literal for `inputs`, from one JVM; null without a JDK 22+. */
function jdkPass(java, inputs, dir) {
  const file = join(dir, 'literals.txt');
  writeFileSync(file, inputs.join('\n') + '\n');
  const r = spawnSync(java, ['-Xms1g', '-cp', BUILD, 'InetBench', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout.trim());
}

const java = javaCommand();
let jdk = true;
try {
  ensureCompiled('InetBench', java, 22);
} catch (e) {
  console.error(`(no JDK column: ${e.message.split('\n')[0]})`);
  jdk = false;
}
const dir = mkdtempSync(join(tmpdir(), 'java-uri-inet-'));
const rows = [];
try {
  for (const w of WORKLOADS) {
    const node = Object.fromEntries(COLUMNS.map(([name]) => [name, []]));
    const jvms = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, f] of COLUMNS) node[name].push(median(Array.from({ length: PASSES }, () => pass(f, w.inputs))));
      if (jdk && r % Math.ceil(ROUNDS / JDK_FORKS) === 0) jvms.push(jdkPass(java, w.inputs, dir));
    }
    rows.push({
      title: w.title,
      ours: median(node['java-uri']),
      isIP: median(node['net.isIP']),
      least: w.id === 'ipv4' ? median(node['least loop']) : null,
      jdk: jdk ? median(jvms) : null,
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const ns = (x) => (x === null ? '—' : `${Math.round(x)} ns`);
const table = [
  '| workload | java-uri | java.net.InetAddress (JDK) | java-uri / JDK | ≤ 1 | net.isIP (reference) | least JavaScript loop |',
  '|---|---:|---:|---:|:---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.title} | ${ns(r.ours)} | ${ns(r.jdk)} | ${r.jdk ? (r.ours / r.jdk).toFixed(2) : '—'} | ${r.jdk ? (r.ours <= r.jdk ? 'yes' : 'no') : '—'} | ${ns(r.isIP)} | ${ns(r.least)} |`,
  ),
];
const jdkVersion = spawnSync(java, ['-version'], { encoding: 'utf8' }).stderr.split('\n')[0];
const section =
  `## InetAddress (npm run bench:inet)\n\n` +
  `${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores as seen by Node, Node.js ${process.version}, ${jdkVersion}. ` +
  `Seeded literals (bench/inet.mjs, seed ${SEED}): dotted quads with now and then a leading zero or a short form, and ` +
  `IPv6 literals with \`::\`, IPv4 tails, upper case, scopes and brackets, each one InetAddress.ofLiteral takes. ` +
  `Each literal read and hashed (\`ofLiteral(s).hashCode()\`) on both sides; Node: the median of ${ROUNDS} rounds, ` +
  `each the median of ${PASSES} passes; the JDK (scripts/jdk/InetBench.java): the median of ${JDK_FORKS} JVMs, ` +
  `each the median of 15 passes after 2 s of warm-up. \`net.isIP\` only says whether the string is an address, ` +
  `in Node's grammar, not the JDK's. The least JavaScript loop reads an IPv4 literal's characters into a 32-bit ` +
  `number with nothing checked and no object made: the floor for any IPv4 reader here.\n\n${table.join('\n')}\n`;
console.log('\n' + section);
if (!process.argv.includes('--no-write')) {
  const path = new URL('./RESULTS.md', import.meta.url);
  const results = readFileSync(path, 'utf8');
  const start = results.indexOf('## InetAddress (npm run bench:inet)');
  const end = start < 0 ? -1 : results.indexOf('\n## ', start + 1);
  writeFileSync(
    path,
    start < 0
      ? results.trimEnd() + '\n\n' + section
      : results.slice(0, start) + section + (end < 0 ? '' : results.slice(end + 1)),
  );
}
if (sink === 0.5) console.log(sink);

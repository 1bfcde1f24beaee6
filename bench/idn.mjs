/**
 * npm run bench:idn: `IDN.toASCII` on the host names of the bench lists (bench/data: nearly all
 * ASCII, as the web's are) and, reported apart, on seeded non-ASCII host names, against the JDK's
 * (scripts/jdk/IdnBench.java) in the same run, with Node's `url.domainToASCII` as a reference column
 * (UTS #46, another standard: its answers differ).
 *
 * Each name is converted and its length read on both sides. Node: ROUNDS rounds, each the median of
 * PASSES passes over all the names, alternating the two columns; the cell is the median of the
 * rounds. The JDK: a JVM after each of JDK_FORKS rounds (2 s of JIT warm-up, the median of 15
 * passes), the cell the median of the JVMs. Writes its section of bench/RESULTS.md (`--no-write`:
 * only prints it).
 *   npm run bench:idn [-- --no-write]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import { BUILD, ensureCompiled, javaCommand } from '../scripts/parity/jdk.mjs';
import { IDN, Uri } from '../dist/index.mjs';
import { readList } from './workloads.mjs';

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
const pick = (xs) => xs[Math.floor(next() * xs.length)];

/** Words in the scripts of the web's internationalized names, and ASCII ones to mix with them. */
const WORDS = [
  'bücher',
  'münchen',
  'straße',
  'café',
  'ελληνικά',
  'москва',
  'пример',
  'испытание',
  '例え',
  'テスト',
  '中国',
  '网络',
  '한국',
  '도메인',
  'ไทย',
  'भारत',
  'مثال',
  'עברית',
  'español',
  'français',
  'zürich',
  'example',
  'shop',
  'news',
  'mail',
  'www',
  'blog',
];
const TLDS = ['com', 'de', 'рф', 'org', '中国', 'jp', 'net'];

/** A seeded non-ASCII host name: one to three labels of words, then a top-level label. */
function internationalName() {
  for (;;) {
    const labels = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(WORDS));
    labels.push(pick(TLDS));
    const name = labels.join('.');
    if ([...name].some((c) => c.charCodeAt(0) > 0x7f)) return name;
  }
}

/** The hosts of the bench lists' URIs (one each), which IDN.toASCII takes. */
function listHosts() {
  const hosts = [];
  for (const list of ['kasztp', 'node_files', 'isaacs_files']) {
    for (const line of readList(list)) {
      const host = Uri.parse(line)?.getHost();
      if (host) hosts.push(host);
    }
  }
  return hosts.filter((h) => {
    try {
      IDN.toASCII(h);
      return true;
    } catch {
      return false;
    }
  });
}

const WORKLOADS = [
  { id: 'hosts', title: 'IDN.toASCII, the hosts of the bench lists', inputs: listHosts() },
  {
    id: 'international',
    title: `IDN.toASCII, ${COUNT.toLocaleString('en-US')} seeded non-ASCII host names`,
    inputs: Array.from({ length: COUNT }, internationalName),
  },
];
for (const w of WORKLOADS)
  w.title = w.title.replace('the hosts', `the ${w.inputs.length.toLocaleString('en-US')} hosts`);

let sink = 0;
/** ns per name of one pass of `f` over `inputs`. */
function pass(f, inputs) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < inputs.length; i++) sink += f(inputs[i]).length;
  return Number(process.hrtime.bigint() - t0) / inputs.length;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const COLUMNS = [
  ['java-uri', (s) => IDN.toASCII(s)],
  ['url.domainToASCII', (s) => domainToASCII(s)],
];

/** The JDK's time per name for `inputs`, from one JVM. */
function jdkPass(java, inputs, dir) {
  const file = join(dir, 'names.txt');
  writeFileSync(file, inputs.join('\n') + '\n');
  const r = spawnSync(java, ['-Xms1g', '-cp', BUILD, 'IdnBench', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout.trim());
}

const java = javaCommand();
let jdk = true;
try {
  ensureCompiled('IdnBench', java);
} catch (e) {
  console.error(`(no JDK column: ${e.message.split('\n')[0]})`);
  jdk = false;
}
const dir = mkdtempSync(join(tmpdir(), 'java-uri-idn-'));
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
      reference: median(node['url.domainToASCII']),
      jdk: jdk ? median(jvms) : null,
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const ns = (x) => (x === null ? '—' : `${Math.round(x)} ns`);
const table = [
  '| workload | java-uri | java.net.IDN (JDK) | java-uri / JDK | ≤ 1 | url.domainToASCII (reference) |',
  '|---|---:|---:|---:|:---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.title} | ${ns(r.ours)} | ${ns(r.jdk)} | ${r.jdk ? (r.ours / r.jdk).toFixed(2) : '—'} | ${r.jdk ? (r.ours <= r.jdk ? 'yes' : 'no') : '—'} | ${ns(r.reference)} |`,
  ),
];
const jdkVersion = spawnSync(java, ['-version'], { encoding: 'utf8' }).stderr.split('\n')[0];
const section =
  `## IDN (npm run bench:idn)\n\n` +
  `${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores as seen by Node, Node.js ${process.version}, ${jdkVersion}. ` +
  `The hosts of the URIs of bench/data's three lists (each URI's host, as Uri.getHost gives it), and seeded ` +
  `non-ASCII host names (bench/idn.mjs, seed ${SEED}: words in Latin, Greek, Cyrillic, CJK, Hangul, Thai, ` +
  `Devanagari, Arabic and Hebrew scripts). Each name converted and its length read on both sides; Node: the ` +
  `median of ${ROUNDS} rounds, each the median of ${PASSES} passes; the JDK (scripts/jdk/IdnBench.java): the ` +
  `median of ${JDK_FORKS} JVMs, each the median of 15 passes after 2 s of warm-up. \`url.domainToASCII\` ` +
  `is UTS #46, not the JDK's IDNA2003: a reference for speed only.\n\n${table.join('\n')}\n`;
console.log('\n' + section);
if (!process.argv.includes('--no-write')) {
  const path = new URL('./RESULTS.md', import.meta.url);
  const results = readFileSync(path, 'utf8');
  const start = results.indexOf('## IDN (npm run bench:idn)');
  const end = start < 0 ? -1 : results.indexOf('\n## ', start + 1);
  writeFileSync(
    path,
    start < 0
      ? results.trimEnd() + '\n\n' + section
      : results.slice(0, start) + section + (end < 0 ? '' : results.slice(end + 1)),
  );
}
if (sink === 0.5) console.log(sink);

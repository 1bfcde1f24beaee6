/**
 * npm run bench:idn: `IDN.toASCII` on the host names of the bench lists (bench/data: nearly all
 * ASCII, as the web's are) and, reported apart, on seeded non-ASCII host names, against the JDK's
 * (scripts/jdk/IdnBench.java) in the same run (bench/against-jdk.mjs), with Node's
 * `url.domainToASCII` as a reference column (UTS #46, another standard: its answers differ).
 * Each name is converted and its length read on both sides. Writes its section of
 * bench/RESULTS.md (`--no-write`: only prints it).
 *   npm run bench:idn [-- --no-write]
 */
import { domainToASCII } from 'node:url';
import { rng } from '../scripts/parity/generate.mjs';
import { IDN, Uri } from '../dist/index.mjs';
import {
  JDK_FORKS,
  PASSES,
  ROUNDS,
  ns,
  perItem,
  runLine,
  timeAgainstJdk,
  toJdk,
  writeSection,
} from './against-jdk.mjs';
import { readList } from './workloads.mjs';

const SEED = 20261128;
const COUNT = 5000;

const { next, pick } = rng(SEED);

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
/** The columns, each a pass with a loop of its own (see timeAgainstJdk). */
const COLUMNS = [
  [
    'java-uri',
    (inputs) => {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < inputs.length; i++) sink += IDN.toASCII(inputs[i]).length;
      return perItem(t0, inputs.length);
    },
  ],
  [
    'url.domainToASCII',
    (inputs) => {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < inputs.length; i++) sink += domainToASCII(inputs[i]).length;
      return perItem(t0, inputs.length);
    },
  ],
];

const rows = timeAgainstJdk('IdnBench', 17, WORKLOADS, COLUMNS);
const table = [
  '| workload | java-uri | java.net.IDN (JDK) | java-uri / JDK | ≤ 1 | url.domainToASCII (reference) |',
  '|---|---:|---:|---:|:---:|---:|',
  ...rows.map((r) => {
    const ours = r.cells.get('java-uri');
    return `| ${r.title} | ${ns(ours)} | ${ns(r.jdk)} | ${toJdk(ours, r.jdk)} | ${ns(r.cells.get('url.domainToASCII'))} |`;
  }),
];
writeSection(
  `## IDN (npm run bench:idn)\n\n${runLine()} ` +
    `The hosts of the URIs of bench/data's three lists (each URI's host, as Uri.getHost gives it), and seeded ` +
    `non-ASCII host names (bench/idn.mjs, seed ${SEED}: words in Latin, Greek, Cyrillic, CJK, Hangul, Thai, ` +
    `Devanagari, Arabic and Hebrew scripts). Each name converted and its length read on both sides; Node: the ` +
    `median of ${ROUNDS} rounds, each the median of ${PASSES} passes, each column with a loop of its own ` +
    `(bench/against-jdk.mjs); the JDK (scripts/jdk/IdnBench.java): the median of ${JDK_FORKS} JVMs, each the ` +
    `median of 15 passes after 2 s of warm-up. \`url.domainToASCII\` is UTS #46, not the JDK's IDNA2003: a ` +
    `reference for speed only.\n\n${table.join('\n')}\n`,
);
if (sink === 0.5) console.log(sink);

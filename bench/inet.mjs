/**
 * npm run bench:inet: `InetAddress.ofLiteral` on seeded IPv4 and IPv6 literals, against the JDK's
 * (scripts/jdk/InetBench.java, JDK 22+) in the same run (bench/against-jdk.mjs), with Node's
 * `net.isIP` as a reference column (it only says whether a string is an address, in a grammar that
 * is not the JDK's) and, for IPv4, two floors: the least JavaScript loop (each character read into a
 * 32-bit number, nothing checked, no object made: what any IPv4 reader in JavaScript pays at least),
 * and a loop that only reads each character once (their codes summed).
 * Each literal is read and hashed (`ofLiteral(s).hashCode()`) on both sides. Writes its section of
 * bench/RESULTS.md (`--no-write`: only prints it).
 *   npm run bench:inet [-- --no-write]
 */
import { isIP } from 'node:net';
import { rng } from '../scripts/parity/generate.mjs';
import { InetAddress } from '../dist/index.mjs';
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

const SEED = 20261128;
const COUNT = 5000;

const { next, int } = rng(SEED);

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
/** Each character of `s` read once: the sum of their codes. */
function charactersRead(s) {
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum = (sum + s.charCodeAt(i)) | 0;
  return sum;
}
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
/** The columns, each a pass with a loop of its own (see timeAgainstJdk). */
const COLUMNS = [
  [
    'java-uri',
    (inputs) => {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < inputs.length; i++) sink += InetAddress.ofLiteral(inputs[i]).hashCode();
      return perItem(t0, inputs.length);
    },
  ],
  [
    'net.isIP',
    (inputs) => {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < inputs.length; i++) sink += isIP(inputs[i]);
      return perItem(t0, inputs.length);
    },
  ],
  [
    'least loop',
    (inputs) => {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < inputs.length; i++) sink += leastLoop(inputs[i]);
      return perItem(t0, inputs.length);
    },
  ],
  [
    'characters read',
    (inputs) => {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < inputs.length; i++) sink += charactersRead(inputs[i]);
      return perItem(t0, inputs.length);
    },
  ],
];

const rows = timeAgainstJdk('InetBench', 22, WORKLOADS, COLUMNS);
const table = [
  '| workload | java-uri | java.net.InetAddress (JDK) | java-uri / JDK | ≤ 1 | net.isIP (reference) | least JavaScript loop | characters read, nothing else |',
  '|---|---:|---:|---:|:---:|---:|---:|---:|',
  ...rows.map((r, i) => {
    const ours = r.cells.get('java-uri');
    const ipv4 = WORKLOADS[i].id === 'ipv4';
    const least = ipv4 ? r.cells.get('least loop') : null;
    const read = ipv4 ? r.cells.get('characters read') : null;
    return `| ${r.title} | ${ns(ours)} | ${ns(r.jdk)} | ${toJdk(ours, r.jdk)} | ${ns(r.cells.get('net.isIP'))} | ${ns(least)} | ${ns(read)} |`;
  }),
];
writeSection(
  `## InetAddress (npm run bench:inet)\n\n${runLine()} ` +
    `Seeded literals (bench/inet.mjs, seed ${SEED}): dotted quads with now and then a leading zero or a short form, and ` +
    `IPv6 literals with \`::\`, IPv4 tails, upper case, scopes and brackets, each one InetAddress.ofLiteral takes. ` +
    `Each literal read and hashed (\`ofLiteral(s).hashCode()\`) on both sides; Node: the median of ${ROUNDS} rounds, ` +
    `each the median of ${PASSES} passes, each column with a loop of its own (bench/against-jdk.mjs); the JDK ` +
    `(scripts/jdk/InetBench.java): the median of ${JDK_FORKS} JVMs, each the median of 15 passes after 2 s of warm-up. ` +
    `\`net.isIP\` only says whether the string is an address, in Node's grammar, not the JDK's. The least JavaScript ` +
    `loop reads an IPv4 literal's characters into a 32-bit number with nothing checked and no object made: the floor ` +
    `for any IPv4 reader here; the last column only reads each character once (their codes summed).\n\n${table.join('\n')}\n`,
);
if (sink === 0.5) console.log(sink);

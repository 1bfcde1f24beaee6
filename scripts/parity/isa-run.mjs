// isa-run.mjs: the InetSocketAddress sections of the parity run: asks SocketAddressOracle (no name ever looked
// up) and our InetSocketAddress, and counts agreement per op and field.
//   planIsa(seed, count) -> requests {op, args, kind, label, fixed}
//   const run = await runIsaSections(lib, java, seed, count, track, { fixtures: true });
//   run.print();  run.summary();  run.writeFixtures(path, header)  run.writePeerFixture(path, header)
// Sections, with the inputs of isa-generate.mjs, each from its own seed:
//   isaHost        new InetSocketAddress(host, port)    the fixed hosts at every edge port, then count/3 hosts
//   isaUnresolved  createUnresolved(host, port)         the same fixed ones (and null), then count/6 hosts
//   isaAddress     new InetSocketAddress(addr, port)    count/6 address terms
//   isaPort        new InetSocketAddress(port)          the edge ports, then count/12 ports
//   isaEquals      equals both ways and both hashes     count/4 pairs of makers
// so `count` asks about count operations; before them all, the inputs of OpenJDK's and Android libcore's tests
// (peer-inputs.mjs), each request marked with its `peer` file, written apart (peers-isa.json). Answers the
// oracle marks machineDependent (a scope naming one of this machine's interfaces) are counted apart per op and never compared, nor written to the fixture; so are
// answers that hold an InetAddress made by getByName of a POSIX literal with a part of 2^63 or more, whose
// UnknownHostException has a cause in the JDK and none here (InetAddress's known deviation, inet-run.mjs).
// Our side cannot ask `new InetSocketAddress((String) null, port)`: JavaScript's null is the address form's
// (the wildcard); the JDK's IllegalArgumentException for it is createUnresolved's, which is asked.

import { asciiJson, askAll, startSocketAddressJdk } from './jdk.mjs';
import { Tally, cut, kindOf } from './tally.mjs';
import { Selector, writeFixture } from './fixtures.mjs';
import { evaluateIsa } from './isa-view.mjs';
import { FIXED_HOSTS, OWN_HOSTS, PORTS, addressTerms, isaHosts, makerPairs, port } from './isa-generate.mjs';
import { rng } from './generate.mjs';
import { overflowsLong } from './inet-run.mjs';
import { peerRequests } from './peer-inputs.mjs';

/** Every string in an argument list (the makers' and address terms' too). */
const strings = (x) => (typeof x === 'string' ? [x] : Array.isArray(x) ? x.flatMap(strings) : []);

/**
 * Whether the answer to `req` may hold InetAddress's known deviation: getByName of a POSIX literal with a
 * part of 2^63 or more (the JDK's UnknownHostException has the IllegalArgumentException as its cause, ours
 * none). Only an address term is read by getByName and shown with its cause; a host name stays unresolved.
 */
const knownDeviation = (req) => ['isaAddress', 'isaEquals'].includes(req.op) && strings(req.args).some(overflowsLong);

export const ISA_SECTIONS = ['isaHost', 'isaUnresolved', 'isaAddress', 'isaPort', 'isaEquals'];

const q = (s, n = 200) => cut(asciiJson(s), n);

export function planIsa(seed, count) {
  const share = (d) => Math.max(1, Math.floor(count / d));
  const salted = (k) => (seed ^ (0x15a0 + k)) >>> 0;
  const r = rng(salted(0));
  const fixed = [];
  for (const op of ['isaHost', 'isaUnresolved']) {
    for (const host of op === 'isaUnresolved' ? [null, ...FIXED_HOSTS] : FIXED_HOSTS) {
      for (const p of host === '' || host === null || host === 'localhost' ? PORTS : [80]) {
        const must = host === null || OWN_HOSTS.includes(host);
        fixed.push({ op, args: [host, p], kind: 'fixed', label: `(fixed) ${q(host)} ${p}`, fixed: must });
      }
    }
  }
  for (const p of PORTS) fixed.push({ op: 'isaPort', args: [p], kind: 'fixed', label: `(fixed) ${p}`, fixed: true });
  const withPort = (op, items, d) =>
    items.slice(0, share(d)).map(({ host, kind }) => {
      const p = port(r);
      return { op, args: [host, p], kind, label: `(${kind}) ${q(host)} ${p}` };
    });
  const hosts = isaHosts(salted(1), share(3)).filter((h) => h.kind !== 'fixed');
  const unresolved = isaHosts(salted(2), share(6)).filter((h) => h.kind !== 'fixed');
  return [
    ...peerRequests(ISA_SECTIONS),
    ...fixed,
    ...withPort('isaHost', hosts, 3),
    ...withPort('isaUnresolved', unresolved, 6),
    ...addressTerms(salted(3), share(6)).map(({ term, kind }) => {
      const p = port(r);
      return { op: 'isaAddress', args: [term, p], kind, label: `(${kind}) ${q(term)} ${p}` };
    }),
    ...Array.from({ length: share(12) }, () => {
      const p = port(r);
      return { op: 'isaPort', args: [p], kind: 'port', label: `${p}` };
    }),
    ...makerPairs(salted(4), share(4)).map(({ a, b, kind }) => ({
      op: 'isaEquals',
      args: [a, b],
      kind,
      label: `(${kind}) a=${q(a, 150)} b=${q(b, 150)}`,
    })),
  ];
}

/**
 * Fails unless lookups fail: a name fails, twice (no negative cache), with its text (the hosts file's
 * message on a JDK before 23, see SocketAddressOracle.java); localhost and the reverse lookup as the JDK
 * gives them without a lookup; the root locale.
 */
function checkResolver(resolver) {
  const { lookups = {} } = resolver;
  const failed = (key) =>
    /^(example\.com|Unable to resolve host example\.com in hosts file .*)$/.test(lookups[key]?.thrown?.message);
  if (
    !failed('example.com') ||
    !failed('example.com (again)') ||
    lookups.localhost !== 'localhost/127.0.0.1' ||
    resolver.reverse !== '1.2.3.4' ||
    resolver.locale !== ''
  ) {
    throw new Error(`SocketAddressOracle's lookups do not all fail: ${JSON.stringify(resolver)}`);
  }
}

/** An answer laid out for Tally: a view's fields at the top, errors as they are. */
const flat = (answer) => (answer.isa ? { ...answer.isa } : answer);

/** The JDK's error with the input folded out of its message. */
export function isaReason(j) {
  const e = j?.error ?? j?.addressError;
  if (!e) return null;
  const m = (e.message ?? 'null').replace(/^(port out of range:).*$/s, '$1…');
  const known = /…|^(hostname can't be null|addr is of illegal length|NUL character not allowed in hostname)$/;
  return `${j.error ? '' : 'address '}${e.type}: ${known.test(m) ? m : '(the text)'}`;
}

/** The group of a difference: the outcomes when they differ, else the fields that differ. */
function isaKinds(op, j, o) {
  if (kindOf(j) !== kindOf(o)) return [`${op}: JDK ${kindOf(j)}, ours ${kindOf(o)}`];
  const keys = new Set([...Object.keys(j), ...Object.keys(o)]);
  return [`${op}: ${[...keys].filter((k) => JSON.stringify(j[k]) !== JSON.stringify(o[k])).join(', ')}`];
}

/** A fixture bucket: the op and the JDK's error, or the op and the answer's shape; the sub-key, the kind of input. */
function bucket(req, j) {
  if (j.error || j.addressError) return [`E ${req.op} ${isaReason(j)}`, req.kind];
  const v = j.isa;
  if (!v) return [`S ${req.op} ${req.kind} equals=${j.equals}/${j.equalsReverse} sameHash=${j.hashA === j.hashB}`, 0];
  const changed = v.string !== v.stringAfter;
  return [`S ${req.op} ${v.unresolved ? 'unresolved' : v.address?.class} changed=${changed}`, req.kind];
}

export async function runIsaSections(lib, java, seed, count, track = () => {}, { fixtures = false } = {}) {
  const requests = planIsa(seed, count);
  const perOp = new Map(ISA_SECTIONS.map((s) => [s, 0]));
  for (const r of requests) perOp.set(r.op, perOp.get(r.op) + 1);
  const jdk = startSocketAddressJdk(java);
  const [version, resolver] = await jdk.ask([
    { op: 'version', args: [] },
    { op: 'resolver', args: [] },
  ]);
  checkResolver(resolver);
  console.log(
    `\nInetSocketAddress sections: ${requests.length} ops (${[...perOp].map(([s, n]) => `${s}: ${n}`).join(', ')}); ` +
      `JDK ${version.version} (${version.vendor}), no name ever looked up`,
  );
  const tally = new Tally({ kindsOf: isaKinds, examples: 2, reasonOf: isaReason });
  const machine = new Map(); // op -> answers left out as machine-dependent
  const known = new Map(); // op -> answers left out as InetAddress's known deviation
  const peers = []; // every compared answer to a peer test's input (peer-inputs.mjs), in order
  const selector = fixtures ? new Selector(seed ^ 0x15a, { limit: 1500, maxBytes: 900_000, errorShare: 0.2 }) : null;
  try {
    await askAll(jdk, requests, (req, answer) => {
      if (answer.machineDependent) return void machine.set(req.op, (machine.get(req.op) ?? 0) + 1);
      if (knownDeviation(req)) return void known.set(req.op, (known.get(req.op) ?? 0) + 1);
      track(req);
      tally.add(req.op, req.label, flat(answer), flat(evaluateIsa(lib, req)));
      if (!selector) return;
      if (req.peer)
        return void peers.push({ op: req.op, args: req.args, kind: 'peer', peer: req.peer, expected: answer });
      const row = { op: req.op, args: req.args, kind: req.kind, expected: answer };
      if (req.fixed) selector.must(row);
      else selector.offer(...bucket(req, answer), row);
    });
  } finally {
    await jdk.close();
  }
  const left = [...machine.values()].reduce((a, b) => a + b, 0);
  const deviating = [...known.values()].reduce((a, b) => a + b, 0);
  return {
    tally,
    version: version.version,
    print() {
      console.log('\n======== InetSocketAddress sections (java.net.InetSocketAddress)');
      tally.print();
      if (left) {
        console.log(
          `\n${left} InetSocketAddress answers named one of this machine's interfaces as a scope (%eth0, %lo) and ` +
            `were not compared: ${[...machine].map(([op, n]) => `${op} ${n}`).join(', ')}`,
        );
      }
      if (deviating) {
        console.log(
          `${deviating} InetSocketAddress answers held an InetAddress of a POSIX part of 2^63 or more (InetAddress's ` +
            `known deviation, docs/which-jdk.md) and were not compared: ${[...known].map(([op, n]) => `${op} ${n}`).join(', ')}`,
        );
      }
    },
    summary() {
      const n = tally.answers;
      return (
        `${tally.differing === 0 ? 'OK' : 'DIFFERENCES'}: ${n - tally.differing}/${n} InetSocketAddress answers agree ` +
        `(${left} machine-dependent answers and ${deviating} of InetAddress's known deviation not compared)`
      );
    },
    /** Writes the fixture rows the selector kept; returns {cases, errors, size}. */
    writeFixtures(path, header) {
      const cases = selector.select();
      const size = writeFixture(path, header, cases);
      return { cases: cases.length, errors: cases.filter((c) => c.expected.error).length, size };
    },
    /** Writes the answers to the peers' inputs; returns {cases, errors, size}. */
    writePeerFixture(path, header) {
      const size = writeFixture(path, header, peers);
      return { cases: peers.length, errors: peers.filter((c) => c.expected.error).length, size };
    },
  };
}

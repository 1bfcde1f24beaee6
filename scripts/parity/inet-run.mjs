// inet-run.mjs: the InetAddress sections of the parity run (inet-sections.mjs): asks InetOracle (JDK 23+, no
// name ever looked up) and our InetAddress classes, and counts agreement per op and field.
//   const run = await runInetSections(lib, java, seed, count, track, { fixtures: true });
//   run.print();  run.summary();  run.writeFixtures(path, header)
// track(request) is called before each of our evaluations (the runner reports it if our library kills the
// process). Answers the oracle marks machineDependent (a scope naming one of this machine's interfaces) are
// counted apart per op and never compared, nor written to the fixture; so are answers about a POSIX
// literal with a part of 2^63 or more, where the JDK's 64-bit arithmetic overflows unchecked and our
// answer knowingly differs (docs/which-jdk.md, pinned in spec/inet.spec.ts).

import { askAll, startInetJdk } from './jdk.mjs';
import { Tally, kindOf } from './tally.mjs';
import { Selector, writeFixture } from './fixtures.mjs';
import { evaluateInet } from './inet-view.mjs';
import { planInet, INET_SECTIONS } from './inet-sections.mjs';

/** Whether a text has a dot-separated part that POSIX reads as 2^63 or more (hex after 0x, octal after 0, else decimal). */
export function overflowsLong(text) {
  if (typeof text !== 'string') return false;
  return text.split('.').some((part) => {
    const m = /^(?:0[xX]([0-9a-fA-F]+)|0([0-7]*)|([1-9][0-9]*))$/.exec(part);
    if (!m) return false;
    const value = m[1] !== undefined ? BigInt('0x' + m[1]) : m[2] !== undefined ? BigInt('0o0' + m[2]) : BigInt(m[3]);
    return value >= 2n ** 63n;
  });
}

/** Whether the JDK's answer to `req` rests on its unchecked 64-bit overflow (see the top of this file). */
function knownDeviation(req) {
  const posix = ['inet4OfPosixLiteral', 'getByName', 'getAllByName', 'equals'];
  return posix.includes(req.op) && req.args.some(overflowsLong);
}

/**
 * Fails unless InetOracle.NoLookups answers: a name reaches it and fails with its text as given, a repeat too
 * (no negative cache); localhost does not reach it.
 */
function checkResolver(resolver) {
  const { lookups = {} } = resolver;
  const as = (key, text) => lookups[key]?.thrown?.message === text;
  const named = as('example.com', 'example.com') && as(' example.com ', ' example.com ');
  if (
    !named ||
    !as(' example.com  (again)', ' example.com ') ||
    !(resolver.asked >= 3) ||
    lookups.localhost !== 'localhost/127.0.0.1'
  ) {
    throw new Error(`InetOracle's resolver is not in effect: ${JSON.stringify(resolver)}`);
  }
}

/** An answer laid out for Tally: a view's fields at the top (getAllByName's as `i.field`), errors as they are. */
export function flat(answer) {
  if (answer.address) return { ...answer.address };
  if (answer.addresses) {
    const o = { count: answer.addresses.length };
    answer.addresses.forEach((v, i) => Object.entries(v).forEach(([k, x]) => (o[`${i}.${k}`] = x)));
    return o;
  }
  return answer;
}

/** The JDK's error with the input folded out of its message, for the count of errors per op and the fixture buckets. */
export function inetReason(j) {
  const e = j?.error;
  if (!e) return null;
  const m = (e.message ?? 'null')
    .replace(/^(Invalid IP address literal:).*$/s, '$1 …')
    .replace(/^.*(: invalid IPv6 address literal|: invalid IPv4-mapped address)$/s, '…$1')
    .replace(/^(no such interface ).*$/s, '$1…');
  const known = /…|^(NUL character not allowed in hostname|addr is of illegal length|no scope_id found|null)$/;
  return `${e.type}: ${known.test(m) ? m : '(the text)'}${e.cause ? ` (cause ${e.cause.type})` : ''}`;
}

/** The group of a difference: the outcomes when they differ, else the fields that differ. */
function inetKinds(op, j, o) {
  if (kindOf(j) !== kindOf(o)) return [`${op}: JDK ${kindOf(j)}, ours ${kindOf(o)}`];
  const [jj, oo, prefix] = kindOf(j) === 'error' ? [j.error, o.error, 'error.'] : [j, o, ''];
  const keys = new Set([...Object.keys(jj), ...Object.keys(oo)]);
  const differing = [...keys].filter((k) => JSON.stringify(jj[k]) !== JSON.stringify(oo[k]));
  const reason = prefix ? ` (JDK ${inetReason(j)})` : '';
  return [`${op}: ${differing.map((k) => prefix + k.replace(/^\d+\./, 'i.')).join(', ')}${reason}`];
}

/**
 * A fixture bucket: the op and the JDK's error, or the op, class and the predicates that hold (for equals,
 * its answers and whether the hashes are equal); the sub-key, the kind of input.
 */
function bucket(req, j) {
  if (j.error) return [`E ${req.op} ${inetReason(j)}`, req.kind];
  const v = j.address ?? j.addresses?.[0];
  if (!v)
    return [`S ${req.op} ${req.kind} equals=${j.equals}/${j.equalsReverse} sameHash=${j.hashA === j.hashB}`, req.kind];
  const holds = ['anyLocal', 'loopback', 'linkLocal', 'siteLocal', 'multicast', 'mcGlobal', 'mcNodeLocal']
    .concat(['mcLinkLocal', 'mcSiteLocal', 'mcOrgLocal', 'ipv4Compatible'])
    .filter((k) => v[k] === true);
  return [`S ${req.op} ${v.class} ${holds.join(',')} scope=${v.scopeId > 0}`, req.kind];
}

export async function runInetSections(lib, java, seed, count, track = () => {}, { fixtures = false } = {}) {
  const requests = planInet(seed, count);
  const perOp = new Map(INET_SECTIONS.map((s) => [s, 0]));
  for (const r of requests) perOp.set(r.op, perOp.get(r.op) + 1);
  const jdk = startInetJdk(java);
  const [version, resolver] = await jdk.ask([
    { op: 'version', args: [] },
    { op: 'resolver', args: [] },
  ]);
  checkResolver(resolver);
  console.log(
    `\nInetAddress sections: ${requests.length} ops (${[...perOp].map(([s, n]) => `${s}: ${n}`).join(', ')}); ` +
      `JDK ${version.version} (${version.vendor}), no name ever looked up`,
  );
  const tally = new Tally({ kindsOf: inetKinds, examples: 2, reasonOf: inetReason });
  const machine = new Map(); // op -> answers left out as machine-dependent
  const known = new Map(); // op -> answers left out as the known deviation (a POSIX part of 2^63 or more)
  const selector = fixtures ? new Selector(seed ^ 0x1e7, { limit: 3000, maxBytes: 1_700_000, errorShare: 0.3 }) : null;
  try {
    await askAll(jdk, requests, (req, answer) => {
      if (answer.machineDependent) return void machine.set(req.op, (machine.get(req.op) ?? 0) + 1);
      if (knownDeviation(req)) return void known.set(req.op, (known.get(req.op) ?? 0) + 1);
      track(req);
      tally.add(req.op, req.label, flat(answer), flat(evaluateInet(lib, req)));
      if (!selector) return;
      const row = {
        op: req.op,
        args: req.args,
        ...(req.form ? { form: req.form } : {}),
        kind: req.kind,
        expected: answer,
      };
      if ((req.fixed && req.op !== 'getAllByName') || req.op === 'loopback') selector.must(row);
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
      console.log('\n======== InetAddress sections (java.net.InetAddress, Inet4Address, Inet6Address)');
      tally.print();
      if (left) {
        console.log(
          `\n${left} InetAddress answers named one of this machine's interfaces as a scope (%eth0, %lo) and were ` +
            `not compared: ${[...machine].map(([op, n]) => `${op} ${n}`).join(', ')}`,
        );
      }
      if (deviating) {
        console.log(
          `${deviating} InetAddress answers were about a POSIX part of 2^63 or more (the JDK's long overflows; a ` +
            `known deviation, docs/which-jdk.md) and were not compared: ${[...known].map(([op, n]) => `${op} ${n}`).join(', ')}`,
        );
      }
    },
    summary() {
      const n = tally.answers;
      return (
        `${tally.differing === 0 ? 'OK' : 'DIFFERENCES'}: ${n - tally.differing}/${n} InetAddress answers agree ` +
        `(${left} machine-dependent answers and ${deviating} of the known deviation not compared)`
      );
    },
    /** Writes the fixture rows the selector kept; returns {cases, errors, size}. */
    writeFixtures(path, header) {
      const cases = selector.select();
      const size = writeFixture(path, header, cases);
      return { cases: cases.length, errors: cases.filter((c) => c.expected.error).length, size };
    },
  };
}

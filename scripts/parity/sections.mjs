// sections.mjs: what the parity runner asks, and which answers go to which fixture file.
//   plan(seed, count) -> {requests, fixtures}
// requests: {op, args, label, fx?, must?, kind?} in run order (parse, create, compare, construct3/4/5/7,
// identities, normalize, resolve, resolveString, relativize, equalsTerms, withRaw, then URLEncoder.encode and
// URLDecoder.decode); fx names the fixture the answer may go
// to, must marks the fixed RFC cases written always. fixtures: name -> {selector, row, bucket}.
// Only the JDK's answers are ever written.

import { asciiJson } from './jdk.mjs';
import { cut } from './tally.mjs';
import { parseInputs, comparePairs, RFC_EXAMPLES, EDGE_CASES, FIXED_PAIRS } from './generate.mjs';
import { constructorTuples } from './constructors.mjs';
import { operationPairs, RFC_PAIRS, FIXED_NORMALIZE, FIXED_RELATIVIZE } from './operations.mjs';
import { codecCalls } from './codec.mjs';
import { equalityTerms, withRawCalls } from './equality.mjs';
import { RFC2396_BASE, REFERENCES, RFC3986_TARGETS } from './examples.mjs';
import {
  Selector,
  parseBucket,
  compareBucket,
  constructBucket,
  identitiesBucket,
  operationBucket,
  codecBucket,
} from './fixtures.mjs';

const q = (s, n = 200) => cut(asciiJson(s), n);

/** Fixture files: selector options, the row written for an answer, and its bucket. */
function fixtures(seed) {
  const fixture = (salt, opts, row, bucket) => ({ selector: new Selector(seed ^ salt, opts), row, bucket });
  const few = (limit, maxBytes) => ({ limit, maxBytes, errorShare: 0.1, errorCap: 3 }); // errors: mostly parse errors
  const input = (r) => ({ input: r.args[0] });
  const pair = (r) => ({ inputs: r.args, kind: r.kind });
  const operation = (r, j) => operationBucket(r.op, r.kind, r.args, j);
  return {
    parse: fixture(1, { limit: 3000, maxBytes: 1_900_000, errorShare: 0.35 }, input, (r, j) => parseBucket(j)),
    create: fixture(2, { limit: 500, maxBytes: 1_000_000, errorShare: 0.3 }, input, (r, j) => parseBucket(j)),
    compare: fixture(3, few(1500, 1_000_000), pair, (r, j) => compareBucket(r.kind, j)),
    construct: fixture(
      4,
      { limit: 2000, maxBytes: 2_000_000, errorShare: 0.35 },
      (r) => ({ args: r.args, kind: r.kind }),
      (r, j) => constructBucket(r.args.length, j),
    ),
    identities: fixture(5, { limit: 500, maxBytes: 400_000, errorShare: 0.1, errorCap: 2 }, input, (r, j) =>
      identitiesBucket(j),
    ),
    normalize: fixture(6, few(1500, 1_500_000), (r) => ({ input: r.args[0], kind: r.kind }), operation),
    resolve: fixture(7, few(1500, 1_500_000), (r) => ({ op: r.op, ...pair(r) }), operation),
    relativize: fixture(8, few(1500, 1_500_000), pair, operation),
    equality: fixture(
      10,
      few(1500, 900_000),
      (r) => ({ terms: r.args, kind: r.kind }),
      (r, j) => compareBucket(r.kind.split(' ')[0], j),
    ),
    'with-raw': fixture(
      11,
      { limit: 1500, maxBytes: 500_000, errorShare: 0.1 },
      (r) => ({ args: r.args, kind: r.kind }),
      (r, j) => [
        j.error ? `E ${j.error.reason ?? j.error.type} ${r.args[1]}` : `${r.kind} ${j.refused ? 'refused' : 'kept'}`,
        r.args[2],
      ],
    ),
    codec: fixture(
      9,
      { limit: 2500, maxBytes: 700_000, errorShare: 0.25 },
      (r) => ({ op: r.op, args: r.args, kind: r.kind }),
      (r, j) => codecBucket(r.op, r.kind, r.args, j),
    ),
  };
}

export function plan(seed, count) {
  const half = Math.max(1, Math.floor(count / 2));
  const quarter = Math.max(1, Math.floor(count / 4));
  const inputs = parseInputs(seed, count);
  const rfc = new Set(RFC_EXAMPLES);
  const fixed = new Set([...RFC_EXAMPLES, ...EDGE_CASES]);
  const fixedPairs = new Set(FIXED_PAIRS.map((p) => asciiJson(p)));
  const pairs = operationPairs(seed, half);
  const rfcNormalize = new Set([RFC2396_BASE, ...REFERENCES, ...RFC3986_TARGETS]);
  const normalizeInputs = [...rfcNormalize]
    .map((s) => ({ s, kind: 'rfc' }))
    .concat(pairs.map((p, i) => (i % 2 ? { s: p.base, kind: p.kind + '/base' } : { s: p.ref, kind: p.kind + '/ref' })))
    .slice(0, half)
    .concat(FIXED_NORMALIZE.map((s) => ({ s, kind: 'fixed' })));
  const rfcPairs = new Set(RFC_PAIRS);
  const rfcPair = (p) => rfcPairs.has(p);
  const pairLabel = (p, b = 'base', t = 'ref') => `(${p.kind}) ${b}=${q(p.base, 150)} ${t}=${q(p.ref, 150)}`;

  const requests = [
    ...inputs.map((s) => ({ op: 'parse', args: [s], label: `input=${q(s)}`, fx: 'parse', must: fixed.has(s) })),
    ...inputs.map((s) => ({ op: 'create', args: [s], label: `input=${q(s)}`, fx: 'create', must: rfc.has(s) })),
    ...comparePairs(seed, half).map((p) => ({
      op: 'compare',
      args: [p.a, p.b],
      kind: p.kind,
      label: `(${p.kind}) a=${q(p.a, 150)} b=${q(p.b, 150)}`,
      fx: 'compare',
      must: fixedPairs.has(asciiJson([p.a, p.b])),
    })),
    ...constructorTuples(seed, count).map((t) => ({
      op: `construct${t.args.length}`,
      args: t.args,
      kind: t.kind,
      label: `(${t.kind}) args=${q(t.args, 300)}`,
      fx: 'construct',
    })),
    ...inputs
      .slice(0, quarter)
      .map((s) => ({ op: 'identities', args: [s], label: `input=${q(s)}`, fx: 'identities', must: rfc.has(s) })),
    ...normalizeInputs.map(({ s, kind }) => ({
      op: 'normalize',
      args: [s],
      kind,
      label: `(${kind}) input=${q(s)}`,
      fx: 'normalize',
      must: kind === 'rfc' || kind === 'fixed',
    })),
    // resolve(Uri) and resolve(string) on the same pairs, against the same fixture.
    ...['resolve', 'resolveString'].flatMap((op) =>
      pairs.map((p) => ({
        op,
        args: [p.base, p.ref],
        kind: p.kind,
        label: pairLabel(p),
        fx: 'resolve',
        must: rfcPair(p),
      })),
    ),
    ...[...pairs, ...FIXED_RELATIVIZE].map((p) => ({
      op: 'relativize',
      args: [p.base, p.ref],
      kind: p.kind,
      label: pairLabel(p, 'base', 'target'),
      fx: 'relativize',
      must: rfcPair(p) || p.kind === 'fixed',
    })),
    ...equalityTerms(seed, half).map((p) => ({
      op: 'equalsTerms',
      args: p.args,
      kind: p.kind,
      label: `(${p.kind}) ${q(p.args, 300)}`,
      fx: 'equality',
      must: p.kind === 'fixed',
    })),
    ...withRawCalls(seed, half).map((c) => ({
      op: 'withRaw',
      args: c.args,
      kind: c.kind,
      label: `(${c.kind}) ${q(c.args, 300)}`,
      fx: 'with-raw',
    })),
    ...codecCalls(seed, count).map((c) => ({
      op: c.op,
      args: c.args,
      kind: c.kind,
      label: `(${c.kind}) s=${q(c.args[0])} charset=${q(c.args[1])}`,
      fx: 'codec',
      must: c.must === true,
    })),
  ];
  return { requests, fixtures: fixtures(seed) };
}

/** Offers one JDK answer to its fixture. */
export function offer(fixtures, req, jdkAnswer) {
  const f = fixtures[req.fx];
  if (!f) return;
  const row = { ...f.row(req), expected: jdkAnswer };
  if (req.must) f.selector.must(row);
  else f.selector.offer(...f.bucket(req, jdkAnswer), row);
}

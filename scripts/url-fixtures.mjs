// url-fixtures.mjs: records java.net.URL's answers (JDK 25, host names never looked up: see
// scripts/jdk/UrlOracle.java) into spec/fixtures/url-*.json for `npm test`.
//
//   node scripts/url-fixtures.mjs [--seed N] [--count N] [--java PATH]
//
// Generates inputs (scripts/parity/url-generate.mjs), asks the oracle, and keeps a varied subset per
// fixture with the Selector of scripts/parity/fixtures.mjs: one bucket per error message (numbers and
// quoted texts folded) and per success shape, so every message and every handler is represented.
// Files: url-parse (new URL(spec)), url-context (new URL(context, spec)), url-construct (the 3- and
// 4-argument constructors), url-of (URL.of(URI)), url-equals (equals, sameFile, hashCode).

import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { javaCommand, startUrlJdk } from './parity/jdk.mjs';
import { Selector, writeFixture } from './parity/fixtures.mjs';
import { urlSpecs, contextPairs, constructorArgs, ofInputs, equalsPairs } from './parity/url-generate.mjs';
import { errorKey } from './parity/url-kinds.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const opt = { seed: 1, count: 40000, java: null };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--seed') opt.seed = Number(process.argv[++i]);
  else if (a === '--count') opt.count = Number(process.argv[++i]);
  else if (a === '--java') opt.java = process.argv[++i];
  else throw new Error(`unknown option ${a}`);
}

/** A URL view's shape: protocol, which components are null / empty / present, port, toURI outcome, hash thrown. */
function shapeOf(u) {
  const has = (k) => (u[k] == null ? '-' : u[k] === '' ? '0' : '+');
  const shape = ['authority', 'userInfo', 'host', 'path', 'query', 'ref'].map(has).join('');
  const uri = typeof u.toURI === 'string' ? 'uri' : errorKey(u.toURI.error).slice(2);
  const hash = typeof u.hash === 'number' ? '' : ' hash-throws';
  return `S ${u.protocol} ${shape} port${u.port >= 0 ? '+' : '-'} ${uri}${hash}`;
}

const bucket = (ans, kind) =>
  ans.error ? [errorKey(ans.error), kind] : ans.contextError ? ['E context', kind] : [shapeOf(ans.url), kind];

const SECTIONS = [
  {
    name: 'url-parse',
    what: 'new URL(spec)',
    count: opt.count,
    limit: 2500,
    make: (seed, n) =>
      urlSpecs(seed, n).map((x) => ({ req: { op: 'url', args: [x.spec] }, row: { spec: x.spec }, kind: x.kind })),
  },
  {
    name: 'url-context',
    what: 'new URL(new URL(context), spec), context null for new URL((URL) null, spec)',
    count: opt.count / 2,
    limit: 1500,
    make: (seed, n) =>
      contextPairs(seed, n).map((x) => ({
        req: { op: 'urlContext', args: [x.context, x.spec] },
        row: { context: x.context, spec: x.spec },
        kind: x.kind,
      })),
  },
  {
    name: 'url-construct',
    what: 'new URL(protocol, host, port, file) and new URL(protocol, host, file)',
    count: opt.count / 4,
    limit: 800,
    make: (seed, n) =>
      constructorArgs(seed, n).map((x) => ({
        req: { op: x.form === 4 ? 'url4' : 'url3', args: x.args },
        row: { args: x.args },
        kind: `form${x.form}`,
      })),
  },
  {
    name: 'url-of',
    what: 'URL.of(new URI(uri), null), as URI.toURL()',
    count: opt.count / 4,
    limit: 600,
    make: (seed, n) =>
      ofInputs(seed, n).map((x) => ({ req: { op: 'of', args: [x.uri] }, row: { uri: x.uri }, kind: x.kind })),
  },
  {
    name: 'url-equals',
    what: 'equals and sameFile both ways and hashCode of new URL(a) and new URL(b)',
    count: opt.count / 4,
    limit: 800,
    make: (seed, n) =>
      equalsPairs(seed, n).map((x) => ({
        req: { op: 'equals', args: [x.a, x.b] },
        row: { a: x.a, b: x.b },
        kind: x.kind,
      })),
    bucket: (ans, kind) =>
      ans.error
        ? [errorKey(ans.error), kind]
        : [
            `S ${kind} eq=${JSON.stringify(ans.equals)}/${JSON.stringify(ans.equalsReverse)} same=${JSON.stringify(ans.sameFile)} ${ans.hashA === ans.hashB}`,
            kind,
          ],
  },
];

const jdk = startUrlJdk(javaCommand(opt.java));
try {
  const [version, resolver] = await jdk.ask([{ op: 'version' }, { op: 'resolver' }]);
  if (!resolver.lookups['example.com']?.thrown || resolver.lookups.localhost !== 'localhost/127.0.0.1') {
    throw new Error(`UrlOracle's resolver is not in effect: ${JSON.stringify(resolver)}`);
  }
  for (const [k, s] of SECTIONS.entries()) {
    const seed = opt.seed * 1000 + k;
    const items = s.make(seed, s.count);
    const answers = await jdk.ask(items.map((x) => x.req));
    const sel = new Selector(seed, { limit: s.limit, maxBytes: 2_500_000, errorShare: 0.35, errorCap: 25 });
    const mustCount = s.name === 'url-parse' || s.name === 'url-equals' || s.name === 'url-of' ? 40 : 0;
    items.forEach((x, i) => {
      const row = { ...x.row, expected: answers[i] };
      if (i < mustCount) sel.must(row);
      else sel.offer(...(s.bucket ?? bucket)(answers[i], x.kind), row);
    });
    const cases = sel.select();
    const header = {
      generatedBy: 'scripts/url-fixtures.mjs',
      what: s.what,
      jdk: version.version,
      resolver: 'every lookup fails (UrlOracle.NoLookups); -XX:-OmitStackTraceInFastThrow',
      seed,
      count: s.count,
      note: 'generated from the JDK; do not edit',
    };
    const size = writeFixture(join(ROOT, 'spec', 'fixtures', `${s.name}.json`), header, cases);
    const errors = cases.filter((c) => c.expected.error || c.expected.contextError).length;
    console.log(
      `${s.name}: ${cases.length} cases (${errors} errors, ${sel.buckets.size} buckets) of ${items.length}, ${size} bytes`,
    );
  }
} finally {
  await jdk.close();
}

// parity.mjs: differential test of our Uri, JavaURL, InetAddress and InetSocketAddress classes (dist/index.cjs)
// against the real java.net.URI, java.net.URL, java.net.InetAddress and java.net.InetSocketAddress.
//   npm run parity -- [--seed N] [--count N] [--write-fixtures] [--lib path/to/lib.cjs] [--java PATH]
//                     [--known-differences] [--uri-only | --url-only | --inet-only | --isa-only | --idn-only | --cookie-only]
// The JDK is --java's, else $JAVA_HOME's, else the JDK 25 the project follows (parity/jdk.mjs).
// Differences are also counted by kind (parity/kinds.mjs). With --known-differences (for another
// JDK, as `npm run parity:17`, which also passes --uri-only), the run passes when every URI difference
// is of a kind that the table of docs/which-jdk.md lists, and fails on any other.
// URI sections (java.net.URI, see parity/sections.mjs): `count` inputs
// for parse and URI.create, count/2 pairs for equals/compareTo/hashCode, `count` constructor tuples
// (3, 4, 5 and 7 arguments), count/4 inputs for the constructor identities, count/2 inputs or pairs
// each for normalize, resolve (Uri and String) and relativize, `count` calls of URLEncoder.encode
// and URLDecoder.decode (half each, parity/codec.mjs); then checks our
// relativize(target, {dotSegments: true}) on count/4 pairs through resolve (parity/dot-segments.mjs).
// URL sections (java.net.URL with every name lookup failing, JDK 21+, see parity/url-sections.mjs):
// url, urlContext, url4, url3, urlOf, urlEquals, 1.125 * count operations in all; with an older JDK
// they are skipped (--uri-only skips them, --url-only runs only them).
// InetAddress sections (literals only, no name ever looked up, JDK 23+, see parity/inet-sections.mjs): each of
// count/12 texts through ofLiteral, Inet4Address.ofLiteral and ofPosixLiteral, Inet6Address.ofLiteral,
// getByName and getAllByName, count/10 getByAddress(bytes), count/20 getByAddress(host, bytes), count/10
// equals pairs, getLoopbackAddress: 0.75 * count operations; answers naming this machine's interfaces
// are counted apart. They run last; with an older JDK they are skipped. --inet-only runs only them (and the
// InetSocketAddress sections); --uri-only and --url-only skip them.
// InetSocketAddress sections (no name ever looked up, JDK 17+, see parity/isa-run.mjs): new InetSocketAddress
// of count/3 hosts, createUnresolved of count/6, of count/6 InetAddresses and count/12 ports, count/4 equals
// pairs, after fixed edges: about count operations. They run after InetAddress's; --isa-only runs only them.
// IDN sections (java.net.IDN, see parity/idn-sections.mjs): toASCII of every fixed name with every flag and of
// count/8 names, toUnicode of the fixed names and of count/16 names of xn-- labels, then toUnicode and toASCII
// again of half of toASCII's answers: about 0.25 * count operations. They run last (after InetAddress's);
// --idn-only runs only them; --uri-only, --url-only and --inet-only skip them; a library that does not export
// IDN yet is reported and skipped.
// Cookie sections (java.net.HttpCookie, CookieManager, CookiePolicy and the in-memory CookieStore, see
// parity/cookie-sections.mjs): count/4 headers through HttpCookie.parse, count/4 Expires values, count/10 names
// and setter sequences, count/20 equals pairs, count/10 domainMatches pairs, count/40 policy calls, count/20
// CookieManager scenarios: about 0.7 * count operations, our clock set to the JDK's for each. They run last;
// --cookie-only runs only them; --uri-only, --url-only, --inet-only and --idn-only skip them.
// Prints agreement per operation and field and the first 20 differing cases, the URL differences
// grouped by kind, and exits non-zero on any difference. --write-fixtures also writes
// spec/fixtures/*.json from the JDK's URI answers, inet.json from its InetAddress answers, inet-socket-address.json
// from its InetSocketAddress answers, idn.json from its IDN answers, cookie.json and cookie-manager.json from its
// cookie answers, peers-cookie.json and peers-isa.json from its answers to the inputs of OpenJDK's and Android
// libcore's tests (parity/peer-inputs.mjs, asked first in the cookie and InetSocketAddress sections; the url-*.json fixtures are
// scripts/url-fixtures.mjs's).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askAll, javaCommand, javaMajor, startJdk } from './parity/jdk.mjs';
import { evaluate } from './parity/view.mjs';
import { writeFixture } from './parity/fixtures.mjs';
import { Tally } from './parity/tally.mjs';
import { plan, offer } from './parity/sections.mjs';
import { operationPairs } from './parity/operations.mjs';
import { checkDotSegments } from './parity/dot-segments.mjs';
import { runUrlSections } from './parity/url-run.mjs';
import { runInetSections } from './parity/inet-run.mjs';
import { runIsaSections } from './parity/isa-run.mjs';
import { runIdnSections } from './parity/idn-run.mjs';
import { runCookieSections } from './parity/cookie-run.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The first JDK with the name-resolver SPI (18) and URL.of (20) that the URL oracle is compiled for. */
const URL_ORACLE_JDK = 21;
/** The first JDK with Inet4Address.ofPosixLiteral (23), which the InetAddress oracle is compiled for. */
const INET_ORACLE_JDK = 23;

function parseArgs(argv) {
  const o = {
    seed: Date.now() % 2147483647,
    count: 100000,
    writeFixtures: false,
    lib: join(ROOT, 'dist', 'index.cjs'),
    java: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') o.seed = Number(argv[++i]);
    else if (a === '--count') o.count = Number(argv[++i]);
    else if (a === '--write-fixtures') o.writeFixtures = true;
    else if (a === '--lib') o.lib = resolve(argv[++i]);
    else if (a === '--java') o.java = argv[++i];
    else if (a === '--known-differences') o.knownDifferences = true;
    else if (a === '--uri-only') o.uriOnly = true;
    else if (a === '--url-only') o.urlOnly = true;
    else if (a === '--inet-only') o.inetOnly = true;
    else if (a === '--isa-only') o.isaOnly = true;
    else if (a === '--idn-only') o.idnOnly = true;
    else if (a === '--cookie-only') o.cookieOnly = true;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(o.seed) || !Number.isInteger(o.count) || o.count < 1)
    throw new Error('--seed and --count take integers');
  if ([o.uriOnly, o.urlOnly, o.inetOnly, o.isaOnly, o.idnOnly, o.cookieOnly].filter(Boolean).length > 1)
    throw new Error('--uri-only, --url-only, --inet-only, --isa-only, --idn-only and --cookie-only exclude each other');
  if ((o.inetOnly || o.isaOnly || o.idnOnly || o.cookieOnly) && o.knownDifferences)
    throw new Error('--known-differences is for the URI sections');
  if (o.urlOnly && (o.writeFixtures || o.knownDifferences)) {
    throw new Error(
      '--write-fixtures and --known-differences are for the URI sections (url-*.json: scripts/url-fixtures.mjs)',
    );
  }
  return o;
}

let current = null; // the request being evaluated, reported if our library kills the process
process.on('exit', () => {
  if (current) console.error(`parity: exited while evaluating ${current.op} ${current.label}`);
});

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  console.log(`parity: seed ${opt.seed}, count ${opt.count}, library ${opt.lib}`);
  const lib = createRequire(import.meta.url)(opt.lib);
  const java = javaCommand(opt.java);
  const major = javaMajor(java);
  const only = opt.uriOnly || opt.urlOnly || opt.inetOnly || opt.isaOnly || opt.idnOnly || opt.cookieOnly;
  const urls = (!only && (major === null || major >= URL_ORACLE_JDK)) || opt.urlOnly;
  if (opt.urlOnly && major !== null && major < URL_ORACLE_JDK) {
    throw new Error(`--url-only: the URL oracle needs JDK ${URL_ORACLE_JDK}+, ${java} is JDK ${major}`);
  }
  const inets = (!only && (major === null || major >= INET_ORACLE_JDK)) || opt.inetOnly;
  if (opt.inetOnly && major !== null && major < INET_ORACLE_JDK) {
    throw new Error(`--inet-only: the InetAddress oracle needs JDK ${INET_ORACLE_JDK}+, ${java} is JDK ${major}`);
  }
  const isas = !only || opt.inetOnly || opt.isaOnly;
  const uris = !only || opt.uriOnly;
  const idns = !only || opt.idnOnly;
  const cookies = !only || opt.cookieOnly;
  const needs = [
    ...(uris ? ['Uri', 'URISyntaxException', 'IllegalArgumentException', 'URLEncoder', 'URLDecoder'] : []),
    ...(opt.urlOnly ? ['Uri'] : []),
    ...(urls ? ['JavaURL'] : []),
    ...(inets ? ['InetAddress', 'Inet4Address', 'Inet6Address'] : []),
    ...(isas ? ['InetAddress', 'InetSocketAddress'] : []),
    ...(cookies ? ['HttpCookie', 'CookieManager', 'Uri'] : []),
  ];
  for (const name of needs) {
    if (typeof lib[name] !== 'function') throw new Error(`${opt.lib} does not export ${name}`);
  }

  const started = Date.now();
  const summaries = [];
  let agreed = true;
  if (uris) agreed = (await uriSections(opt, lib, java, summaries)) && agreed;
  if (urls) {
    const run = await runUrlSections(lib, java, opt.seed, opt.count, (req) => {
      current = { op: req.section, label: req.label };
    });
    current = null;
    run.print();
    summaries.push(run.summary());
    agreed = agreed && run.tally.differing === 0;
  } else if (!only) {
    summaries.push(
      `SKIPPED: the URL sections (their oracle needs JDK ${URL_ORACLE_JDK}+: the name-resolver SPI is 18, URL.of 20; this is JDK ${major})`,
    );
  }
  if (inets) agreed = (await inetSections(opt, lib, java, summaries)) && agreed;
  else if (!only) {
    summaries.push(
      `SKIPPED: the InetAddress sections (their oracle needs JDK ${INET_ORACLE_JDK}+; this is JDK ${major})`,
    );
  }
  if (isas) agreed = (await isaSections(opt, lib, java, summaries)) && agreed;
  if (idns) agreed = (await idnSections(opt, lib, java, summaries)) && agreed;
  if (cookies) agreed = (await cookieSections(opt, lib, java, summaries)) && agreed;
  console.log('');
  for (const line of summaries) console.log(line);
  console.log(`seed ${opt.seed}, count ${opt.count}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exitCode = agreed ? 0 : 1;
}

/** The URI sections (and the dot-segments check); pushes its summary lines, returns whether it passed. */
async function uriSections(opt, lib, java, summaries) {
  const { requests, fixtures } = plan(opt.seed, opt.count);
  const perOp = new Map();
  for (const r of requests) perOp.set(r.op, (perOp.get(r.op) ?? 0) + 1);
  console.log([...perOp].map(([op, n]) => `${op}: ${n}`).join(', '));

  const jdk = startJdk(java);
  const [{ version: jdkVersion, vendor }] = await jdk.ask([{ op: 'version', args: [] }]);
  console.log(`JDK ${jdkVersion} (${vendor}): ${java}`);
  const tally = new Tally();

  await askAll(jdk, requests, (req, j) => {
    current = req;
    tally.add(req.op, req.label, j, evaluate(lib, req));
    if (opt.writeFixtures) offer(fixtures, req, j);
  });
  const quarter = Math.max(1, Math.floor(opt.count / 4));
  current = { op: 'relativize-dot-segments', label: '' };
  const dots = await checkDotSegments(lib, jdk, operationPairs(opt.seed ^ 0xd07, 2 * quarter), quarter);
  current = null;
  await jdk.close();
  tally.print();
  dots.print();

  if (opt.writeFixtures) {
    const header = {
      generatedBy: 'scripts/parity.mjs --write-fixtures',
      jdk: jdkVersion,
      seed: opt.seed,
      count: opt.count,
      note: 'generated from the JDK; do not edit',
    };
    console.log('');
    for (const [name, { selector }] of Object.entries(fixtures)) {
      const cases = selector.select();
      const path = join(ROOT, 'spec', 'fixtures', `${name}.json`);
      const size = writeFixture(path, header, cases);
      const errors = cases.filter((c) => c.expected.error).length;
      console.log(`wrote ${path}: ${cases.length} cases (${errors} errors), ${(size / 1024).toFixed(0)} KiB`);
    }
  }

  const total = requests.length;
  summaries.push(
    `${tally.differing === 0 ? 'OK' : 'DIFFERENCES'}: ${total - tally.differing}/${total} answers agree (seed ${opt.seed})`,
  );
  if (opt.knownDifferences) {
    const listed = listedKinds();
    const unlisted = [...tally.byKind.keys()].filter((k) => !listed.includes(k));
    const unseen = listed.filter((k) => !tally.byKind.has(k));
    summaries.push(
      `${unlisted.length === 0 ? 'OK' : 'UNLISTED'}: differences of ${tally.byKind.size} kinds, ` +
        `${unlisted.length ? 'not in docs/which-jdk.md: ' + unlisted.join(', ') : 'all in docs/which-jdk.md'}` +
        (unseen.length ? `; listed but not seen in this run: ${unseen.join(', ')}` : ''),
    );
  }
  summaries.push(
    `${dots.failures === 0 ? 'OK' : 'FAILURES'}: relativize-dot-segments, ${dots.failures} failing checks`,
  );
  const agreed = opt.knownDifferences
    ? [...tally.byKind.keys()].every((k) => listedKinds().includes(k))
    : tally.differing === 0;
  return agreed && dots.failures === 0;
}

/** The InetAddress sections, and inet.json with --write-fixtures; pushes its summary line, returns whether it passed. */
async function inetSections(opt, lib, java, summaries) {
  const track = (req) => {
    current = { op: req.op, label: req.label };
  };
  const run = await runInetSections(lib, java, opt.seed, opt.count, track, { fixtures: opt.writeFixtures });
  current = null;
  run.print();
  summaries.push(run.summary());
  if (opt.writeFixtures) {
    const path = join(ROOT, 'spec', 'fixtures', 'inet.json');
    const header = {
      generatedBy: 'scripts/parity.mjs --write-fixtures (parity/inet-run.mjs)',
      jdk: run.version,
      seed: opt.seed,
      count: opt.count,
      note: 'generated from the JDK (InetOracle, no name ever looked up); do not edit',
    };
    const { cases, errors, size } = run.writeFixtures(path, header);
    console.log(`\nwrote ${path}: ${cases} cases (${errors} errors), ${(size / 1024).toFixed(0)} KiB`);
  }
  return run.tally.differing === 0;
}

/** The InetSocketAddress sections, and inet-socket-address.json and peers-isa.json with --write-fixtures; pushes its summary line, returns whether it passed. */
async function isaSections(opt, lib, java, summaries) {
  const track = (req) => {
    current = { op: req.op, label: req.label };
  };
  const run = await runIsaSections(lib, java, opt.seed, opt.count, track, { fixtures: opt.writeFixtures });
  current = null;
  run.print();
  summaries.push(run.summary());
  if (opt.writeFixtures) {
    const path = join(ROOT, 'spec', 'fixtures', 'inet-socket-address.json');
    const header = {
      generatedBy: 'scripts/parity.mjs --write-fixtures (parity/isa-run.mjs)',
      jdk: run.version,
      seed: opt.seed,
      count: opt.count,
      note: 'generated from the JDK (SocketAddressOracle, no name ever looked up); do not edit',
    };
    const { cases, errors, size } = run.writeFixtures(path, header);
    console.log(`\nwrote ${path}: ${cases} cases (${errors} errors), ${(size / 1024).toFixed(0)} KiB`);
    const peers = join(ROOT, 'spec', 'fixtures', 'peers-isa.json');
    const written = run.writePeerFixture(peers, { ...header, note: PEERS_NOTE });
    console.log(
      `wrote ${peers}: ${written.cases} cases (${written.errors} errors), ${(written.size / 1024).toFixed(0)} KiB`,
    );
  }
  return run.tally.differing === 0;
}

/** The IDN sections, and idn.json with --write-fixtures; pushes its summary line, returns whether it passed. */
async function idnSections(opt, lib, java, summaries) {
  const track = (req) => {
    current = { op: req.op, label: req.label };
  };
  const run = await runIdnSections(lib, java, opt.seed, opt.count, track, { fixtures: opt.writeFixtures });
  current = null;
  run.print();
  summaries.push(run.summary());
  if (opt.writeFixtures && !run.skipped) {
    const path = join(ROOT, 'spec', 'fixtures', 'idn.json');
    const header = {
      generatedBy: 'scripts/parity.mjs --write-fixtures (parity/idn-run.mjs)',
      jdk: run.version,
      seed: opt.seed,
      count: opt.count,
      note: 'generated from the JDK (IdnOracle); do not edit',
    };
    const { cases, errors, size } = run.writeFixtures(path, header);
    console.log(`\nwrote ${path}: ${cases} cases (${errors} errors), ${(size / 1024).toFixed(0)} KiB`);
  }
  return run.tally.differing === 0;
}

/** The cookie sections, and cookie.json, cookie-manager.json and peers-cookie.json with --write-fixtures; pushes its summary line. */
async function cookieSections(opt, lib, java, summaries) {
  const track = (req) => {
    current = { op: req.op, label: req.label };
  };
  const run = await runCookieSections(lib, java, opt.seed, opt.count, track, { fixtures: opt.writeFixtures });
  current = null;
  run.print();
  summaries.push(run.summary());
  if (opt.writeFixtures) {
    const header = {
      generatedBy: 'scripts/parity.mjs --write-fixtures (parity/cookie-run.mjs)',
      jdk: run.version,
      seed: opt.seed,
      count: opt.count,
      note: 'generated from the JDK (CookieOracle); now/times: the clock the answer holds for; do not edit',
    };
    for (const { path, cases, errors, size } of run.writeFixtures(join(ROOT, 'spec', 'fixtures'), header, PEERS_NOTE)) {
      console.log(`\nwrote ${path}: ${cases} cases (${errors} errors), ${(size / 1024).toFixed(0)} KiB`);
    }
  }
  return run.tally.differing === 0;
}

/** The note of peers-cookie.json and peers-isa.json. */
const PEERS_NOTE =
  "generated from the JDK: its answers to the inputs of OpenJDK's and Android libcore's tests " +
  '(scripts/parity/peer-inputs.mjs, each row naming its file); do not edit';

/** The kinds of difference the "Which JDK" guide's table lists: each row starts with one in backticks. */
function listedKinds() {
  const guide = readFileSync(join(ROOT, 'docs', 'which-jdk.md'), 'utf8');
  const kinds = [...guide.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]);
  if (kinds.length === 0) throw new Error('docs/which-jdk.md: no table of kinds found');
  return kinds;
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(2);
});

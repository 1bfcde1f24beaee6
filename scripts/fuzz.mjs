// fuzz.mjs: pushes random, mutated and hostile inputs through the whole public API of
// dist/index.mjs and checks every call (scripts/fuzz/calls.mjs): only the JDK's exception types
// and our own argument TypeErrors may come out, URISyntaxException indexes and messages are
// well-formed, instances have no own property but their string (under a symbol) and stay unchanged. With a JDK, the answers for every input under
// 10,000 chars are also compared with java.net.URI's (scripts/jdk/UriOracle.java), with the
// view and tally helpers of npm run parity. Prints a summary; exits non-zero on any failure or
// difference from the JDK.
//
//   npm run fuzz -- [--seed N] [--count M] [--jdk | --no-jdk] [--java PATH]
//   node scripts/fuzz.mjs --seed 1 --count 500000       (after rollup -c)
//
// The JDK is --java's, else $JAVA_HOME's, else the JDK 25 the project follows, else `java` on PATH
// (parity/jdk.mjs); without --jdk or --no-jdk, it is used when it runs. Each failure and difference
// is printed with a one-line reproduction to run from the project root.

import { isDeepStrictEqual } from 'node:util';
import * as lib from '../dist/index.mjs';
import { hasJava, javaCommand, startJdk } from './parity/jdk.mjs';
import { evaluate } from './parity/view.mjs';
import { Tally } from './parity/tally.mjs';
import { inputs } from './fuzz/inputs.mjs';
import { Fuzzer } from './fuzz/calls.mjs';
import { Sources } from './fuzz/repro.mjs';

const CHUNK = 5000;

function parseArgs(argv) {
  const o = { seed: Date.now() % 2147483647, count: 100_000, jdk: null, java: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') o.seed = Number(argv[++i]);
    else if (a === '--count') o.count = Number(argv[++i]);
    else if (a === '--jdk') o.jdk = true;
    else if (a === '--no-jdk') o.jdk = false;
    else if (a === '--java') o.java = argv[++i];
    else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(o.seed) || !Number.isInteger(o.count) || o.count < 1)
    throw new Error('--seed and --count take integers');
  o.java = javaCommand(o.java);
  if (o.jdk === null) o.jdk = hasJava(o.java);
  return o;
}

const num = (n) => n.toLocaleString('en-US');

/** The one-line reproduction of a JDK request, as our library would run it. */
function jdkRepro(sources, { op, args }) {
  const u = (s) => ({ kind: 'new', args: [s] });
  const m = (recv, name, a) => sources.line({ kind: 'method', recv: u(recv), name, args: a });
  switch (op) {
    case 'parse':
      return sources.line(u(args[0]));
    case 'create':
      return sources.line({ kind: 'static', name: 'create', args });
    case 'normalize':
      return m(args[0], 'normalize', []);
    case 'resolveString':
      return m(args[0], 'resolve', [args[1]]);
    case 'compare':
      return m(args[0], 'compareTo', [u(args[1])]) + '   (and equals, hashCode)';
    case 'identities':
      return sources.line(u(args[0])) + '   (rebuilt from its string and components)';
    default:
      if (op.startsWith('construct')) return sources.line({ kind: 'new', args });
      return m(args[0], op, [u(args[1])]);
  }
}

/** Compares one chunk's JDK answers with ours. */
function compareChunk(tally, sources, requests, answers) {
  for (let i = 0; i < requests.length; i++) {
    const req = requests[i];
    const ours = evaluate(lib, req);
    // The label (a reproduction) is only built for a differing answer.
    const label = isDeepStrictEqual(answers[i], ours) ? '' : jdkRepro(sources, req);
    tally.add(req.op, label, answers[i], ours);
  }
}

function printSummary(opt, f, stats, tally, jdkVersion) {
  const seconds = (Date.now() - stats.started) / 1000;
  console.log(
    `\ninputs: ${num(opt.count)} (longest ${num(stats.longest)} chars, ${num(stats.over1000)} over 1,000 chars)`,
  );
  console.log(`calls: ${num(f.calls)} in ${seconds.toFixed(1)} s, ${f.perCall.size} kinds of call`);
  const errors = [...f.errors].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${num(n)}`);
  console.log(`errors thrown, by type: ${errors.join(', ') || 'none'}  (TypeError: our argument checks)`);
  if (tally) {
    const agree = [];
    let total = 0;
    for (const [op, t] of tally.ops) {
      const w = t.get('(whole answer)');
      total += w.total;
      agree.push(`${op} ${num(w.agree)}/${num(w.total)}`);
    }
    console.log(`JDK ${jdkVersion}: ${num(total - tally.differing)}/${num(total)} answers agree: ${agree.join(', ')}`);
    if (tally.differing > 0) tally.print();
  } else {
    console.log('JDK: not compared (--no-jdk or no java)');
  }
  console.log(`failures: ${num(f.failureCount)}`);
  for (const [key, { count, examples }] of f.failures) {
    console.log(`\n  ${num(count)} x ${key}`);
    for (const x of examples) console.log(`    input #${x.input}: ${x.detail}\n      ${x.repro}`);
  }
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  console.log(`fuzz: seed ${opt.seed}, count ${num(opt.count)}, library dist/index.mjs, JDK ${opt.jdk ? 'on' : 'off'}`);
  const gen = inputs(opt.seed);
  const f = new Fuzzer(lib, gen, { jdk: opt.jdk });
  const stats = { started: Date.now(), longest: 0, over1000: 0 };
  let jdk = null;
  let jdkVersion = null;
  let tally = null;
  if (opt.jdk) {
    jdk = startJdk(opt.java);
    [{ version: jdkVersion }] = await jdk.ask([{ op: 'version', args: [] }]);
    console.log(`JDK ${jdkVersion}: ${opt.java}`);
    tally = new Tally();
  }
  const sources = new Sources();
  let pending = null;
  for (let done = 0; done < opt.count;) {
    const n = Math.min(CHUNK, opt.count - done);
    f.jdkRequests = [];
    for (let k = 0; k < n; k++) {
      const inp = gen.next();
      if (inp.s.length > stats.longest) stats.longest = inp.s.length;
      if (inp.s.length > 1000) stats.over1000++;
      f.fuzzOne(inp);
    }
    done += n;
    if (jdk) {
      const requests = f.jdkRequests;
      const answers = jdk.ask(requests); // the JDK answers this chunk while we fuzz the next
      if (pending) compareChunk(tally, sources, pending.requests, await pending.answers);
      pending = { requests, answers };
    }
    if (done % 50_000 === 0 || done === opt.count) {
      process.stderr.write(
        `  ${num(done)} inputs, ${num(f.calls)} calls, ${num(f.failureCount)} failures, ${((Date.now() - stats.started) / 1000).toFixed(0)} s\n`,
      );
    }
  }
  if (pending) compareChunk(tally, sources, pending.requests, await pending.answers);
  if (jdk) await jdk.close();
  printSummary(opt, f, stats, tally, jdkVersion);
  const differing = tally ? tally.differing : 0;
  const ok = f.failureCount === 0 && differing === 0;
  console.log(
    `\n${ok ? 'OK' : 'FAILED'}: ${num(f.failureCount)} failures, ${num(differing)} differences from the JDK (seed ${opt.seed})`,
  );
  process.exitCode = ok ? 0 : 1;
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(2);
});

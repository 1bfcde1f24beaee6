/**
 * The check run before the java.net.URL workloads are timed: every input, and every line the workload
 * left out because JavaURL rejects it, goes to the JDK's java.net.URL (scripts/jdk/UrlOracle.java, with
 * the name resolver that fails every lookup, as UrlBench runs) and to JavaURL, and their answers are
 * compared: the external form and hashCode of each URL made, and for a pair equals and both hashCodes.
 * An input the JDK rejects is taken out of the workload, so that both sides time the same inputs and
 * neither pays for an exception; any disagreement is counted and shown.
 */
import { JavaURL, Uri } from '../dist/index.mjs';
import { startUrlJdk } from '../scripts/parity/jdk.mjs';

const n = (x) => x.toLocaleString('en');

/** The oracle's request for an input of `op`. */
function request(op, inp) {
  if (op === 'urlParse') return { op: 'url', args: [inp[0]] };
  if (op === 'urlContext') return { op: 'urlContext', args: [inp[0], inp[1]] };
  return { op: 'equals', args: [inp[0], inp[1]] };
}

/** Whether the JDK's answer is a URL (or, for a pair, two). */
const jdkAccepts = (answer) => answer.url !== undefined || answer.equals !== undefined;

/** JavaURL's answer in the oracle's terms, or null where JavaURL throws. */
function ours(op, inp) {
  try {
    if (op === 'urlEqualsHash') {
      const x = new JavaURL(inp[0]);
      const y = new JavaURL(inp[1]);
      return { equals: x.equals(y), hashA: x.hashCode(), hashB: y.hashCode() };
    }
    const u = op === 'urlParse' ? new JavaURL(inp[0]) : new JavaURL(new JavaURL(inp[0]), inp[1]);
    return { externalForm: u.toExternalForm(), hash: u.hashCode() };
  } catch {
    return null;
  }
}

/** Whether JavaURL's answer is the JDK's. */
function same(op, mine, answer) {
  if (op === 'urlEqualsHash') {
    return mine.equals === answer.equals && mine.hashA === answer.hashA && mine.hashB === answer.hashB;
  }
  return mine.externalForm === answer.url.externalForm && mine.hash === answer.url.hash;
}

/** How many inputs of a workload `fn` throws on (the Uri and URL columns pay for those exceptions). */
function throwsOn(op, inputs, make) {
  let count = 0;
  for (const inp of inputs) {
    try {
      if (op === 'urlContext') make(inp[0], inp[1]);
      else inp.forEach((s) => make(s));
    } catch {
      count++;
    }
  }
  return count;
}

/**
 * Checks the URL workloads against the JDK on `java` (21+), takes out the inputs the JDK rejects, and
 * returns one line per workload saying what was left out and what was found. Without a JDK the inputs
 * stay those JavaURL accepts, and the lines say so.
 */
export async function agreeWithJdk(workloads, java) {
  let jdk = null;
  try {
    jdk = startUrlJdk(java);
  } catch (e) {
    console.error(`(no java.net.URL check: ${e.message.split('\n')[0]})`);
  }
  const lines = [];
  try {
    for (const w of workloads) {
      const what = w.op === 'urlEqualsHash' ? 'pairs' : w.op === 'urlContext' ? 'pairs (document, link)' : 'lines';
      const uriThrows = throwsOn(w.op, w.inputs, (a, b) => (b === undefined ? new Uri(a) : new Uri(a).resolve(b)));
      const urlThrows = throwsOn(w.op, w.inputs, (a, b) => (b === undefined ? new URL(a) : new URL(b, a)));
      const beside = `new Uri throws on ${n(uriThrows)} of them, URL on ${n(urlThrows)}`;
      if (jdk === null) {
        lines.push(
          `${w.id}: ${n(w.inputs.length)} ${what} JavaURL accepts, ${n(w.filtered.length)} left out ` +
            `(not checked with the JDK); ${beside}`,
        );
        continue;
      }
      const kept = await jdk.ask(w.inputs.map((inp) => request(w.op, inp)));
      const left = await jdk.ask(w.filtered.map((inp) => request(w.op, inp)));
      const problems = [];
      const inputs = [];
      let equal = 0;
      let equalHashes = 0;
      w.inputs.forEach((inp, i) => {
        const answer = kept[i];
        if (!jdkAccepts(answer)) {
          problems.push(`JDK rejects, JavaURL accepts: ${JSON.stringify(inp)}`);
          return;
        }
        inputs.push(inp);
        const mine = ours(w.op, inp);
        if (!same(w.op, mine, answer)) {
          problems.push(
            `answers differ: ${JSON.stringify(inp)}: JDK ${JSON.stringify(answer)}, JavaURL ${JSON.stringify(mine)}`,
          );
        }
        if (w.op === 'urlEqualsHash') {
          if (answer.equals === true) equal++;
          if (answer.hashA === answer.hashB) equalHashes++;
        }
      });
      const reasons = new Map();
      w.filtered.forEach((inp, i) => {
        if (jdkAccepts(left[i])) problems.push(`JavaURL rejects, JDK accepts: ${JSON.stringify(inp)}`);
        else {
          const error = left[i].contextError ?? left[i].error;
          const reason = `${left[i].contextError ? 'the context: ' : ''}${error.type}: ${error.message}`;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
      });
      w.inputs = inputs;
      const answers = w.op === 'urlEqualsHash' ? 'equals and both hashCodes' : 'external form and hashCode';
      const agreed =
        problems.length === 0
          ? `the JDK agrees on every one (${answers})`
          : `${n(problems.length)} DISAGREEMENTS with the JDK, e.g. ${problems.slice(0, 3).join('; ')}`;
      const pairs = w.op === 'urlEqualsHash' ? ` (${n(equal)} equal, ${n(equalHashes)} with equal hashCodes)` : '';
      const why = [...reasons].map(([reason, count]) => `${n(count)} × ${reason}`).join(', ');
      lines.push(
        `${w.id}: ${n(inputs.length)} ${what}${pairs}; ${n(w.filtered.length)} left out` +
          (reasons.size > 0 ? `, which the JDK rejects too (${why})` : '') +
          `; ${agreed}; ${beside}`,
      );
    }
  } finally {
    await jdk?.close();
  }
  return lines;
}

// idn-run.mjs: the java.net.IDN sections of the parity run (idn-sections.mjs): asks IdnOracle and our IDN, and
// counts agreement per section and field.
//   const run = await runIdnSections(lib, java, seed, count, track, { fixtures: true });
//   run.print();  run.summary();  run.writeFixtures(path, header)
// track(request) is called before each of our evaluations (the runner reports it if our library kills the
// process). When the library does not export IDN yet, the run says so and is skipped (run.skipped), unless
// fixtures are asked for: then the JDK is asked all the same and nothing is compared.

import { askAll, startIdnJdk } from './jdk.mjs';
import { Tally, kindOf } from './tally.mjs';
import { Selector, writeFixture } from './fixtures.mjs';
import { evaluateIdn } from './idn-view.mjs';
import { planIdn, chained, IDN_SECTIONS } from './idn-sections.mjs';

/** The JDK's error with the label folded out of its message (prohibited, unassigned and bidi append it). */
export function idnReason(j) {
  const e = j?.error;
  if (!e) return null;
  const m = (e.message ?? 'null').replace(
    /^(.*?(?:unassigned code point was found in the input |found in the input|for BiDi code points\.)).*$/s,
    '$1…',
  );
  return `${e.type}: ${m}${e.cause ? ` (cause ${e.cause.type})` : ''}`;
}

/** The group of a difference: the outcomes when they differ, else the error fields that differ and the JDK's reason. */
function idnKinds(op, j, o) {
  if (kindOf(j) !== kindOf(o))
    return [`${op}: JDK ${kindOf(j)}${j.error ? ` (${idnReason(j)})` : ''}, ours ${kindOf(o)}`];
  if (kindOf(j) !== 'error') return [`${op}: value`];
  const keys = new Set([...Object.keys(j.error), ...Object.keys(o.error)]);
  const differing = [...keys].filter((k) => JSON.stringify(j.error[k]) !== JSON.stringify(o.error[k]));
  return [`${op}: ${differing.map((k) => 'error.' + k).join(', ')} (JDK ${idnReason(j)})`];
}

/** A fixture bucket: the section and the JDK's error, or the section, kind of input and shape of the value. */
function bucket(section, req, j) {
  if (j.error) return [`E ${section} ${idnReason(j)}`, req.kind];
  const v = j.value;
  const shape = v === req.args[0] ? 'same' : /(^|\.)xn--/i.test(v) ? 'ace' : /[^\0-\x7f]/.test(v) ? 'unicode' : 'ascii';
  return [`S ${section} ${req.kind.replace(/^name-/, '')} ${shape}`, `flags ${req.args[1]}`];
}

export async function runIdnSections(lib, java, seed, count, track = () => {}, { fixtures = false } = {}) {
  const missing = lib.IDN === undefined || typeof lib.IDN.toASCII !== 'function';
  if (missing && !fixtures) {
    const line = 'SKIPPED: the IDN sections (the library does not export IDN yet)';
    console.log(`\n${line}`);
    return { skipped: true, tally: { differing: 0 }, print() {}, summary: () => line };
  }
  const requests = planIdn(seed, count);
  const jdk = startIdnJdk(java);
  const tally = new Tally({ kindsOf: idnKinds, examples: 3, reasonOf: idnReason });
  const selector = fixtures ? new Selector(seed ^ 0x1d4, { limit: 3000, maxBytes: 1_200_000, errorShare: 0.35 }) : null;
  const perSection = new Map(IDN_SECTIONS.map((s) => [s, 0]));
  let version;
  const each = (req, answer) => {
    const section = req.section ?? req.op;
    perSection.set(section, perSection.get(section) + 1);
    if (!missing) {
      track(req);
      tally.add(section, req.label, answer, evaluateIdn(lib, req));
    }
    if (!selector) return;
    const row = {
      op: req.op,
      args: req.args,
      kind: req.kind,
      ...('from' in req ? { from: req.from } : {}),
      expected: answer,
    };
    if (req.fixed) selector.must(row);
    else selector.offer(...bucket(section, req, answer), row);
  };
  try {
    [version] = await jdk.ask([{ op: 'version', args: [] }]);
    const answers = [];
    await askAll(jdk, requests, (req, answer) => {
      answers.push(answer);
      each(req, answer);
    });
    await askAll(jdk, chained(requests, answers, seed), each);
  } finally {
    await jdk.close();
  }
  console.log(
    `\nIDN sections: ${[...perSection].map(([s, n]) => `${s}: ${n}`).join(', ')}; JDK ${version.version} (${version.vendor})`,
  );
  return {
    tally,
    version: version.version,
    print() {
      console.log('\n======== IDN sections (java.net.IDN)');
      if (!missing) tally.print();
    },
    summary() {
      if (missing)
        return 'SKIPPED: the IDN comparison (the library does not export IDN yet; the JDK was asked for the fixture)';
      const n = tally.answers;
      return `${tally.differing === 0 ? 'OK' : 'DIFFERENCES'}: ${n - tally.differing}/${n} IDN answers agree`;
    },
    /** Writes the fixture rows the selector kept; returns {cases, errors, size}. */
    writeFixtures(path, header) {
      const cases = selector.select();
      const size = writeFixture(path, header, cases);
      return { cases: cases.length, errors: cases.filter((c) => c.expected.error).length, size };
    },
  };
}

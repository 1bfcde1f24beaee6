// cookie-run.mjs: the cookie sections of the parity run (cookie-sections.mjs): asks CookieOracle (the JDK's
// HttpCookie, CookieManager, CookiePolicy and in-memory CookieStore) and our classes, and counts agreement per
// section and field. Our side runs at the JDK answer's clock (cookie-view.mjs), so Expires, hasExpired and
// the order by creation time compare exactly; an answer the oracle marks unstable (the JDK's op never ran
// within one millisecond) is counted apart and not compared.
//   const run = await runCookieSections(lib, java, seed, count, track, { fixtures: true });
//   run.print();  run.summary();  run.writeFixtures(dir, header, peersNote)   // spec/fixtures/cookie.json, cookie-manager.json
//                                                                  // and peers-cookie.json (the peers' inputs)
// A scenario's headers are passed to our CookieManager as a Map, or (every other one) as a plain object.

import { askAll, startCookieJdk } from './jdk.mjs';
import { Tally, kindOf } from './tally.mjs';
import { Selector, writeFixture } from './fixtures.mjs';
import { evaluateCookie } from './cookie-view.mjs';
import { planCookie, COOKIE_SECTIONS } from './cookie-sections.mjs';
import { join } from 'node:path';

/** The JDK's error, for the count of errors per section and the fixture buckets. */
export function cookieReason(j) {
  const e = j?.error;
  return e ? `${e.type}: ${e.message}` : null;
}

/** The group of a difference: the outcomes when they differ, else the fields that differ. */
function cookieKinds(op, j, o) {
  if (kindOf(j) !== kindOf(o)) return [`${op}: JDK ${kindOf(j)}, ours ${kindOf(o)}`];
  const keys = new Set([...Object.keys(j), ...Object.keys(o)]);
  return [`${op}: ${[...keys].filter((k) => JSON.stringify(j[k]) !== JSON.stringify(o[k])).join(', ')}`];
}

/** A fixture bucket: the section and the JDK's error, or the section and the answer's shape. */
function bucket(req, j) {
  const section = req.section ?? req.op;
  if (j.error) return [`E ${section} ${cookieReason(j)}`, req.kind];
  if (j.cookies) {
    const c = j.cookies[0];
    const shape = `n=${j.cookies.length} v=${c.version} maxAge=${Math.sign(c.maxAge)} expired=${c.expired}`;
    return [`S ${section} ${shape}`, req.kind];
  }
  if (req.op === 'scenario') return [`S scenario ${j.steps.filter((s) => s.error).length > 0}`, req.args[0]];
  return [`S ${section} ${JSON.stringify(j.value ?? j.equals ?? j.steps?.length)}`, req.kind];
}

export async function runCookieSections(lib, java, seed, count, track = () => {}, { fixtures = false } = {}) {
  const requests = planCookie(seed, count);
  const perSection = new Map(COOKIE_SECTIONS.map((s) => [s, 0]));
  for (const r of requests) perSection.set(r.section ?? r.op, perSection.get(r.section ?? r.op) + 1);
  const jdk = startCookieJdk(java);
  const [version] = await jdk.ask([{ op: 'version', args: [] }]);
  console.log(
    `\nHttpCookie/CookieManager sections: ${requests.length} ops (${[...perSection].map(([s, n]) => `${s}: ${n}`).join(', ')}); ` +
      `JDK ${version.version} (${version.vendor})`,
  );
  const tally = new Tally({ kindsOf: cookieKinds, examples: 2, reasonOf: cookieReason });
  let unstable = 0;
  const selectors = fixtures
    ? {
        cookie: new Selector(seed ^ 0xc00, { limit: 900, maxBytes: 900_000, errorShare: 0.3 }),
        manager: new Selector(seed ^ 0xc01, { limit: 160, maxBytes: 900_000, errorShare: 0.2 }),
      }
    : null;
  const peers = []; // every answer to a peer test's input (peer-inputs.mjs), in order
  let n = 0;
  try {
    await askAll(jdk, requests, (req, answer) => {
      if (answer.unstable) return void unstable++;
      track(req);
      const form = req.op === 'scenario' && n++ % 2 === 1 ? 'object' : 'map';
      tally.add(req.section ?? req.op, req.label, answer, evaluateCookie(lib, req, answer, form));
      if (!selectors) return;
      if (req.peer)
        return void peers.push({ op: req.op, args: req.args, kind: 'peer', peer: req.peer, expected: answer });
      const row = { op: req.op, args: req.args, kind: req.section ?? req.kind, expected: answer };
      const selector = req.op === 'scenario' ? selectors.manager : selectors.cookie;
      if (req.fixed) selector.must(row);
      else selector.offer(...bucket(req, answer), row);
    });
  } finally {
    await jdk.close();
  }
  return {
    tally,
    version: version.version,
    print() {
      console.log(
        '\n======== HttpCookie/CookieManager sections (java.net.HttpCookie, CookieManager, CookiePolicy, CookieStore)',
      );
      tally.print();
      if (unstable)
        console.log(`\n${unstable} answers did not run within one millisecond in the JDK and were not compared`);
    },
    summary() {
      const all = tally.answers;
      return (
        `${tally.differing === 0 ? 'OK' : 'DIFFERENCES'}: ${all - tally.differing}/${all} HttpCookie/CookieManager answers ` +
        `agree (seed ${seed}; ${unstable} unstable answers not compared)`
      );
    },
    /** Writes cookie.json, cookie-manager.json and peers-cookie.json into dir; returns [{path, cases, errors, size}]. */
    writeFixtures(dir, header, peersNote = header.note) {
      return [
        ['cookie.json', selectors.cookie.select(), header],
        ['cookie-manager.json', selectors.manager.select(), header],
        ['peers-cookie.json', peers, { ...header, note: peersNote }],
      ].map(([name, cases, head]) => {
        const path = join(dir, name);
        const size = writeFixture(path, head, cases);
        return { path, cases: cases.length, errors: cases.filter((c) => c.expected.error).length, size };
      });
    },
  };
}

// url-run.mjs: the URL sections of the parity run (url-sections.mjs): asks UrlOracle (java.net.URL with
// every name lookup failing, JDK 21+) and our JavaURL, and counts agreement per section, field and handler.
//   const run = await runUrlSections(lib, java, seed, count, track);  run.print();  run.summary()
// track(request) is called before each of our evaluations (the runner reports it if our library kills
// the process). Interface-scoped IPv6 hosts (url-kinds.mjs) leave the machine-dependent fields out.

import { askAll, startUrlJdk } from './jdk.mjs';
import { Tally, kindOf } from './tally.mjs';
import { evaluateUrl } from './url-view.mjs';
import { planUrl, URL_SECTIONS, HANDLER_ROWS } from './url-sections.mjs';
import { HANDLERS } from './url-generate.mjs';
import { excludedFields, withoutFields, urlDifferenceKinds, urlExample, urlReason } from './url-kinds.mjs';

/** Fails unless UrlOracle.NoLookups answers: a name must not resolve, localhost must be 127.0.0.1. */
function checkResolver(resolver) {
  if (!resolver.lookups?.['example.com']?.thrown || resolver.lookups.localhost !== 'localhost/127.0.0.1') {
    throw new Error(`UrlOracle's resolver is not in effect: ${JSON.stringify(resolver)}`);
  }
}

/** Counts per handler and section: {asked, agree}; the handler is the JDK's protocol when it gave a URL. */
class HandlerCounts {
  constructor() {
    this.rows = new Map([...HANDLER_ROWS, 'url: prefix'].map((h) => [h, new Map()]));
  }

  add(req, j, agree) {
    const handler = kindOf(j) === 'url' && this.rows.has(j.url.protocol) ? j.url.protocol : req.handler;
    for (const row of req.prefixed ? [handler, 'url: prefix'] : [handler]) {
      const m = this.rows.get(row);
      const c = m.get(req.section) ?? { asked: 0, agree: 0 };
      c.asked++;
      if (agree) c.agree++;
      m.set(req.section, c);
    }
  }

  print() {
    console.log('\n== URL ops per handler and section: agreeing/asked (the url: prefix row counts them again)');
    const cells = (h) => URL_SECTIONS.map((s) => this.rows.get(h).get(s) ?? { asked: 0, agree: 0 });
    const text = ({ asked, agree }) => (asked ? `${agree}/${asked}` : '-');
    const w = Math.max(
      ...URL_SECTIONS.map((s) => s.length),
      ...[...this.rows.keys()].flatMap((h) => cells(h).map((c) => text(c).length)),
    );
    console.log(
      `  ${'handler'.padEnd(11)}${URL_SECTIONS.map((s) => s.padStart(w + 2)).join('')}${'all'.padStart(w + 4)}`,
    );
    for (const h of this.rows.keys()) {
      const row = cells(h);
      const all = row.reduce((a, c) => ({ asked: a.asked + c.asked, agree: a.agree + c.agree }), {
        asked: 0,
        agree: 0,
      });
      console.log(`  ${h.padEnd(11)}${row.map((c) => text(c).padStart(w + 2)).join('')}${text(all).padStart(w + 4)}`);
    }
    const missing = HANDLERS.filter((h) => !(this.rows.get(h).get('url')?.asked > 0));
    if (missing.length) console.log(`  NOT ASKED in section url: ${missing.join(', ')}`);
  }
}

export async function runUrlSections(lib, java, seed, count, track = () => {}) {
  const requests = planUrl(seed, count);
  const perSection = new Map(URL_SECTIONS.map((s) => [s, 0]));
  for (const r of requests) perSection.set(r.section, perSection.get(r.section) + 1);
  const jdk = startUrlJdk(java);
  const [version, resolver] = await jdk.ask([
    { op: 'version', args: [] },
    { op: 'resolver', args: [] },
  ]);
  checkResolver(resolver);
  console.log(
    `\nURL sections: ${requests.length} ops (${[...perSection].map(([s, n]) => `${s}: ${n}`).join(', ')}); ` +
      `java.net.URL of JDK ${version.version} (${version.vendor}), every name lookup failing`,
  );
  const tally = new Tally({ kindsOf: urlDifferenceKinds, exampleOf: urlExample, examples: 3, reasonOf: urlReason });
  const handlers = new HandlerCounts();
  try {
    await askAll(jdk, requests, (req, jdkAnswer) => {
      track(req);
      const excluded = excludedFields(req, jdkAnswer);
      const j = withoutFields(jdkAnswer, excluded);
      const o = withoutFields(evaluateUrl(lib, req), excluded);
      const before = tally.differing;
      tally.add(req.section, req.label, j, o, excluded);
      handlers.add(req, jdkAnswer, tally.differing === before);
    });
  } finally {
    await jdk.close();
  }
  return {
    tally,
    print() {
      console.log('\n======== URL sections (java.net.URL)');
      tally.print();
      handlers.print();
      if (tally.excluded) {
        console.log(
          `\n${tally.excluded} URL answers had interface-scoped IPv6 hosts ([...%eth0]): their hash and equality ` +
            `fields depend on this machine's interfaces and were left out (see "excluded" above)`,
        );
      }
    },
    summary() {
      const n = tally.answers;
      return (
        `${tally.differing === 0 ? 'OK' : 'DIFFERENCES'}: ${n - tally.differing}/${n} URL answers agree ` +
        `(${tally.excluded} with interface-scoped fields excluded)`
      );
    },
  };
}

// `npm run test:check`: `java-uri check` on a generated site with seeded defects and traps
// (generateSite of scripts/site-gen.mjs, shape docs, with defects: scripts/site-defects.mjs makes them and their
// manifest), with a real browser as the judge of each seeded entry's truth.
//   1  check --json reports exactly the seeded defects (file, line, column, problem): every one, and
//      nothing else (the rest of the generated site links only to files and fragments that exist);
//      site --dry-run --strict finds the same problems (status 4).
//   2  the site served at /docs/ as a static host serves it (x, else x/index.html, else x.html; 404
//      otherwise), headless Chromium with JavaScript off (so <noscript> content is markup, as check
//      reads it) confirms each entry, defect or trap:
//        a missing file: the browser's fetch of the target (redirects followed) gets 404; any other
//          entry gets 200;
//        a fragment of an HTML page or SVG file (by the content type the browser got): the page is
//          loaded and scrolled to its end, then the browser navigates to the fragment; it is found
//          when :target matches an element, or when the browser scrolled to the top (#top, #), or
//          when the fragment is empty; a fragment directive (:~:text=…) is cut off first, as the
//          browser cuts it from location.hash. A missing-fragment entry must not be found; a trap
//          must be;
//        fragments of other files (media #t=, PDF #page=) are not the browser's to find: status only.
//   node scripts/check-test.mjs [--pages N] [--seed S] [--keep]
// A fresh seed each run (printed; --seed repeats one).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { BROWSERS, missingBrowser } from './browsers.mjs';
import { generateSite } from './site-gen.mjs';
import { serveSite } from './static-host.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.mjs');
const BASE = 'https://example.com/docs/';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args[i + 1];
};
const pages = Number(option('--pages', '200'));
const seed = Number(option('--seed', String(1 + Math.floor(Math.random() * 2 ** 31))));
const keep = args.includes('--keep');

const missing = missingBrowser('chromium');
if (missing !== null) {
  console.error(`test:check: ${missing}`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'java-uri-check-test-'));
const site = join(dir, 'site');
const failures = [];
const fail = (what) => failures.push(what);
try {
  const entries = generateSite(site, { shape: 'docs', pages, seed, defects: true }).defects;
  const defects = entries.filter((e) => e.problem !== null);
  console.log(
    `test:check: seed ${seed}, ${pages} pages: ${defects.length} seeded defects, ${entries.length - defects.length} traps`,
  );

  // 1: check, and site, against the manifest.
  const key = (e) => `${e.file}:${e.line}:${e.column}: ${e.problem}`;
  const check = spawnSync(process.execPath, [CLI, 'check', '--base', BASE, '--json', site], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (check.status !== 4) fail(`check: status ${check.status}, not 4 (${check.stderr.trim()})`);
  const reported = new Set(
    check.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => key(JSON.parse(l))),
  );
  const seeded = new Set(defects.map(key));
  for (const k of seeded) if (!reported.has(k)) fail(`check missed ${k}`);
  for (const k of reported) if (!seeded.has(k)) fail(`check reported what is no seeded defect: ${k}`);
  const recall = defects.filter((e) => reported.has(key(e))).length;
  const right = [...reported].filter((k) => seeded.has(k)).length;
  console.log(
    `  check: ${reported.size} reported, recall ${recall}/${seeded.size}, precision ${right}/${reported.size}`,
  );
  const siteRun = spawnSync(process.execPath, [CLI, 'site', '--base', BASE, '--dry-run', '--strict', '--json', site], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (siteRun.status !== 4) fail(`site --strict: status ${siteRun.status}, not 4`);
  const siteProblems = new Set(
    siteRun.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((r) => r.problem !== undefined)
      .map(key),
  );
  if ([...siteProblems].sort().join('\n') !== [...seeded].sort().join('\n'))
    fail(`site --strict: its problems differ from the seeded defects (${siteProblems.size} against ${seeded.size})`);

  // 2: the browser judges every entry.
  const { server, origin } = await serveSite(site, '/docs/');
  const { executablePath, args: browserArgs } = BROWSERS.chromium;
  const browser = await puppeteer.launch({ browser: 'chrome', executablePath, args: browserArgs, headless: true });
  try {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${origin}/docs/`);
    const local = (url) => origin + url.slice('https://example.com'.length);
    let confirmed = 0;
    for (const e of entries) {
      const target = local(e.target);
      const hash = target.indexOf('#');
      const doc = hash < 0 ? target : target.slice(0, hash);
      // A fragment directive is cut off as the browser cuts it (location.hash keeps what is before
      // :~:); where a text directive matches, Chromium scrolls to the text, and whether :target is
      // set then depends on timing, so the fragment before it is what the browser is asked for.
      const directive = target.indexOf(':~:', hash);
      const fragment = hash < 0 ? '' : target.slice(hash, directive < 0 ? undefined : directive);
      const { status, type } = await page.evaluate(async (url) => {
        const r = await fetch(url);
        return { status: r.status, type: r.headers.get('content-type') ?? '' };
      }, doc);
      const name = `${e.file}:${e.line}:${e.column} ${e.value}`;
      if (e.problem === 'missing-file') {
        if (status === 404) confirmed++;
        else fail(`browser: ${name}: a seeded missing file, but the host answered ${status}`);
        continue;
      }
      if (status !== 200) {
        fail(`browser: ${name}: the host answered ${status}, not 200`);
        continue;
      }
      const judged = fragment.length > 1 && (type.startsWith('text/html') || type.startsWith('image/svg+xml'));
      if (!judged) {
        if (e.problem === null) confirmed++;
        else fail(`browser: ${name}: a seeded missing fragment in a file whose fragments the browser does not find`);
        continue;
      }
      await page.goto(doc);
      const bottom = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      });
      await page.goto(doc + fragment);
      const seen = await page.evaluate(() => ({
        target: document.querySelector(':target') !== null,
        y: window.scrollY,
        hash: location.hash,
      }));
      const found = seen.target || (bottom > 0 && seen.y === 0) || seen.hash === '';
      if (found === (e.problem === null)) confirmed++;
      else
        fail(
          `browser: ${name}: ${e.problem === null ? 'a trap, but the browser finds no such fragment' : 'a seeded missing fragment, but the browser finds it'} (${JSON.stringify(seen)})`,
        );
    }
    console.log(`  Chromium, JavaScript off: ${confirmed} of ${entries.length} entries confirmed`);
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  if (keep) console.log(`  kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
for (const f of failures.slice(0, 50)) console.log(`  FAIL ${f}`);
if (failures.length > 0) {
  console.log(`test:check: ${failures.length} failures (seed ${seed})`);
  process.exit(1);
}
console.log('test:check: passed');

// `npm run bench:site`: `java-uri site` on a generated site shaped like real documentation
// (scripts/site-gen.mjs, shape docs: 20–60 KB pages with 50–100 links; 10,000 pages by default), each
// program a fresh Node process writing a full copy (--out; no fsync), timed whole:
//   - the floor, bench/site-floor.mjs: the same parsers alone (parse5 with source locations and
//     scripting on, css-tokenizer for .css files) over the same files, reading and writing them;
//   - java-uri site, as users run it (node dist/cli.mjs site SRC --base BASE --out OUT), on one
//     thread (--jobs 1) and with 2 worker threads (--jobs 2, the default on a 2-core machine);
//   - html-minifier-terser with the links guide's minifyURLs recipe (bench/site-minifier.mjs), what
//     users run today for the job.
// Rounds are interleaved (the order rotates each round); each time is the median of the rounds, and
// the targets are java-uri site (1 thread) ≤ TARGET times the floor, and with 2 workers ≤ JOBS_TARGET
// times its 1-thread time. Then each output is judged link by link
// against the original: every link of every page (scripts/site-links.mjs, the browser judge's
// reader) resolved by the URL Standard against the page's base URL must give the same target
// (a wrong link otherwise), and a link to the site left absolute or root-relative counts as not made
// relative (canonical and hreflang alternates, which stay absolute by design, aside). Memory: each program's peak resident set (its own report at exit), beside the largest file.
//   npm run bench:site [-- --pages N] [--seed S] [--rounds N] [--no-write]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite, BASE } from '../scripts/site-gen.mjs';
import { cssLinks, htmlLinks, refreshUrl, srcsetUrls } from '../scripts/site-links.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const PAGES = option('--pages', 10_000);
const SEED = option('--seed', 1);
const ROUNDS = option('--rounds', 3);
/** The most java-uri site may take, in times the floor's time. */
export const TARGET = 1.5;
/** The most java-uri site with 2 workers may take, in times its time on one thread. */
export const JOBS_TARGET = 0.6;

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'java-uri-bench-site-'));
const src = join(dir, 'src');
const rss = join(dir, 'rss');

const PROGRAMS = {
  floor: (out) => [here('./site-floor.mjs'), src, out],
  'java-uri site': (out) => [here('../dist/cli.mjs'), 'site', src, '--base', BASE, '--out', out, '--jobs', '1'],
  'java-uri site --jobs 2': (out) => [
    here('../dist/cli.mjs'),
    'site',
    src,
    '--base',
    BASE,
    '--out',
    out,
    '--jobs',
    '2',
  ],
  'html-minifier-terser + recipe': (out) => [here('./site-minifier.mjs'), src, out, BASE],
};

/** Runs a program into a fresh output folder: [seconds, peak resident set in bytes]. */
function timed(name, out) {
  rmSync(out, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--require', here('./peak-rss.cjs'), ...PROGRAMS[name](out)], {
    env: { ...process.env, PEAK_RSS_FILE: rss },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`${name} failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  const report = run.stdout.startsWith('{') ? JSON.parse(run.stdout) : {};
  return [seconds, Number(readFileSync(rss, 'utf8')), report.failed ?? 0];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Every file of a folder, as paths relative to it. */
const filesOf = (root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(root.length + 1));

/** The URLs a page's links hold, each resolved against the page's base URL (null where that fails). */
function targets(html, pageUrl) {
  const links = htmlLinks(html);
  const baseLink = links.find((l) => l.el.tagName === 'base' && l.name === 'href');
  const resolve = (value, base) => {
    try {
      return new URL(value, base).href;
    } catch {
      return null;
    }
  };
  const base = (baseLink && resolve(baseLink.value, pageUrl)) ?? pageUrl;
  const out = [];
  for (const l of links) {
    const against = l === baseLink ? pageUrl : base;
    const values =
      l.type === 'srcset'
        ? srcsetUrls(l.value).map((c) => c.url)
        : l.type === 'refresh'
          ? [refreshUrl(l.value)?.url].filter((u) => u !== undefined)
          : l.type === 'ping'
            ? l.value.split(/[\t\n\f\r ]+/).filter((t) => t !== '')
            : l.type === 'css' || l.type === 'style'
              ? cssLinks(l.value).map((c) => c.value)
              : [l.value.trim()];
    const rel = ` ${(l.el.attrs.find((a) => a.name === 'rel')?.value ?? '').toLowerCase()} `;
    const kept =
      l.el.tagName === 'link' &&
      (/\scanonical\s/.test(rel) || (/\salternate\s/.test(rel) && l.el.attrs.some((a) => a.name === 'hreflang')));
    for (const value of values) out.push({ value, target: resolve(value, against), kept });
  }
  return out;
}

/** Wrong links (another target, or a different number of links) and same-site links left absolute, by output. */
function judge(out) {
  let links = 0;
  let wrong = 0;
  let absolute = 0;
  let pages = 0;
  for (const file of filesOf(src)) {
    if (!/\.html?$/i.test(file)) continue;
    pages++;
    const pageUrl = new URL(file, BASE).href;
    const before = targets(readFileSync(join(src, file), 'utf8'), pageUrl);
    const after = targets(readFileSync(join(out, file), 'utf8'), pageUrl);
    links += before.length;
    if (after.length !== before.length) {
      wrong += before.length;
      continue;
    }
    before.forEach((b, i) => {
      const a = after[i];
      if (a.target !== b.target) wrong++;
      else if (!a.kept && a.target?.startsWith(BASE) && /^([a-z][a-z0-9+.-]*:|\/)/i.test(a.value)) absolute++;
    });
  }
  return { pages, links, wrong, absolute };
}

const generated = generateSite(src, { pages: PAGES, seed: SEED, shape: 'docs' });
const sizes = filesOf(src).map((f) => statSync(join(src, f)).size);
const total = sizes.reduce((a, b) => a + b, 0);
const largest = Math.max(...sizes);
console.log(
  `bench:site: ${generated.pages.toLocaleString('en-US')} pages, ${sizes.length.toLocaleString('en-US')} files, ` +
    `${(total / 1e6).toFixed(0)} MB (largest ${(largest / 1e3).toFixed(0)} KB), ${ROUNDS} rounds`,
);

const names = Object.keys(PROGRAMS);
const times = Object.fromEntries(names.map((n) => [n, []]));
const peaks = Object.fromEntries(names.map((n) => [n, 0]));
const unprocessed = Object.fromEntries(names.map((n) => [n, 0]));
for (let round = 0; round < ROUNDS; round++) {
  const order = names.map((_, i) => names[(i + round) % names.length]);
  for (const name of order) {
    const [seconds, peak, failed] = timed(name, join(dir, `out-${names.indexOf(name)}`));
    unprocessed[name] = failed;
    times[name].push(seconds);
    peaks[name] = Math.max(peaks[name], peak);
  }
  console.log(`  round ${round + 1}: ${order.map((n) => `${n} ${times[n].at(-1).toFixed(1)} s`).join(', ')}`);
}

const floor = median(times.floor);
const rows = names.map((name) => {
  const seconds = median(times[name]);
  const verdict = name === 'floor' ? null : judge(join(dir, `out-${names.indexOf(name)}`));
  return { name, seconds, ratio: seconds / floor, mbps: total / 1e6 / seconds, peak: peaks[name], verdict };
});
const n = (x) => x.toLocaleString('en-US');
const table = [
  '| program | time (median) | × floor | MB/s | peak memory | pages it failed on | wrong links | same-site links left absolute |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.seconds.toFixed(1)} s | ${r.ratio.toFixed(2)} | ${r.mbps.toFixed(1)} | ${(r.peak / 1e6).toFixed(0)} MB | ` +
      `${n(unprocessed[r.name])} | ` +
      (r.verdict === null ? '– | – |' : `${n(r.verdict.wrong)} of ${n(r.verdict.links)} | ${n(r.verdict.absolute)} |`),
  ),
];
const ours = rows.find((r) => r.name === 'java-uri site');
const two = rows.find((r) => r.name === 'java-uri site --jobs 2');
const speedup = two.seconds / ours.seconds;
const summary =
  `java-uri site: ${ours.ratio.toFixed(2)} × the floor (target ≤ ${TARGET}): ${ours.ratio <= TARGET ? 'met' : 'NOT MET'}; ` +
  `with 2 workers ${speedup.toFixed(2)} × its 1-thread time (target ≤ ${JOBS_TARGET}): ${speedup <= JOBS_TARGET ? 'met' : 'NOT MET'}, ` +
  `peak memory ${(two.peak / 1e6).toFixed(0)} MB (at most 2 × ${(ours.peak / 1e6).toFixed(0)} + 100 MB: ` +
  `${two.peak <= 2 * ours.peak + 100e6 ? 'met' : 'NOT MET'}); ` +
  `peak memory ${(ours.peak / 1e6).toFixed(0)} MB against the floor's ${(peaks.floor / 1e6).toFixed(0)} MB ` +
  `(largest file ${(largest / 1e3).toFixed(0)} KB, ${n(sizes.length)} paths)`;
console.log('\n' + table.join('\n') + '\n\n' + summary);

if (!process.argv.includes('--no-write')) {
  const path = here('./RESULTS.md');
  const results = readFileSync(path, 'utf8');
  const section =
    `## Site rewrite (npm run bench:site)\n\n` +
    `${n(generated.pages)} generated documentation pages (scripts/site-gen.mjs, shape docs, seed ${SEED}), ` +
    `${n(sizes.length)} files, ${(total / 1e6).toFixed(0)} MB; each program a fresh Node process writing a full ` +
    `copy, timed whole; median of ${ROUNDS} interleaved rounds. Wrong links: a link whose target (the URL ` +
    `Standard's resolution against the page's base URL) is not the original's.\n\n${table.join('\n')}\n\n${summary}\n`;
  const start = results.indexOf('## Site rewrite');
  const next = start < 0 ? -1 : results.indexOf('\n## ', start + 1);
  writeFileSync(
    path,
    start < 0
      ? results.trimEnd() + '\n\n' + section
      : results.slice(0, start) + section + (next < 0 ? '' : '\n' + results.slice(next + 1)),
  );
}
rmSync(dir, { recursive: true, force: true });

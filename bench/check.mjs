// `npm run bench:check`: `java-uri check` against the link checkers people run on a built site today,
// linkinator 7 (the last major that runs on Node 20) and hyperlink 5.0.4, on one generated
// documentation site with seeded defects and traps (scripts/site-gen.mjs, shape docs, --defects:
// scripts/site-defects.mjs writes a group of defects and traps per 50 pages and their manifest; the
// rest of the site links only to files and fragments that exist). The competitors are installed apart,
// in bench/check/ (its own package.json and package-lock.json; `npm ci` there when its node_modules is
// missing), never as the project's devDependencies, and run as their users run them: the executable
// that npx runs there (node_modules/.bin/NAME), started directly, since npx hands the command line to
// sh -c as one argument, which Linux caps at 128 KB, less than every page's path at 2,000 pages.
// What is timed: each tool's whole process, start-up included, wall clock; rounds are interleaved
// (the order rotates each round) and each time is the median of the rounds. The site lies at
// DIR/www/docs/, for https://example.com/docs/:
//   - java-uri: node dist/cli.mjs check DIR/www/docs --base https://example.com/docs/ --json;
//   - linkinator: the site served at /docs/ on 127.0.0.1 by scripts/static-host.mjs (as GitHub Pages
//     answers: x, x/index.html, x.html, else 404; in this process, so its work is in linkinator's
//     wall time), every page's URL as a start, fragments and CSS checked, links to
//     https://example.com/docs/ rewritten to the local server and every other URL skipped, JSON report;
//   - hyperlink: every page's file, --root DIR/www with --canonicalroot https://example.com/ (the
//     web root that holds docs/, so that /docs/… links resolve), --internal (no external links),
//     --pretty (x served as x.html), TAP report.
// Every page is a start because nothing links to the seeded pages (checks/p-N.html): a crawl from the
// root page reaches none of them, where java-uri check reads every file of the folder.
// Then each tool's report is judged against the manifest: a reported problem is a (page, target URL)
// pair, both normalized (the local origin or web root mapped back to https://example.com/, the
// path, query and fragment percent-decoded where that changes no meaning and encoded again as the URL
// Standard encodes them); it finds a seeded defect when the targets agree and the pages agree (or
// the tool names no page for it: linkinator reports a missing fragment under the target's URL alone).
// A report that finds no seeded defect is a false positive, named by the seeded trap it fell into or
// as unseeded. Recall: defects found / seeded; precision: reports that find a defect / reports (each
// (page, target) pair once). java-uri is also matched exactly, by file:line:column and problem.
// A run still going after --limit seconds is stopped, and its tool is shown as stopped; a tool whose
// first run took more than --once seconds runs only once (its time is that run's).
// At the default size the run takes about 13 minutes on the 2-core machine: linkinator takes about 4
// and hyperlink about 9 for their one run each (java-uri check about 13 s a round); --pages 200 a few.
//   npm run bench:check [-- --pages N] [--rounds R] [--seed S] [--limit SECONDS] [--once SECONDS]
//                       [--only java-uri,linkinator,hyperlink] [--no-write] [--keep]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from '../scripts/site-gen.mjs';
import { serveSite } from '../scripts/static-host.mjs';
import { timedRun } from './timed-run.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const PAGES = option('--pages', 2_000);
const ROUNDS = option('--rounds', 3);
const SEED = option('--seed', 1);
const LIMIT = option('--limit', 900);
const ONCE = option('--once', 120);
const KEEP = process.argv.includes('--keep');
/** --only NAME,NAME: run only these tools (java-uri, linkinator, hyperlink); bench/RESULTS.md is then left alone. */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;

const BASE = 'https://example.com/docs/';
const ORIGIN = 'https://example.com';
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const ROOT = here('..');
const TOOLS_DIR = here('./check');
const CLI = here('../dist/cli.mjs');

// ─── the competitors' folder ─────────────────────────────────────────────────────────────────────

if (!existsSync(join(TOOLS_DIR, 'node_modules'))) {
  console.log('bench:check: npm ci in bench/check (linkinator, hyperlink)');
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS_DIR, stdio: 'inherit' });
  if (ci.status !== 0) throw new Error(`npm ci in bench/check failed (${ci.status})`);
}
const versionOf = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
const VERSIONS = {
  'java-uri check': versionOf(ROOT),
  linkinator: versionOf(join(TOOLS_DIR, 'node_modules', 'linkinator')),
  hyperlink: versionOf(join(TOOLS_DIR, 'node_modules', 'hyperlink')),
};

// ─── the site ────────────────────────────────────────────────────────────────────────────────────

const dir = mkdtempSync(join(tmpdir(), 'java-uri-bench-check-'));
const www = join(dir, 'www');
const site = join(www, 'docs');
const { pages: pageCount, defects: manifest } = generateSite(site, {
  pages: PAGES,
  seed: SEED,
  shape: 'docs',
  defects: true,
});
const files = readdirSync(site, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) =>
    relative(site, join(e.parentPath ?? e.path, e.name))
      .split(sep)
      .join('/'),
  )
  .sort();
const htmlFiles = files.filter((f) => f.endsWith('.html'));
const seededDefects = manifest.filter((e) => e.problem !== null);
const { server, origin } = await serveSite(site, '/docs/');
// No time limit on a request: linkinator keeps requests open for minutes while it works (Node's
// defaults would answer them 408), and a slow answer is no broken link.
server.requestTimeout = 0;
server.headersTimeout = 0;

/** A site path ('a b/c.html') as its URL below `base`, each segment percent-encoded as a browser would. */
const urlOf = (path, base = BASE) => new URL(path.split('/').map(encodeURIComponent).join('/'), base).href;

// ─── the programs ────────────────────────────────────────────────────────────────────────────────

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LINKINATOR_FLAGS = [
  '--check-fragments',
  '--check-css',
  '--skip',
  `^(?!${escapeRe(origin)}/)`,
  '--url-rewrite-search',
  `^${escapeRe(BASE)}`,
  '--url-rewrite-replace',
  `${origin}/docs/`,
  '--format',
  'JSON',
];
const HYPERLINK_FLAGS = ['--root', www, '--canonicalroot', `${ORIGIN}/`, '--internal', '--pretty'];

/** Each tool: how it runs (command, arguments, folder), how its command line is shown, and its report's reader. */
const TOOLS = {
  'java-uri check': {
    command: process.execPath,
    args: [CLI, 'check', site, '--base', BASE, '--json'],
    cwd: ROOT,
    shown: `node dist/cli.mjs check DIR/www/docs --base ${BASE} --json`,
    read: readJavaUri,
  },
  linkinator: {
    command: join(TOOLS_DIR, 'node_modules', '.bin', 'linkinator'),
    args: [...htmlFiles.map((f) => urlOf(f, `${origin}/docs/`)), ...LINKINATOR_FLAGS],
    cwd: TOOLS_DIR,
    shown:
      `(in bench/check) node_modules/.bin/linkinator http://127.0.0.1:PORT/docs/PAGE… (every page's URL, ${htmlFiles.length.toLocaleString('en-US')}) ` +
      LINKINATOR_FLAGS.map((a) => (/^[\w.:/=-]+$/.test(a) ? a : `'${a}'`))
        .join(' ')
        .replaceAll(origin, 'http://127.0.0.1:PORT')
        .replaceAll(escapeRe(origin), 'http://127\\.0\\.0\\.1:PORT'),
    read: readLinkinator,
  },
  hyperlink: {
    command: join(TOOLS_DIR, 'node_modules', '.bin', 'hyperlink'),
    args: [...HYPERLINK_FLAGS, ...htmlFiles.map((f) => join(site, ...f.split('/')))],
    cwd: TOOLS_DIR,
    shown:
      `(in bench/check) node_modules/.bin/hyperlink ${HYPERLINK_FLAGS.join(' ').replace(www, 'DIR/www')} ` +
      `DIR/www/docs/PAGE… (every page's file, ${htmlFiles.length.toLocaleString('en-US')})`,
    read: readHyperlink,
  },
};
const names = Object.keys(TOOLS).filter((name) => ONLY === null || ONLY.some((o) => name.startsWith(o)));

/** Runs a tool once (bench/timed-run.mjs), stopped after LIMIT seconds: {seconds, cpu, status, stopped}. */
function timed(name, out) {
  const { command, args, cwd } = TOOLS[name];
  return timedRun(command, args, { cwd, out, limit: LIMIT });
}

// ─── reading the reports ─────────────────────────────────────────────────────────────────────────

/** Percent-decodes runs of escapes that decode to UTF-8 and to no character with a meaning in a URL. */
const decodeSafe = (s) =>
  s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (m) => {
    try {
      const d = decodeURIComponent(m);
      return /[%/?#\\]/.test(d) ? m.toUpperCase() : d;
    } catch {
      return m.toUpperCase();
    }
  });

/** A URL, normalized: path, query and fragment decoded where that is safe, then encoded as the URL Standard encodes them. */
function normalize(href) {
  const u = new URL(href);
  const empty = href.endsWith('#') && u.hash === '';
  u.pathname = decodeSafe(u.pathname);
  if (u.search !== '') u.search = decodeSafe(u.search);
  if (u.hash !== '') u.hash = decodeSafe(u.hash);
  return u.href + (empty ? '#' : '');
}

/** A local URL (linkinator's server) as the site's URL. */
const fromLocal = (url) => (url.startsWith(origin) ? ORIGIN + url.slice(origin.length) : url);
/** A page's URL as its site path ('checks/p-1.html'), or null outside the site. */
function pageOf(url) {
  const n = normalize(url).replace(/#.*$/, '').replace(/\?.*$/, '');
  if (!n.startsWith(BASE)) return null;
  let path = n.slice(BASE.length);
  try {
    path = decodeURIComponent(path);
  } catch {
    // kept as it is
  }
  return path === '' || path.endsWith('/') ? path + 'index.html' : path;
}

/** java-uri check --json: one record a line; it exits 4 on a finding, 0 on none. */
function readJavaUri(text, status) {
  if (status !== 0 && status !== 4) throw new Error('java-uri check failed');
  return text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .map((r) => ({ page: r.file, target: r.target, exact: `${r.file}:${r.line}:${r.column}: ${r.problem}` }));
}

/** linkinator --format JSON: {links: [{url, status, state, parent}], passed}, the broken ones. */
function readLinkinator(text) {
  const start = text.indexOf('{');
  if (start < 0) throw new Error('no JSON report');
  return JSON.parse(text.slice(start))
    .links.filter((l) => l.state === 'BROKEN')
    .map((l) => ({
      page: l.parent ? pageOf(fromLocal(l.parent)) : null,
      target: fromLocal(l.url),
      status: l.status,
    }));
}

/** A hyperlink path (relative to bench/check, or a URL) as the site's URL. */
function fromHyperlink(path) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const rel = relative(www, resolve(TOOLS_DIR, path)).split(sep).join('/');
  return urlOf(rel, `${ORIGIN}/`);
}

/**
 * hyperlink's TAP: each `not ok N OPERATOR SUBJECT` block with its `at:` lines (PAGE:LINE:COLUMN
 * and the link), one report for each page named; a fragment-check's subject is `PAGE --> HREF`.
 */
function readHyperlink(text) {
  if (!/^# tests \d+$/m.test(text)) throw new Error('no TAP summary (# tests)');
  const reports = [];
  const blocks = text.split(/^(?=not ok |ok )/m).filter((b) => b.startsWith('not ok '));
  for (const block of blocks) {
    const [head] = block.split('\n');
    const m = /^not ok \d+ (\S+) (.*)$/.exec(head);
    if (m === null) continue;
    const [, operator, subject] = m;
    let target;
    let from = null;
    if (operator === 'fragment-check') {
      const [page, href] = subject.split(' --> ');
      from = fromHyperlink(page);
      target = new URL(href, from).href;
    } else {
      target = fromHyperlink(subject);
    }
    const at = /^ {4}at: ([\s\S]*?)\n {2}\.\.\./m.exec(block)?.[1] ?? '';
    const pages = at
      .split('\n')
      .map((l) => /^\s*["']?(.*?):\d+:\d+(?: |$)/.exec(l)?.[1])
      .filter((p) => p !== undefined)
      .map((p) => pageOf(fromHyperlink(p)));
    if (pages.length === 0) pages.push(from === null ? null : pageOf(from));
    for (const page of new Set(pages)) reports.push({ page, target, operator });
  }
  return reports;
}

// ─── judging ─────────────────────────────────────────────────────────────────────────────────────

/** What a seeded entry is, by its target (the kinds of scripts/site-defects.mjs). */
function kindOf(entry) {
  const t = decodeURIComponent(entry.target.slice(BASE.length));
  const kinds = [
    [/^checks\/gone-\d+\.html$/, 'removed page'],
    [/^checks\/renamed-\d+-old\.html$/, 'renamed page (old name)'],
    [/^checks\/empty-\d+\/$/, 'folder without index.html'],
    [/^checks\/a c-\d+\.html$/, 'percent-encoded path to no file'],
    [/^img\/gone-\d+\.png$/, 'srcset candidate'],
    [/^img\/gone-style-\d+\.png$/, 'url() in a style attribute'],
    [/^checks\/gone-ns-\d+\.html$/, 'link inside <noscript>'],
    [/#removed-\d+$/, 'removed id'],
    [/#Case-\d+$/, 'id differing in case'],
    [/#café-gone-\d+$/, 'percent-encoded id'],
    [/#tpl-\d+$/, 'id inside <template>'],
    [/\.svg#gone-\d+$/, 'id missing from an SVG file'],
    [/^checks\/p-\d+\.html#(top|TOP)?$/, '#top, #TOP or # (the top of the page)'],
    [/^checks\/t-\d+\.html#top$/, '#top of another page'],
    [/#café-\d+$/, 'non-ASCII id (as written or percent-encoded)'],
    [/#svg-\d+$/, 'id of an SVG element in the page'],
    [/#legacy-\d+$/, '<a name>'],
    [/#ns-\d+$/, 'id inside <noscript>'],
    [/:~:/, 'fragment directive (:~:text=)'],
    [/^checks\/plain-\d+$/, 'x served as x.html'],
    [/^checks\/dir-\d+\/$/, 'folder with index.html'],
    [/^checks\/a b-\d+\.html$/, 'percent-encoded path to a file'],
    [/\.svg#home-\d+$/, 'id in an SVG file'],
    [/\.mp4#t=/, 'media fragment (#t=)'],
    [/\.pdf#page=/, 'PDF fragment (#page=)'],
    [/^img\/pic-\d+(@2x)?\.png$/, 'src and srcset that exist'],
  ];
  return kinds.find(([re]) => re.test(t))?.[1] ?? t;
}

/** A false positive that is no seeded trap, by kind. */
function unseededKind(report) {
  const hash = report.target.indexOf('#');
  if (hash >= 0 && /^#top$/i.test(report.target.slice(hash))) return '#top on a generated page (the top of the page)';
  return hash >= 0 ? 'a fragment not seeded' : 'a file not seeded';
}

const byTarget = new Map();
for (const e of manifest) {
  const key = normalize(e.target);
  if (!byTarget.has(key)) byTarget.set(key, []);
  byTarget.get(key).push(e);
}

/** Judges a tool's reports: {found, reported, right, falsePositives: Map(kind → [examples]), missed, noPage, exact}. */
function judge(reports) {
  const seen = new Set();
  const found = new Set();
  const falsePositives = new Map();
  let reported = 0;
  let right = 0;
  let noPage = 0;
  for (const r of reports) {
    let target;
    try {
      target = normalize(r.target);
    } catch {
      target = r.target;
    }
    const key = `${r.page} ${target}`;
    if (seen.has(key)) continue;
    seen.add(key);
    reported++;
    const candidates = (byTarget.get(target) ?? []).filter((e) => r.page === null || e.file === r.page);
    const defects = candidates.filter((e) => e.problem !== null);
    if (defects.length > 0) {
      right++;
      if (r.page === null) noPage++;
      for (const d of defects) found.add(d);
      continue;
    }
    const kind = candidates.length > 0 ? `trap: ${kindOf(candidates[0])}` : unseededKind(r);
    if (!falsePositives.has(kind)) falsePositives.set(kind, []);
    falsePositives
      .get(kind)
      .push(`${r.page ?? '(no page)'} → ${target}${r.status === undefined ? '' : ` (status ${r.status})`}`);
  }
  const missed = new Map();
  for (const d of seededDefects) if (!found.has(d)) missed.set(kindOf(d), (missed.get(kindOf(d)) ?? 0) + 1);
  let exact = null;
  if (reports.length > 0 && reports[0].exact !== undefined) {
    const want = new Set(seededDefects.map((e) => `${e.file}:${e.line}:${e.column}: ${e.problem}`));
    const got = new Set(reports.map((r) => r.exact));
    exact = { found: [...want].filter((k) => got.has(k)).length, right: [...got].filter((k) => want.has(k)).length };
    exact.reported = got.size;
  }
  return { found: found.size, reported, right, falsePositives, missed, noPage, exact };
}

// ─── the run ─────────────────────────────────────────────────────────────────────────────────────

const n = (x) => x.toLocaleString('en-US');
const pct = (a, b) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
console.log(
  `bench:check: ${n(pageCount)} pages (${n(htmlFiles.length)} HTML files, ${n(files.length)} files), ` +
    `${n(seededDefects.length)} seeded defects and ${n(manifest.length - seededDefects.length)} traps, seed ${SEED}, ` +
    `${ROUNDS} rounds (limit ${LIMIT} s a run; once only over ${ONCE} s)`,
);
for (const name of names) console.log(`  ${name} ${VERSIONS[name]}: ${TOOLS[name].shown}`);

const runs = Object.fromEntries(names.map((name) => [name, []]));
const verdicts = Object.fromEntries(names.map((name) => [name, []]));
const stoppedAt = {};
const failures = {};
const started = Date.now();
const loadBefore = loadavg()[0];
for (let round = 0; round < ROUNDS; round++) {
  const order = names.map((_, i) => names[(i + round) % names.length]);
  const line = [];
  for (const name of order) {
    if (stoppedAt[name] !== undefined || (runs[name].length > 0 && runs[name][0] > ONCE)) continue;
    const out = join(dir, `out-${names.indexOf(name)}.txt`);
    const run = await timed(name, out);
    if (run.stopped) {
      stoppedAt[name] = run.seconds;
      line.push(`${name} stopped at ${run.seconds.toFixed(1)} s`);
      continue;
    }
    // A report that does not read whole (a crash) is shown as a failure; the time is kept.
    runs[name].push(run.seconds);
    try {
      verdicts[name].push(judge(TOOLS[name].read(readFileSync(out, 'utf8'), run.status)));
    } catch (error) {
      failures[name] = `exit ${run.status}: ${error.message}; ${readFileSync(out + '.err', 'utf8')
        .trim()
        .slice(0, 300)}`;
    }
    line.push(`${name} ${run.seconds.toFixed(1)} s (exit ${run.status})`);
  }
  console.log(`  round ${round + 1}: ${line.join(', ')}`);
}
server.close();
const minutes = (Date.now() - started) / 60_000;
const load = `load average ${loadBefore.toFixed(1)} before the rounds, ${loadavg()[0].toFixed(1)} after`;

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ours = runs['java-uri check']?.length > 0 ? median(runs['java-uri check']) : undefined;
const range = (xs) => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi ? n(lo) : `${n(lo)}–${n(hi)}`;
};
const rows = names.map((name) => {
  const times = runs[name];
  const v = verdicts[name];
  const time =
    stoppedAt[name] !== undefined && times.length === 0
      ? `stopped at ${stoppedAt[name].toFixed(0)} s`
      : times.length === 0
        ? '–'
        : `${median(times).toFixed(1)} s${times.length === 1 && ROUNDS > 1 ? ' (1 run)' : ''}`;
  const ratio = times.length === 0 || ours === undefined ? '–' : (median(times) / ours).toFixed(2);
  if (v.length === 0)
    return `| ${name} | ${VERSIONS[name]} | ${time} | ${ratio} | ${failures[name] ? 'failed' : '–'} | – | – |`;
  const last = v.at(-1);
  const recall = `${range(v.map((x) => x.found))} / ${n(seededDefects.length)} (${pct(last.found, seededDefects.length)})`;
  return (
    `| ${name} | ${VERSIONS[name]} | ${time} | ${ratio} | ${recall} | ${range(v.map((x) => x.reported))} | ` +
    `${pct(last.right, last.reported)} |`
  );
});
const table = [
  '| tool | version | wall time (median) | × java-uri | seeded defects found (recall) | problems reported | precision |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
];

/** The details under the table: false positives by kind (with the first few), misses by kind, exact matches. */
const details = [];
for (const name of names) {
  const v = verdicts[name].at(-1);
  if (failures[name]) details.push(`- ${name}: ${failures[name].trim()}`);
  if (stoppedAt[name] !== undefined)
    details.push(
      `- ${name}: a run stopped after ${LIMIT} s (--limit)` +
        (runs[name].length === 0 ? ', before it reported anything' : `; ${runs[name].length} runs finished before`),
    );
  if (v === undefined) continue;
  const parts = [];
  if (v.exact !== null)
    parts.push(
      `matched exactly by file:line:column and problem: ${n(v.exact.found)} of ${n(seededDefects.length)} found, ` +
        `${n(v.exact.right)} of ${n(v.exact.reported)} reports right`,
    );
  if (v.noPage > 0) parts.push(`${n(v.noPage)} of its right reports name no page (the target alone matched)`);
  const fp = [...v.falsePositives].sort((a, b) => b[1].length - a[1].length);
  parts.push(
    fp.length === 0
      ? 'no false positive'
      : `false positives: ${fp.map(([kind, xs]) => `${n(xs.length)} × ${kind} (e.g. ${xs.slice(0, 2).join('; ')})`).join('; ')}`,
  );
  const missed = [...v.missed].sort((a, b) => b[1] - a[1]);
  parts.push(
    missed.length === 0
      ? 'missed no seeded defect'
      : `missed: ${missed.map(([kind, count]) => `${n(count)} × ${kind}`).join(', ')}`,
  );
  details.push(`- ${name}: ${parts.join('; ')}`);
}
const commands = names.map((name) => `- ${name} ${VERSIONS[name]}: \`${TOOLS[name].shown}\``);
console.log(
  '\n' + table.join('\n') + '\n\n' + details.join('\n') + `\n\n(${minutes.toFixed(1)} minutes in all; ${load})`,
);

if (!process.argv.includes('--no-write') && ONLY === null) {
  const path = here('./RESULTS.md');
  const results = readFileSync(path, 'utf8');
  const date = new Date().toISOString().slice(0, 10);
  const section =
    `## Link checking (npm run bench:check)\n\n` +
    `${date}; ${cpus().length} cores as seen by Node, Node.js ${process.version}; ${load}, ${minutes.toFixed(0)} minutes in all. ` +
    `${n(pageCount)} generated documentation pages (scripts/site-gen.mjs, shape docs, seed ${SEED}, --defects), ` +
    `${n(files.length)} files, ${n(seededDefects.length)} seeded defects and ${n(manifest.length - seededDefects.length)} traps ` +
    `(scripts/site-defects.mjs). Each tool a fresh process, timed whole (wall clock, start-up included); ` +
    `median of ${ROUNDS} interleaved rounds (a tool whose first run took over ${ONCE} s ran once). ` +
    `Every page is a start: nothing links to the seeded pages, so a crawl from the root page would reach none. ` +
    `A reported problem finds a seeded defect when its page and target URL (both normalized) agree with the defect's ` +
    `(or it names no page); each (page, target) pair counts once. The command lines (DIR: the run's folder; PORT: ` +
    `the local server's, scripts/static-host.mjs serving the site at /docs/, with no time limit on a request; ` +
    `linkinator and hyperlink started as npx starts them, from bench/check/node_modules/.bin, since npx hands its ` +
    `command line to sh -c as one argument, which Linux caps at 128 KB):\n\n${commands.join('\n')}\n\n` +
    `${table.join('\n')}\n\n${details.join('\n')}\n`;
  const start = results.indexOf('## Link checking (npm run bench:check)');
  const next = start < 0 ? -1 : results.indexOf('\n## ', start + 1);
  writeFileSync(
    path,
    start < 0
      ? results.trimEnd() + '\n\n' + section
      : results.slice(0, start) + section + (next < 0 ? '' : results.slice(next + 1)),
  );
}
if (KEEP) console.log(`kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });

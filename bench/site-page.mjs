// Memory and time of `java-uri site` on one huge page: a documentation-shaped page of --mb N
// megabytes (default 50; deterministic: head with meta, link, script and a noscript stylesheet, nav
// lists of links, articles with headings, paragraphs with inline links, code blocks, images with
// srcset, tables, inline style attributes, a few <noscript>s, non-ASCII text) written as a one-page
// site, then rewritten in a fresh Node process the way the command line does it (relativizeSite
// from dist/site-walk.mjs, writing a copy), and the same for an empty page. Prints the page's size,
// each run's seconds and peak resident set (bench/peak-rss.cjs), the difference, and the ratio of
// the difference to the page's size; exits 1 when that ratio is above the target. With --links N, the
// page is a list of N links and nothing else (a mix of root-relative, absolute, relative, other
// sites' and fragment links; 1,000,000 make about 55 MB), and the run is timed against the parser
// floor too (bench/site-floor.mjs on the same page, in a fresh process: read, parse5 with the
// options site parses with, write): exits 1 when it takes more than TIME_TARGET × the floor.
//   npm run build first; node bench/site-page.mjs [--mb N | --links N] [--keep]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The most the page may cost, in peak resident set above the empty page's, per byte of the page. */
export const TARGET = 20;
/** The most the rewrite may take, in multiples of the parser floor's time (with --links). */
export const TIME_TARGET = 1.5;
const BASE = 'https://example.com/docs/';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** A deterministic pseudo-random generator (mulberry32): integers in [0, n). */
function random(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const WORDS = (
  'the parser reads each link of a page and writes it relative to its directory configuration option ' +
  'returns value when site moves Überblick Größe naïve café résumé 設定 ページ ссылка путь λόγος straße → — ✓'
).split(' ');
const SECTIONS = ['guide', 'api', 'reference', 'tutorials', 'blog', 'faq'];

/** The parts of a generated page, each a function of a random source giving HTML. */
function parts(next) {
  const pick = (list) => list[next(list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const path = () => `${pick(SECTIONS)}/${words(1).replace(/[^a-z]/g, '') || 'page'}-${next(500)}.html`;
  const href = () => {
    const kind = next(10);
    if (kind < 5) return `/docs/${path()}`;
    if (kind < 7) return `${BASE}${path()}`;
    if (kind < 8) return `../${path()}#${words(1)}`;
    if (kind < 9) return `https://other.example.org/${path()}`;
    return `#s-${next(1000)}`;
  };
  const paragraph = () =>
    `<p>${words(12)} <a href="${href()}">${words(2)}</a> ${words(10)} <code>${words(1)}()</code>, ` +
    `<em>${words(3)}</em> <a href="${href()}" title="${words(2)}">${words(1)}</a> ${words(8)}.</p>\n`;
  const figure = () => {
    const img = `/docs/img/${words(1).replace(/[^a-z]/g, '') || 'figure'}-${next(300)}`;
    return (
      `<figure><img src="${img}.png" srcset="${img}.png 1x, ${img}@2x.png 2x" alt="${words(3)}" loading="lazy" ` +
      `width="640" height="360"><figcaption>${words(6)}</figcaption></figure>\n`
    );
  };
  const code = () =>
    `<pre><code class="language-js"><span class="k">const</span> url = <span class="s">"/docs/${path()}"</span>;\n` +
    `<span class="c">// &lt;a href="/docs/${path()}"&gt; is text here</span>\n` +
    `fetch(url).then((r) =&gt; r.json());</code></pre>\n`;
  const table = () => {
    let rows = '';
    for (let i = 0; i < 4; i++) {
      rows +=
        `<tr><td><a href="${href()}"><code>${words(1)}</code></a></td><td>${words(6)}</td>` +
        `<td style="color: #${next(0xfff).toString(16)}">${words(1)}</td></tr>\n`;
    }
    return `<table class="params"><thead><tr><th>name</th><th>description</th><th>type</th></tr></thead>\n<tbody>\n${rows}</tbody></table>\n`;
  };
  const callout = () =>
    `<div class="note" style="background-image: url('/docs/img/note-${next(9)}.svg'); padding: 1em">` +
    `<p>${words(10)} <a href="${href()}">${words(2)}</a>.</p></div>\n`;
  const noscript = () =>
    `<noscript><img src="/docs/img/pixel-${next(9)}.gif" alt=""><a href="/docs/${path()}">${words(3)}</a></noscript>\n`;
  const nav = () => {
    let items = '';
    for (let i = 0; i < 30; i++) items += `<li><a href="/docs/${path()}">${words(2)}</a></li>\n`;
    return `<nav class="toc"><ul>\n${items}</ul></nav>\n`;
  };
  const section = (n) => {
    let body = `<section id="s-${n}"><h2><a class="anchor" href="#s-${n}">§</a> ${words(4)}</h2>\n`;
    for (let i = 0; i < 3 + next(4); i++) body += paragraph();
    body += [figure, code, table, callout][next(4)]();
    if (next(2) === 0) body += `<h3 id="s-${n}-a">${words(3)}</h3>\n${paragraph()}${code()}`;
    return body + '</section>\n';
  };
  return { nav, section, noscript };
}

/** A documentation page of about `bytes` bytes of UTF-8. */
export function generatePage(bytes, seed = 1) {
  const next = random(seed);
  const { nav, section, noscript } = parts(next);
  const head =
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Reference — java-uri</title>\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<link rel="canonical" href="${BASE}reference/all.html">\n` +
    `<link rel="stylesheet" href="/docs/css/main.css">\n<link rel="icon" href="/docs/favicon.ico">\n` +
    `<script src="/docs/js/app.js" defer></script>\n` +
    `<noscript><link rel="stylesheet" href="/docs/css/noscript.css"></noscript>\n` +
    `<style>body { background: url(/docs/img/bg.png) } .note { border: 1px solid }</style>\n</head>\n` +
    `<body>\n<header><a href="/docs/"><img src="/docs/img/logo.svg" alt="java-uri"></a>\n${nav()}</header>\n` +
    `<main><aside>\n${nav()}</aside>\n<article>\n<h1>Reference</h1>\n`;
  const tail = `</article></main>\n<footer><p>© java-uri — <a href="/docs/license.html">licence</a></p></footer>\n</body>\n</html>\n`;
  const chunks = [head];
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail);
  let nextNoscript = 0;
  for (let n = 0; size < bytes; n++) {
    let chunk = section(n);
    if (size >= nextNoscript) {
      chunk += noscript();
      nextNoscript += 2_000_000;
    }
    if (n % 200 === 199) chunk += `</article>\n<article>\n${nav()}`;
    chunks.push(chunk);
    size += Buffer.byteLength(chunk);
  }
  chunks.push(tail);
  return chunks.join('');
}

/** A page of `count` links and nothing else: list items of five kinds of link, in turn. */
export function linksPage(count) {
  const kinds = [
    (i) => `/docs/guide/page-${i % 5000}.html`,
    (i) => `${BASE}api/p${i % 5000}.html#m-${i % 7}`,
    (i) => `../docs/ref/r${i % 5000}.html`,
    (i) => `https://other.example.org/x/${i % 5000}`,
    (i) => `#s-${i % 1000}`,
  ];
  const chunks = [
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Links</title></head>\n<body><ul>\n',
  ];
  for (let i = 0; i < count; i++) chunks.push(`<li><a href="${kinds[i % 5](i)}">${i}</a></li>\n`);
  chunks.push('</ul></body></html>\n');
  return chunks.join('');
}

/** bench/site-floor.mjs on the one-page site `src`, in a fresh process: its seconds. */
function floor(src, out) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [here('./site-floor.mjs'), src, out], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`the floor failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  return seconds;
}

/** Rewrites the one-page site `src` into `out` in a fresh process: [seconds, peak resident set in bytes]. */
function rewrite(src, out, rss) {
  const walk = pathToFileURL(here('../dist/site-walk.mjs')).href;
  const program =
    `const { relativizeSite } = await import(${JSON.stringify(walk)});\n` +
    `const summary = await relativizeSite(${JSON.stringify(src)}, { base: ${JSON.stringify(BASE)}, out: ${JSON.stringify(out)} });\n` +
    `if (summary.errors.length > 0) throw new Error(JSON.stringify(summary.errors));\n` +
    `const { user, system } = process.cpuUsage();\n` +
    `console.log(JSON.stringify({ links: summary.links, cpu: (user + system) / 1e6 }));\n`;
  const script = join(dirname(rss), 'rewrite.mjs');
  writeFileSync(script, program);
  const started = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    // A file, not --eval with --input-type: the walk's worker threads inherit the flags, and a
    // worker given --input-type does not start.
    ['--require', here('./peak-rss.cjs'), script],
    { env: { ...process.env, PEAK_RSS_FILE: rss }, encoding: 'utf8' },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`the rewrite failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  return { seconds, peak: Number(readFileSync(rss, 'utf8')), ...JSON.parse(run.stdout) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mb = option('--mb', 50);
  const links = option('--links', 0);
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-bench-page-'));
  try {
    const page = links > 0 ? linksPage(links) : generatePage(mb * 1e6);
    const bytes = Buffer.byteLength(page);
    for (const [name, text] of [
      ['page', page],
      ['empty', ''],
    ]) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'index.html'), text);
    }
    const rss = join(dir, 'rss');
    const empty = rewrite(join(dir, 'empty'), join(dir, 'out-empty'), rss);
    const full = rewrite(join(dir, 'page'), join(dir, 'out-page'), rss);
    const mbs = (n) => `${(n / 1e6).toFixed(0)} MB`;
    const ratio = (full.peak - empty.peak) / bytes;
    console.log(
      `page: ${mbs(bytes)} (${bytes.toLocaleString('en-US')} bytes), ${full.links.toLocaleString('en-US')} links`,
    );
    const line = (run) => `${run.seconds.toFixed(2)} s (CPU ${run.cpu.toFixed(2)} s), peak RSS ${mbs(run.peak)}`;
    console.log(`empty page: ${line(empty)}`);
    console.log(`the page:   ${line(full)}`);
    console.log(
      `difference: ${mbs(full.peak - empty.peak)}, ${ratio.toFixed(1)} × the page's size ` +
        `(target ≤ ${TARGET}): ${ratio <= TARGET ? 'met' : 'NOT MET'}`,
    );
    let timeMet = true;
    if (links > 0) {
      const floorSeconds = floor(join(dir, 'page'), join(dir, 'out-floor'));
      const times = full.seconds / floorSeconds;
      timeMet = times <= TIME_TARGET;
      console.log(
        `parser floor (bench/site-floor.mjs): ${floorSeconds.toFixed(2)} s; the rewrite ${times.toFixed(2)} × the floor ` +
          `(target ≤ ${TIME_TARGET}): ${timeMet ? 'met' : 'NOT MET'}`,
      );
    }
    if (process.argv.includes('--keep')) console.log(`kept: ${dir}`);
    process.exitCode = ratio <= TARGET && timeMet ? 0 : 1;
  } finally {
    if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  }
}

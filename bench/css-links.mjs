// The CSS links of style sheets found two ways, side by side: cssLinks (src/site/css-scan.ts, which
// scans the characters: what `site` and `check` run) and cssLinksByTokens (the tokens of
// @csstools/css-tokenizer, the general path it is tested against). Over the real CSS at hand (the
// .css files, <style> elements and style attributes of the generators' real builds: the committed
// ones and those built into fixtures/generators/*/out; the installed packages' .css files) and a
// generated 5 MB style sheet shaped like a real site's (minified rules, comments, strings with
// escapes, url()s, image-set(), @font-face src, @import, escaped class names, data: URLs), and one
// of 550 KB, a large theme's CSS, as a generator that inlines it puts it into every page. For each,
// the median of the rounds (each path warmed up first, the rounds alternating, no GC forced between
// them: a forced one leaves a small young generation that the tokenizer path pays for): the time of
// one pass over the style sheets, the bytes it allocated (the heap's growth plus what each GC
// freed, by v8.GCProfiler) and its GCs.
// Writes the "CSS links" section of bench/RESULTS.md (--no-write: only prints it).
//   npm run bench:css [-- --mb 5 --rounds 9 --no-write]
import * as esbuild from 'esbuild';
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GCProfiler } from 'node:v8';
import { parse } from 'parse5';
import { writeSection } from './against-jdk.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const MB = option('--mb', 5);
const ROUNDS = option('--rounds', 9);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

// The two paths, from the sources (the built package exports neither).
const code = (
  await esbuild.build({
    stdin: {
      contents: "export { cssLinks } from './src/site/css'; export { cssLinksByTokens } from './src/site/css-tokens';",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  })
).outputFiles[0].text;
const { cssLinks, cssLinksByTokens } = await import(
  'data:text/javascript;base64,' + Buffer.from(code).toString('base64')
);

/** The files under `dir` whose extension is one of `extensions` (node_modules skipped unless `into`). */
function files(dir, extensions, into = false) {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (into || entry.name !== 'node_modules') walk(path);
      } else if (entry.isFile() && extensions.includes(extname(entry.name))) found.push(path);
    }
  };
  if (existsSync(dir)) walk(realpathSync(dir));
  return found.sort();
}

/** The CSS of an HTML document: each `<style>` element's text and each style attribute. */
function htmlCss(html) {
  const sheets = [];
  const walk = (node) => {
    for (const a of node.attrs ?? []) if (a.name === 'style') sheets.push(a.value);
    if (node.nodeName === 'style') sheets.push((node.childNodes ?? []).map((c) => c.value ?? '').join(''));
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content !== undefined) walk(node.content);
  };
  walk(parse(html));
  return sheets;
}

const sheetsOf = (dirs, extensions, into = false) =>
  dirs.flatMap((dir) =>
    files(join(ROOT, dir), extensions, into).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return file.endsWith('.css') ? [text] : htmlCss(text);
    }),
  );

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

/** A minified style sheet of about `bytes` bytes, shaped like a real site's. */
function generated(bytes) {
  const r = random(53);
  const pick = (list) => list[r(list.length)];
  const name = () =>
    pick(['btn', 'card', 'nav', 'hero', 'post', 'grid', 'col', 'tw', 'md', 'gatsby']) + '-' + r(5000).toString(36);
  const color = () => '#' + r(0x1000000).toString(16).padStart(6, '0');
  const declarations = [
    () => 'display:' + pick(['flex', 'grid', 'block', 'none', 'inline-block']),
    () => `margin:${r(40)}px ${pick(['auto', '0', '1rem'])}`,
    () => `padding:.${r(10)}rem ${r(4)}rem`,
    () => 'color:' + color(),
    () => `background:${color()} url(/static/img/${name()}.png) no-repeat center/cover`,
    () => `background-image:url("/static/${name()}-${r(1e6).toString(16)}.webp")`,
    () =>
      `background-image:image-set("/img/${name()}.avif" type("image/avif"),url(/img/${name()}.jpg) 1x,url('/img/${name()}@2x.jpg') 2x)`,
    () => `transition:all .${r(9)}s cubic-bezier(.4,0,.2,1)`,
    () => `--tw-ring-color:rgb(${r(255)} ${r(255)} ${r(255)}/.5)`,
    () => 'font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
    () => 'content:"\\201C"',
    () => `width:calc(100% - ${r(64)}px)`,
    () => `box-shadow:0 ${r(8)}px ${r(24)}px rgba(0,0,0,.${r(99)})`,
    () =>
      `mask:url("data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3e%3cpath d='M${r(16)} ${r(16)}h${r(9)}'/%3e%3c/svg%3e")`,
    () => `transform:translate3d(${r(100)}%,-${r(50)}%,0) rotate(${r(360)}deg)`,
  ];
  const rule = () => {
    const selector = pick([
      () => '.' + name(),
      () => `.${name()}:hover>.${name()}`,
      () => `.sm\\:${name()}`,
      () => `.${name()} a[href^="http"]`,
      () => '#' + name(),
      () => `.hover\\:bg-${name()}:hover`,
    ])();
    const body = Array.from({ length: 1 + r(6) }, () => pick(declarations)()).join(';');
    return `${selector}{${body}}`;
  };
  const parts = ['@import url(/static/fonts.css);@import "/static/print.css" print;'];
  let size = parts[0].length;
  while (size < bytes) {
    const k = r(100);
    const part =
      k < 2
        ? `/*! ${name()} v${r(9)}.${r(9)}.${r(9)} | MIT License */`
        : k < 4
          ? `@font-face{font-family:"${name()}";src:url(/static/fonts/${name()}.woff2) format("woff2"),url("/static/fonts/${name()}.woff") format("woff");font-display:swap}`
          : k < 10
            ? `@media (min-width:${r(1400)}px){${rule()}${rule()}}`
            : rule();
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

/** `find` over `sheets`, warmed up: the links it finds, and the rounds measured so far. */
function measure(find, sheets) {
  let links = 0;
  for (const css of sheets) links += find(css).length;
  const until = performance.now() + 300;
  for (let i = 0; i < 3 || (i < 50 && performance.now() < until); i++) for (const css of sheets) find(css);
  return { links, find, sheets, times: [], allocated: [], gcs: [] };
}

/** One pass of `m.find` over its sheets: its time in ms, the bytes it allocated, its GCs. */
function round(m) {
  const profiler = new GCProfiler();
  profiler.start();
  const before = process.memoryUsage().heapUsed;
  const t0 = process.hrtime.bigint();
  let sink = 0;
  for (const css of m.sheets) sink += m.find(css).length;
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const after = process.memoryUsage().heapUsed;
  const { statistics } = profiler.stop();
  const freed = statistics.reduce(
    (sum, s) => sum + s.beforeGC.heapStatistics.usedHeapSize - s.afterGC.heapStatistics.usedHeapSize,
    0,
  );
  if (sink !== m.links) throw new Error('a different number of links');
  m.times.push(ms);
  m.allocated.push(Math.max(0, after - before + freed));
  m.gcs.push(statistics.length);
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

// The generators' real builds: the committed ones, and those built into out/ by their build.sh.
const builds = readdirSync(join(ROOT, 'fixtures/generators'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => ['committed', 'out'].map((sub) => `fixtures/generators/${d.name}/${sub}`))
  .filter((dir) => existsSync(join(ROOT, dir)));

const corpora = [
  [
    `the generators' real builds (${builds.length}: fixtures/generators/*/committed, out)`,
    sheetsOf(builds, ['.css', '.html', '.htm']),
  ],
  ["installed packages' .css", sheetsOf(['node_modules'], ['.css'], true)],
  ['generated 550 KB style sheet', [generated(550 * 1024)]],
  [`generated ${MB} MB style sheet`, [generated(MB * 1024 * 1024)]],
].filter(([, sheets]) => sheets.length > 0);

const mb = (n) => (n / 1024 / 1024).toFixed(2);
const load = () => loadavg()[0].toFixed(1);
const loadBefore = load();
const rows = [];
for (const [label, sheets] of corpora) {
  const bytes = sheets.reduce((sum, css) => sum + Buffer.byteLength(css), 0);
  const fast = measure(cssLinks, sheets);
  const tokens = measure(cssLinksByTokens, sheets);
  if (fast.links !== tokens.links) throw new Error(`${label}: ${fast.links} links against ${tokens.links}`);
  for (let i = 0; i < ROUNDS; i++) {
    round(fast);
    round(tokens);
  }
  const [fastMs, tokensMs] = [median(fast.times), median(tokens.times)];
  const [fastBytes, tokensBytes] = [median(fast.allocated), median(tokens.allocated)];
  rows.push([
    label,
    sheets.length.toLocaleString('en'),
    mb(bytes),
    fast.links.toLocaleString('en'),
    fastMs.toFixed(2) + ' ms',
    tokensMs.toFixed(2) + ' ms',
    (tokensMs / fastMs).toFixed(1) + '×',
    (bytes / 1024 / 1024 / (fastMs / 1000)).toFixed(0),
    mb(fastBytes),
    mb(tokensBytes),
    `${median(fast.gcs)} / ${median(tokens.gcs)}`,
  ]);
}
const header = [
  'style sheets',
  'count',
  'MB',
  'links',
  'scan',
  'tokenizer path',
  'tokenizer ÷ scan',
  'scan MB/s',
  'scan allocated MB',
  'tokenizer allocated MB',
  'GCs scan / tokenizer',
];
writeSection(
  [
    '## CSS links (npm run bench:css)',
    '',
    `${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores as seen by Node, Node.js ${process.version}; ` +
      `load average ${loadBefore} before the rounds, ${load()} after. cssLinks, the scan of src/site/css-scan.ts ` +
      'that `site` and `check` run, against cssLinksByTokens, the same links read from the tokens of ' +
      '@csstools/css-tokenizer (spec/css-scan.spec.ts holds the scan to it). Each: one pass over the style ' +
      `sheets, the median of ${ROUNDS} alternating rounds after a warm-up; allocated: the heap's growth plus ` +
      'what each GC freed. The real CSS: the .css files, `<style>` elements and style attributes of the ' +
      "generators' builds (fixtures/generators/*/committed, and out/ where built), the installed packages' " +
      ".css files; the generated sheets are shaped like a real site's minified CSS (bench/css-links.mjs).",
    '',
    '| ' + header.join(' | ') + ' |',
    '| --- | ' +
      header
        .slice(1)
        .map(() => '---:')
        .join(' | ') +
      ' |',
    ...rows.map((row) => '| ' + row.join(' | ') + ' |'),
  ].join('\n') + '\n',
);

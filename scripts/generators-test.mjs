// `npm run test:generators`: real builds of real generators, made for the sub-path /docs/ (site URL
// https://example.com/docs/), rewritten by `java-uri site`, served at another path, and loaded in
// headless Chromium with JavaScript on. One fixture folder per generator, fixtures/generators/<name>/:
// its own package.json and lock file (or a Debian package: Hugo, Sphinx, MkDocs; the JDK's javadoc),
// a build.sh that builds into out/; or, where a build is too heavy for CI, committed/, a real build
// made once by the same build.sh.
//
// For each fixture:
//   0  check as a CI user runs it (ciPhase): on the clean build, status 0 and no ::error or ::warning, with
//      and without --base (the base inferred from the build), the same findings either way; --portable
//      gives the scripts-hold-base report, status 5, exactly where this table names a generator. On
//      JSDoc's build (check only), the fragments its linenumber.js makes are fragment-by-script and two
//      seeded ones no script makes are missing-fragment, each confirmed in Chromium with JavaScript on.
//   1  the report: `java-uri site --json` gives one "scripts-hold-base" record for exactly the
//      generators this table names (no false alarm: none for Eleventy, Hugo, Sphinx, MkDocs, javadoc);
//      the root 404.html (and 200.html) is copied byte for byte and reported once ("error-page").
//   2  where the scripts do not hold the base (and Starlight, whose pages work but search does not): the
//      rewritten copy, served at /other/place/, judged with JavaScript on (below) must pass.
//   3  where they do: the same copy is judged and must fail as reported (its verdict is printed); then the
//      --static copy served at /other/place/, and the --static --offline copy opened from file://, must
//      pass, and every link of the static copy must lead where the original's did (the build served at
//      /docs/ with JavaScript on).
//   4  the plugins (java-uri/eleventy, java-uri/astro, java-uri/vitepress, java-uri/docusaurus; PLUGINS below;
//      with offline: true, Eleventy's and VitePress's static copy are opened from file:// too):
//      the fixture built again by its generator's own command with its plugin on (JAVA_URI_PLUGIN, read by the
//      fixture's config), once per mode. Where nothing holds the base (Eleventy), the plugin rewrites by
//      default; where the generator's scripts hold it, it checks by default, tells it and rewrites nothing, and
//      rewrites with static: true. A rewritten build must pass `java-uri check`, have no link left to make
//      relative, and, served at /other/place/, pass the judge, every link leading where the original's did
//      (the original served at /docs/); Eleventy's, link by link against its build without the plugin. A
//      build the plugin must fail (failOn) must fail, its error naming the finding and where it is.
//   5  findings on the sources (SOURCES below): a copy of the fixture built, its plugin checking, with a broken
//      fragment seeded in its Markdown, in the generator's link form; check --sources reports it at that
//      Markdown line and column, in JSON and in GitHub's annotations, and the plugin's log tells it there too
//      (the plugins pass their generator's source directories).
// The judge, page by page (every HTML document but the root 404.html and 200.html, loaded at the URL a
// reader would use: x/ for x/index.html, from a server that redirects x to x/ as GitHub Pages does):
// 0 failed requests (a status >= 400 or a request that failed; another origin is never reached: such a
// request is aborted and reported), 0 page errors, 0 not-found pages (the status, and the first <h1> or
// else the title once the scripts ran, against what the page's HTML says, read by parse5: a generator's
// not-found view changes them), every image shown (none broken, none left transparent), the islands
// hydrated (no <astro-island ssr> left; Starlight's copy must hydrate its one island);
// then one internal link of the content followed by a click: it must land on the page it names (the
// file a static host serves for it, and that page's <h1>), with 0 failed requests.
//   npm run test:generators [-- --only a,b] [--no-build] [--no-plugins] [--keep]
// --no-build: use out/ as already built (the plugins' builds still run); --no-plugins: no phase 4. The verdicts are printed as the table of docs/links.md.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'parse5';
import puppeteer from 'puppeteer-core';
import { BROWSERS, missingBrowser } from './browsers.mjs';
import { hostFile, isDir, isFile, serveSite } from './static-host.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.mjs');
const FIXTURES = join(ROOT, 'fixtures', 'generators');
const BASE = 'https://example.com/docs/';
const ELSEWHERE = '/other/place/';

/**
 * The fixtures: how each is built, the generators the report must name, and whether its pages work
 * once rewritten and served elsewhere with JavaScript on (without --static).
 */
const TABLE = [
  { name: 'eleventy', build: 'ci', reported: [], works: true },
  { name: 'hugo', build: 'ci', reported: [], works: true },
  { name: 'sphinx', build: 'ci', reported: [], works: true },
  { name: 'mkdocs', build: 'ci', reported: [], works: true },
  { name: 'javadoc', build: 'ci', reported: [], works: true },
  // Checked only (phase 0): its source pages' line numbers are ids its scripts make.
  { name: 'jsdoc', build: 'ci', reported: [], works: true, checkOnly: true },
  { name: 'starlight', build: 'ci', reported: ['Starlight search (Pagefind)'], works: false, islands: 1 },
  { name: 'vitepress', build: 'ci', reported: ['VitePress'], works: false },
  // The generators' own relative builds (VitePress 2's base './', Docusaurus's hash router, SvelteKit's
  // paths.relative): no report, and they work wherever they are served.
  { name: 'vitepress-relative', build: 'ci', reported: [], works: true },
  { name: 'docusaurus-hash', build: 'ci', reported: [], works: true },
  { name: 'sveltekit-relative', build: 'ci', reported: [], works: true },
  { name: 'docusaurus', build: 'ci', reported: ['Docusaurus'], works: false },
  { name: 'vuepress', build: 'committed', reported: ['VuePress'], works: false },
  { name: 'gatsby', build: 'committed', reported: ['Gatsby'], works: false },
  { name: 'nextjs', build: 'committed', reported: ['Next.js'], works: false },
  // Nuxt holds the base only in each page's inline config: no script or JSON file holds it.
  { name: 'nuxt', build: 'committed', reported: ['Nuxt'], works: false, files: false },
];

/**
 * The plugins' builds (phase 4), by fixture: the plugin, the generator's build command and the directory it
 * builds into, the generator the report names (whose plugin checks by default and rewrites only with
 * static), and the modes built (JAVA_URI_PLUGIN: "default" (no options), "check" (rewrite: false), "static"
 * (static: true), or the options as JSON). FAIL_ON_HELD must fail the build.
 */
const FAIL_ON_HELD = '{"failOn":["scripts-hold-base"]}';
/** A copy for reading from disk (offline: true): judged from file:// as well as served elsewhere. */
const OFFLINE = '{"offline":true}';
const STATIC_OFFLINE = '{"static":true,"offline":true}';
/** The plugin's options a mode gives. */
const optionsOf = (mode) =>
  mode === 'default'
    ? {}
    : mode === 'check'
      ? { rewrite: false }
      : mode === 'static'
        ? { static: true }
        : JSON.parse(mode);
const PLUGINS = {
  eleventy: {
    plugin: 'java-uri/eleventy',
    command: ['npx', '--no-install', 'eleventy', '--quiet'],
    output: '_site',
    holds: null,
    modes: ['default', 'check', OFFLINE],
  },
  starlight: {
    plugin: 'java-uri/astro',
    command: ['npx', '--no-install', 'astro', 'build'],
    output: 'dist',
    holds: 'Starlight search (Pagefind)',
    modes: ['default', 'static'],
  },
  vitepress: {
    plugin: 'java-uri/vitepress',
    command: ['npx', '--no-install', 'vitepress', 'build'],
    output: '.vitepress/dist',
    holds: 'VitePress',
    modes: ['default', 'static', FAIL_ON_HELD, STATIC_OFFLINE],
  },
  docusaurus: {
    plugin: 'java-uri/docusaurus',
    command: ['npx', '--no-install', 'docusaurus', 'build'],
    output: 'build',
    holds: 'Docusaurus',
    modes: ['default', 'static'],
  },
};

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const noBuild = flag('--no-build');
const keep = flag('--keep');
const noPlugins = flag('--no-plugins');

/** Every HTML file of `dir`, relative, with /. */
function htmlFiles(dir, at = '') {
  const out = [];
  for (const entry of readdirSync(join(dir, at), { withFileTypes: true })) {
    const rel = at === '' ? entry.name : `${at}/${entry.name}`;
    if (entry.isDirectory()) out.push(...htmlFiles(dir, rel));
    else if (entry.isFile() && /\.html$/i.test(entry.name)) out.push(rel);
  }
  return out.sort();
}

/** The URL path a reader uses for page file `rel`: x/ for x/index.html. */
const pagePath = (rel) => (rel === 'index.html' ? '' : rel.endsWith('/index.html') ? rel.slice(0, -10) : rel);
const encodePath = (p) => p.split('/').map(encodeURIComponent).join('/');

/** `cmd argv…` in the background: its status, output and seconds once it ends. */
function runAsync(cmd, argv, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr, seconds: (Date.now() - started) / 1000 }));
  });
}

function run(cmd, argv, options = {}) {
  const started = Date.now();
  const result = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 1 << 28, ...options });
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

/** `java-uri COMMAND --json ARGS…`: its status, standard error and records. */
function jsonRun(command, argv) {
  const result = run(process.execPath, [CLI, command, '--json', ...argv]);
  const records = result.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
  return { status: result.status, stderr: result.stderr, records };
}

/** `java-uri site ARGS… --json`: its status and records. */
const siteRun = (argv) => jsonRun('site', argv);

/** `java-uri check --portable --json --base BASE DIR`: its status and records (scripts-hold-base's too). */
const checkRun = (dir) => jsonRun('check', ['--portable', '--base', BASE, dir]);

// ─── the judge ───────────────────────────────────────────────────────────────────────────────────

const IDLE = { idleTime: 400, timeout: 15000 };

/** What page `html` says, read by the HTML Standard's parser: its first h1's text, else its title. */
function headingOf(html) {
  const find = (node, name) => {
    if (node.nodeName === name) return node;
    for (const child of node.childNodes ?? []) {
      const found = find(child, name);
      if (found) return found;
    }
    return null;
  };
  const text = (node) => (node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(text).join(''));
  const document = parse(html);
  const h1 = find(document, 'h1');
  const title = find(document, 'title');
  return (h1 ? text(h1) : title ? text(title) : '').replace(/\s+/g, ' ').trim();
}

/** What a page shows once its scripts ran: its first h1's text, else its title. */
function shownHeading() {
  const h1 = document.querySelector('h1');
  return (h1 ? h1.textContent : document.title).replace(/\s+/g, ' ').trim();
}

/**
 * A tab that records failed requests and page errors, and aborts requests to any other origin. From disk,
 * web fonts are not counted: Chromium refuses every font of a file:// page (each file is an origin of its
 * own, and fonts need CORS), whatever its links.
 */
async function watchedPage(context, allowed, fromDisk = false) {
  const page = await context.newPage();
  const problems = [];
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || allowed(url)) return req.continue();
    problems.push(`another origin requested: ${url}`);
    req.abort('blockedbyclient');
  });
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    if (reason === 'net::ERR_BLOCKED_BY_CLIENT' || reason === 'net::ERR_ABORTED') return;
    if (fromDisk && req.resourceType() === 'font' && reason === 'net::ERR_FAILED' && isFile(fileURLToPath(req.url())))
      return;
    problems.push(`failed: ${req.url()} (${reason})`);
  });
  page.on('response', (res) => {
    const url = res.url();
    if (res.status() >= 400 && !url.endsWith('/favicon.ico')) problems.push(`${res.status()}: ${url}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${String(e.message ?? e).split('\n')[0]}`));
  return { page, problems };
}

/**
 * Judges the copy in `dir` served at `prefix` (http) or opened from `prefix` (file://): the failures,
 * and per page what the page showed.
 */
async function judge(browser, dir, prefix, original, withStill = false) {
  const failures = [];
  // The pages a reader opens: HTML documents (a doctype first), not fragments such as Gatsby's slices.
  const files = htmlFiles(dir).filter(
    (f) =>
      f !== '404.html' && f !== '200.html' && /^\s*<!doctype/i.test(readFileSync(join(dir, f), 'utf8').slice(0, 200)),
  );
  const fromDisk = prefix.startsWith('file:');
  const allowed = (url) => url.startsWith(fromDisk ? 'file:' : new URL(prefix).origin + '/');
  const urlOf = (rel) => prefix + encodePath(fromDisk ? rel : pagePath(rel));
  const fileOfUrl = (url) => {
    const u = new URL(url);
    if (fromDisk) {
      const file = fileURLToPath(u);
      return isFile(file) ? relative(dir, file).split(sep).join('/') : null;
    }
    if (!u.href.startsWith(prefix.replace(/\/$/, ''))) return null;
    const rel = decodeURIComponent(u.pathname.slice(new URL(prefix).pathname.length));
    const found = hostFile(dir, rel);
    if (found === null) return null;
    return found.redirect
      ? relative(dir, join(dir, rel, 'index.html'))
          .split(sep)
          .join('/')
      : relative(dir, found.file).split(sep).join('/');
  };
  const context = await browser.createBrowserContext();
  // What each page says in its HTML (the first h1, else the title): the judge of not-found views.
  const still = new Map(files.map((f) => [f, headingOf(readFileSync(join(dir, f), 'utf8'))]));
  const shown = new Map();
  let islandsHydrated = 0;
  // Where a page lands once loaded: itself, or where it sends its reader (javadoc's index.html).
  const landings = new Map();
  const landingOf = async (f) => {
    if (!landings.has(f)) {
      const { page } = await watchedPage(context, allowed, fromDisk);
      try {
        await page.goto(urlOf(f), { waitUntil: 'load', timeout: 20000 });
        await page.waitForNetworkIdle(IDLE).catch(() => undefined);
        landings.set(f, fileOfUrl(page.url()) ?? f);
      } finally {
        await page.close();
      }
    }
    return landings.get(f);
  };
  for (const f of files) {
    const { page, problems } = await watchedPage(context, allowed, fromDisk);
    const label = `${f}`;
    try {
      const response = await page.goto(urlOf(f), { waitUntil: 'load', timeout: 20000 });
      await page.waitForNetworkIdle(IDLE).catch(() => problems.push('the network never went idle'));
      if (!fromDisk && response.status() >= 400) problems.push(`the page itself: ${response.status()}`);
      // A page that sends its reader on (a redirect page) is judged where it lands.
      const at = fileOfUrl(page.url()) ?? f;
      const heading = await page.evaluate(shownHeading);
      // An app shell (Docusaurus's hash router: an empty root, no h1, no title) says nothing: its
      // scripts must show a heading, and not a not-found view's.
      const shell = still.get(at) === '';
      if (shell ? heading === '' || /not found|404/i.test(heading) : heading !== still.get(at))
        problems.push(
          `not-found view: shows ${JSON.stringify(heading)} where ${at} says ${JSON.stringify(still.get(at))}`,
        );
      // Every image shows: none broken, none left transparent (a lazy image whose script never ran).
      const images = await page.evaluate(() =>
        [...document.images]
          .filter((i) => i.getAttribute('aria-hidden') !== 'true' && i.getAttribute('role') !== 'presentation')
          .filter((i) => (i.complete && i.naturalWidth === 0) || getComputedStyle(i).opacity === '0')
          .map((i) => i.currentSrc || i.getAttribute('src') || i.getAttribute('data-src') || '(no src)'),
      );
      for (const src of images) problems.push(`an image is not shown: ${src}`);
      // Islands hydrate, where the page still has their script (--static --offline removes it).
      const [islands, hydrated] = await page.evaluate(() =>
        customElements.get('astro-island') === undefined
          ? [0, 0]
          : [
              document.querySelectorAll('astro-island[ssr]').length,
              document.querySelectorAll('astro-island:not([ssr])').length,
            ],
      );
      if (islands > 0) problems.push(`${islands} island(s) not hydrated`);
      islandsHydrated += hydrated;
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('a[href]')].map((a) => ({
          href: a.href,
          inMain: !!a.closest('main, article, [role=main]'),
        })),
      );
      shown.set(
        f,
        links.map((l) => l.href),
      );
      for (const p of problems.splice(0)) failures.push(`${label}: ${p}`);
      // One internal link of the content, to another page, followed by a click.
      const here = page.url().replace(/#.*$/, '');
      const candidates = links.filter((l) => l.inMain).concat(links.filter((l) => !l.inMain));
      const target = candidates.find((l) => {
        if (l.href.replace(/#.*$/, '') === here || !allowed(l.href)) return false;
        const file = fileOfUrl(l.href);
        return file !== null && /\.html$/.test(file) && file !== '404.html';
      });
      if (target === undefined) continue;
      const expected = await landingOf(fileOfUrl(target.href));
      const before = page.url();
      await Promise.all([
        page.waitForFunction((u) => location.href !== u, { timeout: 10000 }, before).catch(() => undefined),
        page.evaluate((href) => {
          const a = [...document.querySelectorAll('a[href]')].find((x) => x.href === href);
          a.scrollIntoView();
          a.click();
        }, target.href),
      ]);
      await page.waitForNetworkIdle(IDLE).catch(() => problems.push('the network never went idle after the click'));
      const landed = page.url();
      const landedFile = fileOfUrl(landed);
      if (landedFile !== expected)
        problems.push(`the link ${target.href} landed on ${landed} (${landedFile ?? 'no page'}), not ${expected}`);
      else {
        const heading2 = await page.evaluate(shownHeading);
        const want = still.get(expected) ?? headingOf(readFileSync(join(dir, expected), 'utf8'));
        if (heading2 !== want)
          problems.push(
            `after following ${target.href}: shows ${JSON.stringify(heading2)}, not ${JSON.stringify(want)}`,
          );
      }
      for (const p of problems.splice(0)) failures.push(`${label} → link: ${p}`);
    } catch (e) {
      failures.push(`${label}: ${String(e.message ?? e).split('\n')[0]}`);
    } finally {
      await page.close();
    }
  }
  // The original's pre-rendered links: its pages read with JavaScript off.
  const stillLinks = new Map();
  if (withStill)
    for (const f of files) {
      const page = await context.newPage();
      await page.setJavaScriptEnabled(false);
      await page.goto(urlOf(f), { waitUntil: 'load' });
      stillLinks.set(f, await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.href)));
      await page.close();
    }
  await context.close();
  // Every link of the copy leads where a link of the original did (the same file and fragment; the
  // original read with and without its scripts), and every pre-rendered link of the original has
  // its counterpart in the copy.
  if (original !== undefined) {
    const keyOf = (href) => {
      const file = fileOfUrl(href);
      return file === null ? `(nothing) ${href}` : file + new URL(href).hash;
    };
    for (const [f, hrefs] of shown) {
      const before = [...(original.shown.get(f) ?? []), ...(original.stillLinks.get(f) ?? [])];
      const want = new Set(before.map((h) => original.target(h)).filter((t) => t !== null));
      const keys = new Set(hrefs.filter(allowed).map(keyOf));
      for (const href of hrefs)
        if (allowed(href) && !want.has(keyOf(href)))
          failures.push(`${f}: the link ${href} leads to ${keyOf(href)}, where no link of the original leads`);
      for (const href of original.stillLinks.get(f) ?? []) {
        const key = original.target(href);
        if (key !== null && !keys.has(key))
          failures.push(`${f}: the original's link ${href} (${key}) has none in the copy`);
      }
    }
  }
  const target = (href) => {
    if (!allowed(href)) return null;
    const file = fileOfUrl(href);
    return file === null ? `(nothing) ${href}` : file + new URL(href).hash;
  };
  return { failures, pages: files.length, shown, stillLinks, target, islandsHydrated };
}

// ─── the plugins ─────────────────────────────────────────────────────────────────────────────────

/**
 * Builds fixture `name` with its plugin, once per mode, by the generator's own command: each build's
 * status, output and seconds, and a copy of what it built (tmp/NAME/plugin-N).
 */
async function buildWithPlugin(name, folder, tmp) {
  const { command, output, modes } = PLUGINS[name];
  const results = [];
  for (const [i, mode] of modes.entries()) {
    const out = join(folder, output);
    rmSync(out, { recursive: true, force: true });
    const built = await runAsync(command[0], command.slice(1), {
      cwd: folder,
      env: { ...process.env, CI: '1', DO_NOT_TRACK: '1', ASTRO_TELEMETRY_DISABLED: '1', JAVA_URI_PLUGIN: mode },
      timeout: 600000,
    });
    const copy = join(tmp, name, `plugin-${i}`);
    if (built.status === 0) cpSync(out, copy, { recursive: true });
    results.push({ mode, ...built, log: built.stdout + built.stderr, copy });
  }
  return results;
}

/** Every href, src and srcset candidate of a page, as written. */
function pageLinks(html) {
  const found = [];
  const visit = (node) => {
    for (const a of node.attrs ?? []) {
      if (a.name === 'href' || a.name === 'src') found.push(a.value);
      if (a.name === 'srcset') found.push(...a.value.split(',').map((c) => c.trim().split(/\s+/)[0]));
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return found;
}

/**
 * Phase 4: what each of fixture `fixture`'s plugin builds did. `original` is the fixture's build without
 * the plugin (out/); `reference`, its judge at /docs/ with its pre-rendered links (made here when not given).
 */
async function pluginPhase(fixture, original, builds, browser, fail, reference) {
  const { name } = fixture;
  const { plugin, holds } = PLUGINS[name];
  if (builds === null) return fail(name, `${plugin}: not built (build.sh failed)`);
  if (reference === undefined) {
    const served = await serveSite(original, '/docs/');
    reference = await judge(browser, original, served.prefix, undefined, true);
    served.server.close();
    for (const f of reference.failures.slice(0, 5)) fail(name, `the original at /docs/: ${f}`);
  }
  for (const build of builds) {
    const label = `${plugin} ${build.mode}`;
    const said = build.log
      .split('\n')
      .filter((l) => l.includes('java-uri'))
      .map((l) => l.trim());
    console.log(`  ${name}: ${label}: built in ${build.seconds.toFixed(1)} s, status ${build.status}`);
    for (const l of said.slice(0, 6)) console.log(`    ${l.length > 240 ? l.slice(0, 240) + '…' : l}`);
    if (build.mode === FAIL_ON_HELD) {
      const error = `${plugin}: 1 finding fails the build (failOn: scripts-hold-base):`;
      const where = new RegExp(
        `scripts-hold-base: ${holds.replace(/[()]/g, '\\$&')}'s client scripts hold the build-time base /docs/ \\([^)]*:\\d+:\\d+`,
      );
      if (build.status === 0) fail(name, `${label}: the build passed; it must fail`);
      if (!build.log.includes(error) || !where.test(build.log))
        fail(name, `${label}: the build's error does not name the finding and where it is: ${said.join(' | ')}`);
      continue;
    }
    if (build.status !== 0) {
      fail(name, `${label}: the build failed: ${build.log.trim().split('\n').slice(-5).join(' | ')}`);
      continue;
    }
    // What the plugin told: never a silent success.
    const options = optionsOf(build.mode);
    const rewrites = options.static === true || (options.rewrite !== false && holds === null);
    const told = rewrites ? 'rewrote the links of' : 'checked';
    if (!said.some((l) => l.includes(told)))
      fail(name, `${label}: the log does not say it ${told}: ${said.join(' | ')}`);
    if (build.mode === 'default' && holds !== null) {
      const skip = `did not rewrite the links: ${holds}'s client scripts hold the build-time base /docs/`;
      if (!said.some((l) => l.includes(skip) && l.includes('static: true')))
        fail(name, `${label}: the log does not say "${skip}…" and name static: true: ${said.join(' | ')}`);
    }
    if (options.static === true && !said.some((l) => /static: removed \d+ elements of /.test(l)))
      fail(name, `${label}: the log does not tell what static removed`);
    // Rewritten, or not: what a rewrite would still make relative.
    const again = siteRun([build.copy, '--base', BASE, '--dry-run', ...(options.offline ? ['--offline'] : [])]);
    const left = again.records.filter((r) => r.outcome === 'relativized').length;
    if (rewrites && left > 0) fail(name, `${label}: ${left} links are left to make relative`);
    if (!rewrites && left === 0) fail(name, `${label}: the links were rewritten; they must not be`);
    // java-uri check: no problem; scripts-hold-base only where the scripts are still there (a static
    // copy keeps the generator's meta and unused chunks, but no runtime element: not reported).
    const checked = checkRun(build.copy);
    const problems = checked.records.filter((r) => r.problem === 'missing-file' || r.problem === 'missing-fragment');
    const held = checked.records.filter((r) => r.kind === 'scripts-hold-base').map((r) => r.generator);
    for (const p of problems.slice(0, 10)) fail(name, `${label}: java-uri check: ${JSON.stringify(p)}`);
    const heldAllowed = holds === null || options.static === true ? [[]] : [[holds]];
    if (!heldAllowed.some((h) => JSON.stringify(h) === JSON.stringify(held)))
      fail(name, `${label}: java-uri check reports scripts-hold-base for ${JSON.stringify(held)}`);
    if (problems.length === 0 && checked.status !== (held.length > 0 ? 5 : 0))
      fail(name, `${label}: java-uri check exited ${checked.status}`);
    console.log(
      `    ${rewrites ? 'rewritten' : 'not rewritten'} (${left} links left to make relative); java-uri check: ${
        problems.length
      } problems, status ${checked.status}${held.length > 0 ? ` (scripts-hold-base: ${held.join(', ')})` : ''}`,
    );
    if (!rewrites) continue;
    // Link by link, against the build without the plugin: each leads where it led, and each inside the
    // site is relative (but those of the root 404.html, kept as written).
    if (holds === null) {
      let relativeLinks = 0;
      for (const page of htmlFiles(original)) {
        const url = BASE + page;
        const before = pageLinks(readFileSync(join(original, page), 'utf8'));
        const after = pageLinks(readFileSync(join(build.copy, page), 'utf8'));
        // offline: a directory's link names its index.html, which the server serves for it.
        const dirOf = (href) => (options.offline ? href.replace(/\/index\.html(?=$|[?#])/, '/') : href);
        const resolved = (links) => links.map((l) => (URL.canParse(l, url) ? dirOf(new URL(l, url).href) : l));
        if (JSON.stringify(resolved(after)) !== JSON.stringify(resolved(before)))
          fail(
            name,
            `${label}: ${page}: the links lead elsewhere: ${JSON.stringify(after)} for ${JSON.stringify(before)}`,
          );
        if (page === '404.html') continue;
        for (const l of after)
          if (URL.canParse(l, url) && new URL(l, url).href.startsWith(BASE) && !l.startsWith('#')) {
            if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(l)) fail(name, `${label}: ${page}: ${l} is not relative`);
            else relativeLinks++;
          }
      }
      console.log(`    ${relativeLinks} links inside the site, each relative and leading where it led`);
    }
    // Served elsewhere, JavaScript on.
    const there = await serveSite(build.copy, ELSEWHERE);
    const verdict = await judge(browser, build.copy, there.prefix, reference);
    there.server.close();
    if (verdict.islandsHydrated < (fixture.islands ?? 0))
      fail(name, `${label} at ${ELSEWHERE}: ${verdict.islandsHydrated} islands hydrated, not ${fixture.islands}`);
    console.log(
      `    served at ${ELSEWHERE}, JavaScript on: ${verdict.failures.length === 0 ? 'works' : `FAILS (${verdict.failures.length})`}, ${verdict.pages} pages`,
    );
    for (const f of verdict.failures.slice(0, 20)) fail(name, `${label} at ${ELSEWHERE}: ${f}`);
    if (!options.offline) continue;
    // offline: the copy opened from disk, JavaScript on.
    const disk = await judge(browser, build.copy, pathToFileURL(build.copy).href + '/', reference);
    console.log(
      `    opened from file://, JavaScript on: ${disk.failures.length === 0 ? 'works' : `FAILS (${disk.failures.length})`}, ${disk.pages} pages`,
    );
    for (const f of disk.failures.slice(0, 20)) fail(name, `${label} from disk: ${f}`);
  }
}

// ─── check as a CI user runs it ──────────────────────────────────────────────────────────────────

/** The records of `java-uri check --json ARGS…` that are findings (not the base's), as comparable lines. */
function findingsOf(argv) {
  const { status, stderr, records } = jsonRun('check', argv);
  const findings = records
    .filter((r) => r.kind === undefined)
    .map((r) => `${r.file}:${r.line}:${r.column} ${r.problem} ${r.value}`);
  return { status, stderr, records, findings };
}

/**
 * Phase 0: `java-uri check` as a CI user first runs it on the clean build, where it is served: status 0
 * and no ::error or ::warning annotation without --base (the base inferred from the build, told once
 * on standard error) and with it; the same findings without --base as with it; and with --portable, the
 * scripts-hold-base report with status 5 exactly where the table names a generator. On JSDoc's build,
 * the line-number fragments that its scripts make are told as fragment-by-script, links to fragments no
 * script makes (seeded) are missing-fragment, and Chromium with JavaScript on confirms both.
 */
async function ciPhase(fixture, dir, tmp, browser, fail) {
  const { name } = fixture;
  const github = run(process.execPath, [CLI, 'check', '--format', 'github', dir]);
  const annotations = github.stdout.split('\n').filter((l) => /^::(error|warning) /.test(l));
  if (github.status !== 0 || annotations.length > 0)
    fail(
      name,
      `check DIR --format github: status ${github.status}, ${annotations.length} annotations: ${annotations.slice(0, 3).join(' | ')}`,
    );
  const inferred = findingsOf([dir]);
  const given = findingsOf(['--base', BASE, dir]);
  const told = inferred.stderr.split('\n').filter((l) => l.includes('inferred from'));
  console.log(`  ${name}: check without --base: status ${inferred.status}; ${told[0] ?? 'no base inferred'}`);
  if (JSON.stringify(inferred.findings) !== JSON.stringify(given.findings))
    fail(
      name,
      `check without --base: ${JSON.stringify(inferred.findings.slice(0, 5))}, with it: ${JSON.stringify(given.findings.slice(0, 5))}`,
    );
  if (given.status !== 0)
    fail(name, `check --base ${BASE}: status ${given.status}: ${given.findings.slice(0, 3).join(' | ')}`);
  const portable = findingsOf(['--portable', '--base', BASE, dir]);
  const held = portable.records.filter((r) => r.kind === 'scripts-hold-base').map((r) => r.generator);
  const expected = fixture.reported ?? [];
  if (JSON.stringify(held) !== JSON.stringify(expected) || portable.status !== (expected.length > 0 ? 5 : 0))
    fail(
      name,
      `check --portable: status ${portable.status}, reported ${JSON.stringify(held)}, expected ${JSON.stringify(expected)}`,
    );
  if (name === 'jsdoc') await scriptFragments(dir, tmp, browser, fail);
}

/** JSDoc: fragments made by linenumber.js told apart from missing ones, each confirmed by Chromium with scripts on. */
async function scriptFragments(dir, tmp, browser, fail) {
  const copy = join(tmp, 'jsdoc', 'seeded');
  cpSync(dir, copy, { recursive: true });
  const source = htmlFiles(copy).find((f) => f.endsWith('.js.html'));
  const lines = readFileSync(join(copy, source), 'utf8').split('<code>')[1].split('</code>')[0].split('\n').length - 1;
  // Seeded: the last line (made), one past it and a name no script makes (missing).
  const seeded = [`${source}#line${lines}`, `${source}#line${lines + 1}`, `${source}#nope`];
  const index = join(copy, 'index.html');
  const html = readFileSync(index, 'utf8');
  writeFileSync(index, html.replace('</body>', `${seeded.map((s) => `<a href="${s}">x</a>`).join(' ')}\n</body>`));
  const { records } = findingsOf(['--base', BASE, copy]);
  const fragments = records.filter((r) => r.problem === 'fragment-by-script' || r.problem === 'missing-fragment');
  const made = fragments.filter((r) => r.problem === 'fragment-by-script');
  if (made.length < 3) fail('jsdoc', `only ${made.length} fragment-by-script records`);
  const missing = fragments.filter((r) => r.problem === 'missing-fragment').map((r) => r.value);
  if (JSON.stringify(missing) !== JSON.stringify(seeded.slice(1)))
    fail('jsdoc', `missing fragments ${JSON.stringify(missing)}, expected ${JSON.stringify(seeded.slice(1))}`);
  const served = await serveSite(copy, '/docs/');
  const context = await browser.createBrowserContext();
  try {
    for (const r of fragments) {
      const page = await context.newPage();
      const url = new URL(r.target.replace(BASE, served.prefix));
      await page.goto(url.href.split('#')[0], { waitUntil: 'load' });
      const id = decodeURIComponent(url.hash.slice(1));
      const exists = await page.evaluate((id) => document.getElementById(id) !== null, id);
      await page.close();
      if (exists !== (r.problem === 'fragment-by-script'))
        fail(
          'jsdoc',
          `${r.file}:${r.line}:${r.column} ${r.value}: ${r.problem}, but with scripts on the id ${exists ? 'exists' : 'does not exist'}`,
        );
    }
    console.log(
      `  jsdoc: ${made.length} fragments made by scripts and ${missing.length} missing, confirmed in Chromium with JavaScript on`,
    );
  } finally {
    await context.close();
    served.server.close();
  }
}

// ─── findings on the sources ─────────────────────────────────────────────────────────────────────

/**
 * Phase 5, by fixture: a broken fragment seeded in a Markdown source, in the link form the generator's
 * authors write (VitePress and Docusaurus: the Markdown file; Eleventy: the URL without the base, which
 * HtmlBasePlugin adds; Starlight: the URL with the base), the sources' folder and the built output.
 */
const SOURCES = {
  vitepress: { file: 'guide/intro.md', link: './advanced.md#nope', sources: '.', output: '.vitepress/dist' },
  docusaurus: { file: 'docs/guide/intro.md', link: './advanced.md#nope', sources: 'docs', output: 'build' },
  eleventy: { file: 'src/guide/intro.md', link: '/guide/advanced/#nope', sources: 'src', output: '_site' },
  starlight: {
    file: 'src/content/docs/guide/intro.md',
    link: '/docs/guide/advanced/#nope',
    sources: 'src',
    output: 'dist',
  },
};

/**
 * Builds fixture `name` with the seeded link, by the generator's own command in its own folder (the
 * Markdown file restored after), and copies its sources and output: the build's status and log, the
 * copy, and where the link stands in its Markdown.
 */
async function buildWithSeededLink(name, folder, tmp) {
  const { file, link, output } = SOURCES[name];
  const path = join(folder, file);
  const markdown = readFileSync(path, 'utf8');
  const line = markdown.split('\n').length + (markdown.endsWith('\n') ? 1 : 2);
  const text = 'See [the part that is not there](';
  const copy = join(tmp, name, 'seeded-sources');
  const out = join(folder, output);
  writeFileSync(path, markdown + (markdown.endsWith('\n') ? '\n' : '\n\n') + text + link + ').\n');
  try {
    rmSync(out, { recursive: true, force: true });
    // With the plugin checking only and failing on nothing: its log tells the finding at the Markdown line.
    const built = await runAsync(PLUGINS[name].command[0], PLUGINS[name].command.slice(1), {
      cwd: folder,
      env: {
        ...process.env,
        CI: '1',
        DO_NOT_TRACK: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
        JAVA_URI_PLUGIN: '{"rewrite":false,"failOn":[]}',
      },
      timeout: 600000,
    });
    cpSync(folder, copy, {
      recursive: true,
      filter: (from) => !['node_modules', 'out', 'dist', 'build', '_site', '.docusaurus'].includes(basename(from)),
    });
    if (built.status === 0) cpSync(out, join(copy, output), { recursive: true });
    return { ...built, copy, output: join(copy, output), seeded: { file, line, column: text.length + 1 } };
  } finally {
    writeFileSync(path, markdown);
  }
}

/** Phase 5: `check --sources` reports the seeded link at its Markdown line and column, in text, JSON and GitHub's annotations. */
function sourcesPhase(name, build, fail) {
  if (build.status !== 0) {
    fail(
      name,
      `the build with a seeded link exited ${build.status}: ${(build.stderr || build.stdout).trim().split('\n').slice(-3).join(' | ')}`,
    );
    return;
  }
  const { sources } = SOURCES[name];
  const { file, line, column } = build.seeded;
  const result = run(process.execPath, [CLI, 'check', '--json', '--sources', sources, build.output], {
    cwd: build.copy,
  });
  const records = result.stdout
    .split('\n')
    .filter((l) => l !== '' && !l.includes('"kind"'))
    .map((l) => JSON.parse(l));
  const seeded = records.filter((r) => r.problem === 'missing-fragment' && r.value.endsWith('#nope'));
  const where = seeded.map((r) =>
    r.source === null ? 'no source' : `${r.source.file}:${r.source.line}:${r.source.column}`,
  );
  if (result.status !== 4 || JSON.stringify(where) !== JSON.stringify([`${file}:${line}:${column}`]))
    fail(
      name,
      `check --sources: status ${result.status}, the seeded link at ${JSON.stringify(where)}, expected ${file}:${line}:${column}`,
    );
  const github = run(process.execPath, [CLI, 'check', '--format', 'github', '--sources', sources, build.output], {
    cwd: build.copy,
  });
  if (!github.stdout.includes(`::error file=${file},line=${line},col=${column},`))
    fail(name, `check --sources --format github names no ${file}:${line}:${column}: ${github.stdout.split('\n')[0]}`);
  // The plugin (in the same build) tells it at the same place.
  const told = `${file}:${line}:${column}: missing fragment`;
  if (!(build.stdout + build.stderr).includes(told)) fail(name, `the plugin's log does not tell "${told}"`);
  console.log(
    `  ${name}: check --sources and the plugin: the seeded link reported at ${where.join(', ')} (${records.length} findings)`,
  );
}

// ─── the run ─────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const missing = missingBrowser('chromium');
  if (missing !== null) {
    console.error(`test:generators: ${missing}`);
    process.exit(1);
  }
  const tmp = mkdtempSync(join(tmpdir(), 'java-uri-generators-'));
  const { executablePath, args: browserArgs } = BROWSERS.chromium;
  const browser = await puppeteer.launch({ browser: 'chrome', executablePath, args: browserArgs, headless: true });
  const rows = [];
  let failed = 0;
  const fail = (name, message) => {
    failed++;
    console.log(`  FAIL ${name}: ${message}`);
  };
  try {
    // The builds run one after another in the background while the browser judges what is built:
    // the committed builds first, then each fixture as its build ends.
    const selected = TABLE.filter((f) => only === null || only.includes(f.name));
    const builds = new Map();
    const pluginBuilds = new Map();
    const sourceBuilds = new Map();
    let chain = Promise.resolve();
    for (const f of selected.filter((f) => f.build === 'ci')) {
      const folder = join(FIXTURES, f.name);
      // The fixture's own build (none with --no-build): its plugin's builds follow only where it passed.
      let built = Promise.resolve(null);
      if (!noBuild) {
        chain = chain.then(() =>
          runAsync('bash', [join(folder, 'build.sh')], {
            cwd: folder,
            env: { ...process.env, CI: '1' },
            timeout: 600000,
          }),
        );
        builds.set(f.name, chain);
        built = chain;
      }
      // Then its plugin's builds (phase 4), before the next fixture's build.
      if (PLUGINS[f.name] !== undefined && !noPlugins) {
        chain = chain
          .then(() => built)
          .then((result) => ((result?.status ?? 0) === 0 ? buildWithPlugin(f.name, folder, tmp) : null));
        pluginBuilds.set(f.name, chain);
      }
      // Then the build with a link seeded in its Markdown (phase 5).
      if (SOURCES[f.name] !== undefined) {
        chain = chain.then(() => buildWithSeededLink(f.name, folder, tmp));
        sourceBuilds.set(f.name, chain);
      }
    }
    for (const fixture of [...selected.filter((f) => f.build !== 'ci'), ...selected.filter((f) => f.build === 'ci')]) {
      const { name } = fixture;
      const folder = join(FIXTURES, name);
      let dir = join(folder, fixture.build === 'ci' ? 'out' : 'committed');
      const row = {
        name,
        order: TABLE.indexOf(fixture),
        version: '',
        built: '',
        reported: '',
        moved: '',
        static: '',
        disk: '',
      };
      rows.push(row);
      const info = JSON.parse(readFileSync(join(folder, 'fixture.json'), 'utf8'));
      row.generator = info.generator;
      row.version = info.version;
      if (fixture.build === 'ci' && !noBuild) {
        const built = await builds.get(name);
        row.built = `built in ${built.seconds.toFixed(0)} s`;
        console.log(
          `test:generators: ${name}: build.sh ${built.status === 0 ? 'ok' : 'FAILED'} in ${built.seconds.toFixed(1)} s`,
        );
        if (built.status !== 0) {
          fail(
            name,
            `build.sh exited ${built.status}: ${(built.stderr || built.stdout).trim().split('\n').slice(-5).join(' | ')}`,
          );
          continue;
        }
      } else row.built = fixture.build === 'ci' ? 'as built' : 'committed build';
      if (!isDir(dir)) {
        fail(name, `no build at ${dir}`);
        continue;
      }
      // 0: check as a CI user runs it
      await ciPhase(fixture, dir, tmp, browser, fail);
      if (fixture.checkOnly) {
        row.reported = 'no report';
        row.moved = '(check only)';
        continue;
      }
      // 1: the report
      const moved = join(tmp, name, 'moved');
      const rewrite = siteRun([dir, '--base', BASE, '--out', moved]);
      if (rewrite.status !== 0) fail(name, `java-uri site exited ${rewrite.status}: ${rewrite.stderr.trim()}`);
      const reported = rewrite.records.filter((r) => r.kind === 'scripts-hold-base');
      const names = reported.map((r) => r.generator);
      row.reported = names.length === 0 ? 'no report' : names.join(', ');
      if (JSON.stringify(names) !== JSON.stringify(fixture.reported))
        fail(name, `reported ${JSON.stringify(names)}, expected ${JSON.stringify(fixture.reported)}`);
      // The root 404.html (and 200.html) keeps its bytes, and is reported once.
      for (const fallback of ['404.html', '200.html']) {
        if (!isFile(join(dir, fallback))) continue;
        if (!readFileSync(join(moved, fallback)).equals(readFileSync(join(dir, fallback))))
          fail(name, `${fallback} was changed; it must keep its links as written`);
        const said = rewrite.records.filter((r) => r.kind === 'error-page' && r.file === fallback).length;
        if (said !== 1) fail(name, `${fallback} reported ${said} times, not once`);
      }
      for (const r of reported)
        if (r.files.length > 0 !== (fixture.files ?? true))
          fail(
            name,
            `${r.generator}: ${r.files.length} files hold /docs/, expected ${fixture.files === false ? 'none' : 'some'}`,
          );
      for (const r of reported)
        console.log(
          `  ${name}: scripts-hold-base ${r.generator}: ${r.files.length} files hold /docs/ (${r.files
            .slice(0, 3)
            .map((f) => `${f.file}:${f.line}:${f.column}`)
            .join(', ')}…)`,
        );
      // 2: served elsewhere, JavaScript on
      const there = await serveSite(moved, ELSEWHERE);
      const verdict = await judge(browser, moved, there.prefix);
      there.server.close();
      row.pages = verdict.pages;
      if (verdict.failures.length === 0) row.moved = 'works';
      else {
        const pagesHit = new Set(verdict.failures.map((f) => f.split(':')[0].replace(/ → link$/, ''))).size;
        row.moved = `breaks on ${pagesHit} of ${verdict.pages} pages`;
      }
      console.log(`  ${name}: rewritten, served at ${ELSEWHERE}, JavaScript on: ${row.moved}`);
      if (fixture.works) {
        for (const f of verdict.failures.slice(0, 20)) fail(name, f);
      } else {
        for (const f of verdict.failures.slice(0, 3)) console.log(`    as reported: ${f}`);
        if (verdict.failures.length === 0) fail(name, 'reported as breaking, but its pages work once moved');
      }
      if (fixture.works && fixture.reported.length === 0) {
        row.static = '(not needed)';
        row.disk = '';
        // --static changes nothing on such a site, and says so.
        const again = siteRun([dir, '--base', BASE, '--static', '--dry-run']);
        const said = again.records.filter((r) => r.kind === 'static');
        if (said.length !== 1 || said[0].generator !== null || again.records.some((r) => r.kind === 'removed'))
          fail(name, `--static on a site that does not need it: ${JSON.stringify(said)}`);
        if (pluginBuilds.has(name)) await pluginPhase(fixture, dir, await pluginBuilds.get(name), browser, fail);
        if (sourceBuilds.has(name)) sourcesPhase(name, await sourceBuilds.get(name), fail);
        continue;
      }
      // 3: --static, served elsewhere and from disk; links against the original at /docs/
      const original = await serveSite(dir, '/docs/');
      const reference = await judge(browser, dir, original.prefix, undefined, true);
      original.server.close();
      for (const f of reference.failures.slice(0, 5)) fail(name, `the original at /docs/: ${f}`);
      const staticCopy = join(tmp, name, 'static');
      const made = siteRun([dir, '--base', BASE, '--static', '--out', staticCopy]);
      const removed = made.records.filter((r) => r.kind === 'removed').length;
      const summary = made.records.filter((r) => r.kind === 'static');
      if (made.records.some((r) => r.kind === 'scripts-hold-base'))
        fail(name, '--static left scripts that hold the base (a scripts-hold-base record)');
      if (summary.length !== fixture.reported.length || summary.some((r) => r.removed === 0))
        fail(name, `--static: ${JSON.stringify(summary)}`);
      console.log(`  ${name}: --static: ${summary.map((s) => s.message).join('; ')}`);
      if (made.status !== 0) fail(name, `--static exited ${made.status}`);
      const served = await serveSite(staticCopy, ELSEWHERE);
      const staticVerdict = await judge(browser, staticCopy, served.prefix, reference);
      served.server.close();
      if (staticVerdict.islandsHydrated < (fixture.islands ?? 0))
        fail(
          name,
          `--static at ${ELSEWHERE}: ${staticVerdict.islandsHydrated} islands hydrated, not ${fixture.islands}`,
        );
      row.static =
        staticVerdict.failures.length === 0
          ? `works (${removed} elements removed)`
          : `FAILS (${staticVerdict.failures.length})`;
      for (const f of staticVerdict.failures.slice(0, 20)) fail(name, `--static at ${ELSEWHERE}: ${f}`);
      const diskCopy = join(tmp, name, 'disk');
      const offline = siteRun([dir, '--base', BASE, '--static', '--offline', '--out', diskCopy]);
      if (offline.status !== 0) fail(name, `--static --offline exited ${offline.status}`);
      const diskVerdict = await judge(browser, diskCopy, pathToFileURL(diskCopy).href + '/', reference);
      row.disk = diskVerdict.failures.length === 0 ? 'works' : `FAILS (${diskVerdict.failures.length})`;
      for (const f of diskVerdict.failures.slice(0, 20)) fail(name, `--static --offline from disk: ${f}`);
      // 4: the plugin
      if (pluginBuilds.has(name))
        await pluginPhase(fixture, dir, await pluginBuilds.get(name), browser, fail, reference);
      // 5: findings on the sources
      if (sourceBuilds.has(name)) sourcesPhase(name, await sourceBuilds.get(name), fail);
    }
  } finally {
    await browser.close();
    if (!keep) rmSync(tmp, { recursive: true, force: true });
    else console.log(`test:generators: kept ${tmp}`);
  }
  console.log(
    '\n| Generator | Build | Report | Rewritten, served elsewhere, JS on | `--static` elsewhere | `--static --offline` from disk |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows.sort((a, b) => a.order - b.order))
    console.log(
      `| ${r.generator ?? r.name} ${r.version} | ${r.built} | ${r.reported} | ${r.moved} | ${r.static} | ${r.disk} |`,
    );
  console.log(failed === 0 ? '\ntest:generators: passed' : `\ntest:generators: ${failed} failure(s)`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();

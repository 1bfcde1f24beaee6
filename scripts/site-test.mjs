// `npm run test:site`: the acceptance test of `java-uri site` (rewrite a built site's internal links to the
// shortest page-relative references), judged by real browsers. It generates the test site of
// scripts/site-gen.mjs (240 pages under https://example.com/docs/) into a temporary folder, runs the
// rewriter into a copy (and into a second one with --offline), and checks:
//   a  served at the base path (original at http://127.0.0.1:P1/docs/, copy at P2/docs/), every link of
//      every page and stylesheet resolves, in headless Chromium, to the same target, link for link
//      (element properties such as a.href where they resolve, else new URL(value, document.baseURI) in the
//      page; srcset and refresh content parsed in the page by the HTML Standard's rules; CSS url() and
//      @import values taken with @csstools/css-tokenizer and resolved in the page against the stylesheet's
//      URL for .css files, against the document's base URL for <style> and style attributes). Each
//      server's origin is mapped back to https://example.com, and a scheme-relative link (//example.com/…)
//      gets https, the site's scheme, where the local page's http gave it http. The copy's pages must also
//      read as the original's do: the same encoding (document.characterSet) and title.
//   b  served elsewhere (the copy at P3/elsewhere/deep/, mapped back to the base): every rewritable link
//      (below) leads into the copy, to the same target (an absolute https://example.com/docs/… link leads
//      out of the copy, and fails).
//   c  every rewritable link of the copy is relative: no scheme, no leading "/".
//   d  no byte outside link values changed: the bytes of HTML and CSS files outside their link values are
//      identical, byte for byte. Link values are found as a browser reads the file (its encoding from the
//      BOM or the <meta> prescan, invalid bytes as U+FFFD, scripts/site-links.mjs), parsed with parse5 with
//      scripting on and, where there is a <noscript>, off, so <noscript> links are link values too;
//      attribute values with their quotes (a rewriter may quote a value it writes anew); <style> text and
//      .css files: url() and @import values, from css-tokenizer, so url(x) may become url("y"); the decoded
//      text of style, srcset, ping and refresh values around their URLs too. Other files (XML, SVG, JS,
//      images) are identical; no file is missing or added. Both copies.
//   e  the --offline copy, loaded from file:// in Chromium: every rewritable link whose target exists in
//      the site (a file, a folder with index.html, or x for x.html) names an existing file of that copy.
//   f  check a in Firefox (firefox-esr) on a sample of pages (30 by default): the feature pages, then pages
//      with a <noscript>, then pages spread over the rest.
//   g  the links that stay as written (below) are unchanged, and so are fragment-only links.
// A link is "kept" when the browser resolves it outside https://example.com/docs/ (other sites, the same
// origin outside the base path, mailto:, data:, …), when neither java.net.URI (Uri.parse of dist/index.mjs)
// nor the URL Standard can parse its value (one only the browser reads, `a b.html`, `#Default Unit`, is
// rewritable), when it is <link rel=canonical> or <link rel=alternate hreflang>, or when it is on the
// root 404.html (a host serves it for a missing URL at any depth: no relative link is right for all); every other link
// that resolves inside the site is "rewritable" (fragment-only links are rewritable and unchanged).
// A rewriter that exits with a failure but writes its copy is judged all the same; its exit status (and its
// first messages) is one more failure.
//
// Two passes. Scripting on: pages as today's browsers read them; <noscript> content is text, and its links
// are not loaded, so not judged. Scripting off: the pages that have a <noscript> (--scripting-off all: every
// page; a page without one parses the same either way) are read again in frames sandboxed without
// allow-scripts (sandbox="allow-same-origin", so the harness can read them; both browsers then parse
// <noscript> content as markup), and every link there, those inside <noscript> too, is judged by a, b, c,
// e, f and g; failures name the page with "(scripting off)" and links inside <noscript> with "noscript"
// in their key.
//
// How pages are read: each site (original, copy, copy elsewhere, offline copy) gets a tab per pass whose
// harness page loads the pages in iframes, four at a time, and reads each one's links on its load event
// (before a meta refresh could fire). Pages are served as text/html without a charset, so the browser
// finds their encoding itself (a BOM, else <meta charset>; the test site's pages say UTF-8, but for those
// that test this: a UTF-8 BOM before <meta charset=windows-1252>, <meta charset="utf-16"> which is read as
// UTF-8, a NUL byte, invalid UTF-8 bytes), with a Content-Security-Policy that lets no subresource load
// (inline scripts and styles run); file:// pages are answered by the tab with the file's bytes and the
// same headers. Every browser must read every page of the original as the judge reads its bytes (the
// encoding and the title; otherwise a and f fail with "(reading the original)": a judge problem). Every
// request is intercepted: only the harness and the pages being read load; any other navigation (frames,
// refresh) gets 204, anything else is aborted, so nothing leaves the machine.
//   npm run test:site [-- --pages N] [--seed S] [--rewriter CMD] [--firefox-pages N] [--limit N] [--keep]
//                        [--scripting-off noscript|all] [--self-test]
// --rewriter: a shell command with placeholders {src} {out} {base} and {offline} (--offline in the run for
// check e, nothing in the other), by default
//   node dist/cli.mjs site {src} --base {base} --out {out} {offline}
// (a command without {offline} gives check e the same kind of copy as the others). --limit: the failures
// printed for each check (25; 0 prints all). --firefox-pages 0: no Firefox. --keep: keep the folder.
// $SITE_TEST_DUMP=page,…: print what the browsers saw in those pages of the original (both passes).
//
// The judge can fail: node scripts/site-test.mjs --self-test runs these four and checks the outcomes.
//   - identity, --rewriter "cp -r {src} {out}": a, d, f and g pass (nothing moved, nothing changed); c fails
//     (absolute and root-relative links are left); b fails too: root-relative /docs/… links lead to
//     P3/docs/…, outside the copy at /elsewhere/deep/, and absolute https://example.com/docs/… links lead to
//     the original site rather than into the copy; e fails (links to folders, to `x` for x.html, and
//     absolute or root-relative links name no file of the copy). b, c and e fail on <noscript> links too,
//     in the scripting-off pass.
//   - naive, --rewriter "node scripts/site-test-rewriters.mjs naive {src} {out}" (every
//     https://example.com/docs/x becomes x, whatever the page's depth or base, in the whole file): a and f
//     fail (pages below the root now point to the wrong place), d fails (URL-like text in scripts,
//     comments, srcdoc and JSON-LD changed; invalid UTF-8 written as U+FFFD), g fails (canonical and
//     alternate links changed), and b, c, e.
//   - careless, --rewriter "node scripts/site-test-rewriters.mjs careless {src} {out} {base} {offline}" (the
//     reference below, reading files as UTF-8 text and parsing with scripting on only): d fails on the page
//     with invalid UTF-8 only (its bytes written as U+FFFD), b, c and e on <noscript> links only (left as
//     written); a, f and g pass.
//   - reference, --rewriter "node scripts/site-test-rewriters.mjs reference {src} {out} {base} {offline}"
//     (a small rewriter written only to show that the judge can pass: it reads bytes as a browser does,
//     finds <noscript> links, and changes only the bytes of link values): every check passes.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { BROWSERS as SYSTEM_BROWSERS, missingBrowser } from './browsers.mjs';
import { hostFile, isDir, isFile } from './static-host.mjs';
import { generateSite, BASE } from './site-gen.mjs';
import {
  HTML_LINKS,
  srcsetUrls,
  refreshUrl,
  cssLinks,
  htmlSkeleton,
  cssSkeleton,
  skeletonDifference,
  readHtml,
  htmlTitle,
} from './site-links.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_REWRITER = 'node dist/cli.mjs site {src} --base {base} --out {out} {offline}';
const BASE_URL = new URL(BASE);

// ─── options ─────────────────────────────────────────────────────────────────────────────────────

const options = {
  pages: 240,
  seed: 1,
  rewriter: DEFAULT_REWRITER,
  firefoxPages: 30,
  limit: 25,
  keep: false,
  selfTest: false,
  scriptingOff: 'noscript',
};
{
  const args = process.argv.slice(2);
  const number = (i) => {
    const n = Number(args[i]);
    if (!Number.isInteger(n) || n < 0) usage(`${args[i - 1]} needs a whole number`);
    return n;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--pages') options.pages = number(++i);
    else if (a === '--seed') options.seed = number(++i);
    else if (a === '--rewriter') options.rewriter = args[++i] ?? usage('--rewriter needs a command');
    else if (a === '--firefox-pages') options.firefoxPages = number(++i);
    else if (a === '--limit') options.limit = number(++i);
    else if (a === '--keep') options.keep = true;
    else if (a === '--self-test') options.selfTest = true;
    else if (a === '--scripting-off') {
      options.scriptingOff = args[++i];
      if (!['all', 'noscript'].includes(options.scriptingOff)) usage('--scripting-off needs all or noscript');
    } else usage(`unknown argument ${a}`);
  }
}
function usage(message) {
  console.error(`test:site: ${message}`);
  console.error(
    'usage: node scripts/site-test.mjs [--pages N] [--seed S] [--rewriter CMD] [--firefox-pages N] [--limit N] [--keep] [--scripting-off all|noscript] [--self-test]',
  );
  process.exit(2);
}

// ─── browsers ────────────────────────────────────────────────────────────────────────────────────

// Chromium reads the offline copy's pages from file://, which it must be let read beside each other.
const BROWSERS = {
  ...SYSTEM_BROWSERS,
  chromium: { ...SYSTEM_BROWSERS.chromium, args: [...SYSTEM_BROWSERS.chromium.args, '--allow-file-access-from-files'] },
};
{
  const wanted = options.firefoxPages > 0 ? ['chromium', 'firefox'] : ['chromium'];
  const problems = wanted.map(missingBrowser).filter((p) => p !== null);
  if (problems.length > 0) {
    for (const p of problems) console.error(`test:site: ${p}`);
    process.exit(1);
  }
}

const { Uri } = await import(pathToFileURL(join(root, 'dist', 'index.mjs')).href);

// ─── files and servers ───────────────────────────────────────────────────────────────────────────

/** Every file under dir, as site paths ('a/b.html'), sorted. */
function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

// HTML without a charset: the browser finds the encoding as it would on any server that does not say it,
// from a BOM or a <meta charset> (the test site's pages say UTF-8 but for those that test this).
const TYPES = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.png': 'image/png',
};

/** A static server of dir mounted at `mount` ('/docs/'): folders give index.html, x gives x.html. */
async function serve(dir, mount) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (!path.startsWith(mount)) return res.writeHead(404).end();
    let rel;
    try {
      rel = decodeURIComponent(path.slice(mount.length));
    } catch {
      return res.writeHead(400).end();
    }
    if (relative(dir, join(dir, ...rel.split('/'))).startsWith('..')) return res.writeHead(403).end();
    const found = hostFile(dir, rel);
    if (found === null) return res.writeHead(404).end();
    if (found.redirect) return res.writeHead(301, { location: path + '/' }).end();
    const file = found.file;
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type };
    if (type.startsWith('text/html')) headers['content-security-policy'] = CSP;
    res.writeHead(200, headers).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    prefix: `http://127.0.0.1:${server.address().port}${mount}`,
    origin: `http://127.0.0.1:${server.address().port}`,
  };
}

// ─── in the page ─────────────────────────────────────────────────────────────────────────────────

/**
 * Runs in the harness page, for one document: every link, in tree order, keyed by element index, tag,
 * attribute and candidate; resolved by the element's property where it resolves, else against the
 * document's baseURI. CSS (style attributes and <style> text) is returned as text, for node to tokenize.
 */
function collectDocument(doc, table, srcsetUrls, refreshUrl) {
  const SVG = 'http://www.w3.org/2000/svg';
  const HTML = 'http://www.w3.org/1999/xhtml';
  const XLINK = 'http://www.w3.org/1999/xlink';
  const base = doc.baseURI;
  const abs = (v) => {
    try {
      return new URL(v, base).href;
    } catch {
      return 'invalid:' + v;
    }
  };
  const links = [];
  const css = [];
  const els = doc.getElementsByTagName('*');
  for (let i = 0; i < els.length; i++) {
    const el = els[i];
    const tag = el.localName;
    const ns = el.namespaceURI;
    let kind = '';
    if (ns === HTML && tag === 'link') {
      const rel = (el.getAttribute('rel') || '').toLowerCase().split(/[\t\n\f\r ]+/);
      if (rel.includes('canonical')) kind = 'canonical';
      else if (rel.includes('alternate') && el.hasAttribute('hreflang')) kind = 'alternate+hreflang';
    }
    // links inside <noscript> (read only with scripting off) say so in their key
    const where = el.closest('noscript') ? 'noscript ' : '';
    const add = (attr, v, r, sub) =>
      links.push({
        k: `${i}:${where}${ns === SVG ? 'svg:' : ''}${tag}:${attr}${sub === undefined ? '' : ':' + sub}`,
        v,
        r,
        kind,
      });
    if (ns === HTML) {
      for (const [attr, type, prop] of table[tag] || []) {
        if (!el.hasAttribute(attr)) continue;
        const v = el.getAttribute(attr);
        if (type === 'url') add(attr, v, prop ? el[prop] : abs(v));
        else if (type === 'srcset') srcsetUrls(v).forEach((c, j) => add(attr, c.url, abs(c.url), j));
        else if (type === 'ping')
          v.split(/[\t\n\f\r ]+/)
            .filter(Boolean)
            .forEach((u, j) => add(attr, u, abs(u), j));
        else if (type === 'refresh' && (el.getAttribute('http-equiv') || '').trim().toLowerCase() === 'refresh') {
          const u = refreshUrl(v);
          if (u !== null) add(attr, u.url, abs(u.url));
        }
      }
    } else if (ns === SVG) {
      if (el.hasAttribute('href')) add('href', el.getAttribute('href'), abs(el.getAttribute('href')));
      if (el.hasAttributeNS(XLINK, 'href'))
        add('xlink:href', el.getAttributeNS(XLINK, 'href'), abs(el.getAttributeNS(XLINK, 'href')));
    }
    if (el.hasAttribute('style')) css.push({ k: `${i}:${where}${tag}:style`, text: el.getAttribute('style') });
    if (tag === 'style') css.push({ k: `${i}:${where}${tag}:text`, text: el.textContent });
  }
  return { url: doc.URL, base, links, css, charset: doc.characterSet, title: doc.title };
}

/**
 * Runs in the harness page: loads each URL in an iframe (`concurrency` at a time) and collects its links
 * on its load event (before a meta refresh could fire); the iframe is then removed. With `sandbox`, the
 * iframe has sandbox="allow-same-origin": no scripts run in it, so the page is parsed with scripting off
 * (<noscript> content is markup), and the harness can still read it.
 */
async function harnessCollect(urls, concurrency, timeout, sandbox, collect) {
  const out = {};
  let next = 0;
  const one = (url) =>
    new Promise((resolve) => {
      const frame = document.createElement('iframe');
      let timer;
      const done = (result) => {
        clearTimeout(timer);
        frame.remove();
        resolve(result);
      };
      timer = setTimeout(() => done({ error: `no load event in ${timeout} ms` }), timeout);
      frame.onload = () => {
        try {
          const doc = frame.contentDocument;
          if (doc.URL !== url) done({ error: `the frame holds ${doc.URL}` });
          else done(collect(doc));
        } catch (e) {
          done({ error: String(e) });
        }
      };
      if (sandbox) frame.setAttribute('sandbox', 'allow-same-origin');
      frame.src = url;
      document.body.appendChild(frame);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        out[url] = await one(url);
      }
    }),
  );
  return out;
}

/** Runs in the page: each [value, base] resolved. */
function resolveInPage(items) {
  return items.map(([v, b]) => {
    try {
      return new URL(v, b).href;
    } catch {
      return 'invalid:' + v;
    }
  });
}

/** The harness: a function of (urls, concurrency, timeout, sandbox), as source text. */
const HARNESS = `(urls, concurrency, timeout, sandbox) => {
  const table = ${JSON.stringify(HTML_LINKS)};
  const srcsetUrls = ${srcsetUrls};
  const refreshUrl = ${refreshUrl};
  const collectDocument = ${collectDocument};
  return (${harnessCollect})(urls, concurrency, timeout, sandbox, (doc) => collectDocument(doc, table, srcsetUrls, refreshUrl));
}`;

/**
 * Pages get this Content-Security-Policy: no subresource is requested at all (images, media, styles,
 * scripts, fonts, objects), so that pages load fast; inline scripts and styles run as they would; frames
 * may start to load, and their navigation is answered 204 by the tab.
 */
const CSP = "default-src 'none'; frame-src * data: blob: file:; script-src 'unsafe-inline'; style-src 'unsafe-inline'";

async function launch(name) {
  const { browser: product, executablePath, args } = BROWSERS[name];
  return puppeteer.launch({
    browser: product,
    executablePath,
    args,
    headless: true,
    extraPrefsFirefox: {
      'network.dns.disablePrefetch': true,
      'network.prefetch-next': false,
      'network.predictor.enabled': false,
    },
  });
}

/**
 * Every link of `pages` (site paths) as served under `prefix` (http://…/docs/ or file:///…/), and of the
 * stylesheets: Map page → [{k, v, r, kind}] or {error}; each page's list also has .charset and .title (as
 * the browser read them). `scripting` false: the pages are read in sandboxed frames, with scripting off
 * (links inside <noscript> are read; stylesheets are the same either way, so pass none). One tab with the
 * harness page at the prefix; its
 * requests are intercepted: the harness and the pages of the current batch load (http: from the server,
 * which adds the CSP; file: answered with the file's bytes and the CSP), other navigations get 204 (meta
 * refresh, frames), anything else is aborted — nothing leaves the machine.
 */
async function collectSite(browser, prefix, dir, pages, sheets, scripting = true) {
  const tab = await browser.newPage();
  const file = prefix.startsWith('file:');
  const harness = prefix + '__site-test-harness__.html';
  let expected = new Set();
  await tab.setRequestInterception(true);
  tab.on('request', (req) => {
    if (req.isInterceptResolutionHandled()) return;
    const url = req.url();
    const settle = (p) => Promise.resolve(p).catch(() => {});
    if (url === harness)
      settle(
        req.respond({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<!DOCTYPE html><title>site-test</title>',
        }),
      );
    else if (expected.has(url) && [tab.mainFrame(), undefined].includes(req.frame()?.parentFrame() ?? undefined)) {
      if (!file) settle(req.continue());
      else {
        let body;
        try {
          body = readFileSync(fileURLToPath(url));
        } catch {
          settle(req.respond({ status: 404, body: '' }));
          return;
        }
        settle(
          req.respond({
            status: 200,
            contentType: TYPES['.html'],
            headers: { 'content-security-policy': CSP },
            body,
          }),
        );
      }
    } else if (req.isNavigationRequest()) settle(req.respond({ status: 204, body: '' }));
    else settle(req.abort());
  });
  try {
    await tab.goto(harness, { waitUntil: 'load', timeout: 30_000 });
    const urlOf = (page) => new URL(prefix + page.split('/').map(encodeURIComponent).join('/')).href;
    const results = new Map();
    const CHUNK = 60;
    for (let i = 0; i < pages.length; i += CHUNK) {
      const chunk = pages.slice(i, i + CHUNK);
      expected = new Set(chunk.map(urlOf));
      const got = await tab.evaluate(`(${HARNESS})(${JSON.stringify([...expected])}, 4, 20000, ${!scripting})`);
      // a page that did not load (rare, on a busy machine) is tried once more, alone and with more time
      const again = chunk.filter((page) => !got[urlOf(page)] || got[urlOf(page)].error);
      if (again.length > 0) {
        expected = new Set(again.map(urlOf));
        Object.assign(
          got,
          await tab.evaluate(`(${HARNESS})(${JSON.stringify([...expected])}, 1, 60000, ${!scripting})`),
        );
      }
      for (const page of chunk) results.set(page, got[urlOf(page)] ?? { error: 'not loaded' });
    }
    expected = new Set();
    // CSS: tokenized here, resolved in the page against the document base or the stylesheet's URL
    const items = [];
    const pending = [];
    for (const [page, got] of results) {
      if (got.error) continue;
      const extra = [];
      for (const { k, text } of got.css)
        cssLinks(text).forEach((c, j) => {
          items.push([c.value, got.base]);
          extra.push({ k: `${k}:${j}`, v: c.value, kind: '' });
        });
      pending.push(...extra);
      results.set(page, Object.assign(got.links.concat(extra), { charset: got.charset, title: got.title }));
    }
    const sheetResults = new Map();
    for (const sheet of sheets) {
      const links = cssLinks(readFileSync(join(dir, sheet), 'utf8')).map((c, j) => ({
        k: `css:${j}`,
        v: c.value,
        kind: '',
      }));
      for (const l of links) items.push([l.v, urlOf(sheet)]);
      pending.push(...links);
      sheetResults.set(sheet, links);
    }
    const resolved = await tab.evaluate(resolveInPage, items);
    pending.forEach((l, j) => (l.r = resolved[j]));
    const withScheme = (links) =>
      Object.assign(
        links.map((l) => ({ ...l, r: schemeOf(l) })),
        { charset: links.charset, title: links.title },
      );
    for (const [page, got] of results) if (!got.error) results.set(page, withScheme(got));
    for (const [sheet, links] of sheetResults) sheetResults.set(sheet, withScheme(links));
    return { pages: results, sheets: sheetResults };
  } finally {
    await tab.close().catch(() => {});
  }
}

// ─── the checks ──────────────────────────────────────────────────────────────────────────────────

const CHECKS = {
  a: 'served at /docs/, every link leads to the same target (Chromium)',
  b: 'served at /elsewhere/deep/, rewritable links lead into the copy, to the same target',
  c: 'rewritable same-site links are relative',
  d: 'no byte outside link values changed',
  e: '--offline copy from file://: internal links name existing files',
  f: 'served at /docs/, every link leads to the same target (Firefox sample)',
  g: 'kept and fragment-only links unchanged',
};

/**
 * The two passes: pages read with scripting on (as today's browsers read them) and off (sandboxed frames:
 * <noscript> content is markup, and its links are judged there only). Failures of the second name the
 * page with " (scripting off)".
 */
const PASSES = [
  { name: 'on', scripting: true, label: '' },
  { name: 'off', scripting: false, label: ' (scripting off)' },
];

/** Maps a URL under `from` to the same path under the base; others as they are. */
const mapTo = (url, from, to = BASE) => (url.startsWith(from) ? to + url.slice(from.length) : url);
/** Maps a server's origin to https://example.com (the server's /docs/ is the base path). */
const mapOrigin = (url, origin) => mapTo(url, origin + '/', BASE_URL.origin + '/');
/**
 * The pages are served over http, the site over https: a scheme-relative link (//example.com/…) takes the
 * scheme of its page, so here it is given the site's.
 */
const schemeOf = (link) =>
  /^[\t\n\f\r ]*[\\/]{2}/.test(link.v) && link.r.startsWith('http:') ? BASE_URL.protocol + link.r.slice(5) : link.r;

/**
 * How the judge treats a link of the original: 'kept', 'fragment' or 'rewritable'. Every link of the root
 * 404.html is kept: a host serves that page for a missing URL at any depth, so no relative link is right.
 */
function classify(link, target, page) {
  if (link.kind || page === '404.html') return 'kept';
  if (!target.startsWith(BASE)) return 'kept';
  // A link java.net.URI cannot read but a browser follows (a space, '|', a second '#') is rewritten
  // like any other (issue 51, point 1); one the URL Standard cannot read either stays.
  if (Uri.parse(link.v) === null && !URL.canParse(link.v.trim(), BASE)) return 'kept';
  if (link.v.startsWith('#')) return 'fragment';
  return 'rewritable';
}

const hasScheme = (v) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(v);

/** Whether a target of the site (https://example.com/docs/…) exists in dir as the static server finds it. */
function targetExists(dir, target) {
  let path = target.slice(BASE.length).replace(/[?#].*$/s, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  return hostFile(dir, path) !== null;
}

/** Compares two link lists of one page, link for link; failures pushed to `fail`. */
function sameTargets(check, page, before, after, mapBefore, mapAfter, fail) {
  const ak = new Map(after.map((l) => [l.k, l]));
  let compared = 0;
  for (const b of before) {
    const a = ak.get(b.k);
    if (!a) {
      fail(check, page, b.k, b.v, '(no such link)', mapBefore(b.r), '');
      continue;
    }
    ak.delete(b.k);
    compared++;
    const want = mapBefore(b.r);
    const got = mapAfter(a.r);
    if (want !== got) fail(check, page, b.k, b.v, a.v, want, got);
  }
  for (const a of ak.values()) fail(check, page, a.k, '(no such link)', a.v, '', mapAfter(a.r));
  return compared;
}

/** Compares the files of two trees (check d). */
function compareTrees(src, out, label, fail) {
  const a = listFiles(src);
  const b = listFiles(out);
  const bs = new Set(b);
  const as = new Set(a);
  for (const f of a) if (!bs.has(f)) fail('d', f, '(file)', 'present', `missing in ${label}`);
  for (const f of b) if (!as.has(f)) fail('d', f, '(file)', 'absent', `added in ${label}`);
  let files = 0;
  for (const f of a) {
    if (!bs.has(f)) continue;
    files++;
    const x = readFileSync(join(src, f));
    const y = readFileSync(join(out, f));
    const ext = extname(f).toLowerCase();
    if (ext !== '.html' && ext !== '.css') {
      if (!x.equals(y)) fail('d', f, '(bytes)', 'original', `changed in ${label}`);
      continue;
    }
    // the bytes outside link values, byte for byte (link values found as a browser reads the file)
    let kx, ky;
    try {
      kx = ext === '.html' ? htmlSkeleton(x) : cssSkeleton(x);
      ky = ext === '.html' ? htmlSkeleton(y) : cssSkeleton(y);
    } catch (e) {
      fail('d', f, '(parse)', '', String(e.message ?? e));
      continue;
    }
    const diff = skeletonDifference(kx, ky);
    if (diff) fail('d', f, `(${label}, first difference at ${diff.at})`, diff.a, diff.b);
  }
  return files;
}

// ─── running a rewriter ──────────────────────────────────────────────────────────────────────────

const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

function rewrite(command, src, out, offline) {
  const cmd = command
    .replaceAll('{src}', quote(src))
    .replaceAll('{out}', quote(out))
    .replaceAll('{base}', quote(BASE))
    .replaceAll('{offline}', offline ? '--offline' : '');
  const t = performance.now();
  const r = spawnSync(cmd, { shell: true, cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - t;
  // its messages, those about a whole file (`file: …`) before those about a place in one (`file:line:col: …`)
  const lines = (r.stderr || r.stdout || '').trim().split('\n').filter(Boolean);
  const placed = (l) => /^\S+:\d+:\d+: /.test(l);
  const shown = [...lines.filter((l) => !placed(l)), ...lines.filter(placed)].slice(0, 10);
  const more = lines.length > shown.length ? `\n(${lines.length - shown.length} more lines)` : '';
  if (!isDir(out))
    return {
      error: `rewriter exited ${r.status ?? r.signal} and wrote no ${out}: ${cmd}\n${shown.join('\n')}${more}`,
      ms,
    };
  // a copy written with a failing exit status is judged all the same: the status is one more failure
  if (r.status !== 0) return { ms, status: `exited ${r.status ?? r.signal}: ${cmd}\n${shown.join('\n')}${more}` };
  return { ms };
}

// ─── one judgment ────────────────────────────────────────────────────────────────────────────────

/** The link counts of one pass. */
const newCounts = () => ({
  pages: 0,
  compared: 0,
  firefox: 0,
  rewritable: 0,
  relative: 0,
  kept: 0,
  fragment: 0,
  moved: 0,
  offline: 0,
  noscript: 0,
});

/**
 * Judges one rewriter against the generated site; ctx.original holds the original's links (Chromium and
 * Firefox, scripting on and off), read once. Returns {failures, counts, timings}.
 */
async function judge(command, ctx) {
  const { tmp, src, pages, sheets, work } = ctx;
  const out = join(tmp, `${work}-out`);
  const off = join(tmp, `${work}-offline`);
  const failures = [];
  const fail = (check, page, link, before, after, want = '', got = '') =>
    failures.push({ check, page, link, before, after, want, got });
  const counts = { files: 0, on: newCounts(), off: newCounts() };
  const timings = {};

  // the rewriter gets a copy of the site, which must stay as it is (the judge reads the site itself)
  const input = join(tmp, `${work}-in`);
  cpSync(src, input, { recursive: true });
  const run = rewrite(command, input, out, false);
  timings.rewrite = run.ms;
  if (run.error) {
    fail('rewriter', '', '', '', run.error);
    return { failures, counts, timings, fatal: true };
  }
  const runOffline = rewrite(command, input, off, true);
  timings.rewriteOffline = runOffline.ms;
  if (runOffline.error) fail('e', '', '(rewriter --offline)', '', runOffline.error);
  if (run.status) fail('rewriter', '', '', '', run.status);
  if (runOffline.status && runOffline.status !== run.status)
    fail('rewriter', '', '(--offline)', '', runOffline.status.replace(/\n[^]*$/, ''));

  await ctx.read();
  const { chromium, firefox, original } = ctx;
  // the judge's own reading of the original disagreed with a browser's: a judge problem, shown as such
  for (const r of ctx.readingProblems) fail(r.check, r.page, '(reading the original)', r.want, r.got);
  let t = performance.now();
  const changed = [];
  compareTrees(src, input, 'the input', (...f) => changed.push(f));
  if (changed.length > 0)
    fail('d', changed[0][1], '(input)', '', `the rewriter changed its input folder (${changed.length} files)`);
  counts.files = compareTrees(src, out, 'the copy', fail);
  if (!runOffline.error) compareTrees(src, off, 'the --offline copy', fail);
  timings.bytes = performance.now() - t;

  t = performance.now();
  const p2 = await serve(out, '/docs/');
  const p3 = await serve(out, '/elsewhere/deep/');
  const offRoot = pathToFileURL(off + '/').href;
  const reads = {};
  try {
    // scripting on, then off (the second pass reads only the pages it applies to: ctx.scriptingOffPages)
    for (const pass of PASSES) {
      const on = pass.scripting;
      const list = on ? pages : ctx.scriptingOffPages;
      const ffList = on ? ctx.firefoxSample : ctx.firefoxOffSample;
      const [docs, moved, offline, ff] = await Promise.all([
        collectSite(chromium, p2.prefix, out, list, on ? sheets : [], on),
        collectSite(chromium, p3.prefix, out, list, on ? sheets : [], on),
        runOffline.error ? null : collectSite(chromium, offRoot, off, list, on ? sheets : [], on),
        firefox && ffList.length > 0 ? collectSite(firefox, p2.prefix, out, ffList, [], on) : null,
      ]);
      reads[pass.name] = { list, ffList, docs, moved, offline, ff };
    }
  } finally {
    p2.server.close();
    p3.server.close();
  }
  timings.browsers = performance.now() - t;

  const targetOf = (l) => mapOrigin(l.r, ctx.p1.origin);
  for (const pass of PASSES) {
    const { list, ffList, docs, moved, offline, ff } = reads[pass.name];
    const before = original[pass.name];
    const n = counts[pass.name];
    n.pages = list.length;
    const label = (page) => page + pass.label;
    // the copy must read as the original does: the same encoding and title (sheets have neither)
    const reading = (check, page, b, a) => {
      if (a.charset !== b.charset || a.title !== b.title)
        fail(
          check,
          label(page),
          '(reading)',
          `${b.charset} ${JSON.stringify(b.title)}`,
          `${a.charset} ${JSON.stringify(a.title)}`,
        );
    };
    // a, b, c, g
    const judgePage = (page, beforeLinks, after, movedLinks) => {
      if (beforeLinks.error) return fail('a', label(page), '(original)', '', beforeLinks.error);
      if (after.error) return fail('a', label(page), '(copy)', '', after.error);
      reading('a', page, beforeLinks, after);
      n.compared += sameTargets(
        'a',
        label(page),
        beforeLinks,
        after,
        (r) => mapOrigin(r, ctx.p1.origin),
        (r) => mapOrigin(r, p2.origin),
        fail,
      );
      const afterByKey = new Map(after.map((l) => [l.k, l]));
      const movedByKey = new Map(movedLinks.error ? [] : movedLinks.map((l) => [l.k, l]));
      if (movedLinks.error) fail('b', label(page), '(page)', '', movedLinks.error);
      else reading('b', page, beforeLinks, movedLinks);
      for (const b of beforeLinks) {
        const target = targetOf(b);
        const cls = classify(b, target, page);
        const a = afterByKey.get(b.k);
        if (!a) continue;
        if (b.k.includes(':noscript ')) n.noscript++;
        if (cls === 'kept' || cls === 'fragment') {
          n[cls]++;
          if (a.v !== b.v) fail('g', label(page), b.k, b.v, a.v, 'unchanged', '');
          if (cls === 'kept') continue;
        } else n.rewritable++;
        if (hasScheme(a.v) || a.v.startsWith('/'))
          fail('c', label(page), b.k, b.v, a.v, target, mapOrigin(a.r, p2.origin));
        else n.relative++;
        if (movedLinks.error) continue;
        const m = movedByKey.get(b.k);
        n.moved++;
        const got = !m
          ? '(no such link)'
          : m.r.startsWith(p3.prefix)
            ? mapTo(m.r, p3.prefix)
            : `${m.r} (outside the copy)`;
        if (got !== target) fail('b', label(page), b.k, b.v, a.v, target, got);
      }
    };
    for (const page of list)
      judgePage(page, before.chromium.pages.get(page), docs.pages.get(page), moved.pages.get(page));
    for (const [sheet, links] of before.chromium.sheets)
      judgePage(sheet, links, docs.sheets.get(sheet), moved.sheets.get(sheet));

    // e: the --offline copy from file://
    const checkOffline = (page, beforeLinks, links) => {
      if (beforeLinks.error) return;
      if (links.error) return fail('e', label(page), '(page)', '', links.error);
      reading('e', page, beforeLinks, links);
      const byKey = new Map(links.map((l) => [l.k, l]));
      for (const b of beforeLinks) {
        const target = targetOf(b);
        if (classify(b, target, page) === 'kept' || !targetExists(src, target)) continue;
        n.offline++;
        const l = byKey.get(b.k);
        const got = l ? l.r : '(no such link)';
        let ok = false;
        if (got.startsWith(offRoot)) {
          try {
            ok = isFile(fileURLToPath(got.replace(/[?#].*$/s, '')));
          } catch {
            ok = false;
          }
        }
        if (!ok)
          fail(
            'e',
            label(page),
            b.k,
            b.v,
            l ? l.v : '',
            target,
            got.startsWith(offRoot) ? `${got.slice(offRoot.length)} (no such file)` : got,
          );
      }
    };
    if (offline) {
      for (const page of list) checkOffline(page, before.chromium.pages.get(page), offline.pages.get(page));
      for (const [sheet, links] of before.chromium.sheets) checkOffline(sheet, links, offline.sheets.get(sheet));
    }

    // f: Firefox, on the sample
    if (ff) {
      for (const page of ffList) {
        const o = before.firefox.pages.get(page);
        const r = ff.pages.get(page);
        if (o.error) fail('f', label(page), '(original)', '', o.error);
        else if (r.error) fail('f', label(page), '(copy)', '', r.error);
        else {
          reading('f', page, o, r);
          n.firefox += sameTargets(
            'f',
            label(page),
            o,
            r,
            (x) => mapOrigin(x, ctx.p1.origin),
            (x) => mapOrigin(x, p2.origin),
            fail,
          );
        }
      }
    }
  }
  return { failures, counts, timings };
}

/** Prints a judgment; returns the set of checks that failed. */
function report(command, result, ctx, limit) {
  const { failures, counts, timings } = result;
  const failed = new Set(failures.map((f) => f.check));
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nrewriter: ${command}`);
  if (result.fatal) {
    console.log(`  ${failures[0].after}`);
    return failed;
  }
  console.log(
    `  rewrote in ${s(timings.rewrite)} (--offline: ${s(timings.rewriteOffline)}); ${ctx.pages.length} pages, ${ctx.sheets.length} stylesheets, ${counts.files} files`,
  );
  for (const f of failures.filter((x) => x.check === 'rewriter'))
    console.log(`  rewriter FAIL ${f.link ? f.link + ' ' : ''}${f.after.split('\n').join('\n      ')}`);
  for (const pass of PASSES) {
    const n = counts[pass.name];
    const ff = pass.scripting ? ctx.firefoxSample : ctx.firefoxOffSample;
    console.log(
      `  scripting ${pass.name}: ${n.pages} pages${pass.scripting ? ` and ${ctx.sheets.length} stylesheets` : ''}; ` +
        `${n.compared} links compared in Chromium, ${n.firefox} in Firefox (${ff.length} pages); ` +
        `${n.rewritable} rewritable same-site links, ${n.relative} relative; ${n.kept} kept, ${n.fragment} fragment-only; ` +
        `${n.moved} checked moved, ${n.offline} offline${pass.scripting ? '' : `; ${n.noscript} inside <noscript>`}`,
    );
  }
  console.log(
    `  times: bytes compared in ${s(timings.bytes)}; the copies read by the browsers in ${s(timings.browsers)}`,
  );
  for (const [c, what] of Object.entries(CHECKS)) {
    if (c === 'f' && ctx.firefoxSample.length === 0) {
      console.log(`  f --   ${what}: not run (--firefox-pages 0)`);
      continue;
    }
    const n = failures.filter((f) => f.check === c).length;
    console.log(`  ${c} ${n === 0 ? 'ok  ' : 'FAIL'} ${what}${n === 0 ? '' : ` (${n} failures)`}`);
  }
  for (const c of Object.keys(CHECKS)) {
    const list = failures.filter((f) => f.check === c);
    if (list.length === 0) continue;
    console.log(`  failures of ${c}:`);
    for (const f of limit > 0 ? list.slice(0, limit) : list) {
      const target = f.want || f.got ? `; target ${f.want} → ${f.got}` : '';
      console.log(`    ${c} ${f.page} ${f.link}: ${JSON.stringify(f.before)} → ${JSON.stringify(f.after)}${target}`);
    }
    if (limit > 0 && list.length > limit) console.log(`    … and ${list.length - limit} more`);
  }
  return failed;
}

// ─── main ────────────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
const tmp = mkdtempSync(join(tmpdir(), 'java-uri-site-'));
const src = join(tmp, 'site');
const ctx = { tmp, src };
let exitCode;
let chromium;
let firefox;
try {
  let t = performance.now();
  generateSite(src, { pages: options.pages, seed: options.seed });
  const files = listFiles(src);
  ctx.pages = files.filter((f) => f.endsWith('.html'));
  ctx.sheets = files.filter((f) => f.endsWith('.css'));
  console.log(
    `test:site: ${ctx.pages.length} pages (seed ${options.seed}) in ${tmp} (${Math.round(performance.now() - t)} ms)`,
  );
  // how each page reads: its encoding and title by the judge's own reading of its bytes (site-links.mjs),
  // which must agree with every browser's
  ctx.expected = new Map();
  const withNoscript = new Set();
  for (const page of ctx.pages) {
    const bytes = readFileSync(join(src, page));
    const doc = readHtml(bytes);
    ctx.expected.set(page, { charset: doc.encoding, title: htmlTitle(doc.text) });
    if (/<noscript/i.test(doc.text)) withNoscript.add(page);
  }
  // the Firefox sample: every feature page, then as many pages with a <noscript> as pages spread over the rest
  const spread = (list, n) => list.filter((_, i) => n > 0 && i % Math.ceil(list.length / n) === 0).slice(0, n);
  const features = ctx.pages.filter((p) => p.startsWith('features/')).slice(0, options.firefoxPages);
  const others = ctx.pages.filter((p) => !p.startsWith('features/'));
  const more = options.firefoxPages - features.length;
  const noscripts = spread(
    others.filter((p) => withNoscript.has(p)),
    Math.ceil(more / 2),
  );
  ctx.firefoxSample = [
    ...features,
    ...noscripts,
    ...spread(
      others.filter((p) => !noscripts.includes(p)),
      more - noscripts.length,
    ),
  ];
  // the pages read with scripting off: all, or (--scripting-off noscript) those with a <noscript>
  const offPage = (p) => options.scriptingOff === 'all' || withNoscript.has(p);
  ctx.scriptingOffPages = ctx.pages.filter(offPage);
  ctx.firefoxOffSample = ctx.firefoxSample.filter(offPage);

  // the browsers start, and read the original, once the first rewriter has run
  let reading;
  ctx.read = () =>
    (reading ??= (async () => {
      const t0 = performance.now();
      ctx.p1 = await serve(src, '/docs/');
      chromium = ctx.chromium = await launch('chromium');
      firefox = ctx.firefox = ctx.firefoxSample.length > 0 ? await launch('firefox') : null;
      const [c, f, cOff, fOff] = await Promise.all([
        collectSite(chromium, ctx.p1.prefix, src, ctx.pages, ctx.sheets),
        firefox ? collectSite(firefox, ctx.p1.prefix, src, ctx.firefoxSample, []) : null,
        collectSite(chromium, ctx.p1.prefix, src, ctx.scriptingOffPages, [], false),
        firefox ? collectSite(firefox, ctx.p1.prefix, src, ctx.firefoxOffSample, [], false) : null,
      ]);
      ctx.original = { on: { chromium: c, firefox: f }, off: { chromium: cOff, firefox: fOff } };
      // every browser must read every page as the judge does: same encoding, same title
      ctx.readingProblems = [];
      for (const [check, pass, read] of [
        ['a', PASSES[0], c],
        ['f', PASSES[0], f],
        ['a', PASSES[1], cOff],
        ['f', PASSES[1], fOff],
      ]) {
        for (const [page, got] of read?.pages ?? []) {
          const want = ctx.expected.get(page);
          if (got.error) continue;
          if (got.charset.toLowerCase() !== want.charset.toLowerCase() || got.title !== want.title)
            ctx.readingProblems.push({
              check,
              page: page + pass.label,
              want: `${want.charset} ${JSON.stringify(want.title)}`,
              got: `${got.charset} ${JSON.stringify(got.title)}`,
            });
        }
      }
      // $SITE_TEST_DUMP=page[,page…]: print what the browsers saw in the original, to debug the judge
      for (const page of (process.env.SITE_TEST_DUMP ?? '').split(',').filter(Boolean)) {
        const list = c.pages.get(page) ?? c.sheets.get(page);
        console.log(`${page}: ${JSON.stringify(ctx.expected.get(page) ?? {})}`);
        for (const l of list?.error ? [list] : (list ?? [])) console.log(`  ${JSON.stringify(l)}`);
        const more = [
          ['scripting off', cOff],
          ['firefox', f],
          ['firefox, scripting off', fOff],
        ];
        for (const [name, read] of more)
          if (read?.pages.has(page))
            for (const l of read.pages.get(page).error ? [read.pages.get(page)] : read.pages.get(page))
              console.log(`  ${name} ${JSON.stringify(l)}`);
      }
      console.log(
        `test:site: browsers started and the original read in ${((performance.now() - t0) / 1000).toFixed(1)} s ` +
          `(${ctx.pages.length} pages with scripting on, ${ctx.scriptingOffPages.length} off); ` +
          `${ctx.readingProblems.length === 0 ? 'every browser read every page as the judge does (encoding, title)' : `${ctx.readingProblems.length} pages read otherwise by a browser than by the judge`}`,
      );
    })());

  if (!options.selfTest) {
    ctx.work = 'rewritten';
    const result = await judge(options.rewriter, ctx);
    const failed = report(options.rewriter, result, ctx, options.limit);
    const checks = Object.keys(CHECKS).filter((c) => c !== 'f' || ctx.firefoxSample.length > 0);
    const bad = result.fatal ? checks.length : checks.filter((c) => failed.has(c)).length;
    const status = !result.fatal && failed.has('rewriter') ? '; the rewriter exited with a failure' : '';
    console.log(
      `\ntest:site: ${checks.length - bad} passed, ${bad} failed${status} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    exitCode = bad === 0 && !failed.has('rewriter') ? 0 : 1;
  } else {
    const rewriters = join('scripts', 'site-test-rewriters.mjs');
    const inNoscript = (f) => f.link.includes(':noscript ') && f.page.endsWith(' (scripting off)');
    const invalidUtf8 = (f) => f.page === 'features/invalid-utf-8.html';
    // pass: checks that must pass; fail: checks that must fail; some: for a check, failures of which some
    // must be like this (the judge sees the flaw there); only: for a check, what every failure must be like
    const cases = [
      {
        name: 'identity',
        command: 'cp -r {src} {out}',
        pass: 'adfg',
        fail: 'bce',
        some: { b: inNoscript, c: inNoscript, e: inNoscript },
      },
      { name: 'naive', command: `node ${rewriters} naive {src} {out}`, pass: '', fail: 'ad' },
      {
        name: 'careless',
        command: `node ${rewriters} careless {src} {out} {base} {offline}`,
        pass: 'afg',
        fail: 'bcde',
        only: { b: inNoscript, c: inNoscript, e: inNoscript, d: invalidUtf8 },
      },
      {
        name: 'reference',
        command: `node ${rewriters} reference {src} {out} {base} {offline}`,
        pass: 'abcdefg',
        fail: '',
      },
    ];
    let ok = true;
    const lines = [];
    for (const c of cases) {
      ctx.work = c.name;
      const result = await judge(c.command, ctx);
      const failed = report(c.command, result, ctx, Math.min(options.limit, 5));
      const wrong = [...c.pass].filter((x) => failed.has(x)).concat([...c.fail].filter((x) => !failed.has(x)));
      if (failed.has('rewriter')) wrong.push('rewriter');
      const of = (check) => result.failures.filter((f) => f.check === check);
      for (const [check, like] of Object.entries(c.some ?? {}))
        if (!of(check).some(like)) wrong.push(`${check}: none where expected`);
      for (const [check, like] of Object.entries(c.only ?? {})) {
        const other = of(check).filter((f) => !like(f));
        if (other.length > 0) wrong.push(`${check}: ${other.length} elsewhere, as ${other[0].page} ${other[0].link}`);
      }
      lines.push(
        `  ${c.name}: failed ${[...failed].sort().join('') || 'nothing'} — ${wrong.length === 0 ? 'as expected' : `NOT as expected (${wrong.join(', ')})`}`,
      );
      ok &&= wrong.length === 0;
    }
    console.log(`\ntest:site --self-test:\n${lines.join('\n')}`);
    console.log(
      `test:site --self-test: ${ok ? 'the judge fails and passes as expected' : 'UNEXPECTED'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    exitCode = ok ? 0 : 1;
  }
} catch (e) {
  console.error(`test:site: ${e.stack ?? e}`);
  exitCode = 1;
} finally {
  await chromium?.close().catch(() => {});
  await firefox?.close().catch(() => {});
  ctx.p1?.server.close();
  if (options.keep) console.log(`test:site: kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);

// Rewriters for the self-test of the site judge (node scripts/site-test.mjs --self-test), not for use:
//   node scripts/site-test-rewriters.mjs naive SRC OUT
//     copies SRC to OUT, then in every .html and .css file turns each https://example.com/docs/x into x,
//     whatever the page's depth or base, in the whole text: wrong, and the judge must say so.
//   node scripts/site-test-rewriters.mjs reference SRC OUT BASE [--offline]
//     a small rewriter of the links of scripts/site-links.mjs to the shortest page-relative references (the
//     document's <base> honoured, <base href> itself made page-relative; with --offline, folders become
//     their index.html and x becomes x.html when only that exists): only there to show that the judge
//     passes a rewriter that does the job. It reads each file as a browser does (readHtml: the BOM, the
//     <meta> prescan, invalid bytes as U+FFFD), finds links with scripting on and off (so <noscript> links
//     too), and writes only the bytes of the link values it changes.
//   node scripts/site-test-rewriters.mjs careless SRC OUT BASE [--offline]
//     the reference rewriter reading each file as UTF-8 text (invalid bytes become U+FFFD, and are written
//     so) and parsing with scripting on only (links inside <noscript> stay as they are): the judge must
//     find exactly that, d on the page with invalid UTF-8 and b, c, e on <noscript> links.
import { cpSync, readFileSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { htmlLinks, cssLinks, srcsetUrls, refreshUrl, readHtml, readCss, encodeText } from './site-links.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [mode, src, out, base, ...flags] = process.argv.slice(2);
if (!['naive', 'reference', 'careless'].includes(mode) || !src || !out || (mode !== 'naive' && !base)) {
  console.error('usage: site-test-rewriters.mjs naive SRC OUT | reference|careless SRC OUT BASE [--offline]');
  process.exit(2);
}
const offline = flags.includes('--offline');

cpSync(src, out, { recursive: true });
const files = [];
const walk = (d) => {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    const p = join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(html|css)$/.test(e.name)) files.push(relative(out, p).split(sep).join('/'));
  }
};
walk(out);

if (mode === 'naive') {
  for (const f of files) {
    const file = join(out, f);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll('https://example.com/docs/', ''));
  }
  process.exit(0);
}

const { Uri } = await import(pathToFileURL(join(root, 'dist', 'index.mjs')).href);
const baseUrl = new URL(base);
const isFile = (p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};
const urlOf = (path) => new URL(path.split('/').map(encodeURIComponent).join('/'), baseUrl);

/** The site file a URL of the site names, for --offline: folders give index.html, x gives x.html. */
function offlinePath(url) {
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(baseUrl.pathname.length));
  } catch {
    return url;
  }
  const file = join(src, ...path.split('/'));
  let add = '';
  if (path === '' || path.endsWith('/')) add = isFile(join(file, 'index.html')) ? 'index.html' : '';
  else if (!isFile(file) && isFile(join(file, 'index.html'))) add = '/index.html';
  else if (!isFile(file) && isFile(file + '.html')) add = '.html';
  if (!add) return url;
  const u = new URL(url);
  u.pathname += add;
  return u;
}

/** The shortest reference from `from` to `to` (both in the site). */
function relativeRef(from, to) {
  const dir = from.pathname.split('/').slice(0, -1);
  const segs = to.pathname.split('/');
  let common = 0;
  while (common < dir.length && common < segs.length - 1 && dir[common] === segs[common]) common++;
  let path = '../'.repeat(dir.length - common) + segs.slice(common).join('/');
  if (path === '') path = './';
  else if (/^[^/]*:/.test(path)) path = './' + path;
  return path + to.search + to.hash;
}

const inside = (u) => u.origin === baseUrl.origin && u.pathname.startsWith(baseUrl.pathname);

/** The new value of one URL written in a document whose base URL is `from`, or the value as it is. */
function rewriteUrl(value, from) {
  if (value.startsWith('#') || Uri.parse(value) === null || !inside(from)) return value;
  let to;
  try {
    to = new URL(value, from);
  } catch {
    return value;
  }
  if (!inside(to)) return value;
  if (offline) to = offlinePath(to);
  return relativeRef(from, to);
}

/** Applies [start, end, text] edits (sorted, not overlapping) to s. */
const splice = (s, edits) => {
  let outText = '';
  let at = 0;
  for (const [a, b, t] of edits) {
    outText += s.slice(at, a) + t;
    at = b;
  }
  return outText + s.slice(at);
};

/** CSS text with its url() and @import values rewritten against `from`. */
const rewriteCss = (css, from) => splice(css, cssEdits(css, from));

/** The [start, end, text] edits of CSS text's url() and @import values, rewritten against `from`. */
function cssEdits(css, from) {
  const edits = [];
  for (const l of cssLinks(css)) {
    const v = rewriteUrl(l.value, from);
    if (v === l.value) continue;
    const raw = css.slice(l.start, l.end);
    let text;
    if (raw[0] === '"' || raw[0] === "'")
      text = raw[0] + v.replace(/[\\\n]/g, '\\$&').replaceAll(raw[0], '\\' + raw[0]) + raw[0];
    else if (/[\s"'()\\]/.test(v)) text = `"${v.replace(/["\\\n]/g, '\\$&')}"`;
    else text = v;
    edits.push([l.start, l.end, text]);
  }
  return edits;
}

const escapeAttr = (v, quoted) => {
  let e = v.replace(/&/g, '&amp;');
  if (quoted === '"') e = e.replace(/"/g, '&quot;');
  if (quoted === "'") e = e.replace(/'/g, '&#39;');
  return e;
};

/** The [start, end, text] edits of an HTML page's link values. */
function htmlEdits(text, page) {
  const pageUrl = urlOf(page);
  const links = htmlLinks(text, { noscript: mode !== 'careless' });
  let docBase = pageUrl;
  const first = links.find((l) => l.el.tagName === 'base' && l.name === 'href');
  if (first) {
    try {
      docBase = new URL(first.value, pageUrl);
    } catch {
      docBase = pageUrl;
    }
  }
  const edits = [];
  for (const l of links) {
    const tag = l.el.tagName;
    let v = l.value;
    if (l.type === 'url') {
      if (tag === 'base') v = rewriteUrl(v, pageUrl);
      else if (tag === 'link' && keptLink(l.el)) continue;
      else v = rewriteUrl(v, docBase);
    } else if (l.type === 'srcset')
      v = splice(
        v,
        srcsetUrls(v).map((c) => [c.start, c.end, rewriteUrl(c.url, docBase)]),
      );
    else if (l.type === 'ping') {
      const edits2 = [];
      for (const m of v.matchAll(/[^\t\n\f\r ]+/g))
        edits2.push([m.index, m.index + m[0].length, rewriteUrl(m[0], docBase)]);
      v = splice(v, edits2);
    } else if (l.type === 'refresh') {
      const r = refreshUrl(v);
      if (r) v = splice(v, [[r.start, r.end, rewriteUrl(r.url, docBase)]]);
    } else if (l.type === 'css') v = rewriteCss(v, docBase);
    else if (l.type === 'style') {
      // the source text, as written (the parsed value has CR LF as LF)
      const css = text.slice(l.start, l.end);
      edits.push(...cssEdits(css, docBase).map(([a, b, t]) => [l.start + a, l.start + b, t]));
      continue;
    }
    if (v !== l.value) edits.push([l.start, l.end, escapeAttr(v, l.quoted)]);
  }
  return edits;
}

function keptLink(el) {
  const attr = (n) => el.attrs.find((a) => a.name === n && !a.prefix)?.value;
  const rel = (attr('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
  return rel.includes('canonical') || (rel.includes('alternate') && attr('hreflang') !== undefined);
}

/** Applies character edits to the bytes they were decoded from: only the edited bytes change. */
function spliceBytes(bytes, doc, edits) {
  const parts = [];
  let at = 0;
  for (const [a, b, t] of edits) {
    parts.push(bytes.subarray(at, doc.offsets[a]), encodeText(t, doc.encoding));
    at = doc.offsets[b];
  }
  parts.push(bytes.subarray(at));
  return Buffer.concat(parts);
}

for (const f of files) {
  const file = join(out, f);
  const bytes = readFileSync(file);
  const css = f.endsWith('.css');
  if (mode === 'careless') {
    const text = bytes.toString('utf8');
    const edits = css ? cssEdits(text, urlOf(f)) : htmlEdits(text, f);
    writeFileSync(
      file,
      splice(
        text,
        edits.sort((x, y) => x[0] - y[0]),
      ),
    );
    continue;
  }
  const doc = css ? readCss(bytes) : readHtml(bytes);
  const edits = css ? cssEdits(doc.text, urlOf(f)) : htmlEdits(doc.text, f);
  if (edits.length > 0)
    writeFileSync(
      file,
      spliceBytes(
        bytes,
        doc,
        edits.sort((x, y) => x[0] - y[0]),
      ),
    );
}

// A deterministic (seeded) generator of a static site under https://example.com/docs/, for the
// acceptance test of `java-uri site` (scripts/site-test.mjs) and for its benchmark.
//   node scripts/site-gen.mjs DIR [--pages N] [--seed S] [--shape test|docs] [--defects FILE]
// Shape `test` (the default, ~240 pages): pages at several depths with directory indexes, every link
// kind the site command rewrites written in every form (absolute, scheme-relative, root-relative,
// relative with ../, already shortest, with query and fragment, to directories, to `x` where only
// x.html exists), character references, unquoted and upper-case attributes, <base href> pages, malformed
// HTML, inline SVG, srcset without spaces, CSS files in subfolders, style attributes and <style>, the
// kinds that stay as written, URL-like text that is no link (scripts, JSON-LD, import maps, comments,
// srcdoc, textarea), <noscript> in head and body (markup with scripting off, text with it on) on several
// pages, pages read as a browser reads their bytes (a NUL byte; a UTF-8 BOM before <meta
// charset=windows-1252>; <meta charset="utf-16">, which is UTF-8; invalid UTF-8 bytes), an XML sitemap
// and a few broken internal links. Every other page declares <meta charset="utf-8">.
// Shape `docs`: documentation-like pages (nav, sidebar, article, footer) of 20–60 KB with 50–100 links
// each, any count; pages are written one by one as they are made, so 10,000 pages take seconds. With
// --defects FILE (option `defects`), every fragment its links name exists, and scripts/site-defects.mjs
// seeds a group of defects and traps per 50 pages (checks/p-N.html); their manifest goes to FILE.
// The same seed, page count and shape give the same bytes. generateSite(dir, options) is exported.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng as mulberry32 } from './parity/generate.mjs';
import { seedDefects } from './site-defects.mjs';

export const BASE = 'https://example.com/docs/';
const BASE_PATH = '/docs/';
const SCHEME_RELATIVE = '//example.com/docs/';

/** The parity harness's seeded generator (mulberry32), with int(lo, hi) inclusive. */
function random(seed) {
  const r = mulberry32(seed);
  return { ...r, int: r.range };
}

/** Writes a file, making its folder. */
function put(root, path, content) {
  const file = join(root, ...path.split('/'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The folder part of a site path: 'a/b.html' → 'a/', 'a/' → 'a/', 'x.html' → ''. */
const dirOf = (path) => path.slice(0, path.lastIndexOf('/') + 1);
const depthOf = (dir) => (dir === '' ? 0 : dir.split('/').length - 1);

/** The shortest relative reference from folder `fromDir` (both relative to the site root) to `to`. */
function shortest(fromDir, to) {
  const from = fromDir.split('/').slice(0, -1);
  const segs = to.split('/');
  let common = 0;
  while (common < from.length && common < segs.length - 1 && from[common] === segs[common]) common++;
  let rel = '../'.repeat(from.length - common) + segs.slice(common).join('/');
  if (rel === '') rel = './';
  else if (/^[^/]*:/.test(rel)) rel = './' + rel;
  return rel;
}

const WORDS = (
  'uri scheme authority host port path query fragment resolve relativize normalize parse encode decode ' +
  'segment opaque hierarchical server registry escape octet reference absolute relative base document ' +
  'the a of to and in is that for with as on by this be are from it an or which can when each not its ' +
  'returns given value string method constructor component character rule example java class result'
).split(' ');

/** A sentence-like run of words. */
const words = (rng, n) => {
  const out = [];
  for (let i = 0; i < n; i++) out.push(rng.pick(WORDS));
  return out.join(' ');
};

/** Escapes text for an HTML text node. */
const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Small binary-ish content, deterministic. */
function bytes(rng, header, n) {
  const b = Buffer.alloc(header.length + n);
  b.write(header, 'latin1');
  for (let i = header.length; i < b.length; i++) b[i] = rng.int(0, 255);
  return b;
}

// ─── shape `test` ────────────────────────────────────────────────────────────────────────────────

const ASSETS = {
  img: [
    'img/logo.png',
    'img/hero.png',
    'img/hero@2x.png',
    'img/hero-480.png',
    'img/hero-800.png',
    'img/photos/p1.jpg',
    'img/photos/p2.jpg',
    'img/photos/p3.jpg',
    'guide/images/diagram.png',
  ],
  css: ['css/site.css', 'css/print.css', 'css/theme/dark.css', 'css/vendor/lib/reset.css'],
  js: ['js/app.js', 'js/vendor/lib.js'],
  video: ['media/clip.mp4', 'media/clip.webm'],
  audio: ['media/sound.ogg', 'media/sound.mp3'],
  track: ['media/subs.vtt'],
  poster: ['media/poster.jpg'],
  object: ['files/manual.pdf', 'files/chart.svg'],
  embed: ['files/chart.svg', 'files/plugin.bin'],
  font: ['fonts/inter.woff2'],
  icon: ['favicon.ico'],
  svg: ['img/icons.svg#home', 'img/icons.svg#gear'],
};
/** Internal targets that do not exist: links to them stay broken. */
const BROKEN = ['guide/missing.html', 'img/missing.png', 'blog/2024/', 'api/v3/'];
/** Pages that exist only as x.html and are linked as `x`. */
const CLEAN = ['tutorials/setup', 'tutorials/deploy', 'tutorials/testing'];
/** Directories whose index.html exists. */
const DIRS = ['', 'guide/', 'guide/advanced/', 'api/', 'api/v1/', 'blog/', 'reference/', 'features/'];
const FEATURES = [
  'features/base-absolute.html',
  'features/sub/base-relative.html',
  'features/base-root.html',
  'features/base-late.html',
  'features/base-two.html',
  'features/base-file.html',
  'features/malformed.html',
  'features/svg.html',
  'features/kept.html',
  'features/scripts.html',
  'features/srcset.html',
  'features/frames.html',
  'features/refresh.html',
  'features/refresh-quoted.html',
  'features/media.html',
  'features/forms.html',
  'features/css.html',
  'features/entities.html',
  'features/noscript.html',
  'features/nul.html',
  'features/bom-windows-1252.html',
  'features/meta-utf-16.html',
  'features/invalid-utf-8.html',
  'features/islands.html',
  'features/deep/er/than/most/page.html',
];
const SECTIONS = [
  'guide',
  'guide/advanced',
  'api/v1/core',
  'api/v1/net',
  'api/v2',
  'blog/2024/05',
  'blog/2023/11',
  'reference',
  'reference/cli/options',
];
/** Links that stay as written, whatever the page. */
const KEPT = [
  'https://other.example.org/docs/guide/',
  'https://other.example.org/page.html?x=1#y',
  'http://example.com/docs/guide/',
  'https://example.com/other-project/x.html',
  '/other-project/x.html',
  'https://example.com/docs',
  'https://example.com/docs-old/page.html',
  '/docs-v1/guide/',
  'mailto:team@example.com',
  'javascript:void(0)',
  'tel:+15555550100',
  'data:text/plain,hello',
  'guide/a b.html',
  'https://example.com/docs/guide/x|y.html',
  '/docs/guide/install.html?q=a b',
  'guide\\install.html',
  // A fragment with a space, a second '#': browsers follow them, java.net.URI reads neither.
  '/docs/guide/install.html#Default Unit',
  '/docs/guide/install.html##pied-de-page',
  '#top',
  '#',
];
const KEPT_IMG = [
  'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  'https://cdn.example.net/img/a.png',
  'https://example.com/assets/logo.png',
  'img/a b.png',
];

/**
 * The site model: the pages, assets and link targets of shape `test`.
 * @returns {{pages: string[], targets: string[]}}
 */
function testModel(rng, count) {
  const pages = new Set([
    ...DIRS.map((d) => d + 'index.html'),
    'guide/install.html',
    'guide/release notes.html',
    'guide/advanced/tuning.html',
    'api/v1/core/uri.html',
    ...CLEAN.map((c) => c + '.html'),
    ...FEATURES,
    // The error page a host serves for any missing URL: its links stay as written.
    '404.html',
  ]);
  let n = 0;
  while (pages.size < count) {
    const section = rng.pick(SECTIONS);
    pages.add(`${section}/${rng.pick(WORDS)}-${n++}.html`);
    if (rng.chance(0.05)) pages.add(`${section}/index.html`);
  }
  const list = [...pages].sort();
  const targets = [
    ...list.filter((p) => !p.endsWith(' notes.html') && !CLEAN.includes(p.slice(0, -5))),
    ...DIRS,
    ...list.filter((p) => p.endsWith('/index.html')).map(dirOf),
    ...CLEAN,
    'guide/release%20notes.html',
  ];
  return { pages: list, targets: [...new Set(targets)] };
}

/** Writes one attribute: random quoting, case and character references (unless `plain`). */
function attr(rng, name, value, plain = false) {
  let v = value.replace(/&/g, () => (plain || rng.chance(0.8) ? '&amp;' : '&'));
  if (!plain && rng.chance(0.04) && v.includes('/')) v = v.replace('/', rng.pick(['&#47;', '&#x2F;', '&sol;']));
  const n = !plain && rng.chance(0.1) ? name.toUpperCase() : name;
  const eq = !plain && rng.chance(0.03) ? ' = ' : '=';
  const style = plain
    ? '"'
    : rng.weighted([
        [70, '"'],
        [15, "'"],
        [15, ''],
      ]);
  if (style === '' && v !== '' && !/[\s"'=<>`]/.test(v)) return ` ${n}${eq}${v}`;
  if (style === "'" && !v.includes("'")) return ` ${n}${eq}'${v}'`;
  return ` ${n}${eq}"${v.replace(/"/g, '&quot;')}"`;
}

/**
 * The link writer of one document: `ref(target)` writes a reference to site path `target` (relative to
 * the base) in a random form, relative forms from `fromDir` (the folder of the document's base URL).
 */
function linker(rng, fromDir) {
  const suffix = () =>
    rng.weighted([
      [70, ''],
      [10, '?v=2'],
      [10, '#intro'],
      [5, '?a=1&b=2#x'],
      [5, '?lang=en&page=2'],
    ]);
  const ref = (target, form) => {
    const cut = target.search(/[?#]/);
    const path = cut < 0 ? target : target.slice(0, cut);
    const tail = cut < 0 ? suffix() : target.slice(cut);
    const depth = depthOf(fromDir);
    form ??= rng.weighted([
      [20, 'absolute'],
      [5, 'scheme-relative'],
      [20, 'root'],
      [10, 'up'],
      [5, 'dot'],
      [40, 'shortest'],
    ]);
    switch (form) {
      case 'absolute':
        return BASE + path + tail;
      case 'scheme-relative':
        return SCHEME_RELATIVE + path + tail;
      case 'root':
        return BASE_PATH + path + tail;
      case 'up': // to the base folder, then down: longer than needed when the two share folders
        return (depth === 0 ? './' : '../'.repeat(depth)) + path + tail;
      case 'dot':
        return './' + shortest(fromDir, path).replace(/^\.\//, '') + tail;
      default:
        return shortest(fromDir, path) + tail;
    }
  };
  return ref;
}

/** The body snippets of shape `test`: each writes one kind of link (or text that is no link). */
function snippets(rng, ref, model) {
  const page = () => rng.pick(model.targets);
  const asset = (kind) => rng.pick(ASSETS[kind]);
  const a = (target, label = words(rng, 2)) => `<a${attr(rng, 'href', ref(target))}>${label}</a>`;
  const cites = [
    () => `<blockquote${attr(rng, 'cite', ref(page()))}><p>${words(rng, 6)}</p></blockquote>`,
    () => `<p><q${attr(rng, 'cite', ref(page()))}>${words(rng, 3)}</q></p>`,
    () => `<ins${attr(rng, 'cite', ref(page()))} datetime="2024-01-01">${words(rng, 2)}</ins>`,
    () => `<p><del${attr(rng, 'cite', ref(page()))}>${words(rng, 2)}</del></p>`,
  ];
  const cssUrl = (target) => {
    const v = ref(target, rng.pick(['absolute', 'root', 'shortest', 'up']));
    return rng.weighted([
      [40, `url(${v})`],
      [30, `url("${v}")`],
      [30, `url('${v}')`],
    ]);
  };
  const srcset = (sep = rng.pick([', ', ',', ' , ', ',\n  '])) => {
    if (rng.chance(0.5)) return `${ref(asset('img'))} 1x${sep}${ref('img/hero@2x.png')} 2x`;
    return `${ref('img/hero-480.png')} 480w${sep}${ref('img/hero-800.png')} 800w${sep}${ref('img/hero.png')} 1200w`;
  };
  const noscript = {
    img: (form) => `<img${attr(rng, 'src', ref(asset('img'), form))} alt="">`,
    a: (form) => `<a${attr(rng, 'href', ref(page(), form))}>no script</a>`,
    picture: (form) =>
      `<picture><source${attr(rng, 'srcset', srcset())}><img${attr(rng, 'src', ref('img/logo.png', form))} alt=""></picture>`,
    style: (form) => `<div${attr(rng, 'style', `background: url(${ref(asset('img'), form)})`)}>no script</div>`,
    styleElement: (form) => `<style>.no-script { background: url("${ref(asset('img'), form)}"); }</style>`,
  };
  return {
    noscriptParts: noscript,
    a,
    para: () => `<p>${words(rng, 8)} ${a(page())} ${words(rng, 6)} ${a(page())}.</p>`,
    list: () => `<ul>${[1, 2, 3].map(() => `<li>${a(page())}`).join('')}</ul>`,
    ping: () =>
      `<p><a${attr(rng, 'href', ref(page()))}${attr(rng, 'ping', `${ref('api/')} ${ref('js/app.js')}`)}>ping</a></p>`,
    img: () => `<p><img${attr(rng, 'src', ref(asset('img')))} alt="${words(rng, 1)}"></p>`,
    srcset: () =>
      `<img${attr(rng, 'src', ref('img/hero.png'))}${attr(rng, 'srcset', srcset())} sizes="50vw" alt="hero">`,
    // commas without spaces: after a descriptor they end a candidate; inside a URL they belong to it
    tightSrcset: () =>
      `<img${attr(rng, 'srcset', srcset(','))} alt=""><img srcset="${ref('img/hero.png', 'absolute')},${ref(
        'img/hero@2x.png',
        'absolute',
      )} 2x" alt="">`,
    picture: () =>
      `<picture><source${attr(rng, 'srcset', srcset())} media="(min-width: 600px)"><source${attr(
        rng,
        'srcset',
        ref('img/hero.png'),
      )}><img${attr(rng, 'src', ref('img/logo.png'))} alt=""></picture>`,
    cite: () => rng.pick(cites)(),
    cites: () => cites.map((f) => f()).join('\n'),
    table: () =>
      `<table${attr(rng, 'background', ref(asset('img')))}><tr><th${attr(rng, 'background', ref(asset('img')))}>h</th></tr><tr><td${attr(
        rng,
        'background',
        ref(asset('img')),
      )}>${a(page())}</td></tr></table>`,
    video: () =>
      `<video controls${attr(rng, 'poster', ref(asset('poster')))}><source${attr(rng, 'src', ref(asset('video')))} type="video/mp4"><track${attr(
        rng,
        'src',
        ref(asset('track')),
      )} kind="subtitles" srclang="en"></video>`,
    videoSrc: () => `<video${attr(rng, 'src', ref(asset('video')))} muted></video>`,
    audio: () => `<audio${attr(rng, 'src', ref(asset('audio')))} controls></audio>`,
    iframe: () => `<iframe${attr(rng, 'src', ref(page()))} title="embedded"></iframe>`,
    srcdoc: () =>
      `<iframe srcdoc="&lt;a href=&quot;https://example.com/docs/guide/&quot;&gt;in srcdoc&lt;/a&gt;&lt;img src=&quot;/docs/img/logo.png&quot;&gt;"${attr(
        rng,
        'src',
        ref(page()),
      )}></iframe>`,
    embed: () => `<embed${attr(rng, 'src', ref(asset('embed')))} type="image/svg+xml">`,
    object: () => `<object${attr(rng, 'data', ref(asset('object')))} type="application/pdf"></object>`,
    form: () =>
      `<form${attr(rng, 'action', ref(page()))} method="get"><input name="q"><input type="image"${attr(
        rng,
        'src',
        ref('img/logo.png'),
      )} alt="go"><input type="submit"${attr(rng, 'formaction', ref(page()))}><button${attr(
        rng,
        'formaction',
        ref(page()),
      )}>Go</button></form>`,
    map: () =>
      `<img${attr(rng, 'src', ref('img/logo.png'))} usemap="#m" alt=""><map name="m"><area shape="rect" coords="0,0,10,10"${attr(
        rng,
        'href',
        ref(page()),
      )} alt="a"><area shape="rect" coords="10,0,20,10"${attr(rng, 'href', rng.pick(KEPT))} alt="b"></map>`,
    svg: () =>
      `<svg width="20" height="20"><use${attr(rng, 'xlink:href', ref(rng.pick(ASSETS.svg)))} /><image${attr(
        rng,
        'href',
        ref(asset('img')),
      )} width="5" height="5"/><a${attr(rng, 'href', ref(page()))}><text>t</text></a><use${attr(
        rng,
        'href',
        '#clip',
      )} /></svg>`,
    style: () => `<div${attr(rng, 'style', `background: ${cssUrl(asset('img'))} no-repeat; color: red`)}>styled</div>`,
    // links a browser reads only with scripting off (with it on, <noscript> holds text)
    noscript: () => `<noscript>${rng.pick(Object.values(noscript))()}</noscript>`,
    script: () => `<script${attr(rng, 'src', ref(asset('js')))} defer></script>`,
    kept: () =>
      `<p>${[1, 2].map(() => `<a${attr(rng, 'href', rng.pick(KEPT))}>kept</a>`).join(' ')}<img${attr(
        rng,
        'src',
        rng.pick(KEPT_IMG),
      )} alt=""></p>`,
    allKept: () =>
      `<ul>${KEPT.map((k) => `<li><a${attr(rng, 'href', k)}>kept</a>`).join('')}</ul><p>${KEPT_IMG.map(
        (k) => `<img${attr(rng, 'src', k)} alt="">`,
      ).join('')}</p>`,
    broken: () => `<p>${a(rng.pick(BROKEN), 'broken')}</p>`,
    decoy: () => rng.pick(DECOYS),
    decoys: () => DECOYS.join('\n'),
  };
}

/** Text that looks like links and is none: it must stay as it is. */
const DECOYS = [
  `<div data-href="https://example.com/docs/guide/" data-src="/docs/img/logo.png">data</div>`,
  `<textarea>&lt;a href="https://example.com/docs/api/"&gt; url(/docs/img/logo.png)</textarea>`,
  `<pre><code>&lt;a href="/docs/guide/install.html"&gt;install&lt;/a&gt;</code></pre>`,
  `<!-- <a href="https://example.com/docs/guide/">old link</a> url(/docs/img/hero.png) -->`,
  `<script>const docs = "https://example.com/docs/api/"; // <a href="/docs/guide/">\nwindow.__links = [docs, '/docs/img/logo.png'];</script>`,
  `<p>See https://example.com/docs/guide/ or /docs/api/ for more.</p>`,
  `<meta property="og:url" content="https://example.com/docs/guide/">`,
];

/** The head of a test page: stylesheets, icon, canonical, alternates, sometimes a <style>. */
function testHead(rng, ref, path, extra = '', title = text(path)) {
  const h = ['<meta charset="utf-8">', `<title>${title}</title>`];
  h.push(`<link rel="stylesheet"${attr(rng, 'href', ref(rng.pick(['css/site.css', 'css/theme/dark.css'])))}>`);
  if (rng.chance(0.3)) h.push(`<link rel="icon"${attr(rng, 'href', ref('favicon.ico'))}>`);
  if (rng.chance(0.5)) h.push(`<link rel="canonical" href="${BASE}${encodeURI(path)}">`);
  if (rng.chance(0.25)) h.push(`<link rel="alternate" hreflang="fr" href="${BASE}fr/${encodeURI(path)}">`);
  if (rng.chance(0.15))
    h.push(`<link rel="alternate" type="application/rss+xml"${attr(rng, 'href', ref('feed.xml'))}>`);
  if (rng.chance(0.15)) h.push(`<link rel="next"${attr(rng, 'href', ref('guide/install.html'))}>`);
  if (rng.chance(0.05))
    h.push(`<noscript><link rel="stylesheet"${attr(rng, 'href', ref('css/print.css'))}></noscript>`);
  if (rng.chance(0.1))
    h.push(
      `<link rel="preload" as="image"${attr(rng, 'href', ref('img/hero.png'))}${attr(
        rng,
        'imagesrcset',
        `${ref('img/hero-480.png')} 480w,${ref('img/hero-800.png')} 800w`,
      )} imagesizes="100vw">`,
    );
  if (rng.chance(0.3))
    h.push(
      `<style>\n  .hero { background: url(${ref('img/hero.png')}) no-repeat; }\n  .logo { background-image: url("${ref(
        'img/logo.png',
        'root',
      )}"); }\n  .clip { clip-path: url(#clip); }\n</style>`,
    );
  return h.join('\n') + extra;
}

/** One page of shape `test`. */
function testPage(rng, model, path) {
  const pageDir = dirOf(path);
  let baseDir = pageDir;
  let baseTag = '';
  let late = null;
  const feature = path.startsWith('features/') ? path.replace(/^features\/|\.html$/g, '') : null;
  switch (feature) {
    case 'base-absolute':
      baseDir = 'guide/';
      baseTag = `<base href="${BASE}guide/">`;
      break;
    case 'sub/base-relative':
      baseDir = 'api/v1/';
      baseTag = `<base href="../../api/v1/">`;
      break;
    case 'base-root':
      baseDir = 'blog/';
      baseTag = `<base href="/docs/blog/" target="_self">`;
      break;
    case 'base-late':
      baseDir = 'reference/';
      late = `<base href="${BASE}reference/">`;
      break;
    case 'base-two':
      baseDir = 'guide/advanced/';
      baseTag = `<base href="../guide/advanced/"><base href="${BASE}api/">`;
      break;
    case 'base-file':
      baseDir = 'guide/';
      baseTag = `<base href="${BASE}guide/install.html?from=base#frag">`;
      break;
  }
  const ref = linker(rng, baseDir);
  const s = snippets(rng, ref, model);
  const body = [];
  const nav = ['', 'guide/', 'api/', 'blog/', 'reference/', 'tutorials/setup'];
  body.push(
    `<header><nav>${nav.map((t) => `<a${attr(rng, 'href', ref(t))}>${t || 'home'}</a>`).join(' | ')}</nav></header>`,
  );
  body.push('<main id="top">');
  const kinds = Object.keys(s).filter(
    (k) => !['cites', 'allKept', 'decoys', 'noscriptParts', 'a', 'noscript'].includes(k),
  );
  const forced =
    {
      'base-late': ['para', 'img', 'style'],
      malformed: [],
      svg: ['svg', 'svg', 'style'],
      kept: ['allKept', 'map'],
      scripts: ['decoys', 'script'],
      srcset: ['srcset', 'tightSrcset', 'picture', 'srcset'],
      media: ['video', 'videoSrc', 'audio', 'embed', 'object', 'iframe', 'srcdoc'],
      forms: ['form', 'form', 'map', 'cites', 'ping'],
      css: ['style', 'style', 'table'],
      noscript: ['para', 'noscript', 'noscript'],
      nul: ['para'],
      'bom-windows-1252': ['para', 'img'],
      'meta-utf-16': ['para', 'img'],
      'invalid-utf-8': ['para'],
    }[feature] ?? [];
  for (const k of forced) body.push(s[k]());
  if (feature === 'base-late') body.push(late);
  const n = rng.int(6, 14);
  for (let i = 0; i < n; i++) body.push(s[rng.pick(kinds)]());
  if (rng.chance(0.1)) body.push(s.noscript());
  body.push('</main>');
  let head = '';
  switch (feature) {
    case 'refresh':
      head = `\n<meta http-equiv="refresh" content="0; url=${ref('guide/', 'absolute')}">`;
      break;
    case 'refresh-quoted':
      head = `\n<META HTTP-EQUIV="Refresh" CONTENT="5;URL='${ref('guide/install.html', 'root')}'">`;
      break;
    case 'srcset':
      head = `\n<link rel="preload" as="image" href="${ref('img/hero.png')}" imagesrcset="${ref('img/hero-480.png')} 480w,${ref(
        'img/hero-800.png',
      )} 800w" imagesizes="100vw">`;
      break;
    case 'scripts':
      head =
        `\n<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","url":"https://example.com/docs/guide/","image":"/docs/img/logo.png"}</script>` +
        `\n<script type="importmap">{"imports":{"app":"/docs/js/app.js","lib":"https://example.com/docs/js/vendor/lib.js"}}</script>` +
        `\n<script>var home = "https://example.com/docs/"; var img = '<img src="/docs/img/hero.png">';</script>`;
      break;
    case 'noscript': {
      // in head: only link, meta, style (and a few more) stay inside <noscript> with scripting off
      head = `\n<noscript><link rel="stylesheet"${attr(rng, 'href', ref('css/print.css', 'root'))}><style>.ns { background: url(${ref(
        'img/hero.png',
        'absolute',
      )}); }</style></noscript>`;
      const n = s.noscriptParts;
      body.push(
        `<noscript><img src="https://example.com/docs/img/logo.png" alt=""><a href="/docs/guide/">no script</a></noscript>`,
        `<noscript>${n.img('absolute')} ${n.a('root')} ${n.picture('shortest')}</noscript>`,
        `<div><noscript><p>${n.style('up')}${n.styleElement('root')}<a href="#top">top</a> <a href="https://other.example.org/docs/">kept</a></p></noscript></div>`,
        `<noscript><a${attr(rng, 'href', ref('tutorials/setup', 'shortest'))}>setup</a><img${attr(rng, 'srcset', `${ref('img/hero-480.png', 'absolute')} 480w, ${ref('img/hero-800.png', 'dot')} 800w`)} alt=""></noscript>`,
      );
      break;
    }
    case 'nul':
      // browsers read past a NUL byte (in text it is dropped, in the title it is U+FFFD)
      body.push(
        `<p>${s.a('guide/install.html#intro')} before a NUL byte\u0000after it ${s.a('api/v1/core/uri.html')}</p>`,
        `<pre>one\u0000two</pre><p><img${attr(rng, 'src', ref('img/logo.png', 'root'))} alt="after"> ${s.a('reference/')}</p>`,
      );
      break;
    case 'bom-windows-1252':
    case 'meta-utf-16':
      // UTF-8 both: the BOM wins over <meta charset=windows-1252>, and <meta charset="utf-16"> means UTF-8;
      // a fragment is percent-encoded as UTF-8 whatever the page's encoding, so read wrong it would change
      body.push(
        `<p>${UNICODE} <a${attr(rng, 'href', ref('guide/install.html#café', 'root'))}>café</a> <a${attr(
          rng,
          'href',
          ref('api/?q=naïve#résumé', 'absolute'),
        )} title="naïve → ✓">naïve</a> <a href="#résumé">résumé</a> <img${attr(rng, 'src', ref('img/photos/p1.jpg#日本', 'shortest'))} alt="日本語"></p>`,
        `<h2 id="résumé">Résumé ✓ ${UNICODE}</h2><p>${s.a('tutorials/deploy')} — ${s.a('guide/')}</p>`,
      );
      break;
    case 'invalid-utf-8':
      // bytes that are no UTF-8 (read as U+FFFD), outside link values: they must stay as they are
      body.push(
        `<p>${raw(0xff)} a 0xFF byte ${s.a('guide/install.html#intro')} a truncated sequence ${raw(0xe2, 0x82)} ${s.a('api/')} a lone continuation ${raw(0x80)}</p>`,
        `<p title="an overlong ${raw(0xc0, 0xaf)} in an attribute">${s.a('reference/')} ${raw(0xf0, 0x9f, 0x98)}<img${attr(rng, 'src', ref('img/logo.png', 'absolute'))} alt="${raw(0xfe)}"></p>`,
        `<!-- ${raw(0xff, 0xfe)} in a comment --><style>/* ${raw(0xed, 0xa0, 0x80)} a surrogate */ .bad { background: url(${ref('img/hero.png', 'up')}); }</style>`,
      );
      break;
    case 'islands':
      // Astro's islands: the island's script imports these, resolved against the document's base URL
      body.push(
        `<astro-island uid="Z1" component-url="${ref('js/app.js', 'absolute')}" component-export="default" renderer-url="${ref(
          'js/vendor/lib.js',
          'root',
        )}" props="{}" client="load" opts="{&quot;name&quot;:&quot;Counter&quot;}" before-hydration-url="${ref('js/app.js', 'up')}"><p>island</p></astro-island>`,
        `<astro-island uid="Z2" component-url=${ref('js/vendor/lib.js', 'shortest')} renderer-url='${ref('js/app.js', 'scheme-relative')}' client="visible"></astro-island>`,
      );
      break;
    case 'css':
      head = `\n<style>\n@import url("${ref('css/print.css', 'absolute')}");\n@import "${ref(
        'css/theme/dark.css',
        'root',
      )}";\nbody { background: url(${ref('img/hero.png', 'shortest')}); }\n@font-face { font-family: Inter; src: url('${ref(
        'fonts/inter.woff2',
        'up',
      )}') format("woff2"), url(https://cdn.example.net/inter.woff); }\n.d { background: url(data:image/gif;base64,R0lGODlhAQABAAAAACw=); }\n/* url(https://example.com/docs/img/commented.png) */\n</style>`;
      break;
    case 'entities':
      body.push(
        `<p><a href="${shortest(baseDir, 'guide/install.html')}?a=1&amp;b=2&amp;c=&lt;3">amp</a> <a href="https&#58;//example.com/docs/api/">colon</a> <a href="&#x2F;docs&#x2F;guide&#x2F;">slashes</a> <a href='${BASE}guide/install.html?q=&quot;x&quot;'>quot</a> <a href="${BASE}api/&#10;v1/">newline</a></p>`,
      );
      break;
    case 'malformed':
      body.push(
        `<p>unclosed <a href=${ref('guide/install.html', 'shortest')}>one<p>two <B>bold <a HREF='${ref(
          'api/',
          'absolute',
        )}'>api</a></p></p></div><ul><li>${s.para()}<li><IMG SRC=${ref('img/logo.png', 'root')} ALT=x></ul><table><tr><td background=${ref(
          'img/hero.png',
          'shortest',
        )}>cell<td>${s.img()}</table><img src="${ref('img/hero.png', 'absolute')}"alt=""><div><span>${s.para()}`,
      );
      break;
    case 'frames':
      return frames(rng, ref, path);
  }
  body.push(`<footer><p>${s.kept()} <a href="#top">top</a> ${s.broken()}</p></footer>`);
  const bodyTag =
    feature === 'css' || rng.chance(0.05) ? `<body${attr(rng, 'background', ref(rng.pick(ASSETS.img)))}>` : '<body>';
  const title = TITLES[feature] ?? text(path);
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n${baseTag}${testHead(rng, ref, path, head, title)}\n</head>\n${bodyTag}\n${body.join('\n')}\n</body>\n</html>\n`;
}

/** Non-ASCII text (UTF-8 in the file). */
const UNICODE = 'Résumé of a naïve café: “quotes” – ½ € → ✓, 日本語のテキスト, 🙂';
/** Raw bytes in a page's text: characters U+E000 + byte, which pageBytes writes as those bytes. */
const raw = (...bytes) => String.fromCharCode(...bytes.map((b) => 0xe000 + b));
/** The titles of the pages read as bytes (the judge compares document.title with its own reading). */
const TITLES = {
  nul: 'features/nul.html: a NUL\u0000 byte',
  'bom-windows-1252': `features/bom-windows-1252.html: ${UNICODE}`,
  'meta-utf-16': `features/meta-utf-16.html: ${UNICODE}`,
  'invalid-utf-8': `features/invalid-utf-8.html: ${raw(0xff)} and ${raw(0xe2, 0x82)}`,
};

/**
 * The bytes of a page: UTF-8, with raw bytes where the text has raw() characters; the BOM page starts
 * with a UTF-8 BOM and says <meta charset=windows-1252>, the UTF-16 page says <meta charset="utf-16">.
 */
function pageBytes(path, html) {
  const parts = [];
  if (path === 'features/bom-windows-1252.html') {
    parts.push(Buffer.from([0xef, 0xbb, 0xbf]));
    html = html.replace('<meta charset="utf-8">', '<meta charset=windows-1252>');
  }
  if (path === 'features/meta-utf-16.html') html = html.replace('<meta charset="utf-8">', '<meta charset="utf-16">');
  let at = 0;
  for (const m of html.matchAll(/[\ue000-\ue0ff]/g)) {
    parts.push(Buffer.from(html.slice(at, m.index), 'utf8'), Buffer.from([m[0].charCodeAt(0) - 0xe000]));
    at = m.index + 1;
  }
  parts.push(Buffer.from(html.slice(at), 'utf8'));
  return Buffer.concat(parts);
}

/** The frameset page (frame elements exist only in a frameset document). */
function frames(rng, ref, path) {
  return `<!DOCTYPE html>\n<html>\n<head>\n${testHead(rng, ref, path)}\n</head>\n<frameset cols="50%,50%">\n<frame${attr(
    rng,
    'src',
    ref('guide/', 'absolute'),
  )}>\n<frame${attr(rng, 'src', ref('api/v1/core/uri.html', 'root'))}>\n</frameset>\n</html>\n`;
}

/** The stylesheets of shape `test`, each with url() and @import in several forms, relative to itself. */
function stylesheets(rng) {
  const sheet = (path, body) => {
    const ref = linker(rng, dirOf(path));
    return [path, body(ref)];
  };
  return [
    sheet(
      'css/site.css',
      (ref) => `@charset "utf-8";
@import "${ref('css/theme/dark.css', 'shortest')}";
@import url(${ref('css/vendor/lib/reset.css', 'dot')}) screen;
@import url("${ref('css/print.css', 'absolute')}") print;
body { background: url(${ref('img/hero.png', 'shortest')}) no-repeat; }
.logo { background-image: url("${ref('img/logo.png', 'root')}"); }
.abs { background: url('${ref('img/hero@2x.png', 'absolute')}'); }
@font-face { font-family: Inter; src: url(${ref('fonts/inter.woff2', 'up')}) format("woff2"), url(https://cdn.example.net/inter.woff) format("woff"); }
.clip { clip-path: url(#clip); }
.data { background: url(data:image/gif;base64,R0lGODlhAQABAAAAACw=); }
.q { background: url(${ref('img/hero.png?v=3#x', 'shortest')}); }
.paren { background: url("${ref('img/photos/p1.jpg', 'scheme-relative')}"); }
.broken { background: url(${ref('img/missing.png', 'shortest')}); }
/* url(https://example.com/docs/img/commented.png) */
.other { background: URL(/other-project/bg.png); }
.set { background-image: image-set("${ref('img/hero.png', 'shortest')}" 1x, url(${ref('img/hero@2x.png', 'root')}) 2x); }
.wk { background-image: -webkit-image-set('${ref('img/logo.png', 'absolute')}' 1x, "${ref('img/photos/p1.jpg', 'up')}" type("image/jpeg") 2x); }
`,
    ),
    sheet(
      'css/print.css',
      (ref) => `@media print { .logo { background: url(${ref('img/logo.png', 'absolute')}); } }\n`,
    ),
    sheet(
      'css/theme/dark.css',
      (ref) => `@import '${ref('css/print.css', 'up')}';
.dark { background: url(${ref('img/photos/p2.jpg', 'shortest')}); }
.icon { background: url("${ref('img/icons.svg#home', 'root')}"); }
`,
    ),
    sheet(
      'css/vendor/lib/reset.css',
      (ref) => `html{background:url(${ref('img/hero-480.png', 'shortest')})}
@font-face{font-family:X;src:url(${ref('fonts/inter.woff2', 'absolute')})}
.a{background:url( '${ref('img/photos/p3.jpg', 'root')}' )}
`,
    ),
  ];
}

function generateTest(dir, rng, count) {
  const model = testModel(rng, count);
  for (const path of model.pages) put(dir, path, pageBytes(path, testPage(rng, model, path)));
  for (const [path, css] of stylesheets(rng)) put(dir, path, css);
  const binaries = [
    ...ASSETS.img,
    ...ASSETS.video,
    ...ASSETS.audio,
    ...ASSETS.poster,
    ...ASSETS.font,
    ...ASSETS.icon,
    'files/manual.pdf',
    'files/plugin.bin',
  ];
  for (const path of binaries) put(dir, path, bytes(rng, path.endsWith('.png') ? '\x89PNG\r\n\x1a\n' : '', 64));
  put(dir, 'js/app.js', `// app\nwindow.appHome = "https://example.com/docs/";\n`);
  put(dir, 'js/vendor/lib.js', `// lib\n`);
  put(dir, 'media/subs.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nhttps://example.com/docs/\n');
  const icons = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><symbol id="home"><a xlink:href="https://example.com/docs/"><rect width="1" height="1"/></a></symbol><symbol id="gear"><image href="/docs/img/logo.png"/></symbol></svg>\n`;
  put(dir, 'img/icons.svg', icons);
  put(dir, 'files/chart.svg', icons);
  put(dir, 'robots.txt', `User-agent: *\nSitemap: ${BASE}sitemap.xml\n`);
  put(
    dir,
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${model.pages
      .map((p) => `  <url><loc>${BASE}${encodeURI(p)}</loc></url>\n`)
      .join('')}</urlset>\n`,
  );
  put(
    dir,
    'feed.xml',
    `<?xml version="1.0"?>\n<rss version="2.0"><channel><link>${BASE}</link><item><link>${BASE}blog/</link></item></channel></rss>\n`,
  );
  return { pages: model.pages.length };
}

// ─── shape `docs` ────────────────────────────────────────────────────────────────────────────────

const DOC_SECTIONS = ['start', 'guide', 'concepts', 'api', 'cli', 'recipes', 'reference', 'faq', 'blog', 'community'];

/** A paragraph of 300–900 characters of filler, with a placeholder for inline links (\u0000). */
function paragraph(rng) {
  const parts = [];
  let len = 0;
  const target = rng.int(300, 900);
  while (len < target) {
    const w = words(rng, rng.int(6, 14));
    parts.push(rng.chance(0.15) ? `<code>${w.split(' ')[0]}()</code> ${w}` : w);
    len += w.length + 2;
  }
  return parts.join(', ') + '.';
}

function generateDocs(dir, rng, count, defects) {
  // pages: section/index.html, section/sub-k/index.html, section/sub-k/topic-n.html
  const perSection = Math.max(1, Math.ceil(count / DOC_SECTIONS.length));
  const pages = ['index.html'];
  for (const section of DOC_SECTIONS) {
    if (pages.length >= count) break;
    pages.push(`${section}/index.html`);
    let sub = 0;
    for (let i = 1; i < perSection && pages.length < count; i++) {
      if ((i - 1) % 25 === 0) {
        sub++;
        pages.push(`${section}/part-${sub}/index.html`);
        if (pages.length >= count) break;
      }
      pages.push(`${section}/part-${sub}/topic-${i}.html`);
    }
  }
  while (pages.length > count) pages.pop();
  // With seeded defects, every section the nav and footer name has its page, however few pages.
  if (defects) for (const s of DOC_SECTIONS) if (!pages.includes(`${s}/index.html`)) pages.push(`${s}/index.html`);
  const bySection = new Map();
  for (const p of pages) {
    const section = p.split('/')[0];
    if (!bySection.has(section)) bySection.set(section, []);
    bySection.get(section).push(p);
  }
  const paragraphs = Array.from({ length: 400 }, () => paragraph(rng));
  const code = Array.from(
    { length: 60 },
    () =>
      `<pre><code class="language-js">${text(`import { Uri } from 'java-uri';\nconst u = new Uri('${BASE}${rng.pick(pages)}');\nconsole.log(u.${rng.pick(['getPath', 'getHost', 'normalize', 'toString'])}());`)}</code></pre>`,
  );
  const assets = ['img/logo.svg', 'img/diagram-1.png', 'img/diagram-2.png', 'img/screenshot.png'];
  for (const a of assets) put(dir, a, bytes(rng, '', 32));
  // With seeded defects, the logo is an SVG image that defines the fragments its links name.
  if (defects) put(dir, 'img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><g id="intro"/><g id="x"/></svg>\n');
  put(dir, 'css/docs.css', `body{font:16px/1.5 sans-serif}\n.nav{background:url(../img/logo.svg) no-repeat}\n`);
  put(dir, 'js/docs.js', `// search\n`);
  for (const path of pages) {
    const ref = linker(rng, dirOf(path));
    const form = () =>
      rng.weighted([
        [35, 'root'],
        [25, 'absolute'],
        [30, 'shortest'],
        [10, 'up'],
      ]);
    const link = (target, label) => `<a href="${ref(target, form())}">${text(label)}</a>`;
    const section = path.split('/')[0];
    const siblings = bySection.get(section) ?? pages;
    const total = rng.int(50, 100);
    const sidebarCount = Math.min(siblings.length, rng.int(15, 30));
    const out = [];
    out.push(
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${text(path)} · java-uri docs</title>\n<link rel="stylesheet" href="${ref('css/docs.css', form())}">\n<link rel="icon" href="${ref('img/logo.svg', form())}">\n<link rel="canonical" href="${BASE}${path}">\n<script src="${ref('js/docs.js', form())}" defer></script>\n</head>\n<body>\n`,
    );
    out.push(
      `<header class="top"><a class="logo" href="${ref('', form())}"><img src="${ref('img/logo.svg', form())}" alt="java-uri"></a>\n<nav class="nav"><ul>\n`,
    );
    for (const s of DOC_SECTIONS.slice(0, 8)) out.push(`<li>${link(s + '/', s)}</li>\n`);
    out.push('</ul></nav></header>\n<div class="layout">\n<aside class="sidebar"><ul>\n');
    const start = rng.int(0, Math.max(0, siblings.length - sidebarCount));
    for (let i = 0; i < sidebarCount; i++) {
      const p = siblings[start + i];
      out.push(`<li>${link(p.endsWith('/index.html') ? dirOf(p) : p, p.split('/').pop())}</li>\n`);
    }
    out.push('</ul></aside>\n<main><article>\n');
    out.push(`<h1>${text(words(rng, 4))}</h1>\n`);
    // With seeded defects, every fragment the links name exists, so that the seeded ones are the only defects.
    if (defects) out.push('<h2 id="intro">Introduction</h2>\n<p><a name="x"></a></p>\n');
    let inline = total - 8 - sidebarCount - 10 - 6;
    const size = rng.int(21_000, 58_000);
    let bytesSoFar = out.reduce((n, s) => n + s.length, 0);
    let section2 = 0;
    while (bytesSoFar < size - 1500) {
      let chunk;
      if (rng.chance(0.1)) chunk = `<h2 id="s${++section2}">${text(words(rng, 3))}</h2>\n`;
      else if (rng.chance(0.08)) chunk = rng.pick(code) + '\n';
      else if (rng.chance(0.03) && inline-- > 0)
        chunk = `<figure><img src="${ref(rng.pick(assets), form())}" alt="${words(rng, 2)}"><figcaption>${words(rng, 4)}</figcaption></figure>\n`;
      else {
        let p = rng.pick(paragraphs);
        if (inline > 0) {
          const k = Math.min(inline, rng.int(1, 3));
          for (let i = 0; i < k; i++) {
            const at = p.indexOf(' ', rng.int(0, p.length - 1));
            if (at < 0) break;
            p =
              p.slice(0, at) +
              ' ' +
              link(rng.pick(pages) + (rng.chance(0.2) ? `#s${rng.int(1, 5)}` : ''), words(rng, 2)) +
              p.slice(at);
            inline--;
          }
        }
        chunk = `<p>${p}</p>\n`;
      }
      out.push(chunk);
      bytesSoFar += chunk.length;
    }
    while (inline-- > 0) out.push(`<p>See ${link(rng.pick(pages), 'also')}.</p>\n`);
    if (defects) while (section2 < 5) out.push(`<h2 id="s${++section2}">More</h2>\n`);
    out.push('</article></main>\n</div>\n<footer><ul>\n');
    for (const [t, l] of [
      ['', 'Home'],
      ['start/', 'Start'],
      ['faq/', 'FAQ'],
      ['community/', 'Community'],
      ['blog/', 'Blog'],
      ['reference/', 'Reference'],
    ])
      out.push(`<li>${link(t, l)}</li>\n`);
    out.push(
      `<li><a href="https://github.example.org/java-uri">Source</a></li>\n<li><a href="mailto:docs@example.com">Mail</a></li>\n<li><a href="#top">Top</a></li>\n<li><a href="https://other.example.org/">Elsewhere</a></li>\n</ul></footer>\n</body>\n</html>\n`,
    );
    put(dir, path, out.join(''));
  }
  if (!defects) return { pages: pages.length };
  const seeded = seedDefects(dir, rng, BASE, Math.max(1, Math.round(count / 50)));
  return { pages: pages.length, defects: seeded };
}

/**
 * Writes a site into `dir` (made if missing; files there are overwritten, others left).
 * @param {string} dir
 * @param {{pages?: number, seed?: number, shape?: 'test' | 'docs', defects?: boolean}} [options]
 * @returns {{pages: number, defects?: object[]}} defects: the manifest of scripts/site-defects.mjs
 */
export function generateSite(dir, { pages, seed = 1, shape = 'test', defects = false } = {}) {
  const rng = random(seed);
  mkdirSync(dir, { recursive: true });
  if (shape === 'docs') return generateDocs(dir, rng, pages ?? 100, defects);
  if (defects) throw new Error('defects are seeded in shape docs');
  if (shape === 'test') return generateTest(dir, rng, pages ?? 240);
  throw new Error(`unknown shape ${JSON.stringify(shape)}: test or docs`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const options = {};
  let dir;
  let defectsFile;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--pages') options.pages = Number(args[++i]);
    else if (a === '--seed') options.seed = Number(args[++i]);
    else if (a === '--shape') options.shape = args[++i];
    else if (a === '--defects') defectsFile = args[++i];
    else if (!a.startsWith('--') && dir === undefined) dir = a;
    else {
      console.error(`site-gen: unknown argument ${a}`);
      process.exit(2);
    }
  }
  if (dir === undefined || Number.isNaN(options.pages) || Number.isNaN(options.seed)) {
    console.error('usage: node scripts/site-gen.mjs DIR [--pages N] [--seed S] [--shape test|docs] [--defects FILE]');
    process.exit(2);
  }
  const t = performance.now();
  if (defectsFile !== undefined) options.defects = true;
  const { pages, defects } = generateSite(dir, options);
  if (defectsFile !== undefined) writeFileSync(defectsFile, JSON.stringify(defects, null, 1) + '\n');
  console.log(
    `site-gen: ${pages} pages (${options.shape ?? 'test'}) in ${dir}, ${Math.round(performance.now() - t)} ms`,
  );
}

// java-uri/site: relativizeHtml and relativizeCss (which links, how they are read and written), and
// `java-uri site` over a directory (in place, --out, --offline, --dry-run, --json, --strict, and
// every kind of bad input). The judge of where a link leads is the URL Standard: whatwg-url, the
// reference implementation, which the code under test does not use (it uses the platform's URL);
// the real browsers judge a whole generated site in `npm run test:site`.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URL as WhatwgURL } from 'whatwg-url';
import { site, writeUnder } from './site-helpers';
import { relativizeCss, relativizeHtml, siteBase } from '../src/site';
import { Site } from '../src/site/links';
import { refreshUrl, spaceSeparatedUrls, srcsetUrls } from '../src/site/microsyntax';
import { replaceFile, Temporaries } from '../src/site/files';

const BASE = 'https://example.com/docs/';
const PAGE = 'https://example.com/docs/guide/index.html';

/** The page rewritten against BASE: its text and its links' outcomes. */
function page(html: string, url = PAGE, options: Parameters<typeof relativizeHtml>[2] = { base: BASE }) {
  return relativizeHtml(html, url, options);
}

describe('relativizeHtml: each link kind', () => {
  test.each([
    ['<a href="/docs/a.html">', '<a href="../a.html">'],
    [
      '<area href="https://example.com/docs/guide/x.html" ping="/docs/p /docs/guide/q">',
      '<area href="x.html" ping="../p q">',
    ],
    ['<link rel=stylesheet href="/docs/css/s.css">', '<link rel=stylesheet href="../css/s.css">'],
    [
      '<link rel=preload imagesrcset="/docs/a.png 1x,/docs/b.png 2x">',
      '<link rel=preload imagesrcset="../a.png 1x,../b.png 2x">',
    ],
    [
      '<img src="/docs/i.png" srcset="/docs/i.png 1x, /docs/i2.png 2x">',
      '<img src="../i.png" srcset="../i.png 1x, ../i2.png 2x">',
    ],
    ['<source srcset="/docs/a.png 1x,/docs/b.png 2x">', '<source srcset="../a.png 1x,../b.png 2x">'],
    // A comma within a run of non-spaces is part of the URL (the HTML Standard): one candidate here.
    ['<source srcset="/docs/a.png,/docs/b.png 2x">', '<source srcset="../a.png,/docs/b.png 2x">'],
    ['<script src="/docs/s.js"></script>', '<script src="../s.js"></script>'],
    ['<iframe src="/docs/f.html"></iframe>', '<iframe src="../f.html"></iframe>'],
    [
      '<video src="/docs/v.mp4" poster="/docs/p.png"><track src="/docs/t.vtt"></video>',
      '<video src="../v.mp4" poster="../p.png"><track src="../t.vtt"></video>',
    ],
    [
      '<audio src="/docs/a.mp3"></audio><embed src="/docs/e.swf">',
      '<audio src="../a.mp3"></audio><embed src="../e.swf">',
    ],
    ['<object data="/docs/o.svg"></object>', '<object data="../o.svg"></object>'],
    [
      '<form action="/docs/search"><button formaction="/docs/b">b</button><input type=image src="/docs/i.png" formaction="/docs/c"></form>',
      '<form action="../search"><button formaction="../b">b</button><input type=image src="../i.png" formaction="../c"></form>',
    ],
    [
      '<blockquote cite="/docs/q.html"></blockquote><q cite="/docs/q.html"></q><ins cite="/docs/i"></ins><del cite="/docs/d"></del>',
      '<blockquote cite="../q.html"></blockquote><q cite="../q.html"></q><ins cite="../i"></ins><del cite="../d"></del>',
    ],
    [
      '<table background="/docs/t.png"><tr><td background="/docs/d.png"><th background="/docs/h.png"></table>',
      '<table background="../t.png"><tr><td background="../d.png"><th background="../h.png"></table>',
    ],
    ['<body background="/docs/b.png">', '<body background="../b.png">'],
    [
      '<svg><use xlink:href="/docs/i.svg#a"/><image href="/docs/i.png"/><a href="/docs/x.html">x</a></svg>',
      '<svg><use xlink:href="../i.svg#a"/><image href="../i.png"/><a href="../x.html">x</a></svg>',
    ],
    [
      '<meta http-equiv="Refresh" content="5; URL=\'/docs/next.html\'">',
      '<meta http-equiv="Refresh" content="5; URL=\'../next.html\'">',
    ],
    [
      '<div style="background: url(/docs/b.png); mask: url(\'/docs/m.svg\')"></div>',
      '<div style="background: url(../b.png); mask: url(\'../m.svg\')"></div>',
    ],
    [
      '<style>@import "/docs/c.css"; p { background: URL( /docs/p.png ) }</style>',
      '<style>@import "../c.css"; p { background: URL(../p.png) }</style>',
    ],
    ['<svg><style>a{fill:url(/docs/f.svg#g)}</style></svg>', '<svg><style>a{fill:url(../f.svg#g)}</style></svg>'],
  ])('%s', (html, expected) => {
    expect(page(html).text).toBe(expected);
  });

  test('a link to the page itself, to its directory and within it', () => {
    expect(page('<a href="https://example.com/docs/guide/index.html#top">').text).toBe('<a href="#top">');
    expect(page('<a href="https://example.com/docs/guide/index.html">').text).toBe('<a href="index.html">');
    expect(page('<a href="/docs/guide/">').text).toBe('<a href="./">');
    expect(page('<a href="/docs/">').text).toBe('<a href="../">');
  });
});

// Inside the site: the base's scheme, host and port, and a path under its path; user information
// does not move a URL out of it (nor into it).
test.each([
  ['https://example.com/docs/', 'https://example.com/docs/', true],
  ['https://example.com/docs/', 'https://example.com/docs/a/b.html?q=1#f', true],
  ['https://example.com/docs/', 'https://user:pw@example.com/docs/a.html', true],
  ['https://example.com/docs/', 'https://example.com:443/docs/a', true],
  ['https://example.com/docs/', 'HTTPS://EXAMPLE.COM/docs/a', true],
  ['https://example.com/docs/', 'https://user@example.com/other/', false],
  ['https://example.com/docs/', 'https://example.com@evil.org/docs/', false],
  ['https://example.com/docs/', 'https://example.com:8443/docs/a', false],
  ['https://example.com/docs/', 'http://example.com/docs/a', false],
  ['https://example.com/docs/', 'https://example.com/docs', false],
  ['https://example.com/docs/', 'https://example.com/docs?/x', false],
  ['https://example.com/docs/', 'https://example.com/docsx/', false],
  ['https://example.com/docs/', 'https://example.com.evil/docs/', false],
  ['https://example.com/docs/', 'https://evil.org/x?https://example.com/docs/', false],
  ['http://[::1]:8080/x/', 'http://[0:0::1]:8080/x/a', true],
  ['http://[::1]:8080/x/', 'http://[::1]/x/a', false],
  ['file:///srv/site/', 'file:///srv/site/a.html', true],
  ['file:///srv/site/', 'file://host/srv/site/a.html', false],
  ['foo:/docs/', 'foo:/docs/a', true],
  ['foo:///docs/', 'foo:/docs/a', true],
  ['foo:/docs/', 'foo:/other/a', false],
  ['foo://h/docs/', 'foo://u@h/docs/a', true],
  ['foo://h/docs/', 'foo://h/other', false],
])('Site %s contains %s: %s', (base, url, inside) => {
  expect(new Site({ base }).contains(new URL(url))).toBe(inside);
});

describe('relativizeHtml: what stays as written', () => {
  test.each([
    ['a fragment', '<a href="#top">', 'fragment'],
    ['an empty href', '<a href="">', 'fragment'],
    ['another site', '<a href="https://other.org/docs/x">', 'other-site'],
    ['another scheme on the same host', '<a href="http://example.com/docs/x">', 'other-site'],
    ['the origin outside the base', '<a href="/other-project/x.html">', 'outside-base'],
    ['mailto', '<a href="mailto:a@example.com">', 'not-hierarchical'],
    ['javascript', '<a href="javascript:void(0)">', 'not-hierarchical'],
    ['data', '<img src="data:image/png;base64,AAAA">', 'not-hierarchical'],
    ['tel', '<a href="tel:+123">', 'not-hierarchical'],
    ['a canonical link', '<link rel="canonical" href="https://example.com/docs/guide/">', 'rel-kept'],
    [
      'an alternate with hreflang',
      '<link rel="alternate" hreflang="fr" href="https://example.com/docs/fr/">',
      'rel-kept',
    ],
    ['a space, already relative (java.net.URI cannot parse it)', '<a href="../guide/a b.html">', 'relative'],
    ['a relative link that leads to its target', '<a href="../guide/x.html">', 'relative'],
    ['a query of the page', '<a href="?q=1">', 'relative'],
  ])('%s', (_, html, outcome) => {
    const result = page(html);
    expect(result.text).toBe(html);
    expect(result.links.map((l) => l.outcome)).toEqual([outcome]);
  });

  test('scripts, JSON-LD, import maps, comments, text and iframe srcdoc are never read', () => {
    const html =
      '<script>var a = "/docs/x.html"; // <a href="/docs/y.html"></script>' +
      '<script type="application/ld+json">{"url": "https://example.com/docs/x"}</script>' +
      '<script type="importmap">{"imports": {"a": "/docs/a.js"}}</script>' +
      '<!-- <a href="/docs/c.html"> --><p>/docs/text.html</p>' +
      '<iframe srcdoc="<a href=&quot;/docs/s.html&quot;>"></iframe>' +
      '<textarea><a href="/docs/t.html"></textarea>' +
      '<title><a href="/docs/t.html"></title><xmp><a href="/docs/x.html"></xmp>';
    const result = page(html);
    expect(result.text).toBe(html);
    expect(result.links).toEqual([]);
  });

  test('only the first base element with an href sets the base; each base href is written relative to the page', () => {
    const html =
      '<a href="/docs/x/one.html">1</a><base href="/docs/api/v2/"><base href="/docs/ignored/">' +
      '<a href="https://example.com/docs/api/v2/two.html">2</a>';
    const result = page(html);
    // The base applies to the whole document, links before it included.
    expect(result.text).toBe(
      '<a href="../../x/one.html">1</a><base href="../api/v2/"><base href="../ignored/"><a href="two.html">2</a>',
    );
    const base = new WhatwgURL('../api/v2/', PAGE).href;
    expect(base).toBe('https://example.com/docs/api/v2/');
    expect(new WhatwgURL('../../x/one.html', base).href).toBe('https://example.com/docs/x/one.html');
  });

  test("a base element in a template is not the document's base", () => {
    expect(page('<template><base href="/docs/api/"></template><a href="/docs/a.html">').text).toBe(
      '<template><base href="../api/"></template><a href="../a.html">',
    );
  });

  test('a base outside the site keeps the links that need it, and reports them', () => {
    const html = '<base href="https://cdn.example.net/static/"><a href="https://example.com/docs/guide/other.html">';
    const result = page(html);
    expect(result.text).toBe(html);
    expect(result.links.map((l) => l.outcome)).toEqual(['other-site', 'base-elsewhere']);
  });
});

describe('relativizeHtml: every rewrite leads where the link led (whatwg-url as the judge)', () => {
  const targets = [
    '/docs/a.html',
    '/docs/guide/deep/er/b.html?x=1&y=2#f',
    'https://example.com/docs/',
    '//example.com/docs/guide/',
    '/docs/%7Euser/',
    '/docs/guide/index.html',
    '/docs/a:b.html',
    '/docs/guide/./c/../d.html',
    'https://EXAMPLE.com:443/docs/e.html',
    '/docs/é.html',
  ];
  const pages = [PAGE, 'https://example.com/docs/index.html', 'https://example.com/docs/a/b/c/page.html'];
  test.each(pages.flatMap((p) => targets.map((t) => [p, t])))('on %s, %s', (pageUrl, target) => {
    const html = `<a href="${target.replace(/&/g, '&amp;')}">`;
    const result = page(html, pageUrl);
    const [link] = result.links;
    const written = /href="([^"]*)"/.exec(result.text)![1]!.replace(/&amp;/g, '&');
    expect(new WhatwgURL(written, pageUrl).href).toBe(new WhatwgURL(target, pageUrl).href);
    if (link!.outcome === 'relativized') expect(written).not.toMatch(/^([a-z]+:|\/)/i);
    else expect(link!.outcome).toBe('relative');
  });
});

describe('relativizeHtml: exact values', () => {
  test('character references are read, and written back with the escapes HTML needs', () => {
    expect(page('<a href="/docs/a.html?x=1&amp;y=2">').text).toBe('<a href="../a.html?x=1&amp;y=2">');
    expect(page('<a href="&#x2F;docs/a.html">').text).toBe('<a href="../a.html">');
    expect(page("<a href='/docs/it&apos;s.html'>").text).toBe("<a href='../it&#39;s.html'>");
  });

  test("a path the JDK would change (an empty segment) is written by the browser's segments", () => {
    const html = '<img srcset="https://example.com/docs/img/a.png,https://example.com/docs/img/b.png">';
    const result = page(html, 'https://example.com/docs/api/v1/x.html');
    expect(result.text).toBe('<img srcset="../../img/a.png,https://example.com/docs/img/b.png">');
    expect(
      new WhatwgURL('../../img/a.png,https://example.com/docs/img/b.png', 'https://example.com/docs/api/v1/x.html')
        .href,
    ).toBe('https://example.com/docs/img/a.png,https://example.com/docs/img/b.png');
  });

  test('unquoted and upper-case attributes; quotes added where an unquoted value needs them', () => {
    expect(page('<a href=/docs/a&amp;b.html>').text).toBe('<a href=../a&amp;b.html>');
    expect(page('<A HREF=/docs/a.html>x</A>').text).toBe('<A HREF=../a.html>x</A>');
    expect(page("<a href=/docs/it's.html>").text).toBe('<a href="../it\'s.html">');
    expect(page('<a href = "/docs/a.html" >').text).toBe('<a href = "../a.html" >');
  });

  test('everything outside a rewritten value stays byte for byte, malformed HTML included', () => {
    const html =
      '<p>one<p>two</b>\r\n<a  class=x   href="/docs/a.html"  title="&amp;">x</a></div><img src=/docs/i.png/>';
    expect(page(html).text).toBe(
      '<p>one<p>two</b>\r\n<a  class=x   href="../a.html"  title="&amp;">x</a></div><img src=../i.png/>',
    );
  });

  test('CSS: quotes, escapes and comments read as CSS reads them', () => {
    const css =
      '/* url(/docs/c.png) */ a { b: url("/docs/q\\27.png"); c: url(/docs/\\28p\\29.png); d: url("/docs/\\22") }';
    const result = relativizeCss(css, 'https://example.com/docs/css/s.css', { base: BASE });
    expect(result.text).toBe(
      '/* url(/docs/c.png) */ a { b: url("../q\'.png"); c: url(../\\(p\\).png); d: url("../%22") }',
    );
    // A quotation mark is no character of a java.net.URI: that link is written over the browser's
    // own serialization of its target (/docs/%22), to which it resolves.
    expect(result.links.map((l) => l.outcome)).toEqual(['relativized', 'relativized', 'relativized']);
  });

  test('a stylesheet resolves against its own URL', () => {
    const result = relativizeCss(
      '@import url(/docs/b.css) print; a{b:url(../img/i.png)}',
      'https://example.com/docs/css/s.css',
      {
        base: BASE,
      },
    );
    expect(result.text).toBe('@import url(../b.css) print; a{b:url(../img/i.png)}');
    expect(result.links.map((l) => [l.where, l.outcome])).toEqual([
      ['url()', 'relativized'],
      ['url()', 'relative'],
    ]);
  });

  test("image-set(): its options' strings are links, written as strings of the same quoting", () => {
    const css =
      'a{b:image-set(\'/docs/img/a.png\' 1x, "/docs/img/a@2x.png" type("image/png") 2x)}\n' +
      '.c{d:-webkit-image-set(url(/docs/img/c.png) 1x)}';
    const result = relativizeCss(css, 'https://example.com/docs/css/s.css', { base: BASE });
    expect(result.text).toBe(
      'a{b:image-set(\'../img/a.png\' 1x, "../img/a@2x.png" type("image/png") 2x)}\n' +
        '.c{d:-webkit-image-set(url(../img/c.png) 1x)}',
    );
    // Each string where it stands (line and column); a url() at its url(.
    expect(result.links.map((l) => [l.where, l.line, l.column, l.value, l.outcome])).toEqual([
      ['image-set()', 1, 15, '/docs/img/a.png', 'relativized'],
      ['image-set()', 1, 37, '/docs/img/a@2x.png', 'relativized'],
      ['url()', 2, 24, '/docs/img/c.png', 'relativized'],
    ]);
  });

  test('links report their line and column', () => {
    const result = page('<p>\n  <a href="/docs/a.html">\r\n<style>\n\n  a{b:url(/docs/b.png)}</style>');
    expect(result.links.map((l) => [l.line, l.column])).toEqual([
      [2, 6],
      [5, 7],
    ]);
  });
});

describe('relativizeHtml and relativizeCss: what they return', () => {
  test('text and links are own enumerable properties, made when first read, before the edits and the rest', () => {
    const html = relativizeHtml('<a href="/docs/b.html">', 'https://example.com/docs/a.html', {
      base: 'https://example.com/docs/',
    });
    expect(Object.keys(html).slice(0, 5)).toEqual(['text', 'links', 'edits', 'charset', 'encoding']);
    expect(JSON.parse(JSON.stringify(html))).toMatchObject({
      text: '<a href="b.html">',
      links: [{ written: 'b.html' }],
    });
    expect({ ...html }.text).toBe('<a href="b.html">');
    html.links = [];
    expect(html.links).toEqual([]);
    const css = relativizeCss('a{b:url(/docs/i.png)}', 'https://example.com/docs/c/s.css', {
      base: 'https://example.com/docs/',
    });
    expect(Object.keys(css)).toEqual(['text', 'links', 'edits', 'charset', 'encoding']);
    expect({ ...css }).toMatchObject({ text: 'a{b:url(../i.png)}', links: [{ written: '../i.png' }] });
  });
});

describe('the attribute microsyntaxes', () => {
  const values = (s: string, ranges: { start: number; end: number }[]) => ranges.map((r) => s.slice(r.start, r.end));
  test('srcset: commas with or without spaces, descriptors with parentheses, trailing commas', () => {
    expect(values('a.png 1x,b.png 2x', srcsetUrls('a.png 1x,b.png 2x'))).toEqual(['a.png', 'b.png']);
    expect(values(' a.png 1x,b.png, c.png 100w ', srcsetUrls(' a.png 1x,b.png, c.png 100w '))).toEqual([
      'a.png',
      'b.png',
      'c.png',
    ]);
    expect(values('a.png,b.png,, c.png', srcsetUrls('a.png,b.png,, c.png'))).toEqual(['a.png,b.png', 'c.png']);
    expect(values('a.png (x,y) 1x, b.png', srcsetUrls('a.png (x,y) 1x, b.png'))).toEqual(['a.png', 'b.png']);
    expect(values('a,b.png 2x', srcsetUrls('a,b.png 2x'))).toEqual(['a,b.png']);
  });
  test('meta refresh', () => {
    const url = (s: string) => {
      const r = refreshUrl(s);
      return r === null ? null : s.slice(r.start, r.end);
    };
    expect(url('0; url=a.html')).toBe('a.html');
    expect(url('5;URL = "a b.html" x')).toBe('a b.html');
    expect(url('3, next.html')).toBe('next.html');
    expect(url('.5 ur.html')).toBe('ur.html');
    expect(url('5')).toBeNull();
    expect(url('x; url=a.html')).toBeNull();
  });
  test('ping: space-separated', () => {
    expect(values(' a  b\tc ', spaceSeparatedUrls(' a  b\tc '))).toEqual(['a', 'b', 'c']);
  });
});

describe('without a base, and with offline', () => {
  test('the directory is the root of a placeholder origin: links with a host stay', () => {
    const result = relativizeHtml(
      '<a href="/a/b.html"><a href="https://example.com/a/b.html">',
      'https://site.invalid/a/c.html',
    );
    expect(result.text).toBe('<a href="b.html"><a href="https://example.com/a/b.html">');
  });

  test('offline: a directory becomes its index.html, x becomes x.html when only that exists; broken links reported', () => {
    const files = new Set(['guide/index.html', 'api.html', 'img/a.png']);
    const options = { base: BASE, offline: true, exists: (p: string) => files.has(p) };
    const result = page(
      '<a href="../guide/">g</a><a href="../api">a</a><img src="../img/a.png"><a href="/docs/gone.html">',
      PAGE,
      options,
    );
    expect(result.text).toBe(
      '<a href="index.html">g</a><a href="../api.html">a</a><img src="../img/a.png"><a href="../gone.html">',
    );
    expect(result.links.map((l) => l.broken === true)).toEqual([false, false, false, true]);
  });

  test('asWritten: the links judged, not rewritten (no reference made), their targets, files and breaks as site finds them', () => {
    const files = new Set(['guide/index.html', 'api.html']);
    const options = { base: BASE, asWritten: true, exists: (p: string) => files.has(p) };
    const html = '<a href="/docs/guide/">g</a><a href="../api.html#x">a</a><a href="/docs/gone.html">';
    const result = page(html, PAGE, options);
    expect(result.text).toBe(html);
    expect(
      result.links.map(({ outcome, written, target, targetFile, broken }) => ({
        outcome,
        written,
        target,
        targetFile,
        broken,
      })),
    ).toEqual(
      [
        { outcome: 'relative', target: 'https://example.com/docs/guide/', targetFile: 'guide/index.html' },
        { outcome: 'relative', target: 'https://example.com/docs/api.html#x', targetFile: 'api.html' },
        { outcome: 'relative', target: 'https://example.com/docs/gone.html', broken: true },
      ].map((l) => ({ written: undefined, targetFile: undefined, broken: undefined, ...l })),
    );
  });

  test('siteBase adds the final slash and refuses what is not an absolute hierarchical URI', () => {
    expect(siteBase('https://EXAMPLE.com/docs')).toBe('https://example.com/docs/');
    expect(siteBase('https://u@example.com/docs?q#f')).toBe('https://example.com/docs/');
    expect(siteBase('file:///C:/site')).toBe('file:///C:/site/');
    expect(() => siteBase('docs/')).toThrow(TypeError);
    expect(() => siteBase('mailto:a@b')).toThrow(TypeError);
    expect(() => relativizeHtml('', 'not a url')).toThrow(TypeError);
  });
});

// ---- the command over a directory ----

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'java-uri-site-'));
});
afterEach(() => {
  chmodSync(dir, 0o755);
  rmSync(dir, { recursive: true, force: true });
});

const write = (path: string, content: string | Uint8Array) => writeUnder(dir, path, content);

describe('java-uri site', () => {
  test('rewrites in place by rename, keeping each file mode, and leaves other files alone', async () => {
    write('site/index.html', '<a href="/docs/guide/">g</a>');
    write('site/guide/index.html', '<a href="https://example.com/docs/">home</a><img src="/docs/img/a.png">');
    write('site/img/a.png', 'PNG');
    chmodSync(join(dir, 'site/guide/index.html'), 0o640);
    const inode = statSync(join(dir, 'site/guide/index.html')).ino;
    const { status, out } = await site(['--base', 'https://example.com/docs', join(dir, 'site')]);
    expect([status, out]).toEqual([0, '']);
    expect(readFileSync(join(dir, 'site/index.html'), 'utf8')).toBe('<a href="guide/">g</a>');
    expect(readFileSync(join(dir, 'site/guide/index.html'), 'utf8')).toBe(
      '<a href="../">home</a><img src="../img/a.png">',
    );
    expect(statSync(join(dir, 'site/guide/index.html')).mode & 0o777).toBe(0o640);
    expect(statSync(join(dir, 'site/guide/index.html')).ino).not.toBe(inode);
    expect(readdirSync(join(dir, 'site/guide'))).toEqual(['index.html']);
  });

  test('--out writes a full copy; --dry-run changes nothing; --json one record per rewritten or reported link', async () => {
    write('site/a.html', '<a href="/docs/b.html">b</a><a href="/elsewhere/">e</a><a href="#x">x</a>');
    write('site/b.html', 'b');
    write('site/data.bin', '\u0000\u0001');
    expect((await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')])).status).toBe(0);
    expect(readFileSync(join(dir, 'copy/a.html'), 'utf8')).toBe(
      '<a href="b.html">b</a><a href="/elsewhere/">e</a><a href="#x">x</a>',
    );
    expect(readFileSync(join(dir, 'copy/data.bin'))).toEqual(Buffer.from([0, 1]));
    const dry = await site(['--base', BASE, '--dry-run', '--json', join(dir, 'site')]);
    expect(readFileSync(join(dir, 'site/a.html'), 'utf8')).toContain('href="/docs/b.html"');
    expect(
      dry.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { outcome: string; written?: string }),
    ).toEqual([
      expect.objectContaining({ file: 'a.html', outcome: 'relativized', written: 'b.html', line: 1, column: 4 }),
      expect.objectContaining({ file: 'a.html', outcome: 'outside-base', value: '/elsewhere/' }),
      // #x: the page defines no such fragment
      expect.objectContaining({ file: 'a.html', value: '#x', problem: 'missing-fragment' }),
    ]);
  });

  test('broken links: reported with page, line and column; --strict makes them status 4', async () => {
    write('site/a.html', '\n<a href="missing.html">m</a>');
    const loose = await site(['--base', BASE, '--dry-run', join(dir, 'site')]);
    expect(loose).toEqual({ status: 0, out: 'a.html:2:4: broken link missing.html (a href)\n', err: '' });
    expect((await site(['--base', BASE, '--dry-run', '--strict', join(dir, 'site')])).status).toBe(4);
  });

  test('on a terminal, a summary on standard error; none with --json or to a pipe', async () => {
    write(
      'site/a.html',
      '<a href="/docs/b.html">b</a> <a href="b.html">b</a> <a href="#x">x</a> <a href="/docs/gone.html">g</a>',
    );
    write('site/b.html', '');
    write('site/s.css', 'a{b:url(https://other.org/i.png)}');
    const terminal = await site(['--base', BASE, '--dry-run', join(dir, 'site')], true);
    expect(terminal.err).toBe(
      '2 pages, 1 stylesheets: 5 links, 2 made relative, 1 already relative, 2 kept (fragment 1, other-site 1), ' +
        '1 broken, 1 to missing fragments; 1 files would change\n',
    );
    expect((await site(['--base', BASE, '--dry-run', '--json', join(dir, 'site')], true)).err).toBe('');
    expect((await site(['--base', BASE, '--dry-run', join(dir, 'site')], false)).err).toBe('');
  });

  test('a symlinked file whose target leaves the site is left alone and reported; --out copies the symlink', async () => {
    write('real/page.html', '<a href="/docs/x.html">');
    write('site/x.html', '<a href="/docs/page.html">');
    symlinkSync(join(dir, 'real/page.html'), join(dir, 'site/page.html'));
    const inPlace = await site(['--base', BASE, join(dir, 'site')]);
    expect(inPlace).toEqual({
      status: 2,
      out: `page.html: is a symlink to ${join(dir, 'real/page.html')}, outside the site: left alone\n`,
      err: '',
    });
    expect(readlinkSync(join(dir, 'site/page.html'))).toBe(join(dir, 'real/page.html'));
    expect(readFileSync(join(dir, 'real/page.html'), 'utf8')).toBe('<a href="/docs/x.html">');
    // Its path still exists for the links that lead to it.
    expect(readFileSync(join(dir, 'site/x.html'), 'utf8')).toBe('<a href="page.html">');
    const copy = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(copy.status).toBe(2);
    expect(copy.out).toMatch(/^page\.html: is a symlink to .*, outside the site: left alone, copied as the symlink\n$/);
    expect(readlinkSync(join(dir, 'copy/page.html'))).toBe(join(dir, 'real/page.html'));
    expect(readFileSync(join(dir, 'real/page.html'), 'utf8')).toBe('<a href="/docs/x.html">');
  });
});

describe('java-uri site: bad input', () => {
  const ok = '<a href="/docs/ok.html">';
  const bad = async (name: string, content: string | Uint8Array, message: RegExp) => {
    write(`site/${name}`, content);
    write('site/ok.html', ok);
    const before = readFileSync(join(dir, 'site', name));
    const result = await site(['--base', BASE, join(dir, 'site')]);
    expect(result.status).toBe(2);
    expect(result.out).toMatch(new RegExp(`^${name.replace('.', '\\.')}: ${message.source}`));
    expect(readFileSync(join(dir, 'site', name))).toEqual(before);
    // The run goes on: the other page was rewritten.
    expect(readFileSync(join(dir, 'site/ok.html'), 'utf8')).toBe('<a href="ok.html">');
  };

  test('a UTF-16 file (by its byte order mark)', () =>
    bad('u.html', Buffer.from('\ufeff<a href="/docs/x">', 'utf16le'), /is UTF-16/));
  test('a page whose meta charset is not UTF-8', () =>
    bad('l.html', '<meta charset="iso-8859-1"><a href="/docs/x">', /declares charset iso-8859-1/));
  test('a page declaring its charset through http-equiv', () =>
    bad(
      'h.html',
      '<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><a href="/docs/x">',
      /declares charset shift_jis/,
    ));

  test('a directory named x.html is walked as a directory', async () => {
    write('site/x.html/inner.html', '<a href="/docs/x.html/inner.html#a" id="a">');
    const result = await site(['--base', BASE, join(dir, 'site')]);
    expect(result).toEqual({ status: 0, out: '', err: '' });
    expect(readFileSync(join(dir, 'site/x.html/inner.html'), 'utf8')).toBe('<a href="#a" id="a">');
  });

  test('a socket named .html is left alone, never read', async () => {
    write('site/ok.html', ok);
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(join(dir, 'site/s.html'), resolve));
    try {
      const result = await site(['--base', BASE, join(dir, 'site')]);
      expect(result.status).toBe(2);
      expect(result.out).toBe('s.html: is a socket: left alone\n');
      expect(readFileSync(join(dir, 'site/ok.html'), 'utf8')).toBe('<a href="ok.html">');
    } finally {
      server.close();
    }
  });

  test('a file that cannot be read', async () => {
    write('site/ok.html', ok);
    write('site/secret.html', ok);
    chmodSync(join(dir, 'site/secret.html'), 0);
    if (process.getuid?.() === 0) return expect(readFileSync(join(dir, 'site/secret.html'), 'utf8')).toBe(ok);
    const result = await site(['--base', BASE, join(dir, 'site')]);
    expect(result.status).toBe(2);
    expect(result.out).toMatch(/^secret\.html: cannot be read: EACCES: permission denied/);
  });

  test('a symlink loop: in place and in a copy, a symlink to a directory that holds it is left alone and reported as a loop', async () => {
    write('site/a/ok.html', ok);
    write('site/ok.html', ok);
    symlinkSync('..', join(dir, 'site/a/loop'));
    const result = await site(['--base', BASE, '--dry-run', join(dir, 'site')]);
    expect(result.status).toBe(2);
    expect(result.out).toBe('a/loop: is a symlink to ., a directory that holds it (a symlink loop): left alone\n');
    const copy = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(copy.status).toBe(2);
    expect(copy.out).toBe('a/loop: is a symlink to ., a directory that holds it (a symlink loop): left alone\n');
    expect(readFileSync(join(dir, 'copy/a/ok.html'), 'utf8')).toBe('<a href="../ok.html">');
    expect(readlinkSync(join(dir, 'copy/a/loop'))).toBe('..');
  });

  test('an empty file and a 100 MB file are processed (by the built command: parse5 compiled for jest is slow)', () => {
    write('site/empty.html', '');
    const filler = '<p>' + 'x'.repeat(1000) + '</p>\n';
    write(
      'site/big.html',
      '<a href="/docs/empty.html">' + filler.repeat(Math.ceil(100e6 / filler.length)) + '<a href="/docs/big.html">',
    );
    const result = spawnSync(process.execPath, ['dist/cli.mjs', 'site', '--base', BASE, join(dir, 'site')], {
      encoding: 'utf8',
    });
    expect([result.status, result.stdout, result.stderr]).toEqual([0, '', '']);
    const big = readFileSync(join(dir, 'site/big.html'), 'utf8');
    expect(big.length).toBeGreaterThan(100e6);
    expect(big.startsWith('<a href="empty.html">')).toBe(true);
    expect(big.endsWith('<a href="big.html">')).toBe(true);
    expect(readFileSync(join(dir, 'site/empty.html'), 'utf8')).toBe('');
  }, 60_000);

  test('--base that is not an absolute hierarchical URI, --out inside DIR, DIR not a directory: usage errors', async () => {
    write('site/a.html', ok);
    expect(await site(['--base', 'docs/', join(dir, 'site')])).toEqual({
      status: 1,
      out: '',
      err:
        'java-uri site: --base must be an absolute hierarchical URI, got "docs/"\n' +
        'Usage: java-uri COMMAND [OPTIONS] [--] [ARGS]\nRun java-uri help for the commands and options.\n',
    });
    expect((await site(['--base', 'mailto:a@b', join(dir, 'site')])).status).toBe(1);
    const inside = await site(['--base', BASE, '--out', join(dir, 'site/copy'), join(dir, 'site')]);
    expect(inside.status).toBe(1);
    expect(inside.err).toMatch(/--out .*site\/copy is inside the site's directory/);
    expect(existsSync(join(dir, 'site/copy'))).toBe(false);
    expect((await site(['--base', BASE, join(dir, 'site/a.html')])).err).toMatch(/is not a directory/);
    expect(readFileSync(join(dir, 'site/a.html'), 'utf8')).toBe(ok);
  });

  test('a write that fails leaves the old file whole and no temporary file behind', async () => {
    write('site/a.html', ok);
    const like = statSync(join(dir, 'site/a.html'));
    const how = { like, inPlace: true, temporaries: new Temporaries() };
    await expect(replaceFile(join(dir, 'site/a.html/nope'), Buffer.from('x'), how)).rejects.toThrow();
    expect(readdirSync(join(dir, 'site'))).toEqual(['a.html']);
    expect(readFileSync(join(dir, 'site/a.html'), 'utf8')).toBe(ok);
  });
});

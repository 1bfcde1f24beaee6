// The html-minifier-terser recipe of docs/links.md, run as the guide writes it (the code block after the
// "recipe: minifyURLs" marker), on a realistic page: every link the minifier hands to it must come
// back no longer, and leading where the original led, as Node's URL (a browser's reading) and as
// our resolve see it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'html-minifier-terser';
import { Uri } from '../src';

const PAGE = 'https://example.com/docs/guide/index.html';

/** The recipe's `shortLinks` function, taken from docs/links.md. */
function recipe(): (pageUrl: string) => (link: string) => string {
  const guide = readFileSync(join(__dirname, '..', 'docs', 'links.md'), 'utf8');
  const marker = guide.indexOf('<!-- recipe: minifyURLs');
  const open = guide.indexOf('```js\n', marker) + 6;
  const block = guide.slice(open, guide.indexOf('\n```', open));
  const start = block.indexOf('function shortLinks(');
  const end = block.indexOf('\n}\n', start) + 2;
  if (marker < 0 || start < 0 || end < start) throw new Error('docs/links.md: the minifyURLs recipe was not found');
  return new Function('Uri', `${block.slice(start, end)}\nreturn shortLinks;`)(Uri);
}

const SOURCE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Guide</title>
  <link rel="stylesheet" href="https://example.com/docs/assets/site.css">
  <link rel="stylesheet" href="//cdn.example.net/lib.css">
  <link rel="canonical" href="https://example.com/docs/guide/index.html">
  <link rel="icon" href="/favicon.ico">
  <script src="https://cdn.example.net/lib.js"></script>
  <script src="../assets/app.js"></script>
  <style>body { background: url(https://example.com/docs/assets/bg.png) }</style>
</head>
<body>
  <nav>
    <a href="index.html">Guide</a>
    <a href="./">Guide, again</a>
    <a href="../">Docs</a>
    <a href="https://example.com/">Home</a>
    <a href="https://example.com">Home, no slash</a>
    <a href="https://example.com/docs/api/x.html">API</a>
    <a href="https://example.com/docs/api/x.html#method-y">API, a method</a>
    <a href="/docs/guide/setup.html">Setup</a>
    <a href="https://example.com/docs/guide/setup.html#install">Install</a>
    <a href="https://example.com/docs/guide/sub/dir/">A directory</a>
    <a href="https://example.com/docs/guide/index.html#top">Top</a>
    <a href="#top">Top, again</a>
    <a href="?page=2">Page 2</a>
    <a href="https://example.com/docs/guide/index.html?page=3">Page 3</a>
    <a href="https://example.com/docs/guide/index.html?q=a&amp;b=c#results">Search</a>
    <a href="https://example.com/docs/guide/../api/y.html">Dot segments</a>
    <a href="../../../../up.html">Above the root</a>
    <a href="https://example.com/docs/guide/a%20b.html">An escape</a>
    <a href="https://example.com/docs/guid%65/z.html">An unreserved escape</a>
    <a href="https://example.com/docs/guide/über.html">Non-ASCII</a>
    <a href="HTTPS://EXAMPLE.COM/docs/guide/caps.html">Capitals</a>
    <a href="https://EXAMPLE.com:443/docs/api/">Default port</a>
    <a href="https://example.com:8443/docs/">Another port</a>
    <a href="http://example.com/docs/">Another scheme</a>
    <a href="https://user@example.com/docs/guide/x">User information</a>
    <a href="https://other.example.org/docs/guide/index.html">Another site</a>
    <a href="mailto:docs@example.com">Mail</a>
    <a href="javascript:void(0)">Script</a>
    <a href="tel:+1-555-0100">Phone</a>
    <a href="{{ link }}">A template</a>
    <a href="a b.html">A space</a>
    <a href="https://example.com/docs/guide/%zz">A broken escape</a>
    <a href="">Empty</a>
  </nav>
  <img src="https://example.com/docs/guide/img/logo.png"
       srcset="https://example.com/docs/guide/img/logo.png 1x, https://example.com/docs/guide/img/logo@2x.png 2x" alt="">
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
  <form action="https://example.com/docs/search"><input name="q"></form>
</body>
</html>`;

describe("docs/links.md's minifyURLs recipe for html-minifier-terser", () => {
  const rewrites: [string, string][] = [];
  let html = '';
  beforeAll(async () => {
    const shortLinks = recipe()(PAGE);
    html = await minify(SOURCE, {
      collapseWhitespace: true,
      minifyCSS: true,
      minifyURLs: (link: string) => {
        const short = shortLinks(link);
        rewrites.push([link, short]);
        return short;
      },
    });
  });

  test('is called for the links of the page', () => {
    expect(rewrites.length).toBeGreaterThanOrEqual(40);
    for (const [, short] of rewrites) expect(html).toContain(short);
  });

  test('never makes a link longer', () => {
    for (const [link, short] of rewrites) expect(short.length).toBeLessThanOrEqual(link.length);
  });

  test("every link leads where it led, as URL reads it (a browser's reading)", () => {
    for (const [link, short] of rewrites) {
      let before: string;
      try {
        before = new URL(link, PAGE).href;
      } catch {
        expect(short).toBe(link); // URL cannot read it either: left as written
        continue;
      }
      expect([link, new URL(short, PAGE).href]).toEqual([link, before]);
    }
  });

  test('every rewritten link leads where it led, as our resolve (the JDK’s) reads it', () => {
    const page = new Uri(PAGE);
    for (const [link, short] of rewrites) {
      if (short === link) continue;
      const target = page.resolve(link, { rfc3986: true });
      expect([link, page.resolve(short).equals(target)]).toEqual([link, true]);
      expect([link, page.resolve(short, { rfc3986: true }).equals(target)]).toEqual([link, true]);
    }
  });

  test.each([
    ['https://example.com/docs/api/x.html', '../api/x.html'],
    ['https://example.com/docs/guide/setup.html#install', 'setup.html#install'],
    ['https://example.com/docs/guide/index.html#top', '#top'],
    ['https://example.com/docs/guide/index.html?page=3', 'index.html?page=3'],
    ['https://example.com/docs/guide/../api/y.html', '../api/y.html'],
    ['../../../../up.html', '../../up.html'],
    // Another authority (to the JDK, EXAMPLE.com:443 is not example.com), another site: absolute, as written.
    ['https://EXAMPLE.com:443/docs/api/', 'https://EXAMPLE.com:443/docs/api/'],
    ['https://other.example.org/docs/guide/index.html', 'https://other.example.org/docs/guide/index.html'],
    ['https://example.com/docs/guide/img/logo@2x.png', 'img/logo@2x.png'],
    ['https://example.com/docs/assets/bg.png', '../assets/bg.png'],
    // Left as written: already shortest, another scheme, not hierarchical, not a URI to the JDK.
    ['http://example.com/docs/', 'http://example.com/docs/'],
    ['?page=2', '?page=2'],
    ['mailto:docs@example.com', 'mailto:docs@example.com'],
    ['javascript:void(0)', 'javascript:void(0)'],
    ['{{ link }}', '{{ link }}'],
    ['a b.html', 'a b.html'],
    ['https://example.com/docs/guide/%zz', 'https://example.com/docs/guide/%zz'],
  ])('%s becomes %s', (link, short) => {
    expect(rewrites).toContainEqual([link, short]);
  });
});

// The limits docs/links.md states: which URLs html-minifier-terser hands to minifyURLs at all.
describe('what html-minifier-terser hands to minifyURLs (the limits docs/links.md states)', () => {
  const PAGE_WITH_EVERYTHING = `<html><head><base href="https://example.com/base/">
<link rel="stylesheet" href="https://e.x/link.css"><style>body{background:url(https://e.x/style.png)}</style>
<script src="https://e.x/script.js"></script></head><body>
<a href="https://e.x/a.html">a</a><area href="https://e.x/area"><img src="https://e.x/img.png"
srcset="https://e.x/s1.png 1x, https://e.x/s2.png 2x"><img srcset="https://e.x/t1.png 1x,https://e.x/t2.png 2x">
<input type="image" src="https://e.x/input.png"><form action="https://e.x/form"></form>
<object data="https://e.x/object"></object><blockquote cite="https://e.x/blockquote"></blockquote><q cite="https://e.x/q">q</q>
<iframe src="https://e.x/iframe.html"></iframe><video poster="https://e.x/poster.png" src="https://e.x/video.mp4">
<source src="https://e.x/source.mp4"><track src="https://e.x/track.vtt"></video><audio src="https://e.x/audio.mp3"></audio>
<embed src="https://e.x/embed"><button formaction="https://e.x/formaction">b</button>
<svg><image href="https://e.x/svg.png"/></svg><div style="background:url(https://e.x/attribute.png)"></div>
</body></html>`;

  async function handed(minifyCSS: boolean): Promise<string[]> {
    const seen: string[] = [];
    await minify(PAGE_WITH_EVERYTHING, {
      minifyCSS,
      minifyURLs: (u: string) => {
        seen.push(u);
        return u;
      },
    });
    return seen;
  }

  test('seen: a, area, link, img, script, input, form, object, blockquote, q, srcset with ", "', async () => {
    const seen = await handed(false);
    for (const name of ['a.html', 'area', 'link.css', 'img.png', 's1.png', 's2.png', 'script.js', 'input.png'])
      expect(seen).toContain(`https://e.x/${name}`);
    for (const name of ['form', 'object', 'blockquote', 'q']) expect(seen).toContain(`https://e.x/${name}`);
  });

  test('not seen: iframe, video, poster, source, track, audio, embed, formaction, SVG href', async () => {
    const seen = (await handed(true)).join(' ');
    for (const name of ['iframe', 'video', 'poster', 'source', 'track', 'audio', 'embed', 'formaction', 'svg'])
      expect(seen).not.toContain(`https://e.x/${name}`);
  });

  test('CSS url() only with minifyCSS', async () => {
    expect(await handed(false)).not.toContain('https://e.x/style.png');
    expect(await handed(false)).not.toContain('https://e.x/attribute.png');
    expect(await handed(true)).toEqual(expect.arrayContaining(['https://e.x/style.png', 'https://e.x/attribute.png']));
  });

  test('a srcset without a space after its commas comes as one string, which the recipe leaves', async () => {
    const one = 'https://e.x/t1.png 1x,https://e.x/t2.png'; // the last descriptor split off
    expect(await handed(false)).toContain(one);
    expect(recipe()(PAGE)(one)).toBe(one);
  });

  test("<base href> is handed over too (the recipe would rewrite the base's own URL)", async () => {
    expect(await handed(false)).toContain('https://example.com/base/');
  });
});

// The site rewriter reads most start tags of a page as the parser hands them over (src/site/html.ts,
// rewritePage), and keeps the others (base, style, script, link and meta elements, a noscript's
// content) to the end; a page whose base proves to be another is read again with every tag kept.
// Differential: both ways give the same rewrite (text, links in order, edits, what the page tells of
// its generators and fragments), on every page of the committed and locally built generator
// fixtures and the example site, and on pages made to take each way back (a late base, a base
// that differs with scripting off, a frameset that takes the body out, a style attribute before a
// link in one tag, links around kept tags).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rewritePage } from '../src/site/html';
import { Site } from '../src/site/links';

const ROOT = join(__dirname, '..');
const BASE = 'https://example.com/docs/';

/** The .html files under `dir` (node_modules left out). */
function pages(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...pages(path));
    else if (entry.isFile() && entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

/** Everything a rewrite gives, as plain data. */
function both(html: string, url: string, options: ConstructorParameters<typeof Site>[0] = { base: BASE }) {
  const site = new Site(options);
  const plain = (readAhead: boolean) => {
    const page = rewritePage(site, html, new URL(url), readAhead);
    return {
      text: page.text,
      links: page.links,
      edits: page.edits,
      charset: page.charset,
      generators: page.generators.map((g) => g.name),
      removed: page.removed,
      errorPage: page.errorPage,
      anchors: [...page.anchors],
      scriptIds: page.scriptIds,
    };
  };
  return { readAhead: plain(true), kept: plain(false) };
}

const built = pages(join(ROOT, 'fixtures', 'generators'))
  .concat(pages(join(ROOT, 'docs', 'example-site')))
  .filter((file) => statSync(file).size < 4 << 20);

describe('a page read ahead is rewritten as the page kept whole is', () => {
  test('there are built pages to compare (the committed fixtures at least)', () => {
    expect(built.length).toBeGreaterThanOrEqual(30);
  });

  test.each(built.map((file) => [relative(ROOT, file)]))('%s', (file) => {
    const html = readFileSync(join(ROOT, file), 'utf8');
    const url = BASE + file.split('/').slice(-1)[0];
    for (const options of [
      { base: BASE },
      { base: BASE, static: true },
      { base: BASE, static: true, offline: true, exists: () => true },
    ]) {
      const { readAhead, kept } = both(html, url, options);
      expect(readAhead).toEqual(kept);
    }
  });

  const made: [string, string][] = [
    ['no base', '<a href="/docs/a.html">a</a><img src="/docs/i.png" srcset="/docs/i.png 1x, /docs/j.png 2x">'],
    ['a base before every link', '<base href="/docs/x/"><a href="/docs/a.html">a</a>'],
    ['a base after links', '<a href="/docs/a.html">a</a><p><a href="b.html">b</a><base href="/docs/x/">'],
    ['a base that sets the page URL again', '<a href="a.html">a</a><base href="/docs/guide/index.html">'],
    ['a base in a template', '<a href="a.html">a</a><template><base href="/docs/x/"></template>'],
    ['a base in a noscript', '<a href="a.html">a</a><noscript><base href="/docs/x/"></noscript><a href="c.html">'],
    ['a base in a table (foster parented)', '<table><tr><td><a href="a.html"></a><base href="/x/"></td></tr></table>'],
    [
      'a frameset that takes the body out after links',
      '<head></head><link rel=stylesheet href="/docs/s.css"><a href="/docs/x.html"></a><a href="/docs/y.html"></a>' +
        '<frameset><frame src="/docs/f.html"></frameset>',
    ],
    ['a frameset with no body', '<!DOCTYPE html><frameset><frame src="/docs/f.html"></frameset>'],
    ['a style attribute before a link', '<a style="background: url(/docs/bg.png)" href="/docs/a.html">a</a>'],
    [
      'links around kept tags',
      '<a href="/docs/1.html"></a><script src="/docs/s.js"></script><a href="/docs/2.html"></a>' +
        '<style>p { background: url(/docs/p.png) }</style><img src="/docs/3.png"><link rel="icon" href="/docs/f.ico">' +
        '<noscript><a href="/docs/n.html"></a><img src="/docs/n.png"></noscript><a href="/docs/4.html"></a>',
    ],
    [
      'svg links',
      '<svg><a href="/docs/a.html"/><image xlink:href="/docs/i.png"/><style>rect{fill:url(/docs/f.svg#p)}</style></svg>',
    ],
    ['formatting elements made again', '<p><a href="/docs/a.html"><b>x<p>y</b></a><a href="/docs/b.html">z'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0; url=/docs/a.html"><a href="/docs/b.html">'],
  ];

  test.each(made)('%s', (_, html) => {
    for (const url of [BASE + 'guide/index.html', BASE + '404.html']) {
      const { readAhead, kept } = both(html, url);
      expect(readAhead).toEqual(kept);
      expect(kept.links.length).toBeGreaterThan(0);
    }
  });
});

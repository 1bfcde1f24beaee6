// java-uri/site's HTML reading (src/site/html.ts over the slim tree of src/site/tree.ts): the content
// of <noscript> read as a browser without scripts reads it, the document's base URL with scripting on
// and off, and the tree construction the slim tree keeps (tree order, the adoption agency, foster
// parenting, a <frameset> that takes the body out). Every expected value is written by hand.
import { relativizeHtml } from '../src/site';
import { URL as WhatwgURL } from 'whatwg-url';

const BASE = 'https://example.com/docs/';
const PAGE = 'https://example.com/docs/guide/index.html';

function page(html: string) {
  return relativizeHtml(html, PAGE, { base: BASE });
}

/** The links of `html` as [where, value, outcome, written]. */
function links(html: string) {
  return page(html).links.map((l) => [l.where, l.value, l.outcome, l.written]);
}

describe('relativizeHtml: <noscript> read as a browser without scripts reads it', () => {
  test('a stylesheet in a noscript in the head', () => {
    const html =
      '<!DOCTYPE html><html><head><script src="/docs/js/app.js"></script>' +
      '<noscript><link rel="stylesheet" href="/docs/css/noscript.css"></noscript></head><body></body></html>';
    const result = page(html);
    expect(result.text).toBe(
      '<!DOCTYPE html><html><head><script src="../js/app.js"></script>' +
        '<noscript><link rel="stylesheet" href="../css/noscript.css"></noscript></head><body></body></html>',
    );
    expect(result.links).toEqual([
      {
        line: 1,
        column: 36,
        where: 'script src',
        value: '/docs/js/app.js',
        outcome: 'relativized',
        written: '../js/app.js',
        target: 'https://example.com/docs/js/app.js',
      },
      {
        line: 1,
        column: 100,
        where: 'link href',
        value: '/docs/css/noscript.css',
        outcome: 'relativized',
        written: '../css/noscript.css',
        target: 'https://example.com/docs/css/noscript.css',
        rel: 'stylesheet',
      },
    ]);
  });

  test('links in a noscript in the body, their quoting kept', () => {
    const html =
      "<p>x</p><noscript><img src='/docs/img/a.png' alt=x><a href=/docs/guide/b.html>b</a>" +
      '<a href="/docs/c d.html">c</a></noscript><p>y</p>';
    expect(page(html).text).toBe(
      "<p>x</p><noscript><img src='../img/a.png' alt=x><a href=b.html>b</a>" +
        '<a href="../c%20d.html">c</a></noscript><p>y</p>',
    );
    expect(links(html)).toEqual([
      ['img src', '/docs/img/a.png', 'relativized', '../img/a.png'],
      ['a href', '/docs/guide/b.html', 'relativized', 'b.html'],
      ['a href', '/docs/c d.html', 'relativized', '../c%20d.html'],
    ]);
  });

  test('line and column of a link in a noscript are its place in the whole page (LF and CRLF)', () => {
    const lines = [
      '<!DOCTYPE html>',
      '<html><head>',
      '<noscript>',
      '  <link rel=stylesheet',
      '        href="/docs/css/n.css">',
      '</noscript>',
      '</head><body><noscript><a href="/docs/a.html">é</a> <a href="/docs/b.html">b</a></noscript>',
    ];
    for (const newline of ['\n', '\r\n']) {
      const result = page(lines.join(newline));
      expect(result.links.map((l) => [l.line, l.column, l.where])).toEqual([
        [5, 9, 'link href'],
        [7, 27, 'a href'],
        [7, 56, 'a href'],
      ]);
      expect(result.text).toBe(
        lines
          .join(newline)
          .replace('/docs/css/n.css', '../css/n.css')
          .replace('/docs/a.html', '../a.html')
          .replace('/docs/b.html', '../b.html'),
      );
    }
  });

  test('a style element and style attributes in a noscript', () => {
    const html =
      '<head><noscript><style>\nbody { background: url(/docs/img/bg.png) }</style></noscript></head>' +
      '<body><noscript><div style="background: url(\'/docs/img/d.png\')">d</div></noscript>';
    const result = page(html);
    expect(result.text).toBe(
      '<head><noscript><style>\nbody { background: url(../img/bg.png) }</style></noscript></head>' +
        '<body><noscript><div style="background: url(\'../img/d.png\')">d</div></noscript>',
    );
    expect(result.links.map((l) => [l.line, l.column, l.where, l.outcome])).toEqual([
      [2, 20, '<style>', 'relativized'],
      // The url( of the style attribute: the attribute at column 90, its value at 97, url( after "background: ".
      [2, 109, 'style attribute', 'relativized'],
    ]);
  });

  test('a noscript in a noscript: the first end tag ends the raw text, the rest is read with scripting on', () => {
    const html = '<noscript><noscript><a href="/docs/a.html">a</a></noscript><a href="/docs/b.html">b</a></noscript>';
    expect(page(html).text).toBe(
      '<noscript><noscript><a href="../a.html">a</a></noscript><a href="../b.html">b</a></noscript>',
    );
    expect(links(html)).toEqual([
      ['a href', '/docs/a.html', 'relativized', '../a.html'],
      ['a href', '/docs/b.html', 'relativized', '../b.html'],
    ]);
  });

  test('SVG, a template, and what is no link in a noscript', () => {
    const html =
      '<noscript><svg><a href="/docs/x.html"><text>x</text></a><use xlink:href="/docs/i.svg#i"/></svg>' +
      '<template><a href="/docs/t.html">t</a></template>' +
      '<!-- <a href="/docs/c.html"> --><p>/docs/p.html</p><textarea><a href="/docs/ta.html"></textarea>' +
      '<script>var a = "<a href=/docs/s.html>";</script></noscript>';
    expect(page(html).text).toBe(
      '<noscript><svg><a href="../x.html"><text>x</text></a><use xlink:href="../i.svg#i"/></svg>' +
        '<template><a href="../t.html">t</a></template>' +
        '<!-- <a href="/docs/c.html"> --><p>/docs/p.html</p><textarea><a href="/docs/ta.html"></textarea>' +
        '<script>var a = "<a href=/docs/s.html>";</script></noscript>',
    );
    expect(links(html).map(([where]) => where)).toEqual(['a href', 'use xlink:href', 'a href']);
  });

  test('a noscript in template contents', () => {
    expect(page('<template><noscript><img src="/docs/i.png"></noscript></template>').text).toBe(
      '<template><noscript><img src="../i.png"></noscript></template>',
    );
  });

  test('a NUL, and a noscript that the end of the page ends', () => {
    expect(page('<noscript>\0<img src="/docs/i.png">\0</noscript>').text).toBe(
      '<noscript>\0<img src="../i.png">\0</noscript>',
    );
    expect(page('<p><noscript><a href="/docs/a.html">a').text).toBe('<p><noscript><a href="../a.html">a');
  });

  test('an empty noscript, and a noscript where a select ignores it', () => {
    expect(links('<noscript></noscript><a href="/docs/a.html">')).toEqual([
      ['a href', '/docs/a.html', 'relativized', '../a.html'],
    ]);
    // In a select the noscript start tag is ignored (with scripting on or off): what follows is read once.
    expect(page('<select><noscript><option>/docs/o</option></noscript></select><a href="/docs/a.html">').text).toBe(
      '<select><noscript><option>/docs/o</option></noscript></select><a href="../a.html">',
    );
  });
});

describe("relativizeHtml: the document's base URL with scripting on and off", () => {
  test('a base in a noscript that only a reader without scripts sees: every link kept and reported', () => {
    const html =
      '<head><noscript><base href="/docs/api/"></noscript><link rel=stylesheet href="/docs/s.css">' +
      '<style>a { b: url(/docs/i.png) }</style></head><body><a href="/docs/x.html">x</a>';
    const result = page(html);
    expect(result.text).toBe(html);
    expect(result.edits).toEqual([]);
    expect(result.links).toEqual([
      { line: 1, column: 23, where: 'base href', value: '/docs/api/', outcome: 'noscript-base' },
      { line: 1, column: 73, where: 'link href', value: '/docs/s.css', outcome: 'noscript-base', rel: 'stylesheet' },
      { line: 1, column: 106, where: '<style>', value: '/docs/i.png', outcome: 'noscript-base' },
      { line: 1, column: 148, where: 'a href', value: '/docs/x.html', outcome: 'noscript-base' },
    ]);
  });

  test('a base in a noscript before another base with a different URL: kept', () => {
    const html = '<noscript><base href="/docs/api/"></noscript><base href="/docs/other/"><a href="/docs/x.html">x</a>';
    expect(page(html).text).toBe(html);
    expect(links(html).map((l) => l[2])).toEqual(['noscript-base', 'noscript-base', 'noscript-base']);
  });

  test('a base in a noscript after the first base: both readers have the first', () => {
    const html =
      '<base href="/docs/api/"><noscript><base href="/docs/other/"><a href="/docs/api/y.html">y</a></noscript>' +
      '<a href="/docs/x.html">x</a>';
    expect(page(html).text).toBe(
      '<base href="../api/"><noscript><base href="../other/"><a href="y.html">y</a></noscript>' +
        '<a href="../x.html">x</a>',
    );
  });

  test('a base in a noscript that resolves to the same URL as the base outside: nothing special', () => {
    const html =
      '<noscript><base href="https://example.com/docs/api/"></noscript><base href="/docs/api/">' +
      '<a href="/docs/x.html">x</a>';
    expect(page(html).text).toBe(
      '<noscript><base href="../api/"></noscript><base href="../api/"><a href="../x.html">x</a>',
    );
  });

  test('a base in template contents in a noscript is no base', () => {
    const html = '<noscript><template><base href="/docs/api/"></template></noscript><a href="/docs/x.html">x</a>';
    expect(page(html).text).toBe(
      '<noscript><template><base href="../api/"></template></noscript><a href="../x.html">x</a>',
    );
  });
});

describe('relativizeHtml: tree construction in the slim tree', () => {
  test('a page without noscript: each link once, in source order, with line and column', () => {
    const html =
      '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>/docs/t.html</title>\n' +
      '<link rel="canonical" href="https://example.com/docs/guide/"><link rel="icon" href="/docs/favicon.ico">\n' +
      '</head><body><nav><a href="/docs/">home</a> <a href="#top">top</a></nav>\n' +
      '<p>A <b><a href="https://example.com/docs/guide/x.html?q=1">x</b> y</a></p>\n' +
      '<table><tr><td><img srcset="/docs/i.png 1x, /docs/i@2x.png 2x"></td></tr></table></body></html>\n';
    const result = page(html);
    expect(result.text).toBe(
      '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>/docs/t.html</title>\n' +
        '<link rel="canonical" href="https://example.com/docs/guide/"><link rel="icon" href="../favicon.ico">\n' +
        '</head><body><nav><a href="../">home</a> <a href="#top">top</a></nav>\n' +
        '<p>A <b><a href="x.html?q=1">x</b> y</a></p>\n' +
        '<table><tr><td><img srcset="../i.png 1x, ../i@2x.png 2x"></td></tr></table></body></html>\n',
    );
    expect(result.charset).toBe('utf-8');
    expect(result.links.map((l) => [l.line, l.column, l.where, l.value, l.outcome])).toEqual([
      [3, 23, 'link href', 'https://example.com/docs/guide/', 'rel-kept'],
      [3, 79, 'link href', '/docs/favicon.ico', 'relativized'],
      [4, 22, 'a href', '/docs/', 'relativized'],
      [4, 48, 'a href', '#top', 'fragment'],
      [5, 12, 'a href', 'https://example.com/docs/guide/x.html?q=1', 'relativized'],
      // Each candidate where it stands: the attribute at column 21, its value at 29, the second after "/docs/i.png 1x, ".
      [6, 29, 'img srcset', '/docs/i.png', 'relativized'],
      [6, 45, 'img srcset', '/docs/i@2x.png', 'relativized'],
    ]);
  });

  test('the first base in tree order, not in source order (one foster-parented before its table)', () => {
    const html =
      '<table><tr><td><base href="/docs/a/deep/"><a href="/docs/x.html">x</a></td></tr>' +
      '<base href="/docs/b/"></table>';
    expect(page(html).text).toBe(
      '<table><tr><td><base href="../a/deep/"><a href="../x.html">x</a></td></tr><base href="../b/"></table>',
    );
  });

  test('an element the parser makes again from its tag (formatting elements) is read once', () => {
    // The a is made again for "y" (reconstructing the formatting elements) and inside the second p
    // (the adoption agency): four a elements in the tree, two tags in the source.
    const html = '<p><a href="/docs/a.html">x</p>y</a><a href="/docs/c.html"><p>c</a>';
    expect(page(html).text).toBe('<p><a href="../a.html">x</p>y</a><a href="../c.html"><p>c</a>');
    expect(links(html).map((l) => l[1])).toEqual(['/docs/a.html', '/docs/c.html']);
  });

  test('a frameset takes the body out of the document, with the links it held', () => {
    const html =
      '<head></head><link rel=stylesheet href="/docs/s.css"><a href="/docs/x.html"></a>' +
      '<frameset><frame src="/docs/f.html"></frameset>';
    // The link goes into the head (after it closed); the a into the body, which the frameset replaces.
    expect(page(html).text).toBe(
      '<head></head><link rel=stylesheet href="../s.css"><a href="/docs/x.html"></a>' +
        '<frameset><frame src="../f.html"></frameset>',
    );
    expect(links(html).map((l) => l[0])).toEqual(['link href', 'frame src']);
  });

  test('an SVG style: its text read as decoded, CDATA and references included', () => {
    const html = '<svg><style>a{b:url(/docs/a.png)}<![CDATA[c{d:url(/docs/c.png)}]]></style></svg>';
    expect(page(html).text).toBe('<svg><style>a{b:url(../a.png)}c{d:url(../c.png)}</style></svg>');
  });
});

describe('links a browser follows that java.net.URI cannot read (issue 51, point 1): rewritten all the same', () => {
  const page = 'https://example.com/docs/a/index.html';
  const options = { base: 'https://example.com/docs/' };
  // Each resolved by whatwg-url (an implementation of the URL Standard of its own), as written and as
  // rewritten: the same URL, and the rewrite relative.
  test.each([
    ['/docs/b/#Default Unit', '../b/#Default%20Unit'],
    ['/docs/b/##pied-de-page', '../b/##pied-de-page'],
    ['/docs/a b.html', '../a%20b.html'],
    ['/docs/search.html?q=a b', '../search.html?q=a%20b'],
    ['https://example.com/docs/a/x|y.html', 'x|y.html'],
    ['/docs/a/#a#b', './#a#b'],
    ['/docs/a|b.html', '../a|b.html'],
    ['ht\ttps://example.com/docs/b/x y.html', '../b/x%20y.html'],
    ['/docs/b/x y?', '../b/x%20y?'],
    ['/docs/b/x y#', '../b/x%20y#'],
    ['/docs/b/x y?#', '../b/x%20y?#'],
    ['\\docs\\a.html', '../a.html'],
  ])('%s → %s', (link, expected) => {
    const result = relativizeHtml(`<a href="${link}">x</a>`, page, options);
    expect(result.links[0]).toMatchObject({ outcome: 'relativized', written: expected });
    expect(new WhatwgURL(expected, page).href).toBe(new WhatwgURL(link, page).href);
  });
  test("a query beyond ASCII is kept (the browser encodes it in the page's encoding), and reported", () => {
    const result = relativizeHtml('<a href="/docs/x y?q=\u00e9">x</a>', page, options);
    expect(result.links[0]).toMatchObject({ outcome: 'unparseable' });
    expect(result.text).toBe('<a href="/docs/x y?q=\u00e9">x</a>');
  });
  test('a srcset candidate written with a leading comma keeps its URL: ./,x.png', () => {
    const result = relativizeHtml('<img srcset="/docs/a/,x|y.png 2x">', page, options);
    expect(result.text).toBe('<img srcset="./,x|y.png 2x">');
  });
  test('one already relative is kept as it is', () => {
    const result = relativizeHtml('<a href="../b/#Default Unit">x</a>', page, options);
    expect(result.links[0]).toMatchObject({ outcome: 'relative' });
    expect(result.text).toBe('<a href="../b/#Default Unit">x</a>');
  });
});

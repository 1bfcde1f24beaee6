// java-uri/site's HTML reading (src/site/html.ts over the slim tree of src/site/tree.ts): the tree
// construction the slim tree keeps (tree order, the adoption agency, foster parenting, a <frameset>
// that takes the body out). Every expected value is written by hand.
import { relativizeHtml } from '../src/site';

const BASE = 'https://example.com/docs/';
const PAGE = 'https://example.com/docs/guide/index.html';

function page(html: string) {
  return relativizeHtml(html, PAGE, { base: BASE });
}

/** The links of `html` as [where, value, outcome, written]. */
function links(html: string) {
  return page(html).links.map((l) => [l.where, l.value, l.outcome, l.written]);
}

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
      [6, 21, 'img srcset', '/docs/i.png', 'relativized'],
      [6, 21, 'img srcset', '/docs/i@2x.png', 'relativized'],
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

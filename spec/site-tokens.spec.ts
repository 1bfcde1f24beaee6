// The start tags and ids of a page read from its tokens alone (readTokens, src/site/tokens.ts, the
// fast path) against those of its tree (readDocument, src/site/tree.ts, parse5's tree construction):
// wherever readTokens accepts a page, the same elements reach the reader in the same order (name,
// namespace, every attribute with its value, prefix, namespace and place in the source, where the
// start tag ends), the same raw text elements end at the same places, and the page defines the
// same ids. On every page of the repository's built sites (fixtures/ and docs/example-site: the
// generators' committed builds, and their out/ builds where they were built), on the real builds
// cached by npm run bench:check-real (/tmp/java-uri-bench-real/*/out, where present: those of 10
// and 100 pages, every one with JAVA_URI_REAL_BUILDS=all), and on
// generated pages (fast-check) made of the pieces whose meaning depends on the tokenizer's state or
// the tree's. The seed is fixed (FC_SEED overrides it, FC_RUNS the number of runs) and fast-check
// prints it with any counterexample.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { realBuildPages, realBuilds, repositoryPages } from './built-pages';
import { readTokens } from '../src/site/tokens';
import { attributePlace, readDocument, type Reader, type TreeElement } from '../src/site/tree';

const seed = Number(process.env['FC_SEED'] ?? 20261207);
const numRuns = Number(process.env['FC_RUNS'] ?? 3000);

const HTML = 'http://www.w3.org/1999/xhtml';
/** The HTML elements whose end the rewriter reads (a style's text, a script's, a noscript's content). */
const ENDS_READ = new Set(['style', 'script', 'noscript']);

/** What a reading of `source` gives its reader: the start tags, where the text elements end, the ids. */
function reading(source: string, read: (source: string, reader: Reader) => boolean | void) {
  const tags: { element: TreeElement; tag: { tagName: string; [key: string]: unknown } }[] = [];
  const ids = new Set<string>();
  const accepted = read(source, {
    startTag(element, startTag, shift) {
      const attrs = element.attrs.map((a) => {
        const at = attributePlace(startTag, a);
        const { name, value, prefix, namespace } = a;
        return {
          name,
          value,
          prefix,
          namespace,
          at: at === undefined ? null : [shift + at.startOffset, shift + at.endOffset],
        };
      });
      const { tagName, namespaceURI, contentStart } = element;
      tags.push({ element, tag: { tagName, namespaceURI, attrs, start: shift + startTag.startOffset, contentStart } });
    },
    placed(element) {
      if (element.inTemplate) return;
      for (const a of element.attrs)
        if (
          a.namespace === undefined &&
          a.value !== '' &&
          (a.name === 'id' || (a.name === 'name' && element.tagName === 'a' && element.namespaceURI === HTML))
        )
          ids.add(a.value);
    },
    body() {},
  });
  return {
    accepted: accepted !== false,
    // Whether an element is in template contents is known once it is placed (the tree places it after its start tag).
    tags: tags.map(({ element, tag }) =>
      element.namespaceURI === HTML && (ENDS_READ.has(element.tagName) || element.tagName === 'pre')
        ? { tag, inTemplate: element.inTemplate, contentEnd: element.contentEnd, end: element.end }
        : { tag, inTemplate: element.inTemplate },
    ),
    ids: [...ids].sort(),
  };
}

/**
 * Whether readTokens accepts `source`, its tokens read by TagScanner (`scan`) or by parse5's
 * tokenizer; if it does, it must give what readDocument gives.
 */
function expectSame(source: string, scan: boolean): boolean {
  const tokens = reading(source, (s, reader) => readTokens(s, reader, scan) === 'read');
  if (!tokens.accepted) return false;
  const tree = reading(source, readDocument);
  // A <pre> ends where the tree says wherever the tokens tell its end (to number JSDoc's source lines);
  // where they do not (end -1), the tree is not asked.
  tokens.tags.forEach((t, i) => {
    const inTree = tree.tags[i];
    if (t.end === -1 && t.tag.tagName === 'pre' && inTree?.end !== undefined)
      Object.assign(inTree, { contentEnd: t.contentEnd, end: -1 });
  });
  // Compared as JSON first: a real build's pages hold thousands of start tags each.
  if (JSON.stringify(tokens.tags) !== JSON.stringify(tree.tags)) expect(tokens.tags).toEqual(tree.tags);
  expect(tokens.ids).toEqual(tree.ids);
  return true;
}

/** Each of `pages` held to the tree both ways: how many readTokens accepts with parse5's tokens, and with TagScanner's. */
function expectSamePages(pages: string[]) {
  let accepted = 0;
  let scanned = 0;
  for (const page of pages) {
    const source = readFileSync(page, 'utf8');
    if (expectSame(source, false)) accepted++;
    if (expectSame(source, true)) scanned++;
  }
  return { accepted, scanned };
}

describe('readTokens gives what readDocument gives', () => {
  test('on every page of the built sites of the repository', () => {
    const pages = repositoryPages();
    expect(pages.length).toBeGreaterThan(20);
    const { accepted, scanned } = expectSamePages(pages);
    // Most pages are read from their tokens (the rest have MathML, a frameset, a base…), and their
    // tokens by TagScanner.
    expect(accepted).toBeGreaterThan(pages.length / 2);
    expect(scanned).toBeGreaterThan(accepted * 0.9);
  });

  // Where npm run bench:check-real has cached them (not in a fresh clone).
  const real = realBuilds();
  if (real.length > 0)
    test.each(real)('on every page of the real build %s', (build) => {
      const { accepted, scanned } = expectSamePages(realBuildPages(build));
      expect(accepted).toBeGreaterThan(0);
      expect(scanned).toBe(accepted);
    });

  test('on worked examples', () => {
    const examples = [
      // RCDATA, raw text and script data: what looks like a tag in them is text.
      '<textarea><a href=x id=t1></textarea><a href=y id=t2>',
      '<title><img src=a></title><img src=b>',
      '<style>a{}<a id=s1></style><a id=s2>',
      '<script><!--<script></script><a id=s3></script>--></script><a id=s4 href=z>',
      '<noscript><a href=n id=n1></noscript><a id=n2>',
      '<iframe><a id=i1></iframe><xmp><a id=x1></xmp><noembed><a id=e1></noembed><noframes><a id=f1></noframes>',
      '<STYLE>a{}</style\t><a id=s5></STYLE/><a id=s6><title>x</title x=">"><a id=s7>',
      '<script>"</scripts>"</script ><a id=s8>',
      // Before the body: a second html, head or body tag makes no element.
      '<html id=h1><head id=hd1><body id=b1 background=a.png><body id=b2 background=b.png><html id=h2>',
      'text<body id=b3 background=c.png>',
      '<head></head>x<head id=hd2><body id=b4>',
      '</br><body id=b5>',
      '<meta charset=utf-8><title>t</title><body id=b6>',
      // Ignored in the body outside a table; a form inside a form; <image>.
      '<td id=d1 background=a.png><tr id=r1><frame src=f.html id=fr1><caption id=c1>',
      '<form action=a id=fo1><form action=b id=fo2></form><form action=c id=fo3>',
      '<image src=img.png id=im1>',
      // SVG: names and attributes adjusted, CDATA, xlink:href.
      '<svg viewbox="0 0 1 1" id=sv1><lineargradient id="lg1"/><use xlink:href=#lg1 href=u.svg /><![CDATA[x><a id=cd1>]]><a href=a.html id=sa1>x</a></svg><![CDATA[x><a id=cd2>]]>',
      '<svg/><a href=after.html id=sv2>',
      // A template's contents (their ids are not the document's); a select of options.
      '<template><a id=t href=t.html><svg><a href=s.html id=ts></a></svg></template><a id=t2>',
      '<head><template><p id=tp>x</p></template><link rel=canonical href=c.html></head><body id=tb>',
      '<template><style>a{}</style><noscript><a id=tn></noscript></template><form id=tf><template></template><form id=tf2>',
      '<select name=s id=se><option value=a id=o1>A<optgroup label=g><option id=o2>B</optgroup><hr id=h></select><a id=after>',
      // Tables whose parts stand where they are written (rows and row groups implied or not).
      '<table id=t1 background=t.png><caption id=c1>Cap <a href=c.html>c</a></caption><colgroup><col id=co1></colgroup><thead><tr><th id=h1>H</th></tr></thead><tbody><tr id=r1><td background=d.png id=d1><a href=x.html id=x1>x</a></td><td>y</table><a id=after2>',
      '<table><tr><td>a<td id=d2>b<tr><td><table id=inner><td id=d3>c</table>d<td id=d5 background=e.png>e</table><p id=p1>',
      '<table><td>a</td>\n<td><svg><a href=s.html id=sv3></a></svg><select><option id=o3></select></td><style>a{}</style><script>x</script></table>',
      '<table><col id=co2><tbody><tr><td>x</tbody><tfoot><tr><td id=d4>f</tfoot></table><form id=f1><table><td><form id=f2></td></table>',
      // A <pre> of text, code and span ends at its end tag (where the tokens tell it: JSDoc's numbered
      // source); a formatting element reopened in it; one whose end the tokens leave to the tree.
      '<pre class="prettyprint source linenums"><code>a\n&lt;b></code></pre><a id=pr1>',
      '<pre>\n<code><span class=x>a</span>\n<span/>b</span></code>\n</pre><pre id=pr2></pre ><a id=pr3>',
      '<p><b>x</p><pre><code>y</code></pre><a id=pr4>',
      '<pre><code>x</pre><pre><b>y</b></pre><pre></span></pre><pre><pre>z</pre></pre><a id=pr5>',
      // Attributes: quoting, references, carriage returns, case; text that is no tag.
      '<A HREF = "a&amp;b" ID=x1 data-X=\'&lt;\' title=a&ampb class=&copy>< a id=x2>&lt;<a/ id=x3 />',
      '<a\r\nhref="x\r\ny"\rid=x4>\r\n</a\r>',
      '<!DOCTYPE html><!--><a id=c1><!---><a id=c2><!-- a --!><a id=c3><? x ><a id=c4></ x><a id=c5></><a id=c6>',
    ];
    for (const html of examples) expect(expectSame(html, false)).toBe(true);
    for (const html of examples.filter((e) => !/CDATA|plaintext|<!--<|\0/.test(e)))
      expect(expectSame(html, true)).toBe(true);
    // What TagScanner leaves to parse5's tokenizer: CDATA in SVG, plaintext, "<!--" in a script, NUL,
    // a duplicate attribute, a tag cut off by the end of the page.
    for (const html of ['<plaintext>x', '<script><!--</script>', 'a\0b', '<a id=1 id=2>', '<a href="x', '<a'])
      expect(readTokens(html, { startTag() {}, body() {} }, true)).toBe('tokenizer');
    // Where the tree decides, the page is declined.
    const declined = [
      '<template><td id=t>x</td></template>',
      '<template><template></template></template>',
      '<form><template></form></template>',
      '<math><mi><a id=m></a></mi></math>',
      '<table>text<td background=x.png id=td1></table>',
      '<table><a href=x>foster</a></table>',
      '<table><tr><td>x</thead></table>',
      '<template><table></table></template>',
      '<select><iframe><a id=sel1></iframe></select>',
      '<select><option><a href=x>x</a></select>',
      '<select></p></select>',
      '<frameset><frame src=a.html></frameset>',
      '<base href=/x/>',
      '<svg><foreignObject><a href=x></a></foreignObject></svg>',
      '<svg><title>t</title></svg>',
      '<svg><style>a{}</style></svg>',
      '<svg><p>out</p></svg>',
      '<svg><g></svg>',
    ];
    for (const html of declined) {
      expect(expectSame(html, false)).toBe(false);
      expect(expectSame(html, true)).toBe(false);
    }
  });
});

/** Pieces of pages: tags whose meaning depends on the tokenizer's state or the tree's, and text that reads as markup. */
const tagName = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(
      'a',
      'img',
      'link',
      'script',
      'style',
      'textarea',
      'title',
      'noscript',
      'iframe',
      'xmp',
      'noembed',
      'noframes',
      'plaintext',
      'svg',
      'path',
      'use',
      'g',
      'lineargradient',
      'td',
      'tr',
      'caption',
      'option',
      'form',
      'html',
      'head',
      'body',
      'image',
      'frame',
      'p',
      'div',
      'b',
      'i',
      'pre',
      'code',
      'br',
      'font',
      'meta',
      'span',
      'input',
      'button',
      'li',
      'template',
      'select',
      'optgroup',
      'hr',
      'table',
      'tbody',
      'thead',
      'th',
      'col',
      'colgroup',
    ),
  },
  // Those whose meaning the tree decides (readTokens declines the page).
  {
    weight: 1,
    arbitrary: fc.constantFrom('foreignobject', 'desc', 'math', 'mi', 'frameset', 'base'),
  },
);
const attribute = fc
  .tuple(
    fc.constantFrom(
      'id',
      'name',
      'href',
      'src',
      'style',
      'class',
      'xlink:href',
      'background',
      'viewbox',
      'color',
      'action',
    ),
    fc.constantFrom('x', 'a.html', '#f', '', 'u v', 'a"b', "'", '&amp;'),
    fc.constantFrom('"', "'", ''),
  )
  .map(([name, value, quote]) => ` ${name}=${quote}${quote === '' && value === '' ? 'v' : value}${quote}`);
const startTag = fc
  .tuple(tagName, fc.array(attribute, { maxLength: 3 }), fc.boolean())
  .map(([name, attrs, selfClosing]) => `<${name}${attrs.join('')}${selfClosing ? '/' : ''}>`);
const endTag = tagName.map((name) => `</${name}>`);
const text = fc.constantFrom(
  'x',
  ' ',
  '\n',
  '<!--',
  '-->',
  '<!-- c -->',
  '<![CDATA[',
  '<![CDATA[>',
  ']]>',
  '<!doctype html>',
  '&amp;',
  '<',
  '</',
  '\0',
  '<!--<script>',
  '</script>',
  '</textarea>',
  '</style>',
  '</title>',
  '</noscript>',
  '<a id=t href=t.html>',
);
/** An SVG element whose content nests as written: elements, CDATA sections and text read as markup outside SVG. */
const svg: fc.Arbitrary<string> = fc
  .letrec<{ element: string }>((tie) => ({
    element: fc
      .tuple(
        fc.constantFrom('svg', 'g', 'a', 'path', 'use', 'lineargradient', 'text', 'image', 'script', 'textarea'),
        fc.array(attribute, { maxLength: 2 }),
        fc.array(fc.oneof({ maxDepth: 3 }, text, fc.constant('<![CDATA[x><a id=c>]]>'), tie('element')), {
          maxLength: 4,
        }),
        fc.boolean(),
      )
      .map(([name, attrs, content, selfClosing]) =>
        selfClosing ? `<${name}${attrs.join('')}/>` : `<${name}${attrs.join('')}>${content.join('')}</${name}>`,
      ),
  }))
  .element.map((element) => `<svg>${element}</svg>`);
const page = fc
  .array(fc.oneof(startTag, startTag, endTag, text, svg), { minLength: 4, maxLength: 40 })
  .map((pieces) => pieces.join(''));

/** What a cell or caption holds: the pieces of a page, or a table of its own. */
const cellContent: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      startTag,
      endTag,
      text,
      svg,
      fc.constantFrom('<a href=c.html id=c>c</a>', 'x', '\n', '<table><td id=n>n</table>'),
    ),
    {
      maxLength: 3,
    },
  )
  .map((pieces) => pieces.join(''));
/** A piece of a table's content, its parts written or left implied, its end tags written or not. */
const tablePart = fc.oneof(
  fc
    .tuple(fc.constantFrom('td', 'th'), fc.array(attribute, { maxLength: 2 }), cellContent, fc.boolean())
    .map(([name, attrs, content, end]) => `<${name}${attrs.join('')}>${content}${end ? `</${name}>` : ''}`),
  fc
    .tuple(fc.array(attribute, { maxLength: 1 }), fc.boolean())
    .map(([attrs, end]) => `<tr${attrs.join('')}>${end ? '</tr>' : ''}`),
  fc
    .tuple(fc.constantFrom('tbody', 'thead', 'tfoot'), fc.boolean())
    .map(([name, end]) => (end ? `</${name}>` : `<${name}>`)),
  fc.tuple(cellContent, fc.boolean()).map(([content, end]) => `<caption>${content}${end ? '</caption>' : ''}`),
  fc.constantFrom(
    '<colgroup><col id=col1></colgroup>',
    '<col>',
    '\n ',
    '<style>a{}</style>',
    '<script>1</script>',
    'x',
    '<p>',
    '</td>',
    '</tr>',
    '</table>',
  ),
);
const tablePage = fc
  .array(
    fc.oneof(
      fc.array(tablePart, { maxLength: 8 }).map((parts) => `<table id=t>${parts.join('')}</table>`),
      startTag,
      text,
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pieces) => pieces.join(''));

describe('readTokens on generated pages', () => {
  test('gives what readDocument gives wherever it accepts a page with tables', () => {
    let accepted = 0;
    fc.assert(
      fc.property(tablePage, (html) => {
        expectSame(html, false);
        if (expectSame(html, true) && html.includes('<table')) accepted++;
      }),
      { seed, numRuns },
    );
    // Many hold a table it reads (the rest text or an element where a table's parts belong, which the tree moves).
    expect(accepted).toBeGreaterThan(numRuns / 10);
  });

  test('gives what readDocument gives wherever it accepts the page', () => {
    let accepted = 0;
    let scanned = 0;
    fc.assert(
      fc.property(page, (html) => {
        if (expectSame(html, false)) accepted++;
        if (expectSame(html, true)) scanned++;
      }),
      { seed, numRuns },
    );
    // It accepts a share of the pages (most declined hold MathML, a frameset, a base, foster-parented content…).
    expect(accepted).toBeGreaterThan(numRuns / 10);
    expect(scanned).toBeGreaterThan(numRuns / 20);
  });
});

// The CSS links found by scanning characters (src/site/css-scan.ts, what cssLinks runs) against those
// found from @csstools/css-tokenizer's tokens (cssLinksByTokens, the general path): every field, and
// what `write` makes of a few values, on every style sheet of the repository's fixtures (.css files,
// <style> elements and style attributes of the built sites under fixtures/ and docs/example-site:
// the generators' committed builds, and their out/ builds where they were built), on the installed
// packages' .css files, and on generated style sheets (fast-check) made of the
// pieces that CSS Syntax reads with care. The seed is fixed (FC_SEED overrides it, FC_RUNS the number
// of runs) and fast-check prints it with any counterexample.
import fc from 'fast-check';
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parse } from 'parse5';
import { tokenize, TokenType } from '@csstools/css-tokenizer';
import { cssLinks, type CssLink } from '../src/site/css';
import { cssLinksByTokens } from '../src/site/css-tokens';

const seed = Number(process.env['FC_SEED'] ?? 20260531);
const numRuns = Number(process.env['FC_RUNS'] ?? 4000);

const ROOT = join(__dirname, '..');
const WRITTEN = ['x', '', 'a b', 'q"u\'o(t)e\\s', 'new\nline\r\f', 'é𝒳', '/docs/img.png?a=1#f'];

/** A link as plain data, `write` applied to a few values. */
function plain(link: CssLink) {
  const { at, start, end, value, where } = link;
  return { at, start, end, value, where, written: WRITTEN.map((v) => link.write(v)) };
}

function expectSame(css: string): number {
  const tokens = cssLinksByTokens(css).map(plain);
  expect(cssLinks(css).map(plain)).toEqual(tokens);
  return tokens.length;
}

/** The files under `dir` (node_modules skipped unless `into` is set) whose extension is one of `extensions`. */
function files(dir: string, extensions: string[], into = false): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (into || entry.name !== 'node_modules') walk(path);
      } else if (entry.isFile() && extensions.includes(extname(entry.name))) found.push(path);
    }
  };
  if (existsSync(dir)) walk(realpathSync(dir));
  return found.sort();
}

type Node = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
};

/** The CSS of an HTML document: each `<style>` element's text and each style attribute. */
function htmlCss(html: string): string[] {
  const sheets: string[] = [];
  const walk = (node: Node) => {
    for (const a of node.attrs ?? []) if (a.name === 'style') sheets.push(a.value);
    if (node.nodeName === 'style')
      sheets.push((node.childNodes ?? []).map((c) => (c.nodeName === '#text' ? c.value! : '')).join(''));
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content !== undefined) walk(node.content);
  };
  walk(parse(html) as unknown as Node);
  return sheets;
}

/** The style sheets of the built sites and fixtures of the repository: [where, css]. */
function repositorySheets(): [string, string][] {
  const sheets: [string, string][] = [];
  for (const dir of ['fixtures', 'docs/example-site']) {
    for (const file of files(join(ROOT, dir), ['.css', '.html', '.htm', '.svg', '.vue', '.svelte'])) {
      const text = readFileSync(file, 'utf8');
      const name = file.slice(ROOT.length + 1);
      if (file.endsWith('.css')) sheets.push([name, text]);
      else htmlCss(text).forEach((css, i) => sheets.push([`${name} #${i}`, css]));
    }
  }
  return sheets;
}

describe('cssLinks (the scan) finds what the tokenizer path finds', () => {
  const sheets = repositorySheets();
  const packages = files(join(ROOT, 'node_modules'), ['.css'], true);

  test('the repository has style sheets to compare', () => {
    expect(sheets.filter(([name]) => name.endsWith('.css')).length).toBeGreaterThanOrEqual(7);
    expect(sheets.length).toBeGreaterThanOrEqual(60);
    for (const generator of ['gatsby', 'nextjs', 'nuxt', 'vuepress'])
      expect(sheets.some(([name]) => name.startsWith(`fixtures/generators/${generator}/committed/`))).toBe(true);
  });

  test.each(sheets)('%s', (_name, css) => {
    expectSame(css);
  });

  test("the installed packages' .css files", () => {
    let links = 0;
    for (const file of packages) links += expectSame(readFileSync(file, 'utf8'));
    expect(packages.length === 0 || links > 0).toBe(true);
  });

  test('the written forms of the links of the fixtures are read back as the same values', () => {
    // Read from the link's `url(` or `@import` on, a token's start, where the tokens are read as from
    // the sheet's start; the written token is whole, so nothing after it is needed.
    for (const [, css] of sheets)
      for (const link of cssLinks(css))
        for (const value of WRITTEN) {
          // An image-set() string stands at itself: its function, before it, is put back.
          const before = link.where === 'image-set()' ? 'image-set(' : css.slice(link.at, link.start);
          const text = before + link.write(value);
          for (const find of [cssLinks, cssLinksByTokens]) {
            const again = find(text).find((l) => l.start === before.length);
            expect(again?.value).toBe(value);
          }
        }
  });

  // The ident code points (CSS Syntax 4.2, "non-ASCII ident code point"): at each edge of each range,
  // a code point before `url(` makes one function token with it where it is one, else leaves url( a link.
  test('each edge of the non-ASCII ident code points', () => {
    const ranges = [
      [0xb7, 0xb7],
      [0xc0, 0xd6],
      [0xd8, 0xf6],
      [0xf8, 0x37d],
      [0x37f, 0x1fff],
      [0x200c, 0x200d],
      [0x203f, 0x2040],
      [0x2070, 0x218f],
      [0x2c00, 0x2fef],
      [0x3001, 0xd7ff],
      [0xf900, 0xfdcf],
      [0xfdf0, 0xfffd],
      [0x10000, 0x10ffff],
    ];
    const ident = (c: number) => ranges.some(([from, to]) => from! <= c && c <= to!);
    for (const [from, to] of ranges)
      for (const c of [from! - 1, from!, to!, to! + 1].filter((c) => c <= 0x10ffff && (c < 0xd800 || c > 0xdfff))) {
        const char = String.fromCodePoint(c);
        expect(expectSame(`a{background:x${char}url(a.png) ${char}url(b.png)}`)).toBe(ident(c) ? 0 : 2);
      }
  });

  test('hand-picked cases', () => {
    const cases = [
      '',
      'a{background:url(a.png)}',
      'a{background:url( a.png )}',
      'a{background:URL(a.png)}',
      'a{background:url("a.png")}',
      "a{background:url(  'a.png'  )}",
      'a{background:url(a b.png)}',
      'a{background:url(a"b)}',
      'a{background:url(a\\)b)} b{background:url(c)}',
      'a{background:url(a\\\nb)} b{background:url(c)}',
      'a{background:url(\\61\\62 c)}',
      'a{background:url(\\0 \\d800\\110000)}',
      'a{background:url(a\u0000b)}',
      'a{background:url(\ud800\ud83d\ude00\udc00)}',
      'a{background:url(a.png',
      'a{background:url(',
      'a{background:url(   ',
      'a{background:url(a\\',
      '@import "a.css";@import url(b.css);@import url("c.css");@IMPORT \'d.css\'',
      '@import /* c */ "a.css";',
      '@\\69mport "a.css";@\\69 mport "b.css";@\\000069mport "c.css";@\\0000069mport "d.css"',
      '@import-x "a.css"; @imports "b.css"; @ import "c.css"',
      '\\75 rl(a.png) u\\72l(b.png) \\55RL("c.png") \\000075rl(d.png) \\0000075rl(e.png)',
      'foourl(a) -url(a) --url(a) _url(a) #url(a) 1url(a) .5url(a) 1e3url(a) 1e-url(a) @url(a)',
      '<!--url(a)--> -->url(b) <!-url(c) <!---url(d)',
      'a{content:"url(x)"} b{c:\'@import "y"\'}',
      '/* url(a) */ url(b) /* @import "c" */ /* unclosed url(d)',
      '/*/ url(a) */ url(b) /**/url(c) /***/url(d) /*/*/url(e)',
      '"a\nurl(b)" "c\\\nd" "e\\\r\nf" url("g\nh") url("i',
      '"\\',
      'url("a\\',
      'url("\u0000\ud800\udc00\ud83d\ude00")',
      'a{src:url(a.woff2)format("woff2"),url(b.woff)format("woff")}',
      'a{background-image:image-set("a.png" 1x,url(b.png) 2x,url("c.png") type("image/png"))}',
      'a{b:url(\\\nx)}',
      'url(a)url(b)url("c")"d"',
      'url(\ta\f)url(\r\na\r\n)',
      '\\\n url(a) \\ url(b) \\',
      '@import\n"a"\r\n@import\f\'b\'',
      '-\\75 rl(a) -\\\nurl(b)',
      '+url(a) +.5url(b) -.5e+3url(c) 5%url(d) 5%(e)',
      'url(a\u007fb) url(a\u0001b) url(a\u000bb) url(a\u00a0b)',
      '@import"a"@import"b"',
      'u\\rl(a) \\u\\R\\L(b) ur\\l("c") \\55 \\52 \\4c (d) \\75\r\nrl(e) \\75\n\nrl(f)',
      '@\\49MPORT "a"; @IMPO\\52 T "b"; \\@import "c"; @\\import "d"',
      'url(\\\r\na) url(\r\n a \r\n) url(\f\fa\f) "a\\\fb" url("a\\\r\nb") "c\\\r\r"',
      '\ufeffurl(a) \ufeff@import "b"; \ufeff"c"',
      'url(a\u0000) "\u0000" url("\u0000") \u0000url(b)',
      'url(\ud83d) url(\ude00) url(\ude00\ud83d) "\udbff"',
    ];
    for (const css of cases) expectSame(css);
    expect(cssLinks('a{b:url( x.png )} @import "y.css"').map((l) => [l.at, l.start, l.end, l.value, l.where])).toEqual([
      [4, 4, 16, 'x.png', 'url()'],
      [18, 26, 33, 'y.css', '@import'],
    ]);
  });
});

// The links of short style sheets as CSS Syntax Level 3 §4 reads them, worked out by hand: [at, start,
// end, value, where]. Both paths must give them.
const byHand: [string, [number, number, number, string, string][]][] = [
  ['u\\rl(a)', [[0, 0, 7, 'a', 'url()']]], // an escaped letter in the name: "url"
  ['\\75\r\nrl(e)', [[0, 0, 10, 'e', 'url()']]], // \75 then CR LF, one whitespace, ends the escape
  ['\\75 \\52 \\4c ("c")', [[0, 13, 16, 'c', 'url()']]], // "uRL": ASCII case-insensitive
  ['@\\import "d"', [[0, 9, 12, 'd', '@import']]], // an escaped i
  ['@IMPO\\52 T "b"', [[0, 11, 14, 'b', '@import']]],
  ['\\@import "c"', []], // an ident "@import", no at-keyword
  ['url(\\\r\na) url(b)', [[10, 10, 16, 'b', 'url()']]], // a backslash before a newline: a bad url, to its ")"
  ['url("a\\\fb")', [[0, 4, 10, 'ab', 'url()']]], // an escaped newline (FF) in a string is nothing
  ['url( \r\n a \r\n)', [[0, 0, 13, 'a', 'url()']]],
  ['\ufeffurl(a)', []], // U+FEFF is an ident code point: the function "\ufeffurl("
  ['"a\nurl(b)"', [[3, 3, 9, 'b', 'url()']]], // a bad string ends before its newline
  ['url(a"b) url(c)', [[9, 9, 15, 'c', 'url()']]], // a quote: a bad url, to its ")"
  ['url(a b)', []], // whitespace inside: a bad url
  ['/* url(a) */url(b)', [[12, 12, 18, 'b', 'url()']]],
  ['url(a', [[0, 0, 5, 'a', 'url()']]], // ended by the end of the text
  ["@import/**/'x'", [[0, 11, 14, 'x', '@import']]],
  ['url(\\61 \\29 b)', [[0, 0, 14, 'a)b', 'url()']]], // hex escapes, each with its one whitespace
  ['url(a)"b"', [[0, 0, 6, 'a', 'url()']]], // the url token; the string after it is no link
  [
    'url(a\u0000b) url(\u0000)',
    [
      [0, 0, 8, 'a\ufffdb', 'url()'],
      [9, 9, 15, '\ufffd', 'url()'],
    ],
  ], // NUL: U+FFFD (§3.3)
  // image-set() (CSS Images 4 §2.2): an option's string is a URL, at the string itself.
  [
    'a{b:image-set("a.png" 1x, url(b.png) 2x)}',
    [
      [14, 14, 21, 'a.png', 'image-set()'],
      [26, 26, 36, 'b.png', 'url()'],
    ],
  ],
  ["-webkit-image-set('a.png' 1x)", [[18, 18, 25, 'a.png', 'image-set()']]],
  ['IMAGE-SET("a" type("image/png"))', [[10, 10, 13, 'a', 'image-set()']]], // type()'s string is no URL
  ['image-set(linear-gradient(red, blue) 1x, "b.png" 2x)', [[41, 41, 48, 'b.png', 'image-set()']]],
  ['image-set(("a.png") 1x)', []], // inside a ( block, not the function's own
  ['image-set(url("a.png") 1x)', [[10, 14, 21, 'a.png', 'url()']]],
  ['image-s\\65t("a")', [[12, 12, 15, 'a', 'image-set()']]], // an escaped e
  ['image-set("a" 1x) "b"', [[10, 10, 13, 'a', 'image-set()']]], // after its ")"
  [
    'image-set("a" ] "b" } "c")', // another block's ending token ends nothing (§5.4.9)
    [
      [10, 10, 13, 'a', 'image-set()'],
      [16, 16, 19, 'b', 'image-set()'],
      [22, 22, 25, 'c', 'image-set()'],
    ],
  ],
  ['a{b:image-set({"a"} "b")}', [[20, 20, 23, 'b', 'image-set()']]], // a {} block inside it ends at its }
  ['image-set("a" 1x', [[10, 10, 13, 'a', 'image-set()']]], // ended by the end of the text
  ['image-set( "a\\"b" )', [[11, 11, 17, 'a"b', 'image-set()']]],
  ['x-image-set("a") image-sets("b") image-set\n("c")', []], // other functions; an ident, then a ( block
  ['image-set("a\n" 1x)', [[13, 13, 18, ' 1x)', 'image-set()']]], // a bad string, then one to the end
];

describe('cssLinks: the links CSS Syntax reads, by hand', () => {
  test.each(byHand)('%j', (css, links) => {
    for (const find of [cssLinks, cssLinksByTokens])
      expect(find(css).map((l) => [l.at, l.start, l.end, l.value, l.where])).toEqual(links);
  });
});

describe('cssLinks (the scan) finds what the tokenizer path finds: generated style sheets', () => {
  const pieces = fc.constantFrom(
    'url(',
    'URL(',
    'Url(',
    'u\\72l(',
    '\\75 rl(',
    '\\000075rl(',
    '\\75\r\nrl(',
    'image-set(',
    '-webkit-image-set(',
    'IMAGE-SET(',
    'image-s\\65t(',
    'type(',
    'format(',
    '@import',
    '@IMPORT',
    '@\\69mport',
    '@\\69 mport',
    '@import ',
    '@media',
    '@',
    ' ',
    '  ',
    '\t',
    '\n',
    '\r',
    '\r\n',
    '\f',
    '/*',
    '*/',
    '/* c */',
    '/*/',
    '/**/',
    '/',
    '*',
    '"',
    "'",
    '(',
    ')',
    '\\',
    '\\\n',
    '\\\r\n',
    '\\\f',
    '\\"',
    "\\'",
    '\\)',
    '\\(',
    '\\ ',
    '\\41',
    '\\41 ',
    '\\0',
    '\\d800',
    '\\10ffff',
    '\\110000',
    '\\1F600 ',
    '\u0000',
    '\ud800',
    '\udc00',
    '\ud83d\ude00',
    '\u007f',
    '\u0001',
    '\u000b',
    '\u00a0',
    '\u00b7',
    'é',
    '\ufffe',
    'a',
    'x.png',
    '/docs/a b.png',
    '#',
    '#x',
    '-',
    '--',
    '-->',
    '<!--',
    '<',
    '!',
    '+',
    '.',
    '1',
    '1.5',
    '1e3',
    'e',
    'E-',
    '%',
    ',',
    ';',
    ':',
    '{',
    '}',
    '[',
    ']',
    '_',
    'a{background:',
    'src:url(a.woff2) format("woff2"),',
  );
  const quote = fc.constantFrom('"', "'");
  const stringContent = fc
    .array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 6 })
    .map((p) => p.join(''));
  const string = fc.tuple(quote, stringContent, fc.boolean()).map(([q, s, closed]) => q + s + (closed ? q : ''));
  const url = fc
    .tuple(
      fc.constantFrom('url(', 'url( ', 'url(\n', 'URL(', '\\75 rl('),
      fc.oneof(stringContent, string),
      fc.boolean(),
    )
    .map(([open, content, closed]) => open + content + (closed ? ')' : ''));
  const imageSet = fc
    .tuple(
      fc.constantFrom('image-set(', '-webkit-image-set(', 'Image-Set( ', 'image-s\\65t('),
      fc.array(fc.oneof(string, url, pieces, fc.constantFrom(' 1x', ' 2x,', ',', ' type("image/avif")')), {
        maxLength: 5,
      }),
      fc.boolean(),
    )
    .map(([open, options, closed]) => open + options.join('') + (closed ? ')' : ''));
  const importRule = fc
    .tuple(
      fc.constantFrom('@import', '@IMPORT', '@\\69mport', '@\\69 mport', '@\\000069mport', '@imp\\\nort'),
      fc.constantFrom('', ' ', '\n', '\r\n', '/* c */', ' /**/ '),
      fc.oneof(string, url),
    )
    .map((p) => p.join(''));
  const anyString = fc.string({ unit: 'binary', maxLength: 4 });
  const css = fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: pieces },
        { weight: 2, arbitrary: string },
        { weight: 2, arbitrary: url },
        { weight: 1, arbitrary: importRule },
        { weight: 1, arbitrary: imageSet },
        { weight: 1, arbitrary: anyString },
      ),
      {
        maxLength: 24,
      },
    )
    .map((p) => p.join(''));

  test('pieces of CSS', () => {
    // What the generated style sheets hold, by the tokenizer's reading: each kind in one in twenty at least.
    const seen = new Map<string, number>();
    const saw = (kind: string) => seen.set(kind, (seen.get(kind) ?? 0) + 1);
    fc.assert(
      fc.property(css, (text) => {
        const kinds = new Set<string>();
        for (const link of cssLinksByTokens(text)) {
          const raw = text.slice(link.start, link.end);
          kinds.add(link.where !== 'url()' ? link.where : /^["']/.test(raw) ? 'url() string' : 'url token');
          if (/\\/.test(raw)) kinds.add('escape in a link');
          if (!/["')]$/.test(raw)) kinds.add('link ended by the end');
        }
        for (const token of tokenize({ css: text }))
          if (token[0] === TokenType.BadURL || token[0] === TokenType.BadString) kinds.add(token[0]);
        kinds.forEach(saw);
        expectSame(text);
      }),
      { seed, numRuns },
    );
    const kinds = ['url token', 'url() string', '@import', 'image-set()', 'escape in a link', 'link ended by the end'];
    for (const kind of [...kinds, TokenType.BadURL, TokenType.BadString])
      expect({ kind, enough: (seen.get(kind) ?? 0) >= numRuns / 20 }).toEqual({ kind, enough: true });
  });

  test('arbitrary text of the characters CSS Syntax reads with care', () => {
    const char = fc.constantFrom(...'ur(l)@imp\\/*"\' \n\r\f\t\u0000\ud800\udc00-<!>#.+1e%9aF'.split(''));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
        expectSame(chars.join(''));
      }),
      { seed, numRuns },
    );
  });

  test('arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expectSame(text);
      }),
      { seed, numRuns },
    );
  });
});

// Stage 7 of `check` (locate): each finding's link mapped back to the source that wrote it. Each
// case writes a small source tree as one generator lays it out, with a finding as that generator
// builds it (page, value, target); the expected place is counted from the text written here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { locateSources, type FindingToLocate, type SourceLocation } from '../src/site/sources';
import { writeUnder } from './site-helpers';

const BASE = 'https://example.com/docs/';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'java-uri-sources-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes the sources (path → text) under the test's directory. */
function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) writeUnder(root, path, text);
}

/** A finding of page `page` for built link `value`, its target resolved against the page. */
function finding(page: string, value: string): FindingToLocate {
  return { page, value, target: new URL(value, new URL(page, BASE)).href };
}

/**
 * The place of the `nth` (0-based) occurrence of `needle` in `text`, as file `path` under the test's
 * directory: line and UTF-16 column counted here, line breaks LF, CRLF or CR.
 */
function at(path: string, text: string, needle: string, nth = 0): SourceLocation {
  let offset = text.indexOf(needle);
  for (let i = 0; i < nth; i++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`${needle} not in ${path}`);
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      lineStart = i + 1;
    }
  }
  const file = relative(process.cwd(), join(root, path)).split(sep).join('/');
  return { file, line, column: offset - lineStart + 1 };
}

/** The locations of one finding, with `dirs` under the test's directory (the whole of it by default). */
async function locate(f: FindingToLocate, dirs = ['.']): Promise<SourceLocation[]> {
  const [found] = await locateSources(
    dirs.map((dir) => join(root, dir)),
    BASE,
    [f],
  );
  return found!;
}

describe('VitePress: Markdown links to .md files, root-relative links without the base', () => {
  const intro = [
    '---',
    'title: Intro',
    '---',
    '',
    '# Intro',
    '',
    'See the [FAQ](../reference/faq.md), its [answer](./faq.md#a) and the',
    '[guide](../guide/intro) again, or [the FAQ](/reference/faq).',
    '',
  ].join('\n');
  beforeEach(() => write({ 'guide/intro.md': intro, 'guide/faq.md': '# FAQ\n', 'reference/faq.md': '# FAQ\n' }));

  test('a relative .md link, built with .html', async () => {
    expect(await locate(finding('guide/intro.html', './../reference/faq.html'))).toEqual([
      at('guide/intro.md', intro, '../reference/faq.md'),
      at('guide/intro.md', intro, '/reference/faq)'),
    ]);
  });

  test('a fragment after ./x.md', async () => {
    expect(await locate(finding('guide/intro.html', './faq.html#a'))).toEqual([
      at('guide/intro.md', intro, './faq.md#a'),
    ]);
  });

  test('an extensionless relative link, built with cleanUrls', async () => {
    expect(await locate(finding('guide/intro.html', '/docs/guide/intro'))).toEqual([
      at('guide/intro.md', intro, '../guide/intro'),
    ]);
  });

  test('a root-relative link written without the base', async () => {
    expect(await locate(finding('guide/intro.html', '/docs/reference/faq'))).toEqual([
      at('guide/intro.md', intro, '../reference/faq.md'),
      at('guide/intro.md', intro, '/reference/faq)'),
    ]);
  });
});

describe('Docusaurus: docs/ under the source directory, links to .md and .mdx files', () => {
  const advanced =
    '# Advanced\n\nBack to [intro](./intro.md), or [the intro](intro.mdx), or [it](/docs/guide/intro).\n';

  test('every link to the page, in order; the extension and the trailing slash dropped', async () => {
    write({ 'docs/guide/advanced.md': advanced, 'docs/guide/intro.mdx': '# Intro\n' });
    expect(await locate(finding('guide/advanced/index.html', '/docs/guide/intro'))).toEqual([
      at('docs/guide/advanced.md', advanced, './intro.md'),
      at('docs/guide/advanced.md', advanced, 'intro.mdx'),
      at('docs/guide/advanced.md', advanced, '/docs/guide/intro'),
    ]);
  });

  test('with the docs/ folder itself given as the source directory', async () => {
    write({ 'docs/guide/advanced.md': advanced });
    expect(await locate(finding('guide/advanced/index.html', '/docs/guide/intro'), ['docs'])).toEqual([
      at('docs/guide/advanced.md', advanced, './intro.md'),
      at('docs/guide/advanced.md', advanced, 'intro.mdx'),
      at('docs/guide/advanced.md', advanced, '/docs/guide/intro'),
    ]);
  });
});

describe('Eleventy: root-relative links the HtmlBasePlugin prefixes, in Markdown and in layouts', () => {
  const intro = '---\nlayout: layout.njk\n---\n\nSee the [FAQ](/reference/faq/).\n';
  const layout = [
    '---',
    'title: Site',
    '---',
    '<html><head><link rel="stylesheet" href="{{ \'/site.css\' | url }}"></head>',
    '<body>',
    '  <nav><a href="/">Home</a> <a href="/reference/faq/">FAQ</a></nav>',
    '  <script>const x = "<a href=\\"/reference/faq/\\">";</script>',
    '  {{ content | safe }}',
    '</body></html>',
  ].join('\n');
  beforeEach(() => write({ 'src/guide/intro.md': intro, 'src/_includes/layout.njk': layout }));

  test('a link in the page’s Markdown', async () => {
    expect(await locate(finding('guide/intro/index.html', '/docs/reference/faq/'))).toEqual([
      at('src/guide/intro.md', intro, '/reference/faq/'),
    ]);
  });

  test('a link only the Nunjucks layout holds is found there, not in its script', async () => {
    expect(await locate(finding('guide/intro/index.html', '/docs/'))).toEqual([
      at('src/_includes/layout.njk', layout, '/">Home'),
    ]);
  });

  test('a layout link to the FAQ, from a page whose Markdown has none', async () => {
    const other = '---\nlayout: layout.njk\n---\n\nNothing here.\n';
    write({ 'src/other.md': other });
    expect(await locate(finding('other/index.html', '/docs/reference/faq/'))).toEqual([
      at('src/_includes/layout.njk', layout, '/reference/faq/'),
      at('src/guide/intro.md', intro, '/reference/faq/'),
    ]);
  });

  test('template syntax in a value is not a link', async () => {
    expect(await locate(finding('guide/intro/index.html', '/docs/site.css'))).toEqual([]);
  });
});

describe('Starlight: links written with the base, and relative to the built page', () => {
  const intro = '---\ntitle: Intro\n---\n\nSee [the FAQ](/docs/reference/faq/) and [its neighbour](../faq/).\n';
  beforeEach(() => write({ 'src/content/docs/guide/intro.md': intro }));

  test('a root-relative link with the base, built as written', async () => {
    expect(await locate(finding('guide/intro/index.html', '/docs/reference/faq/'))).toEqual([
      at('src/content/docs/guide/intro.md', intro, '/docs/reference/faq/'),
    ]);
  });

  test('a relative link, read against the built page guide/intro/', async () => {
    expect(await locate(finding('guide/intro/index.html', '../faq/'))).toEqual([
      at('src/content/docs/guide/intro.md', intro, '../faq/'),
    ]);
  });
});

describe('Markdown forms', () => {
  test('reference definitions, with a title and in angle brackets', async () => {
    const page = 'Read [the FAQ][faq] and [again][b].\n\n[faq]: ./faq.md "The FAQ"\n[b]:\n  <./faq.md#q>\n';
    write({ 'guide/intro.md': page });
    expect(await locate(finding('guide/intro/index.html', '/docs/guide/faq/'))).toEqual([
      at('guide/intro.md', page, './faq.md "'),
    ]);
    expect(await locate(finding('guide/intro/index.html', '/docs/guide/faq/#q'))).toEqual([
      at('guide/intro.md', page, './faq.md#q'),
    ]);
  });

  test('autolinks, images, and links in headings, lists, quotes and table cells', async () => {
    const page = [
      '## See [the FAQ](/reference/faq/) #',
      '',
      '- one',
      '  continued <https://example.com/docs/reference/faq/>',
      '',
      '> quoted',
      '> ![a *b*](img.png "t")',
      '',
      '| a | b |',
      '|---|---|',
      '| x \\| y | [z](/reference/faq/) |',
      '',
    ].join('\n');
    write({ 'guide/intro.md': page });
    expect(await locate(finding('guide/intro/index.html', '/docs/reference/faq/'))).toEqual([
      at('guide/intro.md', page, '/reference/faq/'),
      at('guide/intro.md', page, 'https://example.com/docs/reference/faq/'),
      at('guide/intro.md', page, '/reference/faq/', 2),
    ]);
    expect(await locate(finding('guide/intro/index.html', 'img.png'))).toEqual([at('guide/intro.md', page, 'img.png')]);
  });

  test('raw HTML in Markdown: an HTML block and an inline tag', async () => {
    const page = [
      'Text with <img alt="x"',
      'src="/img/logo.png"> inline.',
      '',
      '<div class="cards">',
      '  <a href="/docs/reference/faq/">FAQ</a>',
      '</div>',
      '',
    ].join('\n');
    write({ 'guide/intro.md': page });
    expect(await locate(finding('guide/intro/index.html', '/docs/reference/faq/'))).toEqual([
      at('guide/intro.md', page, '/docs/reference/faq/'),
    ]);
    expect(await locate(finding('guide/intro/index.html', '/docs/img/logo.png'))).toEqual([
      at('guide/intro.md', page, '/img/logo.png'),
    ]);
  });

  test('CRLF line endings', async () => {
    const page = '# Intro\r\n\r\nSee the\r\n[FAQ](../reference/faq.md) and\r\n[more](./faq.md).\r\n';
    write({ 'guide/intro.md': page });
    expect(await locate(finding('guide/intro.html', './faq.html'))).toEqual([at('guide/intro.md', page, './faq.md')]);
    expect(await locate(finding('guide/intro.html', '../reference/faq.html'))).toEqual([
      at('guide/intro.md', page, '../reference/faq.md'),
    ]);
  });

  test('non-ASCII before the link: the column counts UTF-16 code units', async () => {
    const page = 'Ünïcödé 😀 — see [FAQ](./faq.md).\n';
    write({ 'guide/intro.md': page });
    const [found] = await locate(finding('guide/intro.html', './faq.html'));
    expect(found).toEqual(at('guide/intro.md', page, './faq.md'));
    expect(found!.column).toBe(page.indexOf('./faq.md') + 1);
  });

  test('MDX: Markdown inside JSX, indented, and a component’s href', async () => {
    const page = [
      "import { Tabs, TabItem, Card } from '@astrojs/starlight/components';",
      '',
      '<Tabs>',
      '  <TabItem label="a">',
      '    See [the FAQ](../reference/faq/).',
      '  </TabItem>',
      '</Tabs>',
      '',
      '<Card title="FAQ" href="/docs/reference/faq/" />',
      '',
    ].join('\n');
    write({ 'src/content/docs/guide/intro.mdx': page });
    expect(await locate(finding('guide/intro/index.html', '/docs/reference/faq/'))).toEqual([
      at('src/content/docs/guide/intro.mdx', page, '../reference/faq/'),
      at('src/content/docs/guide/intro.mdx', page, '/docs/reference/faq/'),
    ]);
  });

  test('links inside code are not links', async () => {
    const page = 'Not `[FAQ](./faq.md)`.\n\n```md\n[FAQ](./faq.md)\n```\n';
    write({ 'guide/intro.md': page });
    expect(await locate(finding('guide/intro.html', './faq.html'))).toEqual([]);
  });
});

describe('templates', () => {
  test('Vue and Astro: literal attributes only, not bound ones nor the front matter', async () => {
    const vue =
      '<template>\n  <a :href="faq">x</a>\n  <RouterLink to="/reference/faq/">FAQ</RouterLink>\n</template>\n';
    const astro =
      '---\nconst faq = "<a href=\'/docs/reference/faq/\'>";\n---\n<a href={faq}>x</a>\n<a href="/docs/reference/faq/">y</a>\n';
    write({ 'src/components/Nav.vue': vue, 'src/components/Footer.astro': astro, 'src/content/docs/a.md': 'A.\n' });
    expect(await locate(finding('a/index.html', '/docs/reference/faq/'))).toEqual([
      at('src/components/Footer.astro', astro, '/docs/reference/faq/', 1),
      at('src/components/Nav.vue', vue, '/reference/faq/'),
    ]);
  });
});

describe('evidence and order', () => {
  test('no candidate: an empty list', async () => {
    write({ 'guide/intro.md': 'Nothing links here.\n' });
    expect(await locate(finding('guide/intro.html', '/docs/missing.html'))).toEqual([]);
  });

  test('no finding: nothing is read', async () => {
    expect(await locateSources([join(root, 'absent')], BASE, [])).toEqual([]);
  });

  test('(a) the page’s links, then (b) the value written as it is in that page, each by line', async () => {
    const page =
      '---\nnext: /docs/reference/faq/\n---\n\n[a](/docs/reference/faq/) and [b](../../reference/faq/index.md).\n';
    write({ 'guide/intro/index.md': page, 'other.md': '[c](/docs/reference/faq/)\n' });
    expect(await locate(finding('guide/intro/index.html', '/docs/reference/faq/'))).toEqual([
      at('guide/intro/index.md', page, '/docs/reference/faq/', 1),
      at('guide/intro/index.md', page, '../../reference/faq/index.md'),
      at('guide/intro/index.md', page, '/docs/reference/faq/', 0),
    ]);
  });

  test('several sources of one page: all of them, by path', async () => {
    const a = '[x](/reference/faq/)\n';
    const b = 'Text.\n\n[y](../reference/faq.md)\n';
    write({ 'en/guide/intro.md': a, 'guide/intro.md': b });
    expect(await locate(finding('guide/intro/index.html', '/docs/reference/faq/'))).toEqual([
      at('en/guide/intro.md', a, '/reference/faq/'),
      at('guide/intro.md', b, '../reference/faq.md'),
    ]);
  });

  test('node_modules, dot-directories and build output are not sources', async () => {
    const link = '[x](/docs/reference/faq/)\n';
    write({
      'node_modules/theme/layout.md': link,
      '.vitepress/theme/Nav.vue': '<a href="/docs/reference/faq/">x</a>\n',
      'dist/guide/intro/index.html': '<a href="/docs/reference/faq/">x</a>\n',
      'guide/intro.md': 'Nothing.\n',
    });
    expect(await locate(finding('guide/intro/index.html', '/docs/reference/faq/'))).toEqual([]);
  });

  test('the site directory given to skip is not read', async () => {
    write({ 'site/guide/intro/index.html': '<a href="/docs/reference/faq/">x</a>\n' });
    const [found] = await locateSources([root], BASE, [finding('guide/intro/index.html', '/docs/reference/faq/')], {
      skip: [join(root, 'site')],
    });
    expect(found).toEqual([]);
  });
});

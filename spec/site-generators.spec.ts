// java-uri site and the generators: the attributes a framework resolves against the document
// (Astro's islands), the site's 404.html (kept as written), the report of a generator whose client
// scripts hold the build-time base ("scripts-hold-base"), and --static. The real builds are judged
// with JavaScript on in Chromium by `npm run test:generators`; here, the committed real builds
// (fixtures/generators/<name>/committed/) and small pages written for one rule each.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { URL as WhatwgURL } from 'whatwg-url';
import { site, writeUnder } from './site-helpers';
import { relativizeHtml } from '../src/site';

const BASE = 'https://example.com/docs/';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'java-uri-generators-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The records of `java-uri site --json ARGS…`. */
async function records(args: string[]) {
  const { status, out, err } = await site(['--json', ...args]);
  const lines = out
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status, err, lines, notices: lines.filter((l) => 'kind' in l) };
}

describe("Astro's islands: component-url, renderer-url and before-hydration-url", () => {
  const page = 'https://example.com/docs/guide/counter/index.html';
  const island =
    '<astro-island uid="Z1" component-url="/docs/_astro/Counter.B1.js" component-export="default" ' +
    'renderer-url="https://example.com/docs/_astro/client.C2.js" props="{}" client="load" ' +
    'opts="{&quot;name&quot;:&quot;Counter&quot;}" before-hydration-url="/docs/_astro/hoisted.D3.js"><p>0</p></astro-island>';
  test('each is written relative to the page, every other byte kept', () => {
    expect(relativizeHtml(island, page, { base: BASE }).text).toBe(
      island
        .replace('"/docs/_astro/Counter.B1.js"', '"../../_astro/Counter.B1.js"')
        .replace('"https://example.com/docs/_astro/client.C2.js"', '"../../_astro/client.C2.js"')
        .replace('"/docs/_astro/hoisted.D3.js"', '"../../_astro/hoisted.D3.js"'),
    );
  });
  test("each resolves, against the document as the island's script imports it, to the same URL (whatwg-url)", () => {
    const rewritten = relativizeHtml(island, page, { base: BASE });
    const attributes = ['component-url', 'renderer-url', 'before-hydration-url'];
    for (const name of attributes) {
      const before = new RegExp(`${name}="([^"]*)"`).exec(island)![1]!;
      const after = new RegExp(`${name}="([^"]*)"`).exec(rewritten.text)![1]!;
      expect(new WhatwgURL(after, page).href).toBe(new WhatwgURL(before, page).href);
    }
    expect(rewritten.links.map((l) => l.where)).toEqual(attributes.map((a) => `astro-island ${a}`));
  });
  test('written as a module specifier: ./ in front of a path that would read as a bare specifier', () => {
    const html =
      '<astro-island component-url="/docs/_astro/C.js" renderer-url="https://example.com/docs/r.js"></astro-island>';
    expect(relativizeHtml(html, 'https://example.com/docs/index.html', { base: BASE }).text).toBe(
      '<astro-island component-url="./_astro/C.js" renderer-url="./r.js"></astro-island>',
    );
  });
  test('a reference to the page itself keeps its path: ./page.html#x, not #x (a bare specifier)', () => {
    const html = '<astro-island renderer-url="/docs/sub/page.html#x"></astro-island>';
    expect(relativizeHtml(html, 'https://example.com/docs/sub/page.html', { base: BASE }).text).toBe(
      '<astro-island renderer-url="./page.html#x"></astro-island>',
    );
  });
  test("an island's other attributes stay as written, even when they look like URLs", () => {
    const html = '<astro-island props="/docs/x.js" opts="/docs/y.js" component-export="/docs/z"></astro-island>';
    expect(relativizeHtml(html, page, { base: BASE }).text).toBe(html);
  });
});

describe("what lazy loaders copy into src: data-src and data-srcset of img and source (Gatsby's images)", () => {
  test('rewritten as src and srcset are', () => {
    const html =
      '<picture><source type="image/webp" data-srcset="/docs/static/a/logo.webp 16w,/docs/static/b/logo.webp 32w">' +
      '<img data-main-image="" style="opacity:0" data-src="/docs/static/c/logo.png" src="data:image/gif;base64,R0lGOD"></picture>';
    expect(relativizeHtml(html, 'https://example.com/docs/guide/index.html', { base: BASE }).text).toBe(
      '<picture><source type="image/webp" data-srcset="../static/a/logo.webp 16w,../static/b/logo.webp 32w">' +
        '<img data-main-image="" style="opacity:0" data-src="../static/c/logo.png" src="data:image/gif;base64,R0lGOD"></picture>',
    );
  });
  test('on other elements data-src stays as written', () => {
    const html =
      '<div data-src="/docs/x.png"></div><script id="__NUXT_DATA__" data-src="/docs/_payload.json"></script>';
    expect(relativizeHtml(html, 'https://example.com/docs/guide/index.html', { base: BASE }).text).toBe(html);
  });
});

describe("the site's 404.html keeps its links as written, and is reported once", () => {
  const html = '<link rel=stylesheet href="/docs/css/s.css"><a href="/docs/guide/">guide</a> <a href="api/">api</a>';
  test('at the base: no link changes; every other page is rewritten, a 404.html below the base too', async () => {
    writeUnder(dir, 'site/404.html', html);
    writeUnder(dir, 'site/index.html', html);
    writeUnder(dir, 'site/guide/404.html', html);
    const { status, notices, lines } = await records(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(status).toBe(0);
    expect(readFileSync(join(dir, 'copy/404.html'), 'utf8')).toBe(html);
    expect(readFileSync(join(dir, 'copy/index.html'), 'utf8')).toBe(
      '<link rel=stylesheet href="css/s.css"><a href="guide/">guide</a> <a href="api/">api</a>',
    );
    expect(readFileSync(join(dir, 'copy/guide/404.html'), 'utf8')).toBe(
      '<link rel=stylesheet href="../css/s.css"><a href="./">guide</a> <a href="api/">api</a>',
    );
    expect(notices).toEqual([{ kind: 'error-page', file: '404.html', message: expect.stringContaining('any depth') }]);
    expect(lines.filter((l) => l.file === '404.html' && l.outcome === 'relativized')).toEqual([]);
  });
  test('so does 200.html at the base, the fallback page of single-page apps (Nuxt, Surge)', async () => {
    writeUnder(dir, 'site/200.html', html);
    const { notices } = await records(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(readFileSync(join(dir, 'copy/200.html'), 'utf8')).toBe(html);
    expect(notices).toEqual([{ kind: 'error-page', file: '200.html', message: expect.stringContaining('any depth') }]);
  });
  test('the relativizeHtml of the error page gives outcome error-page for the links it would have rewritten', () => {
    const page = relativizeHtml(html, 'https://example.com/docs/404.html', { base: BASE });
    expect(page.text).toBe(html);
    expect(page.links.map((l) => l.outcome)).toEqual(['error-page', 'error-page', 'relative']);
  });
  test('with --offline, 404.html is a page like any other (no host serves it from disk)', async () => {
    writeUnder(dir, 'site/404.html', html);
    for (const file of ['css/s.css', 'guide/index.html', 'api/index.html']) writeUnder(dir, `site/${file}`, '');
    const { notices } = await records(['--offline', '--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(notices).toEqual([]);
    expect(readFileSync(join(dir, 'copy/404.html'), 'utf8')).toBe(
      '<link rel=stylesheet href="css/s.css"><a href="guide/index.html">guide</a> <a href="api/index.html">api</a>',
    );
  });
  test('in text output, one line', async () => {
    writeUnder(dir, 'site/404.html', html);
    for (const file of ['css/s.css', 'guide/index.html', 'api/index.html']) writeUnder(dir, `site/${file}`, '');
    const { status, out } = await site(['--dry-run', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(0);
    expect(out).toBe(
      '404.html: links kept as written: a host serves this page for a missing URL at any depth, so no relative link is right for all of them\n',
    );
  });
});

/** A page as VitePress 1 writes it (the elements that matter here), with a script and a preload of the user's own. */
const VITEPRESS_PAGE = `<!DOCTYPE html>
<html lang="en-US" dir="ltr">
  <head>
    <meta charset="utf-8">
    <title>Intro</title>
    <link rel="preload stylesheet" href="/docs/assets/style.Dz1.css" as="style">
    <meta name="generator" content="VitePress v1.6.4">
    <link rel="modulepreload" href="/docs/assets/app.Cp0.js">
    <link rel="modulepreload" href="/docs/assets/chunks/framework.B9.js">
    <link rel="preload" as="script" href="/docs/js/analytics.js">
    <script id="check-dark-mode">(()=>{document.documentElement.classList.toggle("dark",false)})();</script>
    <script src="/docs/js/analytics.js" defer></script>
  </head>
  <body>
    <div id="app"><a href="/docs/guide/advanced.html#options">Advanced</a></div>
    <script>window.__VP_HASH_MAP__=JSON.parse("{\\"index.md\\":\\"x\\"}");</script>
    <script type="module" src="/docs/assets/app.Cp0.js"></script>
  </body>
</html>
`;

describe('scripts-hold-base: a generator whose scripts hold the build-time base is reported once per site', () => {
  test('with the generator, how, what breaks, its own fix, and the scripts and JSON files that hold the base path', async () => {
    writeUnder(dir, 'site/guide/intro.html', VITEPRESS_PAGE);
    writeUnder(dir, 'site/guide/advanced.html', VITEPRESS_PAGE);
    writeUnder(dir, 'site/assets/app.Cp0.js', 'import"./chunks/framework.B9.js";\nconst s={base:"/docs/"};');
    writeUnder(dir, 'site/assets/chunks/framework.B9.js', 'export const x=1;');
    writeUnder(dir, 'site/hashmap.json', '{"guide_intro.md":"x"}');
    writeUnder(dir, 'site/data/pages.json', '{"links":["/other/","/docs/api/"]}');
    writeUnder(dir, 'site/js/analytics.js', 'fetch("/docs/")');
    const { status, notices } = await records(['--dry-run', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(0);
    expect(notices).toEqual([
      {
        kind: 'scripts-hold-base',
        generator: 'VitePress',
        mechanism: expect.any(String),
        breaks: expect.arrayContaining([expect.any(String)]),
        fix: expect.stringContaining("`base: './'` in .vitepress/config"),
        page: 'guide/advanced.html',
        files: [
          { file: 'assets/app.Cp0.js', line: 2, column: 16 },
          { file: 'data/pages.json', line: 1, column: 22 },
          { file: 'js/analytics.js', line: 1, column: 8 },
        ],
      },
    ]);
  });
  test('whatever the base: at the root, the same record without files', async () => {
    writeUnder(dir, 'site/index.html', VITEPRESS_PAGE.replaceAll('/docs/', '/'));
    writeUnder(dir, 'site/assets/app.Cp0.js', 'const s={base:"/"};');
    const { notices } = await records(['--dry-run', '--base', 'https://example.com/', join(dir, 'site')]);
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'scripts-hold-base', generator: 'VitePress', page: 'index.html', files: [] }),
    ]);
  });
  test('no report for a site without such a generator', async () => {
    writeUnder(
      dir,
      'site/index.html',
      '<meta name="generator" content="Eleventy v3.1.2"><script src="/docs/js/app.js"></script>',
    );
    writeUnder(dir, 'site/js/app.js', 'location.href="/docs/"');
    const { notices } = await records(['--dry-run', '--base', BASE, join(dir, 'site')]);
    expect(notices).toEqual([]);
  });
  test('in text output: one paragraph, and a FILE:LINE:COLUMN line per file', async () => {
    writeUnder(dir, 'site/index.html', VITEPRESS_PAGE.replace(/<a href[^>]*>/, '<a>'));
    for (const file of ['assets/style.Dz1.css', 'js/analytics.js', 'assets/chunks/framework.B9.js'])
      writeUnder(dir, `site/${file}`, '');
    writeUnder(dir, 'site/assets/app.Cp0.js', 'const s={base:"/docs/"};');
    const { out } = await site(['--dry-run', '--base', BASE, join(dir, 'site')]);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^site: VitePress's client scripts hold the build-time base: .+ Fix: `base: '\.\/'` in/);
    // The rewriter's own way is named too (issue 51, point 9).
    expect(lines[0]).toMatch(
      /; or, with this build as it is, java-uri site --static \(removes the generator's client scripts/,
    );
    expect(lines.slice(1)).toEqual(['assets/app.Cp0.js:1:16: holds the base path (VitePress)', '']);
  });
});

describe('what is not reported', () => {
  test("another site's script whose path looks like a generator's (a widget's /_next/static/): no report, nothing removed", async () => {
    const html = '<script src="https://widget.example.net/_next/static/chunks/embed.js"></script><p>x</p>';
    writeUnder(dir, 'site/index.html', html);
    const { status, notices } = await records([
      '--strict',
      '--static',
      '--base',
      BASE,
      '--out',
      join(dir, 'copy'),
      join(dir, 'site'),
    ]);
    expect(status).toBe(0);
    expect(notices).toEqual([expect.objectContaining({ kind: 'static', generator: null })]);
    expect(readFileSync(join(dir, 'copy/index.html'), 'utf8')).toBe(html);
  });
  test('a page left unchanged (another encoding) gives no notice of removal', async () => {
    writeUnder(dir, 'site/index.html', '<meta charset=windows-1252>' + VITEPRESS_PAGE);
    const { status, notices } = await records(['--static', '--dry-run', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(2);
    expect(notices).toEqual([expect.objectContaining({ kind: 'static', generator: null })]);
  });
  test('files: the base path as a string or after the host, not inside another path', async () => {
    writeUnder(dir, 'site/index.html', VITEPRESS_PAGE);
    writeUnder(dir, 'site/a.js', 'x="https://github.com/o/r/tree/main/docs/";y="/api/docs"');
    writeUnder(dir, 'site/b.js', '\r\rconst u = "https://example.com/docs/guide/"');
    writeUnder(dir, 'site/c.json', '{"base":"/docs"}');
    const { notices } = await records(['--dry-run', '--base', BASE, join(dir, 'site')]);
    expect(notices[0]!.files).toEqual([
      { file: 'b.js', line: 3, column: 31 },
      { file: 'c.json', line: 1, column: 10 },
    ]);
  });
});

describe('--static', () => {
  test("removes the generator's client scripts and their preloads, keeps the user's own, and reports each", async () => {
    writeUnder(dir, 'site/guide/intro.html', VITEPRESS_PAGE);
    const { status, notices } = await records([
      '--static',
      '--base',
      BASE,
      '--out',
      join(dir, 'copy'),
      join(dir, 'site'),
    ]);
    expect(status).toBe(0);
    const text = readFileSync(join(dir, 'copy/guide/intro.html'), 'utf8');
    expect(text).toBe(`<!DOCTYPE html>
<html lang="en-US" dir="ltr">
  <head>
    <meta charset="utf-8">
    <title>Intro</title>
    <link rel="preload stylesheet" href="../assets/style.Dz1.css" as="style">
    <meta name="generator" content="VitePress v1.6.4">
    <link rel="preload" as="script" href="../js/analytics.js">
    <script id="check-dark-mode">(()=>{document.documentElement.classList.toggle("dark",false)})();</script>
    <script src="../js/analytics.js" defer></script>
  </head>
  <body>
    <div id="app"><a href="advanced.html#options">Advanced</a></div>
  </body>
</html>
`);
    const removed = (line: number, column: number, element: string) => ({
      kind: 'removed',
      file: 'guide/intro.html',
      line,
      column,
      element,
      generator: 'VitePress',
    });
    expect(notices).toEqual([
      removed(8, 5, 'link modulepreload href=/docs/assets/app.Cp0.js'),
      removed(9, 5, 'link modulepreload href=/docs/assets/chunks/framework.B9.js'),
      removed(16, 5, 'script (inline)'),
      removed(17, 5, 'script src=/docs/assets/app.Cp0.js'),
      {
        kind: 'static',
        generator: 'VitePress',
        pages: 1,
        removed: 4,
        needs: expect.arrayContaining(['local search']),
        message: expect.stringMatching(
          /^removed 4 elements of VitePress's client scripts from 1 pages; without them: /,
        ),
      },
    ]);
  });
  test('on a site that does not need it, changes nothing and says so', async () => {
    const html = '<script type="module" src="/docs/assets/app.js"></script><a href="/docs/x.html">x</a>';
    writeUnder(dir, 'site/index.html', html);
    const { status, notices } = await records([
      '--static',
      '--base',
      BASE,
      '--out',
      join(dir, 'copy'),
      join(dir, 'site'),
    ]);
    expect(status).toBe(0);
    expect(readFileSync(join(dir, 'copy/index.html'), 'utf8')).toBe(
      '<script type="module" src="assets/app.js"></script><a href="x.html">x</a>',
    );
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'static',
        generator: null,
        removed: 0,
        message: expect.stringContaining('nothing removed'),
      }),
    ]);
  });
  test("a script's end tag is removed whole, however it is written", async () => {
    const page = VITEPRESS_PAGE.replace(
      '<script type="module" src="/docs/assets/app.Cp0.js"></script>',
      '<script type="module" src="/docs/assets/app.Cp0.js"></SCRIPT foo="a>b" >x',
    );
    writeUnder(dir, 'site/index.html', page);
    await records(['--static', '--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(readFileSync(join(dir, 'copy/index.html'), 'utf8')).toContain(
      '<body>\n    <div id="app"><a href="guide/advanced.html#options">Advanced</a></div>\n    x\n  </body>',
    );
  });
  test('in place, and with --offline', async () => {
    writeUnder(dir, 'site/index.html', VITEPRESS_PAGE);
    writeUnder(dir, 'site/guide/advanced.html', VITEPRESS_PAGE);
    const { status } = await site(['--static', '--offline', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(0);
    const text = readFileSync(join(dir, 'site/index.html'), 'utf8');
    expect(text).not.toContain('assets/app.Cp0.js');
    expect(text).not.toContain('__VP_HASH_MAP__');
    expect(text).toContain('<a href="guide/advanced.html#options">');
  });
});

/** The committed real builds (a build too heavy for CI), fixtures/generators/<name>/committed/, and the generator each reports. */
const GENERATORS = join(__dirname, '..', 'fixtures', 'generators');
const COMMITTED: [string, string][] = [
  ['gatsby', 'Gatsby'],
  ['nextjs', 'Next.js'],
  ['nuxt', 'Nuxt'],
  ['vuepress', 'VuePress'],
];

/** The scripts and JSON files of `dir` whose text holds `"/docs/`, `"/docs"` (any quote) or `example.com/docs/`, relative, sorted. */
function holdingFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(m?js|cjs|json)$/i.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'latin1');
    const quoted = ['"', "'", '`'].some((q) => text.includes(q + '/docs/') || text.includes(q + '/docs' + q));
    if (quoted || text.includes('example.com/docs/')) found.push(relative(dir, path));
  }
  return found.sort();
}

describe.each(COMMITTED)('the committed real build of %s', (name, generator) => {
  const dir = join(GENERATORS, name, 'committed');
  test(`is reported once, as ${generator}, with every script and JSON file that holds /docs/`, async () => {
    const { status, notices } = await records(['--dry-run', '--base', BASE, dir]);
    expect(status).toBe(0);
    const reported = notices.filter((n) => n.kind === 'scripts-hold-base');
    expect(reported.map((n) => n.generator)).toEqual([generator]);
    const files = reported[0]!.files as { file: string; line: number; column: number }[];
    expect(files.map((f) => f.file).sort()).toEqual(holdingFiles(dir));
  });
  test('each file is named at a line and column where the base path stands', async () => {
    const { notices } = await records(['--dry-run', '--base', BASE, dir]);
    const [reported] = notices.filter((n) => n.kind === 'scripts-hold-base');
    for (const { file, line, column } of reported!.files as { file: string; line: number; column: number }[]) {
      const text = readFileSync(join(dir, file), 'utf8').split('\n')[line - 1]!;
      expect(text.slice(column - 1, column + 4)).toBe('/docs');
    }
  });
});

describe("the generators' own relative builds (issue 51, point 8): no report, as the build works anywhere", () => {
  // Each page as the real build writes it (fixtures/generators/vitepress-relative, VitePress
  // 2.0.0-alpha.21 with base './'; fixtures/generators/docusaurus-hash, Docusaurus 3.10.2 with the
  // hash router), cut to the tags that matter, beside the same generator's build for /docs/.
  const vitepress2 = (relative: boolean) =>
    `<!DOCTYPE html><html><head><meta name="generator" content="VitePress v2.0.0-alpha.21">` +
    (relative
      ? `<script>window.__VP_SITE_ROOT__=new URL("../",location).href</script>` +
        `<script type="module" src="../assets/chunks/metadata.e00fa4b0.js"></script><script type="module" src="../assets/app.Bm3a5LmC.js"></script>`
      : `<script type="module" src="/docs/assets/chunks/metadata.e00fa4b0.js"></script><script type="module" src="/docs/assets/app.Bm3a5LmC.js"></script>`) +
    `</head><body><div id="app"><h1>Intro</h1></div></body></html>`;
  const docusaurus = (relative: boolean) =>
    `<!doctype html><html><head><meta name="generator" content="Docusaurus v3.10.2">` +
    `<script src="${relative ? './' : '/docs/'}assets/js/runtime~main.79216809.js" defer></script>` +
    `<script src="${relative ? './' : '/docs/'}assets/js/main.8dd2dc0c.js" defer></script>` +
    `</head><body><div id="__docusaurus"></div></body></html>`;

  test.each([
    ['VitePress 2, base ./', 'guide/intro.html', vitepress2, 'VitePress'],
    ['Docusaurus, the hash router', 'index.html', docusaurus, 'Docusaurus'],
  ] as const)('%s: no scripts-hold-base; the build for /docs/: reported', async (_, file, make, generator) => {
    writeUnder(dir, `relative/${file}`, make(true));
    const relativeBuild = await records(['--dry-run', '--base', BASE, join(dir, 'relative')]);
    expect(relativeBuild.notices).toEqual([]);
    writeUnder(dir, `absolute/${file}`, make(false));
    const absoluteBuild = await records(['--dry-run', '--base', BASE, join(dir, 'absolute')]);
    expect(absoluteBuild.notices).toEqual([expect.objectContaining({ kind: 'scripts-hold-base', generator })]);
  });

  test('the VitePress marker is its own inline script, not a string in another one', async () => {
    writeUnder(
      dir,
      'other/guide/intro.html',
      vitepress2(false).replace(
        '</head>',
        '<script>var r=window.__VP_SITE_ROOT__=new URL("/",location)</script></head>',
      ),
    );
    const { notices } = await records(['--dry-run', '--base', BASE, join(dir, 'other')]);
    expect(notices).toEqual([expect.objectContaining({ kind: 'scripts-hold-base', generator: 'VitePress' })]);
  });

  test("the fix names the generator's own relative option first, with the version that has it", async () => {
    writeUnder(dir, 'vp/index.html', vitepress2(false));
    writeUnder(dir, 'du/index.html', docusaurus(false));
    const fixes = [
      ...(await records(['--dry-run', '--base', BASE, join(dir, 'vp')])).notices,
      ...(await records(['--dry-run', '--base', BASE, join(dir, 'du')])).notices,
    ].map((n) => (n as { fix: string }).fix);
    expect(fixes[0]).toMatch(/^`base: '\.\/'` in \.vitepress\/config \(VitePress 2\.0\.0-alpha\.20 and later/);
    expect(fixes[1]).toMatch(
      /^`future: \{ experimental_router: 'hash' \}` with `baseUrl: '\/'` in docusaurus\.config\.js \(Docusaurus 3\.5 and later/,
    );
  });
});

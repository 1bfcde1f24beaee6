// The generators' plugins (java-uri/astro, java-uri/vitepress, java-uri/eleventy,
// java-uri/docusaurus), each called as its generator calls it, with the shapes of the generator's own
// configuration, on small sites written here: the options checked (TypeError), the base URL taken
// from each generator's settings (seen in the links written), what is rewritten and what only
// checked, what is told, and the findings that fail the build. The expected links and positions are
// worked out by hand from the pages below. The real generators build the fixtures in
// `npm run test:generators`, with these plugins.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeUnder } from './site-helpers';
import javaUriAstro from '../src/plugins/astro';
import javaUriDocusaurus from '../src/plugins/docusaurus';
import javaUriEleventy, { type EleventyAfterArgs } from '../src/plugins/eleventy';
import javaUriVitePress from '../src/plugins/vitepress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'java-uri-plugins-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const read = (path: string) => readFileSync(join(dir, path), 'utf8');

/** A logger that keeps what it is told, as `info: …` and `warn: …`. */
function recorder() {
  const lines: string[] = [];
  return {
    lines,
    info: (m: string) => void lines.push(`info: ${m}`),
    warn: (m: string) => void lines.push(`warn: ${m}`),
  };
}

/** Runs the Astro integration as Astro does: the config, then the build of `dir`. */
async function astro(config: { site?: string; base: string }, options?: unknown) {
  const logger = recorder();
  const integration = javaUriAstro(options as never);
  integration.hooks['astro:config:done']({ config, logger });
  await integration.hooks['astro:build:done']({ dir: pathToFileURL(dir + '/'), logger });
  return logger.lines;
}

/** Runs the VitePress hook as VitePress does, with its SiteConfig. */
async function vitepress(shape: { base: string; hostname?: string; srcDir?: string }, options?: unknown) {
  const logger = recorder();
  const siteConfig = {
    outDir: dir,
    ...(shape.srcDir === undefined ? {} : { srcDir: shape.srcDir }),
    site: { base: shape.base },
    ...(shape.hostname === undefined ? {} : { sitemap: { hostname: shape.hostname } }),
    logger,
  };
  await javaUriVitePress(options as never)(siteConfig);
  return logger.lines;
}

/** Runs the Eleventy plugin as Eleventy does: addPlugin's call, then the eleventy.after event. */
async function eleventy(pathPrefix: string | undefined, options?: unknown, args: Partial<EleventyAfterArgs> = {}) {
  const lines: string[] = [];
  let listener: ((args: EleventyAfterArgs) => Promise<void>) | undefined;
  const eleventyConfig = {
    pathPrefix,
    logger: {
      logWithOptions: ({ message, type }: { message: string; type?: string }) =>
        void lines.push(`${type === 'warn' ? 'warn' : 'info'}: ${message}`),
    },
    on: (event: string, f: (args: EleventyAfterArgs) => Promise<void>) => {
      expect(event).toBe('eleventy.after');
      listener = f;
    },
  };
  javaUriEleventy(eleventyConfig, options as never);
  await listener!({ directories: { output: dir }, outputMode: 'fs', ...args });
  return lines;
}

/** Runs the Docusaurus plugin as Docusaurus does: the plugin with its context, then postBuild. */
async function docusaurus(shape: { url: string; baseUrl: string; localeBase?: string }, options?: unknown) {
  const lines: string[] = [];
  jest.spyOn(console, 'log').mockImplementation((m: string) => void lines.push(`info: ${m}`));
  jest.spyOn(console, 'warn').mockImplementation((m: string) => void lines.push(`warn: ${m}`));
  const siteConfig = { url: shape.url, baseUrl: shape.baseUrl };
  const plugin = javaUriDocusaurus({ siteConfig, outDir: dir, baseUrl: shape.baseUrl }, options as never);
  expect(plugin.name).toBe('java-uri');
  await plugin.postBuild({ siteConfig, outDir: dir, baseUrl: shape.localeBase ?? shape.baseUrl });
  return lines;
}

/** A site of two pages: the home page links to the guide three ways, and to a blog outside the base. */
function twoPages() {
  writeUnder(
    dir,
    'index.html',
    '<a href="/docs/guide/">1</a><a href="https://example.com/docs/guide/">2</a><a href="https://example.com/blog/">3</a>',
  );
  writeUnder(dir, 'guide/index.html', '<a href="/docs/">home</a>');
}

describe('options: a TypeError for a wrong type, an unknown option, options that contradict each other', () => {
  const factories: [string, (options: unknown) => unknown][] = [
    ['java-uri/astro', (o) => javaUriAstro(o as never)],
    ['java-uri/vitepress', (o) => javaUriVitePress(o as never)],
    ['java-uri/eleventy', (o) => javaUriEleventy({ on: () => undefined }, o as never)],
    [
      'java-uri/docusaurus',
      (o) =>
        javaUriDocusaurus({ siteConfig: { url: 'https://example.com', baseUrl: '/docs/' }, outDir: dir }, o as never),
    ],
  ];
  test.each(factories)('%s: the defaults, and each option of the right type, are taken', (_name, make) => {
    expect(() => make(undefined)).not.toThrow();
    expect(() => make({})).not.toThrow();
    expect(() => make({ rewrite: false, check: true, failOn: ['scripts-hold-base'], static: false })).not.toThrow();
    expect(() => make({ static: true, failOn: [] })).not.toThrow();
    expect(() => make({ rewrite: true, check: false })).not.toThrow();
    expect(() => make({ offline: true })).not.toThrow();
    expect(() => make({ static: true, offline: true })).not.toThrow();
  });
  test.each(factories)('%s: the wrong types', (name, make) => {
    const cases: [unknown, string][] = [
      ['static', `${name}: the options must be an object, got "static"`],
      [null, `${name}: the options must be an object, got null`],
      [[], `${name}: the options must be an object, got an array`],
      [{ rewrite: 'yes' }, `${name}: rewrite must be a boolean, got "yes"`],
      [{ check: 1 }, `${name}: check must be a boolean, got number`],
      [{ static: null }, `${name}: static must be a boolean, got null`],
      [{ offline: 'yes' }, `${name}: offline must be a boolean, got "yes"`],
      [
        { failOn: 'missing-file' },
        `${name}: failOn must be an array of 'missing-file', 'missing-fragment', 'scripts-hold-base', got "missing-file"`,
      ],
      [
        { failOn: ['missing-files'] },
        `${name}: failOn must be an array of 'missing-file', 'missing-fragment', 'scripts-hold-base', got ["missing-files"]`,
      ],
      [
        { failOn: true },
        `${name}: failOn must be an array of 'missing-file', 'missing-fragment', 'scripts-hold-base', got boolean`,
      ],
    ];
    for (const [options, message] of cases) {
      expect(() => make(options)).toThrow(TypeError);
      expect(() => make(options)).toThrow(message);
    }
  });
  test.each(factories)('%s: an unknown option, and options that contradict each other', (name, make) => {
    expect(() => make({ failon: [] })).toThrow(TypeError);
    expect(() => make({ failon: [] })).toThrow(`${name}: unknown option "failon"`);
    expect(() => make({ static: true, rewrite: false })).toThrow(
      `${name}: static: true removes scripts while rewriting the links; it cannot go with rewrite: false`,
    );
    expect(() => make({ rewrite: false, check: false })).toThrow(
      `${name}: rewrite: false and check: false leave nothing to do`,
    );
    expect(() => make({ offline: true, rewrite: false })).toThrow(
      `${name}: offline: true rewrites the links for reading from disk; it cannot go with rewrite: false`,
    );
    expect(() => make({ check: false, failOn: ['missing-file'] })).toThrow(
      `${name}: failOn needs the check; it cannot go with check: false`,
    );
    for (const bad of [
      { static: true, rewrite: false },
      { rewrite: false, check: false },
      { check: false, failOn: ['missing-file'] },
    ])
      expect(() => make(bad)).toThrow(TypeError);
  });
  test('site, where the generator has no site URL (Eleventy, VitePress): an http or https URL', () => {
    expect(() => javaUriEleventy({ on: () => undefined }, { site: 'example.com' })).toThrow(
      new TypeError('java-uri/eleventy: site must be an http or https URL, got "example.com"'),
    );
    expect(() => javaUriVitePress({ site: 42 } as never)).toThrow(
      new TypeError('java-uri/vitepress: site must be an http or https URL, got number'),
    );
    expect(() => javaUriVitePress({ site: 'ftp://example.com/' })).toThrow(TypeError);
    // Only those two take it: the others have their own.
    expect(() => javaUriAstro({ site: 'https://example.com' } as never)).toThrow(
      'java-uri/astro: unknown option "site"',
    );
  });
  test("Docusaurus's own plugin id is taken", () => {
    const context = { siteConfig: { url: 'https://example.com', baseUrl: '/docs/' }, outDir: dir };
    expect(javaUriDocusaurus(context, { id: 'default' }).name).toBe('java-uri');
  });
});

describe('the base URL, from each generator’s own settings', () => {
  // With the origin https://example.com and the path /docs/: each link inside the site becomes
  // relative to its page; the blog, the site's origin outside /docs/, is kept.
  const relativeWithOrigin = () => {
    expect(read('index.html')).toBe(
      '<a href="guide/">1</a><a href="guide/">2</a><a href="https://example.com/blog/">3</a>',
    );
    expect(read('guide/index.html')).toBe('<a href="../">home</a>');
  };
  // Without an origin, a link written with one is a link to another site: kept.
  const relativeWithoutOrigin = () => {
    expect(read('index.html')).toBe(
      '<a href="guide/">1</a><a href="https://example.com/docs/guide/">2</a><a href="https://example.com/blog/">3</a>',
    );
    expect(read('guide/index.html')).toBe('<a href="../">home</a>');
  };

  test("Astro: site's origin and base (/docs, as Astro resolves it by default)", async () => {
    twoPages();
    const lines = await astro({ site: 'https://example.com', base: '/docs' });
    relativeWithOrigin();
    expect(lines).toEqual([
      'info: rewrote the links of 2 pages and 0 stylesheets relative to each page (3 of 4 links made relative, 2 files changed); 0 links to missing files, 0 links to missing fragments',
      "warn: 1 link kept as written that will break wherever the site moves (to the site's origin outside /docs/, or not verified): `npx java-uri site --dry-run --base https://example.com/docs/ DIR` names them",
    ]);
  });
  test("Astro: a site with a path (its origin is taken) and trailingSlash: 'always' (base /docs/)", async () => {
    twoPages();
    await astro({ site: 'https://example.com/somewhere/', base: '/docs/' });
    relativeWithOrigin();
  });
  test('Astro without site: the placeholder origin', async () => {
    twoPages();
    await astro({ base: '/docs' });
    relativeWithoutOrigin();
  });
  test("VitePress: sitemap.hostname's origin (written with the base, as VitePress's guide says, or without) and base", async () => {
    twoPages();
    await vitepress({ base: '/docs/', hostname: 'https://example.com/docs/' });
    relativeWithOrigin();
    rmSync(dir, { recursive: true });
    twoPages();
    await vitepress({ base: '/docs/', hostname: 'https://example.com' });
    relativeWithOrigin();
  });
  test('VitePress without sitemap.hostname: the site option, else the placeholder origin', async () => {
    twoPages();
    await vitepress({ base: '/docs/' }, { site: 'https://example.com' });
    relativeWithOrigin();
    rmSync(dir, { recursive: true });
    twoPages();
    await vitepress({ base: '/docs/' });
    relativeWithoutOrigin();
  });
  test('VitePress: the site URL written twice, or a site option with another path, is a TypeError', async () => {
    twoPages();
    await expect(
      vitepress({ base: '/docs/', hostname: 'https://example.com/docs/' }, { site: 'https://example.com' }),
    ).rejects.toThrow(
      new TypeError(
        "java-uri/vitepress: the site's URL is sitemap.hostname (https://example.com/docs/); remove the site option",
      ),
    );
    await expect(vitepress({ base: '/docs/' }, { site: 'https://example.com/other/' })).rejects.toThrow(
      new TypeError(
        'java-uri/vitepress: site https://example.com/other/ has the path /other/, not the base /docs/: give the origin only',
      ),
    );
    expect(read('index.html')).toContain('href="/docs/guide/"');
  });
  test("Eleventy: the site option's origin (its path the pathPrefix, or none) and pathPrefix, with or without its slashes", async () => {
    twoPages();
    await eleventy('/docs/', { site: 'https://example.com/docs/' });
    relativeWithOrigin();
    rmSync(dir, { recursive: true });
    twoPages();
    await eleventy('docs', { site: 'https://example.com' });
    relativeWithOrigin();
    rmSync(dir, { recursive: true });
    twoPages();
    await eleventy('/docs/');
    relativeWithoutOrigin();
  });
  test('Eleventy: a site option with another path than the pathPrefix is a TypeError', async () => {
    twoPages();
    await expect(eleventy('/docs/', { site: 'https://example.com/other' })).rejects.toThrow(
      new TypeError(
        'java-uri/eleventy: site https://example.com/other has the path /other/, not the base /docs/: give the origin only',
      ),
    );
    expect(read('index.html')).toContain('href="/docs/guide/"');
  });
  test("Eleventy's default pathPrefix: the site at the root", async () => {
    writeUnder(dir, 'index.html', '<a href="/guide/">g</a><a href="https://example.com/guide/">h</a>');
    writeUnder(dir, 'guide/index.html', '');
    await eleventy(undefined, { site: 'https://example.com' });
    expect(read('index.html')).toBe('<a href="guide/">g</a><a href="guide/">h</a>');
  });
  test('Eleventy: a build that wrote no files (json output) is told, not walked', async () => {
    twoPages();
    const lines = await eleventy('/docs/', {}, { outputMode: 'json' });
    expect(lines).toEqual(['info: nothing checked: this build wrote no files (output mode json)']);
    expect(read('index.html')).toContain('href="/docs/guide/"');
  });
  test("Docusaurus: url's origin and baseUrl", async () => {
    twoPages();
    const lines = await docusaurus({ url: 'https://example.com', baseUrl: '/docs/' });
    relativeWithOrigin();
    expect(lines[0]).toMatch(/^info: \[java-uri\] rewrote the links of 2 pages/);
  });
  test("Docusaurus: a locale's build, in its outDir at its baseUrl (/docs/fr/)", async () => {
    // The locale's pages link to its own pages, and to the default locale's, outside its base.
    writeUnder(dir, 'index.html', '<a href="/docs/fr/guide/">g</a><a href="/docs/guide/">en</a>');
    writeUnder(dir, 'guide/index.html', '');
    await docusaurus({ url: 'https://example.com', baseUrl: '/docs/', localeBase: '/docs/fr/' });
    expect(read('index.html')).toBe('<a href="guide/">g</a><a href="/docs/guide/">en</a>');
  });
});

describe('findings and failOn', () => {
  // The home page's broken link is at 1:7 (its href attribute), its missing fragment at 1:42.
  const broken = () =>
    writeUnder(
      dir,
      'index.html',
      '<p><a href="/docs/missing.html">x</a> <a href="#nowhere">y</a><a href="/docs/">z</a>',
    );

  test('by default, a missing file or fragment fails the build, naming the count and each finding, before any rewrite', async () => {
    broken();
    const error = await astro({ site: 'https://example.com', base: '/docs' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'java-uri/astro: 2 findings fail the build (failOn: missing-file, missing-fragment):\n' +
        '  index.html:1:7: missing file /docs/missing.html (a href)\n' +
        '  index.html:1:42: missing fragment #nowhere (a href)',
    );
    expect(read('index.html')).toContain('href="/docs/"');
  });
  test("a finding is told where its link is written in the generator's sources (VitePress's srcDir)", async () => {
    broken();
    const sources = mkdtempSync(join(tmpdir(), 'java-uri-plugin-sources-'));
    try {
      const markdown = '# Home\n\nSee [x](/missing) and [y](#nowhere).\n';
      writeUnder(sources, 'index.md', markdown);
      const file = relative(process.cwd(), join(sources, 'index.md')).split(sep).join('/');
      // The link destinations' columns, 1-based, on line 3.
      const at = (text: string) => `${file}:3:${markdown.split('\n')[2]!.indexOf(text) + 1}`;
      const error = await vitepress({ base: '/docs/', hostname: 'https://example.com', srcDir: sources }).catch(
        (e: unknown) => e,
      );
      expect((error as Error).message).toBe(
        'java-uri/vitepress: 2 findings fail the build (failOn: missing-file, missing-fragment):\n' +
          `  ${at('/missing)')}: missing file /docs/missing.html (a href) [built: index.html:1:7]\n` +
          `  ${at('#nowhere)')}: missing fragment #nowhere (a href) [built: index.html:1:42]`,
      );
    } finally {
      rmSync(sources, { recursive: true, force: true });
    }
  });
  test('failOn names which: a missing fragment alone; none', async () => {
    broken();
    await expect(eleventy('/docs/', { failOn: ['missing-file'] })).rejects.toThrow(
      'java-uri/eleventy: 1 finding fails the build (failOn: missing-file):\n  index.html:1:7: missing file /docs/missing.html (a href)',
    );
    const lines = await eleventy('/docs/', { failOn: ['missing-fragment', 'scripts-hold-base'] }).catch((e: Error) => [
      e.message,
    ]);
    expect(lines).toEqual([
      'java-uri/eleventy: 1 finding fails the build (failOn: missing-fragment, scripts-hold-base):\n  index.html:1:42: missing fragment #nowhere (a href)',
    ]);
    // failOn: [] fails on nothing: the findings are told, and the links rewritten.
    const told = await eleventy('/docs/', { failOn: [] });
    expect(told).toEqual([
      'info: rewrote the links of 1 page and 0 stylesheets relative to each page (2 of 3 links made relative, 1 file changed); 1 link to missing files, 1 link to missing fragments',
      'warn: index.html:1:7: missing file /docs/missing.html (a href)',
      'warn: index.html:1:42: missing fragment #nowhere (a href)',
    ]);
    expect(read('index.html')).toBe('<p><a href="missing.html">x</a> <a href="#nowhere">y</a><a href="./">z</a>');
  });
  test('check: false tells no finding and fails on none', async () => {
    broken();
    const lines = await eleventy('/docs/', { check: false });
    expect(lines).toEqual([
      'info: rewrote the links of 1 page and 0 stylesheets relative to each page (2 of 3 links made relative, 1 file changed); links not checked (check: false)',
    ]);
  });
  test('rewrite: false only checks: nothing is written', async () => {
    twoPages();
    const lines = await docusaurus({ url: 'https://example.com', baseUrl: '/docs/' }, { rewrite: false });
    expect(lines).toEqual([
      'info: [java-uri] checked 2 pages and 0 stylesheets: 4 links, 0 links to missing files, 0 links to missing fragments',
    ]);
    expect(read('index.html')).toContain('href="/docs/guide/"');
  });
  test('past ten findings, the first ten and how many more', async () => {
    writeUnder(
      dir,
      'index.html',
      Array.from({ length: 12 }, (_, i) => `<a href="/docs/m${i}.html">${i}</a>\n`).join(''),
    );
    const message = await vitepress({ base: '/docs/' }).catch((e: Error) => e.message);
    const lines = (message as string).split('\n');
    expect(lines[0]).toBe('java-uri/vitepress: 12 findings fail the build (failOn: missing-file, missing-fragment):');
    expect(lines[1]).toBe('  index.html:1:4: missing file /docs/m0.html (a href)');
    expect(lines[10]).toBe('  index.html:10:4: missing file /docs/m9.html (a href)');
    expect(lines.slice(11)).toEqual(['  … and 2 more']);
  });
});

describe('a generator whose client scripts hold the base: checked, rewritten only with static', () => {
  // A VitePress page (its generator meta), with its module script; the script holds the base path
  // "/docs/" at line 2, column 13 (after `const base=`, past the quote).
  const page =
    '<meta name="generator" content="VitePress v1.6.4"><script type="module" src="/docs/assets/app.js"></script>' +
    '<a href="/docs/guide/">g</a>';
  const site = () => {
    writeUnder(dir, 'index.html', page);
    writeUnder(dir, 'guide/index.html', '');
    writeUnder(dir, 'assets/app.js', '// app\nconst base="/docs/";\n');
  };

  test('by default: checked, not rewritten, and the log says why and names the fix', async () => {
    site();
    const lines = await vitepress({ base: '/docs/', hostname: 'https://example.com/docs/' });
    expect(read('index.html')).toBe(page);
    expect(lines[0]).toBe(
      'info: java-uri: checked 2 pages and 0 stylesheets: 2 links, 0 links to missing files, 0 links to missing fragments',
    );
    expect(lines[1]).toMatch(
      /^warn: java-uri: did not rewrite the links: VitePress's client scripts hold the build-time base \/docs\/ \(.*\); on a rewritten site served elsewhere, .*The site works only at https:\/\/example\.com\/docs\/\. For a site that works anywhere: `base: '\.\/'` in \.vitepress\/config .*; or, with this build, static: true \(removes/,
    );
    expect(lines).toHaveLength(2);
  });
  test('without an origin, the site works only at its base path', async () => {
    site();
    const lines = await vitepress({ base: '/docs/' });
    expect(lines[1]).toContain("The site works only at /docs/. For a site that works anywhere: `base: './'`");
  });
  test('rewrite: true asks for no more than the default', async () => {
    site();
    const lines = await astro({ site: 'https://example.com', base: '/docs' }, { rewrite: true });
    expect(read('index.html')).toBe(page);
    expect(lines[1]).toMatch(/^warn: did not rewrite the links: VitePress's/);
  });
  test('rewrite: false: the base held is told, as a note', async () => {
    site();
    const lines = await astro({ site: 'https://example.com', base: '/docs' }, { rewrite: false });
    expect(lines[1]).toMatch(
      /^info: VitePress's client scripts hold the build-time base \/docs\/: the site works only at https:\/\/example\.com\/docs\/\. For a site that works anywhere: `base: '\.\/'` .*; or, with this build, static: true/,
    );
  });
  test('failOn scripts-hold-base fails the build, naming the first script that holds the base', async () => {
    site();
    await expect(
      astro({ site: 'https://example.com', base: '/docs' }, { failOn: ['scripts-hold-base'] }),
    ).rejects.toThrow(
      "java-uri/astro: 1 finding fails the build (failOn: scripts-hold-base):\n  scripts-hold-base: VitePress's client scripts hold the build-time base /docs/ (assets/app.js:2:13)",
    );
  });
  test('static: true with offline: true: each link names its file, for a copy read from disk', async () => {
    site();
    await eleventy('/docs/', { site: 'https://example.com', static: true, offline: true });
    expect(read('index.html')).toBe(
      '<meta name="generator" content="VitePress v1.6.4"><a href="guide/index.html">g</a>',
    );
  });
  test('static: true rewrites, and removes the generator’s scripts: the base is held no more', async () => {
    site();
    const lines = await eleventy('/docs/', {
      site: 'https://example.com',
      static: true,
      failOn: ['scripts-hold-base'],
    });
    expect(read('index.html')).toBe('<meta name="generator" content="VitePress v1.6.4"><a href="guide/">g</a>');
    expect(lines[0]).toMatch(/^info: rewrote the links of 2 pages /);
    expect(lines[1]).toMatch(
      /^info: static: removed 1 elements of VitePress's client scripts from 1 pages; without them: /,
    );
    expect(lines).toHaveLength(2);
  });
});

describe('offline: true, a copy read from disk', () => {
  test("the rewrite names each link's file (index.html for a directory), as site --offline writes them", async () => {
    twoPages();
    const lines = await eleventy('/docs/', { site: 'https://example.com', offline: true });
    expect(read('index.html')).toBe(
      '<a href="guide/index.html">1</a><a href="guide/index.html">2</a><a href="https://example.com/blog/">3</a>',
    );
    expect(read('guide/index.html')).toBe('<a href="../index.html">home</a>');
    expect(lines[0]).toMatch(/^info: rewrote the links of 2 pages /);
  });
});

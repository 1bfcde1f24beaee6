// `java-uri check` as a CI runs it, end to end through the CLI (in-process): findings placed on the
// sources the site was built from (`--sources`, in each generator's link forms and build layout), in
// text, JSON, SARIF and GitHub output; the base inferred from the build (canonical link, nothing
// stated, a --base the build contradicts); and the committed real builds, which must give the same
// findings with and without --base. Every expected place is counted here, in the text written.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { validateSarif } from './sarif';
import { command, writeUnder } from './site-helpers';

const BASE = 'https://example.com/docs/';
const validate = validateSarif;

/** A place in a file: its path as the report names it, 1-based line and UTF-16 column. */
interface Place {
  file: string;
  line: number;
  column: number;
}

/** The parts of a SARIF location the tests read. */
interface SarifLocation {
  physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } };
}

/** The parts of a SARIF result the tests read. */
interface SarifResult {
  ruleId: string;
  locations: SarifLocation[];
  relatedLocations?: SarifLocation[];
}

/** A JSON record of check: a finding, or a record of the base. */
interface CheckJson {
  kind?: string;
  file?: string;
  line?: number;
  column?: number;
  value?: string;
  problem?: string;
  target?: string;
  base?: string;
  from?: string;
  source?: Place | null;
  sources?: Place[];
}

let dir: string;
beforeEach(() => {
  // Under the current directory, as a repository's checkout is: the reports name paths relative to it.
  dir = mkdtempSync(join(__dirname, '..', '.check-ci-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `path` under the test's directory as the reports name it: relative to the current directory, with '/'. */
function rel(path: string): string {
  return relative(process.cwd(), join(dir, path)).split(sep).join('/');
}

/** Writes files (path under the test's directory → text). */
function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) writeUnder(dir, path, text);
}

/** Line and column (1-based, UTF-16) of the first occurrence of `needle` in `text`, LF line breaks. */
function lineColumn(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not in ${text}`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** JSON lines as records. */
function records(out: string): CheckJson[] {
  return out
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as CheckJson);
}

/** The findings of JSON output (the records with a problem), as the comparisons read them. */
function findings(out: string) {
  return records(out)
    .filter((r) => r.problem !== undefined)
    .map(({ file, line, column, problem, value }) => ({ file, line, column, problem, value }));
}

/** The lines of standard error. */
function errorLines(err: string): string[] {
  return err.split('\n').filter((l) => l !== '');
}

/** A page with a title and a body. */
function page(body: string, head = ''): string {
  return `<!DOCTYPE html>\n<html>\n<head>\n<title>Page</title>${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/**
 * One generator's case: the sources (under `project/`), the built site (under `project/SITE/`), the
 * one Markdown file that writes the broken link, the link as written there and as built.
 */
interface GeneratorCase {
  name: string;
  /** The source directories to give to --sources, under `project/`. */
  sourceDirs: string[];
  /** The built site's directory under `project/`. */
  site: string;
  sources: Record<string, string>;
  /** The built pages, relative to the site's directory. */
  built: Record<string, string>;
  /** The Markdown file (under `project/`) that writes the broken link, and the link as written. */
  markdown: string;
  written: string;
  /** The built page (relative to the site) and the broken link as built. */
  page: string;
  value: string;
}

const intro = (link: string) =>
  [
    '---',
    'title: Intro',
    '---',
    '',
    '# Intro',
    '',
    'Read the [home](../index.md) first.',
    '',
    `Then [x](${link}).`,
    '',
  ].join('\n');

const GENERATORS: GeneratorCase[] = [
  {
    // VitePress (base '/docs/'): a Markdown link to ./gone.md is built root-relative, with the base and .html.
    name: 'VitePress, the link built root-relative with the base',
    sourceDirs: ['docs'],
    site: 'docs/.vitepress/dist',
    sources: { 'docs/index.md': '# Home\n\n[Intro](./guide/intro.md)\n', 'docs/guide/intro.md': intro('./gone.md') },
    built: {
      'index.html': page('<p><a href="/docs/guide/intro.html">Intro</a></p>'),
      'guide/intro.html': page(
        '<nav><a href="/docs/">Home</a></nav>\n<main>\n<p>Read the <a href="/docs/">home</a> first.</p>\n' +
          '<p>Then <a href="/docs/guide/gone.html">x</a>.</p>\n</main>',
      ),
    },
    markdown: 'docs/guide/intro.md',
    written: './gone.md',
    page: 'guide/intro.html',
    value: '/docs/guide/gone.html',
  },
  {
    // VitePress's relative form: ./gone.md built as ./gone.html.
    name: 'VitePress, the link built relative',
    sourceDirs: ['docs'],
    site: 'docs/.vitepress/dist',
    sources: { 'docs/index.md': '# Home\n', 'docs/guide/intro.md': intro('./gone.md') },
    built: {
      'index.html': page('<p><a href="./guide/intro.html">Intro</a></p>'),
      'guide/intro.html': page(
        '<main>\n<p>Read the <a href="../">home</a> first.</p>\n<p>Then <a href="./gone.html">x</a>.</p>\n</main>',
      ),
    },
    markdown: 'docs/guide/intro.md',
    written: './gone.md',
    page: 'guide/intro.html',
    value: './gone.html',
  },
  {
    // Docusaurus (baseUrl '/docs/', routeBasePath '/'): docs/intro.md is built as intro/index.html, ./gone.md as /docs/gone.
    name: 'Docusaurus',
    sourceDirs: ['.'],
    site: 'build',
    sources: {
      'docs/intro.md': intro('./gone.md'),
      'docusaurus.config.js': "module.exports = { baseUrl: '/docs/' };\n",
    },
    built: {
      'index.html': page('<p><a href="/docs/intro">Intro</a></p>'),
      'intro/index.html': page(
        '<nav><a href="/docs/">Home</a></nav>\n<article>\n<p>Then <a href="/docs/gone">x</a>.</p>\n</article>',
      ),
    },
    markdown: 'docs/intro.md',
    written: './gone.md',
    page: 'intro/index.html',
    value: '/docs/gone',
  },
  {
    // Eleventy with HtmlBasePlugin (pathPrefix '/docs/'): /reference/gone/ is built as /docs/reference/gone/.
    name: 'Eleventy (HtmlBasePlugin)',
    sourceDirs: ['.'],
    site: '_site',
    sources: {
      'src/index.md': '# Home\n\n[FAQ](/reference/faq/)\n',
      'src/reference/faq.md': '---\nlayout: base.njk\n---\n\n# FAQ\n\nSee [x](/reference/gone/) and [home](/).\n',
      'src/_includes/base.njk': '<!DOCTYPE html>\n<nav><a href="/">Home</a></nav>\n{{ content | safe }}\n',
    },
    built: {
      'index.html': page('<nav><a href="/docs/">Home</a></nav>\n<p><a href="/docs/reference/faq/">FAQ</a></p>'),
      'reference/faq/index.html': page(
        '<nav><a href="/docs/">Home</a></nav>\n<h1>FAQ</h1>\n<p>See <a href="/docs/reference/gone/">x</a> and <a href="/docs/">home</a>.</p>',
      ),
    },
    markdown: 'src/reference/faq.md',
    written: '/reference/gone/',
    page: 'reference/faq/index.html',
    value: '/docs/reference/gone/',
  },
  {
    // Starlight (base '/docs'): links written with the base, built as written.
    name: 'Starlight',
    sourceDirs: ['.'],
    site: 'dist',
    sources: {
      'src/content/docs/index.md': '---\ntitle: Home\n---\n\n[A](/docs/guide/a/)\n',
      'src/content/docs/guide/a.md': '---\ntitle: A\n---\n\nSee [x](/docs/guide/gone/), or [home](/docs/).\n',
    },
    built: {
      'index.html': page('<p><a href="/docs/guide/a/">A</a></p>'),
      'guide/a/index.html': page(
        '<header><a href="/docs/">Home</a></header>\n<main>\n<p>See <a href="/docs/guide/gone/">x</a>, or <a href="/docs/">home</a>.</p>\n</main>',
      ),
    },
    markdown: 'src/content/docs/guide/a.md',
    written: '/docs/guide/gone/',
    page: 'guide/a/index.html',
    value: '/docs/guide/gone/',
  },
];

describe('--sources: each finding where its link is written, through the CLI', () => {
  /** Writes a generator's case; its site directory, source directories, and the expected places. */
  function setUp(c: GeneratorCase) {
    write(Object.fromEntries(Object.entries(c.sources).map(([p, t]) => [join('project', p), t])));
    write(Object.fromEntries(Object.entries(c.built).map(([p, t]) => [join('project', c.site, p), t])));
    const site = join(dir, 'project', c.site);
    const sources = c.sourceDirs.flatMap((d) => ['--sources', relative(process.cwd(), join(dir, 'project', d))]);
    const source: Place = {
      file: rel(join('project', c.markdown)),
      ...lineColumn(c.sources[c.markdown]!, `(${c.written})`),
    };
    source.column++; // the destination, after '('
    const builtAt = lineColumn(c.built[c.page]!, `href="${c.value}"`);
    return { site, sources, source, built: { file: c.page, ...builtAt } };
  }

  describe.each(GENERATORS)('$name', (c) => {
    test('text: the source line, the built place after it; status 4', async () => {
      const { site, sources, source, built } = setUp(c);
      const { status, out, err } = await command(['check', '--base', BASE, ...sources, site]);
      expect(err).toBe('');
      expect(status).toBe(4);
      expect(out).toBe(
        `${source.file}:${source.line}:${source.column}: broken link ${c.value} (a href) ` +
          `[built: ${built.file}:${built.line}:${built.column}]\n`,
      );
    });

    test('--json: the built place, and "source"', async () => {
      const { site, sources, source, built } = setUp(c);
      const { status, out } = await command(['check', '--base', BASE, '--json', ...sources, site]);
      expect(status).toBe(4);
      const all = records(out);
      expect(all).toHaveLength(1);
      expect(all[0]).toEqual({
        file: built.file,
        line: built.line,
        column: built.column,
        where: 'a href',
        value: c.value,
        target: new URL(c.value, new URL(c.page, BASE)).href,
        problem: 'missing-file',
        source,
      });
    });

    test('--format sarif: valid, the source as the location, the built page related', async () => {
      const { site, sources, source, built } = setUp(c);
      const { status, out } = await command(['check', '--base', BASE, '--format', 'sarif', ...sources, site]);
      expect(status).toBe(4);
      const log = JSON.parse(out);
      expect(validate(log)).toBe(true);
      expect(validate.errors ?? []).toEqual([]);
      const results: SarifResult[] = log.runs[0].results;
      expect(results).toHaveLength(1);
      const place = (l: SarifLocation) => ({
        file: l.physicalLocation.artifactLocation.uri,
        line: l.physicalLocation.region.startLine,
        column: l.physicalLocation.region.startColumn,
      });
      expect(results[0]!.ruleId).toBe('missing-file');
      expect(place(results[0]!.locations[0]!)).toEqual(source);
      expect(place(results[0]!.relatedLocations![0]!)).toEqual({
        ...built,
        file: rel(join('project', c.site, c.page)),
      });
    });

    test('--format github: the annotation on the Markdown file and line', async () => {
      const { site, sources, source, built } = setUp(c);
      const { status, out } = await command(['check', '--base', BASE, '--format', 'github', ...sources, site]);
      expect(status).toBe(4);
      const errors = out.split('\n').filter((l) => l.startsWith('::error'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        new RegExp(`^::error file=${literal(source.file)},line=${source.line},col=${source.column},title=`),
      );
      const builtFile = rel(join('project', c.site, c.page));
      expect(errors[0]!.endsWith(`[built: ${builtFile}:${built.line}:${built.column}]`)).toBe(true);
      expect(out).not.toContain('::warning');
    });
  });

  test('a finding no source writes: [no source found], "source": null', async () => {
    const md = '# Intro\n\nThen [x](./gone.md).\n';
    const html = page(
      '<nav><a href="/docs/theme-gone.html">Theme</a></nav>\n<p>Then <a href="/docs/guide/gone.html">x</a>.</p>',
    );
    write({ 'project/docs/guide/intro.md': md, 'site/guide/intro.html': html, 'site/index.html': page('') });
    const sources = ['--sources', rel('project/docs')];
    const themeAt = lineColumn(html, 'href="/docs/theme-gone.html"');
    const goneAt = lineColumn(html, 'href="/docs/guide/gone.html"');
    const sourceAt = lineColumn(md, './gone.md');

    const text = await command(['check', '--base', BASE, ...sources, join(dir, 'site')]);
    expect(text.status).toBe(4);
    const lines = text.out.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(2);
    expect(lines).toContain(
      `guide/intro.html:${themeAt.line}:${themeAt.column}: broken link /docs/theme-gone.html (a href) [no source found]`,
    );
    expect(lines).toContain(
      `${rel('project/docs/guide/intro.md')}:${sourceAt.line}:${sourceAt.column}: broken link /docs/guide/gone.html (a href) ` +
        `[built: guide/intro.html:${goneAt.line}:${goneAt.column}]`,
    );

    const json = records((await command(['check', '--base', BASE, '--json', ...sources, join(dir, 'site')])).out);
    const theme = json.find((r) => r.value === '/docs/theme-gone.html');
    expect(theme).toMatchObject({ file: 'guide/intro.html', ...themeAt, problem: 'missing-file', source: null });
    expect(Object.keys(theme!)).toContain('source');
  });

  test('--sources twice: each finding found in its own directory', async () => {
    const guide = '# Guide\n\nSee [x](./gone.md).\n';
    const blog = '# Post\n\nAn [old post](../2019/old.md).\n';
    write({
      'project/docs/guide/intro.md': guide,
      'project/blog/2024/post.md': blog,
      'site/index.html': page(''),
      'site/guide/intro.html': page('<p>See <a href="/docs/guide/gone.html">x</a>.</p>'),
      'site/2024/post.html': page('<p>An <a href="/docs/2019/old.html">old post</a>.</p>'),
    });
    const args = ['--sources', rel('project/docs'), '--sources', rel('project/blog'), join(dir, 'site')];
    const { status, out } = await command(['check', '--base', BASE, '--json', ...args]);
    expect(status).toBe(4);
    const sourceOf = (value: string) => records(out).find((r) => r.value === value)?.source;
    expect(sourceOf('/docs/guide/gone.html')).toEqual({
      file: rel('project/docs/guide/intro.md'),
      ...lineColumn(guide, './gone.md'),
    });
    expect(sourceOf('/docs/2019/old.html')).toEqual({
      file: rel('project/blog/2024/post.md'),
      ...lineColumn(blog, '../2019/old.md'),
    });
  });

  test('the built site inside a sources directory is not read as sources', async () => {
    // The built pages are HTML (read as templates when they are sources) and name their own page:
    // read, they would be the source of every finding.
    const md = '# Intro\n\nThen [x](./gone.md).\n';
    const html = page(
      '<nav><a href="/docs/theme-gone.html">Theme</a></nav>\n<p>Then <a href="/docs/guide/gone.html">x</a>.</p>',
    );
    write({
      'project/guide/intro.md': md,
      'project/public/guide/intro.html': html,
      'project/public/index.html': page(''),
    });
    const { status, out } = await command([
      'check',
      '--base',
      BASE,
      '--json',
      '--sources',
      rel('project'),
      join(dir, 'project', 'public'),
    ]);
    expect(status).toBe(4);
    const json = records(out);
    expect(json).toHaveLength(2);
    const gone = json.find((r) => r.value === '/docs/guide/gone.html')!;
    expect(gone.source).toEqual({ file: rel('project/guide/intro.md'), ...lineColumn(md, './gone.md') });
    expect(gone.sources).toBeUndefined();
    expect(json.find((r) => r.value === '/docs/theme-gone.html')!.source).toBeNull();
  });
});

describe('the base, from the build', () => {
  /** A build stating its base in a canonical link, its links root-relative under /docs/, with findings. */
  function canonicalBuild(): void {
    write({
      'site/index.html': page(
        '<p><a href="/docs/a.html">A</a> <a href="/docs/gone.html">gone</a> <a href="/docs/a.html#nope">nope</a></p>\n' +
          '<p><a href="missing/">missing</a> <a href="/docs/b/">B</a></p>',
        '\n<link rel="canonical" href="https://example.com/docs/">',
      ),
      'site/a.html': page('<h1 id="a">A</h1>\n<p><a href="/docs/">home</a> <a href="/docs/b/gone.html">gone</a></p>'),
      'site/b/index.html': page('<p><a href="/docs/a.html#a">A</a> <a href="../a.html">A</a></p>'),
    });
  }

  test('a canonical link: the same findings as with --base, told once on standard error', async () => {
    canonicalBuild();
    const site = join(dir, 'site');
    const inferred = await command(['check', '--json', site]);
    const given = await command(['check', '--json', '--base', BASE, site]);
    expect(given.err).toBe('');
    expect(inferred.status).toBe(4);
    expect(given.status).toBe(4);
    // The findings seeded above: all of them, and the same with --base.
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    const a = readFileSync(join(site, 'a.html'), 'utf8');
    expect(findings(given.out)).toEqual([
      {
        file: 'a.html',
        ...lineColumn(a, 'href="/docs/b/gone.html"'),
        problem: 'missing-file',
        value: '/docs/b/gone.html',
      },
      {
        file: 'index.html',
        ...lineColumn(html, 'href="/docs/gone.html"'),
        problem: 'missing-file',
        value: '/docs/gone.html',
      },
      {
        file: 'index.html',
        ...lineColumn(html, 'href="/docs/a.html#nope"'),
        problem: 'missing-fragment',
        value: '/docs/a.html#nope',
      },
      { file: 'index.html', ...lineColumn(html, 'href="missing/"'), problem: 'missing-file', value: 'missing/' },
    ]);
    expect(records(inferred.out).filter((r) => r.problem !== undefined)).toEqual(
      records(given.out).filter((r) => r.problem !== undefined),
    );
    const lines = errorLines(inferred.err);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^java-uri check: base https:\/\/example\.com\/docs\/, inferred from /);
    expect(lines[0]).toContain('canonical');
    const base = records(inferred.out).filter((r) => r.kind === 'base');
    expect(base).toHaveLength(1);
    expect(base[0]).toMatchObject({ kind: 'base', base: BASE });
    expect(base[0]!.from).toContain('canonical');
  });

  test('text output: the same lines as with --base', async () => {
    canonicalBuild();
    const site = join(dir, 'site');
    const inferred = await command(['check', site]);
    const given = await command(['check', '--base', BASE, site]);
    expect(inferred.out).toBe(given.out);
    expect(inferred.out.split('\n').filter((l) => l.includes(': broken link '))).toHaveLength(3);
    expect(errorLines(inferred.err)).toHaveLength(1);
  });

  test('a build that states nothing, its root-relative links naming no file: one message asking for --base, status 2', async () => {
    const links = Array.from({ length: 30 }, (_, i) => `<a href="/nowhere/p${i + 1}.html">p${i + 1}</a>`).join('\n');
    const index = page(`${links}\n<p><a href="a.html">A</a> <a href="gone.html">gone</a></p>`);
    write({ 'site/index.html': index, 'site/a.html': page('<p><a href="index.html">home</a></p>') });
    const site = join(dir, 'site');
    const { status, out, err } = await command(['check', site]);
    expect(status).toBe(2);
    const lines = errorLines(err);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('--base');
    expect(lines[0]).toContain('30 root-relative links');
    // Not one line per unlanded link; the relative link that names no file is still a finding.
    expect(out).not.toContain('/nowhere/');
    const at = lineColumn(index, 'href="gone.html"');
    expect(out).toBe(`index.html:${at.line}:${at.column}: broken link gone.html (a href)\n`);

    const json = await command(['check', '--json', site]);
    expect(json.status).toBe(2);
    expect(errorLines(json.err)).toHaveLength(1);
    const all = records(json.out);
    expect(all.filter((r) => r.problem !== undefined).map((r) => r.value)).toEqual(['gone.html']);
    expect(all.filter((r) => r.kind === 'base-unknown')).toEqual([
      { kind: 'base-unknown', links: 30, example: '/nowhere/p1.html' },
    ]);
    // A report for CI carries it too: one error at the first such link, not a green report.
    const github = await command(['check', '--format', 'github', site]);
    const first = lineColumn(index, 'href="/nowhere/p1.html"');
    const errors = github.out.split('\n').filter((l) => l.startsWith('::error '));
    expect(errors.filter((l) => l.includes('base unknown'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::error file=[^,]*index\\.html,line=${first.line},col=${first.column},title=java-uri check%3A base unknown::30 root-relative links`,
        ),
      ),
    ]);
  });

  test('a small build with one broken root-relative link: the base still inferred, the link reported', async () => {
    write({
      'site/index.html': page('<a href="/docs/guide/intro.html">intro</a>'),
      'site/guide/intro.html': page('<a href="/docs/">home</a> <a href="/docs/guide/gone.html">gone</a>'),
    });
    const intro = readFileSync(join(dir, 'site/guide/intro.html'), 'utf8');
    const at = lineColumn(intro, 'href="/docs/guide/gone.html"');
    const { status, out } = await command(['check', join(dir, 'site')]);
    expect(status).toBe(4);
    expect(out).toBe(`guide/intro.html:${at.line}:${at.column}: broken link /docs/guide/gone.html (a href)\n`);
  });

  test('--base that the build contradicts: a warning, and the base given is used', async () => {
    canonicalBuild();
    // A second page that states the same base.
    write({
      'site/a.html': page(
        '<h1 id="a">A</h1>\n<p><a href="/docs/">home</a> <a href="/docs/b/gone.html">gone</a></p>',
        '\n<link rel="canonical" href="https://example.com/docs/a.html">',
      ),
    });
    const site = join(dir, 'site');
    const other = 'https://example.com/other/';
    const { status, out, err } = await command(['check', '--json', '--base', other, site]);
    // One warning for the one base the build states, however many pages state it.
    const lines = errorLines(err);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^java-uri check: warning: --base ${other}, but the build says ${BASE} \\(.* and \\d+ more\\); --base is used$`,
      ),
    );
    // Under /other/, the links to /docs/ are outside the base; the relative ones resolve under /other/.
    const all = records(out).filter((r) => r.problem !== undefined);
    expect(all.find((r) => r.value === '/docs/gone.html')?.problem).toBe('outside-base');
    expect(all.find((r) => r.value === 'missing/')).toMatchObject({
      problem: 'missing-file',
      target: 'https://example.com/other/missing/',
    });
    expect(all.filter((r) => r.problem === 'missing-fragment')).toEqual([]);
    expect(status).toBe(4);
    expect(records(out).filter((r) => r.kind === 'base')).toEqual([]);
  });
});

describe('the committed real builds: the same findings without --base as with it', () => {
  const builds = [
    ...['vuepress', 'gatsby', 'nextjs', 'nuxt'].map((g) => ({
      name: g,
      dir: join('fixtures', 'generators', g, 'committed'),
      clean: true,
    })),
    { name: 'docs/example-site', dir: join('docs', 'example-site'), clean: false },
  ];
  const root = join(__dirname, '..');

  test.each(builds)('$name', async ({ dir: build, clean }) => {
    const site = join(root, build);
    const inferred = await command(['check', '--json', site]);
    const given = await command(['check', '--json', '--base', BASE, site]);
    expect(findings(inferred.out)).toEqual(findings(given.out));
    expect(inferred.status).toBe(given.status);
    const base = records(inferred.out).filter((r) => r.kind === 'base');
    expect(base).toHaveLength(1);
    expect(new URL(base[0]!.base!).pathname).toBe('/docs/');
    if (!clean) {
      expect(findings(given.out).length).toBeGreaterThan(0);
      return;
    }
    expect(inferred.status).toBe(0);
    expect(findings(inferred.out)).toEqual([]);
    for (const args of [[], ['--base', BASE]]) {
      const github = await command(['check', '--format', 'github', ...args, site]);
      expect(github.status).toBe(0);
      expect(github.out).not.toMatch(/^::(error|warning)/m);
      expect(github.out).toMatch(/^::notice /m);
    }
  });
});

/** A string as a regular expression matching it literally. */
function literal(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('edges found on review', () => {
  test('a site at its root whose few root-relative links are broken: broken links, not "base unknown"', async () => {
    write({ 'site/index.html': page('<a href="/gone page.html">g</a> <img src="/img/a.png">') });
    const { status, out, err } = await command(['check', join(dir, 'site')]);
    expect(status).toBe(4);
    expect(errorLines(err)).toEqual([]);
    expect(out.split('\n').filter((l) => l.includes('broken link'))).toHaveLength(2);
  });
  test('a canonical link whose host java.net.URI refuses ("_") is no candidate: no crash', async () => {
    write({
      'site/index.html': page(
        '<a href="/docs/a.html">a</a>',
        '<link rel="canonical" href="https://my_site.example.com/docs/">',
      ),
      'site/a.html': page('<a href="/docs/">home</a>'),
    });
    const { status, err } = await command(['check', join(dir, 'site')]);
    expect(status).toBe(0);
    expect(errorLines(err)).toEqual([
      expect.stringMatching(/^java-uri check: base path \/docs\/ \(no origin stated\)/),
    ]);
  });
  test('a sitemap.xml that is a symlink out of the tree is not read', async () => {
    write({
      'private.xml': '<urlset><url><loc>https://secret.example/private/index.html</loc></url></urlset>',
      'site/index.html': page('<a href="a.html">a</a>'),
      'site/a.html': page(''),
    });
    symlinkSync(join(dir, 'private.xml'), join(dir, 'site/sitemap.xml'));
    const { err } = await command(['check', join(dir, 'site')]);
    expect(err).not.toContain('secret.example');
  });
  test('check --strict: the records told without failing are errors in a report for CI, as the status says', async () => {
    write({ 'site/index.html': page('<a href="/blog/">b</a>') });
    const { status, out } = await command([
      'check',
      '--strict',
      '--format',
      'github',
      '--base',
      BASE,
      join(dir, 'site'),
    ]);
    expect(status).toBe(4);
    expect(out).toMatch(/^::error file=.*title=java-uri check%3A link outside the base::/m);
  });
  test('--sources: the built site reached through a symlink is not read as its own source', async () => {
    write({
      'project/content/other.md': 'See [x](/gone.html).\n',
      'project/public/page.html': '<a href="/gone.html">x</a>',
    });
    symlinkSync(join(dir, 'project/public'), join(dir, 'project/built'));
    const { out } = await command([
      'check',
      '--json',
      '--base',
      'https://example.com/',
      '--sources',
      join(dir, 'project'),
      join(dir, 'project/built'),
    ]);
    const [finding] = records(out).filter((r) => r.problem === 'missing-file');
    expect(finding?.source).toEqual({ file: rel('project/content/other.md'), line: 1, column: 9 });
  });
  test('a page larger than a string holds is reported, never read (it killed the process at 2 GiB)', async () => {
    write({ 'site/index.html': page('') });
    writeUnder(dir, 'site/huge.html', '');
    truncateSync(join(dir, 'site/huge.html'), 2 ** 29 + 1);
    const { status, out } = await command(['check', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(2);
    expect(out).toBe(
      `huge.html: cannot be read as text: ${2 ** 29 + 1} bytes, more than a string holds: left as it is\n`,
    );
  });
});

// `java-uri check` and the fragments of `java-uri site`: one engine (java-uri/site/walk) judging
// every link inside the site as the browser resolves it (a link's line and column are its attribute's), by the file a static host serves for it
// (x, else x/index.html, else x.html; from disk, x itself) and by the fragment the HTML Standard's
// "scroll to the fragment" finds in it. The cases follow the HTML Standard's steps; the generated
// site's seeded defects are judged by a real browser in `npm run test:site`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { command, writeUnder } from './site-helpers';
import { anchorsOf, fragmentFound } from '../src/site';

const BASE = 'https://example.com/docs/';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'java-uri-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `java-uri COMMAND ARGS…` in-process: status, standard output. */
async function cli(args: string[]) {
  const { status, out } = await command(args);
  return { status, out };
}

describe('anchorsOf: the fragments a document defines', () => {
  test('ids in any namespace, names of HTML a elements; noscript content yes, template content no', () => {
    const html =
      '<h2 id="options">O</h2><a name="old"></a><svg><a name="svg-a-name"/><g id="svg-id"/></svg>' +
      '<math><mi id="math-id"/></math><noscript><p id="in-noscript"></p></noscript>' +
      '<template><p id="in-template"></p></template><div name="div-name" id=""></div>';
    expect([...anchorsOf(html)].sort()).toEqual(['in-noscript', 'math-id', 'old', 'options', 'svg-id']);
  });
  test('an SVG file: its ids', () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><symbol id="home"/><use href="#home"/></svg>';
    expect([...anchorsOf(svg)]).toEqual(['home']);
  });
});

describe('fragmentFound: as the HTML Standard scrolls to a fragment', () => {
  const anchors = new Set(['options', 'résumé', 'a b', 'Top-x', '%41']);
  test.each([
    ['', true],
    ['#', true],
    ['#options', true],
    ['options', true],
    ['#Options', false],
    ['#r%C3%A9sum%C3%A9', true],
    ['#résumé', true],
    ['#a%20b', true],
    ['#top', true],
    ['#TOP', true],
    ['#%74op', true],
    ['#top-x', false],
    ['#options:~:text=foo', true],
    ['#:~:text=foo', true],
    ['#missing:~:text=options', false],
    ['#%41', true],
    ['#A', false],
    ['#%FF', false],
  ])('%s → %s', (hash, found) => expect(fragmentFound(anchors, hash)).toBe(found));
});

describe('java-uri check', () => {
  function site() {
    writeUnder(
      dir,
      'site/index.html',
      '<!DOCTYPE html><h1>Home</h1>\n' +
        '<a href="guide/#options">1</a> <a href="guide/#Options">2</a> <a href="/docs/guide/#r%C3%A9sum%C3%A9">3</a>\n' +
        '<a href="guide/#old">4</a> <a href="guide/#ns">5</a> <a href="guide/#tpl">6</a> <a href="#top">7</a>\n' +
        '<a href="gone.html">8</a> <img src="img/i.svg#home"> <img src="img/i.svg#nope"> <a href="doc.pdf#page=3">9</a>\n' +
        '<a href="guide#options">10</a> <a href="https://other.example/#x">11</a> <link rel="stylesheet" href="s.css">\n',
    );
    writeUnder(
      dir,
      'site/guide/index.html',
      '<h2 id="options">O</h2><h2 id="résumé">R</h2><a name="old"></a><noscript><p id="ns"></p></noscript><template><p id="tpl"></p></template>',
    );
    writeUnder(dir, 'site/s.css', 'a { background: url(img/i.svg#gone) }');
    writeUnder(dir, 'site/img/i.svg', '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="home"/></svg>');
    writeUnder(dir, 'site/doc.pdf', '%PDF');
  }
  test('every missing file and fragment, and nothing else; status 4', async () => {
    site();
    const { status, out } = await cli(['check', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(4);
    // In the order read: a link to a file read already is judged at once (guide/ and img/ come first).
    expect(out.split('\n')).toEqual([
      'index.html:2:35: missing fragment guide/#Options (a href)',
      'index.html:3:57: missing fragment guide/#tpl (a href)',
      'index.html:4:4: broken link gone.html (a href)',
      'index.html:4:59: missing fragment img/i.svg#nope (img src)',
      's.css:1:17: missing fragment img/i.svg#gone (url())',
      '',
    ]);
  });
  test('--json: one record per problem', async () => {
    site();
    const { out } = await cli(['check', '--json', '--base', BASE, join(dir, 'site')]);
    const records = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(records[2]).toEqual({
      file: 'index.html',
      line: 4,
      column: 4,
      where: 'a href',
      value: 'gone.html',
      target: 'https://example.com/docs/gone.html',
      problem: 'missing-file',
    });
    expect(records.map((r) => r.problem)).toEqual([
      'missing-fragment',
      'missing-fragment',
      'missing-file',
      'missing-fragment',
      'missing-fragment',
    ]);
  });
  test('a link to a page read later is judged when it is read; one that cannot be read is not judged', async () => {
    writeUnder(
      dir,
      'site/a.html',
      '<a href="z.html#gone">z</a> <a href="y.html#gone">y</a> <a href="z.html#here">z</a>',
    );
    writeUnder(dir, 'site/z.html', '<p id="here">');
    writeUnder(dir, 'site/y.html', '<meta charset=shift_jis><p id="x">');
    const { status, out } = await cli(['check', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(2);
    expect(out).toBe(
      'y.html: declares charset shift_jis; only UTF-8 is rewritten: left unchanged\n' +
        'a.html:1:4: missing fragment z.html#gone (a href)\n',
    );
  });
  test('an SVG file: judged when read for the links that wait for it, at once for those read after it', async () => {
    writeUnder(dir, 'site/a.html', '<img src="m.svg#gone"> <img src="m.svg#here"> <img src="n.svg">');
    writeUnder(dir, 'site/m.svg', '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="here"/></svg>');
    writeUnder(dir, 'site/n.svg', '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="x"/></svg>');
    writeUnder(dir, 'site/z.html', '<img src="m.svg#also-gone"> <img src="n.svg#x"> <img src="n.svg#y">');
    const { status, out } = await cli(['check', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(4);
    expect(out).toBe(
      'a.html:1:6: missing fragment m.svg#gone (img src)\n' +
        'z.html:1:6: missing fragment m.svg#also-gone (img src)\n' +
        'z.html:1:54: missing fragment n.svg#y (img src)\n',
    );
  });
  test('changes nothing; a site with no problem is status 0 and says nothing', async () => {
    writeUnder(dir, 'site/index.html', '<a href="/docs/a.html#x">a</a>');
    writeUnder(dir, 'site/a.html', '<p id="x">');
    expect(await cli(['check', '--base', BASE, join(dir, 'site')])).toEqual({ status: 0, out: '' });
  });
  test('a static host serves x, else x/index.html, else x.html', async () => {
    writeUnder(dir, 'site/index.html', '<a href="a#in-dir">a</a> <a href="b#in-html">b</a>');
    writeUnder(dir, 'site/a/index.html', '<p id="in-dir">');
    writeUnder(dir, 'site/a.html', '<p id="in-html">');
    writeUnder(dir, 'site/b.html', '<p id="in-html">');
    expect(await cli(['check', '--base', BASE, join(dir, 'site')])).toEqual({ status: 0, out: '' });
  });
  test('--offline: as a browser opens files, a link must name a file itself', async () => {
    writeUnder(dir, 'site/index.html', '<a href="a/">a</a> <a href="b">b</a> <a href="a/index.html">c</a>');
    writeUnder(dir, 'site/a/index.html', '');
    writeUnder(dir, 'site/b.html', '');
    const { status, out } = await cli(['check', '--offline', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(4);
    expect(out).toBe('index.html:1:4: broken link a/ (a href)\nindex.html:1:23: broken link b (a href)\n');
  });
});

describe('java-uri site: the same engine', () => {
  test('--strict fails on a missing fragment; --json gives its record with problem, broken links gain problem', async () => {
    writeUnder(dir, 'site/index.html', '<a href="/docs/a.html#gone">a</a> <a href="/docs/none.html">b</a>');
    writeUnder(dir, 'site/a.html', '<p id="x">');
    const strict = await cli(['site', '--dry-run', '--strict', '--base', BASE, join(dir, 'site')]);
    expect(strict.status).toBe(4);
    const { status, out } = await cli(['site', '--dry-run', '--json', '--base', BASE, join(dir, 'site')]);
    expect(status).toBe(0);
    const records = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(records.map((r) => [r.value, r.outcome, r.problem])).toEqual([
      ['/docs/a.html#gone', 'relativized', undefined],
      ['/docs/a.html#gone', undefined, 'missing-fragment'],
      ['/docs/none.html', 'relativized', 'missing-file'],
    ]);
  });
});

describe('a generated site with seeded defects and traps (scripts/site-gen.mjs --defects)', () => {
  // The generator knows each defect's place by construction; npm run test:check has a browser confirm them.
  test.each([
    [1, 60],
    [7, 100],
  ])(
    'seed %i, %i pages: check reports every seeded defect and nothing else',
    async (seed, pages) => {
      const site = join(dir, 'site');
      const manifest = join(dir, 'defects.json');
      const gen = spawnSync(
        process.execPath,
        [
          join(__dirname, '..', 'scripts', 'site-gen.mjs'),
          site,
          '--shape',
          'docs',
          '--pages',
          String(pages),
          '--seed',
          String(seed),
          '--defects',
          manifest,
        ],
        { encoding: 'utf8' },
      );
      expect(gen.status).toBe(0);
      const entries: { file: string; line: number; column: number; problem: string | null }[] = JSON.parse(
        readFileSync(manifest, 'utf8'),
      );
      const key = (e: { file: string; line: number; column: number; problem: string | null }) =>
        `${e.file}:${e.line}:${e.column}: ${e.problem}`;
      const defects = entries
        .filter((e) => e.problem !== null)
        .map(key)
        .sort();
      // Every kind of defect is there, and traps beside them.
      expect(new Set(entries.filter((e) => e.problem !== null).map((e) => e.problem))).toEqual(
        new Set(['missing-file', 'missing-fragment']),
      );
      expect(entries.filter((e) => e.problem === null).length).toBeGreaterThan(defects.length);
      const { status, out } = await cli(['check', '--base', BASE, '--json', site]);
      expect(status).toBe(4);
      const reported = out
        .trim()
        .split('\n')
        .map((l) => key(JSON.parse(l)))
        .sort();
      expect(reported).toEqual(defects);
    },
    30_000,
  );
});

describe('java-uri check as a CI adopts it', () => {
  /** A VitePress page at the base: its fingerprints, and a script that holds the base path. */
  function heldSite() {
    writeUnder(
      dir,
      'site/index.html',
      '<!DOCTYPE html><script type="module" src="/docs/assets/app.js"></script>' +
        '<link rel="modulepreload" href="/docs/assets/chunks/framework.js"><div id="app"></div>' +
        '<script>window.__VP_HASH_MAP__=JSON.parse("{}");window.__VP_SITE_DATA__=JSON.parse("{\\"base\\":\\"/docs/\\"}");</script>',
    );
    writeUnder(dir, 'site/assets/app.js', 'const base = "/docs/";');
    writeUnder(dir, 'site/assets/chunks/framework.js', '');
  }
  test('the scripts that hold the base: not reported where the site is served; with --portable, as site reports them, status 5', async () => {
    heldSite();
    expect(await cli(['check', '--base', BASE, join(dir, 'site')])).toEqual({ status: 0, out: '' });
    const portable = await cli(['check', '--portable', '--base', BASE, join(dir, 'site')]);
    expect(portable.status).toBe(5);
    expect(portable.out).toMatch(/^site: VitePress's client scripts hold the build-time base/);
    expect(portable.out).toContain('assets/app.js:1:15: holds the base path (VitePress)\n');
    const github = await cli(['check', '--format', 'github', '--base', BASE, join(dir, 'site')]);
    expect(github.out).not.toMatch(/^::(error|warning)/m);
  });
  test("a link to the site's origin outside the base: an outside-base record, status 4 only with --strict", async () => {
    writeUnder(dir, 'site/index.html', '<a href="/other/thing">o</a> <a href="/docs/">d</a>');
    const plain = await cli(['check', '--base', BASE, join(dir, 'site')]);
    expect(plain).toEqual({
      status: 0,
      out: "index.html:1:4: outside the base /other/thing (a href): the site's origin outside the base: not checked\n",
    });
    expect((await cli(['check', '--strict', '--base', BASE, join(dir, 'site')])).status).toBe(4);
    const json = await cli(['check', '--json', '--base', BASE, join(dir, 'site')]);
    expect(JSON.parse(json.out)).toEqual({
      file: 'index.html',
      line: 1,
      column: 4,
      where: 'a href',
      value: '/other/thing',
      target: 'https://example.com/other/thing',
      problem: 'outside-base',
    });
    const sarif = JSON.parse((await cli(['check', '--format', 'sarif', '--base', BASE, join(dir, 'site')])).out);
    expect(sarif.runs[0].results.map((r: { ruleId: string; level: string }) => [r.ruleId, r.level])).toEqual([
      ['outside-base', 'note'],
    ]);
    const github = await cli(['check', '--format', 'github', '--base', BASE, join(dir, 'site')]);
    expect(github.out).toMatch(
      /^::notice file=.*index\.html,line=1,col=4,title=java-uri check%3A link outside the base::/,
    );
  });
  describe("fragments that the page's scripts make (JSDoc's linenumber.js)", () => {
    // As JSDoc 4.0.5 writes a source page: prettify numbers the lines of <pre class="prettyprint source
    // linenums"> (one <li> per line; a final line break opens none), then scripts/linenumber.js gives
    // the n-th the id "line" + n. Chromium with scripts on confirms it on a real JSDoc build
    // (npm run test:generators, fixtures/generators/jsdoc).
    const source =
      '<!DOCTYPE html><article><pre class="prettyprint source linenums"><code>/** A. */\n' +
      'function a() {}\nmodule.exports = { a };\n</code></pre></article>\n' +
      '<script src="scripts/prettify/prettify.js"></script><script> prettyPrint(); </script>\n' +
      '<script src="scripts/linenumber.js"> </script>\n';
    function jsdocSite(loads = true) {
      writeUnder(dir, 'site/a.js.html', loads ? source : source.replace('scripts/linenumber.js', 'scripts/other.js'));
      writeUnder(dir, 'site/scripts/linenumber.js', '');
      writeUnder(dir, 'site/scripts/other.js', '');
      writeUnder(dir, 'site/scripts/prettify/prettify.js', '');
      writeUnder(
        dir,
        'site/index.html',
        '<a href="a.js.html#line1">1</a> <a href="a.js.html#line3">3</a> <a href="a.js.html#line4">4</a> ' +
          '<a href="a.js.html#line03">03</a> <a href="a.js.html#nope">n</a>',
      );
    }
    test('lines 1 to 3 of a three-line source are fragment-by-script records, not findings; #line4 and #nope are missing', async () => {
      jsdocSite();
      const index = readFileSync(join(dir, 'site/index.html'), 'utf8');
      // Each link's column: its href attribute's, 1-based.
      const at = (value: string) => `index.html:1:${index.indexOf(`href="${value}"`) + 1}`;
      const made = "makes it once the page's scripts run";
      const { status, out } = await cli(['check', '--base', BASE, join(dir, 'site')]);
      expect(status).toBe(4);
      expect(out.split('\n')).toEqual([
        `${at('a.js.html#line1')}: fragment made by a script a.js.html#line1 (a href): JSDoc's linenumber.js ${made}`,
        `${at('a.js.html#line3')}: fragment made by a script a.js.html#line3 (a href): JSDoc's linenumber.js ${made}`,
        `${at('a.js.html#line4')}: missing fragment a.js.html#line4 (a href)`,
        `${at('a.js.html#line03')}: missing fragment a.js.html#line03 (a href)`,
        `${at('a.js.html#nope')}: missing fragment a.js.html#nope (a href)`,
        '',
      ]);
      const json = await cli(['check', '--json', '--base', BASE, join(dir, 'site')]);
      expect(JSON.parse(json.out.split('\n')[0]!)).toMatchObject({
        problem: 'fragment-by-script',
        madeBy: "JSDoc's linenumber.js",
      });
    });
    test('only fragments: status 0; with --strict, 4', async () => {
      jsdocSite();
      writeUnder(dir, 'site/index.html', '<a href="a.js.html#line2">2</a>');
      expect((await cli(['check', '--base', BASE, join(dir, 'site')])).status).toBe(0);
      expect((await cli(['check', '--strict', '--base', BASE, join(dir, 'site')])).status).toBe(4);
    });
    test('a page that does not load linenumber.js makes no ids', async () => {
      jsdocSite(false);
      const { out } = await cli(['check', '--base', BASE, join(dir, 'site')]);
      expect(out.split('\n').filter((l) => l.includes('missing fragment')).length).toBe(5);
    });
  });
  test('every message names its command and option', async () => {
    writeUnder(dir, 'site/index.html', '');
    const path = await command(['check', '--base', '/docs/', join(dir, 'site')]);
    expect(path.status).toBe(1);
    expect(path.err.split('\n')[0]).toBe(
      'java-uri check: --base must be an absolute hierarchical URI, got "/docs/"; give the URL it is published at: --base https://example.com/docs/',
    );
    const missingDir = await command(['check', join(dir, 'nonexistent')]);
    expect(missingDir.status).toBe(1);
    expect(missingDir.err).toMatch(/^java-uri check: the site .*nonexistent cannot be read: ENOENT/);
    const jobs = await command(['check', '--jobs', '0', join(dir, 'site')]);
    expect(jobs.err).toMatch(/^java-uri check: --jobs takes a whole number/);
    const sources = await command(['check', '--sources', join(dir, 'no-such'), join(dir, 'site')]);
    expect(sources.status).toBe(1);
    expect(sources.err.split('\n')[0]).toBe(`java-uri check: --sources ${join(dir, 'no-such')}: not a directory`);
  });
});

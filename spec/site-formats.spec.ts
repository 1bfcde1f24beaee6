// The reports for CI of `check` and `site` (`--format sarif|junit|github`): the SARIF log validated
// against the published SARIF 2.1.0 schema (vendored in spec/fixtures/sarif/ with its licence) by a
// JSON Schema validator, the JUnit XML read by an XML parser, the workflow annotations' format as
// GitHub documents it; paths relative to the current directory; one format at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { validateSarif } from './sarif';
import { command, writeUnder } from './site-helpers';

const BASE = 'https://example.com/docs/';
const validate = validateSarif;

/** The parts of a SARIF result the tests read. */
interface Result {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: {
    physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } };
  }[];
}

let dir: string;
/** DIR as the reports name it: relative to the current directory. */
let rel: string;
beforeEach(() => {
  dir = mkdtempSync(join(__dirname, '..', '.formats-'));
  rel = relative(process.cwd(), dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A site with one broken link, one missing fragment, one fine link, a stylesheet, and a page without a problem. */
function defects(): void {
  writeUnder(dir, 'site/index.html', '<p id="top-of-page">\n<a href="gone.html">g</a> <a href="a.html#nope">n</a>');
  writeUnder(
    dir,
    'site/a.html',
    '<link rel=stylesheet href="s.css"><h1 id="x">A</h1><a href="index.html#top-of-page">i</a>',
  );
  writeUnder(dir, 'site/s.css', 'p { background: url(missing.png) }');
}

describe('--format sarif', () => {
  test('valid against the SARIF 2.1.0 schema, with what GitHub code scanning requires', async () => {
    defects();
    const { status, out } = await command(['check', '--base', BASE, '--format', 'sarif', join(dir, 'site')]);
    expect(status).toBe(4);
    const log = JSON.parse(out);
    expect(validate(log)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    const [run] = log.runs;
    expect(run.tool.driver.name).toBe('java-uri');
    const results = run.results.map((r: Result) => ({
      ruleId: r.ruleId,
      level: r.level,
      uri: r.locations[0].physicalLocation.artifactLocation.uri,
      region: r.locations[0].physicalLocation.region,
    }));
    expect(results).toEqual(
      [
        {
          ruleId: 'missing-fragment',
          level: 'error',
          uri: `${rel}/site/index.html`,
          region: { startLine: 2, startColumn: 30 },
        },
        {
          ruleId: 'missing-file',
          level: 'error',
          uri: `${rel}/site/index.html`,
          region: { startLine: 2, startColumn: 4 },
        },
        { ruleId: 'missing-file', level: 'error', uri: `${rel}/site/s.css`, region: { startLine: 1, startColumn: 17 } },
      ].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : a.region.startColumn - b.region.startColumn)),
    );
    // Every ruleId is a rule of the driver, at its ruleIndex.
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
  });

  test('a site with nothing wrong: a valid log with no result, status 0', async () => {
    writeUnder(dir, 'site/index.html', '<a href="a.html#x">a</a>');
    writeUnder(dir, 'site/a.html', '<p id="x">');
    const { status, out } = await command(['check', '--base', BASE, '--format', 'sarif', join(dir, 'site')]);
    expect(status).toBe(0);
    const log = JSON.parse(out);
    expect(validate(log)).toBe(true);
    expect(log.runs[0].results).toEqual([]);
  });

  test('a path with spaces, "%", "#" and non-ASCII characters is a URI reference, percent-encoded as UTF-8', async () => {
    writeUnder(dir, 'site/a b%#é.html', '<a href="gone.html">g</a>');
    const { out } = await command(['check', '--base', BASE, '--format', 'sarif', join(dir, 'site')]);
    const log = JSON.parse(out);
    expect(validate(log)).toBe(true);
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      `${rel}/site/a%20b%25%23%C3%A9.html`,
    );
  });

  test("a file that cannot be read, and site's kept links, are in the log too (status 2)", async () => {
    writeUnder(dir, 'site/index.html', '<a href="https://example.com/elsewhere.html">e</a>');
    writeUnder(dir, 'site/y.html', '<meta charset=shift_jis><p>');
    const { status, out } = await command([
      'site',
      '--base',
      BASE,
      '--dry-run',
      '--format',
      'sarif',
      join(dir, 'site'),
    ]);
    expect(status).toBe(2);
    const log = JSON.parse(out);
    expect(validate(log)).toBe(true);
    expect(log.runs[0].results.map((r: Result) => [r.ruleId, r.level])).toEqual([
      ['outside-base', 'warning'],
      ['not-processed', 'error'],
    ]);
  });

  test('the scripts that hold the base, at each file that holds it (a committed VuePress build)', async () => {
    const site = join(__dirname, '..', 'fixtures', 'generators', 'vuepress', 'committed');
    const { status, out } = await command(['check', '--portable', '--base', BASE, '--format', 'sarif', site]);
    expect(status).toBe(5);
    const log = JSON.parse(out);
    expect(validate(log)).toBe(true);
    const held = log.runs[0].results.filter((r: Result) => r.ruleId === 'scripts-hold-base');
    expect(held.length).toBeGreaterThan(0);
    for (const r of held) {
      const { uri } = r.locations[0].physicalLocation.artifactLocation;
      expect(uri.startsWith('fixtures/generators/vuepress/committed/')).toBe(true);
      expect(r.message.text).toContain('VuePress');
    }
  });

  test('every result has a location (GitHub refuses one without): a site at the root is told at its first page', async () => {
    const site = join(dir, 'site');
    writeUnder(
      dir,
      'site/index.html',
      '<meta name="generator" content="VitePress v1.6.4"><script type="module" src="/assets/app.js"></script>',
    );
    writeUnder(dir, 'site/assets/app.js', 'const base = "/";');
    writeUnder(dir, 'site/y.html', '<meta charset=shift_jis><p>');
    const { status, out } = await command([
      'check',
      '--portable',
      '--base',
      'https://example.com/',
      '--format',
      'sarif',
      site,
    ]);
    expect(status).toBe(2);
    const log = JSON.parse(out);
    expect(validate(log)).toBe(true);
    expect(
      log.runs[0].results.map((r: Result) => [
        r.ruleId,
        r.locations[0].physicalLocation.artifactLocation.uri,
        r.locations[0].physicalLocation.region,
      ]),
    ).toEqual([
      ['scripts-hold-base', `${rel}/site/index.html`, { startLine: 1, startColumn: 1 }],
      ['not-processed', `${rel}/site/y.html`, { startLine: 1, startColumn: 1 }],
    ]);
  });

  test('a log that breaks the schema is caught: the validator can fail', () => {
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: {} } }] })).toBe(false);
    expect(validate({ version: '2.0.0', runs: [] })).toBe(false);
  });
});

describe('--format junit', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => n === 'testcase' });

  test('well-formed XML, one test case per page and stylesheet, a failure per page with problems', async () => {
    defects();
    const { status, out } = await command(['check', '--base', BASE, '--format', 'junit', join(dir, 'site')]);
    expect(status).toBe(4);
    expect(XMLValidator.validate(out)).toBe(true);
    const doc = parser.parse(out);
    const suite = doc.testsuites.testsuite;
    expect(suite.tests).toBe('3');
    expect(suite.failures).toBe('2');
    const cases = suite.testcase.map((c: { name: string; failure?: { message: string } }) => [
      c.name,
      c.failure === undefined ? 'pass' : c.failure.message,
    ]);
    expect(cases).toEqual([
      [`${rel}/site/a.html`, 'pass'],
      [`${rel}/site/index.html`, '2 problems'],
      [`${rel}/site/s.css`, '1 problem'],
    ]);
    const index = suite.testcase[1].failure['#text'];
    expect(index).toContain(`${rel}/site/index.html:2:4: broken link gone.html (a href)`);
    expect(index).toContain(`${rel}/site/index.html:2:30: missing fragment a.html#nope (a href)`);
  });

  test('markup, quotes and controls in values stay well-formed (escaped, never raw)', async () => {
    writeUnder(dir, 'site/index.html', '<a href="x&lt;y&quot;&#1;z.html">x</a>');
    const { out } = await command(['check', '--base', BASE, '--format', 'junit', join(dir, 'site')]);
    expect(XMLValidator.validate(out)).toBe(true);
    const failure = parser.parse(out).testsuites.testsuite.testcase[0].failure['#text'];
    expect(failure).toContain('broken link x<y"\\x01z.html (a href)');
  });

  test('a file that cannot be read is an error of its test case', async () => {
    writeUnder(dir, 'site/y.html', '<meta charset=shift_jis><p>');
    const { status, out } = await command(['check', '--base', BASE, '--format', 'junit', join(dir, 'site')]);
    expect(status).toBe(2);
    const suite = parser.parse(out).testsuites.testsuite;
    expect(suite.errors).toBe('1');
    expect(suite.testcase[0].error.type).toBe('not-processed');
  });
});

describe('--format github', () => {
  test('one ::error annotation per problem (file, line, col, title), then a summary notice', async () => {
    defects();
    const { status, out } = await command(['check', '--base', BASE, '--format', 'github', join(dir, 'site')]);
    expect(status).toBe(4);
    expect(out.split('\n')).toEqual([
      `::error file=${rel}/site/index.html,line=2,col=4,title=java-uri check%3A broken link::broken link gone.html (a href): no file for https://example.com/docs/gone.html`,
      `::error file=${rel}/site/index.html,line=2,col=30,title=java-uri check%3A missing fragment::missing fragment a.html#nope (a href): a.html defines no such id or <a name>`,
      `::error file=${rel}/site/s.css,line=1,col=17,title=java-uri check%3A broken link::broken link missing.png (url()): no file for https://example.com/docs/missing.png`,
      '::notice title=java-uri check::3 findings (2 broken link, 1 missing fragment) in 2 files of 3 read; GitHub shows only the first annotations of each kind: the log lists them all',
      '',
    ]);
  });

  test('"%", ",", ":" and line breaks are escaped as GitHub reads them; controls never raw', async () => {
    writeUnder(dir, 'site/a,b:c%.html', '<a href="50%25\n,x:y.html">g</a>');
    const { out } = await command(['check', '--base', BASE, '--format', 'github', join(dir, 'site')]);
    const [first, summary] = out.split('\n');
    expect(first).toBe(
      `::error file=${rel}/site/a%2Cb%3Ac%25.html,line=1,col=4,title=java-uri check%3A broken link::` +
        'broken link 50%2525\\n,x:y.html (a href): no file for https://example.com/docs/50%2525,x:y.html',
    );
    expect(summary).toMatch(/^::notice title=java-uri check::1 finding \(1 broken link\) in 1 file of 1 read;/);
    expect([...out].some((c) => c !== '\n' && (c < ' ' || c === '\x7f'))).toBe(false);
  });

  test('nothing found: only the summary notice, status 0', async () => {
    writeUnder(dir, 'site/index.html', '<p>');
    const { status, out } = await command(['check', '--base', BASE, '--format', 'github', join(dir, 'site')]);
    expect(status).toBe(0);
    expect(out).toBe('::notice title=java-uri check::no problem found in 1 file\n');
  });
});

describe('one format at a time', () => {
  test.each([
    [['--json', '--format', 'sarif'], '--json and --format sarif: two formats at once'],
    [['--format', 'sarif', '--format', 'junit'], '--format given twice'],
    [['--format', 'xml'], '--format takes one of text, json, sarif, junit, github, not "xml"'],
  ])('%j is a usage error', async (options, message) => {
    for (const name of ['check', 'site']) {
      const { status, err } = await command([name, ...options, 'no-such-dir']);
      expect(status).toBe(1);
      // The parser finds an option given twice before any command runs; the command, its values.
      const who = message.endsWith('given twice') ? 'java-uri' : `java-uri ${name}`;
      expect(err.split('\n')[0]).toBe(`${who}: ${message}`);
    }
  });

  test('--format json is --json; --format text is the default', async () => {
    defects();
    const site = join(dir, 'site');
    const json = await command(['check', '--base', BASE, '--json', site]);
    expect((await command(['check', '--base', BASE, '--format', 'json', site])).out).toBe(json.out);
    expect(json.out.split('\n')[0]).toMatch(/^\{"file":/);
    const text = await command(['check', '--base', BASE, site]);
    expect((await command(['check', '--base', BASE, '--format', 'text', site])).out).toBe(text.out);
  });
});

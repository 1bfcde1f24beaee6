// `npm run test:runtimes`: the built package on Bun and Deno. Installs both from npm (the versions
// pinned in scripts/runtimes/package.json and its lock file) with `npm ci --prefix` into a cache
// folder outside the repository ($JAVA_URI_RUNTIMES, else ~/.cache/java-uri-runtimes; installed
// again only when the lock file changes), then:
//   - every JDK fixture of spec/fixtures/ (java.net.URI, URL, URLEncoder/URLDecoder, IDN,
//     InetAddress, InetSocketAddress, HttpCookie, CookieManager and the peers' inputs) on each runtime, through `import` (dist/index.mjs) and `require`
//     (dist/index.cjs): scripts/runtimes/fixtures.mjs, which the jest specs' checks written again
//     in plain JavaScript;
//   - the command line's line commands (dist/cli.mjs) on Bun, each run's output, error output and
//     exit status held to Node's for the same command.
// Exits 1 when a fixture disagrees or a command differs, 2 when a runtime cannot be installed.
//   npm run build first (npm run test:runtimes does); node scripts/runtimes-test.mjs
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PINNED = join(ROOT, 'scripts', 'runtimes');
const CACHE = process.env.JAVA_URI_RUNTIMES || join(homedir(), '.cache', 'java-uri-runtimes');
const BIN = join(CACHE, 'node_modules', '.bin');

/** Installs the pinned Bun and Deno into CACHE unless its lock file is already the pinned one. */
function install() {
  const lock = readFileSync(join(PINNED, 'package-lock.json'), 'utf8');
  const installed = join(CACHE, 'package-lock.json');
  const current =
    existsSync(installed) &&
    readFileSync(installed, 'utf8') === lock &&
    existsSync(join(BIN, 'bun')) &&
    existsSync(join(BIN, 'deno'));
  if (current) return;
  console.log(`installing Bun and Deno into ${CACHE} (npm ci --prefix)`);
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
  const r = run(join(BIN, name), ['--version']);
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

/** The command lines on Bun against Node: the differences, as lines to print. */
function commandLine() {
  const failed = [];
  for (const [args, input] of COMMANDS) {
    const options = input === undefined ? { stdio: ['ignore', 'pipe', 'pipe'] } : { input };
    const node = run(process.execPath, ['dist/cli.mjs', ...args], options);
    const bun = run(...RUNTIMES.bun('dist/cli.mjs', args), options);
    const shown = (r) => JSON.stringify({ status: r.status, stdout: r.stdout, stderr: r.stderr });
    if (shown(bun) !== shown(node)) {
      failed.push(`bun java-uri ${JSON.stringify(args).slice(0, 120)}:\n  node ${shown(node)}\n  bun  ${shown(bun)}`);
    }
  }
  console.log(`  bun: ${COMMANDS.length} command lines against Node's, ${failed.length} differing`);
  return failed;
}

if (!existsSync(join(ROOT, 'dist', 'index.mjs'))) {
  console.error('dist/ is missing: npm run build first (npm run test:runtimes builds)');
  process.exit(2);
}
install();
console.log(`runtimes: ${version('bun').replace(/^/, 'Bun ')}, ${version('deno')}; Node ${process.version}`);
const failed = [...fixtures(), ...commandLine()];
if (failed.length) {
  console.error(`\nFAIL: ${failed.length}\n${failed.join('\n')}`);
  process.exit(1);
}
console.log('OK: every fixture case and command line agrees on Bun and Deno');

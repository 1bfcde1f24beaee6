// The command line's throughput against the library's own rate for the same work, measured in one
// run: dist/cli.mjs reads LINES lines (kasztp.txt over and over) from a file on standard input and
// writes to /dev/null, timed whole (start-up included); the library does the same work in this
// process (parse and JSON.stringify of the record; resolve, relativize or normalize and toString;
// toASCIIString; URLEncoder.encode, URLDecoder.decode) over the same lines. Each figure is the median of ROUNDS.
//   node bench/cli.mjs   (after rollup -c), or as part of npm run bench
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Uri, URLDecoder, URLEncoder } from '../dist/index.mjs';

const LINES = 1_000_000;
const ROUNDS = 3;
const BASE = 'http://www.example.com/docs/a/index.html';
const cli = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));

/** A parse record, as `parse --json` writes it: its line, the input, every component. */
const record = (line, input, u) => ({
  line,
  input,
  uri: u.toString(),
  scheme: u.getScheme(),
  schemeSpecificPart: u.getSchemeSpecificPart(),
  rawSchemeSpecificPart: u.getRawSchemeSpecificPart(),
  authority: u.getAuthority(),
  rawAuthority: u.getRawAuthority(),
  authorityKind: u.getRawAuthority() === null ? null : u.getHost() === null ? 'registry' : 'server',
  userInfo: u.getUserInfo(),
  rawUserInfo: u.getRawUserInfo(),
  host: u.getHost(),
  port: u.getPort(),
  path: u.getPath(),
  rawPath: u.getRawPath(),
  query: u.getQuery(),
  rawQuery: u.getRawQuery(),
  fragment: u.getFragment(),
  rawFragment: u.getRawFragment(),
  absolute: u.isAbsolute(),
  opaque: u.isOpaque(),
});

const base = new Uri(BASE);
/** Each command's arguments and the library's work for one line. */
const COMMANDS = [
  ['parse', ['parse'], (s, i) => JSON.stringify(record(i + 1, s, new Uri(s)))],
  ['parse --json', ['parse', '--json'], (s, i) => JSON.stringify(record(i + 1, s, new Uri(s)))],
  ['resolve', ['resolve', BASE], (s) => base.resolve(new Uri(s)).toString()],
  ['relativize', ['relativize', BASE], (s) => base.relativize(new Uri(s)).toString()],
  [
    'relativize --dot-segments',
    ['relativize', '--dot-segments', BASE],
    (s) => base.relativize(new Uri(s), { dotSegments: true }).toString(),
  ],
  ['normalize', ['normalize'], (s) => new Uri(s).normalize().toString()],
  ['ascii', ['ascii'], (s) => new Uri(s).toASCIIString()],
  ['encode', ['encode'], (s) => URLEncoder.encode(s)],
  ['decode', ['decode'], (s) => URLDecoder.decode(s)],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Lines per second of the library doing `work` on each line. */
function libraryRate(lines, work) {
  let sink = 0;
  const once = () => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < lines.length; i++) {
      try {
        sink += work(lines[i], i).length;
      } catch {
        sink++;
      }
    }
    return Number(process.hrtime.bigint() - start) / 1e9;
  };
  once();
  const seconds = median(Array.from({ length: ROUNDS }, once));
  return sink > 0 ? lines.length / seconds : 0;
}

/** Lines per second of the CLI with `args` on `file`. */
function cliRate(file, args, count) {
  const once = () => {
    const input = openSync(file, 'r');
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [cli, ...args], { stdio: [input, 'ignore', 'ignore'] });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    closeSync(input);
    if (r.status !== 0 && r.status !== 2) throw new Error(`java-uri ${args.join(' ')} exited with ${r.status}`);
    return seconds;
  };
  return count / median(Array.from({ length: ROUNDS }, once));
}

/** Rows [command, CLI lines/s, library lines/s, ratio]. */
export function cliThroughput() {
  const sample = readFileSync(new URL('./data/kasztp.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);
  const lines = Array.from({ length: LINES }, (_, i) => sample[i % sample.length]);
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-cli-bench-'));
  try {
    const file = join(dir, 'lines.txt');
    writeFileSync(file, lines.join('\n') + '\n');
    return COMMANDS.map(([name, args, work]) => {
      const library = libraryRate(lines, work);
      const command = cliRate(file, args, lines.length);
      process.stderr.write(`cli ${name.padEnd(26)} ${Math.round(command)} lines/s, library ${Math.round(library)}\n`);
      return [name, command, library, command / library];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, command, library, ratio] of cliThroughput()) {
    console.log(
      `${name}: ${Math.round(command)} lines/s, library ${Math.round(library)} lines/s, ratio ${ratio.toFixed(2)}`,
    );
  }
}

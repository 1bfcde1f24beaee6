// The command line's throughput against the library's own rate for the same work, measured in one
// run: dist/cli.mjs reads LINES lines (kasztp.txt over and over) from a file on standard input and
// writes to /dev/null, timed whole (start-up included); the library does the same work in this
// process (parse and JSON.stringify of the record; resolve, relativize or normalize and toString;
// toASCIIString; URLEncoder.encode, URLDecoder.decode) over the same lines. Each figure is the median of ROUNDS.
// The floor: bench/cli-floor.mjs, the least a command line in Node does for the same work (read the
// lines as the CLI does, the library's work on each, write the results; nothing else), timed whole
// too. library / floor is the best ratio any command line in Node reaches on this input.
//   node bench/cli.mjs   (after rollup -c), or as part of npm run bench
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Uri, URLDecoder, URLEncoder } from '../dist/index.mjs';

const LINES = 1_000_000;
const ROUNDS = 5;
const BASE = 'http://www.example.com/docs/a/index.html';
const cli = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));
const floor = fileURLToPath(new URL('./cli-floor.mjs', import.meta.url));

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
/**
 * `op` on `s` parsed, or "" where `s` is not a URI: the way the CLI parses (Uri.parse's, which builds
 * no exception: catching the constructor's would add about 70 ns a line on kasztp.txt, its stack trace).
 */
const parsed = (s, op) => {
  const u = Uri.parse(s);
  return u === null ? '' : op(u);
};
/** Each command's arguments and the library's work for one line (its text, and its 0-based index). */
export const COMMANDS = [
  ['parse', ['parse'], (s, i) => parsed(s, (u) => JSON.stringify(record(i + 1, s, u)))],
  ['parse --json', ['parse', '--json'], (s, i) => parsed(s, (u) => JSON.stringify(record(i + 1, s, u)))],
  ['resolve', ['resolve', BASE], (s) => parsed(s, (u) => base.resolve(u).toString())],
  ['relativize', ['relativize', BASE], (s) => parsed(s, (u) => base.relativize(u).toString())],
  [
    'relativize --dot-segments',
    ['relativize', '--dot-segments', BASE],
    (s) => parsed(s, (u) => base.relativize(u, { dotSegments: true }).toString()),
  ],
  ['normalize', ['normalize'], (s) => parsed(s, (u) => u.normalize().toString())],
  ['ascii', ['ascii'], (s) => parsed(s, (u) => u.toASCIIString())],
  ['encode', ['encode'], (s) => URLEncoder.encode(s)],
  ['decode', ['decode'], (s) => URLDecoder.decode(s)],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A timer for the library doing `work` on each line, warmed up: seconds per pass over `lines`. */
function libraryPass(lines, work) {
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
    if (sink === 0) throw new Error('the library did no work');
    return Number(process.hrtime.bigint() - start) / 1e9;
  };
  once();
  return once;
}

/** Seconds a run of `script` with `args` takes on `file`. */
function run(file, script, args) {
  const input = openSync(file, 'r');
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [script, ...args], { stdio: [input, 'ignore', 'ignore'] });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  closeSync(input);
  if (r.status !== 0 && r.status !== 2) throw new Error(`${script} ${args.join(' ')} exited with ${r.status}`);
  return elapsed;
}

/** Rows [command, CLI lines/s, library lines/s, ratio, the floor's ratio]. */
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
      // In turn, so that a slower spell of the machine falls on all three alike.
      const pass = libraryPass(lines, work);
      const times = { library: [], command: [], floor: [] };
      for (let round = 0; round < ROUNDS; round++) {
        times.library.push(pass());
        times.command.push(run(file, cli, args));
        times.floor.push(run(file, floor, [name]));
      }
      const [library, command, least] = [times.library, times.command, times.floor].map(median);
      const best = library / least;
      process.stderr.write(
        `cli ${name.padEnd(26)} ${Math.round(lines.length / command)} lines/s, library ${Math.round(lines.length / library)}, best ratio ${best.toFixed(2)}\n`,
      );
      return [name, lines.length / command, lines.length / library, library / command, best];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, command, library, ratio, best] of cliThroughput()) {
    console.log(
      `${name}: ${Math.round(command)} lines/s, library ${Math.round(library)} lines/s, ratio ${ratio.toFixed(2)}, best ${best.toFixed(2)}`,
    );
  }
}

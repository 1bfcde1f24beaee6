// The command line's throughput against the least Node program that does the same work, measured in
// one run. dist/cli.mjs reads LINES lines (kasztp.txt over and over) from a file on standard input
// and writes to /dev/null, timed whole (start-up included). The floor, bench/cli-floor.mjs, is timed
// the same way: a Node process that reads standard input as the CLI does and writes, for each line,
// exactly what the CLI writes to standard output (the record; in text, values shown escaped as the
// CLI shows them, and an empty line for a bad input; in JSON, the error record), and nothing else:
// no error text on standard error, no line numbers in text, no backpressure. Before timing, the two
// are run on kasztp.txt and EXTRA and must write the same bytes, so the floor is checked to do the
// same work.
// Rounds are interleaved: each round runs every command, the CLI and its floor one after the other
// (which one first alternates from round to round), so that a slower spell of the machine falls on
// both alike. Each command's ratio is the median over the rounds of floor time / CLI time in the
// round (its lines per second over the floor's); the target is TARGET for every command.
//   node bench/cli.mjs [--rounds N] [--lines N]   (after rollup -c), or as part of npm run bench
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMANDS } from './cli-work.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const LINES = option('--lines', 1_000_000);
const ROUNDS = option('--rounds', 9);
/** The least ratio of the CLI's lines per second to its floor's that each command must reach. */
export const TARGET = 0.85;
/** Lines beside kasztp.txt for the check that the floor writes what the CLI writes: escapes, errors. */
const EXTRA = [
  'http://h/a%5Cb%0A%E2%80%AE%F3%A0%80%81?q=%1B#f',
  'http://h/a\u202eb',
  '  a  b',
  '%zz',
  '//u%40v@h:8/p%20q',
  '',
];
const cli = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));
const floor = fileURLToPath(new URL('./cli-floor.mjs', import.meta.url));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs `script` with `args` on `file`: seconds taken, or with `capture` its standard output. */
function run(file, script, args, capture = false) {
  const input = openSync(file, 'r');
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [script, ...args], {
    stdio: [input, capture ? 'pipe' : 'ignore', 'ignore'],
    maxBuffer: 1 << 30,
  });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  closeSync(input);
  if (r.status !== 0 && r.status !== 2) throw new Error(`${script} ${args.join(' ')} exited with ${r.status}`);
  return capture ? r.stdout : elapsed;
}

/**
 * Rows [command, CLI lines/s, floor lines/s, ratio (CLI / floor), whether it meets TARGET], in
 * ROUNDS interleaved rounds, after checking that each floor writes what its command writes.
 */
export function cliThroughput() {
  const sample = readFileSync(new URL('./data/kasztp.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);
  const lines = Array.from({ length: LINES }, (_, i) => sample[i % sample.length]);
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-cli-bench-'));
  try {
    const check = join(dir, 'check.txt');
    writeFileSync(check, [...sample, ...EXTRA].join('\n') + '\n');
    for (const [name, args] of COMMANDS) {
      const [ours, least] = [run(check, cli, args, true), run(check, floor, [name], true)];
      if (!ours.equals(least)) throw new Error(`bench/cli-floor.mjs ${name} does not write what the CLI writes`);
    }
    const file = join(dir, 'lines.txt');
    writeFileSync(file, lines.join('\n') + '\n');
    const times = COMMANDS.map(() => ({ command: [], floor: [] }));
    for (let round = 0; round < ROUNDS; round++) {
      COMMANDS.forEach(([name, args], c) => {
        if (round % 2 === 0) {
          times[c].command.push(run(file, cli, args));
          times[c].floor.push(run(file, floor, [name]));
        } else {
          times[c].floor.push(run(file, floor, [name]));
          times[c].command.push(run(file, cli, args));
        }
      });
      process.stderr.write(`cli: round ${round + 1} of ${ROUNDS}\n`);
    }
    return COMMANDS.map(([name], c) => {
      const { command, floor: least } = times[c];
      const ratio = median(command.map((t, round) => least[round] / t));
      return [name, lines.length / median(command), lines.length / median(least), ratio, ratio >= TARGET];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = cliThroughput();
  console.log(
    `${LINES.toLocaleString('en')} lines, ${ROUNDS} interleaved rounds; target: CLI ≥ ${TARGET} of its floor`,
  );
  for (const [name, command, least, ratio, meets] of rows) {
    console.log(
      `${name.padEnd(26)} CLI ${Math.round(command).toLocaleString('en').padStart(9)} lines/s, floor ${Math.round(least).toLocaleString('en').padStart(9)} lines/s, ratio ${ratio.toFixed(3)} ${meets ? 'meets' : 'BELOW'} ${TARGET}`,
    );
  }
  const below = rows.filter((row) => !row[4]).length;
  console.log(below === 0 ? `every command meets ${TARGET}` : `${below} command(s) below ${TARGET}`);
}

// `npm run test:limits`: the command line on the longest lines it reads (too heavy for `npm test`).
// `parse --json` and `parse` write the record of a 100 MB line; `parse --json` that of a 100 MB line
// whose decoded path is all controls (escaped six times longer in JSON: no one string could hold
// the record) and that of a 256 MiB line, the longest it reads; a longer line is an error record
// for that line, no more of it held than the limit. `site --out` copies a 2.1 GiB file whole.
// Each check prints `ok` or `FAIL`; the exit status is 1 when one fails.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'java-uri-limits-'));
let failed = false;

/** Writes `head`, then `unit` as often as the line holds in `bytes` bytes, then a newline, to a file; its path. */
function lineFile(name, head, unit, bytes) {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  writeSync(fd, head);
  const perBlock = Math.floor((1 << 22) / unit.length);
  const block = Buffer.from(unit.repeat(perBlock));
  for (let left = Math.floor((bytes - head.length) / unit.length); left > 0; left -= perBlock)
    writeSync(fd, block, 0, Math.min(left, perBlock) * unit.length);
  writeSync(fd, '\n');
  closeSync(fd);
  return path;
}

/** Runs the CLI with `args`, standard input from `input`, standard output to a file; status, seconds, peak memory. */
function run(args, input) {
  const output = join(dir, 'out');
  const inFd = openSync(input, 'r');
  const outFd = openSync(output, 'w');
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, cli, ...args], {
    stdio: [inFd, outFd, 'pipe'],
    encoding: 'utf8',
  });
  closeSync(inFd);
  closeSync(outFd);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const lines = result.stderr.trim().split('\n');
  const peakMb = Number(lines.pop()) / 1024;
  return { status: result.status, stderr: lines.join('\n'), seconds, peakMb, output };
}

/** The record in `file` as Python's json module reads it (no string limit there): a summary of its members. */
function summary(file) {
  const script = [
    'import json, sys',
    'r = json.load(open(sys.argv[1], encoding="utf-8"))',
    'print(json.dumps({k: (len(v) if isinstance(v, str) else v) for k, v in r.items()}))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script, file], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return result.status === 0 ? JSON.parse(result.stdout) : { error: result.stderr };
}

function check(name, ok, detail, record) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? ` (${detail})` : ''}`);
  if (!ok && record !== undefined) console.log(JSON.stringify(record));
  if (!ok) failed = true;
}

try {
  const MB = 1e6;
  const hundred = lineFile('100mb', 'http://h/', 'abcd', 100 * MB);
  {
    const r = run(['parse', '--json'], hundred);
    const record = summary(r.output);
    check(
      'parse --json, a 100 MB line: one record, the input whole',
      // 'http://h/' and 24,999,997 times 'abcd': 99,999,997 characters.
      r.status === 0 && record.line === 1 && record.input === 99_999_997 && record.path === 99_999_989,
      `${r.seconds.toFixed(1)} s, ${r.peakMb.toFixed(0)} MB peak, ${(statSync(r.output).size / MB).toFixed(0)} MB out`,
      record,
    );
  }
  {
    const r = run(['parse'], hundred);
    const size = statSync(r.output).size;
    check(
      'parse, a 100 MB line: its block',
      r.status === 0 && size > 300 * MB,
      `${r.seconds.toFixed(1)} s, ${r.peakMb.toFixed(0)} MB peak`,
    );
  }
  rmSync(hundred);
  const controls = lineFile('controls', 'http://h/', '%01', 100 * MB);
  {
    const r = run(['parse', '--json'], controls);
    const size = statSync(r.output).size;
    const record = summary(r.output);
    // 'http://h/' and 33,333,330 escapes, each a control: six characters in JSON.
    const escapes = Math.floor((100 * MB - 9) / 3);
    check(
      'parse --json, a 100 MB line of escaped controls: one record, longer than a string can be',
      r.status === 0 && record.input === 9 + 3 * escapes && record.path === 1 + escapes && size > 2 ** 29,
      `${r.seconds.toFixed(1)} s, ${r.peakMb.toFixed(0)} MB peak, ${(size / MB).toFixed(0)} MB out`,
      record,
    );
  }
  rmSync(controls);
  const longest = lineFile('256mib', 'http://h/', 'abcd', 2 ** 28);
  {
    const r = run(['parse', '--json'], longest);
    const record = summary(r.output);
    check(
      'parse --json, a 256 MiB line, the longest read: one record',
      r.status === 0 && record.input === 9 + 4 * Math.floor((2 ** 28 - 9) / 4),
      `${r.seconds.toFixed(1)} s, ${r.peakMb.toFixed(0)} MB peak, ${(statSync(r.output).size / MB).toFixed(0)} MB out`,
      record,
    );
  }
  rmSync(longest);
  const over = lineFile('over', 'http://h/', 'a', 2 ** 28 + 1);
  {
    const r = run(['normalize', '--json'], over);
    const record = JSON.parse(readFileSync(r.output, 'utf8'));
    check(
      'a line over 256 MiB: an error record for it, no more of it held than the limit',
      r.status === 2 && record.error.type === 'InputTooLong' && r.peakMb < 600,
      `${r.seconds.toFixed(1)} s, ${r.peakMb.toFixed(0)} MB peak`,
      { ...record, status: r.status, stderr: r.stderr },
    );
  }
  rmSync(over);
  {
    // A site with a 2.1 GiB video (sparse: no disk until copied): site --out copies it whole, by
    // stream, in memory that does not grow with it (it was left out: "greater than 2 GiB", status 2).
    const site = join(dir, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), '<a href="/docs/film.mp4">film</a>');
    const size = 2 ** 31 + 100 * 2 ** 20;
    writeFileSync(join(site, 'film.mp4'), '');
    truncateSync(join(site, 'film.mp4'), size);
    const r = run(
      ['site', '--base', 'https://example.com/docs/', '--out', join(dir, 'copy'), site],
      join(site, 'index.html'),
    );
    const copied = statSync(join(dir, 'copy', 'film.mp4'), { throwIfNoEntry: false });
    check(
      'site --out, a 2.1 GiB file: copied whole, memory independent of its size',
      r.status === 0 && copied?.size === size && r.peakMb < 200,
      `${r.seconds.toFixed(1)} s, ${r.peakMb.toFixed(0)} MB peak`,
      { status: r.status, stderr: r.stderr, copied: copied?.size },
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

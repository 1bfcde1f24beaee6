/**
 * The `java-uri` executable: the command line bound to the process. Arguments are read as the
 * bytes the system gave (/proc/self/cmdline on Linux), so that one that is not UTF-8 is an error,
 * as a line of standard input is, never U+FFFD. Standard input is read a chunk at a time and only
 * when the previous batch's output has been taken, so memory stays bounded whatever the consumer's
 * speed. A closed standard output (EPIPE, as under `| head -1`) ends the run quietly with status
 * 141, the status of a process ended by SIGPIPE; any other output error (ENOSPC, EIO) is one line
 * on standard error and status 3. SIGINT and SIGTERM stop the site command, which removes its
 * temporary files, and the process then ends by the same signal; a closed pipe stops it as cleanly.
 */
import { readFileSync, readSync } from 'node:fs';
import { isatty } from 'node:tty';
import { BROKEN_PIPE, combine, OUTPUT_ERROR } from './exit';
import { LineSplitter, type Line } from './lines';
import { OutputFailed } from './output';
import { run } from './run';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Why standard output cannot be written, once it cannot. */
let outputError: Error | null = null;
/** Whether standard output was closed by its reader. */
let brokenPipe = false;
/** What stops a command that stops cleanly (site), once it asked for it. */
let stopper: AbortController | null = null;

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (outputError !== null) return;
  outputError = e;
  if (e.code === 'EPIPE') {
    // A closed pipe ends the run quietly; a site run first stops cleanly (no temporary file left).
    if (stopper === null) process.exit(BROKEN_PIPE);
    brokenPipe = true;
    stopper.abort(new Error('standard output was closed'));
    return;
  }
  process.stderr.write(`java-uri: cannot write standard output: ${e.message}\n`);
});
// Standard error that cannot be written leaves nowhere to say so.
process.stderr.on('error', () => undefined);

/** Writes to standard output; a promise while the consumer is behind. */
function out(text: string): void | Promise<void> {
  if (outputError !== null) throw new OutputFailed(outputError.message);
  if (process.stdout.write(text)) return;
  return new Promise<void>((resolve, reject) => {
    const settle = () => {
      process.stdout.off('drain', settle);
      process.stdout.off('error', settle);
      if (outputError !== null) reject(new OutputFailed(outputError.message));
      else resolve();
    };
    process.stdout.once('drain', settle);
    process.stdout.once('error', settle);
  });
}

/**
 * The arguments (after the program's name) as the system gave them: each decoded from its bytes
 * in /proc/self/cmdline, null for one that is not UTF-8. Where that file cannot be read or does not
 * match process.argv (another system), Node's own decoding, which replaces bad bytes with U+FFFD.
 */
function commandLine(): (string | null)[] {
  const given = process.argv.slice(2);
  let raw: Uint8Array;
  try {
    raw = readFileSync('/proc/self/cmdline');
  } catch {
    return given;
  }
  const parts: Uint8Array[] = [];
  for (let start = 0; start < raw.length;) {
    let end = raw.indexOf(0, start);
    if (end < 0) end = raw.length;
    parts.push(raw.subarray(start, end));
    start = end + 1;
  }
  if (parts.length < given.length) return given;
  const lossy = new TextDecoder('utf-8', { ignoreBOM: true });
  const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const args: (string | null)[] = [];
  for (const [i, bytes] of parts.slice(parts.length - given.length).entries()) {
    if (lossy.decode(bytes) !== given[i]) return given;
    try {
      args.push(strict.decode(bytes));
    } catch {
      args.push(null);
    }
  }
  return args;
}

/** How much of standard input one read takes. */
const CHUNK = 1 << 16;

/**
 * Standard input's lines, a chunk at a time. Blocking reads (readSync) while the descriptor allows
 * them: no trip through the thread pool and the event loop per chunk; a non-blocking one (EAGAIN)
 * is read as a stream instead.
 */
async function* input(): AsyncGenerator<Line[]> {
  const lines = new LineSplitter();
  // One buffer for every read: the splitter copies what it keeps.
  const buffer = new Uint8Array(CHUNK);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buffer, 0, CHUNK, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EOF') break; // a closed pipe on Windows
      if (code !== 'EAGAIN') throw e;
      yield* streamed(lines);
      return;
    }
    if (n === 0) break;
    const batch = lines.push(buffer.subarray(0, n));
    if (batch.length > 0) yield batch;
  }
  const last = lines.end();
  if (last.length > 0) yield last;
}

async function* streamed(lines: LineSplitter): AsyncGenerator<Line[]> {
  for await (const chunk of process.stdin as AsyncIterable<Uint8Array>) {
    const batch = lines.push(chunk);
    if (batch.length > 0) yield batch;
  }
  const last = lines.end();
  if (last.length > 0) yield last;
}

/** The signal that ended the run, once SIGINT or SIGTERM came. */
let stoppedBy: NodeJS.Signals | null = null;

/**
 * A signal aborted by SIGINT or SIGTERM, for a command that stops cleanly (site). Only such a
 * command asks for it: another one ends at once on Ctrl-C, even while it waits for input.
 */
function stopSignal(): AbortSignal {
  const controller = (stopper = new AbortController());
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      // A second signal ends the process at once (a later run removes what it leaves).
      if (stoppedBy !== null) process.exit(128 + (name === 'SIGINT' ? 2 : 15));
      stoppedBy = name;
      controller.abort(new Error(`stopped by ${name}`));
    });
  }
  return controller.signal;
}

run(commandLine(), {
  input,
  out,
  err: (text) => process.stderr.write(text),
  version: packageJson.version,
  // isatty, not process.stdin.isTTY: that would build a stream over the descriptor readSync reads.
  inputIsTerminal: isatty(0),
  outputIsTerminal: isatty(1),
  errorIsTerminal: isatty(2),
  signal: stopSignal,
})
  .then(async (status) => {
    // The last write's error, if any, comes with its callback.
    if (outputError === null) await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
    if (stoppedBy !== null) {
      process.removeAllListeners(stoppedBy);
      process.kill(process.pid, stoppedBy);
      return;
    }
    if (brokenPipe) process.exit(BROKEN_PIPE);
    // Standard error's last lines written too (where a pipe is written asynchronously: macOS).
    await new Promise<void>((resolve) => process.stderr.write('', () => resolve()));
    // All is written: the process ends now, without tearing its heap down or running the optimizing
    // compiles still queued (one under way is still waited for). From the last write to the end:
    // 38 ms, not 48, on the MkDocs fixture's check; 7.0, not 8.7, on Hugo's.
    process.exit(outputError === null ? status : combine(status, OUTPUT_ERROR));
  })
  .catch((e: unknown) => {
    process.stderr.write(`java-uri: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 70;
  });

/**
 * The `java-uri` executable: the command line bound to the process. Standard input is read a chunk
 * at a time and only when the previous batch's output has been taken, so memory stays bounded
 * whatever the consumer's speed; on a terminal, the output is written before each error, so that
 * the two keep their order (a terminal's writes are synchronous). A closed standard output (EPIPE,
 * as under `| head -1`) ends the run quietly with status 141, the status of a process ended by SIGPIPE.
 */
import { readFileSync, readSync } from 'node:fs';
import { isatty } from 'node:tty';
import { LineSplitter } from './lines';
import { run } from './run';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const BROKEN_PIPE = 141;

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(BROKEN_PIPE);
  throw e;
});

/** How much of standard input one read takes. */
const CHUNK = 1 << 16;

/**
 * Standard input's lines, a chunk at a time. Blocking reads (readSync) while the descriptor allows
 * them: no trip through the thread pool and the event loop per chunk; a non-blocking one (EAGAIN)
 * is read as a stream instead.
 */
async function* input(): AsyncGenerator<(string | null)[]> {
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

async function* streamed(lines: LineSplitter): AsyncGenerator<(string | null)[]> {
  for await (const chunk of process.stdin as AsyncIterable<Uint8Array>) {
    const batch = lines.push(chunk);
    if (batch.length > 0) yield batch;
  }
  const last = lines.end();
  if (last.length > 0) yield last;
}

run(process.argv.slice(2), {
  input,
  out: (text) =>
    process.stdout.write(text) ? undefined : new Promise<void>((resolve) => process.stdout.once('drain', resolve)),
  err: (text) => process.stderr.write(text),
  version: packageJson.version,
  // isatty, not process.stdin.isTTY: that would build a stream over the descriptor readSync reads.
  inputIsTerminal: isatty(0),
  outputIsTerminal: isatty(1),
  errorIsTerminal: isatty(2),
}).then(
  (status) => {
    process.exitCode = status;
  },
  (e: unknown) => {
    process.stderr.write(`java-uri: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 70;
  },
);

// The least time a command line in Node takes for a command's work: a Node process that reads
// standard input as dist/cli.mjs does (64 KB reads, strict UTF-8 decoding, "\n"-separated lines),
// does the library's work for the command on each line (as bench/cli.mjs gives it) and writes the
// results a batch per read, with nothing else: no error records, no escapes for control characters,
// no line numbers, no backpressure. bench/cli.mjs times it whole, start-up included, as it times the CLI.
//   node bench/cli-floor.mjs COMMAND < input > /dev/null   (COMMAND as bench/cli.mjs names it)
import { readSync } from 'node:fs';
import { COMMANDS } from './cli.mjs';

const CHUNK = 1 << 16;
const NEWLINE = 0x0a;
const work = COMMANDS.find(([name]) => name === process.argv[2])?.[2];
if (work === undefined) throw new Error(`no command ${process.argv[2]}`);
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
let pending = new Uint8Array(0);
let lineNumber = 0;
for (;;) {
  const buffer = new Uint8Array(pending.length + CHUNK);
  buffer.set(pending);
  const n = readSync(0, buffer, pending.length, CHUNK, null);
  const length = pending.length + n;
  const last = n === 0 ? length : buffer.lastIndexOf(NEWLINE, length - 1);
  if (last >= 0 && length > 0) {
    let out = '';
    for (const line of decoder.decode(buffer.subarray(0, last)).split('\n')) {
      try {
        out += work(line, lineNumber++) + '\n';
      } catch {
        // The command line writes an error to standard error.
      }
    }
    process.stdout.write(out);
  }
  if (n === 0) break;
  pending = buffer.slice(last + 1, length);
}

// The least Node program for a command's work: reads standard input as dist/cli.mjs does (64 KB
// reads, strict UTF-8 decoding, "\n"-separated lines), and writes for each line what the CLI writes
// to standard output (bench/cli-work.mjs's COMMANDS: the record, values shown escaped in text, an empty
// line for a bad input, an error record in JSON), a batch per read, with nothing else: no error
// text, no line numbers in text, no backpressure. Stack traces are off (Error.stackTraceLimit = 0),
// so the JSON error records cost their parse, not a stack trace. bench/cli.mjs checks that it writes
// the same bytes as the CLI, and times it whole, start-up included, as it times the CLI.
//   node bench/cli-floor.mjs COMMAND < input > /dev/null   (COMMAND as bench/cli.mjs names it)
import { readSync } from 'node:fs';
import { COMMANDS } from './cli-work.mjs';

Error.stackTraceLimit = 0;
const CHUNK = 1 << 16;
const NEWLINE = 0x0a;
const make = COMMANDS.find(([name]) => name === process.argv[2])?.[2];
if (make === undefined) throw new Error(`no command ${process.argv[2]}`);
const work = make();
const json = process.argv[2].endsWith('--json');
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
let lineNumber = 0;

/** What the CLI writes for the lines of `text`. */
function batch(text) {
  let out = '';
  for (const line of text.split('\n')) out += work(line, ++lineNumber);
  // JSON: U+2028 and U+2029 escaped too, as the CLI writes them.
  if (json && (out.includes('\u2028') || out.includes('\u2029'))) {
    out = out.replace(/[\u2028\u2029]/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
  }
  return out;
}

function main() {
  // One buffer for every read, as the CLI reads: the line not yet ended is moved to its start.
  let buffer = new Uint8Array(2 * CHUNK);
  let pending = 0;
  for (;;) {
    if (buffer.length < pending + CHUNK) {
      const larger = new Uint8Array(2 * (pending + CHUNK));
      larger.set(buffer.subarray(0, pending));
      buffer = larger;
    }
    const n = readSync(0, buffer, pending, CHUNK, null);
    const length = pending + n;
    const last = n === 0 ? length : buffer.lastIndexOf(NEWLINE, length - 1);
    if (last >= 0 && length > 0) process.stdout.write(batch(decoder.decode(buffer.subarray(0, last))));
    if (n === 0) break;
    buffer.copyWithin(0, last + 1, length);
    pending = length - last - 1;
  }
}

main();

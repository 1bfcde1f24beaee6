/** The `java-uri` executable: runs the command line against the process's arguments and streams. */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { run } from './run';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

run(process.argv.slice(2), {
  lines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  version: packageJson.version,
}).then(
  (status) => {
    process.exitCode = status;
  },
  (e: unknown) => {
    process.stderr.write(`java-uri: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 70;
  },
);

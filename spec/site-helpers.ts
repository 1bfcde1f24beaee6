// What the site specs share: writing a file under a test's directory, and `java-uri site` (or
// `check`) run in-process with its standard output and error as strings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../src/cli/run';

/** Writes `content` to `path` under `root`, making its directories. */
export function writeUnder(root: string, path: string, content: string | Uint8Array): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** `java-uri site ARGS…`: its exit status, standard output and standard error. */
export function site(args: string[], errorIsTerminal = false) {
  return command(['site', ...args], errorIsTerminal);
}

/** `java-uri ARGS…` (a command and its arguments) in-process: its exit status, standard output and standard error. */
export async function command(args: string[], errorIsTerminal = false) {
  let out = '';
  let err = '';
  const status = await run(args, {
    errorIsTerminal,
    input: async function* () {},
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    version: '0',
  });
  return { status, out, err };
}

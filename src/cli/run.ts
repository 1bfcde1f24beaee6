/**
 * The command line: `java-uri [OPTIONS] COMMAND ARGS…`. Every command takes its URI arguments, or,
 * when the last one is missing, reads one per line from standard input (so a whole list of links is
 * resolved or relativized against one base in one call), with one output record per input line.
 * Exit status: 0, 1 for a usage error, 2 when an input is not a URI (the others are still processed).
 */
import { IllegalArgumentException, URISyntaxException } from '../errors';
import { Failure } from '../failure';
import { Uri, parseUri } from '../uri';
import {
  Problem,
  componentRecord,
  componentText,
  errorLines,
  errorObject,
  escapeSeparators,
  problemOf,
  syntaxProblem,
} from './report';

/** Where the CLI reads and writes; the bin wrapper binds it to the process, tests to arrays. */
export interface Io {
  /** Standard input as batches of lines, null for a line that is not UTF-8 (read only when needed). */
  readonly input: () => AsyncIterable<readonly (string | null)[]>;
  /** Writes to standard output; a promise when the consumer is behind, to await before writing more. */
  readonly out: (text: string) => void | Promise<void>;
  readonly err: (text: string) => void;
  readonly version: string;
}

export const USAGE = `Usage: java-uri COMMAND [OPTIONS] [--] [ARGS]

java.net.URI on the command line. Without the last URI argument, a command reads
one URI per line (UTF-8) from standard input and writes one record per line.

Commands:
  parse URI                       the components, absolute/opaque, server or registry authority
  resolve BASE REF                REF resolved against BASE
  relativize BASE TARGET          TARGET relative to BASE
  normalize URI                   URI with dot segments removed
  ascii URI                       URI in US-ASCII (toASCIIString)

Options (before --, which ends them):
  --json            one JSON object per URI, errors included
  --dot-segments    relativize: a relative path with "../" as needed (for links in documents)
  --rfc3986         resolve, normalize: RFC 3986 instead of the JDK's RFC 2396 behaviour
  -h, --help        this text
  -v, --version     the version

Exit status: 0; 1 for a usage error; 2 when an input is not a URI.`;

interface Command {
  /** The URI arguments before the one that may come from standard input. */
  readonly fixed: number;
  readonly options: readonly string[];
  /** The work for one input, given the fixed URI arguments and the options: the input parsed, to a result. */
  readonly prepare: (args: readonly Uri[], options: ReadonlySet<string>) => (input: Uri) => Uri;
}

const COMMANDS: Record<string, Command> = {
  parse: { fixed: 0, options: [], prepare: () => (input) => input },
  resolve: {
    fixed: 1,
    options: ['--rfc3986'],
    prepare: ([base], options) => {
      const option = options.has('--rfc3986') ? { rfc3986: true } : undefined;
      return (input) => base!.resolve(input, option);
    },
  },
  relativize: {
    fixed: 1,
    options: ['--dot-segments'],
    prepare: ([base], options) => {
      const option = options.has('--dot-segments') ? { dotSegments: true } : undefined;
      return (input) => base!.relativize(input, option);
    },
  },
  normalize: {
    fixed: 0,
    options: ['--rfc3986'],
    prepare: (_, options) => {
      const option = options.has('--rfc3986') ? { rfc3986: true } : undefined;
      return (input) => input.normalize(option);
    },
  },
  ascii: { fixed: 0, options: [], prepare: () => (input) => input },
};
const EVERY_COMMAND = ['--json', '-h', '--help', '-v', '--version'];

/** Options before `--` (any argument of two or more characters starting with "-"), operands after them or between. */
function splitArguments(args: readonly string[]): { options: Set<string>; operands: string[] } {
  const options = new Set<string>();
  const operands: string[] = [];
  let ended = false;
  for (const a of args) {
    if (ended) operands.push(a);
    else if (a === '--') ended = true;
    else if (a.length > 1 && a.startsWith('-')) options.add(a);
    else operands.push(a);
  }
  return { options, operands };
}

/** Runs the command line `args` (without the program name); resolves to the exit status. */
export async function run(args: readonly string[], io: Io): Promise<number> {
  const { options, operands } = splitArguments(args);
  if (options.has('-h') || options.has('--help')) {
    await io.out(USAGE + '\n');
    return 0;
  }
  if (options.has('-v') || options.has('--version')) {
    await io.out(io.version + '\n');
    return 0;
  }
  const [name, ...uris] = operands;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (command === undefined) return usage(io, name === undefined ? 'no command' : `unknown command: ${name}`);
  for (const option of options) {
    if (!command.options.includes(option) && !EVERY_COMMAND.includes(option)) {
      return usage(io, `${name} has no option ${option}`);
    }
  }
  if (uris.length < command.fixed || uris.length > command.fixed + 1) {
    return usage(io, `${name} takes ${command.fixed + 1} URI argument${command.fixed > 0 ? 's' : ''}`);
  }
  let fixed: Uri[];
  try {
    fixed = uris.slice(0, command.fixed).map((s) => new Uri(s));
  } catch (e) {
    io.err(errorLines(problemOf(known(e)), null).join('\n') + '\n');
    return 2;
  }
  const records = new Records(name!, command.prepare(fixed, options), options.has('--json'));
  if (uris.length > command.fixed) {
    records.add(uris[command.fixed]!, undefined);
  } else {
    let lineNumber = 0;
    for await (const batch of io.input()) {
      for (const line of batch) records.add(line, ++lineNumber);
      await records.flush(io);
    }
  }
  await records.flush(io);
  return records.failed ? 2 : 0;
}

/** The output and error text of a batch of inputs, one record per input. */
class Records {
  #out = '';
  #err = '';
  #count = 0;
  failed = false;

  constructor(
    readonly name: string,
    readonly apply: (input: Uri) => Uri,
    readonly json: boolean,
  ) {}

  /** Adds the record for `input` (null: a line that is not UTF-8), read from line `lineNumber` or an argument (null). */
  add(input: string | null, lineNumber: number | undefined): void {
    if (input === null) {
      this.failed = true;
      const message = `line ${lineNumber} is not valid UTF-8`;
      if (this.json) {
        this.#out += JSON.stringify({ line: lineNumber, input, error: { type: 'MalformedInput', message } }) + '\n';
      } else {
        this.#err += `line ${lineNumber}: not valid UTF-8\n`;
      }
      return;
    }
    // Uri.parse's way, which builds no exception: a URISyntaxException's stack trace costs several
    // times a parse, and the record needs only its reason and index.
    const parsed = parseUri(input);
    if (parsed instanceof Failure) return this.#fail(input, lineNumber, syntaxProblem(input, parsed));
    let result: Uri;
    try {
      result = this.apply(parsed);
    } catch (e) {
      return this.#fail(input, lineNumber, problemOf(known(e)));
    }
    if (this.name === 'parse') {
      if (this.json) {
        this.#out += JSON.stringify(componentRecord(lineNumber, input, result)) + '\n';
      } else {
        if (this.#count++ > 0) this.#out += '\n';
        this.#out += componentText(input, result);
      }
    } else if (this.json) {
      this.#out += JSON.stringify({ line: lineNumber, input, uri: this.#text(result) }) + '\n';
    } else {
      // A URI's string form holds no control character (the grammar has none), nor does its ASCII form.
      this.#out += this.#text(result) + '\n';
    }
  }

  #fail(input: string, lineNumber: number | undefined, problem: Problem): void {
    this.failed = true;
    if (this.json) this.#out += JSON.stringify({ line: lineNumber, input, error: errorObject(problem) }) + '\n';
    else this.#err += errorLines(problem, lineNumber ?? null).join('\n') + '\n';
  }

  #text(result: Uri): string {
    return this.name === 'ascii' ? result.toASCIIString() : result.toString();
  }

  /** Writes what the records so far hold: errors, then output (waiting while the consumer is behind). */
  async flush(io: Io): Promise<void> {
    if (this.#err !== '') io.err(this.#err);
    this.#err = '';
    const out = this.json ? escapeSeparators(this.#out) : this.#out;
    this.#out = '';
    if (out !== '') await io.out(out);
  }
}

/** An error the library throws for bad input; anything else is a bug and goes on up. */
function known(e: unknown): Error {
  if (e instanceof URISyntaxException || e instanceof IllegalArgumentException || e instanceof TypeError) return e;
  throw e;
}

function usage(io: Io, problem: string): number {
  io.err(`java-uri: ${problem}\n${USAGE.split('\n\n')[0]!}\nRun java-uri --help for the commands and options.\n`);
  return 1;
}

/**
 * The command line: `java-uri [OPTIONS] COMMAND ARGS…`. Every URI command takes its URI arguments,
 * or, when the last one is missing, reads one per line from standard input (so a whole list of links
 * is resolved or relativized against one base in one call), with one output record per input line;
 * `encode` and `decode` take any number of values, or read them from standard input the same way.
 * Exit status: 0, 1 for a usage error, 2 when an input is not a URI or cannot be decoded (the others
 * are still processed).
 */
import { isCharsetName } from '../charsets';
import { IllegalArgumentException, URISyntaxException } from '../errors';
import { Failure } from '../failure';
import { Uri, parseUri } from '../uri';
import { URLDecoder } from '../urldecoder';
import { URLEncoder } from '../urlencoder';
import { visible } from './display';
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
  encode VALUE…                   each VALUE form-encoded (URLEncoder.encode)
  decode VALUE…                   each VALUE form-decoded (URLDecoder.decode)

Options (before --, which ends them):
  --json            one JSON object per input, errors included
  --dot-segments    relativize: a relative path with "../" as needed (for links in documents)
  --rfc3986         resolve, normalize: RFC 3986 instead of the JDK's RFC 2396 behaviour
  --charset NAME    encode, decode: the charset (default UTF-8), as Java names it
  -h, --help        this text
  -v, --version     the version

Text output shows control characters as escapes (\\n, \\x1B); --json gives values exactly.
Exit status: 0; 1 for a usage error; 2 when an input is not a URI or cannot be decoded.`;

/** The options given: a flag maps to true, an option with a value (--charset) to the value. */
type Options = ReadonlyMap<string, string | true>;

interface Command {
  /** The URI arguments before the one that may come from standard input. */
  readonly fixed: number;
  readonly options: readonly string[];
  /** The work for one input, given the fixed URI arguments and the options: the input parsed, to a result. */
  readonly prepare: (args: readonly Uri[], options: Options) => (input: Uri) => Uri;
}

/** A command over strings that are not URIs: any number of them, each to a string. */
interface ValueCommand {
  readonly options: readonly string[];
  /**
   * A value it writes as text output shows it: a decoded one with its control characters as escapes
   * (visible); URLEncoder's as it is, since it writes only ASCII letters, digits and ".-*_+%".
   */
  readonly show: (value: string) => string;
  /** The work for one value, in the charset named (a name checked before), or UTF-8 when undefined. */
  readonly prepare: (charset: string | undefined) => (value: string) => string;
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

const VALUE_COMMANDS: Record<string, ValueCommand> = {
  encode: {
    options: ['--charset'],
    show: (value) => value,
    prepare: (charset) => (value) => URLEncoder.encode(value, charset),
  },
  decode: {
    options: ['--charset'],
    show: visible,
    prepare: (charset) => (value) => URLDecoder.decode(value, charset),
  },
};

const EVERY_COMMAND = ['--json', '-h', '--help', '-v', '--version'];
/** The options that take a value, as `--charset NAME` or `--charset=NAME`. */
const WITH_VALUE = ['--charset'];

/**
 * Options before `--` (any argument of two or more characters starting with "-", with the next one
 * as its value for an option that takes one), operands after them or between; a string for a usage
 * error.
 */
function splitArguments(args: readonly string[]): { options: Map<string, string | true>; operands: string[] } | string {
  const options = new Map<string, string | true>();
  const operands: string[] = [];
  let ended = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (ended) operands.push(a);
    else if (a === '--') ended = true;
    else if (a.length > 1 && a.startsWith('-')) {
      const equals = a.indexOf('=');
      const name = equals > 0 ? a.slice(0, equals) : a;
      if (!WITH_VALUE.includes(name)) options.set(a, true);
      else if (equals > 0) options.set(name, a.slice(equals + 1));
      else if (i + 1 < args.length) options.set(name, args[++i]!);
      else return `${name} takes a value`;
    } else operands.push(a);
  }
  return { options, operands };
}

/** Runs the command line `args` (without the program name); resolves to the exit status. */
export async function run(args: readonly string[], io: Io): Promise<number> {
  const split = splitArguments(args);
  if (typeof split === 'string') return usage(io, split);
  const { options, operands } = split;
  if (options.has('-h') || options.has('--help')) {
    await io.out(USAGE + '\n');
    return 0;
  }
  if (options.has('-v') || options.has('--version')) {
    await io.out(io.version + '\n');
    return 0;
  }
  const [name, ...uris] = operands;
  const command = name === undefined ? undefined : (COMMANDS[name] ?? VALUE_COMMANDS[name]);
  if (command === undefined) return usage(io, name === undefined ? 'no command' : `unknown command: ${name}`);
  for (const option of options.keys()) {
    if (!command.options.includes(option) && !EVERY_COMMAND.includes(option)) {
      return usage(io, `${name} has no option ${option}`);
    }
  }
  if (!('fixed' in command)) return runValues(name!, command, uris, options, io);
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
  const apply = command.prepare(fixed, options);
  const records = new Records(name!, options.has('--json'));
  return feed(uris.slice(command.fixed), io, records, (input, line) => records.add(input, line, apply));
}

/**
 * Gives `add` each argument (with no line number), or when there is none each line of standard input
 * with its number, writing the records after each batch; resolves to the exit status.
 */
async function feed(
  args: readonly string[],
  io: Io,
  records: Records,
  add: (input: string | null, lineNumber: number | undefined) => void,
): Promise<number> {
  if (args.length > 0) {
    for (const arg of args) add(arg, undefined);
  } else {
    let lineNumber = 0;
    for await (const batch of io.input()) {
      for (const line of batch) add(line, ++lineNumber);
      await records.flush(io);
    }
  }
  await records.flush(io);
  return records.failed ? 2 : 0;
}

/** Runs `encode` or `decode` on each value given, else on each line of standard input. */
async function runValues(
  name: string,
  command: ValueCommand,
  values: readonly string[],
  options: Options,
  io: Io,
): Promise<number> {
  // The charset is checked once, before any value: a name no charset has is a usage error.
  const charset = options.get('--charset');
  if (charset === true || (charset !== undefined && !isCharsetName(charset))) {
    return usage(io, `unsupported charset: ${JSON.stringify(charset)}`);
  }
  const apply = command.prepare(charset);
  const records = new Records(name, options.has('--json'));
  return feed(values, io, records, (input, line) => records.addValue(input, line, apply, command.show));
}

/** The output and error text of a batch of inputs, one record per input. */
class Records {
  #out = '';
  #err = '';
  #count = 0;
  failed = false;

  constructor(
    readonly name: string,
    readonly json: boolean,
  ) {}

  /**
   * Adds the record for `input` (null: a line that is not UTF-8), read from line `lineNumber` or an
   * argument (undefined), parsed and given to `apply`.
   */
  add(input: string | null, lineNumber: number | undefined, apply: (input: Uri) => Uri): void {
    if (input === null) return this.#notUtf8(lineNumber);
    // Uri.parse's way, which builds no exception: a URISyntaxException's stack trace costs several
    // times a parse, and the record needs only its reason and index.
    const parsed = parseUri(input);
    if (parsed instanceof Failure) return this.#fail(input, lineNumber, syntaxProblem(input, parsed));
    let result: Uri;
    try {
      result = apply(parsed);
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

  /**
   * Adds the record for the value `input` of encode or decode (null: a line that is not UTF-8), with
   * `show` giving a result as text output shows it.
   */
  addValue(
    input: string | null,
    lineNumber: number | undefined,
    apply: (value: string) => string,
    show: (value: string) => string,
  ): void {
    if (input === null) return this.#notUtf8(lineNumber);
    let value: string;
    try {
      value = apply(input);
    } catch (e) {
      return this.#fail(input, lineNumber, problemOf(known(e)));
    }
    if (this.json) this.#out += JSON.stringify({ line: lineNumber, input, value }) + '\n';
    else this.#out += show(value) + '\n';
  }

  #notUtf8(lineNumber: number | undefined): void {
    this.failed = true;
    const message = `line ${lineNumber} is not valid UTF-8`;
    if (this.json) {
      this.#out += JSON.stringify({ line: lineNumber, input: null, error: { type: 'MalformedInput', message } }) + '\n';
    } else {
      this.#err += `line ${lineNumber}: not valid UTF-8\n`;
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

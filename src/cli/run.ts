/**
 * The command line: `java-uri COMMAND [OPTIONS] ARGS…`, each command an entry of commands.ts. A
 * command over inputs takes any number of them as arguments (after its fixed ones), or, when there
 * are none, reads them one per line from standard input (so a whole list of links is resolved or
 * relativized against one base in one call), with one record per input, all written by the one
 * record writer (output.ts). Text output is a display format: values shown escaped (`visible`),
 * errors on standard error; `--json` gives them exactly. The exit status is the table of exit.ts.
 */
import { COMMANDS, usage, type Context, type InputsCommand, type Options } from './commands';
import { visible } from './display';
import { NOT_PROCESSED, USAGE_ERROR } from './exit';
import type { Line } from './lines';
import { Output, OutputFailed, type Writer } from './output';
import { jsonLine, PIECE } from './pieces';
import { errorLines, errorObject, Problem, problemOf, valueErrorLine } from './report';
import { IllegalArgumentException, MalformedURLException, URISyntaxException, UnknownHostException } from '../index';

/** Where the CLI reads and writes; the bin wrapper binds it to the process, tests to arrays. */
export interface Io extends Writer {
  /**
   * Standard input as batches of lines (null: a line that is not UTF-8; a LineTooLong), read only
   * when needed.
   */
  readonly input: () => AsyncIterable<readonly Line[]>;
  readonly version: string;
  /** Whether standard input is a terminal: reading it then starts with a hint on standard error. */
  readonly inputIsTerminal?: boolean;
  /** Whether standard error is a terminal: the site command's progress line and summary go there. */
  readonly errorIsTerminal?: boolean;
  /**
   * A signal that aborts a run that stops cleanly midway (site: SIGINT, SIGTERM); asked for only by
   * such a command, so that the others end at once.
   */
  readonly signal?: () => AbortSignal;
}

/** The usage, as `java-uri help` writes it. */
export const USAGE = usage();

/** An argument as given: its text, or null when it is not UTF-8; and its place among the arguments (1-based). */
interface Argument {
  readonly text: string | null;
  readonly at: number;
}

/**
 * Runs the command line `args` (without the program name; null for an argument that is not UTF-8);
 * resolves to the exit status.
 */
export async function run(args: readonly (string | null)[], io: Io): Promise<number> {
  const output = new Output(io);
  try {
    await dispatch(args, io, output);
    await output.flush();
  } catch (e) {
    if (!(e instanceof OutputFailed)) throw e;
  }
  return output.status;
}

async function dispatch(args: readonly (string | null)[], io: Io, output: Output): Promise<void> {
  const split = splitArguments(args);
  if (typeof split === 'string') return showUsage(output, split);
  const { options, operands } = split;
  if (options.has('-h') || options.has('--help')) return output.add(USAGE + '\n');
  if (options.has('-v') || options.has('--version')) return output.add(io.version + '\n');
  const [first, ...rest] = operands;
  if (first === undefined) return showUsage(output, 'no command');
  if (first.text === null) return showUsage(output, notUtf8(first));
  const name = first.text;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name]! : undefined;
  if (command === undefined) return showUsage(output, `unknown command: ${name}`);
  for (const option of options.keys()) {
    if (!command.options.some((o) => o.name === option)) return showUsage(output, `${name} has no option ${option}`);
  }
  if (command.kind === 'inputs') return runInputs(name, command, rest, options, io, output);
  const texts: string[] = [];
  for (const operand of rest) {
    if (operand.text === null) return showUsage(output, notUtf8(operand));
    texts.push(operand.text);
  }
  const context: Context = { output, errorIsTerminal: io.errorIsTerminal === true, err: io.err, version: io.version };
  if (io.signal !== undefined) context.signal = io.signal;
  const problem = await command.run(texts, options, context);
  if (typeof problem === 'string') showUsage(output, problem, name);
}

/** Every option that may be given more than once, each value kept (`--sources DIR`), from the table. */
const REPEATABLE = new Set(
  Object.values(COMMANDS).flatMap((c) => c.options.filter((o) => o.repeatable === true).map((o) => o.name)),
);

/** Every option that takes a value (`--charset NAME` or `--charset=NAME`), from the table. */
const WITH_VALUE = new Set(
  Object.values(COMMANDS).flatMap((c) => c.options.filter((o) => o.value !== undefined).map((o) => o.name)),
);

/**
 * Options before `--` (any argument of two or more characters starting with "-", with the next one
 * as its value for an option that takes one), operands after them or between; a string for a usage
 * error.
 */
function splitArguments(args: readonly (string | null)[]): { options: Options; operands: Argument[] } | string {
  const options = new Map<string, string | true | readonly string[]>();
  const operands: Argument[] = [];
  let ended = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (ended) operands.push({ text: a, at: i + 1 });
    else if (a === null) {
      // Not UTF-8: an option's value, or an operand.
      operands.push({ text: a, at: i + 1 });
    } else if (a === '--') ended = true;
    else if (a.length > 1 && a.startsWith('-')) {
      const equals = a.indexOf('=');
      const name = equals > 0 ? a.slice(0, equals) : a;
      if (!WITH_VALUE.has(name)) {
        options.set(a, true);
        continue;
      }
      const given = options.get(name);
      if (given !== undefined && !REPEATABLE.has(name)) return `${name} given twice`;
      let value: string;
      if (equals > 0) value = a.slice(equals + 1);
      else if (i + 1 >= args.length) return `${name} takes a value`;
      else {
        const next = args[++i]!;
        if (next === null) return notUtf8({ text: null, at: i + 1 });
        value = next;
      }
      options.set(name, REPEATABLE.has(name) ? [...((given as readonly string[] | undefined) ?? []), value] : value);
    } else operands.push({ text: a, at: i + 1 });
  }
  return { options, operands };
}

function notUtf8(argument: Argument): string {
  return `argument ${argument.at} is not valid UTF-8`;
}

/** Runs a command over inputs: on each argument after its fixed ones, else on each line of standard input. */
async function runInputs<T>(
  name: string,
  command: InputsCommand<T>,
  operands: readonly Argument[],
  options: Options,
  io: Io,
  output: Output,
): Promise<void> {
  const { fixed } = command;
  if (operands.length < fixed.length)
    return showUsage(output, `${name} takes a ${fixed.join(' ')} URI, then any number of URIs`);
  const fixedTexts: string[] = [];
  for (const operand of operands.slice(0, fixed.length)) {
    if (operand.text === null) return showUsage(output, notUtf8(operand));
    fixedTexts.push(operand.text);
  }
  let work;
  try {
    work = command.prepare(options, fixedTexts);
  } catch (e) {
    output.error(errorLines(problemOf(known(e)), null, fixedTexts[0] ?? null).join('\n') + '\n');
    return output.report(NOT_PROCESSED);
  }
  if (typeof work === 'string') return showUsage(output, work);
  const records = new Records(name, command, work, options.has('--json'), output);
  const inputs = operands.slice(fixed.length);
  if (inputs.length > 0) {
    for (const input of inputs) {
      records.add(input.text, undefined, input.at);
      if (output.full) await output.flush();
    }
    return;
  }
  if (io.inputIsTerminal === true) {
    io.err(
      `java-uri ${name}: reading ${command.inputs} from standard input, one per line ` +
        `(Ctrl-D to end; java-uri help ${name} for usage)\n`,
    );
  }
  let lineNumber = 0;
  try {
    for await (const batch of io.input()) {
      for (const line of batch) records.add(line, ++lineNumber);
      await output.flush();
    }
  } catch (e) {
    // Standard input that cannot be read (closed, a directory: EBADF, EISDIR).
    if (typeof (e as NodeJS.ErrnoException).code !== 'string') throw e;
    output.error(`java-uri ${name}: cannot read standard input: ${visible((e as Error).message)}\n`);
    output.report(NOT_PROCESSED);
  }
}

/** The records of one command's inputs, added to the output as text or JSON. */
class Records<T> {
  /** How many text blocks are written (a block after the first follows an empty line). */
  #blocks = 0;
  /**
   * The record of a result, as text or JSON: chosen once, read from the command once (a command
   * made by spreading its parts is a slow object to read a property of, a million times).
   */
  readonly #record: (lineNumber: number | undefined, input: string, result: T) => string | Iterable<string>;
  readonly #block: boolean;
  readonly #lineEach: boolean;

  constructor(
    readonly name: string,
    readonly command: InputsCommand<T>,
    readonly work: (input: string) => T | Problem,
    readonly json: boolean,
    readonly output: Output,
  ) {
    const { shape } = command;
    this.#block = shape === 'block' && !json;
    this.#lineEach = shape === 'line';
    if (json) {
      const record = command.json.bind(command);
      this.#record = (lineNumber, input, result) => jsonLine(record(lineNumber, input, result), input.length > PIECE);
    } else {
      const text = command.text.bind(command);
      this.#record = (_, input, result) => text(input, result);
    }
  }

  /**
   * Adds the record for `input` (null: not UTF-8), read from line `lineNumber` of standard input, or
   * else from argument `argument` (its place among the arguments).
   */
  add(input: Line, lineNumber: number | undefined, argument?: number): void {
    if (typeof input !== 'string') {
      const where = lineNumber !== undefined ? `line ${lineNumber}` : `argument ${argument}`;
      if (input === null) return this.#unreadable(where, lineNumber, 'MalformedInput', 'not valid UTF-8');
      const limit = input.limit.toLocaleString('en-US');
      return this.#unreadable(where, lineNumber, 'InputTooLong', `longer than ${limit} bytes`);
    }
    let result: T | Problem;
    try {
      result = this.work(input);
    } catch (e) {
      result = problemOf(known(e));
    }
    if (result instanceof Problem) return this.#fail(input, lineNumber, result);
    if (this.#block && this.#blocks++ > 0) this.output.add('\n');
    this.output.add(this.#record(lineNumber, input, result));
  }

  /** An input that could not be read as text: an error record, or an empty line and its error text. */
  #unreadable(where: string, lineNumber: number | undefined, type: string, what: string): void {
    this.output.report(NOT_PROCESSED);
    if (this.json) {
      const error = { type, message: `${where} is ${what}` };
      return this.output.add(jsonLine({ line: lineNumber, input: null, error }));
    }
    if (this.#lineEach) this.output.add('\n');
    this.output.error(`${where}: ${what}\n`);
  }

  /** A bad input: its error record, or its empty line and error text. */
  #fail(input: string, lineNumber: number | undefined, problem: Problem): void {
    this.output.report(NOT_PROCESSED);
    const record = { line: lineNumber, input, error: errorObject(problem) };
    if (this.json) return this.output.add(jsonLine(record, input.length > PIECE));
    if (this.#lineEach) this.output.add('\n');
    const where = lineNumber ?? null;
    this.output.error(
      (this.command.errors === 'uri'
        ? errorLines(problem, where, input).join('\n')
        : valueErrorLine(this.name, input, problem, where, this.command.errors === 'named')) + '\n',
    );
  }
}

/** An error the library throws for bad input; anything else is a bug and goes on up. */
function known(e: unknown): Error {
  if (
    e instanceof URISyntaxException ||
    e instanceof IllegalArgumentException ||
    e instanceof MalformedURLException ||
    e instanceof UnknownHostException ||
    e instanceof TypeError ||
    // A result longer than a string can be (encode's of a 256 MiB line can be three times longer).
    e instanceof RangeError
  )
    return e;
  throw e;
}

/**
 * A usage error: `problem` (which can echo an argument: shown as `visible` shows it), after the
 * command's name when a command found it, then the usage line.
 */
function showUsage(output: Output, problem: string, command?: string): void {
  const who = command === undefined ? 'java-uri' : `java-uri ${command}`;
  output.error(
    `${who}: ${visible(problem)}\n${USAGE.split('\n\n')[0]!}\nRun java-uri help for the commands and options.\n`,
  );
  output.report(USAGE_ERROR);
}

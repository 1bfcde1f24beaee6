/**
 * The command line: `java-uri COMMAND [OPTIONS] ARGS…`. Every command takes any number of inputs as
 * arguments (after the base, for resolve and relativize), or, when there are none, reads them one
 * per line from standard input (so a whole list of links is resolved or relativized against one
 * base in one call), with one output record per input. Text output is a display format: one line
 * per input for every command but parse and url (an empty line for a bad input, whose numbered
 * error goes to standard error), values shown escaped (`visible`); `--json` gives them exactly.
 * Exit status: 0, 1 for a usage error, 2 when an input is not a URI (url: not a URL) or cannot be
 * decoded (the others are still processed).
 */
import { URLDecoder, URLEncoder, isCharsetName } from '../codec';
import { Failure, IllegalArgumentException, URISyntaxException, Uri, parseUri } from '../uri';
import { JavaURL, MalformedURLException } from '../url';
import { visible } from './display';
import { SITE_HELP, runSite, type SiteIo } from './site';
import {
  Problem,
  componentRecord,
  componentText,
  errorLines,
  errorObject,
  escapeSeparators,
  problemOf,
  syntaxProblem,
  valueErrorLine,
} from './report';
import { URL_HELP, urlContext, urlRecord, urlText } from './url';

/** Where the CLI reads and writes; the bin wrapper binds it to the process, tests to arrays. */
export interface Io {
  /** Standard input as batches of lines, null for a line that is not UTF-8 (read only when needed). */
  readonly input: () => AsyncIterable<readonly (string | null)[]>;
  /** Writes to standard output; a promise when the consumer is behind, to await before writing more. */
  readonly out: (text: string) => void | Promise<void>;
  readonly err: (text: string) => void;
  readonly version: string;
  /** Whether standard input is a terminal: reading it then starts with a hint on standard error. */
  readonly inputIsTerminal?: boolean;
  /**
   * Whether standard output is a terminal: the output so far is then written before each error, so
   * that the two appear in input order (to a pipe or a file, output is written a batch at a time).
   */
  readonly outputIsTerminal?: boolean;
  /** Whether standard error is a terminal: the site command's progress line and summary go there. */
  readonly errorIsTerminal?: boolean;
}

export const USAGE = `Usage: java-uri COMMAND [OPTIONS] [--] [ARGS]

java.net.URI (and java.net.URL: url) on the command line. A command takes any number
of inputs as arguments (after BASE for resolve and relativize), or, without them, reads
one per line (UTF-8) from standard input; it writes one record per input.

Commands:
  parse URI…                      the components, absolute/opaque, server or registry authority
  resolve BASE REF…               each REF resolved against BASE
  relativize BASE TARGET…         each TARGET relative to BASE
  normalize URI…                  each URI with dot segments removed
  ascii URI…                      each URI in US-ASCII (toASCIIString)
  encode VALUE…                   each VALUE form-encoded (URLEncoder.encode)
  decode VALUE…                   each VALUE form-decoded (URLDecoder.decode)
  url [--context URL] SPEC…       the components of each java.net.URL, and its toURI()
  site [--base URL] DIR            relativize the links of a built site (see help site)
  help [COMMAND]                  this text, or a command's

Options (before --, which ends them):
  --json            one JSON object per input, errors included: values exactly
  --dot-segments    relativize: a relative path with "../" as needed (for links in documents)
  --rfc3986         resolve, normalize: RFC 3986 instead of the JDK's RFC 2396 behaviour
  --charset NAME    encode, decode: the charset (default UTF-8), as Java names it
  --context URL     url: each SPEC read against URL (new URL(new URL(URL), SPEC))
  -h, --help        this text
  -v, --version     the version

Text output is for reading: one line per input (parse, url: a block of lines, blocks
separated by an empty line); for a bad input an empty line (parse, url: none), and its
error on standard error as "line N: " (for a line of standard input), the JDK's message
(url: after the exception's name), and a caret under the character at the error's index.
Shown values and inputs escape control characters,
bidirectional and invisible formatting characters (\\n, \\x1B, \\u202E, \\u{E0001}) and a
backslash (\\\\); --json gives values exactly.
Exit status: 0; 1 for a usage error; 2 when an input is not a URI (url: not a URL) or
cannot be decoded.`;

/** The options given: a flag maps to true, an option with a value (--charset) to the value. */
type Options = ReadonlyMap<string, string | true>;

/** What every command has: its help text (after its usage line's "Usage: java-uri ") and options. */
interface Described {
  /** The usage line's synopsis, then a paragraph, then the options it takes, one a line. */
  readonly help: readonly [synopsis: string, description: string, options: string];
  readonly options: readonly string[];
}

interface Command extends Described {
  /** The URI arguments before the inputs: 1 (BASE) for resolve and relativize, else 0. */
  readonly fixed: number;
  /** The work for one input, given the fixed URI arguments and the options: the input parsed, to a result. */
  readonly prepare: (args: readonly Uri[], options: Options) => (input: Uri) => Uri;
}

/** A command over strings that are not URIs: any number of them, each to a string. */
interface ValueCommand extends Described {
  /**
   * A value it writes as text output shows it: a decoded one as `visible` shows it; URLEncoder's as
   * it is, since it writes only ASCII letters, digits and ".-*_+%".
   */
  readonly show: (value: string) => string;
  /** The work for one value, in the charset named (a name checked before), or UTF-8 when undefined. */
  readonly prepare: (charset: string | undefined) => (value: string) => string;
}

const JSON_OPTION = '  --json          one JSON object a line: {"line", "input", "uri"} or {"line", "input", "error"}';
const RFC3986_OPTION = "  --rfc3986       RFC 3986's algorithm instead of the JDK's RFC 2396 behaviour";
const CHARSET_OPTION = '  --charset NAME  the charset, as Java names it (default UTF-8): UTF-8, ISO-8859-1, UTF-16…';

const RFC3986 = { rfc3986: true } as const;
const DOT_SEGMENTS = { dotSegments: true } as const;

const COMMANDS: Record<string, Command> = {
  parse: {
    help: [
      'parse [--json] [--] [URI…]',
      `Each URI parsed as new java.net.URI(URI) parses it: the input, then scheme,
scheme-specific part, authority (server- or registry-based), user info, host, port,
path, query and fragment, raw and decoded where they differ, and whether it is
absolute and opaque; a block of lines per URI, blocks separated by an empty line.`,
      '  --json          one JSON object a line: {"line", "input", "uri", every component} or {…, "error"}',
    ],
    fixed: 0,
    options: [],
    prepare: () => (input) => input,
  },
  resolve: {
    help: [
      'resolve [--rfc3986] [--json] [--] BASE [REF…]',
      'Each REF resolved against BASE (URI.resolve), one line each.',
      `${RFC3986_OPTION}\n${JSON_OPTION}`,
    ],
    fixed: 1,
    options: ['--rfc3986'],
    prepare: ([base], options) => {
      const option = options.has('--rfc3986') ? { rfc3986: true } : undefined;
      return (input) => base!.resolve(input, option);
    },
  },
  relativize: {
    help: [
      'relativize [--dot-segments] [--json] [--] BASE [TARGET…]',
      `Each TARGET relative to BASE (URI.relativize), one line each: as the JDK, TARGET
itself unless BASE's path is a prefix of TARGET's.`,
      `  --dot-segments  each TARGET read as a link on the page BASE (resolved against it as a
                  browser resolves, RFC 3986), then written as a relative path with "../"
                  as needed, as links in documents are written\n${JSON_OPTION}`,
    ],
    fixed: 1,
    options: ['--dot-segments'],
    prepare: ([base], options) => {
      if (!options.has('--dot-segments')) return (input) => base!.relativize(input);
      return (input) => base!.relativize(base!.resolve(input, RFC3986), DOT_SEGMENTS);
    },
  },
  normalize: {
    help: [
      'normalize [--rfc3986] [--json] [--] [URI…]',
      'Each URI with its "." and ".." segments removed (URI.normalize), one line each.',
      `${RFC3986_OPTION}\n${JSON_OPTION}`,
    ],
    fixed: 0,
    options: ['--rfc3986'],
    prepare: (_, options) => {
      const option = options.has('--rfc3986') ? { rfc3986: true } : undefined;
      return (input) => input.normalize(option);
    },
  },
  ascii: {
    help: [
      'ascii [--json] [--] [URI…]',
      'Each URI in US-ASCII (URI.toASCIIString: other characters UTF-8 encoded as %XX), one line each.',
      JSON_OPTION,
    ],
    fixed: 0,
    options: [],
    prepare: () => (input) => input,
  },
};

const VALUE_COMMANDS: Record<string, ValueCommand> = {
  encode: {
    help: [
      'encode [--charset NAME] [--json] [--] [VALUE…]',
      'Each VALUE form-encoded (URLEncoder.encode), one line each.',
      `${CHARSET_OPTION}\n  --json          one JSON object a line: {"line", "input", "value"} or {"line", "input", "error"}`,
    ],
    options: ['--charset'],
    show: (value) => value,
    prepare: (charset) => (value) => URLEncoder.encode(value, charset),
  },
  decode: {
    help: [
      'decode [--charset NAME] [--json] [--] [VALUE…]',
      `Each VALUE form-decoded (URLDecoder.decode: "+" is a space), one line each, shown
escaped; a VALUE with a bad escape is an error that names it.`,
      `${CHARSET_OPTION}\n  --json          one JSON object a line: {"line", "input", "value"} or {"line", "input", "error"}`,
    ],
    options: ['--charset'],
    show: visible,
    prepare: (charset) => (value) => URLDecoder.decode(value, charset),
  },
};

/**
 * A command over inputs that it reads itself rather than as URIs (url, as java.net.URL): each to a
 * value, shown as a block of text lines or a JSON record.
 */
interface ReadCommand<T> extends Described {
  /** The reading of one input, given the options; a string for a usage error in them. */
  readonly prepare: (options: Options) => ((input: string) => T) | string;
  /** The JSON record of `value`, read from line `lineNumber` or an argument (undefined). */
  readonly json: (lineNumber: number | undefined, input: string, value: T) => object;
  /** The text block of `value`, ended by "\n". */
  readonly text: (input: string, value: T) => string;
}

const READ_COMMANDS: Record<string, ReadCommand<JavaURL>> = {
  url: {
    help: URL_HELP,
    options: ['--context'],
    prepare: (options) => {
      // The context is read once, before any SPEC: one java.net.URL rejects is a usage error.
      const value = options.get('--context');
      const context = urlContext(typeof value === 'string' ? value : undefined);
      return typeof context === 'string' ? context : (spec) => new JavaURL(context, spec);
    },
    json: urlRecord,
    text: urlText,
  },
};

/** The commands whose text output is a block of lines per input (with no empty one for a bad input). */
const BLOCK_COMMANDS = ['parse', 'url'];

/** What a command's usage line calls its inputs, where it is not URI. */
const INPUT_NAMES: Readonly<Record<string, string>> = {
  resolve: 'REF',
  relativize: 'TARGET',
  encode: 'VALUE',
  decode: 'VALUE',
  url: 'SPEC',
};

/** A command's help: its usage line, what it does, the options it takes. */
function commandHelp(name: string, { help: [synopsis, description, options] }: Described): string {
  return (
    `Usage: java-uri ${synopsis}\n\n${description}\nWithout ${INPUT_NAMES[name] ?? 'URI'} ` +
    `arguments, reads one per line (UTF-8) from standard input.\n\nOptions (before --, which ends them):\n${options}\n\n` +
    `See java-uri help for text output's escapes and the exit status.`
  );
}

const EVERY_COMMAND = ['--json', '-h', '--help', '-v', '--version'];
/** The options that take a value, as `--charset NAME` or `--charset=NAME`. */
const WITH_VALUE = ['--charset', '--context', '--base', '--out'];

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
  if (name === 'help') return help(uris, options, io);
  if (name === 'site') return site(uris, options, io);
  const command = name === undefined ? undefined : (COMMANDS[name] ?? VALUE_COMMANDS[name] ?? READ_COMMANDS[name]);
  if (command === undefined) return usage(io, name === undefined ? 'no command' : `unknown command: ${name}`);
  for (const option of options.keys()) {
    if (!command.options.includes(option) && !EVERY_COMMAND.includes(option)) {
      return usage(io, `${name} has no option ${option}`);
    }
  }
  const readCommand = READ_COMMANDS[name!];
  if (readCommand !== undefined) return runRead(name!, readCommand, uris, options, io);
  if (!('fixed' in command)) return runValues(name!, command, uris, options, io);
  if (uris.length < command.fixed) return usage(io, `${name} takes a BASE URI, then any number of URIs`);
  const fixed: Uri[] = [];
  for (const uri of uris.slice(0, command.fixed)) {
    try {
      fixed.push(new Uri(uri));
    } catch (e) {
      io.err(errorLines(problemOf(known(e)), null, uri).join('\n') + '\n');
      return 2;
    }
  }
  const apply = command.prepare(fixed, options);
  const records = new Records(name!, options.has('--json'), io);
  return feed(uris.slice(command.fixed), io, records, (input, line) => records.add(input, line, apply));
}

/** `help`: the usage, or with a command's name that command's help. */
async function help(names: readonly string[], options: Options, io: Io): Promise<number> {
  if (names.length > 1 || options.size > 0) return usage(io, 'help takes at most one COMMAND');
  const [name] = names;
  if (name === undefined) {
    await io.out(USAGE + '\n');
    return 0;
  }
  if (name === 'site') {
    await io.out(
      `Usage: java-uri ${SITE_HELP[0]}\n\n${SITE_HELP[1]}\n\nOptions (before --, which ends them):\n${SITE_HELP[2]}\n`,
    );
    return 0;
  }
  const command = COMMANDS[name] ?? VALUE_COMMANDS[name] ?? READ_COMMANDS[name];
  if (command === undefined) return usage(io, `unknown command: ${name}`);
  await io.out(commandHelp(name, command) + '\n');
  return 0;
}

const SITE_OPTIONS = ['--base', '--out', '--offline', '--dry-run', '--strict', '--json'];

/** `site DIR`: its options checked, then the site command. */
async function site(operands: readonly string[], options: Options, io: Io): Promise<number> {
  for (const option of options.keys())
    if (!SITE_OPTIONS.includes(option)) return usage(io, `site has no option ${option}`);
  if (operands.length !== 1) return usage(io, 'site takes one DIR');
  const value = (name: string) => {
    const v = options.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const siteOptions: Parameters<typeof runSite>[1] = {
    offline: options.has('--offline'),
    dryRun: options.has('--dry-run'),
    strict: options.has('--strict'),
    json: options.has('--json'),
  };
  const base = value('--base');
  const out = value('--out');
  if (base !== undefined) siteOptions.base = base;
  if (out !== undefined) siteOptions.out = out;
  const siteIo: SiteIo = { out: io.out, err: io.err, errorIsTerminal: io.errorIsTerminal === true };
  return runSite(operands[0]!, siteOptions, siteIo);
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
    if (io.inputIsTerminal === true) {
      const what = records.name in VALUE_COMMANDS ? 'values' : records.name in READ_COMMANDS ? 'URLs' : 'URIs';
      io.err(
        `java-uri ${records.name}: reading ${what} from standard input, one per line ` +
          `(Ctrl-D to end; java-uri help ${records.name} for usage)\n`,
      );
    }
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
    return usage(io, `unsupported charset: "${String(charset)}"`);
  }
  const apply = command.prepare(charset);
  const records = new Records(name, options.has('--json'), io);
  return feed(values, io, records, (input, line) => records.addValue(input, line, apply, command.show));
}

/** Runs a command that reads its inputs itself (url) on each argument, else on each line of standard input. */
async function runRead<T>(
  name: string,
  command: ReadCommand<T>,
  inputs: readonly string[],
  options: Options,
  io: Io,
): Promise<number> {
  const read = command.prepare(options);
  if (typeof read === 'string') return usage(io, read);
  const records = new Records(name, options.has('--json'), io);
  return feed(inputs, io, records, (input, line) => records.addRead(input, line, read, command));
}

/**
 * The output and error text of a batch of inputs, one record per input. When standard output is a
 * terminal, an error is written at once, after the output before it, so that the two appear in
 * input order (a terminal takes a write at once: there is no backpressure to wait for).
 */
class Records {
  #out = '';
  #err = '';
  #count = 0;
  failed = false;
  /**
   * Whether the text output is one line per input (every command but parse and url): a bad input
   * gets an empty line.
   */
  readonly #lineEach: boolean;
  readonly #io: Io;
  readonly #terminal: boolean;
  /** The record of a URI command for its result: chosen once, for the command and the format. */
  readonly #record: (input: string, lineNumber: number | undefined, result: Uri) => string;

  constructor(
    readonly name: string,
    readonly json: boolean,
    io: Io,
  ) {
    this.#lineEach = !BLOCK_COMMANDS.includes(name);
    this.#io = io;
    this.#terminal = io.outputIsTerminal === true;
    const text = name === 'ascii' ? (u: Uri) => u.toASCIIString() : (u: Uri) => u.toString();
    if (name === 'parse') {
      this.#record = json
        ? (input, lineNumber, result) => JSON.stringify(componentRecord(lineNumber, input, result)) + '\n'
        : (input, _, result) => this.#block(componentText(input, result));
    } else {
      // A URI's string form has no control character, but it can hold a bidirectional one (U+202E is
      // an "other" character to the JDK's grammar).
      this.#record = json
        ? (input, lineNumber, result) => JSON.stringify({ line: lineNumber, input, uri: text(result) }) + '\n'
        : (_, __, result) => visible(text(result)) + '\n';
    }
  }

  /**
   * Adds the record for `input` (null: a line that is not UTF-8), read from line `lineNumber` or an
   * argument (undefined), parsed and given to `apply`.
   */
  add(input: string | null, lineNumber: number | undefined, apply: (input: Uri) => Uri): void {
    if (input === null) return this.#notUtf8(lineNumber);
    // Uri.parse's way, which builds no exception: a URISyntaxException's stack trace costs several
    // times a parse, and the record needs only its reason and index.
    const parsed = parseUri(input);
    if (parsed instanceof Failure) return this.#fail(input, lineNumber, syntaxProblem(input, parsed), false);
    let result: Uri;
    try {
      result = apply(parsed);
    } catch (e) {
      return this.#fail(input, lineNumber, problemOf(known(e)), false);
    }
    this.#out += this.#record(input, lineNumber, result);
  }

  /**
   * Adds the record for `input` (null: a line that is not UTF-8) of a command that reads it itself:
   * `read` gives its value or throws the library's exception for a bad input, `shown` its record.
   */
  addRead<T>(
    input: string | null,
    lineNumber: number | undefined,
    read: (input: string) => T,
    shown: Pick<ReadCommand<T>, 'json' | 'text'>,
  ): void {
    if (input === null) return this.#notUtf8(lineNumber);
    let value: T;
    try {
      value = read(input);
    } catch (e) {
      return this.#fail(input, lineNumber, problemOf(known(e)), false);
    }
    this.#out += this.json
      ? JSON.stringify(shown.json(lineNumber, input, value)) + '\n'
      : this.#block(shown.text(input, value));
  }

  /** A text block, after an empty line when it is not the first. */
  #block(text: string): string {
    return (this.#count++ > 0 ? '\n' : '') + text;
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
      return this.#fail(input, lineNumber, problemOf(known(e)), true);
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
      if (this.#lineEach) this.#out += '\n';
      this.#error(`line ${lineNumber}: not valid UTF-8\n`);
    }
  }

  /** A bad input: its error record, or its empty line and error text (`value`: the error of encode or decode). */
  #fail(input: string, lineNumber: number | undefined, problem: Problem, value: boolean): void {
    this.failed = true;
    if (this.json) {
      this.#out += JSON.stringify({ line: lineNumber, input, error: errorObject(problem) }) + '\n';
      return;
    }
    if (this.#lineEach) this.#out += '\n';
    const where = lineNumber ?? null;
    this.#error(
      (value ? valueErrorLine(this.name, input, problem, where) : errorLines(problem, where, input).join('\n')) + '\n',
    );
  }

  #error(text: string): void {
    if (!this.#terminal) {
      this.#err += text;
      return;
    }
    const out = this.#out;
    this.#out = '';
    if (out !== '') void this.#io.out(out);
    this.#io.err(text);
  }

  /** Writes what the records so far hold: output (waiting while the consumer is behind), then errors. */
  async flush(io: Io): Promise<void> {
    const out = this.json ? escapeSeparators(this.#out) : this.#out;
    this.#out = '';
    if (out !== '') await io.out(out);
    if (this.#err !== '') io.err(this.#err);
    this.#err = '';
  }
}

/** An error the library throws for bad input; anything else is a bug and goes on up. */
function known(e: unknown): Error {
  if (
    e instanceof URISyntaxException ||
    e instanceof IllegalArgumentException ||
    e instanceof MalformedURLException ||
    e instanceof TypeError
  )
    return e;
  throw e;
}

/** A usage error: `problem` (which can echo an argument: shown as `visible` shows it), then the usage line. */
function usage(io: Io, problem: string): number {
  io.err(
    `java-uri: ${visible(problem)}\n${USAGE.split('\n\n')[0]!}\nRun java-uri help for the commands and options.\n`,
  );
  return 1;
}

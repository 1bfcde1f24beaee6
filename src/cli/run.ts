/**
 * The command line: `java-uri COMMAND ARGS… [OPTIONS]`. Every command takes its URI arguments, or,
 * when the last one is missing, reads one per line from standard input (so a whole list of links is
 * resolved or relativized against one base in one call). Exit status: 0, 1 for a usage error, 2 when
 * an input is not a URI (the others are still processed).
 */
import { IllegalArgumentException, URISyntaxException } from '../errors';
import { Uri } from '../uri';
import { componentLines, components, syntaxErrorLines } from './report';

/** Where the CLI reads and writes; the bin wrapper binds it to the process, tests to arrays. */
export interface Io {
  /** The lines of standard input (read only when a command needs them). */
  readonly lines: () => AsyncIterable<string>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly version: string;
}

export const USAGE = `Usage: java-uri COMMAND [ARGS] [OPTIONS]

java.net.URI on the command line. Without the last URI argument, a command reads
one URI per line from standard input.

Commands:
  parse URI                       the components, absolute/opaque, server or registry authority
  resolve BASE REF                REF resolved against BASE
  relativize BASE TARGET          TARGET relative to BASE
  normalize URI                   URI with dot segments removed
  ascii URI                       URI in US-ASCII (toASCIIString)

Options:
  --json            parse: one JSON object per URI
  --dot-segments    relativize: a relative path with "../" as needed (for links in documents)
  --rfc3986         resolve, normalize: RFC 3986 instead of the JDK's RFC 2396 behaviour
  -h, --help        this text
  -v, --version     the version

Exit status: 0; 1 for a usage error; 2 when an input is not a URI.`;

interface Command {
  /** The URI arguments before the one that may come from standard input. */
  readonly fixed: number;
  readonly options: readonly string[];
  readonly apply: (args: readonly Uri[], input: string, flags: ReadonlySet<string>) => string[];
}

const COMMANDS: Record<string, Command> = {
  parse: {
    fixed: 0,
    options: ['--json'],
    apply: (_, input, flags) => {
      const uri = new Uri(input);
      return flags.has('--json') ? [JSON.stringify(components(uri))] : componentLines(uri);
    },
  },
  resolve: {
    fixed: 1,
    options: ['--rfc3986'],
    apply: ([base], input, flags) => [base!.resolve(new Uri(input), { rfc3986: flags.has('--rfc3986') }).toString()],
  },
  relativize: {
    fixed: 1,
    options: ['--dot-segments'],
    apply: ([base], input, flags) => [
      base!.relativize(new Uri(input), { dotSegments: flags.has('--dot-segments') }).toString(),
    ],
  },
  normalize: {
    fixed: 0,
    options: ['--rfc3986'],
    apply: (_, input, flags) => [new Uri(input).normalize({ rfc3986: flags.has('--rfc3986') }).toString()],
  },
  ascii: {
    fixed: 0,
    options: [],
    apply: (_, input) => [new Uri(input).toASCIIString()],
  },
};

/** Runs the command line `args` (without the program name); resolves to the exit status. */
export async function run(args: readonly string[], io: Io): Promise<number> {
  if (args.includes('-h') || args.includes('--help')) {
    io.out(USAGE);
    return 0;
  }
  if (args.includes('-v') || args.includes('--version')) {
    io.out(io.version);
    return 0;
  }
  const [name, ...rest] = args;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (command === undefined) return usage(io, name === undefined ? 'no command' : `unknown command: ${name}`);
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const operands = rest.filter((a) => !a.startsWith('--'));
  for (const flag of flags) {
    if (!command.options.includes(flag)) return usage(io, `${name} has no option ${flag}`);
  }
  if (operands.length < command.fixed || operands.length > command.fixed + 1) {
    return usage(io, `${name} takes ${command.fixed + 1} URI argument${command.fixed > 0 ? 's' : ''}`);
  }
  let failed = false;
  const each = (input: string, fixed: readonly Uri[]): void => {
    try {
      for (const line of command.apply(fixed, input, flags)) io.out(line);
    } catch (e) {
      failed = true;
      report(io, e);
    }
  };
  let fixed: Uri[];
  try {
    fixed = operands.slice(0, command.fixed).map((s) => new Uri(s));
  } catch (e) {
    report(io, e);
    return 2;
  }
  if (operands.length > command.fixed) {
    each(operands[command.fixed]!, fixed);
  } else {
    for await (const line of io.lines()) if (line !== '') each(line, fixed);
  }
  return failed ? 2 : 0;
}

function usage(io: Io, problem: string): number {
  io.err(`java-uri: ${problem}`);
  io.err(USAGE.split('\n\n')[0]!);
  io.err('Run java-uri --help for the commands and options.');
  return 1;
}

/** A syntax error with its caret; any other error the library throws (such as an IllegalArgumentException) by its message. */
function report(io: Io, e: unknown): void {
  if (e instanceof URISyntaxException) for (const line of syntaxErrorLines(e)) io.err(line);
  else if (e instanceof IllegalArgumentException || e instanceof TypeError) io.err(`${e.name}: ${e.message}`);
  else throw e;
}

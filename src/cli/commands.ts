/**
 * Every command of the command line, one entry each in one table: its arguments and options, how it
 * reads an input, and how it shows a result as text and as JSON. A command over inputs (`inputs`)
 * takes any number of them as arguments (after its fixed ones), or one per line of standard input,
 * and gives one record each; the run of such a command, its records and its exit status are
 * run.ts's, the same for all. A command that runs once over its operands (site, help) has `run`.
 */
import { IDN, JavaURL, Uri, URLDecoder, URLEncoder, UnsupportedEncodingException } from '../index';
import { visible } from './display';
import type { Output } from './output';
import { PIECE, visibleParts } from './pieces';
import { EXIT_HELP } from './exit';
import { componentRecord, componentText, uriOrProblem, type Problem } from './report';
import { runCheck, runSite } from './site';
import { urlContext, urlRecord, urlText } from './url';
import { inetReader, inetRecord, inetText } from './inet';
import { cookieRecord, cookieText, parseHeader } from './cookie';

/**
 * The options given: a flag maps to true, an option with a value (--charset) to the value, a
 * repeatable one (--sources) to its values in the order given.
 */
export type Options = ReadonlyMap<string, string | true | readonly string[]>;

/** An option of a command. */
export interface Option {
  /** Its name, e.g. `--charset`. */
  readonly name: string;
  /** What its value is called (`NAME`), for an option that takes one (`--charset NAME` or `--charset=NAME`). */
  readonly value?: string;
  /** What it does: the lines after its name in the command's help. */
  readonly help: string;
  /** Whether it may be given more than once (each value kept): `--sources DIR`. */
  readonly repeatable?: true;
}

/** What every command has: how its help and the usage show it, and its options. */
interface Described {
  /** One line for the usage's list of commands: its arguments, then what it does. */
  readonly summary: string;
  /** The usage line's synopsis (after "Usage: java-uri "). */
  readonly synopsis: string;
  /** What it does, a paragraph. */
  readonly description: string;
  /** The options it takes (`--json`, `-h` and `-v` are every command's). */
  readonly options: readonly Option[];
}

/** The work for one input: its result, or the problem that makes it a bad input (or a library exception thrown). */
export type Work<T> = (input: string) => T | Problem;

/** A command over inputs, one record each. */
export interface InputsCommand<T> extends Described {
  readonly kind: 'inputs';
  /** The arguments before the inputs (resolve's BASE). */
  readonly fixed: readonly string[];
  /** What its inputs are called in its help (`URI`, `REF`, `VALUE`…). */
  readonly input: string;
  /** What the hint on a terminal calls them: `java-uri parse: reading URIs from standard input`. */
  readonly inputs: string;
  /**
   * The work for one input, given the options and the fixed arguments; a string for a usage error in
   * the options. A fixed argument that is not what it must be throws the library's exception.
   */
  prepare(options: Options, fixed: readonly string[]): Work<T> | string;
  /** The text record of a result: its lines, ended by "\n", in pieces for a large one. */
  text(input: string, result: T): string | string[];
  /** The JSON record of a result: `line` (undefined for an argument), `input`, then its own members. */
  json(lineNumber: number | undefined, input: string, result: T): object;
  /**
   * `block`: a block of lines per input, blocks separated by an empty line, nothing for a bad input;
   * `line`: one line per input, an empty one for a bad input.
   */
  readonly shape: 'block' | 'line';
  /**
   * `value`: an error names the value (`decode: "%zz": …`); `named`: the value, then the exception's
   * name and message (`inet: "foo": UnknownHostException: foo`); `uri`: the JDK's message and a caret.
   */
  readonly errors: 'uri' | 'value' | 'named';
}

/** What a command that runs once is given. */
export interface Context {
  readonly output: Output;
  /** Whether standard error is a terminal (for a progress line). */
  readonly errorIsTerminal: boolean;
  /** Writes to standard error at once. */
  readonly err: (text: string) => void;
  /** The package's version (a report for CI names the tool's). */
  readonly version: string;
  /** A signal that aborts the run (SIGINT, SIGTERM), for a command that stops cleanly midway. */
  signal?: () => AbortSignal;
}

/** A command that runs once over its operands. */
export interface RunCommand extends Described {
  readonly kind: 'run';
  /**
   * Runs the command, its records written to `context.output` (whose status it reports); a string
   * for a usage error.
   */
  run(operands: readonly string[], options: Options, context: Context): Promise<string | void>;
}

export type Command = InputsCommand<unknown> | RunCommand;

/** site's and check's output format (src/cli/formats.ts for the reports for CI). */
const FORMAT: Option = {
  name: '--format',
  value: 'FORMAT',
  help: `text (the default: FILE:LINE:COLUMN: what), json (as --json),
or a report for CI, its paths relative to the current directory:
sarif (SARIF 2.1.0, for GitHub code scanning), junit (JUnit XML,
a test case per page), github (workflow annotations, then a
summary notice)`,
};

const JSON_URI: Option = {
  name: '--json',
  help: 'one JSON object a line: {"line", "input", "uri"} or {"line", "input", "error"}',
};
const JSON_VALUE: Option = {
  name: '--json',
  help: 'one JSON object a line: {"line", "input", "value"} or {"line", "input", "error"}',
};
const RFC3986: Option = { name: '--rfc3986', help: "RFC 3986's algorithm instead of the JDK's RFC 2396 behaviour" };
const CHARSET: Option = {
  name: '--charset',
  value: 'NAME',
  help: 'the charset, as Java names it (default UTF-8): UTF-8, ISO-8859-1, UTF-16…',
};

/**
 * A URI command: each input parsed as a URI, then given to the work `prepare` makes of the options
 * and BASE; the result shown as `show` gives it (its string form by default).
 */
function uriCommand(
  described: Described & { fixed?: readonly string[]; input?: string },
  prepare: (options: Options, base: Uri | null) => (uri: Uri) => Uri,
  show: (uri: Uri) => string = (uri) => uri.toString(),
): InputsCommand<Uri> {
  return {
    kind: 'inputs',
    fixed: [],
    input: 'URI',
    inputs: 'URIs',
    shape: 'line',
    errors: 'uri',
    ...described,
    // A URI's string form has no control character, but it can hold a bidirectional one (U+202E is
    // an "other" character to the JDK's grammar).
    text: (_, uri) => shownLine(show(uri)),
    json: (line, input, uri) => ({ line, input, uri: show(uri) }),
    prepare: (options, fixed) => {
      const apply = prepare(options, fixed.length > 0 ? new Uri(fixed[0]!) : null);
      return (input) => {
        const uri = uriOrProblem(input);
        return uri instanceof Uri ? apply(uri) : uri;
      };
    },
  };
}

/** A coder command: each input a string, given to `code` in the charset `--charset` names; the result shown as `show` gives it. */
function valueCommand(
  described: Described,
  code: (value: string, charset: string | undefined) => string,
  show: (value: string) => string | string[],
): InputsCommand<string> {
  return {
    kind: 'inputs',
    fixed: [],
    input: 'VALUE',
    inputs: 'values',
    shape: 'line',
    errors: 'value',
    ...described,
    text: (_, value) => show(value),
    json: (line, input, value) => ({ line, input, value }),
    prepare: (options) => {
      // The charset is checked once, before any value: a name no charset has is a usage error.
      const charset = options.get('--charset');
      if (charset !== undefined && typeof charset !== 'string') return 'unsupported charset: "true"';
      try {
        URLEncoder.encode('', charset);
      } catch (e) {
        if (e instanceof UnsupportedEncodingException) return `unsupported charset: "${charset}"`;
        throw e;
      }
      return (value) => code(value, charset);
    },
  };
}

/** `s` as a line of text output: shown as `visible` shows it, in pieces for a long one. */
function shownLine(s: string): string | string[] {
  return s.length <= PIECE ? visible(s) + '\n' : [...visibleParts(s), '\n'];
}

const RFC3986_OPTION = { rfc3986: true } as const;
const DOT_SEGMENTS = { dotSegments: true } as const;

/** The commands, in the order the usage lists them. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  parse: {
    ...uriCommand(
      {
        summary: 'parse URI…                      the components, absolute/opaque, server or registry authority',
        synopsis: 'parse [--json] [--] [URI…]',
        description: `Each URI parsed as new java.net.URI(URI) parses it: the input, then scheme,
scheme-specific part, authority (server- or registry-based), user info, host, port,
path, query and fragment, raw and decoded where they differ, and whether it is
absolute and opaque; a block of lines per URI, blocks separated by an empty line.`,
        options: [
          { name: '--json', help: 'one JSON object a line: {"line", "input", "uri", every component} or {…, "error"}' },
        ],
      },
      () => (uri) => uri,
    ),
    shape: 'block',
    text: componentText,
    json: componentRecord,
  },
  resolve: uriCommand(
    {
      summary: 'resolve BASE REF…               each REF resolved against BASE',
      synopsis: 'resolve [--rfc3986] [--json] [--] BASE [REF…]',
      description: 'Each REF resolved against BASE (URI.resolve), one line each.',
      options: [RFC3986, JSON_URI],
      fixed: ['BASE'],
      input: 'REF',
    },
    (options, base) => {
      const option = options.has('--rfc3986') ? RFC3986_OPTION : undefined;
      return (ref) => base!.resolve(ref, option);
    },
  ),
  relativize: uriCommand(
    {
      summary: 'relativize BASE TARGET…         each TARGET relative to BASE',
      synopsis: 'relativize [--dot-segments] [--json] [--] BASE [TARGET…]',
      description: `Each TARGET relative to BASE (URI.relativize), one line each: as the JDK, TARGET
itself unless BASE's path is a prefix of TARGET's.`,
      options: [
        {
          name: '--dot-segments',
          help: `each TARGET read as a link on the page BASE (resolved against it as a
browser resolves, RFC 3986), then written as a relative path with "../"
as needed, as links in documents are written`,
        },
        JSON_URI,
      ],
      fixed: ['BASE'],
      input: 'TARGET',
    },
    (options, base) => {
      if (!options.has('--dot-segments')) return (target) => base!.relativize(target);
      return (target) => base!.relativize(base!.resolve(target, RFC3986_OPTION), DOT_SEGMENTS);
    },
  ),
  normalize: uriCommand(
    {
      summary: 'normalize URI…                  each URI with dot segments removed',
      synopsis: 'normalize [--rfc3986] [--json] [--] [URI…]',
      description: 'Each URI with its "." and ".." segments removed (URI.normalize), one line each.',
      options: [RFC3986, JSON_URI],
    },
    (options) => {
      const option = options.has('--rfc3986') ? RFC3986_OPTION : undefined;
      return (uri) => uri.normalize(option);
    },
  ),
  ascii: uriCommand(
    {
      summary: 'ascii URI…                      each URI in US-ASCII (toASCIIString)',
      synopsis: 'ascii [--json] [--] [URI…]',
      description: 'Each URI in US-ASCII (URI.toASCIIString: other characters UTF-8 encoded as %XX), one line each.',
      options: [JSON_URI],
    },
    () => (uri) => uri,
    (uri) => uri.toASCIIString(),
  ),
  encode: valueCommand(
    {
      summary: 'encode VALUE…                   each VALUE form-encoded (URLEncoder.encode)',
      synopsis: 'encode [--charset NAME] [--json] [--] [VALUE…]',
      description: 'Each VALUE form-encoded (URLEncoder.encode), one line each.',
      options: [CHARSET, JSON_VALUE],
    },
    (value, charset) => URLEncoder.encode(value, charset),
    // URLEncoder writes only ASCII letters, digits and ".-*_+%": nothing to escape.
    (value) => value + '\n',
  ),
  decode: valueCommand(
    {
      summary: 'decode VALUE…                   each VALUE form-decoded (URLDecoder.decode)',
      synopsis: 'decode [--charset NAME] [--json] [--] [VALUE…]',
      description: `Each VALUE form-decoded (URLDecoder.decode: "+" is a space), one line each, shown
escaped; a VALUE with a bad escape is an error that names it.`,
      options: [CHARSET, JSON_VALUE],
    },
    (value, charset) => URLDecoder.decode(value, charset),
    shownLine,
  ),
  url: {
    kind: 'inputs',
    summary: 'url [--context URL] SPEC…       the components of each java.net.URL, and its toURI()',
    synopsis: 'url [--context URL] [--json] [--] [SPEC…]',
    description: `Each SPEC read as new java.net.URL(SPEC) reads it (host names never looked up): the
input, then protocol, authority, user info, host, port, default port, path, query,
file, ref, external form and toURI() (the URI, or the URISyntaxException it throws);
a block of lines per SPEC, blocks separated by an empty line.`,
    options: [
      {
        name: '--context',
        value: 'URL',
        help: `each SPEC read against URL, as new URL(new URL(URL), SPEC) reads it;
a URL that java.net.URL rejects is a usage error`,
      },
      {
        name: '--json',
        help: `one JSON object a line: {"line", "input", every component, "toURI":
{"uri"} or {"error"}} or {"line", "input", "error"}`,
      },
    ],
    fixed: [],
    input: 'SPEC',
    inputs: 'URLs',
    shape: 'block',
    errors: 'uri',
    prepare: (options) => {
      // The context is read once, before any SPEC: one java.net.URL rejects is a usage error.
      const value = options.get('--context');
      const context = urlContext(typeof value === 'string' ? value : undefined);
      return typeof context === 'string' ? context : (spec) => new JavaURL(context, spec);
    },
    text: urlText,
    json: urlRecord,
  },
  idn: {
    kind: 'inputs',
    summary: 'idn NAME…                       each host NAME in ASCII (IDN.toASCII), or back',
    synopsis: 'idn [--unicode] [--allow-unassigned] [--std3] [--json] [--] [NAME…]',
    description: `Each NAME as java.net.IDN.toASCII gives it (IDNA2003: nameprep over Unicode 3.2,
then Punycode after xn--), one line each, shown escaped; a NAME that toASCII rejects
is an error that names it.`,
    options: [
      { name: '--unicode', help: 'IDN.toUnicode instead: each xn-- label back to Unicode (never an error)' },
      { name: '--allow-unassigned', help: 'the flag IDN.ALLOW_UNASSIGNED: code points new since Unicode 3.2 pass' },
      { name: '--std3', help: "the flag IDN.USE_STD3_ASCII_RULES: letters, digits and '-' only" },
      JSON_VALUE,
    ],
    fixed: [],
    input: 'NAME',
    inputs: 'host names',
    shape: 'line',
    errors: 'value',
    prepare: (options) => {
      const flags =
        (options.has('--allow-unassigned') ? IDN.ALLOW_UNASSIGNED : 0) |
        (options.has('--std3') ? IDN.USE_STD3_ASCII_RULES : 0);
      return options.has('--unicode') ? (name) => IDN.toUnicode(name, flags) : (name) => IDN.toASCII(name, flags);
    },
    text: (_, value: string) => shownLine(value),
    json: (line, input, value: string) => ({ line, input, value }),
  } as InputsCommand<string>,
  inet: {
    kind: 'inputs',
    summary: 'inet LITERAL…                   each IP address literal as java.net.InetAddress reads it',
    synopsis: 'inet [--posix | --by-name] [--json] [--] [LITERAL…]',
    description: `Each LITERAL read as InetAddress.ofLiteral(LITERAL) reads it (IPv4 in decimal parts,
IPv6 bare or in [ ], with a numeric scope): the input, then its class, toString(), host
address, scope (IPv6), hashCode() and the predicates that hold (isLoopbackAddress…);
a block of lines per LITERAL, blocks separated by an empty line. No name is looked up.`,
    options: [
      {
        name: '--posix',
        help: 'read as Inet4Address.ofPosixLiteral (inet_aton: 0x hex, leading-0 octal)',
      },
      {
        name: '--by-name',
        help: `read as InetAddress.getByName, every lookup failing: localhost, literals,
and UnknownHostException for any other name`,
      },
      {
        name: '--json',
        help: `one JSON object a line: {"line", "input", "class", "string", "hostAddress",
"scopeId", "hashCode", every predicate} or {"line", "input", "error"}`,
      },
    ],
    fixed: [],
    input: 'LITERAL',
    inputs: 'IP address literals',
    shape: 'block',
    errors: 'named',
    prepare: (options) => inetReader(options.has('--posix'), options.has('--by-name')),
    text: inetText,
    json: inetRecord,
  },
  cookie: {
    kind: 'inputs',
    summary: 'cookie HEADER…                  the cookies of each Set-Cookie header (HttpCookie.parse)',
    synopsis: 'cookie [--json] [--] [HEADER…]',
    description: `Each HEADER (a Set-Cookie or Set-Cookie2 header line, with or without its name) read as
HttpCookie.parse(HEADER) reads it: the input, then for each cookie it gives (a header
without Expires, with Version or Max-Age or named Set-Cookie2, holds cookies separated
by commas) its toString(), name, value, domain, path, max age (from Expires: the seconds
from now), secure, http only, comment, comment URL, discard, port list and version; a
block of lines per HEADER, blocks separated by an empty line. A HEADER that parse
rejects is an error that names it, with the JDK's message.`,
    options: [
      {
        name: '--json',
        help: `one JSON object a line: {"line", "input", "cookies": [{"name", "value",
"domain", "path", "maxAge", "secure", "httpOnly", "comment", "commentURL",
"discard", "portlist", "version", "string"}…]} or {"line", "input", "error"}`,
      },
    ],
    fixed: [],
    input: 'HEADER',
    inputs: 'Set-Cookie headers',
    shape: 'block',
    errors: 'value',
    prepare: () => parseHeader,
    text: cookieText,
    json: cookieRecord,
  },
  site: {
    kind: 'run',
    summary: 'site [--base URL] DIR           relativize the links of a built site (see help site)',
    synopsis:
      'site [--base URL] [--out DIR2] [--offline] [--static] [--dry-run] [--strict] [--jobs N] [--json | --format FORMAT] [--] DIR',
    description: `Rewrites the HTML and CSS files of the built site in DIR so that each link whose
target lies inside the site becomes the shortest page-relative reference to it: the
site then works under any path. DIR/a/b.html is the page BASE/a/b.html. Links are
read as a browser reads them (the HTML Standard's parser, <base href>, srcset, CSS
url(), @import and image-set(), <noscript> as without scripts) and each rewrite is
checked by resolving it back. Files are replaced by rename, never written in place; nothing
outside DIR (and DIR2) changes. Reports broken links and missing fragments (as
check does), links to the site's origin outside BASE (they break wherever the site
moves), and the files it leaves alone.
The site's 404.html and 200.html keep their links (a host serves them at any depth).
A generator whose client scripts hold the build-time base (VitePress, VuePress,
Docusaurus, Gatsby, Next.js, Nuxt, Starlight's search) is reported once, with its
own setting that fixes it and the scripts and JSON files that hold the base path
("scripts-hold-base"): once its scripts run, the site breaks wherever it moves.`,
    options: [
      {
        name: '--base',
        value: 'URL',
        help: `the directory URL the site is published at (default: DIR is the
root of a placeholder origin; links with a host are then kept)`,
      },
      { name: '--out', value: 'DIR2', help: 'write a full copy to DIR2 instead of rewriting DIR in place' },
      {
        name: '--offline',
        help: `for file:// and archives: a link to a directory becomes its
index.html, a link to x the x/index.html or x.html a host serves`,
      },
      {
        name: '--static',
        help: `remove such a generator's client scripts, preloads and prefetches
from its pre-rendered pages: they then work anywhere, without what
needs the scripts (search…); each removal is reported`,
      },
      { name: '--dry-run', help: 'change nothing: report only' },
      {
        name: '--strict',
        help: `exit status 4 when a link inside the site is broken or names a
missing fragment, 5 when the generator's scripts hold the build-time base`,
      },
      {
        name: '--jobs',
        value: 'N',
        help: `read and rewrite pages on N worker threads (default: one per
idle core, once the first pages show 2 s of work ahead); the output is
the same for any N`,
      },
      FORMAT,
      {
        name: '--json',
        help: `one JSON object a line per rewritten or reported link, per file
that could not be processed, and per notice: {"kind":
"scripts-hold-base", "generator", "mechanism", "breaks", "fix",
"page", "files"}, "error-page", "removed", "static"`,
      },
    ],
    run: runSite,
  },
  check: {
    kind: 'run',
    summary: 'check [--base URL] DIR          report the broken links and fragments of a built site',
    synopsis:
      'check [--base URL] [--sources DIR]... [--external [OPTIONS]] [--offline] [--portable] [--strict] [--jobs N] [--json | --format FORMAT] [--] DIR',
    description: `Reports every link of the built site in DIR whose target lies inside the site and
names a file no static host would serve (x, else x/index.html, else x.html), or a
fragment that the page (or SVG file) it leads to does not define: ids in any
namespace and <a name>, as a browser with scripting off reads the page, the
fragment as written then percent-decoded; "" and "top" always exist. Links are
read as site reads them, at the base the site is served at: --base, else the
base the build states (canonical links, og:url, the sitemaps, the links that
land on files of DIR), told on standard error. Changes nothing, and fetches
nothing without --external: then each distinct http and https URL of the links
that leave the site is asked once (HEAD, else GET; GET to read its fragments),
politely (--max-per-host, Retry-After), through HTTPS_PROXY, HTTP_PROXY and
NO_PROXY, trusting NODE_EXTRA_CA_CERTS; links to example.com, .test, .invalid,
form actions and preconnect hints are never asked, nor the URLs that --exclude
or a .java-uri-ignore file (in DIR or the current directory; a pattern a
line, # comments) match. Also told, without failing: a fragment a script of the
page makes (JSDoc's line numbers), a link to the site's origin outside the
base, another site's permanent redirect, a private address not asked. Status 4
when a link is broken, 2 when a file cannot be read or the base cannot be told.`,
    options: [
      {
        name: '--base',
        value: 'URL',
        help: `the directory URL the site is published at (default: the base the
build states; else DIR is the root of a placeholder origin)`,
      },
      {
        name: '--sources',
        value: 'DIR',
        repeatable: true,
        help: `the sources the site was built from (Markdown, MDX, templates;
repeatable): each finding is reported where its link is written
there, the built place beside it`,
      },
      {
        name: '--external',
        help: `ask the other sites too (see above): a link whose URL answers
a status not accepted, no answer, a redirect loop, or a page
without its fragment is a finding`,
      },
      { name: '--timeout', value: 'SECONDS', help: 'how long one request may take (default 20)' },
      {
        name: '--retries',
        value: 'N',
        help: `retries after a network error, a 5xx or a 429, with backoff and
never before Retry-After (default 2)`,
      },
      { name: '--max-per-host', value: 'N', help: 'requests at once to one host (default 4)' },
      { name: '--max-concurrency', value: 'N', help: 'requests at once in all (default 128)' },
      {
        name: '--accept',
        value: 'STATUSES',
        help: 'the final statuses that are fine (default 200..299; e.g. 200..299,403)',
      },
      { name: '--allow-private', help: 'ask loopback and private addresses and localhost too' },
      {
        name: '--exclude',
        value: 'REGEX',
        repeatable: true,
        help: "never ask a URL this matches (the link's absolute URL; repeatable)",
      },
      { name: '--no-remote-fragments', help: "do not read other sites' pages for their fragments" },
      {
        name: '--cache',
        value: 'FILE',
        help: `keep each URL's verdict in FILE: a fine one is not asked again
within --cache-age; failures always are`,
      },
      { name: '--cache-age', value: 'AGE', help: 'how long a fine verdict holds: 90s, 30m, 12h, 7d (default 1d)' },
      {
        name: '--offline',
        help: `judge as a browser opens the files from disk: a link must name a
file itself (no index.html or .html found for it)`,
      },
      {
        name: '--portable',
        help: `also report a generator whose scripts hold the build-time base,
so that the site breaks wherever it moves (status 5)`,
      },
      {
        name: '--strict',
        help: `status 4 for the records that are told without failing too
(fragments made by scripts, links outside the base)`,
      },
      {
        name: '--jobs',
        value: 'N',
        help: `read pages on N worker threads (default: one per idle core,
once the first pages show 2 s of work ahead); the output is the same for
any N`,
      },
      FORMAT,
      {
        name: '--json',
        help: `one JSON object a line per record: {"file", "line", "column",
"where", "value", "target", "problem": "missing-file" |
"missing-fragment" | "fragment-by-script" | "outside-base" |
"http-status" | "unreachable" | "too-many-redirects" | "redirected" |
"not-checked"} (+ "status", "reason", "location" for other sites; with
--sources, "source": {"file", "line", "column"} or null), and
{"kind": "base", "base", "from"} for a base inferred`,
      },
    ],
    run: runCheck,
  },
  help: {
    kind: 'run',
    summary: "help [COMMAND]                  this text, or a command's",
    synopsis: 'help [COMMAND]',
    description: 'The usage of java-uri, or with COMMAND its usage line, what it does and its options.',
    options: [],
    run: async (operands, _, { output }) => {
      if (operands.length > 1) return 'help takes at most one COMMAND';
      const [name] = operands;
      const command = name === undefined || !Object.hasOwn(COMMANDS, name) ? undefined : COMMANDS[name]!;
      if (name !== undefined && command === undefined) return `unknown command: ${name}`;
      output.add((command === undefined ? usage() : commandHelp(command)) + '\n');
    },
  },
};

/** An option's lines in a help text: its name (and value), then what it does, aligned. */
function optionLines({ name, value, help }: Option): string {
  const head = `  ${name}${value === undefined ? '' : ' ' + value}`;
  const indent = ' '.repeat(18);
  // A name too long for the column has its text on the next line.
  const first = head.length < 17 ? head.padEnd(18) : head + '\n' + indent;
  return first + help.split('\n').join('\n' + indent);
}

/** A command's help: its usage line, what it does, the options it takes, and the exit table. */
export function commandHelp(command: Command): string {
  const reads =
    command.kind === 'inputs'
      ? `\nWithout ${command.input} arguments, reads one per line (UTF-8) from standard input.`
      : '';
  const options =
    command.options.length === 0
      ? ''
      : `\n\nOptions (before --, which ends them):\n${command.options.map(optionLines).join('\n')}`;
  return (
    `Usage: java-uri ${command.synopsis}\n\n${command.description}${reads}${options}\n\n` +
    `See java-uri help for text output's escapes and the exit status.`
  );
}

/** The usage: the commands, the options every command takes, how text output shows values, the exit table. */
export function usage(): string {
  const commands = Object.values(COMMANDS).map((c) => '  ' + c.summary);
  return `Usage: java-uri COMMAND [OPTIONS] [--] [ARGS]

java.net.URI (and java.net.URL: url; IDN: idn; InetAddress: inet; HttpCookie: cookie) on
the command line.
A command takes any number of inputs as arguments (after BASE for resolve and
relativize), or, without them, reads one per line (UTF-8) from standard input; it writes
one record per input.

Commands:
${commands.join('\n')}

Options come before --, which ends them; java-uri help COMMAND lists a command's. Every
command but help takes --json (one JSON object per record, errors included: values
exactly); -h, --help: this text; -v, --version: the version.

Text output is for reading: one line per input (parse, url, inet, cookie: a block of
lines, blocks separated by an empty line); for a bad input an empty line (parse, url,
inet, cookie: none), and its error on standard error as "line N: " (for a line of
standard input), the JDK's message (url: after the exception's name; encode, decode, idn,
inet, cookie: after the input), and a caret under the character at the error's index.
Shown values and inputs escape control characters,
bidirectional and invisible formatting characters (\\n, \\x1B, \\u202E, \\u{E0001}) and a
backslash (\\\\); --json gives values exactly.

${EXIT_HELP}`;
}

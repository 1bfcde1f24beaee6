/**
 * What the CLI prints of a URI and of a bad input: a URI's components (as text or JSON), and errors.
 * Human-readable text goes through `visible`, so no control character reaches the terminal raw.
 */
import { URISyntaxException, Uri } from '../index';
import { caretLines, visible } from './display';
import { visibleParts } from './pieces';

/** The members `parse --json` writes for `uri` after the line and the input: its string form and every component. */
export function componentRecord(uri: Uri) {
  const host = uri.getHost();
  const rawAuthority = uri.getRawAuthority();
  return {
    uri: uri.toString(),
    scheme: uri.getScheme(),
    schemeSpecificPart: uri.getSchemeSpecificPart(),
    rawSchemeSpecificPart: uri.getRawSchemeSpecificPart(),
    authority: uri.getAuthority(),
    rawAuthority,
    authorityKind: rawAuthority === null ? null : host === null ? 'registry' : 'server',
    userInfo: uri.getUserInfo(),
    rawUserInfo: uri.getRawUserInfo(),
    host,
    port: uri.getPort(),
    path: uri.getPath(),
    rawPath: uri.getRawPath(),
    query: uri.getQuery(),
    rawQuery: uri.getRawQuery(),
    fragment: uri.getFragment(),
    rawFragment: uri.getRawFragment(),
    absolute: uri.isAbsolute(),
    opaque: uri.isOpaque(),
  };
}

/**
 * The components as aligned text lines, after a line naming the input, ended by "\n", in pieces; a
 * decoded form is shown where it differs from the raw one. Every value is shown as `visible` shows
 * it: a raw component can hold a bidirectional formatting character, a decoded one any character.
 */
export function componentText(input: string, uri: Uri): string[] {
  const parts: string[] = [];
  const line = (label: string, raw: string | null, decoded: string | null = raw, note = '') => {
    parts.push(label);
    if (raw === null) parts.push('(undefined)');
    else {
      shown(parts, raw);
      if (raw !== decoded) {
        parts.push('  (decoded: ');
        shown(parts, decoded!);
        parts.push(')');
      }
    }
    parts.push(note + '\n');
  };
  const rawAuthority = uri.getRawAuthority();
  const kind = rawAuthority === null ? '' : uri.getHost() === null ? '  (registry-based)' : '  (server-based)';
  line('input                 ', input);
  line('scheme                ', uri.getScheme());
  line('scheme-specific part  ', uri.getRawSchemeSpecificPart(), uri.getSchemeSpecificPart());
  line('authority             ', rawAuthority, uri.getAuthority(), kind);
  line('user info             ', uri.getRawUserInfo(), uri.getUserInfo());
  line('host                  ', uri.getHost());
  parts.push(`port                  ${uri.getPort()}\n`);
  line('path                  ', uri.getRawPath(), uri.getPath());
  line('query                 ', uri.getRawQuery(), uri.getQuery());
  line('fragment              ', uri.getRawFragment(), uri.getFragment());
  parts.push(`absolute              ${uri.isAbsolute()}\nopaque                ${uri.isOpaque()}\n`);
  return parts;
}

/** Pushes `s` as `visible` shows it, in pieces for a long one. */
function shown(parts: string[], s: string): void {
  if (s.length <= 1 << 20) parts.push(visible(s));
  else parts.push(...visibleParts(s));
}

/** An input longer than this is not repeated whole in a human-readable error, only around its index. */
const LONG_INPUT = 200;

/** What went wrong with one input: the exception's class name, message, and for a syntax error its parts. */
export class Problem {
  constructor(
    readonly type: string,
    readonly message: string,
    /** A syntax error's reason, input (as the exception reports it) and index; null otherwise. */
    readonly reason: string | null = null,
    readonly input: string | null = null,
    readonly index: number | null = null,
  ) {}
}

/** The problem an exception the library threw reports. */
export function problemOf(e: Error): Problem {
  return e instanceof URISyntaxException
    ? new Problem(e.name, e.message, e.getReason(), e.getInput(), e.getIndex())
    : new Problem(e.name, e.message);
}

/**
 * `input` as `new Uri(input)` parses it, or the problem it would throw, without building the
 * exception (whose stack trace costs more than the parse).
 */
export function uriOrProblem(input: string): Uri | Problem {
  const uri = Uri.parse(input);
  if (uri !== null) return uri;
  const { reason, index, input: reported, message } = Uri.diagnose(input)!;
  return new Problem('URISyntaxException', message, reason, reported, index);
}

/**
 * A human-readable error: the JDK's message (without a long input), then for a syntax error the
 * line as given around its index, with a caret under the character at the index:
 *   line 3: Illegal character in path at index 1: a b
 *     a b
 *      ^
 * The JDK's message reports the input with its spaces trimmed and runs of them shrunk, but the
 * index counts in the input as given: the excerpt shows `given` (the line or argument) when the
 * problem is about it.
 */
export function errorLines(problem: Problem, lineNumber: number | null, given: string | null = null): string[] {
  const where = lineNumber === null ? '' : `line ${lineNumber}: `;
  const { index, reason } = problem;
  // The exception reports the input trimmed, and the index counts in the input as given.
  const input = given !== null && (given === problem.input || trimmed(given) === problem.input) ? given : problem.input;
  if (input === null || reason === null || index === null)
    return [where + visible(`${problem.type}: ${problem.message}`)];
  const at = index >= 0 ? ` at index ${index}` : '';
  const head =
    problem.input!.length > LONG_INPUT
      ? `${reason}${at} (input of ${problem.input!.length} characters)`
      : problem.message;
  if (index < 0) return [where + visible(head)];
  const [excerpt, caret] = caretLines(input, index);
  return [where + visible(head), '  ' + excerpt, '  ' + caret];
}

/**
 * A human-readable error for a value `encode` or `decode` could not take: the command, the value
 * (quoted, shown as `visible` shows it) and the JDK's message.
 * @example valueErrorLine('decode', '%zz', message) === 'decode: "%zz": ' + message
 */
export function valueErrorLine(command: string, value: string, problem: Problem, lineNumber: number | null): string {
  const where = lineNumber === null ? '' : `line ${lineNumber}: `;
  return `${where}${command}: "${visible(value).replaceAll('"', '\\"')}": ${visible(problem.message)}`;
}

/** A problem as the `error` member of a JSON record. */
export function errorObject(problem: Problem): Record<string, string | number | null> {
  return { type: problem.type, reason: problem.reason, index: problem.index, message: problem.message };
}

/** `s` as a URISyntaxException reports its input: spaces trimmed, each run of them one. */
function trimmed(s: string): string {
  return s.split(' ').filter(Boolean).join(' ');
}

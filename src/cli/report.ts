/**
 * What the CLI prints: a URI's components (as text or JSON), results, and errors. Human-readable
 * text goes through `visible`, so no control character reaches the terminal raw; JSON escapes
 * U+2028 and U+2029 too, which some line splitters take for line ends.
 */
import { URISyntaxException, reportedInput, syntaxMessage, type Failure, type Uri } from '../uri';
import { caretLines, visible } from './display';

/**
 * The record `parse --json` writes for `input`: its line (left out for an argument), the input, and
 * every component of `uri`.
 */
export function componentRecord(lineNumber: number | undefined, input: string, uri: Uri) {
  const host = uri.getHost();
  const rawAuthority = uri.getRawAuthority();
  return {
    line: lineNumber,
    input,
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
 * The components as aligned text lines, after a line naming the input, ended by "\n"; a decoded
 * form is shown where it differs from the raw one. Every value is shown as `visible` shows it: a
 * raw component can hold a bidirectional formatting character, a decoded one any character.
 */
export function componentText(input: string, uri: Uri): string {
  const show = (raw: string | null, decoded: string | null = raw): string => {
    if (raw === null) return '(undefined)';
    if (raw === decoded) return visible(raw);
    return `${visible(raw)}  (decoded: ${visible(decoded!)})`;
  };
  const rawAuthority = uri.getRawAuthority();
  const kind = rawAuthority === null ? '' : uri.getHost() === null ? '  (registry-based)' : '  (server-based)';
  return (
    `input                 ${visible(input)}\n` +
    `scheme                ${show(uri.getScheme())}\n` +
    `scheme-specific part  ${show(uri.getRawSchemeSpecificPart(), uri.getSchemeSpecificPart())}\n` +
    `authority             ${show(rawAuthority, uri.getAuthority())}${kind}\n` +
    `user info             ${show(uri.getRawUserInfo(), uri.getUserInfo())}\n` +
    `host                  ${show(uri.getHost())}\n` +
    `port                  ${uri.getPort()}\n` +
    `path                  ${show(uri.getRawPath(), uri.getPath())}\n` +
    `query                 ${show(uri.getRawQuery(), uri.getQuery())}\n` +
    `fragment              ${show(uri.getRawFragment(), uri.getFragment())}\n` +
    `absolute              ${uri.isAbsolute()}\n` +
    `opaque                ${uri.isOpaque()}\n`
  );
}

/** An input longer than this is not repeated whole in a human-readable error, only around its index. */
const LONG_INPUT = 200;

/** What went wrong with one input: the exception's class name, message, and for a syntax error its parts. */
export interface Problem {
  readonly type: string;
  readonly message: string;
  /** A syntax error's reason, input (as the exception reports it) and index; null otherwise. */
  readonly reason: string | null;
  readonly input: string | null;
  readonly index: number | null;
}

/** The problem an exception the library threw reports. */
export function problemOf(e: Error): Problem {
  return e instanceof URISyntaxException
    ? { type: e.name, message: e.message, reason: e.getReason(), input: e.getInput(), index: e.getIndex() }
    : { type: e.name, message: e.message, reason: null, input: null, index: null };
}

/**
 * The problem `new Uri(input)` would throw for a parse that failed with `failure`, without building
 * the exception (whose stack trace costs more than the parse).
 */
export function syntaxProblem(input: string, failure: Failure): Problem {
  const reported = reportedInput(input);
  const { reason, index } = failure;
  return {
    type: URISyntaxException.name,
    message: syntaxMessage(reported, reason, index),
    reason,
    input: reported,
    index,
  };
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
  // reportedInput gives back the very string when there is no space to trim: no second scan then.
  const input =
    given !== null && (given === problem.input || reportedInput(given) === problem.input) ? given : problem.input;
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

/** JSON text with U+2028 and U+2029 escaped as well (JSON.stringify leaves them raw). */
export function escapeSeparators(jsonText: string): string {
  if (!jsonText.includes('\u2028') && !jsonText.includes('\u2029')) return jsonText;
  return jsonText.replace(/[\u2028\u2029]/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

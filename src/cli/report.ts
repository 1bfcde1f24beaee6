/**
 * What the CLI prints: a URI's components (as text or JSON), results, and errors. Human-readable
 * text goes through `visible`, so no control character reaches the terminal raw; JSON escapes
 * U+2028 and U+2029 too, which some line splitters take for line ends.
 */
import { URISyntaxException, reportedInput, syntaxMessage } from '../errors';
import type { Failure } from '../failure';
import type { Uri } from '../uri';
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
 * form is shown where it differs from the raw one. Decoded forms can hold control characters only
 * where the input has escapes.
 */
export function componentText(input: string, uri: Uri): string {
  const escaped = input.includes('%');
  const show = (raw: string | null, decoded: string | null = raw): string => {
    if (raw === null) return '(undefined)';
    if (raw === decoded) return raw;
    return `${raw}  (decoded: ${escaped ? visible(decoded!) : decoded!})`;
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
 * input around its index with a caret under it:
 *   line 3: Illegal character in path at index 1: a b
 *     a b
 *      ^
 */
export function errorLines(problem: Problem, lineNumber: number | null): string[] {
  const where = lineNumber === null ? '' : `line ${lineNumber}: `;
  const { input, index, reason } = problem;
  if (input === null || reason === null || index === null)
    return [where + visible(`${problem.type}: ${problem.message}`)];
  const at = index >= 0 ? ` at index ${index}` : '';
  const head = input.length > LONG_INPUT ? `${reason}${at} (input of ${input.length} characters)` : problem.message;
  if (index < 0) return [where + visible(head)];
  const [excerpt, caret] = caretLines(input, index);
  return [where + visible(head), '  ' + excerpt, '  ' + caret];
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

/**
 * What the CLI prints of a URI and of a bad input: a URI's components (as text or JSON), and errors.
 * Human-readable text goes through `visible`, so no control character reaches the terminal raw.
 */
import { URISyntaxException, Uri } from '../index';
import { caretLines, visible } from './display';
import { PIECE, visibleParts } from './pieces';

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
 * The components as aligned text lines, after a line naming the input, ended by "\n" (in pieces for
 * a long input); a decoded form is shown where it differs from the raw one. Every value is shown as `visible` shows
 * it: a raw component can hold a bidirectional formatting character, a decoded one any character.
 */
export function componentText(input: string, uri: Uri): string | string[] {
  // One string, but past a piece's length a value goes in pieces: no string grows past what one can hold.
  if (input.length > PIECE) return componentPieces(input, uri);
  const show = (raw: string | null, decoded: string | null = raw): string => {
    if (raw === null) return '(null)';
    if (raw === decoded) return visible(raw);
    return `${visible(raw)}  (decoded: ${visible(decoded!)})`;
  };
  const rawAuthority = uri.getRawAuthority();
  return (
    `input                 ${visible(input)}\n` +
    `scheme                ${show(uri.getScheme())}\n` +
    `scheme-specific part  ${show(uri.getRawSchemeSpecificPart(), uri.getSchemeSpecificPart())}\n` +
    `authority             ${show(rawAuthority, uri.getAuthority())}${authorityKind(uri, rawAuthority)}\n` +
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

/** What componentText shows after a server-based or registry-based authority. */
function authorityKind(uri: Uri, rawAuthority: string | null): string {
  return rawAuthority === null ? '' : uri.getHost() === null ? '  (registry-based)' : '  (server-based)';
}

/** componentText's lines for a long input, each value in pieces. */
function componentPieces(input: string, uri: Uri): string[] {
  const parts: string[] = [];
  const line = (label: string, raw: string | null, decoded: string | null = raw, note = '') => {
    parts.push(label);
    if (raw === null) parts.push('(null)');
    else {
      parts.push(...visibleParts(raw));
      if (raw !== decoded) parts.push('  (decoded: ', ...visibleParts(decoded!), ')');
    }
    parts.push(note + '\n');
  };
  const rawAuthority = uri.getRawAuthority();
  line('input                 ', input);
  line('scheme                ', uri.getScheme());
  line('scheme-specific part  ', uri.getRawSchemeSpecificPart(), uri.getSchemeSpecificPart());
  line('authority             ', rawAuthority, uri.getAuthority(), authorityKind(uri, rawAuthority));
  line('user info             ', uri.getRawUserInfo(), uri.getUserInfo());
  line('host                  ', uri.getHost());
  parts.push(`port                  ${uri.getPort()}\n`);
  line('path                  ', uri.getRawPath(), uri.getPath());
  line('query                 ', uri.getRawQuery(), uri.getQuery());
  line('fragment              ', uri.getRawFragment(), uri.getFragment());
  parts.push(`absolute              ${uri.isAbsolute()}\nopaque                ${uri.isOpaque()}\n`);
  return parts;
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
 * A human-readable error for a value a command could not take (decode, idn, inet): the command, the
 * value (quoted, shown as `visible` shows it), the exception's name when `named`, and the JDK's message.
 * @example valueErrorLine('decode', '%zz', problem, null) === 'decode: "%zz": ' + problem.message
 */
export function valueErrorLine(
  command: string,
  value: string,
  problem: Problem,
  lineNumber: number | null,
  named = false,
): string {
  const where = lineNumber === null ? '' : `line ${lineNumber}: `;
  // A long value is shown by its start and its length, as a long input is in errorLines.
  const shown =
    value.length > LONG_INPUT
      ? `${visible(value.slice(0, LONG_INPUT)).replaceAll('"', '\\"')}…" (${value.length} characters)`
      : `${visible(value).replaceAll('"', '\\"')}"`;
  const message = problem.message.length > LONG_INPUT ? problem.message.slice(0, LONG_INPUT) + '…' : problem.message;
  return `${where}${command}: "${shown}: ${named ? problem.type + ': ' : ''}${visible(message)}`;
}

/** A problem as the `error` member of a JSON record. */
export function errorObject(problem: Problem): Record<string, string | number | null> {
  return { type: problem.type, reason: problem.reason, index: problem.index, message: problem.message };
}

/** `s` as a URISyntaxException reports its input: spaces trimmed, each run of them one. */
function trimmed(s: string): string {
  return s.split(' ').filter(Boolean).join(' ');
}

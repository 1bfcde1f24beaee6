/**
 * `java-uri url [--context URL] SPEC…`: each SPEC read as java.net.URL reads it (JavaURL), alone or
 * against a context URL, and its components shown as `parse` shows a URI's: a block of text lines
 * (values as `visible` shows them, null as "(null)") or one JSON record, with toURI()'s outcome.
 */
import { JavaURL, MalformedURLException, URISyntaxException } from '../index';
import { visibleParts } from './pieces';
import { errorObject, problemOf, type Problem } from './report';

/**
 * The context `--context` names (`value`), null without the option, or for a URL that JavaURL
 * rejects the usage problem naming the option and the JDK's error.
 * @example urlContext('abc') === '--context "abc" is not a URL: MalformedURLException: no protocol: abc'
 */
export function urlContext(value: string | undefined): JavaURL | null | string {
  if (value === undefined) return null;
  try {
    return new JavaURL(value);
  } catch (e) {
    if (!(e instanceof MalformedURLException)) throw e;
    return `--context "${value}" is not a URL: ${e.name}: ${e.message}`;
  }
}

/** What toURI() gives for `url`: the URI's string, or the URISyntaxException it throws. */
function uriOutcome(url: JavaURL): string | Problem {
  try {
    return url.toURI().toString();
  } catch (e) {
    if (!(e instanceof URISyntaxException)) throw e;
    return problemOf(e);
  }
}

/**
 * The record `url --json` writes for `input`: its line (left out for an argument), the input, every
 * component of `url`, and toURI()'s outcome as `{ uri }` or `{ error }`.
 */
export function urlRecord(lineNumber: number | undefined, input: string, url: JavaURL) {
  const uri = uriOutcome(url);
  return {
    line: lineNumber,
    input,
    protocol: url.getProtocol(),
    authority: url.getAuthority(),
    userInfo: url.getUserInfo(),
    host: url.getHost(),
    port: url.getPort(),
    defaultPort: url.getDefaultPort(),
    path: url.getPath(),
    query: url.getQuery(),
    file: url.getFile(),
    ref: url.getRef(),
    externalForm: url.toExternalForm(),
    toURI: typeof uri === 'string' ? { uri } : { error: errorObject(uri) },
  };
}

/**
 * The components as aligned text lines, after a line naming the input, ended by "\n", in pieces;
 * toURI()'s failure in parentheses, as its exception's class name and message. Every value is
 * shown as `visible` shows it: java.net.URL keeps control characters in its components.
 */
export function urlText(input: string, url: JavaURL): string[] {
  const parts: string[] = [];
  const line = (label: string, value: string | null) => {
    parts.push(label.padEnd(22), ...(value === null ? ['(null)'] : visibleParts(value)), '\n');
  };
  const uri = uriOutcome(url);
  line('input', input);
  line('protocol', url.getProtocol());
  line('authority', url.getAuthority());
  line('user info', url.getUserInfo());
  line('host', url.getHost());
  line('port', String(url.getPort()));
  line('default port', String(url.getDefaultPort()));
  line('path', url.getPath());
  line('query', url.getQuery());
  line('file', url.getFile());
  line('ref', url.getRef());
  line('external form', url.toExternalForm());
  if (typeof uri === 'string') line('toURI', uri);
  else parts.push('toURI'.padEnd(22), '(', ...visibleParts(`${uri.type}: ${uri.message}`), ')\n');
  return parts;
}

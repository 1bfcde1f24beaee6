/**
 * `java-uri url [--context URL] SPEC…`: each SPEC read as java.net.URL reads it (JavaURL), alone or
 * against a context URL, and its components shown as `parse` shows a URI's: a block of text lines
 * (values as `visible` shows them, null as "(undefined)") or one JSON record, with toURI()'s outcome.
 */
import { URISyntaxException } from '../uri';
import { JavaURL, MalformedURLException } from '../url';
import { visible } from './display';
import { errorObject, problemOf, type Problem } from './report';

export const URL_HELP = [
  'url [--context URL] [--json] [--] [SPEC…]',
  `Each SPEC read as new java.net.URL(SPEC) reads it (host names never looked up): the
input, then protocol, authority, user info, host, port, default port, path, query,
file, ref, external form and toURI() (the URI, or the URISyntaxException it throws);
a block of lines per SPEC, blocks separated by an empty line.`,
  `  --context URL   each SPEC read against URL, as new URL(new URL(URL), SPEC) reads it;
                  a URL that java.net.URL rejects is a usage error
  --json          one JSON object a line: {"line", "input", every component, "toURI":
                  {"uri"} or {"error"}} or {"line", "input", "error"}`,
] as const;

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
 * The components as aligned text lines, after a line naming the input, ended by "\n"; toURI()'s
 * failure in parentheses, as its exception's class name and message. Every value is shown as
 * `visible` shows it: java.net.URL keeps control characters in its components.
 */
export function urlText(input: string, url: JavaURL): string {
  const show = (value: string | null): string => (value === null ? '(undefined)' : visible(value));
  const uri = uriOutcome(url);
  return (
    `input                 ${visible(input)}\n` +
    `protocol              ${show(url.getProtocol())}\n` +
    `authority             ${show(url.getAuthority())}\n` +
    `user info             ${show(url.getUserInfo())}\n` +
    `host                  ${show(url.getHost())}\n` +
    `port                  ${url.getPort()}\n` +
    `default port          ${url.getDefaultPort()}\n` +
    `path                  ${show(url.getPath())}\n` +
    `query                 ${show(url.getQuery())}\n` +
    `file                  ${show(url.getFile())}\n` +
    `ref                   ${show(url.getRef())}\n` +
    `external form         ${show(url.toExternalForm())}\n` +
    `toURI                 ${typeof uri === 'string' ? visible(uri) : `(${visible(`${uri.type}: ${uri.message}`)})`}\n`
  );
}

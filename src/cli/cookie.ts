/**
 * `java-uri cookie HEADER…`: each HEADER (a Set-Cookie or Set-Cookie2 header line, with or without
 * its name) read as `HttpCookie.parse` reads it, and the fields of each cookie it gives shown as
 * `inet` shows an address: a block of text lines or one JSON record. HttpCookie is taken from the
 * cookie module itself, which holds no Uri code (dist/cli.mjs takes it from the package, as it takes
 * the rest of the core: rollup.config.mjs).
 */
import { HttpCookie } from '../cookie';
import { visibleParts } from './pieces';

/** The work for one header: its cookies (one at least), or the IllegalArgumentException parse throws. */
export function parseHeader(header: string): HttpCookie[] {
  return HttpCookie.parse(header);
}

/** A cookie's fields as `cookie --json` writes them: the getters, in the order of Java's, then toString(). */
function cookieFields(cookie: HttpCookie) {
  return {
    name: cookie.getName(),
    value: cookie.getValue(),
    domain: cookie.getDomain(),
    path: cookie.getPath(),
    maxAge: cookie.getMaxAge(),
    secure: cookie.getSecure(),
    httpOnly: cookie.isHttpOnly(),
    comment: cookie.getComment(),
    commentURL: cookie.getCommentURL(),
    discard: cookie.getDiscard(),
    portlist: cookie.getPortlist(),
    version: cookie.getVersion(),
    string: cookie.toString(),
  };
}

/** The record `cookie --json` writes for `input`: its line (left out for an argument), the input, and each cookie's fields. */
export function cookieRecord(lineNumber: number | undefined, input: string, cookies: readonly HttpCookie[]) {
  return { line: lineNumber, input, cookies: cookies.map(cookieFields) };
}

/**
 * The cookies as aligned text lines, after a line naming the input, ended by "\n", in pieces: for
 * each, a line `cookie N`, then its toString() and fields indented, values as `visible` shows them
 * (a value, a path or a comment can hold any character but `;`) and null as "(null)".
 */
export function cookieText(input: string, cookies: readonly HttpCookie[]): string[] {
  const parts: string[] = [];
  const line = (label: string, value: string | null) =>
    parts.push(label.padEnd(22), ...(value === null ? ['(null)'] : visibleParts(value)), '\n');
  line('input', input);
  cookies.forEach((cookie, i) => {
    parts.push(`cookie ${i + 1}\n`);
    line('  toString', cookie.toString());
    line('  name', cookie.getName());
    line('  value', cookie.getValue());
    line('  domain', cookie.getDomain());
    line('  path', cookie.getPath());
    line('  max age', String(cookie.getMaxAge()));
    line('  secure', String(cookie.getSecure()));
    line('  http only', String(cookie.isHttpOnly()));
    line('  comment', cookie.getComment());
    line('  comment URL', cookie.getCommentURL());
    line('  discard', String(cookie.getDiscard()));
    line('  port list', cookie.getPortlist());
    line('  version', String(cookie.getVersion()));
  });
  return parts;
}

// What each command of the CLI writes to standard output for a line, done the least way with the
// library's public API: bench/cli-floor.mjs runs it, bench/cli.mjs checks that it writes what the
// CLI writes. Only the library is imported, so that the floor starts up as lightly as it can.
import { Uri, URLDecoder, URLEncoder } from '../dist/index.module.mjs';

export const BASE = 'http://www.example.com/docs/a/index.html';

/**
 * A string as the CLI's text output shows it: controls, the bidirectional and invisible formatting
 * characters and the backslash as escapes (what src/cli/display.ts specifies, written afresh here).
 */
const ESCAPED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\\\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/;
const ALL_ESCAPED = new RegExp(ESCAPED.source, 'g');
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };
const escape = (c) => {
  const code = c.codePointAt(0);
  const hex = code.toString(16).toUpperCase();
  return (
    NAMED[c] ??
    (code < 0x100 ? '\\x' + hex.padStart(2, '0') : code < 0x10000 ? '\\u' + hex.padStart(4, '0') : `\\u{${hex}}`)
  );
};
const visible = (s) => (ESCAPED.test(s) ? s.replace(ALL_ESCAPED, escape) : s);

/** A parse record, as `parse --json` writes it: its line, the input, every component. */
const record = (line, input, u) => {
  const host = u.getHost();
  const rawAuthority = u.getRawAuthority();
  return {
    line,
    input,
    uri: u.toString(),
    scheme: u.getScheme(),
    schemeSpecificPart: u.getSchemeSpecificPart(),
    rawSchemeSpecificPart: u.getRawSchemeSpecificPart(),
    authority: u.getAuthority(),
    rawAuthority,
    authorityKind: rawAuthority === null ? null : host === null ? 'registry' : 'server',
    userInfo: u.getUserInfo(),
    rawUserInfo: u.getRawUserInfo(),
    host,
    port: u.getPort(),
    path: u.getPath(),
    rawPath: u.getRawPath(),
    query: u.getQuery(),
    rawQuery: u.getRawQuery(),
    fragment: u.getFragment(),
    rawFragment: u.getRawFragment(),
    absolute: u.isAbsolute(),
    opaque: u.isOpaque(),
  };
};

/** The components as `parse` shows them, a block of lines. */
const shown = (raw, decoded = raw) =>
  raw === null ? '(null)' : raw === decoded ? visible(raw) : `${visible(raw)}  (decoded: ${visible(decoded)})`;
const block = (input, u) => {
  const rawAuthority = u.getRawAuthority();
  const kind = rawAuthority === null ? '' : u.getHost() === null ? '  (registry-based)' : '  (server-based)';
  return (
    `input                 ${visible(input)}\n` +
    `scheme                ${shown(u.getScheme())}\n` +
    `scheme-specific part  ${shown(u.getRawSchemeSpecificPart(), u.getSchemeSpecificPart())}\n` +
    `authority             ${shown(rawAuthority, u.getAuthority())}${kind}\n` +
    `user info             ${shown(u.getRawUserInfo(), u.getUserInfo())}\n` +
    `host                  ${shown(u.getHost())}\n` +
    `port                  ${u.getPort()}\n` +
    `path                  ${shown(u.getRawPath(), u.getPath())}\n` +
    `query                 ${shown(u.getRawQuery(), u.getQuery())}\n` +
    `fragment              ${shown(u.getRawFragment(), u.getFragment())}\n` +
    `absolute              ${u.isAbsolute()}\n` +
    `opaque                ${u.isOpaque()}\n`
  );
};

/** The error record of `--json` for a line that is not a URI (the floor turns stack traces off). */
const errorRecord = (line, input) => {
  try {
    new Uri(input);
  } catch (e) {
    const error = { type: e.name, reason: e.getReason(), index: e.getIndex(), message: e.message };
    return JSON.stringify({ line, input, error }) + '\n';
  }
  throw new Error('a URI after all: ' + input);
};

const base = new Uri(BASE);
/** A one-line command's text for `s`: `op`'s result on `s` parsed, shown, or an empty line for a bad input. */
const line = (op) => (s) => {
  const u = Uri.parse(s);
  return u === null ? '\n' : visible(op(u)) + '\n';
};
/** A one-line value command's text for `s`: `op`'s result on `s`, shown, or an empty line when it throws. */
const value = (op, show) => (s) => {
  try {
    return show(op(s)) + '\n';
  } catch {
    return '\n';
  }
};

/**
 * Each command: its name, its arguments, and a maker of the floor's work, which gives for each line
 * (its text and 1-based number) what the CLI writes for it to standard output.
 */
export const COMMANDS = [
  [
    'parse',
    ['parse'],
    () => {
      let count = 0;
      return (s) => {
        const u = Uri.parse(s);
        return u === null ? '' : (count++ > 0 ? '\n' : '') + block(s, u);
      };
    },
  ],
  [
    'parse --json',
    ['parse', '--json'],
    () => (s, n) => {
      const u = Uri.parse(s);
      return u === null ? errorRecord(n, s) : JSON.stringify(record(n, s, u)) + '\n';
    },
  ],
  ['resolve', ['resolve', BASE], () => line((u) => base.resolve(u).toString())],
  ['relativize', ['relativize', BASE], () => line((u) => base.relativize(u).toString())],
  [
    'relativize --dot-segments',
    ['relativize', '--dot-segments', BASE],
    // Each TARGET read as a link on the page BASE (RFC 3986), then relativized; a result java.net.URI
    // cannot hold is a bad input (an empty line).
    () => (s) => {
      try {
        return line((u) => base.relativize(base.resolve(u, { rfc3986: true }), { dotSegments: true }).toString())(s);
      } catch {
        return '\n';
      }
    },
  ],
  ['normalize', ['normalize'], () => line((u) => u.normalize().toString())],
  ['ascii', ['ascii'], () => line((u) => u.toASCIIString())],
  [
    'encode',
    ['encode'],
    () =>
      value(
        (s) => URLEncoder.encode(s),
        (v) => v,
      ),
  ],
  ['decode', ['decode'], () => value((s) => URLDecoder.decode(s), visible)],
];

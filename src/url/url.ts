/**
 * JavaURL: java.net.URL as JDK 25 parses and prints it, with host names never looked up: the parse
 * pipeline (trimming, `url:`, protocol, context), the handlers' dispatch and the getters.
 */
import { Char, IllegalArgumentException, NullPointerException, Uri, typeError } from '../uri';
import { isWhitespace, stringHash } from './chars';
import { MalformedURLException } from './errors';
import { resolveGeneric, scanGeneric } from './generic';
import { hostAddress, hostsEqual } from './equality';
import { toLowerCaseRoot } from './lowercase';
import { ContextParts, HandlerError, type UrlParts } from './parts';
import { defaultPort, knownProtocol, prefixAt, protocolName } from './protocols';
import { partsOf } from './build';
import { JavaURLInspectable } from './inspect';
import { jarHash, nullFile, parseJar, splitJarFile } from './jar';

/** The mailto handler: the address up to any `#` (not blank), split at its last `?` into path and query; no ref. */
function parseMailto(u: UrlParts, spec: string, start: number, limit: number): void {
  const hash = spec.indexOf('#', start);
  if (hash >= 0) limit = hash;
  const file = spec.slice(start, limit);
  let blank = true;
  for (let i = 0; i < file.length && blank; i++) blank = isWhitespace(file.charCodeAt(i));
  if (blank) throw new HandlerError('No email address');
  const q = file.lastIndexOf('?');
  u.path = q < 0 ? file : file.slice(0, q);
  u.query = q < 0 ? null : file.slice(q + 1);
  u.ref = null;
  u.host = '';
  u.authority = null;
  u.userInfo = null;
  u.port = -1;
}

/** new URL(context, spec): the pipeline of trimming, protocol, context and handler. */
function parse(context: ContextParts | null, spec: string): UrlParts {
  let limit = spec.length;
  while (limit > 0 && spec.charCodeAt(limit - 1) <= Char.SPACE) limit--;
  let start = 0;
  while (start < limit && spec.charCodeAt(start) <= Char.SPACE) start++;
  // The first letter before the call: a spec seldom begins with `url:` (5-8% of a parse).
  if ((spec.charCodeAt(start) | 0x20) === 0x75 && prefixAt(spec, start, 'url:')) start += 4;
  let protocol: string | null = null;
  // The common case without the loop (9% of a parse): a known protocol of 4 or 5 letters, as written.
  // A fast path of the loop: the same protocol and start (spec/fast-paths.spec.ts holds it to that).
  const colon =
    spec.charCodeAt(start + 4) === Char.COLON ? start + 4 : spec.charCodeAt(start + 5) === Char.COLON ? start + 5 : -1;
  if (colon >= 0 && colon < limit) protocol = knownProtocol(spec.slice(start, colon));
  if (protocol !== null) start = colon + 1;
  else if (!(start < spec.length && spec.charCodeAt(start) === Char.HASH)) {
    for (let i = start; i < limit; i++) {
      const ch = spec.charCodeAt(i);
      if (ch === Char.SLASH) break;
      if (ch === Char.COLON) {
        // A known protocol as written needs no lowercasing or check: its handler's constant string.
        const name = spec.slice(start, i);
        protocol = knownProtocol(name) ?? protocolName(name);
        if (protocol !== null) start = i + 1;
        break;
      }
    }
  }
  const c = context;
  const relative =
    c !== null &&
    (protocol === null || (protocol === c.protocol && c.path !== null && c.path.charCodeAt(0) === Char.SLASH));
  if (!relative) {
    if (protocol === null) throw new MalformedURLException('no protocol: ' + spec);
    // A context's protocol is known; a new one may not be (`protocolName` only lowercased it).
    const known = knownProtocol(protocol);
    if (known === null) throw new MalformedURLException('unknown protocol: ' + protocol);
    protocol = known;
  } else protocol = c.protocol;
  try {
    if (protocol === 'jar' || protocol === 'mailto') {
      const u = relative ? copyOf(c) : copyOf(EMPTY);
      u.protocol = protocol;
      if (protocol === 'jar') parseJar(u, spec, start, limit, (inner) => new JavaURL(inner));
      else parseMailto(u, spec, start, limit);
      return u;
    }
    const hash = spec.indexOf('#', start);
    const p = scanGeneric(spec, protocol, start, hash < 0 ? limit : hash, hash < 0 ? -1 : hash + 1, limit);
    if (!relative) return p;
    const u = copyOf(c);
    resolveGeneric(u, p, start, c);
    return u;
  } catch (e) {
    if (e instanceof HandlerError) throw new MalformedURLException(e.message);
    throw e;
  }
}

/** The fields of no URL: what a spec with a protocol starts from. */
const EMPTY: UrlParts = {
  protocol: '',
  authority: null,
  userInfo: null,
  host: null,
  port: -1,
  path: null,
  query: null,
  ref: null,
};

/** A copy of u's fields, field by field: a literal of one shape, faster than a spread. */
function copyOf(u: UrlParts): UrlParts {
  return {
    protocol: u.protocol,
    authority: u.authority,
    userInfo: u.userInfo,
    host: u.host,
    port: u.port,
    path: u.path,
    query: u.query,
    ref: u.ref,
  };
}

/**
 * java.net.URL, to the letter of JDK 25, except that host names are never looked up: `equals`,
 * `sameFile` and `hashCode` give the JDK's answers for a name resolver that fails every lookup (IP
 * literals and `localhost` compare by address, other hosts by name, case-insensitively).
 * @example `new JavaURL(new JavaURL('http://a/b/c/d;p?q'), '../g').toString()` is `http://a/b/g`
 */
export class JavaURL extends JavaURLInspectable {
  #u: UrlParts;

  /**
   * new URL(spec), new URL(context, spec), new URL(protocol, host, file) or new URL(protocol, host,
   * port, file), chosen by the number of arguments. A null protocol or file throws the JDK's
   * NullPointerException (a TypeError); an argument of another type, a TypeError.
   * @example `new JavaURL('http', '::1', 8, '/x').toString()` is `http://[::1]:8/x`
   * @throws MalformedURLException with the JDK's message, e.g. `no protocol: abc`
   */
  constructor(spec: string);
  constructor(context: JavaURL | null, spec: string);
  constructor(protocol: string, host: string | null, file: string);
  constructor(protocol: string, host: string | null, port: number, file: string);
  constructor(a: unknown, b?: unknown, c?: unknown, d?: unknown) {
    // The form is chosen by the number of arguments, as Java's overloads by their types.
    super();
    const count = arguments.length;
    if (count <= 1) {
      if (typeof a !== 'string') throw typeError('JavaURL: spec must be a string', a);
      this.#u = parse(null, a);
    } else if (count === 2) {
      if (a !== null && !(a instanceof JavaURL)) throw typeError('JavaURL: context must be a JavaURL or null', a);
      if (typeof b !== 'string') throw typeError('JavaURL: spec must be a string', b);
      let context: ContextParts | null = null;
      if (a !== null) {
        const u = a.#u;
        context = u instanceof ContextParts ? u : (a.#u = new ContextParts(u));
      }
      this.#u = parse(context, b);
    } else {
      const port = count === 3 ? -1 : c;
      const file = count === 3 ? c : d;
      if (a !== null && typeof a !== 'string') throw typeError('JavaURL: protocol must be a string', a);
      if (b !== null && typeof b !== 'string') throw typeError('JavaURL: host must be a string or null', b);
      if (typeof port !== 'number' || (port | 0) !== port)
        throw typeError('JavaURL: port must be a 32-bit integer', port);
      if (file !== null && typeof file !== 'string') throw typeError('JavaURL: file must be a string', file);
      this.#u = partsOf(a, b, port, file);
    }
  }

  /**
   * URL.of(uri, null), which is `uri.toURL()` in Java: `new URL(uri.toString())`, except that the URI
   * must be absolute, a `url:` URI's rest must be a URI too, and a hierarchical `jrt:` URI with no
   * authority and no fragment is `new URL("jrt", "", -1, path + "?" + query)`: an empty authority,
   * the query split at its last `?` (`jrt://?a?b` has path `?a`, query `b`).
   * @example `JavaURL.of(new Uri('jrt:/x?q')).getAuthority()` is `""`
   * @throws IllegalArgumentException `URI is not absolute`; MalformedURLException as new JavaURL
   */
  static of(uri: Uri): JavaURL {
    if (!(uri instanceof Uri)) throw typeError('JavaURL.of: uri must be a Uri', uri);
    if (!uri.isAbsolute()) throw new IllegalArgumentException('URI is not absolute');
    const s = uri.toString();
    const scheme = uri.getScheme()!;
    if (scheme.length === 3 && scheme.toLowerCase() === 'url') {
      try {
        new Uri(s.slice(4));
      } catch (e) {
        throw new MalformedURLException((e as Error).message);
      }
    }
    const path = uri.getRawPath();
    if (scheme === 'jrt' && uri.getRawAuthority() === null && uri.getRawFragment() === null && path !== null) {
      const query = uri.getRawQuery();
      return new JavaURL('jrt', '', -1, query === null ? path : path + '?' + query);
    }
    return new JavaURL(s);
  }

  /** The protocol, lowercased: `http`. */
  getProtocol(): string {
    return this.#u.protocol;
  }

  /** The authority as written, or null: `u@h:8` for `http://u@h:8/p`. */
  getAuthority(): string | null {
    return this.#u.authority;
  }

  /** The user information, or null: `u` for `http://u@h/`. */
  getUserInfo(): string | null {
    return this.#u.userInfo;
  }

  /** The host as written (IPv6 in brackets), `""` when there is none: `h` for `http://h/`. */
  getHost(): string | null {
    return this.#u.host;
  }

  /** The port, or -1 when none was given: -1 for `http://h/`. */
  getPort(): number {
    return this.#u.port;
  }

  /** The protocol's default port: 80 for http, 443 for https, 21 for ftp, else -1. */
  getDefaultPort(): number {
    return defaultPort(this.#u.protocol);
  }

  /** The path: `/p` for `http://h/p?q`. */
  getPath(): string | null {
    return this.#u.path;
  }

  /** The query, or null: `q` for `http://h/p?q`. */
  getQuery(): string | null {
    return this.#u.query;
  }

  /** The path, then `?` and the query when there is one: `/p?q` for `http://h/p?q#r`. */
  getFile(): string | null {
    const { path, query } = this.#u;
    if (path === null) return null;
    return query === null ? path : path + '?' + query;
  }

  /** The fragment ("reference"), or null: `r` for `http://h/p#r`. */
  getRef(): string | null {
    return this.#u.ref;
  }

  /** `protocol:`, then `//authority` when it is not empty, the file and `#ref`: `http://` prints as `http:`. */
  toExternalForm(): string {
    const u = this.#u;
    const file = this.getFile();
    return (
      u.protocol + ':' + (u.authority ? '//' + u.authority : '') + (file ?? '') + (u.ref !== null ? '#' + u.ref : '')
    );
  }

  /** The same as toExternalForm(). */
  override toString(): string {
    return this.toExternalForm();
  }

  /**
   * The external form, so that JSON.stringify writes the URL as a string (not in java.net.URL).
   * @example `JSON.stringify({ link: new JavaURL('http://h/p') })` is `{"link":"http://h/p"}`
   */
  toJSON(): string {
    return this.toExternalForm();
  }

  /** `new Uri(this.toString())`: throws URISyntaxException where the external form is no valid URI. */
  toURI(): Uri {
    return new Uri(this.toString());
  }

  /**
   * The JDK's hashCode with no name lookups: protocol, host (its address for an IP literal or
   * localhost, else its lowercase name), file, port (or the default port) and ref, as Java ints.
   */
  hashCode(): number {
    const u = this.#u;
    if (u.protocol === 'jar') {
      const file = this.getFile();
      if (file === null) throw new NullPointerException(nullFile('file'));
      return jarHash(file, (inner) => tryUrl(inner)?.hashCode() ?? null);
    }
    let h = stringHash(u.protocol);
    if (u.host !== null) {
      const address = hostAddress(u.host);
      h = (h + (address !== null ? address.hash : stringHash(toLowerCaseRoot(u.host)))) | 0;
    }
    const file = this.getFile();
    if (file !== null) h = (h + stringHash(file)) | 0;
    h = (h + (u.port === -1 ? this.getDefaultPort() : u.port)) | 0;
    if (u.ref !== null) h = (h + stringHash(u.ref)) | 0;
    return h;
  }

  /**
   * Whether both URLs name the same file: protocol, host (no lookups), port (or default) and file.
   * For jar URLs: the entries after the first `!/` are equal and the URLs before it name the same file.
   */
  sameFile(other: JavaURL): boolean {
    if (!(other instanceof JavaURL)) throw typeError('JavaURL.sameFile: other must be a JavaURL', other);
    return this.#u.protocol === 'jar' ? jarSameFile(this, other) : genericSameFile(this, other, true);
  }

  /** Equal refs and sameFile; for ftp the user information too. */
  equals(other: unknown): boolean {
    if (!(other instanceof JavaURL)) return false;
    const a = this.#u;
    const b = other.#u;
    if (a.ref !== b.ref) return false;
    if (a.protocol === 'ftp' && b.protocol === 'ftp' && a.userInfo !== b.userInfo) return false;
    return this.sameFile(other);
  }
}

/** sameFile of the generic handler; `fileRule`: for file:, an empty host is localhost. */
function genericSameFile(a: JavaURL, b: JavaURL, fileRule: boolean): boolean {
  const protocol = a.getProtocol();
  if (protocol !== b.getProtocol() || a.getFile() !== b.getFile()) return false;
  const pa = a.getPort() === -1 ? a.getDefaultPort() : a.getPort();
  const pb = b.getPort() === -1 ? b.getDefaultPort() : b.getPort();
  return pa === pb && hostsEqual(protocol, a.getHost(), b.getHost(), fileRule);
}

/** new URL(spec), or null when it throws MalformedURLException. */
function tryUrl(spec: string): JavaURL | null {
  try {
    return new JavaURL(spec);
  } catch (e) {
    if (e instanceof MalformedURLException) return null;
    throw e;
  }
}

/** sameFile of the jar handler: both jar, equal entries, and inner URLs that name the same file (no localhost rule). */
function jarSameFile(a: JavaURL, b: JavaURL): boolean {
  if (b.getProtocol() !== 'jar') return false;
  const fa = a.getFile();
  const fb = b.getFile();
  if (fa === null) throw new NullPointerException(nullFile('file1'));
  if (fb === null) throw new NullPointerException(nullFile('file2'));
  const sa = splitJarFile(fa);
  const sb = splitJarFile(fb);
  if (sa === null || sb === null) return fa === fb;
  if (sa[1] !== sb[1]) return false;
  const ua = tryUrl(sa[0]);
  const ub = tryUrl(sb[0]);
  return ua === null || ub === null ? sa[0] === sb[0] : genericSameFile(ua, ub, false);
}

/**
 * The `Uri` class: java.net.URI's API over the parsed components. It holds no grammar: parsing is
 * parse.ts, decoding escape.ts, equality and ordering compare.ts.
 */
import { compareParts, equalParts, hashParts } from './compare';
import { IllegalArgumentException, URISyntaxException } from './errors';
import { decode, encodeNonAscii } from './escape';
import { Parts, parse } from './parse';

/** A short description of a value for a TypeError message. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return typeof value === 'string' ? 'a string' : `${typeof value} ${String(value)}`;
}

const UNSET: unique symbol = Symbol('unset');

/**
 * An immutable URI reference, with exactly java.net.URI's behaviour: RFC 2396 parsing as amended by
 * RFC 2732 (with the JDK's deviations), raw and decoded components, equals/hashCode/compareTo.
 * @example new Uri('http://java.sun.com/j2se/1.3/').getHost() === 'java.sun.com'
 */
export class Uri {
  readonly #string: string;
  readonly #parts: Parts;
  #schemeSpecificPart: string | typeof UNSET = UNSET;
  #authority: string | null | typeof UNSET = UNSET;
  #userInfo: string | null | typeof UNSET = UNSET;
  #path: string | null | typeof UNSET = UNSET;
  #query: string | null | typeof UNSET = UNSET;
  #fragment: string | null | typeof UNSET = UNSET;
  #asciiString: string | typeof UNSET = UNSET;
  #hash: number | typeof UNSET = UNSET;

  /**
   * Parses `str` as a URI reference, as `new URI(str)` does.
   * @throws URISyntaxException with the JDK's reason and index, e.g.
   *   `new Uri('http://')` throws `Expected authority at index 7: http://`
   * @throws TypeError if `str` is not a string
   * @example new Uri('mailto:java-net@java.sun.com').isOpaque() === true
   */
  constructor(str: string);
  constructor(...args: unknown[]) {
    if (args.length !== 1) throw new TypeError(`Uri: expected 1 argument (a string), got ${args.length}`);
    const str = args[0];
    if (typeof str !== 'string') throw new TypeError(`Uri: expected a string, got ${describe(str)}`);
    this.#string = str;
    this.#parts = parse(str, false);
    Object.freeze(this);
  }

  /**
   * Parses `str`, as `URI.create(str)`: a syntax error becomes an IllegalArgumentException with the
   * same message, whose `cause` is the URISyntaxException.
   * @example Uri.create('a b') throws IllegalArgumentException('Illegal character in path at index 1: a b')
   */
  static create(str: string): Uri {
    try {
      return new Uri(str);
    } catch (e) {
      if (e instanceof URISyntaxException) throw new IllegalArgumentException(e.message, { cause: e });
      throw e;
    }
  }

  /** The scheme, or null for a relative URI. @example new Uri('HTTP://h/').getScheme() === 'HTTP' */
  getScheme(): string | null {
    return this.#parts.scheme;
  }

  /**
   * The decoded scheme-specific part (escapes inside "[...]" are left alone). Never null.
   * @example new Uri('urn:isbn:%30').getSchemeSpecificPart() === 'isbn:0'
   */
  getSchemeSpecificPart(): string {
    if (this.#schemeSpecificPart === UNSET) this.#schemeSpecificPart = decode(this.#parts.schemeSpecificPart, true);
    return this.#schemeSpecificPart;
  }

  /** The raw scheme-specific part. @example new Uri('http://h/p?q#f').getRawSchemeSpecificPart() === '//h/p?q' */
  getRawSchemeSpecificPart(): string {
    return this.#parts.schemeSpecificPart;
  }

  /**
   * The decoded authority (escapes inside "[...]" are left alone), or null.
   * @example new Uri('//u%40v@h:8/').getAuthority() === 'u@v@h:8'
   */
  getAuthority(): string | null {
    if (this.#authority === UNSET) this.#authority = decodeOrNull(this.#parts.authority, true);
    return this.#authority;
  }

  /** The raw authority, server- or registry-based, or null. @example new Uri('//h:8/').getRawAuthority() === 'h:8' */
  getRawAuthority(): string | null {
    return this.#parts.authority;
  }

  /** The decoded user information of a server-based authority, or null. @example new Uri('//a%20b@h/').getUserInfo() === 'a b' */
  getUserInfo(): string | null {
    if (this.#userInfo === UNSET) this.#userInfo = decodeOrNull(this.#parts.userInfo, false);
    return this.#userInfo;
  }

  /** The raw user information, or null. @example new Uri('//a%20b@h/').getRawUserInfo() === 'a%20b' */
  getRawUserInfo(): string | null {
    return this.#parts.userInfo;
  }

  /**
   * The host of a server-based authority (IPv6 literals keep their brackets), or null — also for a
   * registry-based authority. @example new Uri('http://[::1]:80/').getHost() === '[::1]'
   */
  getHost(): string | null {
    return this.#parts.host;
  }

  /** The port, or -1 when undefined. @example new Uri('http://h:/').getPort() === -1 */
  getPort(): number {
    return this.#parts.port;
  }

  /** The decoded path, or null for an opaque URI. @example new Uri('/a%2Fb').getPath() === '/a/b' */
  getPath(): string | null {
    if (this.#path === UNSET) this.#path = decodeOrNull(this.#parts.path, false);
    return this.#path;
  }

  /** The raw path, or null for an opaque URI. @example new Uri('/a%2Fb').getRawPath() === '/a%2Fb' */
  getRawPath(): string | null {
    return this.#parts.path;
  }

  /** The decoded query, or null. @example new Uri('?a%3Db').getQuery() === 'a=b' */
  getQuery(): string | null {
    if (this.#query === UNSET) this.#query = decodeOrNull(this.#parts.query, false);
    return this.#query;
  }

  /** The raw query, or null. @example new Uri('?a%3Db').getRawQuery() === 'a%3Db' */
  getRawQuery(): string | null {
    return this.#parts.query;
  }

  /** The decoded fragment, or null. @example new Uri('#%C3%A9').getFragment() === 'é' */
  getFragment(): string | null {
    if (this.#fragment === UNSET) this.#fragment = decodeOrNull(this.#parts.fragment, false);
    return this.#fragment;
  }

  /** The raw fragment, or null. @example new Uri('#%C3%A9').getRawFragment() === '%C3%A9' */
  getRawFragment(): string | null {
    return this.#parts.fragment;
  }

  /** Whether the URI has a scheme. @example new Uri('a/b').isAbsolute() === false */
  isAbsolute(): boolean {
    return this.#parts.scheme !== null;
  }

  /** Whether the URI is absolute and its scheme-specific part does not begin with "/". @example new Uri('news:comp.lang.java').isOpaque() === true */
  isOpaque(): boolean {
    return this.#parts.path === null;
  }

  /**
   * Returns this Uri when its authority is undefined or server-based; otherwise throws the
   * URISyntaxException that explains why the authority is not server-based.
   * @example new Uri('//a_b/').parseServerAuthority() throws `Illegal character in hostname at index 3: //a_b/`
   */
  parseServerAuthority(): Uri {
    if (this.#parts.host !== null || this.#parts.authority === null) return this;
    // A registry-based authority is one whose server-based parse failed: parsing again with a
    // server-based authority required throws that failure.
    parse(this.#string, true);
    return this;
  }

  /** The string form: for a parsed Uri, the string it was parsed from. @example String(new Uri('HTTP://h')) === 'HTTP://h' */
  toString(): string {
    return this.#string;
  }

  /**
   * The string form in US-ASCII: after Unicode NFC, non-ASCII characters become the escapes of their
   * UTF-8 octets. @example new Uri('/é').toASCIIString() === '/%C3%A9'
   * @throws IllegalArgumentException for a lone surrogate (the JDK fails with a NullPointerException)
   */
  toASCIIString(): string {
    if (this.#asciiString === UNSET) this.#asciiString = encodeNonAscii(this.#string);
    return this.#asciiString;
  }

  /** The string form, so that JSON.stringify writes the URI as a string. */
  toJSON(): string {
    return this.#string;
  }

  /**
   * java.net.URI.equals: schemes and hosts compared without case, escapes' hex digits without case,
   * everything else exactly. @example new Uri('HTTP://H/%7e').equals(new Uri('http://h/%7E')) === true
   */
  equals(other: unknown): boolean {
    return other === this || (other instanceof Uri && equalParts(this.#parts, other.#parts));
  }

  /** java.net.URI.hashCode: the same 32-bit int as the JDK, consistent with equals. @example new Uri('a:b').hashCode() === 12417 */
  hashCode(): number {
    if (this.#hash === UNSET) this.#hash = hashParts(this.#parts);
    return this.#hash;
  }

  /**
   * java.net.URI.compareTo: negative, zero or positive, with the JDK's sign.
   * @example new Uri('a:b').compareTo(new Uri('a:c')) < 0
   * @throws TypeError if `other` is not a Uri
   */
  compareTo(other: Uri): number {
    if (!(other instanceof Uri)) throw new TypeError(`Uri.compareTo: expected a Uri, got ${describe(other)}`);
    return compareParts(this.#parts, other.#parts);
  }
}

function decodeOrNull(s: string | null, keepBracketed: boolean): string | null {
  return s === null ? null : decode(s, keepBracketed);
}

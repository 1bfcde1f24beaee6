/**
 * The `Uri` class: java.net.URI's API over the parsed components, with its fields and doc comments.
 * It holds no grammar and no rule: parsing is parse.ts, the component constructors and `Uri.from`
 * constructors.ts, the `with…` methods with.ts, argument checks arguments.ts, decoding escape.ts,
 * equality and ordering compare.ts, and each operation its own module.
 */
import { nullableArgument, optionSet, portArgument, stringArgument, typeError } from './arguments';
import { withPath, withStringForm } from './build';
import { compareParts, equalParts, equalityKey, hashParts } from './compare';
import { type UriComponents, parseArguments, parseNamed } from './constructors';
import { IllegalArgumentException, URISyntaxException, reportedInput, syntaxMessage } from './errors';
import { decode, encodeNonAscii } from './escape';
import { normalizedPath } from './normalize';
import { Failure } from './failure';
import { NodeInspectable } from './inspect';
import { parse, parseOrFailure } from './parse';
import { ParsedParts, pathEnd } from './parts';
import { relativizeLink, relativizeParts } from './relativize';
import { resolveParts, resolveRelativePath } from './resolve';
import { normalize3986, resolve3986 } from './rfc3986';
import { PlatformURL, toPlatformUrl } from './platform-url';
import { type Change, withComponent } from './with';

export type { AuthorityComponents, OpaqueComponents, ServerComponents, UriComponents } from './constructors';

/** Options of `normalize` and `resolve`, beyond Java. */
export interface Rfc3986Option {
  /** RFC 3986 instead of the JDK's RFC 2396 behaviour (default false). */
  readonly rfc3986?: boolean;
}

/** What `Uri.diagnose` tells of a string that is no URI: the URISyntaxException's parts, unbuilt. */
export interface URISyntaxDiagnosis {
  /** The input as the exception reports it (`getInput()`: spaces trimmed, runs of them shrunk). */
  readonly input: string;
  /** The reason (`getReason()`), e.g. `Illegal character in path`. */
  readonly reason: string;
  /** The UTF-16 index of the error in the input as given (`getIndex()`), or -1. */
  readonly index: number;
  /** The exception's message (`getMessage()`), e.g. `Illegal character in path at index 1: a b`. */
  readonly message: string;
}

/** Options of `relativize`, beyond Java. */
export interface RelativizeOptions {
  /** Link relativization: a relative path with ".." segments as needed, always round-tripping (default false). */
  readonly dotSegments?: boolean;
}

/**
 * The key of the one own property of a Uri: its string, read-only and enumerable, so that deep
 * equality (Jest's toEqual, node:assert's deepStrictEqual, util.isDeepStrictEqual), which compares own
 * enumerable properties, tells two URIs apart. The Uri itself reads only its private fields.
 */
const STRING: unique symbol = Symbol('uri');

/** Marks the module's own construction from parsed parts; not exported, so no caller can pass it. */
const FROM_PARTS: unique symbol = Symbol('fromParts');

/**
 * An immutable URI reference, with exactly java.net.URI's behaviour: RFC 2396 parsing as amended by
 * RFC 2732 (with the JDK's deviations), raw and decoded components, equals/hashCode/compareTo.
 * @example new Uri('http://java.sun.com/j2se/1.3/').getHost() === 'java.sun.com'
 */
export class Uri extends NodeInspectable {
  /**
   * The URI's string, as an own enumerable property: what deep equality compares (see STRING).
   * Declared only: a class field with a computed key would keep the class in every esbuild bundle.
   */
  declare readonly [STRING]: string;
  readonly #parts: ParsedParts;
  /** The hash code once computed; 0 until then (as in the JDK, a hash of 0 is computed each time). */
  #hash = 0;

  /**
   * Parses `str` as a URI reference, as `new URI(str)` does.
   * @throws URISyntaxException with the JDK's reason and index, e.g.
   *   `new Uri('http://')` throws `Expected authority at index 7: http://`
   * @example new Uri('mailto:java-net@java.sun.com').isOpaque() === true
   */
  constructor(str: string);
  /**
   * Builds a URI from a scheme, a scheme-specific part and a fragment, as `new URI(scheme, ssp,
   * fragment)`: illegal characters are quoted, then the result is parsed.
   * @example new Uri('mailto', 'a b@c', null).toString() === 'mailto:a%20b@c'
   * @throws URISyntaxException if the quoted result does not parse, as in the JDK
   */
  constructor(scheme: string | null, ssp: string | null, fragment: string | null);
  /**
   * As `new URI(scheme, host, path, fragment)`: the seven-argument form without user information,
   * port or query. @example new Uri('http', '::1', '/a b', null).toString() === 'http://[::1]/a%20b'
   * @throws URISyntaxException if the result does not parse with a server-based authority, or has a
   *   relative path with a scheme (`Relative path in absolute URI`)
   */
  constructor(scheme: string | null, host: string | null, path: string | null, fragment: string | null);
  /**
   * As `new URI(scheme, authority, path, query, fragment)`: a server- or registry-based authority.
   * @example new Uri('http', 'a_b:8', '/', 'q r', null).toString() === 'http://a_b:8/?q%20r'
   * @throws URISyntaxException if the result does not parse, or has a relative path with a scheme
   */
  constructor(
    scheme: string | null,
    authority: string | null,
    path: string | null,
    query: string | null,
    fragment: string | null,
  );
  /**
   * As `new URI(scheme, userInfo, host, port, path, query, fragment)`: the authority must parse as
   * server-based. @example new Uri('http', 'u', 'h', 8080, '/', null, null).toString() === 'http://u@h:8080/'
   * @throws URISyntaxException if the result does not parse with a server-based authority, or has a
   *   relative path with a scheme
   */
  constructor(
    scheme: string | null,
    userInfo: string | null,
    host: string | null,
    port: number,
    path: string | null,
    query: string | null,
    fragment: string | null,
  );
  /** @throws TypeError if an argument has the wrong type or the number of arguments matches no form */
  constructor(first: unknown) {
    super();
    // `arguments` rather than a rest parameter: parsing a string allocates no array.
    if (arguments.length === 1) {
      this.#parts = parse(stringArgument(first, 'str'), false);
    } else if (first === FROM_PARTS) {
      // eslint-disable-next-line prefer-rest-params -- see above
      this.#parts = arguments[1] as ParsedParts;
    } else {
      // eslint-disable-next-line prefer-rest-params -- see above
      this.#parts = parseArguments([...arguments]);
    }
    // Not frozen: Object.freeze costs 30 ns a parse and 110 ns a resolve (bench). The state is in #
    // private fields, which nothing outside can change; the one own property (keyed by a symbol this
    // module keeps) only mirrors the string for deep equality, and nothing here reads it.
    this[STRING] = this.#parts.input;
  }

  /**
   * Beyond Java: the component constructors with named arguments. `schemeSpecificPart` calls the
   * 3-argument constructor, `authority` the 5-argument one, `userInfo`, `host` or `port` the
   * 7-argument one (so `{ scheme, host, path, fragment }` is the 4-argument one), and otherwise the
   * 5-argument one; each quotes and fails as that constructor does.
   * @example Uri.from({ scheme: 'http', host: 'h', port: 8080, path: '/a b' }).toString() === 'http://h:8080/a%20b'
   * @throws URISyntaxException as the constructor it calls
   * @throws TypeError for a key no constructor takes, keys of two constructors at once (such as
   *   `authority` and `host`), or a value of the wrong type
   * @group Parsing
   */
  static from(components: UriComponents): Uri {
    return fromParts(parseNamed(components));
  }

  /**
   * Parses `str`, as `URI.create(str)`: a syntax error becomes an IllegalArgumentException with the
   * same message, whose `cause` is the URISyntaxException.
   * @example Uri.create('a b') throws IllegalArgumentException('Illegal character in path at index 1: a b')
   * @throws IllegalArgumentException for a string that is not a URI (`cause`: the URISyntaxException)
   * @throws TypeError if `str` is not a string
   * @group Parsing
   */
  static create(str: string): Uri {
    return created(str);
  }

  /**
   * Beyond Java, as `URL.parse`: `str` parsed as `new Uri(str)` parses it, or null where that throws
   * a URISyntaxException. No exception is built, so rejecting a string costs about what parsing one does.
   * @example Uri.parse('a b') === null; Uri.parse('http://h/')?.getHost() === 'h'
   * @throws TypeError if `str` is not a string
   * @group Beyond Java
   */
  static parse(str: string): Uri | null {
    const parsed = parseUri(stringArgument(str, 'str'));
    return parsed instanceof Failure ? null : parsed;
  }

  /**
   * Beyond Java, as `URL.canParse`: whether `new Uri(str)` would succeed, without building an exception.
   * @example Uri.canParse('a b') === false; Uri.canParse('') === true
   * @throws TypeError if `str` is not a string
   * @group Beyond Java
   */
  static canParse(str: string): boolean {
    return !(parseOrFailure(stringArgument(str, 'str'), false) instanceof Failure);
  }

  /**
   * Beyond Java: why `new Uri(str)` would throw, without building the exception: the input, reason,
   * index and message its URISyntaxException would carry (`getInput()`, `getReason()`, `getIndex()`,
   * `getMessage()`), or null when `str` is a URI. For a program that reports bad input, as a linter
   * or a command line does, at the cost of a parse.
   * @example Uri.diagnose('a b') → { input: 'a b', reason: 'Illegal character in path', index: 1,
   *   message: 'Illegal character in path at index 1: a b' }; Uri.diagnose('http://h/') === null
   * @throws TypeError if `str` is not a string
   * @group Beyond Java
   */
  static diagnose(str: string): URISyntaxDiagnosis | null {
    const parsed = parseOrFailure(stringArgument(str, 'str'), false);
    if (!(parsed instanceof Failure)) return null;
    const input = reportedInput(str);
    const { reason, index } = parsed;
    return Object.freeze({ input, reason, index, message: syntaxMessage(input, reason, index) });
  }

  /**
   * The scheme, or null for a relative URI. @example new Uri('HTTP://h/').getScheme() === 'HTTP'
   * @group Components
   */
  getScheme(): string | null {
    return this.#parts.scheme;
  }

  /**
   * The decoded scheme-specific part (escapes inside "[...]" are left alone). Never null.
   * @example new Uri('urn:isbn:%30').getSchemeSpecificPart() === 'isbn:0'
   * @group Components
   */
  getSchemeSpecificPart(): string {
    return decode(this.#parts.schemeSpecificPart, true);
  }

  /**
   * The raw scheme-specific part. @example new Uri('http://h/p?q#f').getRawSchemeSpecificPart() === '//h/p?q'
   * @group Components
   */
  getRawSchemeSpecificPart(): string {
    return this.#parts.schemeSpecificPart;
  }

  /**
   * The decoded authority (escapes inside "[...]" are left alone), or null.
   * @example new Uri('//u%40v@h:8/').getAuthority() === 'u@v@h:8'
   * @group Components
   */
  getAuthority(): string | null {
    return decodeOrNull(this.#parts.authority, true);
  }

  /**
   * The raw authority, server- or registry-based, or null. @example new Uri('//h:8/').getRawAuthority() === 'h:8'
   * @group Components
   */
  getRawAuthority(): string | null {
    return this.#parts.authority;
  }

  /**
   * The decoded user information of a server-based authority, or null. @example new Uri('//a%20b@h/').getUserInfo() === 'a b'
   * @group Components
   */
  getUserInfo(): string | null {
    return decodeOrNull(this.#parts.userInfo, false);
  }

  /**
   * The raw user information, or null. @example new Uri('//a%20b@h/').getRawUserInfo() === 'a%20b'
   * @group Components
   */
  getRawUserInfo(): string | null {
    return this.#parts.userInfo;
  }

  /**
   * The host of a server-based authority (IPv6 literals keep their brackets), or null — also for a
   * registry-based authority. @example new Uri('http://[::1]:80/').getHost() === '[::1]'
   * @group Components
   */
  getHost(): string | null {
    return this.#parts.host;
  }

  /**
   * The port, or -1 when undefined. @example new Uri('http://h:/').getPort() === -1
   * @group Components
   */
  getPort(): number {
    return this.#parts.port;
  }

  /**
   * The decoded path, or null for an opaque URI. @example new Uri('/a%2Fb').getPath() === '/a/b'
   * @group Components
   */
  getPath(): string | null {
    return decodeOrNull(this.#parts.path, false);
  }

  /**
   * The raw path, or null for an opaque URI. @example new Uri('/a%2Fb').getRawPath() === '/a%2Fb'
   * @group Components
   */
  getRawPath(): string | null {
    return this.#parts.path;
  }

  /**
   * The decoded query, or null. @example new Uri('?a%3Db').getQuery() === 'a=b'
   * @group Components
   */
  getQuery(): string | null {
    return decodeOrNull(this.#parts.query, false);
  }

  /**
   * The raw query, or null. @example new Uri('?a%3Db').getRawQuery() === 'a%3Db'
   * @group Components
   */
  getRawQuery(): string | null {
    return this.#parts.query;
  }

  /**
   * The decoded fragment, or null. @example new Uri('#%C3%A9').getFragment() === 'é'
   * @group Components
   */
  getFragment(): string | null {
    return decodeOrNull(this.#parts.fragment, false);
  }

  /**
   * The raw fragment, or null. @example new Uri('#%C3%A9').getRawFragment() === '%C3%A9'
   * @group Components
   */
  getRawFragment(): string | null {
    return this.#parts.fragment;
  }

  /**
   * Whether the URI has a scheme. @example new Uri('a/b').isAbsolute() === false
   * @group Components
   */
  isAbsolute(): boolean {
    return this.#parts.scheme !== null;
  }

  /**
   * Whether the URI is absolute and its scheme-specific part does not begin with "/". @example new Uri('news:comp.lang.java').isOpaque() === true
   * @group Components
   */
  isOpaque(): boolean {
    return this.#parts.path === null;
  }

  /**
   * Returns this Uri when its authority is undefined or server-based; otherwise throws the
   * URISyntaxException that explains why the authority is not server-based.
   * @example new Uri('//a_b/').parseServerAuthority() throws `Illegal character in hostname at index 3: //a_b/`
   * @throws URISyntaxException for a registry-based authority, saying why it is not server-based
   * @group Parsing
   */
  parseServerAuthority(): Uri {
    if (this.#parts.host !== null || this.#parts.authority === null) return this;
    // A registry-based authority is one whose server-based parse failed: parsing again with a
    // server-based authority required throws that failure.
    parse(this.#parts.input, true);
    return this;
  }

  /**
   * Beyond Java: this URI with another scheme (null: none).
   * @example new Uri('http://h/').withScheme('https').toString() === 'https://h/'
   * @throws IllegalArgumentException if the result would not keep the new value as this component
   * @throws URISyntaxException if the result does not parse
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withScheme(scheme: string | null): Uri {
    return rebuildWith(this, this.#parts, 'scheme', nullableArgument(scheme, 'scheme'));
  }

  /**
   * Beyond Java: this URI with another scheme-specific part, quoted as `new Uri(scheme, ssp, fragment)` quotes it.
   * @example new Uri('mailto:a@b').withSchemeSpecificPart('c d@e').toString() === 'mailto:c%20d@e'
   * @throws IllegalArgumentException if the result would not keep the new value as this component
   * @throws URISyntaxException if the result does not parse
   * @throws TypeError if the argument is not a string
   * @group Beyond Java
   */
  withSchemeSpecificPart(ssp: string): Uri {
    return rebuildWith(this, this.#parts, 'schemeSpecificPart', stringArgument(ssp, 'ssp'));
  }

  /**
   * Beyond Java: this URI with other user information (null: none); it needs a server-based authority.
   * Null on a URI without user information gives the URI itself, as for every `with…` method.
   * @example new Uri('http://h/').withUserInfo('a b').toString() === 'http://a%20b@h/'
   * @throws IllegalArgumentException if the result would not keep the new value as this component
   * @throws URISyntaxException if the result does not parse
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withUserInfo(userInfo: string | null): Uri {
    return rebuildWith(this, this.#parts, 'userInfo', nullableArgument(userInfo, 'userInfo'));
  }

  /**
   * Beyond Java: this URI with another host (bracketed when it holds ":"); null removes the
   * server-based authority (on a URI with no host, null gives the URI itself).
   * @example new Uri('http://u@h:8/p').withHost('::1').toString() === 'http://u@[::1]:8/p'
   * @throws IllegalArgumentException if the result would not keep the new value as this component
   * @throws URISyntaxException if the result does not parse
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withHost(host: string | null): Uri {
    return rebuildWith(this, this.#parts, 'host', nullableArgument(host, 'host'));
  }

  /**
   * Beyond Java: this URI with another port (-1: none); it needs a server-based authority. -1 on a
   * URI with no port gives the URI itself.
   * @example new Uri('http://h/').withPort(8080).toString() === 'http://h:8080/'
   * @throws IllegalArgumentException if the result would not keep the new value as this component
   * @throws URISyntaxException if the result does not parse
   * @throws TypeError if the argument is not a 32-bit integer
   * @group Beyond Java
   */
  withPort(port: number): Uri {
    return rebuildWith(this, this.#parts, 'port', portArgument(port, 'Uri.withPort'));
  }

  /**
   * Beyond Java: this hierarchical URI with another path, quoted as the constructors quote it.
   * @example new Uri('http://h/a?q').withPath('/b c').toString() === 'http://h/b%20c?q'
   * @throws IllegalArgumentException if the result would not keep the new value as this component
   * @throws URISyntaxException if the result does not parse
   * @throws TypeError if the argument is not a string
   * @group Beyond Java
   */
  withPath(path: string): Uri {
    return rebuildWith(this, this.#parts, 'path', stringArgument(path, 'path'));
  }

  /**
   * Beyond Java: this hierarchical URI with another query (null: none).
   * @example new Uri('http://h/?a').withQuery('b c').toString() === 'http://h/?b%20c'
   * @throws IllegalArgumentException if the result would not keep the new value as this component
   * @throws URISyntaxException if the result does not parse
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withQuery(query: string | null): Uri {
    return rebuildWith(this, this.#parts, 'query', nullableArgument(query, 'query'));
  }

  /**
   * Beyond Java: this URI with another fragment (null: none).
   * @example new Uri('http://h/#a').withFragment(null).toString() === 'http://h/'
   * @throws IllegalArgumentException if the result would not keep the new value as this component
   * @throws URISyntaxException if the result does not parse
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withFragment(fragment: string | null): Uri {
    return rebuildWith(this, this.#parts, 'fragment', nullableArgument(fragment, 'fragment'));
  }

  /**
   * Beyond Java: this URI with other user information given raw, as it stands in a URI string
   * (escapes kept; null: none); it needs a server-based authority.
   * @example new Uri('http://h/').withRawUserInfo('a%20b').getUserInfo() === 'a b'
   * @throws URISyntaxException for text that user information cannot hold (the JDK's reason; the
   *   index within `userInfo`)
   * @throws IllegalArgumentException if the result would not keep the text as its user information
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withRawUserInfo(userInfo: string | null): Uri {
    return rebuildWith(this, this.#parts, 'userInfo', nullableArgument(userInfo, 'userInfo'), true);
  }

  /**
   * Beyond Java: this hierarchical URI with another authority given raw (server- or registry-based,
   * as parsing reads it; null: none).
   * @example new Uri('http://h/a').withRawAuthority('u@[::1]:8').getHost() === '[::1]'
   * @throws URISyntaxException for text that an authority cannot hold (the JDK's reason; the index
   *   within `authority`)
   * @throws IllegalArgumentException if the result would not keep the text as its authority, e.g.
   *   `h/x`, whose "/" would begin the path
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withRawAuthority(authority: string | null): Uri {
    return rebuildWith(this, this.#parts, 'authority', nullableArgument(authority, 'authority'), true);
  }

  /**
   * Beyond Java: this hierarchical URI with another path given raw, as it stands in a URI string.
   * @example new Uri('http://h/a?q').withRawPath('/b%2Fc').getPath() === '/b/c'
   * @throws URISyntaxException for text that a path cannot hold (the JDK's reason; the index within
   *   `path`), e.g. `Malformed escape pair at index 2: /a%`
   * @throws IllegalArgumentException if the result would not keep the text as its path, e.g.
   *   `//evil/x` (read as an authority) or `/a?b`
   * @throws TypeError if the argument is not a string
   * @group Beyond Java
   */
  withRawPath(path: string): Uri {
    return rebuildWith(this, this.#parts, 'path', stringArgument(path, 'path'), true);
  }

  /**
   * Beyond Java: this hierarchical URI with another query given raw, as it stands in a URI string
   * (null: none), such as one built with URLEncoder. `u.withRawQuery(u.getRawQuery())` is `u`.
   * @example new Uri('http://h/?a').withRawQuery('x=1%262').getRawQuery() === 'x=1%262'
   * @throws URISyntaxException for text that a query cannot hold (the JDK's reason; the index within
   *   `query`), e.g. `Illegal character in query at index 1: a b`
   * @throws IllegalArgumentException if the result would not keep the text as its query, e.g. `a#b`
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withRawQuery(query: string | null): Uri {
    return rebuildWith(this, this.#parts, 'query', nullableArgument(query, 'query'), true);
  }

  /**
   * Beyond Java: this URI with another fragment given raw, as it stands in a URI string (null: none).
   * @example new Uri('http://h/').withRawFragment('a%20b').getFragment() === 'a b'
   * @throws URISyntaxException for text that a fragment cannot hold (the JDK's reason; the index
   *   within `fragment`)
   * @throws IllegalArgumentException if the result would not keep the text as its fragment
   * @throws TypeError if the argument is not a string, null or undefined
   * @group Beyond Java
   */
  withRawFragment(fragment: string | null): Uri {
    return rebuildWith(this, this.#parts, 'fragment', nullableArgument(fragment, 'fragment'), true);
  }

  /**
   * A WHATWG URL (the platform's global `URL`) for this absolute URI, as `toURL()` gives a
   * java.net.URL, only when it addresses what this Uri reports: `getHost()` (or the registry-based
   * authority, or no host) and `getPort()` (or the scheme's default). The URL's `href` is the WHATWG
   * parser's (`http://h/a/../b` comes back as `http://h/b`).
   * @example new Uri('http://h/a').toURL().href === 'http://h/a'
   * @throws IllegalArgumentException `URI is not absolute` for a relative URI; when the URL parser
   *   rejects the string (the cause); when the URL would address another host or port, naming both,
   *   e.g. `toURL: the URL would address 127.0.0.1, not 0177.0.0.1`
   * @group String forms
   */
  toURL(): PlatformURL {
    if (this.#parts.scheme === null) throw new IllegalArgumentException('URI is not absolute');
    return toPlatformUrl(this.#parts);
  }

  /**
   * java.net.URI.normalize: removes "." segments and each ".." segment with the segment before it
   * (unless that is ".."), collapses redundant slashes; returns this Uri when nothing changes and for
   * an opaque URI.
   *
   * Beyond Java, `{ rfc3986: true }` applies RFC 3986 section 6.2.2 instead: scheme and host in lower
   * case, escapes in upper case, escapes of unreserved characters decoded, dot segments removed
   * (nothing scheme-specific; an explicit default port stays). It is idempotent.
   * @example
   * ```ts
   * new Uri('http://h/a/./b/../c').normalize().toString() === 'http://h/a/c'
   * new Uri('HTTP://Ex.COM:80/%7e/a/../b').normalize({ rfc3986: true }).toString() === 'http://ex.com:80/~/b'
   * ```
   * @throws IllegalArgumentException when an RFC 3986 result has no java.net.URI form
   * @throws TypeError if the options are not an object of booleans, or name an option normalize does not take
   * @group Operations
   */
  normalize(options?: Rfc3986Option): Uri {
    if (optionSet(options, 'rfc3986', 'normalize')) return fromRfc3986(normalize3986(this.#parts));
    const p = this.#parts;
    if (p.pathStart < 0) return this;
    const normalized = normalizedPath(p.input, p.pathStart, pathEnd(p));
    return normalized === null ? this : fromParts(withPath(p, normalized));
  }

  /**
   * java.net.URI.resolve: `ref` against this base by RFC 2396 section 5.2, as the JDK does it. A
   * string is first parsed as by `Uri.create` (so a bad one throws IllegalArgumentException).
   *
   * Beyond Java, `{ rfc3986: true }` resolves by RFC 3986 section 5.2 (strict), with its
   * remove_dot_segments.
   * @example
   * ```ts
   * new Uri('http://a/b/c/d;p?q').resolve('../g').toString() === 'http://a/b/g'
   * new Uri('http://a/b/c/d;p?q').resolve('?y', { rfc3986: true }).toString() === 'http://a/b/c/d;p?y'
   * ```
   * @throws IllegalArgumentException for a string that is not a URI, as `Uri.create` (`cause`: the
   *   URISyntaxException); when an RFC 3986 result has no java.net.URI form, such as `a:` (`.` against `a:b`)
   * @throws TypeError if `ref` is neither a Uri nor a string, or the options are not an object of
   *   booleans, or name an option resolve does not take
   * @group Operations
   */
  resolve(ref: Uri | string, options?: Rfc3986Option): Uri {
    const reference = typeof ref === 'string' ? created(ref) : uriArgument(ref, 'resolve');
    if (optionSet(options, 'rfc3986', 'resolve')) return fromRfc3986(resolve3986(this.#parts, reference.#parts));
    const relative = resolveRelativePath(this.#parts, reference.#parts);
    if (relative !== null) return fromParts(relative);
    const resolved = resolveParts(this.#parts, reference.#parts);
    if (resolved === 'base') return this;
    return resolved === 'ref' ? reference : fromParts(withStringForm(resolved));
  }

  /**
   * java.net.URI.relativize: when this Uri's normalized path (as a directory) is a prefix of the
   * target's and scheme and authority match, the rest as a relative reference; else the target.
   *
   * Beyond Java, `{ dotSegments: true }` gives the reference a document at this URI should hold to
   * point at the target: for the same scheme and authority and a non-empty path, a relative path with
   * as many ".." as needed and no more (this URI's last segment is a document), or within the
   * document itself `#f` or `?q` where that resolves back both as the JDK and as RFC 3986 resolve;
   * otherwise the target itself, absolute (never a network-path reference: `//other/x`).
   * For normalized URIs, `base.resolve(base.relativize(t, { dotSegments: true })).equals(t)` always holds.
   * @example
   * ```ts
   * new Uri('http://h/a/').relativize(new Uri('http://h/a/b?q')).toString() === 'b?q'
   * new Uri('http://h/a/b/page.html').relativize(new Uri('http://h/a/c/x.png'), { dotSegments: true }).toString() === '../c/x.png'
   * ```
   * @throws IllegalArgumentException for a string that is not a URI, as `Uri.create` (`cause`: the
   *   URISyntaxException)
   * @throws TypeError if `target` is neither a Uri nor a string, or the options are not an object of
   *   booleans, or name an option relativize does not take
   * @group Operations
   */
  relativize(target: Uri | string, options?: RelativizeOptions): Uri {
    const t = typeof target === 'string' ? created(target) : uriArgument(target, 'relativize');
    if (!optionSet(options, 'dotSegments', 'relativize')) {
      const relative = relativizeParts(this.#parts, t.#parts);
      return relative === 'target' ? t : fromParts(relative);
    }
    const link = relativizeLink(this.#parts, t.#parts);
    return link === 'target' ? t : fromParts(withStringForm(link));
  }

  /**
   * The string form: for a parsed Uri, the string it was parsed from. @example String(new Uri('HTTP://h')) === 'HTTP://h'
   * @group String forms
   */
  override toString(): string {
    return this.#parts.input;
  }

  /**
   * The string form in US-ASCII: after Unicode NFC, non-ASCII characters become the escapes of their
   * UTF-8 octets. @example new Uri('/é').toASCIIString() === '/%C3%A9'
   * @throws NullPointerException (a TypeError) for a lone surrogate, with the JDK's message
   * @group String forms
   */
  toASCIIString(): string {
    return encodeNonAscii(this.#parts.input);
  }

  /**
   * The string form, so that JSON.stringify writes the URI as a string.
   * @group String forms
   */
  toJSON(): string {
    return this.#parts.input;
  }

  /**
   * `Object.prototype.toString` names the class: `[object Uri]`.
   * @group Beyond Java
   */
  get [Symbol.toStringTag](): string {
    return 'Uri';
  }

  /**
   * java.net.URI.equals: schemes and hosts compared without case, escapes' hex digits without case,
   * everything else exactly. @example new Uri('HTTP://H/%7e').equals(new Uri('http://h/%7E')) === true
   * @group Operations
   */
  equals(other: unknown): boolean {
    return other === this || (other instanceof Uri && equalParts(this.#parts, other.#parts));
  }

  /**
   * java.net.URI.hashCode: the same 32-bit int as the JDK, consistent with equals. @example new Uri('a:b').hashCode() === 12417
   * @group Operations
   */
  hashCode(): number {
    if (this.#hash === 0) this.#hash = hashParts(this.#parts);
    return this.#hash;
  }

  /**
   * Beyond Java: a string that two Uris share exactly when `equals` says they are equal, to key a
   * `Map` or `Set` as Java keys a `HashMap<URI, …>` or `HashSet<URI>`. It lists the components as
   * equals compares them (scheme and host in lower case, escapes' hex digits in upper case, the port
   * as a number) and is not itself a URI.
   * @example new Uri('HTTP://A/x%7e').equalityKey() === new Uri('http://a/x%7E').equalityKey()
   * @group Beyond Java
   */
  equalityKey(): string {
    return equalityKey(this.#parts);
  }

  /**
   * java.net.URI.compareTo: negative, zero or positive, with the JDK's sign.
   * @example new Uri('a:b').compareTo(new Uri('a:c')) < 0
   * @throws TypeError if `other` is not a Uri
   * @group Operations
   */
  compareTo(other: Uri): number {
    return compareParts(this.#parts, uriArgument(other, 'compareTo').#parts);
  }
}

/** `uri` (whose parts are `parts`) with one component changed (see withComponent); itself when nothing changes. */
function rebuildWith(
  uri: Uri,
  parts: ParsedParts,
  name: Change['name'],
  value: string | number | null,
  raw = false,
): Uri {
  const changed = withComponent(parts, name, value, raw);
  return changed === parts ? uri : fromParts(changed);
}

function uriArgument(value: unknown, method: string): Uri {
  if (!(value instanceof Uri)) throw typeError(`Uri.${method}: expected a Uri`, value);
  return value;
}

/** A Uri holding `parts`. */
function fromParts(parts: ParsedParts): Uri {
  return new (Uri as unknown as new (token: symbol, parts: ParsedParts) => Uri)(FROM_PARTS, parts);
}

/** `input` parsed as `new Uri(input)` parses it, or the Failure (reason, index) where that throws. */
export function parseUri(input: string): Uri | Failure {
  const parsed = parseOrFailure(input, false);
  return parsed instanceof Failure ? parsed : fromParts(parsed);
}

/**
 * `new Uri(s)`, as `Uri.create(s)`: a syntax error becomes an IllegalArgumentException with
 * `message` (by default the error's own), whose cause is the URISyntaxException.
 */
function created(s: string, message?: string): Uri {
  try {
    return new Uri(s);
  } catch (e) {
    if (e instanceof URISyntaxException) throw new IllegalArgumentException(message ?? e.message, e);
    throw e;
  }
}

/**
 * The Uri of an RFC 3986 result. A few results have no java.net.URI form (such as "a:", from "."
 * against "a:b"): an IllegalArgumentException says so, with the parse error as its cause.
 */
function fromRfc3986(s: string): Uri {
  return created(s, `The RFC 3986 result is not a java.net.URI: ${s}`);
}

function decodeOrNull(s: string | null, keepBracketed: boolean): string | null {
  return s === null ? null : decode(s, keepBracketed);
}

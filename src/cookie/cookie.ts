/**
 * java.net.HttpCookie: a cookie with its attributes, the Set-Cookie and Set-Cookie2 parser, equals,
 * hashCode and toString, as JDK 25 answers (found by asking it: scripts/jdk/CookieOracle.java).
 */
import { IllegalArgumentException, NullPointerException, typeError } from '../uri';
import { expiresMillis } from './dates';
import { domainMatches } from './domain';
import { CookieInspectable } from './inspect';
import { equalsIgnoreCase, parseJavaInteger, regionMatchesIgnoreCase, stringHash, toLowerCase, trim } from './text';

/** Characters a cookie name may not hold besides controls and non-ASCII: `,` `;` and space. */
const SEPARATORS = ',; ';

/** Whether name is a token as HttpCookie's constructor wants it: ASCII, no control, no `,` `;` or space. */
function isToken(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 0x20 || c >= 0x7f || SEPARATORS.includes(name[i]!)) return false;
  }
  return true;
}

/** A value with one pair of surrounding double or single quotes taken off (when more is inside them). */
function unquote(value: string | null): string | null {
  if (value === null || value.length <= 2) return value;
  const first = value[0];
  return (first === '"' || first === "'") && value[value.length - 1] === first ? value.slice(1, -1) : value;
}

/** The version HttpCookie.parse reads a header as: 0 (Netscape) where it mentions `expires=`, else 1 where `version=`, `max-age` or the Set-Cookie2 prefix. */
function guessVersion(lower: string): 0 | 1 {
  if (lower.includes('expires=')) return 0;
  return lower.includes('version=') || lower.includes('max-age') || lower.startsWith('set-cookie2:') ? 1 : 0;
}

/** The parts of a Set-Cookie2 header between commas outside double quotes (one cookie each). */
function splitCookies(header: string): string[] {
  const parts: string[] = [];
  let quotes = 0;
  let from = 0;
  for (let i = 0; i < header.length; i++) {
    const c = header.charCodeAt(i);
    if (c === 0x22) quotes++;
    else if (c === 0x2c && quotes % 2 === 0) {
      parts.push(header.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(header.slice(from));
  return parts;
}

/** A `name=value` or `name` item: its trimmed name, and its trimmed value or null. */
function item(text: string): [string, string | null] {
  const eq = text.indexOf('=');
  return eq === -1 ? [trim(text), null] : [trim(text.slice(0, eq)), trim(text.slice(eq + 1))];
}

/** Checks a string argument that Java would dereference: null is Java's NullPointerException. */
function dereferenced(value: unknown, what: string, call: string, variable: string): string {
  if (value === null) throw new NullPointerException(`Cannot invoke "${call}" because "${variable}" is null`);
  if (typeof value !== 'string') throw typeError(`${what} must be a string`, value);
  return value;
}

/** Checks an argument that may be a string or null. */
function nullable(value: unknown, what: string): string | null {
  if (value !== null && typeof value !== 'string') throw typeError(`${what} must be a string or null`, value);
  return value;
}

/** Checks an argument of Java's boolean. */
function bool(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw typeError(`${what} must be a boolean`, value);
  return value;
}

/** Checks an argument of Java's int or long: an integer number (a long beyond 2^53 is rounded, as any number). */
function integer(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw typeError(`${what} must be an integer`, value);
  return value;
}

/**
 * An HTTP cookie, as java.net.HttpCookie: a name and a value with the attributes of RFC 2965 and the
 * Netscape draft, mutable as Java's. Version 1 (RFC 2965) unless set; `maxAge` -1 (until the session ends)
 * unless set.
 * @example `new HttpCookie('id', 'a1').toString() === 'id="a1"'` (version 1); with setVersion(0), `id=a1`
 */
export class HttpCookie extends CookieInspectable {
  #name: string;
  #value: string | null;
  #comment: string | null = null;
  #commentURL: string | null = null;
  #discard = false;
  #domain: string | null = null;
  #maxAge = -1;
  #path: string | null = null;
  #portlist: string | null = null;
  #secure = false;
  #httpOnly = false;
  #version = 1;
  /** When the cookie was made (Date.now()), from which max-age counts. */
  #created: number;

  /**
   * HttpCookie(name, value): the name is trimmed (characters up to U+0020 at either end) and must then be
   * a non-empty token: ASCII, no control character, no `,` `;` or space, not starting with `$`.
   * @example `new HttpCookie(' a ', 'x').getName() === 'a'`
   * @throws IllegalArgumentException `Illegal cookie name`; NullPointerException for a null name
   */
  constructor(name: string, value: string | null) {
    super();
    const trimmed = trim(dereferenced(name, 'HttpCookie: name', 'String.trim()', 'name'));
    if (trimmed.length === 0 || !isToken(trimmed) || trimmed.charCodeAt(0) === 0x24) {
      throw new IllegalArgumentException('Illegal cookie name');
    }
    this.#name = trimmed;
    this.#value = nullable(value, 'HttpCookie: value');
    this.#created = Date.now();
  }

  /**
   * HttpCookie.parse: the cookies of a Set-Cookie or Set-Cookie2 header (with or without its
   * `Set-Cookie:`/`Set-Cookie2:` prefix, any case). A header mentioning `expires=` is one Netscape
   * (version 0) cookie; else one mentioning `version=`, `max-age` or the Set-Cookie2 prefix holds version-1
   * cookies separated by commas outside double quotes; else it is one version-0 cookie. Items are
   * separated by `;` (empty ones skipped); the first is `name=value`, the others attributes, known by their
   * name in any case: Comment, CommentURL, Discard, Domain, Max-Age, Path, Port, Secure, HttpOnly,
   * Version, Expires (unknown ones ignored; a repeated one keeps its first value, but Discard, Secure,
   * HttpOnly and Version). Values lose one pair of surrounding `"` or `'`. Expires gives the seconds from
   * now to the date (0 for a date past or unread), unless Max-Age came first.
   * @example `HttpCookie.parse('Set-Cookie: a=b; Path=/; Max-Age=60')[0].getMaxAge() === 60`
   * @throws IllegalArgumentException `Empty cookie header string`, `Invalid cookie name-value pair`,
   *   `Illegal cookie name`, `Illegal cookie max-age attribute`, `cookie version should be 0 or 1`;
   *   NullPointerException for null
   */
  static parse(header: string): HttpCookie[] {
    const text = dereferenced(header, 'HttpCookie.parse: header', 'String.toLowerCase(java.util.Locale)', 'header');
    const version = guessVersion(toLowerCase(text));
    let rest = text;
    if (regionMatchesIgnoreCase(text, 0, 'set-cookie2:')) rest = text.slice(12);
    else if (regionMatchesIgnoreCase(text, 0, 'set-cookie:')) rest = text.slice(11);
    const cookies = (version === 0 ? [rest] : splitCookies(rest)).map((one) => HttpCookie.#parseOne(one));
    for (const cookie of cookies) cookie.#version = version;
    return cookies;
  }

  /**
   * HttpCookie.domainMatches: RFC 2965's domain-match of a host name against a cookie's domain. The
   * domain needs a dot inside it (`.local` aside); the host is the domain, the domain without its leading
   * dot, or a name of one label followed by the domain; a host with no dot also matches `.local` and its
   * own name + `.local`. Case is ignored; null matches nothing.
   * @example `HttpCookie.domainMatches('.example.com', 'www.example.com') === true`; `'a.www.example.com'`: false
   */
  static domainMatches(domain: string | null, host: string | null): boolean {
    return domainMatches(
      nullable(domain, 'HttpCookie.domainMatches: domain'),
      nullable(host, 'HttpCookie.domainMatches: host'),
    );
  }

  /** hasExpired: whether max-age is 0, or positive and more whole seconds than it have passed since the cookie was made. @example `c.setMaxAge(0); c.hasExpired() === true` */
  hasExpired(): boolean {
    if (this.#maxAge === 0) return true;
    if (this.#maxAge < 0) return false;
    return Math.trunc((Date.now() - this.#created) / 1000) > this.#maxAge;
  }

  /** setComment: the purpose of the cookie (RFC 2965), or null. @example `c.setComment('login')` */
  setComment(purpose: string | null): void {
    this.#comment = nullable(purpose, 'HttpCookie.setComment: purpose');
  }

  /** getComment: the comment, or null. @example `HttpCookie.parse('a=b; Comment=x')[0].getComment() === 'x'` */
  getComment(): string | null {
    return this.#comment;
  }

  /** setCommentURL: a URL describing the cookie (RFC 2965), or null. @example `c.setCommentURL('http://x/')` */
  setCommentURL(purpose: string | null): void {
    this.#commentURL = nullable(purpose, 'HttpCookie.setCommentURL: purpose');
  }

  /** getCommentURL: the comment URL, or null. @example `HttpCookie.parse('a=b; CommentURL="u"')[0].getCommentURL() === 'u'` */
  getCommentURL(): string | null {
    return this.#commentURL;
  }

  /** setDiscard: whether the user agent discards the cookie unconditionally (RFC 2965). @example `c.setDiscard(true)` */
  setDiscard(discard: boolean): void {
    this.#discard = bool(discard, 'HttpCookie.setDiscard: discard');
  }

  /** getDiscard: the Discard attribute. @example `HttpCookie.parse('a=b; Discard')[0].getDiscard() === true` */
  getDiscard(): boolean {
    return this.#discard;
  }

  /** setPortlist: the Port attribute, a comma-separated list of ports, or null. @example `c.setPortlist('80,8080')` */
  setPortlist(ports: string | null): void {
    this.#portlist = nullable(ports, 'HttpCookie.setPortlist: ports');
  }

  /** getPortlist: the Port attribute (`''` for a Port with no value), or null. @example `HttpCookie.parse('a=b; Port')[0].getPortlist() === ''` */
  getPortlist(): string | null {
    return this.#portlist;
  }

  /** setDomain: the domain, lowercased (String.toLowerCase), or null. @example `c.setDomain('.Example.COM'); c.getDomain() === '.example.com'` */
  setDomain(pattern: string | null): void {
    const domain = nullable(pattern, 'HttpCookie.setDomain: pattern');
    this.#domain = domain === null ? null : toLowerCase(domain);
  }

  /** getDomain: the domain, lowercased, or null. @example `HttpCookie.parse('a=b; Domain=X.org')[0].getDomain() === 'x.org'` */
  getDomain(): string | null {
    return this.#domain;
  }

  /** setMaxAge: the lifetime in seconds: negative until the session ends, 0 to delete the cookie. @example `c.setMaxAge(3600)` */
  setMaxAge(expiry: number): void {
    this.#maxAge = integer(expiry, 'HttpCookie.setMaxAge: expiry');
  }

  /** getMaxAge: the lifetime in seconds, -1 when unspecified. @example `new HttpCookie('a', 'b').getMaxAge() === -1` */
  getMaxAge(): number {
    return this.#maxAge;
  }

  /** setPath: the path the cookie is sent to, or null. @example `c.setPath('/app/')` */
  setPath(uri: string | null): void {
    this.#path = nullable(uri, 'HttpCookie.setPath: uri');
  }

  /** getPath: the path, or null. @example `HttpCookie.parse('a=b; Path="/x"')[0].getPath() === '/x'` */
  getPath(): string | null {
    return this.#path;
  }

  /** setSecure: whether the cookie is only sent over HTTPS. @example `c.setSecure(true)` */
  setSecure(flag: boolean): void {
    this.#secure = bool(flag, 'HttpCookie.setSecure: flag');
  }

  /** getSecure: the Secure attribute. @example `HttpCookie.parse('a=b; secure')[0].getSecure() === true` */
  getSecure(): boolean {
    return this.#secure;
  }

  /** getName: the name, trimmed. Java's name is final: there is no setter. @example `new HttpCookie('a', 'b').getName() === 'a'` */
  getName(): string {
    return this.#name;
  }

  /** setValue: the value, or null. @example `c.setValue('v2')` */
  setValue(newValue: string | null): void {
    this.#value = nullable(newValue, 'HttpCookie.setValue: newValue');
  }

  /** getValue: the value (its surrounding quotes taken off by parse), or null. @example `HttpCookie.parse('a="b"')[0].getValue() === 'b'` */
  getValue(): string | null {
    return this.#value;
  }

  /** getVersion: 1 (RFC 2965) or 0 (Netscape). @example `HttpCookie.parse('a=b')[0].getVersion() === 0` */
  getVersion(): number {
    return this.#version;
  }

  /**
   * setVersion: 0 (Netscape) or 1 (RFC 2965).
   * @example `c.setVersion(0)`
   * @throws IllegalArgumentException `cookie version should be 0 or 1`
   */
  setVersion(v: number): void {
    const version = integer(v, 'HttpCookie.setVersion: v') | 0;
    if (version !== 0 && version !== 1) throw new IllegalArgumentException('cookie version should be 0 or 1');
    this.#version = version;
  }

  /** isHttpOnly: the HttpOnly attribute. @example `HttpCookie.parse('a=b; HttpOnly')[0].isHttpOnly() === true` */
  isHttpOnly(): boolean {
    return this.#httpOnly;
  }

  /** setHttpOnly: whether scripts may not see the cookie. @example `c.setHttpOnly(true)` */
  setHttpOnly(httpOnly: boolean): void {
    this.#httpOnly = bool(httpOnly, 'HttpCookie.setHttpOnly: httpOnly');
  }

  /**
   * toString: the cookie as a Cookie header writes it: `name=value` for version 0; for version 1
   * `name="value"`, then `;$Path="…"`, `;$Domain="…"` and `;$Port="…"` for those set (null written `null`).
   * @example `HttpCookie.parse('Set-Cookie2: a=b; Path=/')[0].toString() === 'a="b";$Path="/"'`
   */
  override toString(): string {
    if (this.#version === 0) return `${this.#name}=${this.#value}`;
    let s = `${this.#name}="${this.#value}"`;
    if (this.#path !== null) s += `;$Path="${this.#path}"`;
    if (this.#domain !== null) s += `;$Domain="${this.#domain}"`;
    if (this.#portlist !== null) s += `;$Port="${this.#portlist}"`;
    return s;
  }

  /**
   * equals: another HttpCookie with the same name and domain (ignoring case) and the same path.
   * @example `new HttpCookie('A', 'x').equals(new HttpCookie('a', 'y')) === true`
   */
  equals(obj: unknown): boolean {
    if (obj === this) return true;
    if (!(obj instanceof HttpCookie)) return false;
    const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : equalsIgnoreCase(a, b));
    return same(this.#name, obj.#name) && same(this.#domain, obj.#domain) && this.#path === obj.#path;
  }

  /**
   * hashCode: the JDK's 32-bit int: the String hashCodes of the lowercased name, of the lowercased domain
   * and of the path (0 for null) added.
   * @example `new HttpCookie('a', 'b').hashCode() === 97`
   */
  hashCode(): number {
    const domain = this.#domain === null ? 0 : stringHash(toLowerCase(this.#domain));
    const path = this.#path === null ? 0 : stringHash(this.#path);
    return (stringHash(toLowerCase(this.#name)) + domain + path) | 0;
  }

  /** clone: a copy with every attribute and the same creation time. @example `c.clone().equals(c) === true` */
  clone(): HttpCookie {
    const copy = new HttpCookie(this.#name, this.#value);
    copy.#comment = this.#comment;
    copy.#commentURL = this.#commentURL;
    copy.#discard = this.#discard;
    copy.#domain = this.#domain;
    copy.#maxAge = this.#maxAge;
    copy.#path = this.#path;
    copy.#portlist = this.#portlist;
    copy.#secure = this.#secure;
    copy.#httpOnly = this.#httpOnly;
    copy.#version = this.#version;
    copy.#created = this.#created;
    return copy;
  }

  /** @internal When the cookie was made (Date.now()), which CookieManager sorts by. */
  static creationTime(cookie: HttpCookie): number {
    return cookie.#created;
  }

  /** One cookie of a header: `name=value` first, then its attributes, each item between `;`. */
  static #parseOne(text: string): HttpCookie {
    const items = text.split(';').filter((s) => s.length > 0);
    if (items.length === 0) throw new IllegalArgumentException('Empty cookie header string');
    const [name, value] = item(items[0]!);
    if (value === null) throw new IllegalArgumentException('Invalid cookie name-value pair');
    const cookie = new HttpCookie(name, unquote(value));
    for (let i = 1; i < items.length; i++) cookie.#assign(...item(items[i]!));
    return cookie;
  }

  /** Sets an attribute by its name in any case, as parse does. */
  #assign(name: string, raw: string | null): void {
    const value = unquote(raw);
    switch (toLowerCase(name)) {
      case 'comment':
        this.#comment ??= value;
        break;
      case 'commenturl':
        this.#commentURL ??= value;
        break;
      case 'discard':
        this.#discard = true;
        break;
      case 'domain':
        if (this.#domain === null) this.setDomain(value);
        break;
      case 'max-age': {
        const age = parseJavaInteger(value, 64);
        if (age === null) throw new IllegalArgumentException('Illegal cookie max-age attribute');
        if (this.#maxAge === -1) this.#maxAge = Number(age);
        break;
      }
      case 'path':
        this.#path ??= value;
        break;
      case 'port':
        this.#portlist ??= value ?? '';
        break;
      case 'secure':
        this.#secure = true;
        break;
      case 'httponly':
        this.#httpOnly = true;
        break;
      case 'version': {
        const v = parseJavaInteger(value, 32);
        if (v !== null) this.setVersion(Number(v));
        break;
      }
      case 'expires':
        if (this.#maxAge === -1) {
          const at = value === null ? null : expiresMillis(value);
          const delta = at === null ? 0n : (at - BigInt(this.#created)) / 1000n;
          this.#maxAge = delta > 0n ? Number(delta) : 0;
        }
        break;
    }
  }
}

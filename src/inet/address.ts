/**
 * java.net.InetAddress, Inet4Address and Inet6Address for IP literals and given bytes, as JDK 25
 * answers when every name lookup fails: no name is ever looked up (see UnknownHostException).
 */
import {
  Char,
  CharClass,
  IllegalArgumentException,
  NullPointerException,
  inClass,
  reportedInput,
  typeError,
} from '../uri';
import { UnknownHostException } from './errors';
import { InetInspectable } from './inspect';
import { int32, ipv4Literal, ipv6Hash, ipv6Literal, isMapped, numericScope, posixLiteral } from './literals';

/** Lets only this module make addresses: Java's InetAddress has no public constructor. */
const MAKE = /* @__PURE__ */ Symbol('InetAddress');

/** Java's IllegalArgumentException for a literal that a `ofLiteral` does not take, its message as JDK 25 filters it. */
function invalidLiteral(literal: string): IllegalArgumentException {
  return new IllegalArgumentException(reportedInput('Invalid IP address literal: ' + literal));
}

/** `literal`, or the NullPointerException (no message) or TypeError the `ofLiteral` methods throw. */
function literalArgument(literal: unknown, method: string): string {
  if (literal === null) throw new NullPointerException();
  if (typeof literal !== 'string') throw typeError(`${method}: the literal must be a string`, literal);
  return literal;
}

/**
 * An IP address, as java.net.InetAddress: an Inet4Address or an Inet6Address, with the host name it
 * was given, if any. Made by the static methods only.
 * @example InetAddress.getByName('127.1').toString() === '/127.0.0.1'
 */
export class InetAddress extends InetInspectable {
  /** The address: 4 bytes for IPv4, 16 for IPv6. */
  readonly #bytes: Uint8Array;
  /** The host name given, or the one getHostName() settled on (as the JDK's, it is then kept); null until then. */
  #hostName: string | null;

  /** @internal Addresses are made by the static methods; `new InetAddress()` throws a TypeError. */
  constructor(make: typeof MAKE, bytes: Uint8Array, hostName: string | null) {
    if (make !== MAKE)
      throw typeError('InetAddress has no public constructor: use InetAddress.getByName or ofLiteral', make);
    super();
    this.#bytes = bytes;
    this.#hostName = hostName;
  }

  /**
   * InetAddress.ofLiteral: an IPv4 literal as `Inet4Address.ofLiteral` reads it, or an IPv6 one as
   * `Inet6Address.ofLiteral` does; no name is looked up.
   * @example InetAddress.ofLiteral('0177.1').toString() === '/177.0.0.1' (leading zeros are decimal)
   * @throws IllegalArgumentException `Invalid IP address literal: …`; NullPointerException for null
   */
  static ofLiteral(literal: string): InetAddress {
    const text = literalArgument(literal, 'InetAddress.ofLiteral');
    const v4 = ipv4Literal(text);
    return v4 !== null ? inet4(v4, null) : ofIpv6Literal(text);
  }

  /**
   * InetAddress.getByName, with no lookup: `null` and `""` give the loopback address, `localhost` (any
   * case) 127.0.0.1, an IPv4 or IPv6 literal (`[…]` or bare, with a numeric scope) its address.
   * @example InetAddress.getByName('[::1%2]').toString() === '/0:0:0:0:0:0:0:1%2'
   * @throws UnknownHostException for any other host (a literal the JDK rejects, with its reason; a
   *   name, as a failed lookup: its message is the name); TypeError for a non-string
   */
  static getByName(host: string | null): InetAddress {
    if (host !== null && typeof host !== 'string')
      throw typeError('InetAddress.getByName: the host must be a string or null', host);
    return byName(host);
  }

  /**
   * InetAddress.getAllByName: the one address getByName gives, in an array (no name is looked up,
   * so there is never more than one).
   * @example InetAddress.getAllByName('1.2.3.4').length === 1
   * @throws UnknownHostException as getByName
   */
  static getAllByName(host: string | null): InetAddress[] {
    return [InetAddress.getByName(host)];
  }

  /**
   * InetAddress.getByAddress: the address of 4 or 16 bytes (an Int8Array, a Uint8Array or an array of
   * integers from -128 to 255), with `host` as its name if given (surrounding `[ ]` removed). 16 bytes
   * of an IPv4-mapped address give an Inet4Address.
   * @example InetAddress.getByAddress('h', [127, 0, 0, 1]).toString() === 'h/127.0.0.1'
   * @throws UnknownHostException `addr is of illegal length` (also for null); TypeError for bytes of another type
   */
  static getByAddress(bytes: ArrayLike<number> | null): InetAddress;
  static getByAddress(host: string | null, bytes: ArrayLike<number> | null): InetAddress;
  static getByAddress(first: string | ArrayLike<number> | null, second?: ArrayLike<number> | null): InetAddress {
    const named = arguments.length > 1;
    const host = named ? first : null;
    if (host !== null && typeof host !== 'string')
      throw typeError('InetAddress.getByAddress: the host must be a string or null', host);
    const given = byteArgument(named ? second : first);
    if (given === null || (given.length !== 4 && given.length !== 16)) {
      throw new UnknownHostException('addr is of illegal length');
    }
    const name =
      host !== null && host.length > 1 && host[0] === '[' && host[host.length - 1] === ']' ? host.slice(1, -1) : host;
    if (given.length === 4) return inet4(int32(given, 0), name);
    return isMapped(given) ? inet4(int32(given, 12), name) : new Inet6Address(MAKE, given, name, -1);
  }

  /**
   * InetAddress.getLoopbackAddress: `localhost/127.0.0.1` (the JDK's answer on a machine that prefers IPv4).
   * @example InetAddress.getLoopbackAddress().toString() === 'localhost/127.0.0.1'
   */
  static getLoopbackAddress(): InetAddress {
    return inet4(0x7f000001, 'localhost');
  }

  /**
   * The address as text: `a.b.c.d` for IPv4; for IPv6 eight groups of lowercase hex without `::`
   * (and its scope: see Inet6Address).
   * @example InetAddress.ofLiteral('010.1').getHostAddress() === '10.0.0.1'
   */
  getHostAddress(): string {
    const b = this.#bytes;
    if (b.length === 4) return `${b[0]}.${b[1]}.${b[2]}.${b[3]}`;
    let text = ((b[0] << 8) | b[1]).toString(16);
    for (let i = 2; i < 16; i += 2) text += ':' + ((b[i] << 8) | b[i + 1]).toString(16);
    return text;
  }

  /**
   * The address's bytes, as Java's signed bytes, in a new array on each call.
   * @example InetAddress.ofLiteral('255.0.0.1').getAddress() is Int8Array [-1, 0, 0, 1]
   */
  getAddress(): Int8Array {
    return new Int8Array(this.#bytes);
  }

  /**
   * The host name given, else (the JDK's reverse lookup failing) the address text, which the address
   * then keeps as its name, so that toString() shows it, as the JDK's does.
   * @example a = InetAddress.ofLiteral('10.0.0.1'); a.getHostName() === '10.0.0.1'; then String(a) === '10.0.0.1/10.0.0.1'
   */
  getHostName(): string {
    return (this.#hostName ??= this.getHostAddress());
  }

  /**
   * The address text: the JDK's reverse lookup failing, as every lookup does here; the name is not kept.
   * @example InetAddress.getByName('localhost').getCanonicalHostName() === '127.0.0.1'
   */
  getCanonicalHostName(): string {
    return this.getHostAddress();
  }

  /**
   * The host name (or nothing), `/`, and the address text.
   * @example String(InetAddress.getByName('LocalHost')) === 'localhost/127.0.0.1'
   */
  override toString(): string {
    return (this.#hostName ?? '') + '/' + this.getHostAddress();
  }

  /**
   * For IPv4 the address as a 32-bit int; for IPv6 the wrapping sum of its four 32-bit words, each
   * byte signed (the scope is left out).
   * @example InetAddress.ofLiteral('255.255.255.255').hashCode() === -1
   */
  hashCode(): number {
    const b = this.#bytes;
    return b.length === 4 ? int32(b, 0) : ipv6Hash(b);
  }

  /**
   * Whether `other` is an address of the same class with the same bytes; host names and IPv6 scopes
   * are left out.
   * @example InetAddress.ofLiteral('fe80::1%1').equals(InetAddress.ofLiteral('fe80::1')) === true
   */
  equals(other: unknown): boolean {
    if (!(other instanceof InetAddress) || other.constructor !== this.constructor) return false;
    const a = this.#bytes;
    const b = other.#bytes;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /** Whether this is the wildcard address (`0.0.0.0`, `::`). @example InetAddress.ofLiteral('::').isAnyLocalAddress() === true */
  isAnyLocalAddress(): boolean {
    return this.#bytes.every((b) => b === 0);
  }

  /** Whether this is a loopback address (`127/8`, `::1`). @example InetAddress.ofLiteral('127.9.9.9').isLoopbackAddress() === true */
  isLoopbackAddress(): boolean {
    const b = this.#bytes;
    return b.length === 4 ? b[0] === 127 : b[15] === 1 && b.every((x, i) => i === 15 || x === 0);
  }

  /** Whether this is a link-local unicast address (`169.254/16`, `fe80::/10`). @example InetAddress.ofLiteral('169.254.0.1').isLinkLocalAddress() === true */
  isLinkLocalAddress(): boolean {
    const b = this.#bytes;
    return b.length === 4 ? b[0] === 169 && b[1] === 254 : b[0] === 0xfe && (b[1] & 0xc0) === 0x80;
  }

  /** Whether this is a site-local address (`10/8`, `172.16/12`, `192.168/16`, `fec0::/10`). @example InetAddress.ofLiteral('172.31.0.1').isSiteLocalAddress() === true */
  isSiteLocalAddress(): boolean {
    const b = this.#bytes;
    if (b.length === 16) return b[0] === 0xfe && (b[1] & 0xc0) === 0xc0;
    return b[0] === 10 || (b[0] === 172 && (b[1] & 0xf0) === 16) || (b[0] === 192 && b[1] === 168);
  }

  /** Whether this is a multicast address (`224/4`, `ff00::/8`). @example InetAddress.ofLiteral('239.1.1.1').isMulticastAddress() === true */
  isMulticastAddress(): boolean {
    const b = this.#bytes;
    return b.length === 4 ? (b[0] & 0xf0) === 0xe0 : b[0] === 0xff;
  }

  /** Whether this is a multicast address of global scope (`224.0.1.0`–`238.255.255.255`, `ffXe::`). @example InetAddress.ofLiteral('224.0.1.1').isMCGlobal() === true */
  isMCGlobal(): boolean {
    const b = this.#bytes;
    if (b.length === 16) return b[0] === 0xff && (b[1] & 0x0f) === 0x0e;
    return b[0] >= 224 && b[0] <= 238 && !(b[0] === 224 && b[1] === 0 && b[2] === 0);
  }

  /** Whether this is a multicast address of node-local scope (`ffX1::`; never for IPv4). @example InetAddress.ofLiteral('ff01::1').isMCNodeLocal() === true */
  isMCNodeLocal(): boolean {
    return this.#multicastScope() === 0x01;
  }

  /** Whether this is a multicast address of link-local scope (`224.0.0/24`, `ffX2::`). @example InetAddress.ofLiteral('224.0.0.1').isMCLinkLocal() === true */
  isMCLinkLocal(): boolean {
    const b = this.#bytes;
    return b.length === 4 ? b[0] === 224 && b[1] === 0 && b[2] === 0 : this.#multicastScope() === 0x02;
  }

  /** Whether this is a multicast address of site-local scope (`239.255/16`, `ffX5::`). @example InetAddress.ofLiteral('239.255.0.1').isMCSiteLocal() === true */
  isMCSiteLocal(): boolean {
    const b = this.#bytes;
    return b.length === 4 ? b[0] === 239 && b[1] === 255 : this.#multicastScope() === 0x05;
  }

  /** Whether this is a multicast address of organization-local scope (`239.192/14`, `ffX8::`). @example InetAddress.ofLiteral('239.192.0.1').isMCOrgLocal() === true */
  isMCOrgLocal(): boolean {
    const b = this.#bytes;
    return b.length === 4 ? b[0] === 239 && (b[1] & 0xfc) === 192 : this.#multicastScope() === 0x08;
  }

  /** An IPv6 multicast address's scope nibble; -1 for any other address. */
  #multicastScope(): number {
    const b = this.#bytes;
    return b.length === 16 && b[0] === 0xff ? b[1] & 0x0f : -1;
  }

  /** How the Java class is named, for `Object.prototype.toString` and util.inspect. */
  get [Symbol.toStringTag](): string {
    return this.#bytes.length === 4 ? 'Inet4Address' : 'Inet6Address';
  }
}

/**
 * An IPv4 address, as java.net.Inet4Address.
 * @example Inet4Address.ofPosixLiteral('0x7f.1').toString() === '/127.0.0.1'
 */
export class Inet4Address extends InetAddress {
  /**
   * Inet4Address.ofLiteral: 1 to 4 decimal parts (`a.b.c.d`, `a.b.c`, `a.b`, `a`), leading zeros
   * still decimal, every part but the last at most 255, the last filling the bytes left; at most 15
   * characters.
   * @example Inet4Address.ofLiteral('1.2.3.08').toString() === '/1.2.3.8'
   * @throws IllegalArgumentException `Invalid IP address literal: …`; NullPointerException for null
   */
  static override ofLiteral(literal: string): Inet4Address {
    const v4 = ipv4Literal(literalArgument(literal, 'Inet4Address.ofLiteral'));
    if (v4 === null) throw invalidLiteral(literal);
    return inet4(v4, null);
  }

  /**
   * Inet4Address.ofPosixLiteral: as POSIX `inet_aton`, each of 1 to 4 parts hexadecimal after `0x`,
   * octal after a leading `0`, else decimal.
   * @example Inet4Address.ofPosixLiteral('017.1').toString() === '/15.0.0.1'
   * @throws IllegalArgumentException `Invalid IP address literal: …`; NullPointerException for null
   */
  static ofPosixLiteral(literal: string): Inet4Address {
    const v4 = posixLiteral(literalArgument(literal, 'Inet4Address.ofPosixLiteral'));
    if (v4 === null) throw invalidLiteral(literal);
    return inet4(v4, null);
  }
}

/**
 * An IPv6 address, as java.net.Inet6Address, with its numeric scope if it has one.
 * @example Inet6Address.ofLiteral('[fe80::1%2]').getScopeId() === 2
 */
export class Inet6Address extends InetAddress {
  /** The numeric scope, or -1 for none. */
  readonly #scope: number;

  /** @internal Addresses are made by the static methods; `new Inet6Address()` throws a TypeError. */
  constructor(make: typeof MAKE, bytes: Uint8Array, hostName: string | null, scope: number) {
    super(make, bytes, hostName);
    this.#scope = scope;
  }

  /**
   * Inet6Address.ofLiteral: an IPv6 literal, bare or in `[ ]`, with a numeric scope after `%` (up to
   * 2147483647); an IPv4-mapped one (`::ffff:a.b.c.d`, unscoped) gives an Inet4Address. A scope that
   * names a network interface is taken as one that does not exist here.
   * @example Inet6Address.ofLiteral('::ffff:1.2.3.4').toString() === '/1.2.3.4'
   * @throws IllegalArgumentException `Invalid IP address literal: …`; NullPointerException for null
   */
  static override ofLiteral(literal: string): InetAddress {
    return ofIpv6Literal(literalArgument(literal, 'Inet6Address.ofLiteral'));
  }

  /** The numeric scope, or 0 if there is none. @example Inet6Address.ofLiteral('::1%01').getScopeId() === 1 */
  getScopeId(): number {
    return this.#scope < 0 ? 0 : this.#scope;
  }

  /** Eight groups of lowercase hex without `::`, then `%` and the scope if there is one. @example Inet6Address.ofLiteral('FE80::1%1').getHostAddress() === 'fe80:0:0:0:0:0:0:1%1' */
  override getHostAddress(): string {
    const text = super.getHostAddress();
    return this.#scope < 0 ? text : text + '%' + this.#scope;
  }

  /** Whether the first 12 bytes are 0 (true of `::` and `::1` too). @example Inet6Address.ofLiteral('::1.2.3.4').isIPv4CompatibleAddress() === true */
  isIPv4CompatibleAddress(): boolean {
    return this.getAddress().every((b, i) => i > 11 || b === 0);
  }
}

/** An Inet4Address of the 32-bit `address`. */
function inet4(address: number, hostName: string | null): Inet4Address {
  const bytes = new Uint8Array([address >>> 24, (address >>> 16) & 0xff, (address >>> 8) & 0xff, address & 0xff]);
  return new Inet4Address(MAKE, bytes, hostName);
}

/**
 * An IPv6 literal as `Inet6Address.ofLiteral` reads it: the address, its numeric scope and `[ ]`
 * around them allowed; an unscoped IPv4-mapped address is an Inet4Address.
 */
function ofIpv6Literal(literal: string): InetAddress {
  const address = ipv6Address(literal, null);
  if (address === null) throw invalidLiteral(literal);
  return address;
}

/**
 * The address of an IPv6 literal (bare or in `[ ]`), or null if the JDK rejects it; with
 * `getByName` set, the UnknownHostException getByName throws for a scope naming an interface or an
 * IPv4-mapped address with a scope.
 */
function ipv6Address(literal: string, getByName: string | null): InetAddress | null {
  const bracketed = literal.length > 1 && literal[0] === '[' && literal[literal.length - 1] === ']';
  const parsed = ipv6Literal(bracketed ? literal.slice(1, -1) : literal);
  if (parsed === null) return null;
  const scope = parsed.scope === null ? -1 : numericScope(parsed.scope);
  if (isMapped(parsed.bytes)) {
    if (parsed.scope === null) return inet4(int32(parsed.bytes, 12), null);
    if (getByName !== null) throw new UnknownHostException(reportedInput(getByName + ': invalid IPv4-mapped address'));
    return null;
  }
  if (parsed.scope !== null && scope < 0) {
    // The scope names a network interface; this library takes it as one that does not exist.
    if (getByName !== null) throw new UnknownHostException('no such interface ' + parsed.scope);
    return null;
  }
  return new Inet6Address(MAKE, parsed.bytes, null, scope);
}

/** getByName after its argument check. */
function byName(host: string | null): InetAddress {
  if (host === null || host === '') return InetAddress.getLoopbackAddress();
  const bracketed = host[0] === '[';
  if (bracketed && (host.length < 3 || host[host.length - 1] !== ']')) throw invalidIpv6(host);
  if (host.includes('\0')) throw new UnknownHostException('NUL character not allowed in hostname');
  const c = host.charCodeAt(bracketed ? 1 : 0);
  if (isHexDigitOrColon(c)) {
    const v4 = bracketed ? null : ipv4Literal(host);
    if (v4 !== null) return inet4(v4, null);
    const v6 = ipv6Address(host, host);
    if (v6 !== null) return v6;
    if (bracketed || host.includes(':')) throw invalidIpv6(host);
  } else if (bracketed) throw invalidIpv6(host);
  if (host.length === 9 && host.toLowerCase() === 'localhost') return inet4(0x7f000001, 'localhost');
  // A name: the JDK would look it up; here every lookup fails, and the JDK's message is the name.
  throw new UnknownHostException(host);
}

/** getByName's exception for a host that is neither an IPv4 literal nor a valid IPv6 one. */
function invalidIpv6(host: string): UnknownHostException {
  return new UnknownHostException(reportedInput(host + ': invalid IPv6 address literal'));
}

/** Whether `c` is an ASCII hex digit or `:`, the characters a literal may begin with. */
function isHexDigitOrColon(c: number): boolean {
  return c === Char.COLON || inClass(CharClass.HEX, c);
}

/**
 * `bytes` as a Uint8Array copy (so that later changes to the caller's array do not reach the
 * address), null for null; a TypeError for anything but an Int8Array, a Uint8Array or an array of
 * integers from -128 to 255.
 */
function byteArgument(bytes: unknown): Uint8Array | null {
  if (bytes === null) return null;
  // The typed array constructor takes each value modulo 256: -1 is 255.
  if (bytes instanceof Int8Array || bytes instanceof Uint8Array) return new Uint8Array(bytes);
  if (Array.isArray(bytes) && bytes.every((b) => Number.isInteger(b) && b >= -128 && b <= 255))
    return new Uint8Array(bytes);
  throw typeError(
    'InetAddress.getByAddress: the bytes must be an Int8Array, a Uint8Array or an array of integers from -128 to 255',
    bytes,
  );
}

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

/** The bytes of an address as the methods take them: Java's signed bytes, or unsigned ones. */
export type Bytes = Int8Array | Uint8Array | readonly number[];

/** Lets only this module make addresses: Java's InetAddress has no public constructor. */
const MAKE = /* @__PURE__ */ Symbol('InetAddress');

/** Reads an address's host name field; set by the first address made (see givenHostName). */
let readHostName: (address: InetAddress) => string | null;

/**
 * The host name an address holds, without the reverse lookup getHostName() would try: the name
 * given or settled on, or null (as the JDK's InetSocketAddress.getHostString reads it).
 * @internal
 */
export function givenHostName(address: InetAddress): string | null {
  return readHostName(address);
}

/** Java's IllegalArgumentException for a literal that an `ofLiteral` does not take, its message as JDK 25 filters it. */
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
export abstract class InetAddress extends InetInspectable {
  /** The host name given, or the one getHostName() settled on (as the JDK's, it is then kept); null until then. */
  #hostName: string | null;

  /** @internal Addresses are made by the static methods; `new Inet4Address()` throws a TypeError. */
  constructor(make: typeof MAKE, hostName: string | null) {
    if (make !== MAKE)
      throw typeError('InetAddress has no public constructor: use InetAddress.getByName or ofLiteral', make);
    super();
    this.#hostName = hostName;
    // Defined here, in the class's body, to read the private field; at module level it would be a
    // side effect that keeps the classes in a bundle that never uses them.
    readHostName ??= (address) => address.#hostName;
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
  static getByAddress(bytes: Bytes | null): InetAddress;
  static getByAddress(host: string | null, bytes: Bytes | null): InetAddress;
  static getByAddress(first: string | Bytes | null, second?: Bytes | null): InetAddress {
    const named = arguments.length > 1;
    const host = named ? hostArgument(first) : null;
    const given = byteArgument(named ? second : first);
    if (given === null || (given.length !== 4 && given.length !== 16)) {
      throw new UnknownHostException('addr is of illegal length');
    }
    if (given.length === 4) return inet4(int32(given, 0), host);
    return isMapped(given) ? inet4(int32(given, 12), host) : new Inet6Address(MAKE, given, host, -1);
  }

  /**
   * InetAddress.getLoopbackAddress: `localhost/127.0.0.1` (the JDK's answer unless java.net.preferIPv6Addresses is set).
   * @example InetAddress.getLoopbackAddress().toString() === 'localhost/127.0.0.1'
   */
  static getLoopbackAddress(): InetAddress {
    return inet4(0x7f000001, 'localhost');
  }

  /**
   * The address as text: `a.b.c.d` for IPv4; for IPv6 eight groups of lowercase hex without `::`,
   * then `%` and the scope if it has one.
   * @example InetAddress.ofLiteral('FE80::1%1').getHostAddress() === 'fe80:0:0:0:0:0:0:1%1'
   */
  abstract getHostAddress(): string;

  /**
   * The address's bytes, as Java's signed bytes, in a new array on each call.
   * @example InetAddress.ofLiteral('255.0.0.1').getAddress() is Int8Array [-1, 0, 0, 1]
   */
  abstract getAddress(): Int8Array;

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
   * @example String(InetAddress.getByName('localhost')) === 'localhost/127.0.0.1'
   */
  override toString(): string {
    return (this.#hostName ?? '') + '/' + this.getHostAddress();
  }

  /**
   * For IPv4 the address as a 32-bit int; for IPv6 the wrapping sum of its four 32-bit words, each
   * byte signed (the scope is left out).
   * @example InetAddress.ofLiteral('255.255.255.255').hashCode() === -1
   */
  abstract hashCode(): number;

  /**
   * Whether `other` is an address of the same class with the same bytes; host names and IPv6 scopes
   * are left out.
   * @example InetAddress.ofLiteral('fe80::1%1').equals(InetAddress.ofLiteral('fe80::1')) === true
   */
  abstract equals(other: unknown): boolean;

  /** Whether this is the wildcard address (`0.0.0.0`, `::`). @example InetAddress.ofLiteral('::').isAnyLocalAddress() === true */
  abstract isAnyLocalAddress(): boolean;

  /** Whether this is a loopback address (`127/8`, `::1`). @example InetAddress.ofLiteral('127.9.9.9').isLoopbackAddress() === true */
  abstract isLoopbackAddress(): boolean;

  /** Whether this is a link-local unicast address (`169.254/16`, `fe80::/10`). @example InetAddress.ofLiteral('169.254.0.1').isLinkLocalAddress() === true */
  abstract isLinkLocalAddress(): boolean;

  /** Whether this is a site-local address (`10/8`, `172.16/12`, `192.168/16`, `fec0::/10`). @example InetAddress.ofLiteral('172.31.0.1').isSiteLocalAddress() === true */
  abstract isSiteLocalAddress(): boolean;

  /** Whether this is a multicast address (`224/4`, `ff00::/8`). @example InetAddress.ofLiteral('239.1.1.1').isMulticastAddress() === true */
  abstract isMulticastAddress(): boolean;

  /** Whether this is a multicast address of global scope (`224.0.1.0`–`238.255.255.255`, `ffXe::`). @example InetAddress.ofLiteral('224.0.1.1').isMCGlobal() === true */
  abstract isMCGlobal(): boolean;

  /** Whether this is a multicast address of node-local scope (`ffX1::`; never for IPv4). @example InetAddress.ofLiteral('ff01::1').isMCNodeLocal() === true */
  abstract isMCNodeLocal(): boolean;

  /** Whether this is a multicast address of link-local scope (`224.0.0/24`, `ffX2::`). @example InetAddress.ofLiteral('224.0.0.1').isMCLinkLocal() === true */
  abstract isMCLinkLocal(): boolean;

  /** Whether this is a multicast address of site-local scope (`239.255/16`, `ffX5::`). @example InetAddress.ofLiteral('239.255.0.1').isMCSiteLocal() === true */
  abstract isMCSiteLocal(): boolean;

  /** Whether this is a multicast address of organization-local scope (`239.192/14`, `ffX8::`). @example InetAddress.ofLiteral('239.192.0.1').isMCOrgLocal() === true */
  abstract isMCOrgLocal(): boolean;
}

/**
 * An IPv4 address, as java.net.Inet4Address.
 * @example Inet4Address.ofPosixLiteral('0x7f.1').toString() === '/127.0.0.1'
 */
export class Inet4Address extends InetAddress {
  /** The address as a 32-bit int (Java's hashCode). */
  readonly #address: number;

  /** @internal Addresses are made by the static methods; `new Inet4Address()` throws a TypeError. */
  constructor(make: typeof MAKE, address: number, hostName: string | null) {
    super(make, hostName);
    this.#address = address | 0;
  }

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
    return new Inet4Address(MAKE, v4, null);
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
    return new Inet4Address(MAKE, v4, null);
  }

  /** `a.b.c.d`. @example Inet4Address.ofLiteral('10.1').getHostAddress() === '10.0.0.1' */
  getHostAddress(): string {
    const a = this.#address;
    return `${a >>> 24}.${(a >>> 16) & 0xff}.${(a >>> 8) & 0xff}.${a & 0xff}`;
  }

  /** The four bytes, signed. @example Inet4Address.ofLiteral('255.0.0.1').getAddress() is Int8Array [-1, 0, 0, 1] */
  getAddress(): Int8Array {
    const a = this.#address;
    return Int8Array.of(a >> 24, a >> 16, a >> 8, a);
  }

  /** The address as a 32-bit int. @example Inet4Address.ofLiteral('0.0.1.0').hashCode() === 256 */
  hashCode(): number {
    return this.#address;
  }

  /** Whether `other` is an Inet4Address of the same address. @example Inet4Address.ofLiteral('127.1').equals(InetAddress.getByName('localhost')) === true */
  equals(other: unknown): boolean {
    return other instanceof Object && #address in other && other.#address === this.#address;
  }

  /** `0.0.0.0`. @example Inet4Address.ofLiteral('0').isAnyLocalAddress() === true */
  isAnyLocalAddress(): boolean {
    return this.#address === 0;
  }

  /** `127/8`. @example Inet4Address.ofLiteral('127.9.9.9').isLoopbackAddress() === true */
  isLoopbackAddress(): boolean {
    return this.#address >>> 24 === 127;
  }

  /** `169.254/16`. @example Inet4Address.ofLiteral('169.254.0.1').isLinkLocalAddress() === true */
  isLinkLocalAddress(): boolean {
    return this.#address >>> 16 === 0xa9fe;
  }

  /** `10/8`, `172.16/12`, `192.168/16`. @example Inet4Address.ofLiteral('172.31.0.1').isSiteLocalAddress() === true */
  isSiteLocalAddress(): boolean {
    const a = this.#address;
    return a >>> 24 === 10 || a >>> 20 === 0xac1 || a >>> 16 === 0xc0a8;
  }

  /** `224/4`. @example Inet4Address.ofLiteral('239.1.1.1').isMulticastAddress() === true */
  isMulticastAddress(): boolean {
    return this.#address >>> 28 === 0xe;
  }

  /** `224.0.1.0`–`238.255.255.255`. @example Inet4Address.ofLiteral('224.0.1.1').isMCGlobal() === true */
  isMCGlobal(): boolean {
    const first = this.#address >>> 24;
    return first >= 224 && first <= 238 && this.#address >>> 8 !== 0xe00000;
  }

  /** Never: IPv4 has no node-local multicast scope. @example Inet4Address.ofLiteral('224.0.0.1').isMCNodeLocal() === false */
  isMCNodeLocal(): boolean {
    return false;
  }

  /** `224.0.0/24`. @example Inet4Address.ofLiteral('224.0.0.1').isMCLinkLocal() === true */
  isMCLinkLocal(): boolean {
    return this.#address >>> 8 === 0xe00000;
  }

  /** `239.255/16`. @example Inet4Address.ofLiteral('239.255.0.1').isMCSiteLocal() === true */
  isMCSiteLocal(): boolean {
    return this.#address >>> 16 === 0xefff;
  }

  /** `239.192/14`. @example Inet4Address.ofLiteral('239.192.0.1').isMCOrgLocal() === true */
  isMCOrgLocal(): boolean {
    return this.#address >>> 18 === 0xefc0 >>> 2;
  }

  /** How the Java class is named, for `Object.prototype.toString` and util.inspect. @example Object.prototype.toString.call(Inet4Address.ofLiteral('1.2.3.4')) === '[object Inet4Address]' */
  get [Symbol.toStringTag](): string {
    return 'Inet4Address';
  }
}

/**
 * An IPv6 address, as java.net.Inet6Address, with its numeric scope if it has one.
 * @example Inet6Address.ofLiteral('[fe80::1%2]').getScopeId() === 2
 */
export class Inet6Address extends InetAddress {
  /** The 16 bytes. */
  readonly #bytes: Uint8Array;
  /** The numeric scope, or -1 for none. */
  readonly #scope: number;

  /** @internal Addresses are made by the static methods; `new Inet6Address()` throws a TypeError. */
  constructor(make: typeof MAKE, bytes: Uint8Array, hostName: string | null, scope: number) {
    super(make, hostName);
    this.#bytes = bytes;
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

  /** Eight groups of lowercase hex without `::`, then `%` and the scope if there is one. @example Inet6Address.ofLiteral('FE80::1%1').getHostAddress() === 'fe80:0:0:0:0:0:0:1%1' */
  getHostAddress(): string {
    const b = this.#bytes;
    let text = ((b[0]! << 8) | b[1]!).toString(16);
    for (let i = 2; i < 16; i += 2) text += ':' + ((b[i]! << 8) | b[i + 1]!).toString(16);
    return this.#scope < 0 ? text : text + '%' + this.#scope;
  }

  /** The 16 bytes, signed. @example Inet6Address.ofLiteral('ff02::1').getAddress()[0] === -1 */
  getAddress(): Int8Array {
    return new Int8Array(this.#bytes);
  }

  /** The wrapping sum of the four 32-bit words, each byte signed. @example Inet6Address.ofLiteral('fe80::1').hashCode() === -41943039 */
  hashCode(): number {
    return ipv6Hash(this.#bytes);
  }

  /** Whether `other` is an Inet6Address of the same 16 bytes, whatever the scopes. @example Inet6Address.ofLiteral('::1%1').equals(Inet6Address.ofLiteral('::1')) === true */
  equals(other: unknown): boolean {
    if (!(other instanceof Object && #bytes in other)) return false;
    const a = this.#bytes;
    const b = other.#bytes;
    for (let i = 0; i < 16; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /** `::`. @example Inet6Address.ofLiteral('::').isAnyLocalAddress() === true */
  isAnyLocalAddress(): boolean {
    return this.#zerosTo(16);
  }

  /** `::1`. @example Inet6Address.ofLiteral('::1').isLoopbackAddress() === true */
  isLoopbackAddress(): boolean {
    return this.#zerosTo(15) && this.#bytes[15] === 1;
  }

  /** `fe80::/10`. @example Inet6Address.ofLiteral('febf::1').isLinkLocalAddress() === true */
  isLinkLocalAddress(): boolean {
    return this.#bytes[0] === 0xfe && (this.#bytes[1]! & 0xc0) === 0x80;
  }

  /** `fec0::/10`. @example Inet6Address.ofLiteral('fec0::1').isSiteLocalAddress() === true */
  isSiteLocalAddress(): boolean {
    return this.#bytes[0] === 0xfe && (this.#bytes[1]! & 0xc0) === 0xc0;
  }

  /** `ff00::/8`. @example Inet6Address.ofLiteral('ff02::1').isMulticastAddress() === true */
  isMulticastAddress(): boolean {
    return this.#bytes[0] === 0xff;
  }

  /** `ffXe::`. @example Inet6Address.ofLiteral('ff0e::1').isMCGlobal() === true */
  isMCGlobal(): boolean {
    return this.#multicastScope() === 0x0e;
  }

  /** `ffX1::`. @example Inet6Address.ofLiteral('ff01::1').isMCNodeLocal() === true */
  isMCNodeLocal(): boolean {
    return this.#multicastScope() === 0x01;
  }

  /** `ffX2::`. @example Inet6Address.ofLiteral('ff02::1').isMCLinkLocal() === true */
  isMCLinkLocal(): boolean {
    return this.#multicastScope() === 0x02;
  }

  /** `ffX5::`. @example Inet6Address.ofLiteral('ff05::1').isMCSiteLocal() === true */
  isMCSiteLocal(): boolean {
    return this.#multicastScope() === 0x05;
  }

  /** `ffX8::`. @example Inet6Address.ofLiteral('ff08::1').isMCOrgLocal() === true */
  isMCOrgLocal(): boolean {
    return this.#multicastScope() === 0x08;
  }

  /**
   * Inet6Address.getByAddress(host, addr, scope_id): an Inet6Address of 16 bytes (an IPv4-mapped one
   * too), with `host` as its name if given (surrounding `[ ]` removed) and the scope `scopeId`, or
   * none if it is negative. The two-argument forms are InetAddress's.
   * @example Inet6Address.getByAddress('h', Inet6Address.ofLiteral('fe80::1').getAddress(), 2).toString() === 'h/fe80:0:0:0:0:0:0:1%2'
   * @throws UnknownHostException `addr is of illegal length` (also for null); TypeError for bytes of
   *   another type or a scope that is not an integer
   */
  static override getByAddress(bytes: Bytes | null): InetAddress;
  static override getByAddress(host: string | null, bytes: Bytes | null): InetAddress;
  static override getByAddress(host: string | null, bytes: Bytes | null, scopeId: number): Inet6Address;
  static override getByAddress(first: string | Bytes | null, second?: Bytes | null, scopeId?: number): InetAddress {
    // eslint-disable-next-line prefer-rest-params -- the forms differ by their number of arguments
    if (arguments.length < 3) return super.getByAddress(...(Array.from(arguments) as [string | null, Bytes | null]));
    const host = hostArgument(first);
    const given = byteArgument(second);
    if (!Number.isInteger(scopeId)) throw typeError('Inet6Address.getByAddress: the scope must be an integer', scopeId);
    if (given === null || given.length !== 16) throw new UnknownHostException('addr is of illegal length');
    return new Inet6Address(MAKE, given, host, scopeId! < 0 ? -1 : scopeId! | 0);
  }

  /** The numeric scope, or 0 if there is none. @example Inet6Address.ofLiteral('::1%01').getScopeId() === 1 */
  getScopeId(): number {
    return this.#scope < 0 ? 0 : this.#scope;
  }

  /** Whether the first 12 bytes are 0 (true of `::` and `::1` too). @example Inet6Address.ofLiteral('::1.2.3.4').isIPv4CompatibleAddress() === true */
  isIPv4CompatibleAddress(): boolean {
    return this.#zerosTo(12);
  }

  /** Whether the bytes before `end` are all 0. */
  #zerosTo(end: number): boolean {
    for (let i = 0; i < end; i++) if (this.#bytes[i] !== 0) return false;
    return true;
  }

  /** A multicast address's scope nibble; -1 for any other address. */
  #multicastScope(): number {
    return this.#bytes[0] === 0xff ? this.#bytes[1]! & 0x0f : -1;
  }

  /** How the Java class is named, for `Object.prototype.toString` and util.inspect. @example Object.prototype.toString.call(Inet6Address.ofLiteral('::1')) === '[object Inet6Address]' */
  get [Symbol.toStringTag](): string {
    return 'Inet6Address';
  }
}

/** An Inet4Address of the 32-bit `address`. */
function inet4(address: number, hostName: string | null): Inet4Address {
  return new Inet4Address(MAKE, address, hostName);
}

/**
 * An IPv6 literal as `Inet6Address.ofLiteral` reads it: the address, its numeric scope and `[ ]`
 * around them allowed; an unscoped IPv4-mapped address is an Inet4Address.
 */
function ofIpv6Literal(literal: string): InetAddress {
  const address = ipv6Address(literal, false);
  if (address === null) throw invalidLiteral(literal);
  return address;
}

/**
 * The address of an IPv6 literal (bare or in `[ ]`), or null if the JDK rejects it; for getByName,
 * the UnknownHostException it throws for a scope naming an interface or an IPv4-mapped address with
 * a scope.
 */
function ipv6Address(literal: string, forGetByName: boolean): InetAddress | null {
  const text = withoutBrackets(literal);
  const parsed = ipv6Literal(text);
  if (parsed === null) return null;
  const scope = parsed.scope === null ? -1 : numericScope(parsed.scope);
  if (isMapped(parsed.bytes)) {
    if (parsed.scope === null) return inet4(int32(parsed.bytes, 12), null);
    if (forGetByName) throw new UnknownHostException(reportedInput(text + ': invalid IPv4-mapped address'));
    return null;
  }
  if (parsed.scope !== null && scope < 0) {
    // The scope names a network interface; this library takes it as one that does not exist.
    if (forGetByName) throw new UnknownHostException('no such interface ' + parsed.scope);
    return null;
  }
  return new Inet6Address(MAKE, parsed.bytes, null, scope);
}

/** getByName after its argument check. */
function byName(host: string | null): InetAddress {
  if (host === null || host === '') return InetAddress.getLoopbackAddress();
  if (host.includes('\0')) throw new UnknownHostException('NUL character not allowed in hostname');
  const bracketed = host.charCodeAt(0) === Char.LEFT_BRACKET;
  if (bracketed && (host.length < 3 || host.charCodeAt(host.length - 1) !== Char.RIGHT_BRACKET))
    throw invalidIpv6(host);
  const c = host.charCodeAt(bracketed ? 1 : 0);
  if (isHexDigitOrColon(c)) {
    const v4 = bracketed ? null : ipv4Literal(host);
    if (v4 !== null) return inet4(v4, null);
    // An IPv4 literal only in POSIX's grammar (hex, octal, or over 15 characters) is ambiguous: the
    // JDK refuses it without a lookup, the IllegalArgumentException of ofLiteral as the cause.
    if (!bracketed && posixLiteral(host) !== null)
      throw withCause(new UnknownHostException(host), invalidLiteral(host));
    const v6 = ipv6Address(host, true);
    if (v6 !== null) return v6;
    if (bracketed || host.includes(':')) throw invalidIpv6(host);
  } else if (bracketed) throw invalidIpv6(host);
  // Java's equalsIgnoreCase: U+017F (long s) is "s" upper-cased, and no other non-ASCII character
  // matches a letter of "localhost" (the dotless i and the Kelvin sign match letters it lacks).
  if (host.length === 9 && host.toLowerCase().replaceAll('\u017f', 's') === 'localhost') {
    return inet4(0x7f000001, 'localhost');
  }
  // A name: the JDK would look it up; here every lookup fails, and the JDK's message is the name.
  throw new UnknownHostException(host);
}

/** `error` with `cause` set as the Error constructor's `{ cause }` option sets it (Java's initCause). */
function withCause<E extends Error>(error: E, cause: Error): E {
  Object.defineProperty(error, 'cause', { value: cause, writable: true, configurable: true });
  return error;
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
 * `text` without the `[ ]` around it, if it has them (`[]` is ""; `[` stays as it is), as the JDK
 * reads a host given with an address and an IPv6 literal.
 */
function withoutBrackets(text: string): string {
  const bracketed = text.length > 1 && text.charCodeAt(0) === Char.LEFT_BRACKET;
  return bracketed && text.charCodeAt(text.length - 1) === Char.RIGHT_BRACKET ? text.slice(1, -1) : text;
}

/** A host given with an address: a string (without the `[ ]` around it) or null; else a TypeError. */
function hostArgument(host: unknown): string | null {
  if (host === null) return null;
  if (typeof host !== 'string') throw typeError('InetAddress.getByAddress: the host must be a string or null', host);
  return withoutBrackets(host);
}

/**
 * `bytes` as a Uint8Array copy (so that later changes to the caller's array do not reach the
 * address), null for null; a TypeError for anything but an Int8Array, a Uint8Array or an array of
 * integers from -128 to 255 (a hole in the array is no integer).
 */
function byteArgument(bytes: unknown): Uint8Array | null {
  if (bytes === null) return null;
  // The typed array constructor takes each value modulo 256: -1 is 255.
  if (bytes instanceof Int8Array || bytes instanceof Uint8Array) return new Uint8Array(bytes);
  if (Array.isArray(bytes)) {
    let integers = true;
    for (let i = 0; i < bytes.length; i++) {
      const b: unknown = bytes[i];
      if (!Number.isInteger(b) || (b as number) < -128 || (b as number) > 255) integers = false;
    }
    if (integers) return new Uint8Array(bytes);
  }
  throw typeError(
    'InetAddress.getByAddress: the bytes must be an Int8Array, a Uint8Array or an array of integers from -128 to 255',
    bytes,
  );
}

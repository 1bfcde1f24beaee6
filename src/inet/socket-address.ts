/**
 * java.net.InetSocketAddress as JDK 25 answers when every name lookup fails: an IP address (or an
 * unresolved host name) and a port. A host name given to the constructor is read as getByName reads
 * it (src/inet/address.ts): a literal or `localhost` gives an address, any other name stays unresolved.
 */
import { IllegalArgumentException, typeError } from '../uri';
import { equalsIgnoreCase } from '../url/equality';
import { toLowerCaseRoot } from '../url/lowercase';
import { stringHash } from '../url/chars';
import { Inet6Address, InetAddress, givenHostName } from './address';
import { UnknownHostException } from './errors';
import { InetInspectable } from './inspect';

/** Marks createUnresolved's call of the constructor, whose host is never read as an address. */
const UNRESOLVED = /* @__PURE__ */ Symbol('unresolved') as unknown as number;

/** The wildcard address `0.0.0.0/0.0.0.0` (the JDK's anyLocalAddress), one for all, made when first needed. */
let wildcard: InetAddress | undefined;
const anyLocal = (): InetAddress => (wildcard ??= InetAddress.getByAddress('0.0.0.0', [0, 0, 0, 0]));

/** `port`, or a TypeError if it is not a 32-bit integer (a Java int), or Java's IllegalArgumentException if it is out of range. */
function checkPort(port: unknown, method: string): number {
  if (typeof port !== 'number' || (port | 0) !== port)
    throw typeError(`${method}: the port must be a 32-bit integer`, port);
  if (port < 0 || port > 0xffff) throw new IllegalArgumentException('port out of range:' + port);
  return port | 0; // -0 is 0
}

/** A host name argument: a string, null (Java's IllegalArgumentException), else a TypeError. */
function checkHost(host: unknown, method: string): string {
  if (host === null) throw new IllegalArgumentException("hostname can't be null");
  if (typeof host !== 'string') throw typeError(`${method}: the host name must be a string`, host);
  return host;
}

/**
 * An IP socket address, as java.net.InetSocketAddress: an InetAddress and a port, or a host name
 * left unresolved and a port. Immutable (but for the host name its address settles on, as in Java:
 * see getHostName). No name is ever looked up: a host name that is not an IP literal or `localhost`
 * is unresolved, as the JDK's when its lookup fails.
 * @example String(new InetSocketAddress('::1', 80)) === '/[0:0:0:0:0:0:0:1]:80'
 */
export class InetSocketAddress extends InetInspectable {
  /** The host name when unresolved; null when there is an address. */
  readonly #hostName: string | null;
  /** The address, or null when unresolved. */
  readonly #address: InetAddress | null;
  readonly #port: number;

  /**
   * Java's three constructors: `(port)` with the wildcard address `0.0.0.0`; `(hostname, port)`,
   * the host read as InetAddress.getByName reads it, unresolved if that fails (any name but
   * `localhost`, since no name is looked up); `(address, port)`, null being the wildcard address.
   * @example new InetSocketAddress('example.com', 443).isUnresolved() === true
   * @throws IllegalArgumentException `port out of range:70000` for a port outside 0–65535;
   *   TypeError for arguments of another type (a port that is not a 32-bit integer)
   */
  constructor(port: number);
  constructor(hostname: string, port: number);
  constructor(address: InetAddress | null, port: number);
  constructor(first: number | string | InetAddress | null, port?: number, unresolved?: string) {
    super();
    if (first === UNRESOLVED) {
      this.#address = null;
      this.#hostName = unresolved!;
      this.#port = port!;
    } else if (arguments.length < 2) {
      if (typeof first !== 'number') throw typeError('InetSocketAddress: the port must be a 32-bit integer', first);
      this.#address = anyLocal();
      this.#hostName = null;
      this.#port = checkPort(first, 'InetSocketAddress');
    } else if (typeof first === 'string') {
      this.#port = checkPort(port, 'InetSocketAddress');
      let address: InetAddress | null = null;
      try {
        address = InetAddress.getByName(first);
      } catch (e) {
        if (!(e instanceof UnknownHostException)) throw e;
      }
      this.#address = address;
      this.#hostName = address === null ? first : null;
    } else if (first === null || first instanceof InetAddress) {
      this.#port = checkPort(port, 'InetSocketAddress');
      this.#address = first ?? anyLocal();
      this.#hostName = null;
    } else {
      throw typeError(
        'InetSocketAddress: the first argument must be a port, a host name, an InetAddress or null',
        first,
      );
    }
  }

  /**
   * InetSocketAddress.createUnresolved: the host name kept as given, never read as an address, even
   * when it is an IP literal. Java checks the port first.
   * @example InetSocketAddress.createUnresolved('127.0.0.1', 80).toString() === '127.0.0.1/<unresolved>:80'
   * @throws IllegalArgumentException `port out of range:-1`; `hostname can't be null`; TypeError for
   *   arguments of another type
   */
  static createUnresolved(host: string, port: number): InetSocketAddress {
    const checked = checkPort(port, 'InetSocketAddress.createUnresolved');
    const make = InetSocketAddress as unknown as new (mark: number, port: number, host: string) => InetSocketAddress;
    return new make(UNRESOLVED, checked, checkHost(host, 'InetSocketAddress.createUnresolved'));
  }

  /**
   * The port, 0 to 65535.
   * @example new InetSocketAddress('1.2.3.4', 8080).getPort() === 8080
   */
  getPort(): number {
    return this.#port;
  }

  /**
   * The InetAddress, the same object on each call (the one given to the constructor), or null when
   * unresolved.
   * @example new InetSocketAddress('127.1', 80).getAddress()?.toString() === '/127.0.0.1'
   */
  getAddress(): InetAddress | null {
    return this.#address;
  }

  /**
   * The host name: the one given when unresolved, else the address's getHostName(), whose reverse
   * lookup fails here, so that an address made from a literal settles on its address text, which
   * toString() shows from then on (as the JDK's, whose lookup fails).
   * @example a = new InetSocketAddress('10.0.0.1', 80); a.getHostName() === '10.0.0.1'; then String(a) === '10.0.0.1/10.0.0.1:80'
   */
  getHostName(): string {
    return this.#hostName ?? this.#address!.getHostName();
  }

  /**
   * The host name given when unresolved, else the name the address holds, else its address text;
   * never a lookup, and nothing changes.
   * @example new InetSocketAddress('[::1]', 80).getHostString() === '0:0:0:0:0:0:0:1'
   */
  getHostString(): string {
    return this.#hostName ?? givenHostName(this.#address!) ?? this.#address!.getHostAddress();
  }

  /**
   * Whether there is no address: the host name was not an IP literal or `localhost`, or the address
   * was made by createUnresolved.
   * @example InetSocketAddress.createUnresolved('localhost', 80).isUnresolved() === true
   */
  isUnresolved(): boolean {
    return this.#address === null;
  }

  /**
   * JDK 14's form: `name/<unresolved>:port` when unresolved; else the address's toString() (its
   * host name, if it holds one, `/`, its address text, the IPv6 one in `[ ]`), `:` and the port.
   * @example String(new InetSocketAddress('fe80::1%2', 80)) === '/[fe80:0:0:0:0:0:0:1%2]:80'
   */
  override toString(): string {
    const address = this.#address;
    if (address === null) return this.#hostName + '/<unresolved>:' + this.#port;
    if (!(address instanceof Inet6Address)) return address.toString() + ':' + this.#port;
    return (givenHostName(address) ?? '') + '/[' + address.getHostAddress() + ']:' + this.#port;
  }

  /**
   * Whether `other` is an InetSocketAddress of the same port and either equal addresses
   * (InetAddress.equals: host names are left out) or, both unresolved, host names equal but for
   * case (String.equalsIgnoreCase).
   * @example InetSocketAddress.createUnresolved('A', 1).equals(new InetSocketAddress('a', 1)) === true
   */
  equals(other: unknown): boolean {
    if (!(other instanceof InetSocketAddress) || other.#port !== this.#port) return false;
    if (this.#address !== null) return this.#address.equals(other.#address);
    return other.#address === null && equalsIgnoreCase(this.#hostName!, other.#hostName!);
  }

  /**
   * The address's hashCode plus the port, or, unresolved, the hash of the host name lowercased
   * (String.toLowerCase in the root locale) plus the port, in 32-bit arithmetic.
   * @example new InetSocketAddress('1.2.3.4', 80).hashCode() === 16909140
   */
  hashCode(): number {
    const base = this.#address !== null ? this.#address.hashCode() : stringHash(toLowerCaseRoot(this.#hostName!));
    return (base + this.#port) | 0;
  }

  /**
   * How the Java class is named, for `Object.prototype.toString` and util.inspect.
   * @example Object.prototype.toString.call(new InetSocketAddress(80)) === '[object InetSocketAddress]'
   */
  get [Symbol.toStringTag](): string {
    return 'InetSocketAddress';
  }
}

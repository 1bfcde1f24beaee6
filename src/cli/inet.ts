/**
 * `java-uri inet [--posix | --by-name] LITERAL…`: each LITERAL read as `InetAddress.ofLiteral` reads
 * it (or `Inet4Address.ofPosixLiteral`, or `InetAddress.getByName` with no name ever looked up), and
 * the address shown as `parse` shows a URI: a block of text lines or one JSON record.
 */
import { Inet4Address, Inet6Address, InetAddress } from '../index';
import { visibleParts } from './pieces';

/** The predicates an address is asked, in the order the JDK's Javadoc lists them. */
const PREDICATES = [
  'isAnyLocalAddress',
  'isLoopbackAddress',
  'isLinkLocalAddress',
  'isSiteLocalAddress',
  'isMulticastAddress',
  'isMCGlobal',
  'isMCNodeLocal',
  'isMCLinkLocal',
  'isMCSiteLocal',
  'isMCOrgLocal',
] as const;

/** How `--posix` and `--by-name` choose the reading of a literal: `InetAddress.ofLiteral` by default. */
export function inetReader(posix: boolean, byName: boolean): ((literal: string) => InetAddress) | string {
  if (posix && byName) return '--posix and --by-name cannot be given together';
  if (posix) return (literal) => Inet4Address.ofPosixLiteral(literal);
  return byName ? (literal) => InetAddress.getByName(literal) : (literal) => InetAddress.ofLiteral(literal);
}

/** The class's simple name, as Java's `getClass().getSimpleName()`. */
function className(address: InetAddress): string {
  return Object.prototype.toString.call(address).slice(8, -1);
}

/**
 * The record `inet --json` writes for `input`: its line (left out for an argument), the input, the
 * class, toString(), getHostAddress(), the scope (null for IPv4), hashCode() and every predicate.
 */
export function inetRecord(lineNumber: number | undefined, input: string, address: InetAddress) {
  const record: Record<string, unknown> = {
    line: lineNumber,
    input,
    class: className(address),
    string: address.toString(),
    hostAddress: address.getHostAddress(),
    scopeId: address instanceof Inet6Address ? address.getScopeId() : null,
    hashCode: address.hashCode(),
  };
  for (const name of PREDICATES) record[name] = address[name]();
  return record;
}

/**
 * The address as aligned text lines, after a line naming the input, ended by "\n", in pieces: the
 * class, toString(), getHostAddress(), the scope of an IPv6 address, hashCode(), and the predicates
 * that hold (or "(none)").
 */
export function inetText(input: string, address: InetAddress): string[] {
  const parts: string[] = [];
  const line = (label: string, value: string) => parts.push(label.padEnd(22), ...visibleParts(value), '\n');
  line('input', input);
  line('class', className(address));
  line('toString', address.toString());
  line('host address', address.getHostAddress());
  if (address instanceof Inet6Address) line('scope id', String(address.getScopeId()));
  line('hashCode', String(address.hashCode()));
  const holding = PREDICATES.filter((name) => address[name]());
  line('predicates', holding.length > 0 ? holding.join(' ') : '(none)');
  return parts;
}

/**
 * `new URL(protocol, host, port, file)` and `new URL(protocol, host, file)`: the fields from their
 * parts, with no parsing but of the file (ref after the first `#`, query after the last `?`) and the
 * host checks JDK 20+ runs for every protocol.
 */
import { Char, NullPointerException } from '../uri';
import { ipv6Literal } from '../inet';
import { knownProtocol } from './protocols';
import { toLowerCaseRoot } from './lowercase';
import { checkParts } from './generic';
import { MalformedURLException } from './errors';
import type { UrlParts } from './parts';

/**
 * The fields of `new URL(protocol, host, port, file)`, in the JDK's order of checks: protocol, port
 * (ignored for a null host), file, handler, IPv6 literal, illegal characters in the host.
 * @example `partsOf('http', '::1', 8, '/')` has host `[::1]` and authority `[::1]:8`
 */
export function partsOf(protocol: string | null, host: string | null, port: number, file: string | null): UrlParts {
  if (protocol === null) {
    throw new NullPointerException('Cannot invoke "String.equals(Object)" because "protocol" is null');
  }
  protocol = toLowerCaseRoot(protocol);
  if (host === null) port = -1;
  else {
    if (port < -1) throw new MalformedURLException('Invalid port number :' + port);
    if (host.includes(':') && host.charCodeAt(0) !== Char.LEFT_BRACKET) host = '[' + host + ']';
  }
  if (file === null) throw new NullPointerException('Cannot invoke "String.indexOf(int)" because "file" is null');
  const known = knownProtocol(protocol);
  if (known === null) throw new MalformedURLException('unknown protocol: ' + protocol);
  if (
    host !== null &&
    host.charCodeAt(0) === Char.LEFT_BRACKET &&
    host.charCodeAt(host.length - 1) === Char.RIGHT_BRACKET
  ) {
    if (ipv6Literal(host.slice(1, -1)) === null) throw new MalformedURLException('Unrecognized IPv6 address format');
  }
  const hash = file.indexOf('#');
  const ref = hash < 0 ? null : file.slice(hash + 1);
  const rest = hash < 0 ? file : file.slice(0, hash);
  const q = rest.lastIndexOf('?');
  const u: UrlParts = {
    protocol: known,
    authority: host === null ? null : port === -1 ? host : host + ':' + port,
    userInfo: null,
    host,
    port,
    path: q < 0 ? rest : rest.slice(0, q),
    query: q < 0 ? null : rest.slice(q + 1),
    ref,
  };
  const illegal = checkParts(u);
  if (illegal) throw new MalformedURLException(illegal);
  return u;
}

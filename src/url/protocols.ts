/** The protocols JDK 25's java.net.URL knows without extra handlers, and their default ports. */
const DEFAULT_PORTS: Readonly<Record<string, number>> = {
  http: 80,
  https: 443,
  ftp: 21,
  file: -1,
  jrt: -1,
  jmod: -1,
  jar: -1,
  mailto: -1,
};

/** Whether JDK 25 has a handler for the (lowercase) protocol. @example `isKnownProtocol('gopher')` is false */
export function isKnownProtocol(protocol: string): boolean {
  return Object.prototype.hasOwnProperty.call(DEFAULT_PORTS, protocol);
}

/** The protocol's default port, -1 when it has none. @example `defaultPort('https')` is 443 */
export function defaultPort(protocol: string): number {
  return isKnownProtocol(protocol) ? DEFAULT_PORTS[protocol] : -1;
}

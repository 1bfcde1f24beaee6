/**
 * java.net.InetAddress's face, for literals only: the address classes, InetSocketAddress and UnknownHostException
 * (exported from the package's main entry; an app that does not use them bundles none of src/inet),
 * and for JavaURL the literal grammars its hosts are read with.
 */
export { InetAddress, Inet4Address, Inet6Address, type Bytes } from './address';
export { InetSocketAddress } from './socket-address';
export { UnknownHostException } from './errors';
export { int32, ipv4Literal, ipv6Hash, ipv6Literal, isMapped, numericScope } from './literals';

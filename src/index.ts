/**
 * java-uri: java.net.URI, to the letter, for JavaScript, with java.net.URL (as JavaURL), URLEncoder and
 * URLDecoder, IDN, InetAddress and InetSocketAddress for IP literals, and HttpCookie, CookieManager,
 * CookiePolicy and CookieStore.
 * @module java-uri
 */
export { Uri, Uri as URI } from './uri';
export type {
  AuthorityComponents,
  OpaqueComponents,
  PlatformURL,
  RelativizeOptions,
  Rfc3986Option,
  ServerComponents,
  UriComponents,
  URISyntaxDiagnosis,
  WhatwgURL,
} from './uri';
export { URLEncoder, URLDecoder } from './codec';
export { JavaURL, MalformedURLException } from './url';
export { IDN, RuntimeException } from './idn';
export { InetAddress, Inet4Address, Inet6Address, InetSocketAddress, UnknownHostException } from './inet';
export type { Bytes } from './inet';
export { HttpCookie, CookieManager, CookiePolicy } from './cookie';
export type { CookieStore, HeaderMap } from './cookie';
export {
  IOException,
  IllegalArgumentException,
  NullPointerException,
  URISyntaxException,
  UnsupportedEncodingException,
} from './uri';

/**
 * java-uri: java.net.URI, to the letter, for JavaScript, with URLEncoder and URLDecoder.
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
  WhatwgURL,
} from './uri';
export { URLEncoder, URLDecoder } from './codec';
export {
  IllegalArgumentException,
  NullPointerException,
  URISyntaxException,
  UnsupportedEncodingException,
} from './uri';

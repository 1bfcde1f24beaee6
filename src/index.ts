/** java-uri: java.net.URI, to the letter, for JavaScript. */
export { Uri, Uri as URI } from './uri';
export type {
  AuthorityComponents,
  OpaqueComponents,
  RelativizeOptions,
  Rfc3986Option,
  ServerComponents,
  UriComponents,
} from './uri';
export type { PlatformURL, WhatwgURL } from './url';
export { URLEncoder } from './urlencoder';
export { URLDecoder } from './urldecoder';
export {
  IllegalArgumentException,
  NullPointerException,
  URISyntaxException,
  UnsupportedEncodingException,
} from './errors';

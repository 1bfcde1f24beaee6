/** java-uri: java.net.URI, to the letter, for JavaScript. */
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

/**
 * The URI core's one face: the `Uri` class (java.net.URI), its exceptions and types for the package's
 * exports; and, for the coders, java.net.URL and the command line beside it, the few pieces of the
 * grammar they share (character tests, UTF-8 escapes, argument descriptions, the scanner's Failure,
 * indexOf and lastIndexOf).
 */
export { Uri, parseUri } from './uri';
export type {
  AuthorityComponents,
  OpaqueComponents,
  RelativizeOptions,
  Rfc3986Option,
  ServerComponents,
  UriComponents,
  URISyntaxDiagnosis,
} from './uri';
export type { PlatformURL, WhatwgURL } from './platform-url';
export {
  IOException,
  IllegalArgumentException,
  NullPointerException,
  URISyntaxException,
  UnsupportedEncodingException,
  ownName,
  reportedInput,
  syntaxMessage,
} from './errors';
export { Failure } from './failure';
export { typeError } from './arguments';
export { Char, CharClass, hexValue, inClass } from './chars';
export { indexOf, lastIndexOf } from './scan';
export { decodeUtf8, escapeOctet } from './escape';

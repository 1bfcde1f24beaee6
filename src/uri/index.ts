/**
 * The URI core's one face: the `Uri` class (java.net.URI), its exceptions and types for the package's
 * exports; and, for the coders, java.net.URL and the command line beside it, the few pieces of the
 * grammar they share (character tests, UTF-8 escapes, argument descriptions, the scanner's Failure,
 * indexOf and lastIndexOf).
 *
 * Inside, data flows one way, string → scanner → parts → Uri → operations, one concern a file:
 * - chars.ts: every character class, by name, and the named character codes;
 * - scan.ts, parse.ts, server.ts: the scanner and the grammar's rules (server.ts the authority);
 *   failure.ts, the scanner's failures; errors.ts, the exceptions and their messages;
 * - parts.ts: the components as offsets into the string, their layout drawn once, and checkOffsets;
 * - uri.ts: the class, its fields and doc comments; arguments.ts, the checks of its arguments;
 *   constructors.ts, the component constructors' forms and Uri.from; format.ts, their quoting;
 * - normalize.ts, resolve.ts, relativize.ts, rfc3986.ts: the operations; build.ts, the strings and
 *   offsets of their results; with.ts, the with… methods;
 * - compare.ts: equals, hashCode, compareTo and equalityKey; escape.ts and nfc.ts: decoding and
 *   toASCIIString; platform-url.ts: toURL; inspect.ts: how Node prints a Uri.
 * The fast paths and the general paths they must equal: docs/performance.md, "Fast paths".
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

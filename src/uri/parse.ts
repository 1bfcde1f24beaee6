/**
 * The only validator: parses a string by RFC 2396 as amended by RFC 2732, with java.net.URI's
 * deviations, into raw components, or throws the JDK's URISyntaxException (same reason and index).
 *
 *   URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
 *   absoluteURI   = scheme ":" ( hier_part | opaque_part )
 *   hier_part     = ( net_path | abs_path ) [ "?" query ]
 *
 * One pass from left to right: each component is scanned once against its character class, and the
 * character that stops the scan is the next delimiter or the error. (The JDK first finds each
 * component's end, then checks it; as no delimiter is a hex digit, both find the same first error.)
 */
import { Char, CharClass, inClass, skip } from './chars';
import { uriSyntaxError } from './errors';
import { Failure } from './failure';
import { ParsedParts, type PartsInProgress } from './parts';
import { illegalAt, indexOf, isMalformedEscape, scanClass } from './scan';
import { endsAuthority, parsePlainServer, parseServer } from './server';

/**
 * Parses `input` into its components. With `requireServerAuthority`, an authority that is not a
 * valid server-based one is an error instead of a registry-based authority (parseServerAuthority).
 */
export function parse(input: string, requireServerAuthority: boolean): ParsedParts {
  const parsed = parseOrFailure(input, requireServerAuthority);
  if (parsed instanceof Failure) throw uriSyntaxError(input, parsed.reason, parsed.index);
  return parsed;
}

/**
 * Parses `input` into its components, or gives the Failure (reason and index) where parse would
 * throw: no exception object is built, so rejecting a string costs about what accepting one does.
 */
export function parseOrFailure(input: string, requireServerAuthority: boolean): ParsedParts | Failure {
  const parts: PartsInProgress = new ParsedParts(input);
  const failure = parseReference(input, parts, requireServerAuthority);
  return failure === null ? parts : failure;
}

/** Fills `parts` from `s`, or returns the first failure (each rule below returns its own). */
function parseReference(s: string, parts: PartsInProgress, requireServerAuthority: boolean): Failure | null {
  const n = s.length;
  const colon = parseScheme(s);
  if (colon instanceof Failure) return colon;
  let end: number | Failure;
  if (colon < 0) {
    end = parseHierarchical(s, 0, parts, requireServerAuthority);
  } else {
    parts.schemeEnd = colon;
    const p = colon + 1;
    if (p < n && s.charCodeAt(p) === Char.SLASH) {
      end = parseHierarchical(s, p, parts, requireServerAuthority);
    } else {
      // opaque_part = uric_no_slash *uric
      end = scanClass(s, p, n, CharClass.URIC);
      if (end < n && s.charCodeAt(end) !== Char.HASH) return illegalAt(s, end, CharClass.URIC, 'opaque part');
      if (end === p) return new Failure('Expected scheme-specific part', p);
    }
  }
  if (end instanceof Failure) return end;
  parts.sspEnd = end;
  if (end < n) {
    const q = scanClass(s, end + 1, n, CharClass.URIC);
    if (q < n) return illegalAt(s, q, CharClass.URIC, 'fragment');
  }
  return null;
}

/**
 * scheme = alpha *( alpha | digit | "+" | "-" | "." ), ended by ":". Returns the index of that ":",
 * or -1 for a relative reference (no ":" before the first "/", "?" or "#").
 */
function parseScheme(s: string): number | Failure {
  const n = s.length;
  let i = 0;
  if (n > 0 && inClass(CharClass.ALPHA, s.charCodeAt(0))) {
    i = skip(CharClass.SCHEME, s, 1, n);
    if (i < n && s.charCodeAt(i) === Char.COLON) return i;
  }
  // Not a scheme: it is an error only when a ":" still comes before "/", "?" and "#".
  let colon = i;
  while (colon < n) {
    const c = s.charCodeAt(colon);
    if (c === Char.COLON || c === Char.SLASH || c === Char.QUESTION || c === Char.HASH) break;
    colon++;
  }
  if (colon === n || s.charCodeAt(colon) !== Char.COLON) return -1;
  return colon === 0 ? new Failure('Expected scheme name', 0) : new Failure('Illegal character in scheme name', i);
}

/** [ "//" authority ] path [ "?" query ], from `start`. Returns where it ends: at "#" or the end. */
function parseHierarchical(
  s: string,
  start: number,
  parts: PartsInProgress,
  requireServerAuthority: boolean,
): number | Failure {
  const n = s.length;
  let p = start;
  if (p + 1 < n && s.charCodeAt(p) === Char.SLASH && s.charCodeAt(p + 1) === Char.SLASH) {
    p += 2;
    const q = parseAuthority(s, p, parts, requireServerAuthority);
    if (q instanceof Failure) return q;
    if (q > p) {
      parts.authorityStart = p;
      p = q;
    } else if (q === n) {
      // DEVIATION (RFC 2396 3.2): an empty authority is admitted before a path, query or fragment.
      return new Failure('Expected authority', p);
    }
  }
  parts.pathStart = p;
  let q = scanClass(s, p, n, CharClass.PATH);
  if (q < n && s.charCodeAt(q) === Char.QUESTION) {
    parts.queryStart = q + 1;
    q = scanClass(s, q + 1, n, CharClass.URIC);
    if (q < n && s.charCodeAt(q) !== Char.HASH) return illegalAt(s, q, CharClass.URIC, 'query');
  } else if (q < n && s.charCodeAt(q) !== Char.HASH) {
    return illegalAt(s, q, CharClass.PATH, 'path');
  }
  return q;
}

/**
 * authority = server | reg_name, from `start` to the first "/", "?", "#" or the end, which it
 * returns (`start` when the authority is empty). A server-based parse is tried first; when it fails
 * and every character is a reg_name character, the authority is registry-based (host undefined).
 */
function parseAuthority(
  s: string,
  start: number,
  parts: PartsInProgress,
  requireServerAuthority: boolean,
): number | Failure {
  const plain = parsePlainServer(s, start, parts);
  if (plain >= 0) return plain;
  const n = s.length;
  // Most other authorities are plain reg_name characters, which are all server characters too.
  let end = skip(CharClass.REG_NAME, s, start, n);
  let regName = true;
  if (end < n && !endsAuthority(s.charCodeAt(end))) {
    end++;
    while (end < n && !endsAuthority(s.charCodeAt(end))) end++;
    // Where a "]" follows the first character, "%" may begin an IPv6 scope id and is not checked as
    // an escape here; the reg_name scan still checks escapes up to its first non-reg_name character
    // (such as "[").
    const close = indexOf(s, 0x5d, start, end);
    const server = close > start ? CharClass.SERVER_PERCENT : CharClass.SERVER;
    const serverEnd = scanClass(s, start, end, server);
    if (serverEnd < end && isMalformedEscape(s, serverEnd, server))
      return new Failure('Malformed escape pair', serverEnd);
    const regNameEnd = scanClass(s, start, end, CharClass.REG_NAME);
    if (regNameEnd < end && isMalformedEscape(s, regNameEnd, CharClass.REG_NAME)) {
      return new Failure('Malformed escape pair', regNameEnd);
    }
    regName = regNameEnd === end;
    // Illegal in both readings: the first character that no reg_name may hold (JDK-8297687, JDK 20;
    // before, the authority's start). reg_name's characters are all server characters.
    if (serverEnd < end) return new Failure('Illegal character in authority', regNameEnd);
  }
  if (end === start) return end;
  const failure = parseServer(s, start, end, parts);
  if (failure !== null && (requireServerAuthority || !regName)) return failure;
  return end;
}

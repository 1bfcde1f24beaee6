/**
 * The only validator: parses a string by RFC 2396 as amended by RFC 2732, with java.net.URI's
 * deviations, into raw components, or throws the JDK's URISyntaxException (same reason and index).
 *
 *   URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
 *   absoluteURI   = scheme ":" ( hier_part | opaque_part )
 *   hier_part     = ( net_path | abs_path ) [ "?" query ]
 */
import { ALPHA, PATH, REG_NAME, SCHEME, SERVER, SERVER_PERCENT, URIC, inClass } from './chars';
import { URISyntaxException } from './errors';
import { Failure, fail } from './failure';
import { checkClass, indexOf, scanClass } from './scan';
import { ServerAuthority, parseServer } from './server';

/** The components of a URI as written (raw), as java.net.URI keeps them. */
export interface Components {
  readonly scheme: string | null;
  readonly authority: string | null;
  readonly userInfo: string | null;
  readonly host: string | null;
  /** -1 when undefined. */
  readonly port: number;
  /** null exactly when the URI is opaque. */
  readonly path: string | null;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** The nine components: the raw scheme-specific part too. */
export interface Parts extends Components {
  /** Everything between the scheme's ":" and the "#" (for a parsed URI, exactly as written). */
  readonly schemeSpecificPart: string;
}

const COLON = 0x3a;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const HASH = 0x23;

/**
 * Parses `input` into its components. With `requireServerAuthority`, an authority that is not a
 * valid server-based one is an error instead of a registry-based authority (parseServerAuthority).
 */
export function parse(input: string, requireServerAuthority: boolean): Parts {
  try {
    return parseReference(input, requireServerAuthority);
  } catch (e) {
    throw e instanceof Failure ? new URISyntaxException(input, e.reason, e.index) : e;
  }
}

function parseReference(s: string, requireServerAuthority: boolean): Parts {
  const n = s.length;
  let scheme: string | null = null;
  let p = 0;
  let colon = 0;
  while (colon < n) {
    const c = s.charCodeAt(colon);
    if (c === COLON || c === SLASH || c === QUESTION || c === HASH) break;
    colon++;
  }
  let hier: Hierarchy | null = null;
  let sspEnd: number;
  if (colon < n && s.charCodeAt(colon) === COLON) {
    scheme = parseScheme(s, colon);
    p = colon + 1;
    if (p < n && s.charCodeAt(p) === SLASH) {
      hier = parseHierarchical(s, p, requireServerAuthority);
      sspEnd = hier.end;
    } else {
      // opaque_part = uric_no_slash *uric
      sspEnd = indexOf(s, HASH, p);
      if (sspEnd === p) fail('Expected scheme-specific part', p);
      checkClass(s, p, sspEnd, URIC, 'opaque part');
    }
  } else {
    hier = parseHierarchical(s, 0, requireServerAuthority);
    sspEnd = hier.end;
  }
  let fragment: string | null = null;
  if (sspEnd < n) {
    checkClass(s, sspEnd + 1, n, URIC, 'fragment');
    fragment = s.slice(sspEnd + 1);
  }
  const server = hier?.server;
  return {
    scheme,
    schemeSpecificPart: s.slice(p, sspEnd),
    authority: hier ? hier.authority : null,
    userInfo: server ? server.userInfo : null,
    host: server ? server.host : null,
    port: server ? server.port : -1,
    path: hier ? hier.path : null,
    query: hier ? hier.query : null,
    fragment,
  };
}

/** scheme = alpha *( alpha | digit | "+" | "-" | "." ), ending at the ":" at `colon`. */
function parseScheme(s: string, colon: number): string {
  if (colon === 0) fail('Expected scheme name', 0);
  if (!inClass(ALPHA, s.charCodeAt(0))) fail('Illegal character in scheme name', 0);
  checkClass(s, 1, colon, SCHEME, 'scheme name');
  return s.slice(0, colon);
}

interface Hierarchy {
  authority: string | null;
  server: ServerAuthority | null;
  path: string;
  query: string | null;
  /** Where the hierarchical part ends: at "#" or the end of input. */
  end: number;
}

/** [ "//" authority ] path [ "?" query ], from `start` to the "#" or the end. */
function parseHierarchical(s: string, start: number, requireServerAuthority: boolean): Hierarchy {
  const n = s.length;
  let p = start;
  let authority: string | null = null;
  let server: ServerAuthority | null = null;
  if (p + 1 < n && s.charCodeAt(p) === SLASH && s.charCodeAt(p + 1) === SLASH) {
    p += 2;
    let q = p;
    while (q < n) {
      const c = s.charCodeAt(q);
      if (c === SLASH || c === QUESTION || c === HASH) break;
      q++;
    }
    if (q > p) {
      server = parseAuthority(s, p, q, requireServerAuthority);
      authority = s.slice(p, q);
      p = q;
    } else if (q === n) {
      // DEVIATION (RFC 2396 3.2): an empty authority is admitted before a path, query or fragment.
      fail('Expected authority', p);
    }
  }
  let q = p;
  while (q < n) {
    const c = s.charCodeAt(q);
    if (c === QUESTION || c === HASH) break;
    q++;
  }
  checkClass(s, p, q, PATH, 'path');
  const path = s.slice(p, q);
  let query: string | null = null;
  if (q < n && s.charCodeAt(q) === QUESTION) {
    p = q + 1;
    q = indexOf(s, HASH, p);
    checkClass(s, p, q, URIC, 'query');
    query = s.slice(p, q);
  }
  return { authority, server, path, query, end: q };
}

/**
 * authority = server | reg_name. A server-based parse is tried first; when it fails and every
 * character is a reg_name character, the authority is registry-based (host undefined).
 * Returns the server components, or null for a registry-based authority.
 */
function parseAuthority(s: string, start: number, end: number, requireServerAuthority: boolean): ServerAuthority | null {
  // Where a "]" follows the first character, "%" may begin an IPv6 scope id and is not checked as an
  // escape here; the reg_name scan still checks escapes up to its first non-reg_name character
  // (such as "["). Every reg_name character is a server character.
  const close = indexOf(s, 0x5d, start, end);
  const serverEnd = scanClass(s, start, end, close > start ? SERVER_PERCENT : SERVER);
  const regName = scanClass(s, start, end, REG_NAME) === end;
  if (serverEnd < end) fail('Illegal character in authority', start);
  try {
    return parseServer(s, start, end);
  } catch (e) {
    if (requireServerAuthority || !regName || !(e instanceof Failure)) throw e;
    return null;
  }
}

/**
 * Server-based authorities (RFC 2396 section 3.2.2, RFC 2732):
 *
 *   server      = [ [ userinfo "@" ] hostport ]
 *   hostport    = host [ ":" port ]
 *   host        = hostname | IPv4address | "[" IPv6address [ "%" scope_id ] "]"
 *   hostname    = *( domainlabel "." ) toplabel [ "." ]
 *   IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit   (each at most 255)
 *
 * Every failure here is a Failure, returned (thrown only inside an IPv6 address, and caught here);
 * the caller decides whether it falls back to a registry-based authority.
 */
import { Char, CharClass, inClass, skip } from './chars';
import { Failure, fail } from './failure';
import type { PartsInProgress } from './parts';
import { checkClass, indexOf } from './scan';

/** Java's Integer.MAX_VALUE (a const enum: each use is the number). */
const enum Java {
  INT_MAX = 2147483647,
}

/**
 * server, on [start, end): the whole range must be one. Sets the user information, host and port of
 * `parts` only when it succeeds; returns null then, else the failure.
 */
export function parseServer(s: string, start: number, end: number, parts: PartsInProgress): Failure | null {
  let p = start;
  let userInfoEnd = -1;
  const at = indexOf(s, Char.AT, p, end);
  if (at < end) {
    const failure = checkClass(s, p, at, CharClass.USERINFO, 'user info');
    if (failure !== null) return failure;
    userInfoEnd = at;
    p = at + 1;
  }
  let hostEnd: number | Failure;
  if (p < end && s.charCodeAt(p) === Char.LEFT_BRACKET) {
    hostEnd = ipv6ReferenceEnd(s, p, end);
  } else {
    hostEnd = scanIPv4Host(s, p, end);
    if (hostEnd < 0) hostEnd = hostnameEnd(s, p, end, true);
  }
  if (hostEnd instanceof Failure) return hostEnd;
  const hostStart = p;
  p = hostEnd;
  let port = -1;
  if (p < end && s.charCodeAt(p) === Char.COLON) {
    p++;
    if (p < end) {
      const failure = checkClass(s, p, end, CharClass.DIGIT, 'port number');
      if (failure !== null) return failure;
      port = decimalValue(s, p, end);
      if (port > Java.INT_MAX) return new Failure('Malformed port number', p);
      p = end;
    }
  }
  if (p < end) return new Failure('Expected port number', p);
  parts.userInfoEnd = userInfoEnd;
  parts.hostStart = hostStart;
  parts.hostEnd = hostEnd;
  parts.port = port;
  return null;
}

/**
 * "[" IPv6address [ "%" scope_id ] "]" from the "[" at `start`: returns the index after the "]", or
 * the failure. The IPv6 rules below throw theirs (fail), caught here.
 */
function ipv6ReferenceEnd(s: string, start: number, end: number): number | Failure {
  const close = indexOf(s, Char.RIGHT_BRACKET, start + 1, end);
  if (close === start + 1 || close === end) return new Failure('Expected closing bracket for IPv6 address', close);
  const percent = indexOf(s, Char.PERCENT, start + 1, close);
  try {
    if (percent > start + 1 && percent < close) {
      parseIPv6Address(s, start + 1, percent);
      if (percent + 1 === close) return new Failure('scope id expected', -1);
      const failure = checkClass(s, percent + 1, close, CharClass.SCOPE_ID, 'scope id');
      if (failure !== null) return failure;
    } else {
      parseIPv6Address(s, start + 1, close);
    }
  } catch (e) {
    if (e instanceof Failure) return e;
    throw e;
  }
  return close + 1;
}

/** Whether `c` ends an authority: "/", "?" or "#". */
export function endsAuthority(c: number): boolean {
  return c === 0x2f || c === 0x3f || c === 0x23;
}

/**
 * The most common authority, `hostname [ ":" port ]` (no user information, no IP address), from
 * `start` to the first "/", "?", "#" or the end of `s`: sets the host and port of `parts` and returns
 * where the authority ends. For any other authority it returns -1 and sets nothing; parseServer then
 * reads it. (Such an authority holds only reg_name characters, and no IPv4 address is also a
 * hostname: the last label of a hostname starts with a letter.)
 *
 * Fast path of parseServer: wherever it answers, parseServer on the same range must succeed and give
 * the same user information, host and port; spec/fast-paths.spec.ts holds it to that.
 */
export function parsePlainServer(s: string, start: number, parts: PartsInProgress): number {
  const n = s.length;
  let p = hostnameEnd(s, start, n, false);
  if (p < 0) return -1;
  const hostEnd = p;
  let port = -1;
  if (p < n && s.charCodeAt(p) === Char.COLON) {
    const digits = ++p;
    p = skip(CharClass.DIGIT, s, p, n);
    // Ten digits or more may not fit in an int: parseServer decides.
    if (p - digits > 9) return -1;
    if (p > digits) port = decimalValue(s, digits, p);
  }
  if (p < n && !endsAuthority(s.charCodeAt(p))) return -1;
  parts.hostStart = start;
  parts.hostEnd = hostEnd;
  parts.port = port;
  return p;
}

/**
 * hostname = *( domainlabel "." ) toplabel [ "." ] from `start`, ending at `end` or a ":". A label
 * neither starts nor ends with "-"; when there are several labels, the last one starts with a letter.
 * Returns where the hostname ends. When it is malformed, `strict` returns the failure (the JDK's
 * reason and index); otherwise -1 (and leaves to the caller what may follow the hostname).
 */
function hostnameEnd(s: string, start: number, end: number, strict: true): number | Failure;
function hostnameEnd(s: string, start: number, end: number, strict: false): number;
function hostnameEnd(s: string, start: number, end: number, strict: boolean): number | Failure {
  let p = start;
  let lastLabel = -1;
  while (p < end && inClass(CharClass.ALPHANUM, s.charCodeAt(p))) {
    lastLabel = p;
    p = skip(CharClass.LABEL, s, p + 1, end);
    if (s.charCodeAt(p - 1) === Char.HYPHEN) return malformedHostname(p - 1, strict);
    if (p < end && s.charCodeAt(p) === Char.DOT) p++;
    else break;
  }
  if (strict) {
    if (p < end && s.charCodeAt(p) !== Char.COLON) return new Failure('Illegal character in hostname', p);
    if (lastLabel < 0) return new Failure('Expected hostname', start);
  } else if (lastLabel < 0) {
    return -1;
  }
  if (lastLabel > start && !inClass(CharClass.ALPHA, s.charCodeAt(lastLabel)))
    return malformedHostname(lastLabel, strict);
  return p;
}

function malformedHostname(index: number, strict: boolean): number | Failure {
  return strict ? new Failure('Illegal character in hostname', index) : -1;
}

/**
 * An IPv4address as a host: the whole run of digits and dots must be one, followed by the end of
 * the authority or ":". Returns where it ends, or -1 when the host is not an IPv4 address (it is then
 * read as a hostname).
 */
function scanIPv4Host(s: string, start: number, end: number): number {
  const run = skip(CharClass.DIGIT_DOT, s, start, end);
  if (run === start) return -1;
  if (run < end && s.charCodeAt(run) !== Char.COLON) return -1;
  return dottedQuadEnd(s, start, run, false) === run ? run : -1;
}

/**
 * Four decimal octets separated by dots on [start, end). Returns the index after the fourth octet;
 * with `strict` a malformed address fails ("Malformed IPv4 address"), otherwise it returns -1.
 * Octets take any number of digits; one over 255 is malformed at its first digit, also when it
 * overflows a Java int (JDK-8353013: before JDK 25 that was a NumberFormatException).
 */
function dottedQuadEnd(s: string, start: number, end: number, strict: boolean): number {
  let p = start;
  for (let octet = 0; octet < 4; octet++) {
    if (octet > 0) {
      if (p >= end || s.charCodeAt(p) !== Char.DOT) return malformedIPv4(p, strict);
      p++;
    }
    const q = skip(CharClass.DIGIT, s, p, end);
    if (q === p) return malformedIPv4(p, strict);
    if (decimalValue(s, p, q) > 255) return malformedIPv4(p, strict);
    p = q;
  }
  return p < end ? malformedIPv4(p, strict) : p;
}

function malformedIPv4(index: number, strict: boolean): number {
  if (strict) fail('Malformed IPv4 address', index);
  return -1;
}

/** The value of the decimal digits [start, end), saturating at INT_MAX + 1. */
function decimalValue(s: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    value = value * 10 + (s.charCodeAt(i) - 48);
    if (value > Java.INT_MAX) return Java.INT_MAX + 1;
  }
  return value;
}

/**
 * IPv6address (RFC 2373 appendix B, as RFC 2732 uses it) on exactly [start, end):
 *   IPv6address = hexpart [ ":" IPv4address ]
 *   hexpart     = hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]
 *   hexseq      = hex4 *( ":" hex4 ),  hex4 = 1*4hex
 * read one hex4 at a time, each after a ":" or the one "::" (or at the start). Counts 16-bit pieces:
 * eight without "::", fewer than eight with it; an IPv4address, after a ":" or the "::", is two.
 */
function parseIPv6Address(s: string, start: number, end: number): void {
  let pieces = 0;
  let compressed = isDoubleColon(s, start, end);
  let p = compressed ? start + 2 : start;
  let afterColon = false; // whether p follows a single ":", which must be followed by digits
  while (p < end || afterColon) {
    const q = skip(CharClass.HEX, s, p, end);
    if (q === p && afterColon) fail('Expected digits for an IPv6 address', p);
    if (q === p || (q < end && s.charCodeAt(q) === Char.DOT)) {
      // Not a hex4: an IPv4address, which must end the address (at the start, none may be there).
      if (p === start) break;
      p = embeddedIPv4(s, p, end, compressed ? 'hex digits or IPv4 address' : 'IPv4 address');
      pieces += 2;
      break;
    }
    if (q - p > 4) fail('IPv6 hexadecimal digit sequence too long', p);
    pieces++;
    p = q;
    afterColon = false;
    if (p === end || s.charCodeAt(p) !== Char.COLON) break;
    if (!isDoubleColon(s, p, end)) {
      p++;
      afterColon = true;
    } else if (compressed) {
      fail('Expected hex digits or IPv4 address', p + 1); // a second "::"
    } else {
      compressed = true;
      p += 2;
    }
  }
  if (p < end) fail('Malformed IPv6 address', start);
  if (pieces > 8) fail('IPv6 address too long', start);
  if (!compressed && pieces < 8) fail('IPv6 address too short', start);
  if (compressed && pieces === 8) fail('Malformed IPv6 address', start);
}

function isDoubleColon(s: string, p: number, end: number): boolean {
  return p + 1 < end && s.charCodeAt(p) === Char.COLON && s.charCodeAt(p + 1) === Char.COLON;
}

/** An IPv4address that must run to the end of the IPv6 address. */
function embeddedIPv4(s: string, start: number, end: number, expected: string): number {
  const run = skip(CharClass.DIGIT_DOT, s, start, end);
  if (run === start || run !== end) fail('Expected ' + expected, start);
  return dottedQuadEnd(s, start, end, true);
}

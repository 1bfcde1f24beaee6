/**
 * The generic handler of java.net.URL (http, https, ftp, file, jrt, jmod): authority, port, path and
 * query from the text after the protocol, relative paths against the context's, and the character
 * checks JDK 20+ runs after parsing.
 */
import { digit, describeChar } from './chars';
import { Illegal, hostRunEnd, isIllegal } from './classes';
import { Char, indexOf, lastIndexOf } from '../uri';
import { ipv6Literal } from '../inet';
import { ROOT, mergePath } from './dots';
import { type ContextParts, HandlerError, SpecParts, type UrlParts } from './parts';

/**
 * Integer.parseInt(text, 10) as the port parser uses it: an optional sign, then decimal digits
 * (any Unicode Nd digit in the BMP), within the int range; else `Error at index N in: "text"`.
 */
function parsePort(text: string): number {
  const fail = (i: number): never => {
    throw new HandlerError(`Error at index ${i} in: "${text}"`);
  };
  let i = 0;
  let negative = false;
  let limit = -2147483647;
  const first = text.charCodeAt(0);
  if (first < Char.ZERO) {
    if (first === Char.HYPHEN) {
      negative = true;
      limit = -2147483648;
    } else if (first !== Char.PLUS) fail(0);
    if (text.length === 1) fail(1);
    i = 1;
  }
  const multmin = Math.trunc(limit / 10);
  let result = 0;
  for (; i < text.length; i++) {
    const d = digit(text.charCodeAt(i));
    if (d < 0 || result < multmin) fail(i);
    result *= 10;
    if (result < limit + d) fail(i);
    result -= d;
  }
  return (negative ? result : -result) | 0;
}

/** JDK 25's clean-up of the host and authority messages: runs of spaces shrunk to one, trailing ones dropped. */
function spaced(message: string): string {
  let out = '';
  for (let i = 0; i < message.length; i++) {
    if (message.charCodeAt(i) !== Char.SPACE) out += message[i];
    else if (out.charCodeAt(out.length - 1) !== Char.SPACE) out += ' ';
  }
  return out.charCodeAt(out.length - 1) === Char.SPACE ? out.slice(0, -1) : out;
}

/**
 * The authority from `start` up to the first `/` (or `limit`): user info, host and port into p,
 * then JDK 20+'s checks after parsing (nothing after the authority can fail). Returns where the
 * authority ends.
 */
function scanAuthority(p: SpecParts, spec: string, start: number, limit: number): number {
  // The run the host check admits from the start: when it reaches the authority's end (the first
  // `/`), the common case, there is no `@` and no port. The host is after the first `@`, up to the
  // first `:` after it.
  const run = hostRunEnd(spec, start, limit);
  p.authorityStart = start;
  if (run === limit || spec.charCodeAt(run) === Char.SLASH) {
    p.hostStart = start;
    p.hostEnd = run;
    return run;
  }
  const end = indexOf(spec, Char.SLASH, run, limit);
  const firstAt = indexOf(spec, Char.AT, run, end);
  const at = firstAt < end ? firstAt : -1;
  let illegal: string | null;
  if (at >= 0 && indexOf(spec, Char.AT, at + 1, end) < end) {
    // Two or more '@': no user info, no host, the port left as it was; the authority checked whole.
    p.hostStart = -1;
    p.hostEnd = -1;
    illegal = firstIllegal(spec, start, end, Illegal.Authority, 'authority');
  } else {
    const hostStart = at < 0 ? start : at + 1;
    if (at >= 0) p.userInfo = spec.slice(start, at);
    if (spec.charCodeAt(hostStart) === Char.LEFT_BRACKET && hostStart < end) {
      scanBracketedHost(p, spec.slice(start, end), spec, hostStart, end);
      illegal = checkParts(p);
    } else {
      // The host's run stops at its `:`, or at a character the check rejects before it.
      const hostRun = at < 0 ? run : hostRunEnd(spec, hostStart, end);
      const colonAt = indexOf(spec, Char.COLON, hostRun, end);
      const colon = colonAt < end ? colonAt : -1;
      const hostEnd = colon < 0 ? end : colon;
      if (colon >= 0 && end > colon + 1) p.port = parsePort(spec.slice(colon + 1, end));
      p.hostStart = hostStart;
      p.hostEnd = hostEnd;
      if (p.port < -1) throw new HandlerError('Invalid port number :' + p.port);
      illegal = hostRun < hostEnd ? illegalMessage(spec.charCodeAt(hostRun), 'host') : null;
      if (illegal === null && at >= 0) illegal = firstIllegal(spec, start, at, Illegal.UserInfo, 'user-info');
    }
  }
  if (illegal) throw new HandlerError(illegal);
  return end;
}

/** A host at spec[hostStart] that begins with `[`: an IPv6 literal in brackets, then nothing or `:` and a port. */
function scanBracketedHost(p: SpecParts, authority: string, spec: string, hostStart: number, end: number): void {
  const rest = spec.slice(hostStart, end);
  const close = rest.indexOf(']');
  if (close <= 2) throw new HandlerError(spaced('Invalid authority field: ' + authority));
  const host = rest.slice(0, close + 1);
  if (!ipv6Literal(host.slice(1, close))) throw new HandlerError(spaced('Invalid host: ' + host));
  p.hostStart = hostStart;
  p.hostEnd = hostStart + close + 1;
  if (rest.length > close + 1) {
    if (rest.charCodeAt(close + 1) !== Char.COLON)
      throw new HandlerError(spaced('Invalid authority field: ' + authority));
    if (rest.length > close + 2) p.port = parsePort(rest.slice(close + 2));
  }
  if (p.port < -1) throw new HandlerError('Invalid port number :' + p.port);
}

/**
 * Reads `spec[start, fileEnd)` (the text after the protocol, before the `#`) as the generic handler
 * does, with the ref from `refStart` (or -1) to `end`: the URL itself when there is no context, else
 * what resolveGeneric applies to the context's fields.
 */
export function scanGeneric(
  spec: string,
  protocol: string,
  start: number,
  fileEnd: number,
  refStart: number,
  end: number,
): SpecParts {
  const p = new SpecParts(spec, protocol, start, fileEnd, refStart, end);
  let limit = fileEnd;
  if (start < limit) {
    const q = spec.indexOf('?', start);
    if (q >= 0 && q < limit) {
      p.queryStart = q + 1;
      limit = q;
    }
  }
  // `//` begins an authority, but `////` (a UNC path) does not.
  const slashes =
    limit - start >= 2 && spec.charCodeAt(start) === Char.SLASH && spec.charCodeAt(start + 1) === Char.SLASH;
  const unc =
    slashes &&
    limit - start >= 4 &&
    spec.charCodeAt(start + 2) === Char.SLASH &&
    spec.charCodeAt(start + 3) === Char.SLASH;
  if (slashes && !unc) p.pathStart = scanAuthority(p, spec, start + 2, limit);
  return p;
}

/**
 * A relative spec read by scanGeneric from `start`, applied to u (the context's fields): the ref and
 * query it gives (an empty spec keeps the context's), its authority, and its path, resolved against
 * the context's.
 */
export function resolveGeneric(u: UrlParts, p: SpecParts, start: number, context: ContextParts): void {
  const empty = start === p.fileEnd;
  if (!empty) u.query = null;
  if (!empty || p.refStart >= 0) u.ref = p.ref;
  if (p.queryStart >= 0) u.query = p.query;
  if (p.authorityStart >= 0) {
    u.authority = p.authority;
    u.userInfo = p.userInfo;
    u.host = p.host;
    if (p.hostStart >= 0) u.port = p.port;
    if (u.authority !== '') u.path = '';
  }
  if (u.host === null) u.host = '';
  let path = u.path;
  const pathEnd = p.queryStart < 0 ? p.fileEnd : p.queryStart - 1;
  if (p.pathStart < pathEnd) {
    const rest = p.path;
    if (rest.charCodeAt(0) === Char.SLASH) path = rest;
    else if (path !== null && path !== '') {
      // The context's own path (an authority in the spec would have emptied it), its `/`s found once.
      const slashes = context.slashes();
      path =
        slashes.at.length === 0 && u.authority !== null ? mergePath('/', ROOT, rest) : mergePath(path, slashes, rest);
    } else path = (u.authority !== null ? '/' : '') + rest;
  } else if (p.queryStart === start + 1 && path !== null) {
    // A spec that begins with `?`: the context's directory.
    const slash = lastIndexOf(path, Char.SLASH, path.length - 1);
    path = path.slice(0, slash < 0 ? 0 : slash) + '/';
  }
  u.path = path ?? '';
}

/** The JDK's message for character c rejected in `where`. */
const illegalMessage = (c: number, where: string): string => `Illegal character found in ${where}: ${describeChar(c)}`;

/** The first character of s[start, end) that the check `illegal` rejects, as the JDK's message; or null. */
function firstIllegal(s: string, start: number, end: number, illegal: Illegal, where: string): string | null {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isIllegal(c, illegal)) return illegalMessage(c, where);
  }
  return null;
}

/**
 * JDK 20+'s checks after parsing of a host (or its IPv6 scope) and user information: the JDK's
 * message for the first character they reject, or null. (An authority with two or more `@`, which
 * has neither, is checked where it is parsed; the 4-argument constructor's host cannot hold one.)
 */
export function checkParts(u: UrlParts): string | null {
  const host = u.host;
  if (host) {
    const bracketed =
      host.charCodeAt(0) === Char.LEFT_BRACKET && host.charCodeAt(host.length - 1) === Char.RIGHT_BRACKET;
    if (bracketed) {
      const pct = host.indexOf('%');
      if (pct >= 0) {
        const m = firstIllegal(host, pct + 1, host.length - 1, Illegal.Scope, 'IPv6 scoped address');
        if (m) return m;
      }
    } else {
      const m = firstIllegal(host, 0, host.length, Illegal.Host, 'host');
      if (m) return m;
    }
  }
  return u.userInfo === null ? null : firstIllegal(u.userInfo, 0, u.userInfo.length, Illegal.UserInfo, 'user-info');
}

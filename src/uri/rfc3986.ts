/**
 * Beyond Java, opt-in: reference resolution (RFC 3986 section 5.2) and syntax-based normalization
 * (section 6.2.2), over the raw components. Results are recomposed as strings (section 5.3) and
 * parsed again, so the one parser still decides what they are.
 */
import { CharClass, inClass } from './chars';
import { formatRaw } from './build';
import { dotSegment, guardFirstSegment } from './normalize';
import type { Parts } from './parts';

/** A URI reference in RFC 3986's five components (an opaque part is a path with its query split off). */
interface Reference {
  scheme: string | null;
  authority: string | null;
  path: string;
  query: string | null;
  fragment: string | null;
}

function toReference(p: Parts): Reference {
  const ssp = p.schemeSpecificPart;
  let { authority, path, query } = p;
  if (path === null) {
    const q = ssp.indexOf('?');
    path = q < 0 ? ssp : ssp.slice(0, q);
    query = q < 0 ? null : ssp.slice(q + 1);
  } else {
    // java.net.URI has no empty authority ("s://?q" has none): the "//" before the path tells.
    const written = 2 + (authority ?? '').length + path.length + (query === null ? 0 : query.length + 1);
    authority = ssp.startsWith('//') && ssp.length === written ? (authority ?? '') : null;
  }
  return { scheme: p.scheme, authority, path, query, fragment: p.fragment };
}

/**
 * Section 5.3, component recomposition. A path that would read as an authority ("//" without one)
 * gets "/." in front, and a relative path whose first segment holds ":" gets "./", so that the
 * string means what the components mean.
 */
function recompose(r: Reference): string {
  let path = r.path;
  if (r.authority === null && path.startsWith('//')) path = '/.' + path;
  else if (r.authority === null && r.scheme === null && !path.startsWith('/')) path = guardFirstSegment(path);
  return formatRaw({ ...r, schemeSpecificPart: '', path }).string;
}

/**
 * Section 5.2.4, remove_dot_segments, in one forward pass over the input's segments, each with the
 * "/" before it: a "." or ".." alone or before "/" goes (rules A and D); "/." and "/.." become "/",
 * the latter dropping the last output segment (B and C); any other segment moves to the output (E).
 * @example removeDotSegments('/a/b/c/./../../g') === '/a/g'; removeDotSegments('mid/content=5/../6') === 'mid/6'
 */
export function removeDotSegments(path: string): string {
  const out: string[] = [];
  const n = path.length;
  let i = 0;
  while (i < n) {
    const slash = path.charCodeAt(i) === 0x2f;
    const start = slash ? i + 1 : i;
    let end = path.indexOf('/', start);
    if (end < 0) end = n;
    const dots = dotSegment(path, start, end);
    if (dots === 0) {
      out.push(path.slice(i, end));
      i = end;
    } else if (slash) {
      if (dots === 2) out.pop();
      if (end === n) out.push('/');
      i = end;
    } else {
      i = end + 1;
    }
  }
  return out.join('');
}

/** Section 5.2.2 (strict): the target of `ref` against `base`, as a string. */
export function resolve3986(base: Parts, ref: Parts): string {
  const B = toReference(base);
  const T = toReference(ref);
  // Neither a scheme nor an authority: the base's, and a path from the base's where it is empty or relative.
  const relative = T.scheme === null && T.authority === null;
  if (relative && T.path === '') {
    T.path = B.path;
    T.query ??= B.query;
  } else {
    T.path = removeDotSegments(relative && !T.path.startsWith('/') ? merge(B, T.path) : T.path);
  }
  if (T.scheme === null) {
    T.scheme = B.scheme;
    T.authority ??= B.authority;
  }
  return recompose(T);
}

/** Section 5.2.3: the reference path appended to the base path's directory. */
function merge(base: Reference, refPath: string): string {
  if (base.authority !== null && base.path === '') return '/' + refPath;
  return base.path.slice(0, base.path.lastIndexOf('/') + 1) + refPath;
}

/** Section 6.2.2.1–2: escapes in upper case, escapes of unreserved characters decoded (null stays null). */
function normalizeEscapes<T extends string | null>(s: T): T;
function normalizeEscapes(s: string | null): string | null {
  // Each escape in turn, left to right (a fixed-length pattern: nothing to backtrack into).
  return s === null
    ? s
    : s.replace(/%[0-9a-fA-F]{2}/g, (escape) => {
        const octet = parseInt(escape.slice(1), 16);
        return inClass(CharClass.UNRESERVED_3986, octet) ? String.fromCharCode(octet) : escape.toUpperCase();
      });
}

/** normalizeEscapes outside an IPv6 literal: inside "[...]", "%" begins a scope id, not an escape. */
function normalizeAuthorityEscapes(authority: string): string {
  const open = authority.indexOf('[');
  const close = authority.indexOf(']', open);
  if (open < 0 || close < 0) return normalizeEscapes(authority);
  return (
    normalizeEscapes(authority.slice(0, open)) +
    authority.slice(open, close + 1) +
    normalizeEscapes(authority.slice(close + 1))
  );
}

/** The host part of an authority ([userinfo "@"] host [":" port]) in lower case. */
function lowerCaseHost(authority: string): string {
  const at = authority.lastIndexOf('@');
  const close = authority.lastIndexOf(']');
  let colon = authority.lastIndexOf(':');
  if (colon < at + 1 || colon < close) colon = authority.length;
  return authority.slice(0, at + 1) + authority.slice(at + 1, colon).toLowerCase() + authority.slice(colon);
}

/**
 * Section 6.2.2: scheme and host in lower case, escapes in upper case, escapes of unreserved
 * characters decoded, dot segments removed (from absolute paths and from the paths of URIs with a
 * scheme or authority; a relative-path reference keeps its leading ".." segments). Idempotent.
 */
export function normalize3986(p: Parts): string {
  const r = toReference(p);
  r.scheme = r.scheme === null ? null : r.scheme.toLowerCase();
  if (r.authority !== null) r.authority = lowerCaseHost(normalizeAuthorityEscapes(r.authority));
  r.path = normalizeEscapes(r.path);
  if (p.path !== null && (r.scheme !== null || r.authority !== null || r.path.startsWith('/'))) {
    r.path = removeDotSegments(r.path);
  }
  r.query = normalizeEscapes(r.query);
  r.fragment = normalizeEscapes(r.fragment);
  return recompose(r);
}

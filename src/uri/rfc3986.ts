/**
 * Beyond Java, opt-in: reference resolution (RFC 3986 section 5.2) and syntax-based normalization
 * (section 6.2.2), over the raw components. Results are recomposed as strings (section 5.3) and
 * parsed again, so the one parser still decides what they are.
 */
import { UNRESERVED_3986, hexValue, inClass } from './chars';
import { guardFirstSegment } from './normalize';
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
  if (p.path !== null) {
    // java.net.URI has no empty authority ("s://?q" has none): the "//" before the path tells.
    const written = 2 + (p.authority ?? '').length + p.path.length + (p.query === null ? 0 : p.query.length + 1);
    const authority =
      p.schemeSpecificPart.startsWith('//') && p.schemeSpecificPart.length === written ? (p.authority ?? '') : null;
    return { scheme: p.scheme, authority, path: p.path, query: p.query, fragment: p.fragment };
  }
  const q = p.schemeSpecificPart.indexOf('?');
  return q < 0
    ? { scheme: p.scheme, authority: null, path: p.schemeSpecificPart, query: null, fragment: p.fragment }
    : {
        scheme: p.scheme,
        authority: null,
        path: p.schemeSpecificPart.slice(0, q),
        query: p.schemeSpecificPart.slice(q + 1),
        fragment: p.fragment,
      };
}

/**
 * Section 5.3, component recomposition. A path that would read as an authority ("//" without one)
 * gets "/." in front, and a relative path whose first segment holds ":" gets "./", so that the
 * string means what the components mean.
 */
function recompose(r: Reference): string {
  let s = r.scheme === null ? '' : r.scheme + ':';
  let path = r.path;
  if (r.authority !== null) s += '//' + r.authority;
  else if (path.startsWith('//')) path = '/.' + path;
  else if (r.scheme === null && !path.startsWith('/')) path = guardFirstSegment(path);
  s += path;
  if (r.query !== null) s += '?' + r.query;
  return r.fragment === null ? s : s + '#' + r.fragment;
}

/**
 * Section 5.2.4, remove_dot_segments, in one forward pass.
 * @example removeDotSegments('/a/b/c/./../../g') === '/a/g'; removeDotSegments('mid/content=5/../6') === 'mid/6'
 */
export function removeDotSegments(path: string): string {
  const out: string[] = [];
  const n = path.length;
  let i = 0;
  const at = (k: number, c: string): boolean => k < n && path[k] === c;
  while (i < n) {
    if (at(i, '.') && at(i + 1, '.') && at(i + 2, '/'))
      i += 3; // A: "../"
    else if (at(i, '.') && at(i + 1, '/'))
      i += 2; // A: "./"
    else if (at(i, '/') && at(i + 1, '.') && (at(i + 2, '/') || i + 2 === n)) {
      // B: "/./" or "/." → "/"
      if (i + 2 === n) {
        out.push('/');
        i = n;
      } else i += 2;
    } else if (at(i, '/') && at(i + 1, '.') && at(i + 2, '.') && (at(i + 3, '/') || i + 3 === n)) {
      // C: "/../" or "/.." → "/", dropping the last output segment
      out.pop();
      if (i + 3 === n) {
        out.push('/');
        i = n;
      } else i += 3;
    } else if ((at(i, '.') && i + 1 === n) || (at(i, '.') && at(i + 1, '.') && i + 2 === n)) {
      i = n; // D: "." or ".."
    } else {
      // E: the first segment, with its leading "/"
      let j = path.indexOf('/', i + 1);
      if (j < 0) j = n;
      out.push(path.slice(i, j));
      i = j;
    }
  }
  return out.join('');
}

/** Section 5.2.2 (strict): the target of `ref` against `base`, as a string. */
export function resolve3986(base: Parts, ref: Parts): string {
  const B = toReference(base);
  const R = toReference(ref);
  const T: Reference = { scheme: B.scheme, authority: B.authority, path: '', query: null, fragment: R.fragment };
  if (R.scheme !== null) {
    T.scheme = R.scheme;
    T.authority = R.authority;
    T.path = removeDotSegments(R.path);
    T.query = R.query;
  } else if (R.authority !== null) {
    T.authority = R.authority;
    T.path = removeDotSegments(R.path);
    T.query = R.query;
  } else if (R.path === '') {
    T.path = B.path;
    T.query = R.query !== null ? R.query : B.query;
  } else {
    T.path = removeDotSegments(R.path.startsWith('/') ? R.path : merge(B, R.path));
    T.query = R.query;
  }
  return recompose(T);
}

/** Section 5.2.3: the reference path appended to the base path's directory. */
function merge(base: Reference, refPath: string): string {
  if (base.authority !== null && base.path === '') return '/' + refPath;
  return base.path.slice(0, base.path.lastIndexOf('/') + 1) + refPath;
}

/** Section 6.2.2.1–2: escapes in upper case, escapes of unreserved characters decoded. */
function normalizeEscapes(s: string): string {
  if (s.indexOf('%') < 0) return s;
  let out = '';
  let literalStart = 0;
  for (let i = 0; i + 2 < s.length; i++) {
    if (s.charCodeAt(i) !== 0x25) continue;
    const hi = hexValue(s.charCodeAt(i + 1));
    const lo = hexValue(s.charCodeAt(i + 2));
    if (hi < 0 || lo < 0) continue;
    const octet = (hi << 4) | lo;
    out +=
      s.slice(literalStart, i) +
      (inClass(UNRESERVED_3986, octet) ? String.fromCharCode(octet) : s.slice(i, i + 3).toUpperCase());
    literalStart = i + 3;
    i += 2;
  }
  return out + s.slice(literalStart);
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
  const authority = r.authority === null ? null : lowerCaseHost(normalizeAuthorityEscapes(r.authority));
  let path = normalizeEscapes(r.path);
  if (p.path !== null && (r.scheme !== null || authority !== null || path.startsWith('/')))
    path = removeDotSegments(path);
  return recompose({
    scheme: r.scheme === null ? null : r.scheme.toLowerCase(),
    authority,
    path,
    query: r.query === null ? null : normalizeEscapes(r.query),
    fragment: r.fragment === null ? null : normalizeEscapes(r.fragment),
  });
}

/**
 * Path normalization as java.net.URI does it (RFC 2396 section 5.2 step 6, applied to any path):
 * redundant slashes collapse, "." segments go, a ".." goes with the segment before it unless that is
 * "..", and a relative result whose first segment holds ":" gets a "./" in front.
 */

const SLASH = 0x2f;
const DOT = 0x2e;

/**
 * The normalized path; the same string when nothing changes.
 * @example normalizePath('a/b/../c/./d') === 'a/c/d'; normalizePath('/../a') === '/../a'
 */
export function normalizePath(path: string): string {
  const n = path.length;
  if (n === 0) return path;
  const absolute = path.charCodeAt(0) === SLASH;
  if (!hasRemovableSegment(path)) return absolute ? path : guardFirstSegment(path);
  const kept: string[] = [];
  let trailingSlash = path.charCodeAt(n - 1) === SLASH;
  let start = 0;
  while (start < n) {
    if (path.charCodeAt(start) === SLASH) {
      start++;
      continue;
    }
    let end = start;
    while (end < n && path.charCodeAt(end) !== SLASH) end++;
    const segment = path.slice(start, end);
    const last = end === n;
    if (segment === '.') {
      if (last) trailingSlash = true;
    } else if (segment === '..' && kept.length > 0 && kept[kept.length - 1] !== '..') {
      kept.pop();
      if (last) trailingSlash = true;
    } else {
      if (last) trailingSlash = false;
      kept.push(segment);
    }
    start = end;
  }
  let s = (absolute ? '/' : '') + kept.join('/');
  if (trailingSlash && kept.length > 0) s += '/';
  // DEVIATION (the JDK's): "a:b" as the first segment of a relative path would read as a scheme.
  if (!absolute) s = guardFirstSegment(s);
  return s === path ? path : s;
}

/**
 * Whether a segment of `path` (from `from`, at a segment's start) is ".", ".." or empty (a redundant
 * slash); a final empty segment does not count.
 */
export function hasRemovableSegment(path: string, from = 0): boolean {
  const n = path.length;
  let i = path.charCodeAt(from) === SLASH ? from + 1 : from;
  while (i < n) {
    const c = path.charCodeAt(i);
    if (c === SLASH) return true;
    if (c === DOT) {
      if (i + 1 === n || path.charCodeAt(i + 1) === SLASH) return true;
      if (path.charCodeAt(i + 1) === DOT && (i + 2 === n || path.charCodeAt(i + 2) === SLASH)) return true;
    }
    const slash = path.indexOf('/', i);
    if (slash < 0) return false;
    i = slash + 1;
  }
  return false;
}

/** A relative path whose first segment holds ":" with "./" in front, so that it cannot read as a scheme. */
export function guardFirstSegment(relativePath: string): string {
  const colon = relativePath.indexOf(':');
  if (colon < 0) return relativePath;
  const slash = relativePath.indexOf('/');
  return slash >= 0 && slash < colon ? relativePath : './' + relativePath;
}

/**
 * Path normalization as java.net.URI does it (RFC 2396 section 5.2 step 6, applied to any path):
 * redundant slashes collapse, "." segments go, a ".." goes with the segment before it unless that is
 * "..", and a relative result whose first segment holds ":" gets a "./" in front.
 */
import { Char } from './chars';

/**
 * The normalized path; the same string when nothing changes.
 * @example normalizePath('a/b/../c/./d') === 'a/c/d'; normalizePath('/../a') === '/../a'
 */
export function normalizePath(path: string): string {
  return path.length === 0 || !hasRemovableSegment(path) ? path : normalizeSegments(path);
}

/**
 * normalizePath's general way, on a non-empty path: each segment read, the kept ones joined again,
 * and the first segment guarded. normalizePath takes a path with no removable segment as it is (the
 * JDK does too: "a:b" stays); it must be what this gives for any such path but a relative one whose
 * first segment holds ":", and spec/fast-paths.spec.ts holds it to that (hence the export).
 */
export function normalizeSegments(path: string): string {
  const n = path.length;
  const absolute = path.charCodeAt(0) === Char.SLASH;
  // The segments kept, as their [start, end) offsets in path: two numbers each, `count` of them in
  // use. A ".." with no segment before it to take away is kept too, always before the others: those
  // are only counted (`ups`).
  const kept: number[] = [];
  let count = 0;
  let ups = 0;
  let trailingSlash = path.charCodeAt(n - 1) === Char.SLASH;
  let start = 0;
  while (start < n) {
    if (path.charCodeAt(start) === Char.SLASH) {
      start++;
      continue;
    }
    let end = path.indexOf('/', start);
    if (end < 0) end = n;
    const last = end === n;
    const dots = dotSegment(path, start, end);
    if (dots === 1) {
      if (last) trailingSlash = true;
    } else if (dots === 2 && count > 0) {
      count -= 2;
      if (last) trailingSlash = true;
    } else if (dots === 2) {
      ups++;
      if (last) trailingSlash = false;
    } else {
      if (last) trailingSlash = false;
      kept[count++] = start;
      kept[count++] = end;
    }
    start = end;
  }
  let s = (absolute ? '/' : '') + (ups > 0 ? '..' + '/..'.repeat(ups - 1) : '');
  let separator = ups > 0 ? '/' : '';
  // Kept segments one slash apart in path are copied as one piece.
  for (let i = 0; i < count;) {
    const from = kept[i]!;
    let to = kept[i + 1]!;
    for (i += 2; i < count && kept[i] === to + 1; i += 2) to = kept[i + 1]!;
    s += separator + path.slice(from, to);
    separator = '/';
  }
  if (trailingSlash && (count > 0 || ups > 0)) s += '/';
  // DEVIATION (the JDK's): "a:b" as the first segment of a relative path would read as a scheme.
  if (!absolute) s = guardFirstSegment(s);
  return s.length === n && s === path ? path : s;
}

/** 1 if path[start, end) is ".", 2 if it is "..", else 0. */
export function dotSegment(path: string, start: number, end: number): number {
  if (end - start > 2 || path.charCodeAt(start) !== Char.DOT) return 0;
  if (end - start === 1) return 1;
  return path.charCodeAt(start + 1) === Char.DOT ? 2 : 0;
}

/**
 * Whether a segment of path[from, to) (from a segment's start) is ".", ".." or empty (a redundant
 * slash); a final empty segment does not count. False means normal: the fast paths normalizePath,
 * climb (resolve) and normalPathPrefix (relativize) take such a path as normalizeSegments would
 * give it back.
 */
export function hasRemovableSegment(path: string, from = 0, to = path.length): boolean {
  const n = to;
  let i = path.charCodeAt(from) === Char.SLASH ? from + 1 : from;
  while (i < n) {
    const c = path.charCodeAt(i);
    if (c === Char.SLASH) return true;
    if (c === Char.DOT) {
      if (i + 1 === n || path.charCodeAt(i + 1) === Char.SLASH) return true;
      if (path.charCodeAt(i + 1) === Char.DOT && (i + 2 === n || path.charCodeAt(i + 2) === Char.SLASH)) return true;
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

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
  return normalizedPath(path, 0, path.length) ?? path;
}

/**
 * The normalized form of the path s[from, to), or null where that is the path as it stands (so a
 * Uri's path is read where it stands in the Uri's string, and cut out only when it changes). Only
 * its removable segments are read, one by one (each found by removableSegmentAt); each run of
 * normal segments between them is kept as one piece. A path with none stays as it is, as the JDK
 * leaves it (`a:b` too); a relative result gets its first segment guarded.
 * @example normalizedPath('x/a/./b', 1, 7) === '/a/b'; normalizedPath('/a/b', 0, 4) === null
 */
export function normalizedPath(s: string, from: number, to: number): string | null {
  const absolute = s.charCodeAt(from) === Char.SLASH;
  let start = absolute ? from + 1 : from; // a segment's start; normal segments run from there to `removable`
  let removable = removableSegmentAt(s, start, to);
  if (removable < 0) return null;
  // The pieces kept, as [start, end) offsets in s: two numbers each, `count` of them in use; a piece
  // is a run of segments one "/" apart. A ".." with no segment before it to take away is kept too,
  // always before the others: those are only counted (`ups`).
  const kept: number[] = [];
  let count = 0;
  let ups = 0;
  let trailingSlash = s.charCodeAt(to - 1) === Char.SLASH;
  for (;;) {
    // (The last run, removable -1: trailingSlash is still whether the path ends with "/".)
    const end = removable >= 0 ? removable - 1 : trailingSlash ? to - 1 : to;
    if (end > start) {
      kept[count++] = start;
      kept[count++] = end;
    }
    if (removable < 0) break;
    start = removable + 1;
    if (s.charCodeAt(removable) !== Char.SLASH) {
      // "." or ".." (as removableSegmentAt found it: with "/" or the end after it)
      const dots = removable + 1 < to && s.charCodeAt(removable + 1) === Char.DOT ? 2 : 1;
      let up = false;
      if (dots === 2 && count > 0) {
        // The last segment kept goes: its piece ends at the "/" before it, or goes too.
        const pieceStart = kept[count - 2]!;
        let slash = kept[count - 1]! - 1;
        while (slash > pieceStart && s.charCodeAt(slash) !== Char.SLASH) slash--;
        if (slash > pieceStart) kept[count - 1] = slash;
        else count -= 2;
      } else if (dots === 2) {
        ups++;
        up = true;
      }
      start = removable + dots + 1;
      // The last segment: "." or a ".." that took one away ends a directory; a ".." kept does not.
      if (start > to) trailingSlash = !up;
    }
    if (start >= to) break;
    removable = removableSegmentAt(s, start, to);
  }
  let path = (absolute ? '/' : '') + (ups > 0 ? '..' + '/..'.repeat(ups - 1) : '');
  // (No two pieces are one "/" apart in s: a removable segment stood between them.)
  for (let i = 0; i < count; i += 2) path += (i > 0 || ups > 0 ? '/' : '') + s.slice(kept[i], kept[i + 1]);
  if (trailingSlash && (count > 0 || ups > 0)) path += '/';
  // DEVIATION (the JDK's): "a:b" as the first segment of a relative path would read as a scheme.
  if (!absolute) path = guardFirstSegment(path);
  return path.length === to - from && s.startsWith(path, from) ? null : path;
}

/** 1 if path[start, end) is ".", 2 if it is "..", else 0. */
export function dotSegment(path: string, start: number, end: number): number {
  if (end - start > 2 || path.charCodeAt(start) !== Char.DOT) return 0;
  if (end - start === 1) return 1;
  return path.charCodeAt(start + 1) === Char.DOT ? 2 : 0;
}

/**
 * Where the first segment of path[from, to) that is ".", ".." or empty (a redundant slash) starts,
 * from `from`, a segment's start (after an absolute path's "/"), or -1 where there is none; a final
 * empty segment does not count. -1 means normal: normalizedPath, climb (resolve) and
 * normalPathPrefix (relativize) take such a path as it is.
 * @example removableSegmentAt('/a/./b', 1, 6) === 3; removableSegmentAt('/a/b/', 1, 5) === -1
 */
export function removableSegmentAt(path: string, from: number, to: number): number {
  let i = from;
  while (i < to) {
    const c = path.charCodeAt(i);
    if (c === Char.SLASH) return i;
    if (c === Char.DOT) {
      if (i + 1 === to || path.charCodeAt(i + 1) === Char.SLASH) return i;
      if (path.charCodeAt(i + 1) === Char.DOT && (i + 2 === to || path.charCodeAt(i + 2) === Char.SLASH)) return i;
    }
    const slash = path.indexOf('/', i);
    if (slash < 0) return -1;
    i = slash + 1;
  }
  return -1;
}

/** A relative path whose first segment holds ":" with "./" in front, so that it cannot read as a scheme. */
export function guardFirstSegment(relativePath: string): string {
  const colon = relativePath.indexOf(':');
  if (colon < 0) return relativePath;
  const slash = relativePath.indexOf('/');
  return slash >= 0 && slash < colon ? relativePath : './' + relativePath;
}

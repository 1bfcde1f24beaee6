/**
 * Resolution of a reference against a base, as java.net.URI does it: RFC 2396 section 5.2, with the
 * JDK's readings (an empty reference path takes the base's directory; an absolute reference path
 * is not normalized; a fragment-only reference keeps the base's query).
 */
import { normalizePath, removableSegmentAt } from './normalize';
import { lastIndexOf } from './scan';
import { spliced, writtenAsParsed } from './build';
import { Components, ParsedParts, components, pathEnd } from './parts';
import { Char } from './chars';

/** The resolved components, or the base or the reference itself where the JDK returns it as is. */
export function resolveParts(base: Components, ref: Components): Components | 'base' | 'ref' {
  if (ref.path === null || base.path === null) return 'ref';
  // 5.2 (2): a reference to the current document (a fragment alone)
  if (ref.scheme === null && ref.authority === null && ref.path === '' && ref.fragment !== null && ref.query === null) {
    if (base.fragment !== null && ref.fragment === base.fragment) return 'base';
    return components(base.scheme, base, base.path, base.query, ref.fragment);
  }
  // 5.2 (3): an absolute reference
  if (ref.scheme !== null) return 'ref';
  // 5.2 (4): the reference's authority, or the base's
  if (ref.authority !== null) return components(base.scheme, ref, ref.path, ref.query, ref.fragment);
  return components(base.scheme, base, resolvePath(base, ref.path), ref.query, ref.fragment);
}

/**
 * 5.2 (5) and (6): the path of a reference with no scheme or authority, resolved against a
 * hierarchical base: an absolute path stays as it is; a relative one merges with the base's.
 */
export function resolvePath(base: Components, refPath: string): string {
  return refPath.charCodeAt(0) === Char.SLASH ? refPath : mergePaths(base.path!, refPath, base.scheme !== null);
}

/**
 * The commonest reference, a relative path (no scheme, no authority, a path that does not start with
 * "/"), resolved straight into a string and offsets: the base up to its path, the merged path, the
 * reference's query and fragment (see spliced). Null for any other reference or base, which
 * resolveParts takes.
 *
 * Fast path of resolveParts then withStringForm: wherever it answers, it must give the same string,
 * offsets and authority; spec/fast-paths.spec.ts holds it to that.
 */
export function resolveRelativePath(base: ParsedParts, ref: ParsedParts): ParsedParts | null {
  const refPathEnd = pathEnd(ref);
  if (ref.schemeEnd >= 0 || ref.authorityStart >= 0 || refPathEnd === 0 || ref.input.charCodeAt(0) === Char.SLASH) {
    return null;
  }
  if (base.pathStart < 0 || !writtenAsParsed(base)) return null;
  const path = mergePaths(base.path!, ref.input.slice(0, refPathEnd), base.schemeEnd >= 0);
  return spliced(base, path, ref);
}

/**
 * 5.2 (6): the base's directory (up to its last "/") and the reference path, normalized (also when
 * the reference path is empty: a base directory "//" becomes "/").
 */
function mergePaths(basePath: string, refPath: string, absoluteBase: boolean): string {
  const slash = lastIndexOf(basePath, Char.SLASH, basePath.length - 1);
  if (refPath === '') return normalizePath(slash >= 0 ? basePath.slice(0, slash + 1) : '');
  const merged = climb(basePath, slash, refPath);
  if (merged !== null) return merged;
  return normalizePath(slash >= 0 || !absoluteBase ? basePath.slice(0, slash + 1) + refPath : '/' + refPath);
}

/**
 * The common merge without normalizing the whole: an absolute base directory with no ".", ".." or
 * empty segment, and a reference of leading "./" and "../" then segments with none either. Each
 * "../" takes one segment off the directory; null where the general way must run (a ".." above the
 * root stays, so that is one of them).
 *
 * Fast path of mergePaths' general way, normalizePath of the base's directory (up to `slash`) and
 * the reference path: wherever it answers, it must give the same path; spec/fast-paths.spec.ts holds
 * it to that (hence the export).
 */
export function climb(basePath: string, slash: number, refPath: string): string | null {
  if (basePath.charCodeAt(0) !== Char.SLASH || removableSegmentAt(basePath, 1, slash + 1) >= 0) return null;
  let i = 0;
  let directoryEnd = slash;
  for (;;) {
    if (refPath.startsWith('./', i)) {
      i += 2;
    } else if (refPath.startsWith('../', i)) {
      i += 3;
      if (directoryEnd === 0) return null;
      directoryEnd = lastIndexOf(basePath, Char.SLASH, directoryEnd - 1);
    } else {
      break;
    }
  }
  if (
    i === refPath.length ||
    refPath.charCodeAt(i) === Char.SLASH ||
    removableSegmentAt(refPath, i, refPath.length) >= 0
  )
    return null;
  return basePath.slice(0, directoryEnd + 1) + (i === 0 ? refPath : refPath.slice(i));
}

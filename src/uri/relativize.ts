/**
 * Relativization as java.net.URI does it: the target's path relative to the base's, only when the
 * base's normalized path (as a directory) is a prefix of the target's; otherwise the target.
 */
import { equalParts, equalRaw, sameAuthority, samePath, sameRawAuthority, sameScheme, sameText } from './compare';
import { tailFrom, withStringForm } from './build';
import { guardFirstSegment, normalizePath, removableSegmentAt } from './normalize';
import { type Components, type ParsedParts, type Parts, components, pathEnd } from './parts';
import { Failure } from './failure';
import { parseOrFailure } from './parse';
import { lastIndexOf } from './scan';
import { resolveParts, resolvePath } from './resolve';
import { resolve3986 } from './rfc3986';
import { Char } from './chars';

/** The relative reference, or 'target' where the JDK returns the target itself. */
export function relativizeParts(base: ParsedParts, target: ParsedParts): ParsedParts | 'target' {
  if (base.pathStart < 0 || target.pathStart < 0) return 'target';
  if (!sameScheme(base, target) || !sameRawAuthority(base, target)) return 'target';
  const prefix = normalPathPrefix(base, target);
  if (prefix >= 0) return prefix === 0 ? 'target' : tailFrom(target, target.pathStart + prefix);
  return relativizePaths(base, target);
}

/**
 * relativizeParts' general way, for hierarchical URIs of the same scheme and authority: both paths
 * normalized, the target's relative to the base's as a directory.
 */
export function relativizePaths(base: ParsedParts, target: ParsedParts): ParsedParts | 'target' {
  const path = target.path!;
  let basePath = normalizePath(base.path!);
  const targetPath = normalizePath(path);
  if (basePath !== targetPath) {
    if (!basePath.endsWith('/')) basePath += '/';
    if (!targetPath.startsWith(basePath)) return 'target';
  }
  // The usual case, a target path already normal: the reference is the target's string from there on
  // (tailFrom, a fast path of the withStringForm below).
  if (targetPath === path) return tailFrom(target, target.pathStart + basePath.length);
  return withStringForm(components(null, null, targetPath.slice(basePath.length), target.query, target.fragment));
}

/**
 * The common case, two absolute paths already normal (as their strings write them): the length of
 * the base's path, with "/" after it unless it ends with one, where the target's path starts with
 * that (or is the base's path itself); 0 where it does not. -1 where the general way must run.
 *
 * Fast path of relativizePaths: wherever it answers, 0 where that gives 'target', and otherwise the
 * reference tailFrom cuts from there must be the one relativizePaths gives (string, offsets and all);
 * spec/fast-paths.spec.ts holds it to that (hence the export).
 */
export function normalPathPrefix(base: ParsedParts, target: ParsedParts): number {
  const b = base.input;
  const t = target.input;
  const b0 = base.pathStart;
  const t0 = target.pathStart;
  const b1 = pathEnd(base);
  const t1 = pathEnd(target);
  if (b.charCodeAt(b0) !== Char.SLASH || t.charCodeAt(t0) !== Char.SLASH) return -1;
  if (removableSegmentAt(b, b0 + 1, b1) >= 0 || removableSegmentAt(t, t0 + 1, t1) >= 0) return -1;
  const length = b1 - b0;
  // Paths that part early mostly differ where the base's ends: that character first.
  if (t1 - t0 < length || t.charCodeAt(t0 + length - 1) !== b.charCodeAt(b1 - 1)) return 0;
  if (!sameText(t, t0, b, b0, length)) return 0;
  if (t1 - t0 === length || b.charCodeAt(b1 - 1) === Char.SLASH) return length;
  return t.charCodeAt(t0 + length) === Char.SLASH ? length + 1 : 0;
}

/**
 * Beyond Java, link relativization: the reference a document at `base` should hold to point at
 * `target`. With the same scheme and authority (as equals compares them) and a non-empty path it is
 * a relative path with as many ".." segments as needed and no more (the base's last segment is a
 * document); query and fragment are kept. Each candidate is checked by resolving it against the base
 * with the JDK's resolve (RFC 2396, which reads an empty path or a lone fragment differently, hence
 * "./" rather than ""); where none can round-trip, the next is tried: an absolute path, then the
 * target itself (for another scheme or authority too: never a network-path reference).
 */
export function relativizeLink(base: ParsedParts, target: ParsedParts): Components | 'target' {
  if (target.path === null || base.path === null || target.scheme === null) return 'target';
  if (!sameScheme(base, target)) return 'target';
  const { path, query, fragment } = target;
  const reference = (path: string, authority: Parts | null = null): Components =>
    components(null, authority, path, query, fragment);
  const sameDocument = sameDocumentReference(base, target);
  if (sameDocument !== null) return sameDocument;
  const drive = driveLetter(base);
  if (drive !== null && sameAuthority(base, target)) {
    // The URL Standard never lets ".." climb above a file URL's drive letter, and gives a path
    // without one the base's drive: another drive is an absolute path, no drive the target itself.
    const targetDrive = driveLetter(target);
    if (targetDrive === null) return 'target';
    // Within one drive, a ".." climbs above it only to or from the drive itself (`/C:`).
    if (targetDrive !== drive || path.length === 3 || base.path.length === 3) return reference(path);
  }
  if (sameAuthority(base, target) && path !== '') {
    // A reference of a path and the target's query and fragment resolves to the base's scheme and
    // authority (the target's, as equals compares them), the resolved path, and the target's query
    // and fragment: to the target exactly when the resolved path equals the target's.
    const relative = relativePath(base.path, path);
    if (equalRaw(resolvePath(base, relative), path)) return reference(relative);
    // The target's own path resolves to itself, but one that starts with "//" would read as an authority.
    if (!path.startsWith('//')) return reference(path);
  }
  // Another scheme or authority (or nothing shorter resolves back): the target itself, absolute,
  // never a network-path reference (`//other/x`, which a page on file: reads as file://other/x).
  return 'target';
}

/** The Windows drive letter (`C:`) a `file:` URI's path starts with, as the URL Standard reads one, or null. */
function driveLetter(p: ParsedParts): string | null {
  return /^file$/i.test(p.scheme!) && /^\/[a-z]:(\/|$)/i.test(p.path!) ? p.path!.slice(1, 3) : null;
}

/**
 * Within one document (the same scheme, authority and path): a lone fragment, or the query with the
 * fragment, where that resolves back; null otherwise.
 */
function sameDocumentReference(base: ParsedParts, target: ParsedParts): Components | null {
  if (target.pathStart < 0 || !samePath(base, target) || !sameAuthority(base, target)) return null;
  const { query, fragment } = target;
  const reference = (query: string | null): Components => components(null, null, '', query, fragment);
  if (fragment !== null && equalRaw(base.query, query) && resolvesBothWays(base, reference(null), target)) {
    return reference(null);
  }
  return query !== null && resolvesBothWays(base, reference(query), target) ? reference(query) : null;
}

/**
 * Whether `ref` resolves to `target` against `base` both as the JDK resolves (RFC 2396: "?q" goes to
 * the base's directory) and as RFC 3986 and browsers do ("?q" keeps the base's path).
 */
function resolvesBothWays(base: ParsedParts, ref: Components, target: ParsedParts): boolean {
  if (!resolvesTo(base, ref, target)) return false;
  const resolved = parseOrFailure(resolve3986(base, withStringForm(ref)), false);
  return !(resolved instanceof Failure) && equalParts(resolved, target);
}

/**
 * The relative path from the directory of `basePath` to `targetPath` (both absolute): a "../" for each
 * directory segment after the common ones, then the rest of the target. Walks both paths segment by
 * segment; no arrays of segments.
 */
function relativePath(basePath: string, targetPath: string): string {
  const directoryEnd = lastIndexOf(basePath, Char.SLASH, basePath.length - 1);
  let b = 1;
  let t = 1;
  // Common segments compare as equals compares paths: escapes' hex digits without regard to case.
  while (b <= directoryEnd) {
    const bEnd = basePath.indexOf('/', b);
    const tEnd = targetPath.indexOf('/', t);
    if (tEnd < 0 || !equalRaw(basePath.slice(b, bEnd), targetPath.slice(t, tEnd))) break;
    b = bEnd + 1;
    t = tEnd + 1;
  }
  let up = 0;
  for (let i = b; i <= directoryEnd; i++) if (basePath.charCodeAt(i) === Char.SLASH) up++;
  const s = '../'.repeat(up) + targetPath.slice(t);
  return s === '' ? './' : guardFirstSegment(s);
}

/** Whether `ref` resolved against `base` (the JDK's way) equals `target`. */
function resolvesTo(base: ParsedParts, ref: Components, target: ParsedParts): boolean {
  const r = resolveParts(base, ref);
  const resolved = r === 'base' ? base : r === 'ref' ? null : withStringForm(r);
  return resolved !== null && equalParts(resolved, target);
}

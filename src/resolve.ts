/**
 * Resolution of a reference against a base, as java.net.URI does it: RFC 2396 section 5.2, with the
 * JDK's readings (an empty reference path takes the base's directory; an absolute reference path
 * is not normalized; a fragment-only reference keeps the base's query).
 */
import { normalizePath } from './normalize';
import { Components, Parts, withComponent } from './parts';

/** The resolved components, or the base or the reference itself where the JDK returns it as is. */
export function resolveParts(base: Parts, ref: Parts): Components | 'base' | 'ref' {
  if (ref.path === null || base.path === null) return 'ref';
  // 5.2 (2): a reference to the current document (a fragment alone)
  if (ref.scheme === null && ref.authority === null && ref.path === '' && ref.fragment !== null && ref.query === null) {
    if (base.fragment !== null && ref.fragment === base.fragment) return 'base';
    return withComponent(base, 'fragment', ref.fragment);
  }
  // 5.2 (3): an absolute reference
  if (ref.scheme !== null) return 'ref';
  // 5.2 (4): the reference's authority, or the base's
  if (ref.authority !== null) {
    const { authority, userInfo, host, port, path, query, fragment } = ref;
    return { scheme: base.scheme, authority, userInfo, host, port, path, query, fragment };
  }
  const { authority, userInfo, host, port } = base;
  // 5.2 (5) and (6): an absolute path stays as it is; a relative one merges with the base's
  const path = ref.path.charCodeAt(0) === 0x2f ? ref.path : mergePaths(base.path, ref.path, base.scheme !== null);
  return { scheme: base.scheme, authority, userInfo, host, port, path, query: ref.query, fragment: ref.fragment };
}

/**
 * 5.2 (6): the base's directory (up to its last "/") and the reference path, normalized (also when
 * the reference path is empty: a base directory "//" becomes "/").
 */
function mergePaths(basePath: string, refPath: string, absoluteBase: boolean): string {
  const slash = basePath.lastIndexOf('/');
  if (refPath === '') return normalizePath(slash >= 0 ? basePath.slice(0, slash + 1) : '');
  const merged = slash >= 0 || !absoluteBase ? basePath.slice(0, slash + 1) + refPath : '/' + refPath;
  return normalizePath(merged);
}

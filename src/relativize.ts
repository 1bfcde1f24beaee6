/**
 * Relativization as java.net.URI does it: the target's path relative to the base's, only when the
 * base's normalized path (as a directory) is a prefix of the target's; otherwise the target.
 */
import { equalIgnoringCase, equalRaw } from './compare';
import { normalizePath } from './normalize';
import type { Components, Parts } from './parse';

/** The relative reference's components, or 'target' where the JDK returns the target itself. */
export function relativizeParts(base: Parts, target: Parts): Components | 'target' {
  if (target.path === null || base.path === null) return 'target';
  if (!equalIgnoringCase(base.scheme, target.scheme) || !equalRaw(base.authority, target.authority)) return 'target';
  let basePath = normalizePath(base.path);
  const targetPath = normalizePath(target.path);
  if (basePath !== targetPath) {
    if (!basePath.endsWith('/')) basePath += '/';
    if (!targetPath.startsWith(basePath)) return 'target';
  }
  return {
    scheme: null,
    authority: null,
    userInfo: null,
    host: null,
    port: -1,
    path: targetPath.slice(basePath.length),
    query: target.query,
    fragment: target.fragment,
  };
}

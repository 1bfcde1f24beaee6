/**
 * The jar handler of java.net.URL: `jar:<url>!/<entry>`, relative specs against a jar context, and
 * the jar rules of sameFile and hashCode. A jar URL has host `""`, port -1 and no authority; its file
 * is everything after `jar:` (split into path and query at the last `?`), never lowercased.
 */
import { Char } from '../uri';
import { stringHash } from './chars';
import { prefixAt } from './protocols';
import { HandlerError, type UrlParts } from './parts';
import { removeJarDots } from './dots';

/** Sets path and query from a file: split at its last `?`. */
function setFile(u: UrlParts, file: string | null): void {
  const q = file === null ? -1 : file.lastIndexOf('?');
  u.path = q < 0 ? file : file!.slice(0, q);
  u.query = q < 0 ? null : file!.slice(q + 1);
}

/**
 * Parses a jar spec into u, which holds the jar context's fields when the spec is relative.
 * `spec` is the spec as given (untrimmed, any `url:` prefix kept), `start` where the text after the
 * protocol begins and `limit` the trimmed end. `parseUrl` is `new URL(spec)`, for the URL inside.
 */
export function parseJar(
  u: UrlParts,
  spec: string,
  start: number,
  limit: number,
  parseUrl: (spec: string) => unknown,
): void {
  if (prefixAt(spec, start, 'jar:')) throw new HandlerError('Nested JAR URLs are not supported');
  const contextFile = u.path === null ? null : u.query === null ? u.path : u.path + '?' + u.query;
  const hash = spec.indexOf('#', start);
  const ref = hash < 0 ? null : spec.slice(hash + 1);
  if (hash >= 0 && hash < limit) limit = hash;
  const rest = spec.slice(start, limit);
  let file: string | null;
  if (prefixAt(spec, 0, 'jar:')) {
    const bang = rest.lastIndexOf('!/');
    if (bang < 0) throw new HandlerError('no !/ in spec');
    try {
      parseUrl(rest.slice(0, bang));
    } catch {
      throw new HandlerError('invalid url:');
    }
    file = rest;
  } else if (rest === '' && spec.charCodeAt(start) === Char.HASH) {
    file = contextFile;
  } else {
    if (contextFile === null) {
      throw new HandlerError(
        rest.charCodeAt(0) === Char.SLASH
          ? 'Cannot invoke "String.length()" because "spec" is null'
          : 'Cannot invoke "String.lastIndexOf(int)" because "ctxFile" is null',
      );
    }
    file =
      rest.charCodeAt(0) === Char.SLASH
        ? contextFile.slice(0, contextFile.lastIndexOf('!/') + 1) + rest
        : contextFile.slice(0, contextFile.lastIndexOf('/') + 1) + rest;
    const entry = file.lastIndexOf('!/');
    if (entry >= 0) file = file.slice(0, entry + 1) + removeJarDots(file.slice(entry + 1));
  }
  setFile(u, file);
  u.protocol = 'jar';
  u.authority = null;
  u.userInfo = null;
  u.host = '';
  u.port = -1;
  u.ref = ref;
}

/** The NullPointerException text of the jar handler when a file is null. */
export const nullFile = (name: string): string => `Cannot invoke "String.indexOf(String)" because "${name}" is null`;

/** A jar file split at its first `!/`: the URL text before it and the entry after it, or null without one. */
export function splitJarFile(file: string): [string, string] | null {
  const bang = file.indexOf('!/');
  return bang < 0 ? null : [file.slice(0, bang), file.slice(bang + 2)];
}

/** The jar handler's hashCode from the file (the ref is left out); `innerHash` hashes the URL inside, or null when it does not parse. */
export function jarHash(file: string, innerHash: (spec: string) => number | null): number {
  const split = splitJarFile(file);
  if (split === null) return (stringHash('jar') + stringHash(file)) | 0;
  const inner = innerHash(split[0]);
  return (stringHash('jar') + (inner ?? stringHash(split[0])) + stringHash(split[1])) | 0;
}

/**
 * The dot segments of a relative spec merged with its context's path, as java.net.URL's handlers
 * remove them: by string rules of their own, not RFC 3986's. Each rule is one pass over the path's
 * segments (the handlers' rules, applied one occurrence at a time, would take quadratic time).
 *
 * A path is read as its lead (the text before its first `/`, often empty) and its segments (the
 * text after each `/`); a segment is "inner" when another `/` follows it.
 */

/** The path's lead and segments: `'a/b/'` is `['a', 'b', '']`. */
const split = (path: string): string[] => path.split('/');

/** Joins a lead and segments back into a path. */
const join = (lead: string, segments: string[]): string =>
  segments.length === 0 ? lead : lead + '/' + segments.join('/');

/** The segments without inner `.` ones (every `/./` becomes `/`). */
function withoutInnerDots(segments: string[], count: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < count; k++) if (segments[k] !== '.' || k === count - 1) out.push(segments[k]);
  return out;
}

/** A trailing `..` removed from the first `/..` with the segment before it: `/a/b/..` is `/a/`. */
function trailingParent(path: string, keepWithoutSlash: boolean): string {
  if (!path.endsWith('/..')) return path;
  const i = path.indexOf('/..');
  const j = i > 0 ? path.lastIndexOf('/', i - 1) : -1;
  if (j >= 0) return path.slice(0, j + 1);
  return keepWithoutSlash ? path : path.slice(0, i);
}

/**
 * The generic handler's dot removal (http, https, ftp, file, jrt, jmod): inner `.` segments go;
 * an inner `..` takes the segment before it with it unless there is none, the lead stands before
 * it or the path begins with `/../`; a trailing `..` goes with the segment before it; a leading
 * `./` and a trailing `.` go.
 * @example `removeDots('/a/b/../c/./d')` is `/a/c/d`; `removeDots('a/../../b')` is `a/b`
 */
export function removeDots(path: string): string {
  if (path.indexOf('/.') >= 0) {
    const [lead, ...rest] = split(path);
    const segments = withoutInnerDots(rest, rest.length);
    const kept: string[] = [];
    for (let k = 0; k < segments.length; k++) {
      const parentOfSomething = segments[k] === '..' && k < segments.length - 1;
      const rooted = kept.length === 1 && lead === '' && kept[0] === '..';
      if (parentOfSomething && kept.length > 0 && !rooted) kept.pop();
      else kept.push(segments[k]);
    }
    path = trailingParent(join(lead, kept), true);
  }
  if (path.startsWith('./') && path.length > 2) path = path.slice(2);
  if (path.endsWith('/.')) path = path.slice(0, -1);
  return path;
}

/**
 * The jar handler's dot removal on an entry path (from the `/` after the last `!`), in its order:
 * every inner `..` with the segment before it (or with everything before it), then inner `.`
 * segments, then a trailing `..`, then a trailing `.`.
 * @example `removeJarDots('/a/b/./../g')` is `/a/b/g` (`/../` goes first); `removeJarDots('/..')` is `''`
 */
export function removeJarDots(path: string): string {
  if (path.indexOf('/.') < 0) return path;
  const segments = split(path);
  let lead = segments.shift()!;
  const kept: string[] = [];
  for (let k = 0; k < segments.length; k++) {
    if (segments[k] !== '..' || k === segments.length - 1) kept.push(segments[k]);
    else if (kept.length > 0) kept.pop();
    else lead = '';
  }
  path = trailingParent(join(lead, withoutInnerDots(kept, kept.length)), false);
  return path.endsWith('/.') ? path.slice(0, -1) : path;
}

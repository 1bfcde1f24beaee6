/**
 * The dot segments of a relative spec merged with its context's path, as java.net.URL's handlers
 * remove them: by string rules of their own, not RFC 3986's. Each rule is one pass over the path's
 * pieces (the handlers' rules, applied one occurrence at a time, would take quadratic time).
 *
 * A path is read as its lead (the text before its first `/`, often empty) and its pieces (each `/`
 * with the segment after it); a piece is "inner" when another piece follows it. The pieces kept
 * are held as their [start, end) offsets in the path, and the result is built once at the end.
 */
import { Char } from '../uri';

/**
 * `s.indexOf('/.', from)`, by way of the dots: V8 finds one character several times faster than
 * two, and most paths hold few dots.
 * @example `slashDot('a.b/./c', 0)` is 3
 */
function slashDot(s: string, from: number): number {
  for (let dot = s.indexOf('.', from + 1); dot >= 0; dot = s.indexOf('.', dot + 1)) {
    if (s.charCodeAt(dot - 1) === Char.SLASH) return dot - 1;
  }
  return -1;
}

/** Whether path[start, end) is the piece `/.`. */
const isDot = (path: string, start: number, end: number): boolean =>
  end - start === 2 && path.charCodeAt(start + 1) === Char.DOT;

/** Whether path[start, end) is the piece `/..`. */
const isDotDot = (path: string, start: number, end: number): boolean =>
  end - start === 3 && path.charCodeAt(start + 1) === Char.DOT && path.charCodeAt(start + 2) === Char.DOT;

/** Whether path[start, end) begins with `/..` (the piece `/..` or `/..x`). */
const beginsDotDot = (path: string, start: number, end: number): boolean =>
  end - start >= 3 && path.charCodeAt(start + 1) === Char.DOT && path.charCodeAt(start + 2) === Char.DOT;

/** The end of the piece that starts at `start` (a `/`): the next `/`, or the path's end. */
function pieceEnd(path: string, start: number): number {
  const next = path.indexOf('/', start + 1);
  return next < 0 ? path.length : next;
}

/** The pieces kept: their offsets, two numbers a piece, in `at[0, count)`. */
interface Kept {
  at: number[];
  count: number;
}

/**
 * The path from its lead and the pieces kept, with the handlers' rule for a trailing `..`: when
 * the last piece is `/..`, the path ends at the `/` of the piece before the first piece that
 * begins with `/..` (`/a/b/..` is `/a/`); with no piece before that one, the generic handler keeps
 * the path and the jar handler keeps only the lead.
 */
function build(path: string, lead: string, kept: Kept, jar: boolean): string {
  const { at, count } = kept;
  let end = count;
  if (count > 0 && isDotDot(path, at[count - 2], at[count - 1])) {
    let first = 0;
    while (!beginsDotDot(path, at[first], at[first + 1])) first += 2;
    if (first > 0) end = first - 2;
    else if (jar) return lead;
  }
  let out = lead;
  for (let k = 0; k < end; k += 2) out += path.slice(at[k], at[k + 1]);
  return end < count ? out + '/' : out;
}

/**
 * The generic handler's dot removal (http, https, ftp, file, jrt, jmod): inner `/.` pieces go; an
 * inner `/..` takes the piece before it with it unless there is none, the lead stands before it or
 * the path begins with `/../`; a trailing `..` goes with the segment before it; a leading `./` and
 * a trailing `.` go.
 * @example `removeDots('/a/b/../c/./d')` is `/a/c/d`; `removeDots('a/../../b')` is `a/b`
 */
export function removeDots(path: string): string {
  if (slashDot(path, 0) >= 0) {
    const lead = path.indexOf('/');
    const kept: Kept = { at: [], count: 0 };
    const at = kept.at;
    for (let start = lead; start < path.length;) {
      const end = pieceEnd(path, start);
      const inner = end < path.length;
      if (inner && isDot(path, start, end)) {
        // dropped
      } else if (inner && isDotDot(path, start, end) && kept.count > 0 && !rootedParent(path, lead, kept)) {
        kept.count -= 2;
      } else {
        at[kept.count++] = start;
        at[kept.count++] = end;
      }
      start = end;
    }
    path = build(path, path.slice(0, lead), kept, false);
  }
  if (path.startsWith('./') && path.length > 2) path = path.slice(2);
  if (path.endsWith('/.')) path = path.slice(0, -1);
  return path;
}

/** Whether the one piece kept is a `/..` that begins the path (a `/..` after it stays). */
const rootedParent = (path: string, lead: number, kept: Kept): boolean =>
  kept.count === 2 && lead === 0 && isDotDot(path, kept.at[0], kept.at[1]);

/**
 * The jar handler's dot removal on an entry path (from the `/` after the last `!`), in its order:
 * every inner `/..` with the piece before it (or with everything before it), then inner `/.`
 * pieces, then a trailing `..`, then a trailing `.`.
 * @example `removeJarDots('/a/b/./../g')` is `/a/b/g` (`/../` goes first); `removeJarDots('/..')` is `''`
 */
export function removeJarDots(path: string): string {
  if (slashDot(path, 0) < 0) return path;
  const lead = path.indexOf('/');
  let keepLead = true;
  const stack: Kept = { at: [], count: 0 };
  for (let start = lead; start < path.length;) {
    const end = pieceEnd(path, start);
    if (end < path.length && isDotDot(path, start, end)) {
      if (stack.count > 0) stack.count -= 2;
      else keepLead = false;
    } else {
      stack.at[stack.count++] = start;
      stack.at[stack.count++] = end;
    }
    start = end;
  }
  // Then the inner `/.` pieces of what is left.
  const kept: Kept = { at: [], count: 0 };
  for (let k = 0; k < stack.count; k += 2) {
    if (k < stack.count - 2 && isDot(path, stack.at[k], stack.at[k + 1])) continue;
    kept.at[kept.count++] = stack.at[k];
    kept.at[kept.count++] = stack.at[k + 1];
  }
  path = build(path, keepLead ? path.slice(0, lead) : '', kept, true);
  return path.endsWith('/.') ? path.slice(0, -1) : path;
}

/** Where a path's `/`s are, in order, and its first `/.` (or -1). */
export interface PathSlashes {
  at: number[];
  dot: number;
}

/** The `/`s and the first `/.` of a path. @example `pathSlashes('/a/./b').at` is `[0, 2, 4]` */
export function pathSlashes(path: string): PathSlashes {
  const at: number[] = [];
  for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1)) at.push(i);
  return { at, dot: slashDot(path, 0) };
}

/** The path `/`, for a context with an authority and a path with no `/`. */
export const ROOT: PathSlashes = { at: [0], dot: -1 };

/**
 * `removeDots(base + rest)`: a relative path `rest` merged with the base, the context's path up to
 * its last `/` (its `/`s found once for every link resolved against it). The common case, a base
 * that begins with `/` and holds no `/.`, then a run of `../` and `./` and a rest with no dot
 * segment, is one slice: each `../` takes one segment off the base. Anything else goes through
 * removeDots.
 *
 * Fast path of removeDots: the slice (and the unchanged `base + rest`) must be what removeDots gives
 * for that path; spec/fast-paths.spec.ts holds it to that (hence removeDots' export).
 * @example `mergePath('/a/b/c/d', pathSlashes('/a/b/c/d'), '../../g')` is `/a/g`
 */
export function mergePath(path: string, slashes: PathSlashes, rest: string): string {
  const { at, dot } = slashes;
  const last = at.length - 1;
  const base = (): string => (last < 0 ? '' : path.slice(0, at[last] + 1));
  if (last < 0 || at[0] !== 0 || (dot >= 0 && dot < at[last])) return removeDots(base() + rest);
  let i = 0;
  let up = 0;
  for (;;) {
    if (rest.charCodeAt(i) !== Char.DOT) break;
    if (rest.charCodeAt(i + 1) === Char.SLASH) i += 2;
    else if (rest.charCodeAt(i + 1) === Char.DOT && rest.charCodeAt(i + 2) === Char.SLASH) {
      i += 3;
      up++;
    } else return removeDots(base() + rest);
  }
  if (i === 0 && slashDot(rest, 0) < 0) return base() + rest;
  // Each `../` one `/` further back; too few segments, or dot segments after the run: removeDots.
  // (The run ends at a character other than "."; see the loop.)
  if (up > last || slashDot(rest, i) >= 0) return removeDots(base() + rest);
  return path.slice(0, at[last - up] + 1) + rest.slice(i);
}

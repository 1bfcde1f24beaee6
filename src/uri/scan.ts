/** Scanner primitives shared by the grammar rules: forward scans over a range of the input. */
import { Char, CharClass, hexValue, inClass, isOther, runEnd, skip } from './chars';
import { Failure } from './failure';

/** The index of the first `code` at or after `start`, or the length of `s`. */
export function indexOf(s: string, code: number, start: number, end = s.length): number {
  for (let i = start; i < end; i++) if (s.charCodeAt(i) === code) return i;
  return end;
}

/**
 * The index of the last `code` at or before `from`, or -1. (A loop: String.prototype.lastIndexOf is
 * a call into the runtime in V8, about 25 ns before it reads a character.)
 */
export function lastIndexOf(s: string, code: number, from: number): number {
  for (let i = from; i >= 0; i--) if (s.charCodeAt(i) === code) return i;
  return -1;
}

/**
 * The index of the first character in [start, end) outside `cls`, or `end`. Where the class admits
 * escapes, a "%" must begin `"%" hex hex` inside the range: the scan stops at one that does not
 * (see {@link illegalAt}: "Malformed escape pair").
 */
export function scanClass(s: string, start: number, end: number, cls: CharClass): number {
  // The common case first: a run of ASCII members of the class. The first run of a range that ends
  // with the input (a path, query, fragment or opaque part) is found by runEnd, which reads to the
  // end of the input and is faster than this loop on all but the shortest runs; the runs between
  // escapes and non-ASCII characters are short, and the loop finds them.
  let i = end === s.length ? runEnd(cls, s, start) : start;
  for (;;) {
    i = skip(cls, s, i, end);
    if (i === end || (cls & CharClass.ESCAPED) === 0) return i;
    const c = s.charCodeAt(i);
    if (c === Char.PERCENT) {
      if (i + 2 >= end || hexValue(s.charCodeAt(i + 1)) < 0 || hexValue(s.charCodeAt(i + 2)) < 0) return i;
      i += 3;
    } else if (isOther(c)) {
      i++;
    } else {
      return i;
    }
  }
}

/**
 * Whether a scan over `cls` stopped at `i` on a "%" that does not begin an escape: a class that
 * admits escapes stops only at such a "%" (unless "%" is one of its characters).
 */
export function isMalformedEscape(s: string, i: number, cls: CharClass): boolean {
  return (cls & CharClass.ESCAPED) !== 0 && s.charCodeAt(i) === Char.PERCENT && !inClass(cls, Char.PERCENT);
}

/** The failure of a scan over `cls` that stopped at `i`: "Malformed escape pair", else "Illegal character in <what>". */
export function illegalAt(s: string, i: number, cls: CharClass, what: string): Failure {
  return new Failure(isMalformedEscape(s, i, cls) ? 'Malformed escape pair' : 'Illegal character in ' + what, i);
}

/** The failure at the first character in [start, end) outside `cls` (see illegalAt), or null if there is none. */
export function checkClass(s: string, start: number, end: number, cls: CharClass, what: string): Failure | null {
  const i = scanClass(s, start, end, cls);
  return i < end ? illegalAt(s, i, cls, what) : null;
}

/** Scanner primitives shared by the grammar rules: forward scans over a range of the input. */
import { CharClass, ESCAPED, hexValue, inClass, isOther, runEnd } from './chars';
import { fail } from './failure';

/** The index of the first `code` at or after `start`, or the length of `s`. */
export function indexOf(s: string, code: number, start: number, end = s.length): number {
  for (let i = start; i < end; i++) if (s.charCodeAt(i) === code) return i;
  return end;
}

/**
 * The index of the first character in [start, end) outside `cls`, or `end`. Where the class admits
 * escapes, a "%" must begin `"%" hex hex` inside the range ("Malformed escape pair" otherwise).
 */
export function scanClass(s: string, start: number, end: number, cls: CharClass): number {
  // The common case first: a run of ASCII members of the class. The first run of a range that ends
  // with the input (a path, query, fragment or opaque part) is found by runEnd, which reads to the
  // end of the input and is faster than this loop on all but the shortest runs; the runs between
  // escapes and non-ASCII characters are short, and the loop finds them.
  let i = end === s.length ? runEnd(cls, s, start) : start;
  for (;;) {
    while (i < end && inClass(cls, s.charCodeAt(i))) i++;
    if (i === end || (cls & ESCAPED) === 0) return i;
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      if (i + 2 >= end || hexValue(s.charCodeAt(i + 1)) < 0 || hexValue(s.charCodeAt(i + 2)) < 0) {
        fail('Malformed escape pair', i);
      }
      i += 3;
    } else if (isOther(c)) {
      i++;
    } else {
      return i;
    }
  }
}

/** Fails with "Illegal character in <what>" at the first character in [start, end) outside `cls`. */
export function checkClass(s: string, start: number, end: number, cls: CharClass, what: string): void {
  const i = scanClass(s, start, end, cls);
  if (i < end) fail('Illegal character in ' + what, i);
}

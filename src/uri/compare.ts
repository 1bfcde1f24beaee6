/**
 * equals, hashCode and compareTo as java.net.URI defines them: the scheme and host without regard
 * to case, other components raw, with the hex digits of escapes compared without regard to case;
 * Java `int` arithmetic for the hash (String.hashCode, then 127 times per component).
 *
 * They read each component where it stands in the URI's string (its offsets in the parts): hashing
 * cuts no substring, and comparing cuts one only to compare a long range natively (sameText). A
 * component is (string, start, end); start -1: undefined.
 */
import { BuiltParts, type ParsedParts, fragmentStart, pathEnd, schemeStart, userInfoStart } from './parts';
import { Char } from './chars';

/** The shortest range worth comparing natively before a loop (V8 slices from 13 characters without copying). */
const NATIVE_RANGE = 13;

/**
 * ASCII lower case, as the JDK's private toLower, without a branch: `c - 0x41` and `c - 0x5b` differ
 * in sign exactly for "A"-"Z", whose 0x20 bit is clear. (Hosts mix letters with dots and digits, on
 * which a branch is mispredicted: equals over hosts takes 0.8x the time without one.)
 */
function toLower(c: number): number {
  return c | ((((c - 0x41) ^ (c - 0x5b)) >>> 31) << 5);
}

/** ASCII upper case, as the JDK's private toUpper. */
function toUpper(c: number): number {
  return c >= 0x61 && c <= 0x7a ? c - 32 : c;
}

/**
 * The first difference between s[s0, s0 + n) and t[t0, t0 + n) by the ASCII lower case of each
 * character, as a signed number; 0 for none.
 */
function differenceIgnoringCase(s: string, s0: number, t: string, t0: number, n: number): number {
  for (let i = 0; i < n; i++) {
    const d = toLower(s.charCodeAt(s0 + i)) - toLower(t.charCodeAt(t0 + i));
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The first difference between s[s0, s0 + n) and t[t0, t0 + n) by UTF-16 units, but for the hex
 * digits of escapes (a "%" one or two characters before: the parser made sure each "%" begins one),
 * which compare by their lower-case forms; 0 for none. A long range is compared natively first
 * (sameText, where this loop takes 2-3 ns a character); the loop reads it only when that finds a
 * difference.
 */
function differenceWithEscapes(s: string, s0: number, t: string, t0: number, n: number): number {
  if (n >= NATIVE_RANGE && sameText(s, s0, t, t0, n)) return 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(s0 + i);
    const d = t.charCodeAt(t0 + i);
    if (c === d) continue;
    const escaped = s.charCodeAt(s0 + i - 1) === Char.PERCENT || s.charCodeAt(s0 + i - 2) === Char.PERCENT;
    const diff = escaped ? toLower(c) - toLower(d) : c - d;
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The first difference of two ranges of `n` characters, `raw` (differenceWithEscapes) or without case. */
function difference(raw: boolean, s: string, s0: number, t: string, t0: number, n: number): number {
  return (raw ? differenceWithEscapes : differenceIgnoringCase)(s, s0, t, t0, n);
}

/** Orders s[s0, s1) and t[t0, t1) as `raw` (see difference) or without case; undefined (-1) first. */
function compareRange(raw: boolean, s: string, s0: number, s1: number, t: string, t0: number, t1: number): number {
  if (s0 < 0 || t0 < 0) return s0 < 0 ? (t0 < 0 ? 0 : -1) : 1;
  return difference(raw, s, s0, t, t0, Math.min(s1 - s0, t1 - t0)) || s1 - s0 - (t1 - t0);
}

/** Whether s[s0, s1) and t[t0, t1) are equal, `raw` (see difference) or ignoring ASCII case. */
function equalRange(raw: boolean, s: string, s0: number, s1: number, t: string, t0: number, t1: number): boolean {
  if (s0 < 0 || t0 < 0) return s0 === t0;
  return s1 - s0 === t1 - t0 && difference(raw, s, s0, t, t0, s1 - s0) === 0;
}

/**
 * Whether s[s0, s0 + length) and t[t0, t0 + length) hold the same characters, compared natively.
 * V8 compares two sliced strings with === in its runtime; indexOf compares in place, in about half
 * the time. The search is given a subject that ends with the range, so it has one place to look.
 */
export function sameText(s: string, s0: number, t: string, t0: number, length: number): boolean {
  const subject = s0 + length === s.length ? s : s.slice(0, s0 + length);
  return subject.indexOf(t.slice(t0, t0 + length), s0) === s0;
}

/** Equal strings, hex digits of escapes compared without regard to case. */
export function equalRaw(s: string | null, t: string | null): boolean {
  return s === t || (s !== null && t !== null && equalRange(true, s, 0, s.length, t, 0, t.length));
}

/**
 * java.net.URI.equals over two URIs' components. What follows the scheme's ":" (opaque) or the
 * authority ends each string: the scheme-specific part or the path, then the query after the first
 * "?" and the fragment after the first "#". Those ends compared as one range (natively first, see
 * differenceWithEscapes) are equal exactly when each of their components is: no delimiter is a hex digit.
 */
export function equalParts(a: ParsedParts, b: ParsedParts): boolean {
  const opaque = a.pathStart < 0;
  if (opaque !== b.pathStart < 0 || !sameScheme(a, b)) return false;
  const s = a.input;
  const t = b.input;
  const s0 = opaque ? a.schemeEnd + 1 : a.pathStart;
  const t0 = opaque ? b.schemeEnd + 1 : b.pathStart;
  return equalRange(true, s, s0, s.length, t, t0, t.length) && (opaque || sameAuthority(a, b));
}

/** Whether two URIs' schemes are equal without regard to case (or both undefined). */
export function sameScheme(a: ParsedParts, b: ParsedParts): boolean {
  return equalRange(false, a.input, schemeStart(a), a.schemeEnd, b.input, schemeStart(b), b.schemeEnd);
}

/**
 * Whether two URIs' authorities are the same strings, escapes' hex digits without case (as relativize
 * compares them): where they stand in the strings, unless an operation gave one (BuiltParts).
 */
export function sameRawAuthority(a: ParsedParts, b: ParsedParts): boolean {
  if (a instanceof BuiltParts || b instanceof BuiltParts) return equalRaw(a.authority, b.authority);
  return equalRange(true, a.input, a.authorityStart, a.pathStart, b.input, b.authorityStart, b.pathStart);
}

/** Whether two hierarchical URIs' paths are equal as equals compares them (escapes' hex digits without case). */
export function samePath(a: ParsedParts, b: ParsedParts): boolean {
  return equalRange(true, a.input, a.pathStart, pathEnd(a), b.input, b.pathStart, pathEnd(b));
}

/**
 * Whether two URIs' authorities are equal as equals compares them: a server-based one by its user
 * information, host and port; otherwise the authority as the URI holds it (for a result of an
 * operation, as the operation gave it, which its string may write otherwise).
 */
export function sameAuthority(a: ParsedParts, b: ParsedParts): boolean {
  if (a.hostStart >= 0) {
    const s = a.input;
    const t = b.input;
    return (
      a.port === b.port &&
      equalRange(false, s, a.hostStart, a.hostEnd, t, b.hostStart, b.hostEnd) &&
      equalRange(true, s, userInfoStart(a), a.userInfoEnd, t, userInfoStart(b), b.userInfoEnd)
    );
  }
  return equalRaw(a.authority, b.authority);
}

/** Folds s[s0, s1) into `hash` as Java's String.hashCode, then 127 times; escapes' hex digits count in upper case. */
function hashRaw(hash: number, s: string, s0: number, s1: number): number {
  if (s0 < 0) return hash;
  let h = 0;
  for (let i = s0; i < s1; i++) {
    const c = s.charCodeAt(i);
    h = (Math.imul(31, h) + c) | 0;
    if (c === Char.PERCENT) {
      h = (Math.imul(31, h) + toUpper(s.charCodeAt(i + 1))) | 0;
      h = (Math.imul(31, h) + toUpper(s.charCodeAt(i + 2))) | 0;
      i += 2;
    }
  }
  return (Math.imul(hash, 127) + h) | 0;
}

/** Continues `hash` over the lower-cased characters of s[s0, s1). */
function hashIgnoringCase(hash: number, s: string, s0: number, s1: number): number {
  if (s0 < 0) return hash;
  let h = hash;
  for (let i = s0; i < s1; i++) h = (Math.imul(31, h) + toLower(s.charCodeAt(i))) | 0;
  return h;
}

/** java.net.URI.hashCode over a URI's components: the same 32-bit int. */
export function hashParts(p: ParsedParts): number {
  const s = p.input;
  let h = hashIgnoringCase(0, s, schemeStart(p), p.schemeEnd);
  h = hashRaw(h, s, fragmentStart(p), s.length);
  if (p.pathStart < 0) return hashRaw(h, s, p.schemeEnd + 1, p.sspEnd);
  h = hashRaw(h, s, p.pathStart, pathEnd(p));
  h = hashRaw(h, s, p.queryStart, p.sspEnd);
  if (p.hostStart < 0) {
    const authority = p.authority;
    return authority === null ? h : hashRaw(h, authority, 0, authority.length);
  }
  h = hashRaw(h, s, userInfoStart(p), p.userInfoEnd);
  h = hashIgnoringCase(h, s, p.hostStart, p.hostEnd);
  return (h + Math.imul(1949, p.port)) | 0;
}

/** The last step of compareTo: the fragments, raw (escapes' hex digits without case); undefined first. */
function orderFragments(a: ParsedParts, b: ParsedParts): number {
  return compareRange(true, a.input, fragmentStart(a), a.input.length, b.input, fragmentStart(b), b.input.length);
}

/** java.net.URI.compareTo over two URIs' components; only the sign is meaningful. */
export function compareParts(a: ParsedParts, b: ParsedParts): number {
  const s = a.input;
  const t = b.input;
  let c = compareRange(false, s, schemeStart(a), a.schemeEnd, t, schemeStart(b), b.schemeEnd);
  if (c !== 0) return c;
  const aOpaque = a.pathStart < 0;
  const bOpaque = b.pathStart < 0;
  if (aOpaque || bOpaque) {
    if (!bOpaque) return 1;
    if (!aOpaque) return -1;
    c = compareRange(true, s, a.schemeEnd + 1, a.sspEnd, t, b.schemeEnd + 1, b.sspEnd);
    return c !== 0 ? c : orderFragments(a, b);
  }
  if (a.hostStart >= 0 && b.hostStart >= 0) {
    c = compareRange(true, s, userInfoStart(a), a.userInfoEnd, t, userInfoStart(b), b.userInfoEnd);
    if (c !== 0) return c;
    c = compareRange(false, s, a.hostStart, a.hostEnd, t, b.hostStart, b.hostEnd);
    if (c !== 0) return c;
    // Java int subtraction: it can overflow, and the JDK's sign follows the overflow.
    c = (a.port - b.port) | 0;
    if (c !== 0) return c;
  } else {
    const aAuthority = a.authority;
    const bAuthority = b.authority;
    c = compareRange(
      true,
      aAuthority ?? '',
      aAuthority === null ? -1 : 0,
      aAuthority?.length ?? 0,
      bAuthority ?? '',
      bAuthority === null ? -1 : 0,
      bAuthority?.length ?? 0,
    );
    if (c !== 0) return c;
  }
  c = compareRange(true, s, a.pathStart, pathEnd(a), t, b.pathStart, pathEnd(b));
  if (c !== 0) return c;
  c = compareRange(true, s, a.queryStart, a.sspEnd, t, b.queryStart, b.sspEnd);
  return c !== 0 ? c : orderFragments(a, b);
}

/**
 * A string equal for two URIs exactly when equalParts is true: the components that equals compares,
 * each written as equals compares it, separated by spaces (no component holds one). Opaque:
 * `o scheme ssp #fragment`; hierarchical: `h scheme: //userInfo@host:port path ?query #fragment`,
 * a registry-based authority as `r//authority`; an undefined component is empty, so that an empty
 * query (`?`) differs from none.
 */
export function equalityKey(p: ParsedParts): string {
  const s = p.input;
  const scheme = p.schemeEnd < 0 ? '' : p.scheme!.toLowerCase() + ':'; // ASCII, as hosts are
  const fragment = p.sspEnd < s.length ? '#' + upperEscapes(s, p.sspEnd + 1, s.length) : '';
  if (p.pathStart < 0) return `o ${scheme} ${upperEscapes(s, p.schemeEnd + 1, p.sspEnd)} ${fragment}`;
  let authority = '';
  if (p.hostStart >= 0) {
    authority = '//';
    if (p.userInfoEnd >= 0) authority += upperEscapes(s, p.authorityStart, p.userInfoEnd) + '@';
    authority += p.host!.toLowerCase();
    if (p.port >= 0) authority += ':' + p.port;
  } else if (p.authority !== null) {
    authority = 'r//' + upperEscapes(p.authority, 0, p.authority.length);
  }
  const query = p.queryStart < 0 ? '' : '?' + upperEscapes(s, p.queryStart, p.sspEnd);
  return `h ${scheme} ${authority} ${upperEscapes(s, p.pathStart, pathEnd(p))} ${query} ${fragment}`;
}

/** s[from, to) with the two characters after each "%" in upper case (as equals compares escapes). */
function upperEscapes(s: string, from: number, to: number): string {
  let out = '';
  let run = from;
  for (let i = s.indexOf('%', from); i >= 0 && i < to; i = s.indexOf('%', i + 3)) {
    out += s.slice(run, i + 1) + String.fromCharCode(toUpper(s.charCodeAt(i + 1)), toUpper(s.charCodeAt(i + 2)));
    run = i + 3;
  }
  return out + s.slice(run, to);
}

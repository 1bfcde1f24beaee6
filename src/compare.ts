/**
 * equals, hashCode and compareTo as java.net.URI defines them: the scheme and host without regard
 * to case, other components raw, with the hex digits of escapes compared without regard to case;
 * Java `int` arithmetic for the hash (String.hashCode, then 127 times per component).
 */
import type { Parts } from './parts';

const PERCENT = 0x25;

/** ASCII lower case, as the JDK's private toLower. */
function toLower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 32 : c;
}

/** ASCII upper case, as the JDK's private toUpper. */
function toUpper(c: number): number {
  return c >= 0x61 && c <= 0x7a ? c - 32 : c;
}

/** Equal strings, hex digits of escapes compared without regard to case. */
export function equalRaw(s: string | null, t: string | null): boolean {
  return s === t || (s !== null && t !== null && s.length === t.length && compareRaw(s, t) === 0);
}

export function equalIgnoringCase(s: string | null, t: string | null): boolean {
  return s === t || (s !== null && t !== null && s.length === t.length && compareIgnoringCase(s, t) === 0);
}

/** java.net.URI.equals over two URIs' components. */
export function equalParts(a: Parts, b: Parts): boolean {
  const opaque = a.path === null;
  if (opaque !== (b.path === null)) return false;
  if (!equalIgnoringCase(a.scheme, b.scheme)) return false;
  if (!equalRaw(a.fragment, b.fragment)) return false;
  if (opaque) return equalRaw(a.schemeSpecificPart, b.schemeSpecificPart);
  return equalRaw(a.path, b.path) && equalRaw(a.query, b.query) && sameAuthority(a, b);
}

/** Whether two URIs' authorities are equal as equals compares them. */
export function sameAuthority(a: Parts, b: Parts): boolean {
  if (a.authority === b.authority) return true;
  if (a.host !== null) {
    return equalRaw(a.userInfo, b.userInfo) && equalIgnoringCase(a.host, b.host) && a.port === b.port;
  }
  return a.authority !== null && equalRaw(a.authority, b.authority);
}

/** Java's String.hashCode. */
function stringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

/** Folds component `s` into `hash`; the hex digits of escapes count in upper case. */
function hashRaw(hash: number, s: string | null): number {
  if (s === null) return hash;
  let h: number;
  if (s.indexOf('%') < 0) {
    h = stringHash(s);
  } else {
    h = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h = (Math.imul(31, h) + c) | 0;
      if (c === PERCENT) {
        h = (Math.imul(31, h) + toUpper(s.charCodeAt(i + 1))) | 0;
        h = (Math.imul(31, h) + toUpper(s.charCodeAt(i + 2))) | 0;
        i += 2;
      }
    }
  }
  return (Math.imul(hash, 127) + h) | 0;
}

/** Continues `hash` over the lower-cased characters of `s`. */
function hashIgnoringCase(hash: number, s: string | null): number {
  if (s === null) return hash;
  let h = hash;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + toLower(s.charCodeAt(i))) | 0;
  return h;
}

/** java.net.URI.hashCode over a URI's components: the same 32-bit int. */
export function hashParts(p: Parts): number {
  let h = hashIgnoringCase(0, p.scheme);
  h = hashRaw(h, p.fragment);
  if (p.path === null) return hashRaw(h, p.schemeSpecificPart);
  h = hashRaw(h, p.path);
  h = hashRaw(h, p.query);
  if (p.host === null) return hashRaw(h, p.authority);
  h = hashRaw(h, p.userInfo);
  h = hashIgnoringCase(h, p.host);
  return (h + Math.imul(1949, p.port)) | 0;
}

/** Orders strings by UTF-16 units; escapes' hex digits by their lower-case forms. Undefined first. */
function compareRaw(s: string | null, t: string | null): number {
  if (s === t) return 0;
  if (s === null) return -1;
  if (t === null) return 1;
  const n = Math.min(s.length, t.length);
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    const d = t.charCodeAt(i);
    if (c === PERCENT && d === PERCENT && i + 2 < n) {
      const hi = toLower(s.charCodeAt(i + 1)) - toLower(t.charCodeAt(i + 1));
      if (hi !== 0) return hi;
      const lo = toLower(s.charCodeAt(i + 2)) - toLower(t.charCodeAt(i + 2));
      if (lo !== 0) return lo;
      i += 3;
      continue;
    }
    if (c !== d) return c - d;
    i++;
  }
  return s.length - t.length;
}

function compareIgnoringCase(s: string | null, t: string | null): number {
  if (s === t) return 0;
  if (s === null) return -1;
  if (t === null) return 1;
  const n = Math.min(s.length, t.length);
  for (let i = 0; i < n; i++) {
    const d = toLower(s.charCodeAt(i)) - toLower(t.charCodeAt(i));
    if (d !== 0) return d;
  }
  return s.length - t.length;
}

/** java.net.URI.compareTo over two URIs' components; only the sign is meaningful. */
export function compareParts(a: Parts, b: Parts): number {
  let c = compareIgnoringCase(a.scheme, b.scheme);
  if (c !== 0) return c;
  const aOpaque = a.path === null;
  const bOpaque = b.path === null;
  if (aOpaque || bOpaque) {
    if (!bOpaque) return 1;
    if (!aOpaque) return -1;
    c = compareRaw(a.schemeSpecificPart, b.schemeSpecificPart);
    return c !== 0 ? c : compareRaw(a.fragment, b.fragment);
  }
  if (a.host !== null && b.host !== null) {
    c = compareRaw(a.userInfo, b.userInfo);
    if (c !== 0) return c;
    c = compareIgnoringCase(a.host, b.host);
    if (c !== 0) return c;
    // Java int subtraction: it can overflow, and the JDK's sign follows the overflow.
    c = (a.port - b.port) | 0;
    if (c !== 0) return c;
  } else {
    c = compareRaw(a.authority, b.authority);
    if (c !== 0) return c;
  }
  c = compareRaw(a.path, b.path);
  if (c !== 0) return c;
  c = compareRaw(a.query, b.query);
  return c !== 0 ? c : compareRaw(a.fragment, b.fragment);
}

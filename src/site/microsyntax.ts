/**
 * Where the URLs stand in attribute values that hold more than one, or more than a URL: the HTML
 * Standard's microsyntaxes for `srcset` (image candidate strings), `<meta http-equiv="refresh">`
 * content, and space-separated tokens (`ping`). Each returns the URLs' [start, end) ranges in the
 * value as the parser decoded it; everything else in the value stays as written.
 */
import { isDigit, isSpace, lower } from './ascii';

/** A URL's place in a value: [start, end). */
export interface Range {
  start: number;
  end: number;
}

const COMMA = 0x2c;

/**
 * The URLs of a `srcset` (or `imagesrcset`) value, as "parse a srcset attribute" splits its
 * candidates: commas with or without spaces between them; a URL's trailing commas end it; a
 * descriptor's parentheses may hold commas.
 * @example srcsetUrls('a.png 1x,b.png 2x') → [{0,5},{9,14}]
 */
export function srcsetUrls(value: string): Range[] {
  const urls: Range[] = [];
  const n = value.length;
  let i = 0;
  for (;;) {
    while (i < n && (isSpace(value.charCodeAt(i)) || value.charCodeAt(i) === COMMA)) i++;
    if (i >= n) return urls;
    const start = i;
    while (i < n && !isSpace(value.charCodeAt(i))) i++;
    let end = i;
    if (value.charCodeAt(end - 1) === COMMA) {
      while (end > start && value.charCodeAt(end - 1) === COMMA) end--;
      if (end > start) urls.push({ start, end });
      continue;
    }
    urls.push({ start, end });
    i = skipDescriptors(value, i);
  }
}

/** Past a candidate's descriptors: to the comma that ends them (outside parentheses), or the end. */
function skipDescriptors(value: string, from: number): number {
  let inParentheses = false;
  for (let i = from; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (inParentheses) {
      if (c === 0x29) inParentheses = false;
    } else if (c === 0x28) inParentheses = true;
    else if (c === COMMA) return i + 1;
  }
  return value.length;
}

/**
 * The URL of a `<meta http-equiv="refresh">` content value (`5; url='x.html'`), as the HTML
 * Standard's shared declarative refresh steps find it, or null when it names none (or is not a
 * refresh at all). Surrounding quotes are outside the range; trailing whitespace too.
 * @example refreshUrl('0; URL=next.html') → {7,16}
 */
export function refreshUrl(content: string): Range | null {
  const n = content.length;
  let i = 0;
  const skipSpaces = () => {
    while (i < n && isSpace(content.charCodeAt(i))) i++;
  };
  skipSpaces();
  const digits = i;
  while (i < n && isDigit(content.charCodeAt(i))) i++;
  if (i === digits && content.charCodeAt(i) !== 0x2e) return null;
  while (i < n && (isDigit(content.charCodeAt(i)) || content.charCodeAt(i) === 0x2e)) i++;
  if (i >= n) return null;
  const c = content.charCodeAt(i);
  if (c !== 0x3b && c !== COMMA && !isSpace(c)) return null;
  skipSpaces();
  if (content.charCodeAt(i) === 0x3b || content.charCodeAt(i) === COMMA) i++;
  skipSpaces();
  if (i >= n) return null;
  let start = i;
  if (lower(content.charCodeAt(i)) === 0x75) {
    // "url", optional spaces, "=": otherwise the URL is all that follows the separator.
    i++;
    if (lower(content.charCodeAt(i)) !== 0x72) return trimmed(content, start, n);
    i++;
    if (lower(content.charCodeAt(i)) !== 0x6c) return trimmed(content, start, n);
    i++;
    skipSpaces();
    if (content.charCodeAt(i) !== 0x3d) return trimmed(content, start, n);
    i++;
    skipSpaces();
    start = i;
  }
  const quote = content.charCodeAt(i);
  if (quote === 0x22 || quote === 0x27) {
    start = i + 1;
    const close = content.indexOf(String.fromCharCode(quote), start);
    return trimmed(content, start, close < 0 ? n : close);
  }
  return trimmed(content, start, n);
}

/** [start, end) of `s` without trailing ASCII whitespace, or null when nothing is left. */
function trimmed(s: string, start: number, end: number): Range | null {
  while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
  return end > start ? { start, end } : null;
}

/**
 * The tokens of a set of space-separated tokens (`ping`).
 * @example spaceSeparatedUrls(' a b') → [{1,2},{3,4}]
 */
export function spaceSeparatedUrls(value: string): Range[] {
  const urls: Range[] = [];
  for (let i = 0; i < value.length;) {
    while (i < value.length && isSpace(value.charCodeAt(i))) i++;
    const start = i;
    while (i < value.length && !isSpace(value.charCodeAt(i))) i++;
    if (i > start) urls.push({ start, end: i });
  }
  return urls;
}

/**
 * The whole value as one URL, without the leading and trailing ASCII whitespace the URL parser
 * strips (C0 controls and space: the HTML whitespace among them is what attribute values hold).
 * @example wholeUrl(' a.html ') → {1,7}
 */
export function wholeUrl(value: string): Range[] {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return [{ start, end }];
}

// Where the links of an HTML or CSS file are, for scripts/site-test.mjs (the acceptance test of
// `java-uri site`) and its test rewriters (scripts/site-test-rewriters.mjs): the table of link
// attributes, the HTML Standard's parsing of srcset and of <meta http-equiv=refresh> content (pure
// functions, also run inside the browser through their source text), and the ranges of link values in a
// file's source, from parse5's source locations and @csstools/css-tokenizer's tokens.
import { parse } from 'parse5';
import { tokenize } from '@csstools/css-tokenizer';

export const HTML_NS = 'http://www.w3.org/1999/xhtml';
export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';

/**
 * The link attributes of HTML elements: [attribute, type, the IDL property that gives the resolved URL].
 * Types: url (one URL), srcset (candidates), ping (space-separated URLs), refresh (the URL in the content of
 * <meta http-equiv=refresh>). Every element of the SVG namespace has href and xlink:href (type url); every
 * element has style (CSS), and <style> elements have CSS text.
 */
export const HTML_LINKS = {
  a: [
    ['href', 'url', 'href'],
    ['ping', 'ping'],
  ],
  area: [['href', 'url', 'href']],
  link: [
    ['href', 'url', 'href'],
    ['imagesrcset', 'srcset'],
  ],
  base: [['href', 'url', 'href']],
  img: [
    ['src', 'url', 'src'],
    ['srcset', 'srcset'],
  ],
  source: [
    ['src', 'url', 'src'],
    ['srcset', 'srcset'],
  ],
  script: [['src', 'url', 'src']],
  iframe: [['src', 'url', 'src']],
  frame: [['src', 'url', 'src']],
  audio: [['src', 'url', 'src']],
  video: [
    ['src', 'url', 'src'],
    ['poster', 'url', 'poster'],
  ],
  track: [['src', 'url', 'src']],
  embed: [['src', 'url', 'src']],
  input: [
    ['src', 'url', 'src'],
    ['formaction', 'url', 'formAction'],
  ],
  button: [['formaction', 'url', 'formAction']],
  object: [['data', 'url', 'data']],
  form: [['action', 'url', 'action']],
  blockquote: [['cite', 'url', 'cite']],
  q: [['cite', 'url', 'cite']],
  ins: [['cite', 'url', 'cite']],
  del: [['cite', 'url', 'cite']],
  body: [['background', 'url']],
  table: [['background', 'url']],
  td: [['background', 'url']],
  th: [['background', 'url']],
  meta: [['content', 'refresh']],
};

const WS = '\t\n\f\r ';

/**
 * The URLs of a srcset value by the HTML Standard's "parse a srcset attribute" (descriptors are skipped,
 * parentheses included), with their [start, end) offsets in the value.
 * @param {string} input
 * @returns {{url: string, start: number, end: number}[]}
 */
export function srcsetUrls(input) {
  const ws = (c) => c === '\t' || c === '\n' || c === '\f' || c === '\r' || c === ' ';
  const out = [];
  let pos = 0;
  const n = input.length;
  for (;;) {
    while (pos < n && (ws(input[pos]) || input[pos] === ',')) pos++;
    if (pos >= n) return out;
    const start = pos;
    while (pos < n && !ws(input[pos])) pos++;
    let end = pos;
    let descriptors = true;
    if (input[end - 1] === ',') {
      while (end > start && input[end - 1] === ',') end--;
      descriptors = false;
    }
    out.push({ url: input.slice(start, end), start, end });
    if (!descriptors) continue;
    while (pos < n && ws(input[pos])) pos++;
    let state = 'in descriptor';
    for (; pos < n; pos++) {
      const c = input[pos];
      if (state === 'in descriptor') {
        if (ws(c)) state = 'after descriptor';
        else if (c === ',') {
          pos++;
          break;
        } else if (c === '(') state = 'in parens';
      } else if (state === 'in parens') {
        if (c === ')') state = 'in descriptor';
      } else if (!ws(c)) {
        state = 'in descriptor';
        pos--;
      }
    }
  }
}

/**
 * The URL of a <meta http-equiv=refresh> content value by the HTML Standard's "shared declarative refresh
 * steps", with its [start, end) offsets; null when it has none.
 * @param {string} input
 * @returns {{url: string, start: number, end: number} | null}
 */
export function refreshUrl(input) {
  const ws = (c) => c === '\t' || c === '\n' || c === '\f' || c === '\r' || c === ' ';
  const n = input.length;
  let pos = 0;
  const skip = () => {
    while (pos < n && ws(input[pos])) pos++;
  };
  skip();
  const timeStart = pos;
  while (pos < n && input[pos] >= '0' && input[pos] <= '9') pos++;
  if (pos === timeStart && input[pos] !== '.') return null;
  while (pos < n && ((input[pos] >= '0' && input[pos] <= '9') || input[pos] === '.')) pos++;
  if (pos < n) {
    const c = input[pos];
    if (!ws(c) && c !== ';' && c !== ',') return null;
    skip();
    if (input[pos] === ';' || input[pos] === ',') pos++;
    skip();
  }
  if (pos >= n) return null;
  // "URL =" is optional; a partial match leaves pos where it stopped (the spec's "jump to skip quotes")
  if (input[pos] === 'U' || input[pos] === 'u') {
    pos++;
    if (input[pos] === 'R' || input[pos] === 'r') {
      pos++;
      if (input[pos] === 'L' || input[pos] === 'l') {
        pos++;
        skip();
        if (input[pos] === '=') {
          pos++;
          skip();
        }
      }
    }
  }
  let end = n;
  if (input[pos] === '"' || input[pos] === "'") {
    const quote = input[pos++];
    const q = input.indexOf(quote, pos);
    if (q >= 0) end = q;
  }
  return { url: input.slice(pos, end), start: pos, end };
}

/**
 * The links of CSS text: url() (unquoted: what is inside the parentheses; quoted: the string with its
 * quotes) and @import strings, with their values and [start, end) offsets (plus `offset`).
 * @returns {{value: string, start: number, end: number}[]}
 */
export function cssLinks(css, offset = 0) {
  const tokens = tokenize({ css });
  const out = [];
  const nextSignificant = (i) => {
    let j = i + 1;
    while (j < tokens.length && (tokens[j][0] === 'whitespace-token' || tokens[j][0] === 'comment')) j++;
    return tokens[j];
  };
  for (let i = 0; i < tokens.length; i++) {
    const [type, raw, start, , data] = tokens[i];
    let string;
    if (type === 'url-token') {
      // inside the parentheses, without the white space: url(x) and url("x") then have the same skeleton
      let a = raw.indexOf('(') + 1;
      let b = raw.endsWith(')') ? raw.length - 1 : raw.length;
      while (a < b && ' \t\n\f\r'.includes(raw[a])) a++;
      while (b > a && ' \t\n\f\r'.includes(raw[b - 1])) b--;
      out.push({ value: data.value, start: start + a + offset, end: start + b + offset });
    } else if (type === 'function-token' && data.value.toLowerCase() === 'url') string = nextSignificant(i);
    else if (type === 'at-keyword-token' && data.value.toLowerCase() === 'import') string = nextSignificant(i);
    if (string && string[0] === 'string-token')
      out.push({ value: string[4].value, start: string[2] + offset, end: string[3] + 1 + offset });
  }
  return out;
}

/** The type of attribute `name` (as written, e.g. xlink:href) on a parse5 element, or undefined. */
export function linkType(el, name) {
  if (name === 'style') return 'css';
  if (el.namespaceURI === SVG_NS) return name === 'href' || name === 'xlink:href' ? 'url' : undefined;
  if (el.namespaceURI !== HTML_NS) return undefined;
  const entry = (HTML_LINKS[el.tagName] ?? []).find(([a]) => a === name);
  if (!entry) return undefined;
  if (entry[1] === 'refresh') {
    const equiv = el.attrs.find((a) => a.name === 'http-equiv' && !a.prefix);
    if (!equiv || equiv.value.trim().toLowerCase() !== 'refresh') return undefined;
  }
  return entry[1];
}

/**
 * Every link value of an HTML source, in source order: the [start, end) of the attribute value as written
 * (inside its quotes) or of a <style> element's text, its decoded value, its type and the parse5 element.
 * Elements that the parser made twice (the adoption agency's clones) count once.
 * @returns {{start: number, end: number, value: string, type: string, name: string, el: object, quoted: string}[]}
 */
export function htmlLinks(src) {
  const doc = parse(src, { sourceCodeLocationInfo: true, scriptingEnabled: true });
  const out = [];
  const seen = new Set();
  const walk = (node) => {
    if (node.attrs && node.sourceCodeLocation?.attrs) {
      for (const attr of node.attrs) {
        const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
        const type = linkType(node, name);
        const loc = node.sourceCodeLocation.attrs[name];
        if (!type || !loc || seen.has(loc.startOffset)) continue;
        seen.add(loc.startOffset);
        const raw = src.slice(loc.startOffset, loc.endOffset);
        const eq = raw.indexOf('=');
        let start = loc.endOffset;
        let end = loc.endOffset;
        let quoted = '';
        if (eq >= 0) {
          start = loc.startOffset + eq + 1;
          while (start < end && WS.includes(src[start])) start++;
          if (src[start] === '"' || src[start] === "'") {
            quoted = src[start];
            start++;
            end--;
          }
        }
        out.push({ start, end, value: attr.value, type, name, el: node, quoted });
      }
    }
    if (node.tagName === 'style' && node.childNodes?.[0]?.sourceCodeLocation) {
      const t = node.childNodes[0];
      const { startOffset, endOffset } = t.sourceCodeLocation;
      if (!seen.has(startOffset)) {
        seen.add(startOffset);
        out.push({ start: startOffset, end: endOffset, value: t.value, type: 'style', name: '', el: node, quoted: '' });
      }
    }
    for (const c of node.childNodes ?? []) walk(c);
    if (node.content) walk(node.content);
  };
  walk(doc);
  return out.sort((x, y) => x.start - y.start);
}

/**
 * An HTML source with every link value replaced by a placeholder: attribute values whole (inside their
 * quotes), and in <style> text the url() and @import values. Then, for the attribute values that hold
 * more than URLs (style, srcset, ping, refresh content), their decoded text with the URLs replaced, so
 * that what surrounds the URLs there must stay too.
 */
export function htmlSkeleton(src) {
  const ranges = [];
  const inner = [];
  const at = (list) => list.map((c) => [c.start, c.end]);
  for (const l of htmlLinks(src)) {
    if (l.type === 'style') {
      ranges.push(...at(cssLinks(src.slice(l.start, l.end), l.start)));
      continue;
    }
    ranges.push([l.start, l.end]);
    const v = l.value;
    if (l.type === 'css') inner.push(skeleton(v, at(cssLinks(v))));
    else if (l.type === 'srcset') inner.push(skeleton(v, at(srcsetUrls(v))));
    else if (l.type === 'ping')
      inner.push(
        skeleton(
          v,
          [...v.matchAll(/[^\t\n\f\r ]+/g)].map((m) => [m.index, m.index + m[0].length]),
        ),
      );
    else if (l.type === 'refresh') {
      const r = refreshUrl(v);
      inner.push(r ? skeleton(v, [[r.start, r.end]]) : v);
    }
  }
  return skeleton(src, ranges) + '\n\u0000 attribute values:\n' + inner.join('\n');
}

/** A CSS source with every url() and @import value replaced by a placeholder. */
export const cssSkeleton = (src) =>
  skeleton(
    src,
    cssLinks(src).map((c) => [c.start, c.end]),
  );

/** The source with every range replaced by one placeholder. */
export function skeleton(src, ranges) {
  let out = '';
  let at = 0;
  for (const [s, e] of ranges) {
    out += src.slice(at, s) + '\u0000LINK\u0000';
    at = e;
  }
  return out + src.slice(at);
}

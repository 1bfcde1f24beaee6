// Where the links of an HTML or CSS file are, for scripts/site-test.mjs (the acceptance test of
// `java-uri site`) and its test rewriters (scripts/site-test-rewriters.mjs): the table of link
// attributes, the HTML Standard's parsing of srcset and of <meta http-equiv=refresh> content (pure
// functions, also run inside the browser through their source text), a file's bytes read as a browser
// reads them (the encoding from the BOM or the <meta> prescan, invalid bytes as U+FFFD, with the byte
// offset of every character), and the ranges of link values in a file, from parse5's source locations
// (parsed with scripting on and, where there is a <noscript>, with scripting off, so that links inside
// <noscript> count) and @csstools/css-tokenizer's tokens.
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
    ['data-src', 'url'],
    ['data-srcset', 'srcset'],
  ],
  source: [
    ['src', 'url', 'src'],
    ['srcset', 'srcset'],
    ['data-src', 'url'],
    ['data-srcset', 'srcset'],
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
  // Astro's islands: its script imports these URLs, resolved against the document's base URL.
  'astro-island': [
    ['component-url', 'url'],
    ['renderer-url', 'url'],
    ['before-hydration-url', 'url'],
  ],
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
 * quotes), @import strings and the strings directly in an image-set() or -webkit-image-set() (not in
 * a type() there), with their values and [start, end) offsets (plus `offset`).
 * @returns {{value: string, start: number, end: number}[]}
 */
export function cssLinks(css, offset = 0) {
  const tokens = tokenize({ css });
  const out = [];
  // the functions and blocks open at each token, innermost last
  const open = [];
  const nextSignificant = (i) => {
    let j = i + 1;
    while (j < tokens.length && (tokens[j][0] === 'whitespace-token' || tokens[j][0] === 'comment')) j++;
    return tokens[j];
  };
  for (let i = 0; i < tokens.length; i++) {
    const [type, raw, start, , data] = tokens[i];
    let string;
    if (type === 'function-token') open.push(data.value.toLowerCase());
    else if (type === '(-token' || type === '[-token' || type === '{-token') open.push(type);
    else if (type === ')-token' || type === ']-token' || type === '}-token') open.pop();
    const inside = open.at(-1);
    if (type === 'string-token' && (inside === 'image-set' || inside === '-webkit-image-set'))
      out.push({ value: data.value, start: start + offset, end: tokens[i][3] + 1 + offset });
    else if (type === 'url-token') {
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

/** The links of one parse of an HTML source (scripting on or off), as htmlLinks gives them. */
function linksOfParse(src, scriptingEnabled) {
  const doc = parse(src, { sourceCodeLocationInfo: true, scriptingEnabled });
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
  return out;
}

/**
 * Every link value of an HTML source (text, as a browser decoded it), in source order: the [start, end)
 * of the attribute value as written (inside its quotes) or of a <style> element's text, its decoded value,
 * its type and the parse5 element. The source is parsed as a browser with scripting on parses it and, when
 * it has a <noscript>, also as one with scripting off, where <noscript> content is markup: the links found
 * only then have `noscript: true` (`noscript: false` in the options: scripting on only, as the careless
 * test rewriter reads pages). Elements that the parser made twice (the adoption agency's clones) count once.
 * @returns {{start: number, end: number, value: string, type: string, name: string, el: object, quoted: string, noscript?: boolean}[]}
 */
export function htmlLinks(src, { noscript = true } = {}) {
  const out = linksOfParse(src, true);
  if (noscript && /<noscript/i.test(src)) {
    const starts = new Set(out.map((l) => l.start));
    for (const l of linksOfParse(src, false)) if (!starts.has(l.start)) out.push({ ...l, noscript: true });
  }
  return out.sort((x, y) => x.start - y.start);
}

/**
 * The [start, end) ranges of every link value of an HTML source (attribute values whole, with their
 * quotes; in <style> text the url() and @import values), sorted, and for the attribute values that hold
 * more than URLs (style, srcset, ping, refresh content) their decoded text with the URLs replaced by a
 * placeholder, so that what surrounds the URLs there must stay too.
 */
function htmlLinkRanges(src) {
  const ranges = [];
  const inner = [];
  const at = (list) => list.map((c) => [c.start, c.end]);
  for (const l of htmlLinks(src)) {
    if (l.type === 'style') {
      ranges.push(...at(cssLinks(src.slice(l.start, l.end), l.start)));
      continue;
    }
    // with its quotes: a rewriter may quote a value that was not (or change the quotes) when it must write
    // it anew, e.g. a new value with = in an unquoted attribute
    ranges.push([l.start - l.quoted.length, l.end + l.quoted.length]);
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
  ranges.sort((x, y) => x[0] - y[0]);
  for (let i = 1; i < ranges.length; i++)
    if (ranges[i][0] < ranges[i - 1][1])
      throw new Error(`link values overlap at characters ${ranges[i - 1][0]}–${ranges[i - 1][1]} and ${ranges[i][0]}`);
  return { ranges, inner };
}

/**
 * The skeleton of an HTML file: its bytes cut at every link value (read as a browser reads the file:
 * readHtml), so `parts` are the bytes outside link values, byte for byte, and `inner` the decoded text
 * around the URLs in style, srcset, ping and refresh values. Two files have the same skeleton when they
 * differ only inside link values (sameSkeleton).
 * @param {Uint8Array} bytes
 * @returns {{parts: Buffer[], inner: string[], encoding: string}}
 */
export function htmlSkeleton(bytes) {
  const doc = readHtml(bytes);
  const { ranges, inner } = htmlLinkRanges(doc.text);
  return { parts: cut(bytes, doc.offsets, ranges), inner, encoding: doc.encoding };
}

/** The skeleton of a CSS file: its bytes cut at every url() and @import value (readCss). */
export function cssSkeleton(bytes) {
  const doc = readCss(bytes);
  const ranges = cssLinks(doc.text).map((c) => [c.start, c.end]);
  return { parts: cut(bytes, doc.offsets, ranges), inner: [], encoding: doc.encoding };
}

/** The bytes between the character ranges (offsets: the byte offset of each character). */
function cut(bytes, offsets, ranges) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const parts = [];
  const starts = [];
  let at = 0;
  for (const [s, e] of ranges) {
    parts.push(buf.subarray(at, offsets[s]));
    starts.push(at);
    at = offsets[e];
  }
  parts.push(buf.subarray(at));
  starts.push(at);
  return Object.assign(parts, { starts });
}

/**
 * Where two skeletons differ: null when they are the same, else {at, a, b}: the byte offset in the first
 * file (or 'attribute value'), and the bytes around the difference in each (latin1, links as ⟨link⟩).
 */
export function skeletonDifference(x, y) {
  const show = (parts, p, i) => {
    const text = (b) => b.toString('latin1');
    const before = parts
      .slice(Math.max(0, p - 2), p)
      .map((b) => text(b) + '⟨link⟩')
      .join('');
    const all = before + text(parts[p] ?? Buffer.alloc(0)) + (p + 1 < parts.length ? '⟨link⟩' : '');
    const k = before.length + i;
    return all.slice(Math.max(0, k - 40), k + 40);
  };
  const n = Math.max(x.parts.length, y.parts.length);
  for (let p = 0; p < n; p++) {
    const a = x.parts[p];
    const b = y.parts[p];
    if (a && b && a.equals(b)) continue;
    let i = 0;
    while (a && b && i < a.length && i < b.length && a[i] === b[i]) i++;
    const at =
      p < x.parts.length ? x.parts.starts[p] + i : `the end (${x.parts.length} parts, ${y.parts.length} in the other)`;
    return { at: `byte ${at}`, a: show(x.parts, p, i), b: show(y.parts, p, i) };
  }
  for (let j = 0; j < Math.max(x.inner.length, y.inner.length); j++)
    if (x.inner[j] !== y.inner[j])
      return {
        at: 'attribute value',
        a: String(x.inner[j]).split(PLACEHOLDER).join('⟨link⟩'),
        b: String(y.inner[j]).split(PLACEHOLDER).join('⟨link⟩'),
      };
  return null;
}

const PLACEHOLDER = '\u0000LINK\u0000';

/** The source with every range replaced by one placeholder. */
export function skeleton(src, ranges) {
  let out = '';
  let at = 0;
  for (const [s, e] of ranges) {
    out += src.slice(at, s) + PLACEHOLDER;
    at = e;
  }
  return out + src.slice(at);
}

// ─── bytes as a browser reads them ───────────────────────────────────────────────────────────────

/** The encodings of the WHATWG Encoding Standard that these files may be in, by their labels. */
const LABELS = {
  'UTF-8': ['unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'utf-8', 'utf8', 'x-unicode20utf8'],
  'windows-1252': [
    'ansi_x3.4-1968',
    'ascii',
    'cp1252',
    'cp819',
    'csisolatin1',
    'ibm819',
    'iso-8859-1',
    'iso-ir-100',
    'iso8859-1',
    'iso88591',
    'iso_8859-1',
    'iso_8859-1:1987',
    'l1',
    'latin1',
    'us-ascii',
    'windows-1252',
    'x-cp1252',
  ],
  'UTF-16LE': ['csunicode', 'iso-10646-ucs-2', 'ucs-2', 'unicode', 'unicodefeff', 'utf-16', 'utf-16le'],
  'UTF-16BE': ['unicodefffe', 'utf-16be'],
  'x-user-defined': ['x-user-defined'],
};
const ENCODING_OF = new Map(Object.entries(LABELS).flatMap(([e, labels]) => labels.map((l) => [l, e])));

/**
 * The encoding named by a label, by the Encoding Standard: one of LABELS' names; another encoding's
 * name as TextDecoder gives it (which these functions cannot decode); null when it names none.
 */
export function encodingOfLabel(label) {
  const l = label.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase();
  if (ENCODING_OF.has(l)) return ENCODING_OF.get(l);
  try {
    return new TextDecoder(l).encoding;
  } catch {
    return null;
  }
}

/**
 * The encoding of an HTML file as a browser reads it when the file is served as text/html without a
 * charset, in a frame of a same-origin UTF-8 page (as scripts/site-test.mjs serves it), by the HTML
 * Standard's encoding sniffing: a BOM; else the <meta> prescan of the first 1,024 bytes, where UTF-16
 * becomes UTF-8 and x-user-defined windows-1252; else the parent frame's encoding, UTF-8.
 * @returns {{encoding: string, bom: number, from: string}}
 */
export function htmlEncoding(bytes) {
  const bom = bomOf(bytes);
  if (bom) return bom;
  let encoding = prescan(bytes.subarray(0, 1024));
  if (encoding === null) return { encoding: 'UTF-8', bom: 0, from: 'the parent frame' };
  if (encoding === 'UTF-16LE' || encoding === 'UTF-16BE') encoding = 'UTF-8';
  if (encoding === 'x-user-defined') encoding = 'windows-1252';
  return { encoding, bom: 0, from: '<meta>' };
}

function bomOf(bytes) {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'UTF-8', bom: 3, from: 'BOM' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'UTF-16BE', bom: 2, from: 'BOM' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'UTF-16LE', bom: 2, from: 'BOM' };
  return null;
}

/** The HTML Standard's "prescan a byte stream to determine its encoding": an encoding name or null. */
function prescan(b) {
  const n = b.length;
  const lower = (c) => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);
  const ws = (c) => c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
  const letter = (c) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  const at = (i, s) => {
    for (let k = 0; k < s.length; k++) if (i + k >= n || lower(b[i + k]) !== s.charCodeAt(k)) return false;
    return true;
  };
  let i = 0;
  /** "get an attribute": [name, value] or null, from b[i]; moves i. */
  const attribute = () => {
    while (i < n && (ws(b[i]) || b[i] === 0x2f)) i++;
    if (i >= n || b[i] === 0x3e) return null;
    let name = '';
    let value = '';
    for (;;) {
      if (i >= n) return null;
      const c = b[i];
      if (c === 0x3d && name !== '') {
        i++;
        break;
      }
      if (ws(c)) {
        while (i < n && ws(b[i])) i++;
        if (b[i] !== 0x3d) return [name, ''];
        i++;
        break;
      }
      if (c === 0x2f || c === 0x3e) return [name, ''];
      name += String.fromCharCode(lower(c));
      i++;
    }
    while (i < n && ws(b[i])) i++;
    if (i >= n) return null;
    if (b[i] === 0x22 || b[i] === 0x27) {
      const q = b[i++];
      for (;;) {
        if (i >= n) return null;
        if (b[i] === q) {
          i++;
          return [name, value];
        }
        value += String.fromCharCode(lower(b[i++]));
      }
    }
    if (b[i] === 0x3e) return [name, ''];
    value += String.fromCharCode(lower(b[i++]));
    for (;;) {
      if (i >= n) return null;
      if (ws(b[i]) || b[i] === 0x3e) return [name, value];
      value += String.fromCharCode(lower(b[i++]));
    }
  };
  while (i < n) {
    if (at(i, '<!--')) {
      i += 2;
      while (i < n && !(b[i] === 0x3e && b[i - 1] === 0x2d && b[i - 2] === 0x2d)) i++;
    } else if (at(i, '<meta') && (ws(b[i + 5]) || b[i + 5] === 0x2f)) {
      i += 6;
      const names = new Set();
      let needPragma = null;
      let charset = null;
      let gotPragma = false;
      for (let a = attribute(); a !== null; a = attribute()) {
        const [name, value] = a;
        if (names.has(name)) continue;
        names.add(name);
        if (name === 'http-equiv' && value === 'content-type') gotPragma = true;
        else if (name === 'content' && charset === null) {
          const c = charsetFromContent(value);
          const e = c === null ? null : encodingOfLabel(c);
          if (e !== null) {
            charset = e;
            needPragma = true;
          }
        } else if (name === 'charset') {
          charset = encodingOfLabel(value);
          needPragma = false;
        }
      }
      if (needPragma !== null && charset !== null && (!needPragma || gotPragma)) return charset;
      if (i >= n) return null;
    } else if ((b[i] === 0x3c && letter(b[i + 1])) || (b[i] === 0x3c && b[i + 1] === 0x2f && letter(b[i + 2]))) {
      while (i < n && !ws(b[i]) && b[i] !== 0x3e) i++;
      while (attribute() !== null);
    } else if (at(i, '<!') || at(i, '</') || at(i, '<?')) {
      while (i < n && b[i] !== 0x3e) i++;
    }
    i++;
  }
  return null;
}

/** The HTML Standard's "extract a character encoding from a meta element" (of lower-cased content). */
function charsetFromContent(s) {
  let i = 0;
  for (;;) {
    i = s.indexOf('charset', i);
    if (i < 0) return null;
    i += 7;
    while (WS.includes(s[i] ?? 'x')) i++;
    if (s[i] === '=') break;
  }
  i++;
  while (WS.includes(s[i] ?? 'x')) i++;
  if (i >= s.length) return null;
  if (s[i] === '"' || s[i] === "'") {
    const q = s.indexOf(s[i], i + 1);
    return q < 0 ? null : s.slice(i + 1, q);
  }
  let j = i;
  while (j < s.length && !WS.includes(s[j]) && s[j] !== ';') j++;
  return s.slice(i, j);
}

/**
 * Bytes decoded by the Encoding Standard from byte `start` (after a BOM): the text (invalid UTF-8 or
 * UTF-16 as U+FFFD, one for each maximal subpart, as browsers decode it) and the byte offset of each of its
 * UTF-16 code units, with offsets[text.length] = bytes.length. UTF-8, UTF-16LE, UTF-16BE and
 * windows-1252.
 * @returns {{text: string, offsets: Uint32Array}}
 */
export function decodeBytes(bytes, encoding, start = 0) {
  const units = [];
  const offs = [];
  const n = bytes.length;
  if (encoding === 'windows-1252') {
    let text = '';
    for (let i = start; i < n; i++) text += WINDOWS_1252[bytes[i]];
    const offsets = new Uint32Array(text.length + 1);
    for (let k = 0; k <= text.length; k++) offsets[k] = start + k;
    return { text, offsets };
  }
  const emit = (cp, at) => {
    if (cp > 0xffff) {
      cp -= 0x10000;
      units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
      offs.push(at, at);
    } else {
      units.push(cp);
      offs.push(at);
    }
  };
  if (encoding === 'UTF-16LE' || encoding === 'UTF-16BE') {
    const le = encoding === 'UTF-16LE';
    let i = start;
    for (; i + 1 < n; i += 2) {
      const u = le ? bytes[i] | (bytes[i + 1] << 8) : (bytes[i] << 8) | bytes[i + 1];
      if (u >= 0xd800 && u <= 0xdbff && i + 3 < n) {
        const v = le ? bytes[i + 2] | (bytes[i + 3] << 8) : (bytes[i + 2] << 8) | bytes[i + 3];
        if (v >= 0xdc00 && v <= 0xdfff) {
          emit(0x10000 + ((u - 0xd800) << 10) + (v - 0xdc00), i);
          i += 2;
          continue;
        }
      }
      emit(u >= 0xd800 && u <= 0xdfff ? 0xfffd : u, i);
      // a lead surrogate and then an odd byte at the end: one error for both
      if (u >= 0xd800 && u <= 0xdbff && i + 3 >= n) i = n;
    }
    if (i < n) emit(0xfffd, i);
  } else if (encoding === 'UTF-8') {
    let needed = 0;
    let seen = 0;
    let cp = 0;
    let lo = 0x80;
    let hi = 0xbf;
    let from = 0;
    for (let i = start; i < n; i++) {
      const b = bytes[i];
      if (needed === 0) {
        from = i;
        if (b <= 0x7f) emit(b, i);
        else if (b >= 0xc2 && b <= 0xdf) {
          needed = 1;
          cp = b & 0x1f;
        } else if (b >= 0xe0 && b <= 0xef) {
          if (b === 0xe0) lo = 0xa0;
          if (b === 0xed) hi = 0x9f;
          needed = 2;
          cp = b & 0xf;
        } else if (b >= 0xf0 && b <= 0xf4) {
          if (b === 0xf0) lo = 0x90;
          if (b === 0xf4) hi = 0x8f;
          needed = 3;
          cp = b & 0x7;
        } else emit(0xfffd, i);
        continue;
      }
      if (b < lo || b > hi) {
        needed = seen = cp = 0;
        lo = 0x80;
        hi = 0xbf;
        emit(0xfffd, from);
        i--;
        continue;
      }
      lo = 0x80;
      hi = 0xbf;
      cp = (cp << 6) | (b & 0x3f);
      if (++seen === needed) {
        emit(cp, from);
        needed = seen = cp = 0;
      }
    }
    if (needed !== 0) emit(0xfffd, from);
  } else throw new Error(`the judge does not read ${encoding}`);
  let text = '';
  for (let k = 0; k < units.length; k += 8192) text += String.fromCharCode(...units.slice(k, k + 8192));
  const offsets = new Uint32Array(units.length + 1);
  offsets.set(offs);
  offsets[units.length] = n;
  return { text, offsets };
}

/** windows-1252 by the Encoding Standard: each byte's character. */
const WINDOWS_1252 = Array.from({ length: 256 }, (_, b) =>
  String.fromCharCode(
    b >= 0x80 && b <= 0x9f
      ? [
          0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d,
          0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d,
          0x17e, 0x178,
        ][b - 0x80]
      : b,
  ),
);

/** An HTML file's bytes as a browser reads them (htmlEncoding, decodeBytes). */
export function readHtml(bytes) {
  const e = htmlEncoding(bytes);
  return { ...e, ...decodeBytes(bytes, e.encoding, e.bom) };
}

/**
 * A CSS file's bytes as a browser reads them when served as text/css without a charset: a BOM; else
 * `@charset "…";` at the start (UTF-16 as UTF-8); else UTF-8 (the test site's pages are UTF-8).
 */
export function readCss(bytes) {
  let e = bomOf(bytes);
  if (!e) {
    const m = /^@charset "([^"]*)";/.exec(Buffer.from(bytes.subarray(0, 1024)).toString('latin1'));
    let encoding = (m && encodingOfLabel(m[1])) || 'UTF-8';
    if (encoding === 'UTF-16LE' || encoding === 'UTF-16BE') encoding = 'UTF-8';
    e = { encoding, bom: 0, from: m ? '@charset' : 'the default' };
  }
  return { ...e, ...decodeBytes(bytes, e.encoding, e.bom) };
}

/** Text encoded in one of decodeBytes' encodings (windows-1252: characters it cannot hold throw). */
export function encodeText(text, encoding) {
  if (encoding === 'UTF-8') return Buffer.from(text, 'utf8');
  if (encoding === 'UTF-16LE') return Buffer.from(text, 'utf16le');
  if (encoding === 'UTF-16BE') return Buffer.from(text, 'utf16le').swap16();
  if (encoding === 'windows-1252') {
    return Buffer.from(
      [...text].map((c) => {
        const b = WINDOWS_1252.indexOf(c);
        if (b < 0) throw new Error(`windows-1252 cannot hold ${JSON.stringify(c)}`);
        return b;
      }),
    );
  }
  throw new Error(`the judge does not write ${encoding}`);
}

/** The title of an HTML source as document.title gives it (scripting on). */
export function htmlTitle(src) {
  const find = (node) => {
    if (node.tagName === 'title' && node.namespaceURI === HTML_NS) return node;
    for (const c of node.childNodes ?? []) {
      const t = find(c);
      if (t) return t;
    }
    return null;
  };
  const title = find(parse(src));
  if (!title) return '';
  const text = title.childNodes.map((c) => c.value ?? '').join('');
  return text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').replace(/[\t\n\f\r ]+/g, ' ');
}

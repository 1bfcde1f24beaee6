/**
 * The links of an HTML page, read as a browser reads the page: parse5 parses by the HTML Standard
 * (tree construction included: raw text and RCDATA elements, foreign content, `<noscript>` with
 * scripting on) and gives each attribute's place in the source. Only the link values it rewrites
 * change; every other byte stays as written.
 */
import { parse, type DefaultTreeAdapterMap, type Token } from 'parse5';
import { rewriteCss } from './css';
import { decide, type LinkDecision, type Site } from './links';
import { refreshUrl, spaceSeparatedUrls, srcsetUrls, wholeUrl, type Range } from './microsyntax';
import { applyEdits, Lines, type Edit, type LinkRecord, type Rewritten } from './text';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const HTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/** How an attribute's value holds its URLs. */
type Syntax = (value: string) => Range[] | Range | null;

/** The URL attributes of HTML elements (point 2 of the design), by element, then attribute. */
const HTML_LINKS: Readonly<Record<string, Readonly<Record<string, Syntax>>>> = {
  a: { href: wholeUrl, ping: spaceSeparatedUrls },
  area: { href: wholeUrl, ping: spaceSeparatedUrls },
  link: { href: wholeUrl, imagesrcset: srcsetUrls },
  img: { src: wholeUrl, srcset: srcsetUrls },
  source: { src: wholeUrl, srcset: srcsetUrls },
  script: { src: wholeUrl },
  iframe: { src: wholeUrl },
  frame: { src: wholeUrl },
  audio: { src: wholeUrl },
  video: { src: wholeUrl, poster: wholeUrl },
  track: { src: wholeUrl },
  embed: { src: wholeUrl },
  input: { src: wholeUrl, formaction: wholeUrl },
  button: { formaction: wholeUrl },
  object: { data: wholeUrl },
  form: { action: wholeUrl },
  blockquote: { cite: wholeUrl },
  q: { cite: wholeUrl },
  ins: { cite: wholeUrl },
  del: { cite: wholeUrl },
  body: { background: wholeUrl },
  table: { background: wholeUrl },
  td: { background: wholeUrl },
  th: { background: wholeUrl },
};

/** A page rewritten, with the character encoding it declares. */
export interface RewrittenPage extends Rewritten {
  /** The encoding a `<meta charset>` or `<meta http-equiv="content-type">` declares, or null. */
  charset: string | null;
}

/** Page `html` at `pageUrl` rewritten (see relativizeHtml in the public face). */
export function rewritePage(site: Site, html: string, pageUrl: URL): RewrittenPage {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: true });
  const page = new Page(site, html, pageUrl);
  const { elements, base } = elementsOf(document);
  if (base !== null) page.setBase(base);
  let charset: string | null = null;
  for (const element of elements) {
    if (element.namespaceURI === HTML) page.htmlElement(element);
    else if (element.namespaceURI === SVG) page.svgElement(element);
    const style = attribute(element, 'style');
    if (style !== null) page.styleAttribute(element, style);
    if (element.tagName === 'meta' && element.namespaceURI === HTML) charset ??= declaredCharset(element);
  }
  return { text: applyEdits(html, page.edits), links: page.links, edits: page.edits, charset };
}

/**
 * The elements of the document in tree order, template contents included (without recursion), and
 * the first base element with an href in the document itself (not in a template's contents).
 */
function elementsOf(root: ParentNode): { elements: Element[]; base: Element | null } {
  const elements: Element[] = [];
  let base: Element | null = null;
  const stack: [Node, boolean][] = [[root, false]];
  while (stack.length > 0) {
    const [node, inTemplate] = stack.pop()!;
    if ('tagName' in node) {
      elements.push(node);
      if (base === null && !inTemplate && node.tagName === 'base' && node.namespaceURI === HTML) {
        if (attribute(node, 'href') !== null) base = node;
      }
    }
    if ('childNodes' in node) {
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push([node.childNodes[i]!, inTemplate]);
    }
    if ('content' in node && node.content !== undefined) stack.push([node.content as Node, true]);
  }
  return { elements, base };
}

function attribute(element: Element, name: string): string | null {
  for (const a of element.attrs) if (a.name === name && a.namespace === undefined) return a.value;
  return null;
}

/** The encoding a meta element declares (`charset`, or `http-equiv="content-type"`'s `charset=`). */
function declaredCharset(meta: Element): string | null {
  const charset = attribute(meta, 'charset');
  if (charset !== null) return charset.trim().toLowerCase();
  if (attribute(meta, 'http-equiv')?.toLowerCase() !== 'content-type') return null;
  const content = attribute(meta, 'content')?.toLowerCase() ?? '';
  const at = content.indexOf('charset=');
  if (at < 0) return null;
  let value = content.slice(at + 8).trim();
  if (value.startsWith('"') || value.startsWith("'")) value = value.slice(1);
  let end = 0;
  while (end < value.length && !' ;"\''.includes(value[end]!)) end++;
  return value.slice(0, end);
}

/** One page's rewriting: its base URL, the edits so far, the links found. */
class Page {
  readonly edits: Edit[] = [];
  readonly links: LinkRecord[] = [];
  readonly #lines: Lines;
  /** The document's base URL: the first `<base href>` in tree order, resolved against the page. */
  #base: URL;
  readonly #seen = new Set<number>();

  constructor(
    readonly site: Site,
    readonly html: string,
    readonly url: URL,
  ) {
    this.#lines = new Lines(html);
    this.#base = url;
  }

  /** Whether the source at `location` is seen for the first time (an element the parser cloned shares it). */
  #once(location: Token.Location): boolean {
    if (this.#seen.has(location.startOffset)) return false;
    this.#seen.add(location.startOffset);
    return true;
  }

  setBase(element: Element): void {
    try {
      this.#base = new URL(wholeUrlText(attribute(element, 'href')!), this.url);
    } catch {
      // The fallback base URL (the page's) stays.
    }
  }

  htmlElement(element: Element): void {
    const links = HTML_LINKS[element.tagName];
    if (links !== undefined) {
      const kept = element.tagName === 'link' && keptLink(element);
      for (const a of element.attrs) {
        const syntax = a.namespace === undefined ? links[a.name] : undefined;
        if (syntax !== undefined) this.attribute(element, a.name, a.value, syntax, kept && a.name === 'href');
      }
    } else if (element.tagName === 'base') {
      // Only the first base element with an href sets the base URL; each is written relative to the page.
      const href = attribute(element, 'href');
      if (href !== null) this.attribute(element, 'href', href, wholeUrl, false, this.url);
    } else if (element.tagName === 'meta') {
      const content = attribute(element, 'content');
      if (content !== null && attribute(element, 'http-equiv')?.trim().toLowerCase() === 'refresh')
        this.attribute(element, 'content', content, refreshUrl, false);
    } else if (element.tagName === 'style') {
      this.styleText(element);
    }
  }

  svgElement(element: Element): void {
    for (const a of element.attrs) {
      if (a.name !== 'href' || (a.namespace !== undefined && a.prefix !== 'xlink')) continue;
      this.attribute(element, a.prefix === 'xlink' ? 'xlink:href' : 'href', a.value, wholeUrl, false);
    }
    if (element.tagName === 'style') this.styleText(element);
  }

  /** The links of attribute `name` (as the source location names it) of `element`, decided and rewritten. */
  attribute(element: Element, name: string, value: string, syntax: Syntax, kept: boolean, base = this.#base): void {
    const location = element.sourceCodeLocation?.attrs?.[name];
    if (location === undefined || !this.#once(location)) return;
    const found = syntax(value);
    const ranges = found === null ? [] : Array.isArray(found) ? found : [found];
    const where = `${element.tagName} ${name}`;
    const [line, column] = [location.startLine, location.startCol];
    const replacements: Edit[] = [];
    for (const { start, end } of ranges) {
      const link = value.slice(start, end);
      const decision: LinkDecision = kept ? { outcome: 'rel-kept' } : decide(this.site, link, base);
      this.links.push({ line, column, where, value: link, ...decision });
      if (decision.written !== undefined) replacements.push({ start, end, text: decision.written });
    }
    if (replacements.length > 0) this.edits.push(attributeEdit(this.html, location, value, replacements));
  }

  styleAttribute(element: Element, value: string): void {
    const location = element.sourceCodeLocation?.attrs?.['style'];
    if (location === undefined || !this.#once(location)) return;
    const at = (): [number, number] => [location.startLine, location.startCol];
    const replacements = rewriteCss(this.site, value, this.#base, this.links, at, 'style attribute');
    if (replacements.length > 0) this.edits.push(attributeEdit(this.html, location, value, replacements));
  }

  /**
   * The CSS of a `<style>` element. In HTML its text is raw: the source is the CSS (the CSS
   * tokenizer normalizes newlines as the HTML parser does). In SVG it is parsed text: read as
   * decoded, and written anew with references when the source differs from it.
   */
  styleText(element: Element): void {
    for (const child of element.childNodes) {
      if (!('value' in child) || child.nodeName !== '#text') continue;
      const location = child.sourceCodeLocation;
      if (location == null || !this.#once(location)) continue;
      const offset = location.startOffset;
      const source = this.html.slice(offset, location.endOffset);
      const raw = element.namespaceURI === HTML || source === child.value;
      const css = raw ? source : child.value;
      const at = (i: number) => this.#lines.at(raw ? offset + i : offset);
      const replacements = rewriteCss(this.site, css, this.#base, this.links, at, '<style>');
      if (replacements.length === 0) continue;
      if (raw)
        for (const r of replacements) this.edits.push({ start: offset + r.start, end: offset + r.end, text: r.text });
      else this.edits.push({ start: offset, end: location.endOffset, text: escapeText(applyEdits(css, replacements)) });
    }
  }
}

/** `<link rel="canonical">` and `<link rel="alternate" hreflang>`: addresses for other sites to read, kept absolute. */
function keptLink(link: Element): boolean {
  const value = (attribute(link, 'rel') ?? '').toLowerCase();
  const rel = spaceSeparatedUrls(value).map(({ start, end }) => value.slice(start, end));
  return rel.includes('canonical') || (rel.includes('alternate') && attribute(link, 'hreflang') !== null);
}

function wholeUrlText(value: string): string {
  const { start, end } = wholeUrl(value)[0]!;
  return value.slice(start, end);
}

/**
 * The edit of one attribute's value in the source: the replacements (in the decoded value) made
 * in place when the source holds the value as decoded, else the whole value written anew; quotes
 * added where an unquoted value would need them.
 */
function attributeEdit(html: string, location: Token.Location, value: string, replacements: Edit[]): Edit {
  const source = html.slice(location.startOffset, location.endOffset);
  const equals = source.indexOf('=', 1);
  let start = equals + 1;
  while (isSpace(source.charCodeAt(start))) start++;
  const quote = source[start] === '"' || source[start] === "'" ? source[start]! : '';
  const valueStart = start + quote.length;
  const valueEnd = source.length - quote.length;
  const raw = source.slice(valueStart, valueEnd);
  const rewritten = applyEdits(value, replacements);
  const base = location.startOffset;
  if (raw === value && (quote !== '' || !needsQuotes(rewritten))) {
    let out = '';
    let at = 0;
    for (const r of replacements) {
      out += raw.slice(at, r.start) + escapeAttribute(r.text, quote);
      at = r.end;
    }
    return { start: base + valueStart, end: base + valueEnd, text: out + raw.slice(at) };
  }
  const q = quote !== '' ? quote : needsQuotes(rewritten) ? '"' : '';
  return { start: base + start, end: base + source.length, text: q + escapeAttribute(rewritten, q) + q };
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

/** Whether an unquoted attribute value cannot hold `value` as written. */
function needsQuotes(value: string): boolean {
  if (value === '') return true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (isSpace(c) || c === 0x22 || c === 0x27 || c === 0x3d || c === 0x3c || c === 0x3e || c === 0x60) return true;
  }
  return false;
}

/** `value` for an attribute quoted with `quote` (or unquoted, ''): `&` and the quote as references. */
function escapeAttribute(value: string, quote: string): string {
  let out = '';
  for (const ch of value) {
    out += ch === '&' ? '&amp;' : ch === quote ? (quote === '"' ? '&quot;' : '&#39;') : ch;
  }
  return out;
}

/** `text` for the content of an element whose text is parsed (SVG's `<style>`): `&` and `<` as references. */
function escapeText(text: string): string {
  let out = '';
  for (const ch of text) out += ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch;
  return out;
}

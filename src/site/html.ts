/**
 * The links of an HTML page, read as a browser reads the page: parse5 parses by the HTML Standard
 * (tree construction included: raw text and RCDATA elements, foreign content, template contents)
 * into a slim tree (tree.ts) that hands over each start tag with its attributes' places in the
 * source; a page whose tree decides nothing the rewriter reads (most: no MathML, no text or element
 * where a table's parts belong) is read from its tokens alone (tokens.ts, tag-scan.ts), which hand
 * over the same start tags. The page is read with scripting on, as most readers read it, and the
 * content of each `<noscript>` (raw text then) again with scripting off, as the readers without
 * scripts read it.
 * Only the link values it rewrites change; every other byte stays as written.
 */
import type { Token } from 'parse5';
import { isSpace } from './ascii';
import { cssLinks, rewriteCss } from './css';
import { declaredEncoding } from './labels';
import { decide, type LinkDecision, type Site } from './links';
import { refreshUrl, spaceSeparatedUrls, srcsetUrls, wholeUrl, type Range } from './microsyntax';
import { Fingerprints, type Generator, type GeneratorFacts, type TagView } from './generators';
import { LinkList } from './link-list';
import { applyEdits, Lines, own, rewritten, type Edit, type LinkRecord, type Rewritten } from './text';
import { ID_SCRIPTS, numberedLines, numbers, type ScriptIds } from './script-ids';
import { readTokens, type TokenReading } from './tokens';
import { attributePlace, precedes, readDocument, readNoscript, textOf, type Reader, type TreeElement } from './tree';

const HTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/** How an attribute's value holds its URLs. */
type Syntax = (value: string) => Range[] | Range | null;

/**
 * A URL that a script imports as a module specifier (Astro's island attributes): written relative,
 * it must begin with `./` or `../`, as `import()` reads `x/y.js` as a bare specifier.
 */
const moduleUrl: Syntax = (value) => wholeUrl(value);

/** The URL attributes of HTML elements (point 2 of the design), by element, then attribute. */
const HTML_LINKS: Readonly<Record<string, Readonly<Record<string, Syntax>>>> = {
  a: { href: wholeUrl, ping: spaceSeparatedUrls },
  area: { href: wholeUrl, ping: spaceSeparatedUrls },
  link: { href: wholeUrl, imagesrcset: srcsetUrls },
  // data-src and data-srcset: what lazy loaders (Gatsby's images, lazysizes) copy into src and srcset.
  img: { src: wholeUrl, srcset: srcsetUrls, 'data-src': wholeUrl, 'data-srcset': srcsetUrls },
  source: { src: wholeUrl, srcset: srcsetUrls, 'data-src': wholeUrl, 'data-srcset': srcsetUrls },
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
  // Astro's islands: the island's inline script imports these, resolved against the document.
  'astro-island': { 'component-url': moduleUrl, 'renderer-url': moduleUrl, 'before-hydration-url': moduleUrl },
};

/** The HTML elements read besides those with URL attributes. */
const HTML_READ = new Set(['base', 'meta', 'style']);

/** An element `static` removed from a page: a generator's client script, preload or prefetch. */
export interface RemovedElement {
  /** 1-based line of its start tag. */
  line: number;
  /** 1-based column of its start tag, in UTF-16 code units. */
  column: number;
  /** What it was: `script src=/docs/assets/app.js`, `script (inline)`, `link modulepreload href=…`. */
  element: string;
  /** The generator it belongs to (see GENERATORS). */
  generator: string;
}

/** A page rewritten (its `charset` is what its `<meta>` declares). */
export interface RewrittenPage extends Rewritten {
  /**
   * The generators whose scripts hold the build-time base and whose fingerprints the page carries
   * (`VitePress`…): their scripts break the page once the site is served elsewhere.
   */
  generators: GeneratorFacts[];
  /** With `static`: the generators' client scripts, preloads and prefetches removed from the page. */
  removed: RemovedElement[];
  /**
   * Whether the page is one a host serves for any URL it has no file for (`404.html` or `200.html`
   * at the base): its links are kept as written (outcome `error-page`).
   */
  errorPage: boolean;
  /**
   * The fragments the page defines, as a browser with scripting off finds them: the ids of its
   * elements in any namespace (`<noscript>` content included, `<template>` content not) and the
   * names of its `a` elements.
   */
  anchors: ReadonlySet<string>;
  /**
   * The ids the page's own scripts make once they run, where a script known to make them is
   * loaded (JSDoc's `linenumber.js`: `line1`… on a source page); null when none is.
   */
  scriptIds: ScriptIds | null;
}

/**
 * Page `html` at `pageUrl` rewritten (see relativizeHtml in the public face). Most start tags are
 * rewritten as they are read, against the page's URL, so that a page of a million links does not
 * hold a million start tags; a page whose base URL proves to be another (a `<base href>`, one that
 * differs with scripting off) or whose body a `<frameset>` takes out after such tags is read again
 * with every tag kept to the end (`asRead` false: always so), which gives the same result.
 * `seen` is shown each element the page makes as read with scripting on (Reader.startTag), once:
 * what the base inference reads of the page besides its links.
 */
export function rewritePage(
  site: Site,
  html: string,
  pageUrl: URL,
  asRead = true,
  seen?: (element: TreeElement) => void,
): RewrittenPage {
  const page = read(html, () => new Page(site, html, pageUrl, asRead), seen);
  return page.rewrite() ?? rewritePage(site, html, pageUrl, false);
}

/** The fragments `source` (an HTML page, or an SVG file read as one) defines: see RewrittenPage.anchors. */
export function documentAnchors(site: Site, source: string, url: URL): ReadonlySet<string> {
  return read(source, () => new Page(site, source, url, false)).anchors;
}

/**
 * The page `html` read into a Page that `make` makes: from its tokens (tokens.ts) where its tree's
 * state decides nothing for the rewriter, else (into a new Page) from its tree; then each noscript's
 * content. A page whose lines a script numbers is read from its tree where its tokens do not tell
 * where the element numbered ends. `seen` is shown the elements of the reading kept (with scripting
 * on), once.
 */
function read(html: string, make: () => Page, seen?: (element: TreeElement) => void): Page {
  const shown: TreeElement[] = [];
  const watched = (reader: Reader, show: (element: TreeElement) => void): Reader =>
    seen === undefined
      ? reader
      : { ...reader, startTag: (element, tag, shift) => (show(element), reader.startTag(element, tag, shift)) };
  let page = make();
  const show = (element: TreeElement) => shown.push(element);
  let reading = readTokens(html, watched(page.reader(null), show));
  if (reading === 'tokenizer') {
    page = make();
    shown.length = 0;
    reading = readTokens(html, watched(page.reader(null), show), false);
  }
  if (reading === 'tree' || page.numbersLines) {
    page = make();
    readDocument(html, watched(page.reader(null), seen!));
  } else if (seen !== undefined) shown.forEach(seen);
  for (const noscript of page.noscripts) readNoscript(html, noscript, page.reader(noscript));
  return page;
}

/**
 * Shows `seen` the elements of page `html` read with scripting on, in tree order, as `read` shows
 * them, without rewriting: from its tokens where its tree's state decides nothing, else from its tree.
 * With `until`, only those whose start tag begins at or before that offset, the rest unread (either
 * reading places an element as its start tag comes, and a later tag changes no earlier element's).
 */
export function readElements(html: string, seen: (element: TreeElement) => void, until = Infinity): void {
  const shown: TreeElement[] = [];
  const upTo =
    (show: (element: TreeElement) => void): Reader['startTag'] =>
    (element, tag) => {
      if (tag.startOffset > until) throw READ_UNTIL;
      show(element);
    };
  const reader: Reader = { startTag: upTo((element) => shown.push(element)), body() {} };
  const stopping = (read: () => TokenReading | void) => {
    try {
      return read();
    } catch (e) {
      if (e !== READ_UNTIL) throw e;
      return 'read';
    }
  };
  let reading = stopping(() => readTokens(html, reader));
  if (reading === 'tokenizer') {
    shown.length = 0;
    reading = stopping(() => readTokens(html, reader, false));
  }
  if (reading === 'tree') stopping(() => readDocument(html, { startTag: upTo(seen), body() {} }));
  else shown.forEach(seen);
}

/** Thrown by readElements's reader at the first start tag past `until`, to stop the reading there. */
const READ_UNTIL = Symbol('read until');

/** An attribute of a start tag the rewriter reads: as decoded, and where it stands in the page (name to value). */
interface TagAttribute {
  /** Its name as written (`xlink:href`). */
  name: string;
  value: string;
  start: number;
  end: number;
}

/** A start tag the rewriter reads. */
interface Tag {
  tagName: string;
  namespaceURI: string;
  /** Its attributes without a namespace (and `xlink:href`), as they stand in the source. */
  attrs: TagAttribute[];
  /** Where it begins in the page. */
  start: number;
  /** The element, for what is read of it after its start tag (a base, style, script or link element), else null. */
  element: TreeElement | null;
  /** The `<noscript>` whose content (read with scripting off) holds it, or null. */
  noscript: TreeElement | null;
}

/** Whether the rewriter reads `element`: one with URL attributes, a base, meta or style element, or a style attribute. */
function isRead(element: TreeElement): boolean {
  if (element.namespaceURI === HTML) {
    if (Object.hasOwn(HTML_LINKS, element.tagName) || HTML_READ.has(element.tagName)) return true;
  } else if (element.namespaceURI === SVG) {
    if (element.tagName === 'style' || element.attrs.some((a) => a.name === 'href')) return true;
  }
  return element.attrs.some((a) => a.name === 'style' && a.namespace === undefined);
}

/** The start tag of `element`, for the rewriter. */
function tagOf(
  element: TreeElement,
  startTag: Token.LocationWithAttributes,
  shift: number,
  noscript: TreeElement | null,
): Tag {
  const attrs: TagAttribute[] = [];
  for (const a of element.attrs) {
    if (a.namespace !== undefined && a.prefix !== 'xlink') continue;
    const name = a.prefix === 'xlink' ? 'xlink:' + a.name : a.name;
    const location = attributePlace(startTag, a);
    // An attribute the parser added from a later tag (a second <body>) stands nowhere.
    if (location !== undefined)
      attrs.push({ name, value: a.value, start: shift + location.startOffset, end: shift + location.endOffset });
  }
  const { tagName, namespaceURI } = element;
  // What is read of the element after its start tag: a base's place in tree order, a style's text.
  const later =
    (tagName === 'style' && (namespaceURI === HTML || namespaceURI === SVG)) ||
    ((tagName === 'base' || tagName === 'script' || tagName === 'link') && namespaceURI === HTML);
  return {
    tagName,
    namespaceURI,
    attrs,
    start: shift + startTag.startOffset,
    element: later ? element : null,
    noscript,
  };
}

function attribute(tag: Tag, name: string): string | null {
  for (const a of tag.attrs) if (a.name === name) return a.value;
  return null;
}

/** The encoding a meta element declares (`charset`, or `http-equiv="content-type"`'s `charset=`). */
function declaredCharset(meta: Tag): string | null {
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

/** Whether `tag` is a `<base href>` of the document (not in template contents). */
function isBase(tag: Tag): boolean {
  return (
    tag.tagName === 'base' && tag.namespaceURI === HTML && !tag.element!.inTemplate && attribute(tag, 'href') !== null
  );
}

/** The first of `bases` in tree order (a noscript's content in place of the noscript), or null. */
function first(bases: Tag[]): Tag | null {
  let found: Tag | null = null;
  for (const tag of bases) {
    if (found === null) found = tag;
    else if (tag.noscript !== null && tag.noscript === found.noscript) {
      if (precedes(tag.element!, found.element!)) found = tag;
    } else if (precedes(tag.noscript ?? tag.element!, found.noscript ?? found.element!)) found = tag;
  }
  return found;
}

/** One page's rewriting: the start tags read, its base URL, the edits so far, the links found. */
class Page {
  readonly edits: Edit[] = [];
  readonly links = new LinkList();
  /** Where the start tag of each of `links` begins: they are put in that order at the end. */
  readonly #linkTags: number[] = [];
  /** The start tags kept to the end, in the order read (the page's, then each noscript's content). */
  readonly tags: Tag[] = [];
  /**
   * Whether a start tag that needs nothing from the rest of the page is rewritten as it is read
   * (see rewritePage): until a `<base href>` is read, for a page being rewritten.
   */
  #asRead: boolean;
  /** How many start tags were rewritten as read. */
  #readAhead = 0;
  /** Whether a tag rewritten as read left the document (a `<frameset>` took the body out). */
  #readAheadLeft = false;
  /** The `<noscript>` elements of the page read with scripting on, whose content is raw text. */
  readonly noscripts: TreeElement[] = [];
  /** How many tags and noscripts were read when the body went into the document. */
  #bodyAt = [0, 0, 0];
  readonly #lines: Lines;
  /** The document's base URL: the first `<base href>` in tree order, resolved against the page. */
  #base: URL;
  /** Whether the document's base URL is another with scripting off: then every link is kept. */
  #noscriptBase = false;

  constructor(
    readonly site: Site,
    readonly html: string,
    readonly url: URL,
    asRead: boolean,
  ) {
    this.#lines = new Lines(html);
    this.#base = url;
    this.#asRead = asRead;
    this.#errorPage = site.isErrorPage(url);
  }

  /** Whether the page is one a host serves for any URL it has no file for (see RewrittenPage.errorPage). */
  readonly #errorPage: boolean;

  /** Keeps `link` (a link an error page would have made relative is kept: see RewrittenPage.errorPage). */
  #record(link: LinkRecord): void {
    if (this.#errorPage && link.outcome === 'relativized') {
      link.outcome = 'error-page';
      delete link.written;
    }
    this.links.push(link);
  }

  /** What keeps the start tags of the page (`noscript` null) or of a noscript's content. */
  reader(noscript: TreeElement | null): Reader {
    return {
      startTag: (element, startTag, shift) => {
        // With scripting off (in a noscript's content) a noscript's content is no raw text.
        if (noscript === null && element.tagName === 'noscript' && element.namespaceURI === HTML)
          this.noscripts.push(element);
        if (!isRead(element)) return;
        const tag = tagOf(element, startTag, shift, noscript);
        if (tag.tagName === 'base' && tag.namespaceURI === HTML) this.#asRead = false;
        // What the rest of the page may change (a base, style, script, link or meta element) waits for it.
        if (!this.#asRead || noscript !== null || tag.element !== null || tag.tagName === 'meta') this.tags.push(tag);
        else {
          this.#readAhead++;
          this.#rewriteTag(tag);
        }
      },
      placed: (element) => {
        if (element.inTemplate) return;
        this.#anchor(element);
        if (noscript === null) this.#numbered(element);
      },
      body: (inserted) => {
        if (inserted) this.#bodyAt = [this.tags.length, this.noscripts.length, this.#readAhead];
        else {
          if (this.#readAhead > this.#bodyAt[2]!) this.#readAheadLeft = true;
          [this.tags.length, this.noscripts.length] = this.#bodyAt;
        }
      },
    };
  }

  /** The fragments the page defines (see RewrittenPage.anchors): an element's, once placed outside template contents. */
  readonly anchors = new Set<string>();

  #anchor(element: TreeElement): void {
    for (const a of element.attrs) {
      if (a.namespace !== undefined || a.value === '') continue;
      if (a.name === 'id' || (a.name === 'name' && element.tagName === 'a' && element.namespaceURI === HTML))
        this.anchors.add(own(a.value));
    }
  }

  /** The first element each id-making script numbers (see ID_SCRIPTS), by the script's index. */
  readonly #numberedBy: (TreeElement | undefined)[] = [];

  /**
   * Whether an element of the page is one an id-making script numbers, and where it ends is not known
   * (the tokens tell it for a `<pre>` of text and code: see readTokens).
   */
  get numbersLines(): boolean {
    return this.#numberedBy.some((element) => element !== undefined && element.end < 0);
  }

  #numbered(element: TreeElement): void {
    const classes = element.attrs.find((a) => a.name === 'class' && a.namespace === undefined);
    if (classes === undefined) return;
    for (let i = 0; i < ID_SCRIPTS.length; i++)
      if (this.#numberedBy[i] === undefined && numbers(ID_SCRIPTS[i]!, classes.value)) this.#numberedBy[i] = element;
  }

  /** The ids a loaded script makes (see RewrittenPage.scriptIds). */
  #scriptIds(): ScriptIds | null {
    for (const tag of this.tags) {
      if (tag.tagName !== 'script' || tag.namespaceURI !== HTML || tag.noscript !== null) continue;
      const src = attribute(tag, 'src');
      if (src === null) continue;
      const i = ID_SCRIPTS.findIndex((s) => s.loads(lastPathSegment(src)));
      const element = this.#numberedBy[i];
      if (i < 0 || element === undefined) continue;
      const { script, prefix } = ID_SCRIPTS[i]!;
      // A newline right after a <pre> start tag is not the element's text.
      let start = element.contentStart;
      if (element.tagName === 'pre' && this.html[start] === '\n') start++;
      return { script, prefix, count: numberedLines(textOf(this.html.slice(start, element.contentEnd))) };
    }
    return null;
  }

  /**
   * The page rewritten, once the page (read with scripting on) and the noscripts' contents are read;
   * null when tags rewritten as read were rewritten against what the page proves not to be.
   */
  rewrite(): RewrittenPage | null {
    const { tags } = this;
    const bases = tags.filter(isBase);
    const base = this.#baseOf(first(bases.filter((tag) => tag.noscript === null)));
    const noscriptBase = this.#baseOf(first(bases));
    if (noscriptBase.href !== base.href) this.#noscriptBase = true;
    if (this.#readAhead > 0 && (this.#noscriptBase || base.href !== this.url.href || this.#readAheadLeft)) return null;
    this.#base = base;
    // In source order: a noscript's content where the noscript stands.
    tags.sort((a, b) => a.start - b.start);
    const fingerprints = new Fingerprints();
    for (const tag of tags) if (tag.namespaceURI === HTML && tag.noscript === null) fingerprints.see(this.#view(tag));
    // A generator counts while the page still carries its client runtime (a copy made with `static`
    // keeps its fingerprints, not its scripts).
    const generators = new Set<Generator>(fingerprints.found().filter((g) => this.#carriesRuntime(g)));
    const removed = this.site.static && generators.size > 0 ? this.#removeRuntime(generators) : new Set<Tag>();
    let charset: string | null = null;
    for (const tag of tags) {
      if (removed.has(tag)) continue;
      this.#rewriteTag(tag);
      // The first label that names an encoding: browsers pass over one that names none.
      if (tag.tagName === 'meta' && tag.namespaceURI === HTML && tag.noscript === null && charset === null) {
        const label = declaredCharset(tag);
        if (label !== null && declaredEncoding(label) !== null) charset = own(label);
      }
    }
    this.#inSourceOrder();
    // A host serves the site's 404.html (or 200.html) for a missing URL at any depth: no relative link is right for all.
    const errorPage = this.#errorPage;
    if (errorPage) this.edits.length = 0;
    const page = rewritten(this.html, this.links, [...this.edits, ...this.#removals], charset);
    const offline = this.site.offline;
    const facts = [...generators].map(({ name, mechanism, breaks, fix, needs, diskNeeds }) => ({
      name,
      mechanism,
      breaks,
      fix,
      needs: offline && diskNeeds !== undefined ? [...needs, ...diskNeeds] : needs,
    }));
    const scriptIds = this.#scriptIds();
    return Object.assign(page, {
      generators: facts,
      removed: this.removed,
      errorPage,
      anchors: this.anchors,
      scriptIds,
    });
  }

  /** The links and edits of `tag`: its URL attributes', then its style attribute's. */
  #rewriteTag(tag: Tag): void {
    const before = this.links.length;
    if (tag.namespaceURI === HTML) this.htmlElement(tag);
    else if (tag.namespaceURI === SVG) this.svgElement(tag);
    const style = tag.attrs.find((a) => a.name === 'style');
    if (style !== undefined) this.styleAttribute(style);
    for (let i = before; i < this.links.length; i++) this.#linkTags.push(tag.start);
  }

  /** `links` put in the order of their start tags (those rewritten as read came first). */
  #inSourceOrder(): void {
    const starts = this.#linkTags;
    let ordered = true;
    for (let i = 1; i < starts.length && ordered; i++) ordered = starts[i - 1]! <= starts[i]!;
    if (ordered) return;
    // A stable sort: the links of one tag keep their order.
    this.links.reorder(starts.map((_, i) => i).sort((a, b) => starts[a]! - starts[b]!));
  }

  /** The elements removed by `static` (recorded and their removal kept aside from the link edits). */
  readonly removed: RemovedElement[] = [];
  readonly #removals: Edit[] = [];

  /** Whether the page (outside noscript) holds an element of `generator`'s client runtime. */
  #carriesRuntime(generator: Generator): boolean {
    return this.tags.some(
      (tag) => tag.namespaceURI === HTML && tag.noscript === null && generator.runtime(this.#view(tag)),
    );
  }

  /** Removes the client runtime of `generators` from the page (not what a noscript holds): the tags removed. */
  #removeRuntime(generators: Set<Generator>): Set<Tag> {
    const removed = new Set<Tag>();
    for (const tag of this.tags) {
      if (tag.namespaceURI !== HTML || tag.noscript !== null) continue;
      const view = this.#view(tag);
      let owner: Generator | undefined;
      for (const g of generators) if (g.runtime(view) || (this.site.offline && g.diskRuntime?.(view))) owner = g;
      if (owner === undefined) continue;
      removed.add(tag);
      const [line, column] = this.#lines.at(tag.start);
      this.removed.push({ line, column, element: describe(tag), generator: owner.name });
      this.#removals.push(this.#lineOf(tag.start, this.#elementEnd(tag)));
    }
    return removed;
  }

  /** Where `tag`'s element ends in the page: a void element's start tag, a script's end tag (or the end of the page). */
  #elementEnd(tag: Tag): number {
    const element = tag.element!;
    if (tag.tagName !== 'script') return element.contentStart;
    return element.end >= 0 ? element.end : element.contentEnd;
  }

  /** The removal of [start, end): with its line (indentation and line break) when nothing else stands on it. */
  #lineOf(start: number, end: number): Edit {
    const { html } = this;
    let from = start;
    while (from > 0 && (html[from - 1] === ' ' || html[from - 1] === '\t')) from--;
    let to = end;
    while (html[to] === ' ' || html[to] === '\t') to++;
    const lineStart = from === 0 || html[from - 1] === '\n';
    const lineEnd = html.startsWith('\r\n', to) ? 2 : html[to] === '\n' ? 1 : -1;
    return lineStart && lineEnd > 0 ? { start: from, end: to + lineEnd, text: '' } : { start, end, text: '' };
  }

  /** `tag` as the generator table reads it. */
  #view(tag: Tag): TagView {
    const { html } = this;
    return {
      tagName: tag.tagName,
      attribute: (name) => attribute(tag, name),
      text: () =>
        tag.tagName === 'script' && tag.element !== null && attribute(tag, 'src') === null
          ? html.slice(tag.element.contentStart, tag.element.contentEnd)
          : '',
      inSite: (url) => {
        try {
          return this.site.contains(new URL(wholeUrlText(url), this.#base));
        } catch {
          return false;
        }
      },
    };
  }

  /** The base URL `base` sets (the page's URL without one, or when its href is no URL). */
  #baseOf(base: Tag | null): URL {
    if (base === null) return this.url;
    try {
      return new URL(wholeUrlText(attribute(base, 'href')!), this.url);
    } catch {
      return this.url;
    }
  }

  /** The decision for `link`, against `base`. */
  #decide(link: string, base: URL, kept: boolean): LinkDecision {
    if (this.#noscriptBase) return { outcome: 'noscript-base' };
    return kept ? { outcome: 'rel-kept' } : decide(this.site, link, base);
  }

  htmlElement(tag: Tag): void {
    const { tagName } = tag;
    const links = Object.hasOwn(HTML_LINKS, tagName) ? HTML_LINKS[tagName]! : undefined;
    if (links !== undefined) {
      const kept = tagName === 'link' && keptLink(tag);
      for (const a of tag.attrs) {
        const syntax = Object.hasOwn(links, a.name) ? links[a.name]! : undefined;
        if (syntax !== undefined) this.attribute(tag, a, syntax, kept && a.name === 'href');
      }
    } else if (tagName === 'base') {
      // Only the first base element with an href sets the base URL; each is written relative to the page.
      const href = tag.attrs.find((a) => a.name === 'href');
      if (href !== undefined) this.attribute(tag, href, wholeUrl, false, this.url);
    } else if (tagName === 'meta') {
      const content = tag.attrs.find((a) => a.name === 'content');
      if (content !== undefined && attribute(tag, 'http-equiv')?.trim().toLowerCase() === 'refresh')
        this.attribute(tag, content, refreshUrl, false);
    } else if (tagName === 'style') {
      this.rawStyleText(tag.element!);
    }
  }

  svgElement(tag: Tag): void {
    for (const a of tag.attrs)
      if (a.name === 'href' || a.name === 'xlink:href') this.attribute(tag, a, wholeUrl, false);
    if (tag.tagName === 'style') this.svgStyleText(tag.element!);
  }

  /** The links of attribute `a` of `tag`, decided and rewritten. */
  attribute(tag: Tag, a: TagAttribute, syntax: Syntax, kept: boolean, base = this.#base): void {
    const found = syntax(a.value);
    const ranges = found === null ? [] : Array.isArray(found) ? found : [found];
    const where = `${tag.tagName} ${a.name}`;
    // A <link>'s relation: preconnect and dns-prefetch name an origin to reach, not a resource.
    const rel = tag.tagName === 'link' ? own((attribute(tag, 'rel') ?? '').trim().toLowerCase()) : null;
    // A list's links (srcset candidates, ping URLs) are placed where each stands; another, at the attribute.
    const at = syntax === srcsetUrls || syntax === spaceSeparatedUrls ? valueOffsets(this.html, a) : () => a.start;
    const replacements: Edit[] = [];
    for (const range of ranges) {
      const link = own(a.value.slice(range.start, range.end));
      let decision = this.#decide(link, base, kept);
      if (syntax === moduleUrl && decision.written !== undefined) decision = moduleSpecifier(decision, base);
      // A srcset candidate's URL cannot begin with a comma (the parser skips it): `./,x.png`.
      if (syntax === srcsetUrls && decision.written?.startsWith(',') === true)
        decision = { ...decision, written: './' + decision.written };
      const [line, column] = this.#lines.at(at(range.start));
      this.#record({ line, column, where, value: link, ...decision, ...(rel === null ? {} : { rel }) });
      if (decision.written !== undefined)
        replacements.push({ start: range.start, end: range.end, text: decision.written });
    }
    if (replacements.length > 0) this.edits.push(attributeEdit(this.html, a, replacements));
  }

  styleAttribute(style: TagAttribute): void {
    const offset = valueOffsets(this.html, style);
    const replacements = this.#css(style.value, (i) => this.#lines.at(offset(i)), 'style attribute');
    if (replacements.length > 0) this.edits.push(attributeEdit(this.html, style, replacements));
  }

  /** The CSS of an HTML `<style>` element: its text is raw, the source is the CSS (whose tokenizer normalizes newlines as the HTML parser does). */
  rawStyleText(element: TreeElement): void {
    const offset = element.contentStart;
    if (offset < 0 || offset >= element.contentEnd) return;
    const css = this.html.slice(offset, element.contentEnd);
    const replacements = this.#css(css, (i) => this.#lines.at(offset + i), '<style>');
    for (const r of replacements) this.edits.push({ start: offset + r.start, end: offset + r.end, text: r.text });
  }

  /**
   * The CSS of an SVG `<style>` element. Its text is parsed: read as decoded, and written anew
   * with references when the source differs from it.
   */
  svgStyleText(element: TreeElement): void {
    for (const text of element.texts!) {
      if (text.start < 0) continue;
      const source = this.html.slice(text.start, text.end);
      const raw = source === text.value;
      const at = (i: number) => this.#lines.at(raw ? text.start + i : text.start);
      const replacements = this.#css(text.value, at, '<style>');
      if (replacements.length === 0) continue;
      if (raw)
        for (const r of replacements)
          this.edits.push({ start: text.start + r.start, end: text.start + r.end, text: r.text });
      else
        this.edits.push({ start: text.start, end: text.end, text: escapeText(applyEdits(text.value, replacements)) });
    }
  }

  /** The links of CSS `css` decided and recorded (`at` gives the line and column of an offset in it): the edits in css. */
  #css(css: string, at: (offset: number) => [number, number], where: string): Edit[] {
    if (!this.#noscriptBase) return rewriteCss(this.site, css, this.#base, { push: (l) => this.#record(l) }, at, where);
    for (const link of cssLinks(css)) {
      const [line, column] = at(link.at);
      this.#record({ line, column, where, value: own(link.value), outcome: 'noscript-base' });
    }
    return [];
  }
}

/** What a removed element was, for the report: `script src=…`, `script (inline)`, `link modulepreload href=…`. */
function describe(tag: Tag): string {
  if (tag.tagName === 'link') {
    const rel = (attribute(tag, 'rel') ?? '').trim().toLowerCase();
    return own(`link ${rel} href=${attribute(tag, 'href') ?? ''}`);
  }
  const src = attribute(tag, 'src');
  return src === null ? `${tag.tagName} (inline)` : own(`${tag.tagName} src=${src}`);
}

/** `<link rel="canonical">` and `<link rel="alternate" hreflang>`: addresses for other sites to read, kept absolute. */
function keptLink(link: Tag): boolean {
  const value = (attribute(link, 'rel') ?? '').toLowerCase();
  const rel = spaceSeparatedUrls(value).map(({ start, end }) => value.slice(start, end));
  return rel.includes('canonical') || (rel.includes('alternate') && attribute(link, 'hreflang') !== null);
}

/**
 * A rewritten link as a module specifier: `./` in front of a path that `import()` would read as bare
 * (`_astro/x.js`), and of the document's last segment before a reference that is only a query or
 * fragment; kept as written when that would lead elsewhere.
 */
function moduleSpecifier(decision: LinkDecision, base: URL): LinkDecision {
  const written = decision.written!;
  if (written.startsWith('./') || written.startsWith('../')) return decision;
  const path = written === '' || written[0] === '?' || written[0] === '#';
  const specifier = './' + (path ? base.pathname.slice(base.pathname.lastIndexOf('/') + 1) : '') + written;
  if (new URL(specifier, base).href !== new URL(written, base).href)
    return { outcome: 'unverified', target: decision.target! };
  return { ...decision, written: specifier };
}

/** The last path segment of a URL as written (before any query or fragment). */
function lastPathSegment(url: string): string {
  const { start, end } = wholeUrl(url)[0] ?? { start: 0, end: 0 };
  let path = url.slice(start, end);
  for (const delimiter of ['#', '?']) {
    const at = path.indexOf(delimiter);
    if (at >= 0) path = path.slice(0, at);
  }
  return path.slice(path.lastIndexOf('/') + 1);
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
/** Where the value of attribute `a` stands in its source: after `=`, spaces and the quote; and the value as written. */
function valueSource(html: string, { start: from, end: to }: TagAttribute) {
  const source = html.slice(from, to);
  const equals = source.indexOf('=', 1);
  let start = equals + 1;
  while (isSpace(source.charCodeAt(start))) start++;
  const quote = source[start] === '"' || source[start] === "'" ? source[start]! : '';
  const valueStart = start + quote.length;
  const valueEnd = source.length - quote.length;
  return { source, start, quote, valueStart, valueEnd, raw: source.slice(valueStart, valueEnd) };
}

/**
 * The offset in `html` of each unit of attribute `a`'s value: one for one when the value is written
 * as it reads (no character reference); otherwise, the attribute's start for all.
 */
function valueOffsets(html: string, a: TagAttribute): (i: number) => number {
  if (a.end <= a.start) return () => a.start;
  const { raw, valueStart } = valueSource(html, a);
  return raw === a.value ? (i) => a.start + valueStart + i : () => a.start;
}

function attributeEdit(html: string, a: TagAttribute, replacements: Edit[]): Edit {
  const { start: from, value } = a;
  const { source, start, quote, valueStart, valueEnd, raw } = valueSource(html, a);
  const rewritten = applyEdits(value, replacements);
  const base = from;
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
  const q = quote === '' ? -1 : quote.charCodeAt(0);
  return escaped(value, (c) => (c === 0x26 ? '&amp;' : c !== q ? null : c === 0x22 ? '&quot;' : '&#39;'));
}

/** `text` for the content of an element whose text is parsed (SVG's `<style>`): `&` and `<` as references. */
function escapeText(text: string): string {
  return escaped(text, (c) => (c === 0x26 ? '&amp;' : c === 0x3c ? '&lt;' : null));
}

/** `s` with each character that `reference` gives a reference for replaced by it (`s` itself when there is none). */
function escaped(s: string, reference: (c: number) => string | null): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const r = reference(s.charCodeAt(i));
    if (r === null) continue;
    out += s.slice(from, i) + r;
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

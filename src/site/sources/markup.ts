/**
 * The links written in HTML as sources hold it: raw HTML in Markdown, and templates (Nunjucks,
 * Liquid, Handlebars, EJS, Vue, Astro, Svelte, plain HTML). parse5's tokenizer reads the tags by the
 * HTML Standard, with the places of their attributes; the text of `<script>`, `<style>` and the other
 * raw text elements is passed over as a browser passes over it. Only literal values count: a value
 * with template syntax (`{{ url }}`, `{% link %}`, `<%= x %>`, `{expr}`) is made at build time, and
 * a bound attribute (`:href`, `v-bind:href`) is an expression, not a link.
 */
import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';
import { isSpace } from '../ascii';
import { srcsetUrls, wholeUrl, type Range } from '../microsyntax';

/** A link in a piece of HTML: its URL and the offset of its first character. */
export interface MarkupLink {
  value: string;
  offset: number;
}

/** How an attribute's value holds its URLs. */
type Syntax = (value: string) => Range[];

/**
 * The attributes read as links, on any element: components (`<Card href>`, `<LinkCard href>`,
 * `<Image src>`) take the names of the HTML attributes they render.
 */
const LINK_ATTRIBUTES: Readonly<Record<string, Syntax>> = {
  href: wholeUrl,
  src: wholeUrl,
  poster: wholeUrl,
  action: wholeUrl,
  formaction: wholeUrl,
  cite: wholeUrl,
  background: wholeUrl,
  srcset: srcsetUrls,
  imagesrcset: srcsetUrls,
};

/** The router links of Vue and Nuxt (`<RouterLink to>`, `<NuxtLink to>`), read in lower case. */
const ROUTER_LINKS = new Set(['routerlink', 'router-link', 'nuxtlink', 'nuxt-link']);

/** Elements whose text the tokenizer reads as text only, and how (as the tree builder switches it). */
const TEXT_ELEMENTS: Readonly<Record<string, Tokenizer['state']>> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  textarea: TokenizerMode.RCDATA,
  title: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

/** Template syntax in a value: the URL is made at build time. */
const TEMPLATE_MARKS = ['{{', '{%', '<%', '${'];

const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const OPEN_BRACE = 0x7b;

/**
 * The links of the start tags of `html`, in order, each at the offset of its URL in `html`.
 * @example markupLinks('<a href="/docs/x/">x</a>') → [{value: '/docs/x/', offset: 9}]
 */
export function markupLinks(html: string): MarkupLink[] {
  const links: MarkupLink[] = [];
  const nothing = (): void => {};
  const handler: TokenHandler = {
    onStartTag(tag) {
      const mode = TEXT_ELEMENTS[tag.tagName];
      if (mode !== undefined && !tag.selfClosing) tokenizer.state = mode;
      links.push(...tagLinks(html, tag));
    },
    onComment: nothing,
    onDoctype: nothing,
    onEndTag: nothing,
    onEof: nothing,
    onCharacter: nothing,
    onNullCharacter: nothing,
    onWhitespaceCharacter: nothing,
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  tokenizer.write(html, true);
  return links;
}

/** The links of one start tag's attributes. */
function tagLinks(html: string, tag: Token.TagToken): MarkupLink[] {
  const links: MarkupLink[] = [];
  for (const attribute of tag.attrs) {
    const syntax = attributeSyntax(tag.tagName, attribute.name);
    const place = tag.location?.attrs?.[attribute.name];
    if (syntax === null || place === undefined) continue;
    const start = valueStart(html, place.startOffset, place.endOffset);
    if (start === null) continue;
    // A value written with character references is placed at its start.
    const asWritten = html.startsWith(attribute.value, start);
    for (const range of syntax(attribute.value)) {
      const value = attribute.value.slice(range.start, range.end);
      if (value === '' || isTemplated(value)) continue;
      links.push({ value, offset: asWritten ? start + range.start : start });
    }
  }
  return links;
}

function attributeSyntax(tagName: string, name: string): Syntax | null {
  if (name === 'to' && ROUTER_LINKS.has(tagName)) return wholeUrl;
  return LINK_ATTRIBUTES[name] ?? null;
}

/** The offset of an attribute's value (after its quote), or null for an attribute without one. */
function valueStart(html: string, start: number, end: number): number | null {
  let at = start + 1;
  while (at < end && html.charCodeAt(at) !== EQUALS) at++;
  if (at >= end) return null;
  at++;
  while (at < end && isSpace(html.charCodeAt(at))) at++;
  const c = html.charCodeAt(at);
  return c === QUOTE || c === APOSTROPHE ? at + 1 : at;
}

function isTemplated(value: string): boolean {
  return value.charCodeAt(0) === OPEN_BRACE || TEMPLATE_MARKS.some((mark) => value.includes(mark));
}

/**
 * java-uri/site: relativize the links of a built site, so that it works under any path and from
 * disk. Pure functions over one page or stylesheet (no file system: a browser bundle can use them);
 * the walk over a directory tree is java-uri/site/walk (walk.ts, Node only), a client of these.
 * ES module only, Node.js 20 or later.
 * @module java-uri/site
 */
import { documentAnchors, rewritePage, type RewrittenPage } from './html';
import { rewriteStylesheet } from './css';
import { indicates, PLACEHOLDER_BASE, Site, type SiteOptions } from './links';
import type { Rewritten } from './text';

export type { SiteOptions, LinkOutcome, LinkDecision } from './links';
export type { Edit, LinkRecord, Rewritten } from './text';
export type { RemovedElement, RewrittenPage } from './html';
export type { GeneratorFacts } from './generators';
export type { ScriptIds } from './script-ids';

/**
 * Page `html`, published at `pageUrl`, with each link whose target lies inside the site written as
 * the shortest page-relative reference to the same target (resolved against the document's base
 * URL, `<base href>` included, and verified by resolving it back with the platform's `URL`);
 * every other byte as written (but for what `static` removes; and the links of the site's
 * `404.html` and `200.html` stay as written).
 * @example relativizeHtml('<a href="/docs/a/b.html">', 'https://example.com/docs/a/index.html',
 *   { base: 'https://example.com/docs/' }).text === '<a href="b.html">'
 * @throws TypeError for a `pageUrl` that is not an absolute URL, or a `base` that is not an
 *   absolute hierarchical URI
 */
export function relativizeHtml(html: string, pageUrl: string, options?: SiteOptions): RewrittenPage {
  return rewritePage(new Site(options), stringArgument(html, 'html'), absoluteUrl(pageUrl, 'pageUrl'));
}

/**
 * Stylesheet `css`, published at `sheetUrl`, with its `url()`, `@import` and `image-set()` links
 * relativized against the stylesheet's own URL, as relativizeHtml does for a page.
 * @example relativizeCss('a{b:url(/docs/i.png)}', 'https://example.com/docs/css/s.css',
 *   { base: 'https://example.com/docs/' }).text === 'a{b:url(../i.png)}'
 * @throws TypeError as relativizeHtml
 */
export function relativizeCss(css: string, sheetUrl: string, options?: SiteOptions): Rewritten {
  return rewriteStylesheet(new Site(options), stringArgument(css, 'css'), absoluteUrl(sheetUrl, 'sheetUrl'));
}

/**
 * The fragments a document defines, found as a browser with scripting off finds them: the ids of
 * its elements in any namespace (`<noscript>` content included, `<template>` content not) and the
 * names of its HTML `a` elements. An SVG file is read as the SVG of an HTML page: its ids.
 * @example anchorsOf('<h2 id="options">Options</h2><a name="old">') → Set {'options', 'old'}
 * @throws TypeError when `document` is not a string
 */
export function anchorsOf(document: string): ReadonlySet<string> {
  return documentAnchors(new Site(), stringArgument(document, 'document'), new URL(PLACEHOLDER_BASE));
}

/**
 * Whether `fragment` (a URL's hash, with or without `#`) leads into a document that defines
 * `anchors`, as the HTML Standard scrolls to a fragment: a fragment directive (`:~:`) cut off; the
 * empty fragment and `top` (ASCII case-insensitive) always; else an anchor equal to the fragment as
 * written or percent-decoded as UTF-8. Ids are case-sensitive.
 * @example fragmentFound(anchorsOf('<h2 id="résumé">'), '#r%C3%A9sum%C3%A9') === true
 */
export function fragmentFound(anchors: ReadonlySet<string>, fragment: string): boolean {
  return indicates(anchors, stringArgument(fragment, 'fragment'));
}

/**
 * The site's base URL as the rewriter reads it: `base` (default: a placeholder origin's root) as the
 * URL Standard serializes it, with a final `/`, without user information, query or fragment.
 * @example siteBase('https://EXAMPLE.com/docs') === 'https://example.com/docs/'
 * @throws TypeError when `base` is not an absolute hierarchical URI
 */
export function siteBase(base: string = PLACEHOLDER_BASE): string {
  return new Site({ base }).base.href;
}

function stringArgument(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string, got ${typeof value}`);
  return value;
}

function absoluteUrl(value: unknown, name: string): URL {
  const url = stringArgument(value, name);
  if (!URL.canParse(url)) throw new TypeError(`${name} must be an absolute URL, got ${JSON.stringify(url)}`);
  return new URL(url);
}

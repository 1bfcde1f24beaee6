/**
 * Link keys: a built link and a link written in the sources reduced to one comparable string, so
 * that `[FAQ](reference/faq.md)` (VitePress), `[FAQ](/docs/reference/faq/)` (Starlight) and the
 * built `/docs/reference/faq.html` all read `site:reference/faq`. Resolution is the WHATWG URL
 * parser's, as the checker resolves the built links.
 */

/** Extensions a generator drops or swaps when a written link becomes a built one. */
const PAGE_EXTENSIONS = ['.md', '.mdx', '.markdown', '.html', '.htm'];

/** The places a written link may be read against, for one finding. */
export interface LinkContext {
  /** The site's base URL (its path ends with '/'). */
  base: URL;
  /** Where relative links are resolved, best first: the built page, the source file's own place. */
  against: readonly URL[];
}

/**
 * The key of a URL: under the base, `site:` and its path relative to the base with a page
 * extension, a final `index` and a final `/` dropped, then its query and decoded fragment; elsewhere,
 * `url:` and the URL itself, its fragment decoded.
 * @example urlKey(new URL('https://example.com/docs/guide/intro.html#a'), base) → 'site:guide/intro#a'
 */
export function urlKey(url: URL, base: URL): string {
  const fragment = url.hash === '' ? '' : '#' + decoded(url.hash.slice(1));
  const basePath = base.pathname;
  const path = url.pathname;
  const underBase = url.origin === base.origin && (path.startsWith(basePath) || path + '/' === basePath);
  if (!underBase) return `url:${url.origin}${url.pathname}${url.search}${fragment}`;
  return `site:${pageKey(decoded(path.slice(basePath.length)))}${url.search}${fragment}`;
}

/**
 * A path relative to the site (or a source directory) as a page: its page extension, a final
 * `index` and a final `/` dropped.
 * @example pageKey('guide/intro/index.html') → 'guide/intro'
 */
export function pageKey(path: string): string {
  let key = path;
  for (const extension of PAGE_EXTENSIONS) {
    if (key.endsWith(extension)) {
      key = key.slice(0, -extension.length);
      break;
    }
  }
  if (key === 'index') return '';
  if (key.endsWith('/index')) key = key.slice(0, -'index'.length);
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/**
 * The keys a link written in a source may have once built, each reading it one way a generator
 * does: with a scheme, as is; root-relative, as written (Starlight, Docusaurus: the base written in
 * it) and under the base (VitePress, Eleventy: the base added); relative, against each place of
 * `context.against`.
 * @example writtenKeys('/reference/faq', {base: 'https://example.com/docs/', …}) → ['site:reference/faq']
 */
export function writtenKeys(value: string, context: LinkContext): string[] {
  const keys = new Set<string>();
  const add = (url: URL | null): void => {
    if (url !== null) keys.add(urlKey(url, context.base));
  };
  if (value === '') return [];
  if (URL.canParse(value)) {
    add(new URL(value));
  } else if (value.startsWith('//')) {
    add(parsed(value, context.base));
  } else if (value.startsWith('/')) {
    add(parsed(value, context.base.origin));
    add(parsed(value.slice(1), context.base));
  } else {
    for (const place of context.against) add(parsed(value, place));
  }
  return [...keys];
}

/** Whether `value` is read against a place (neither with a scheme nor root-relative): `../faq/`, `#a`. */
export function isRelative(value: string): boolean {
  return !value.startsWith('/') && !URL.canParse(value);
}

function parsed(value: string, against: URL | string): URL | null {
  return URL.canParse(value, against) ? new URL(value, against) : null;
}

/** `text` with its percent-escapes decoded, or as it is when they do not decode as UTF-8. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What becomes of one link: read as the browser reads it (the platform's WHATWG `URL`, against the
 * document's base URL), then, when its target lies inside the site, written as the shortest
 * page-relative reference (`relativize(…, { dotSegments: true })` of the one core) and verified by
 * resolving it back before it is used. Everything here is pure: files are `exists` calls.
 */
import { Uri } from '../index';

/** Where the links of a page or stylesheet lead, and how to write them. */
export interface SiteOptions {
  /**
   * The directory URL the site is published at (`https://example.com/docs/`; a missing final `/`
   * is added; one whose last segment names a page, `…/index.html`, is an error). Without it, the site is the root of a placeholder origin: relative and root-relative
   * links take part, links with a host do not.
   */
  base?: string;
  /**
   * For `file://` and archives: a link to a directory becomes its `index.html` when the site has
   * one, and a link to `x` becomes `x.html` when only that exists (needs `exists`).
   */
  offline?: boolean;
  /**
   * Whether the site holds a file at `path` (relative to the base, percent-decoded, no leading
   * `/`, e.g. `guide/index.html`). With it, links to missing files are reported (`broken`).
   */
  exists?: (path: string) => boolean;
  /**
   * On the pages of a generator whose client scripts hold the build-time base (see the site guide),
   * remove the generator's own scripts and their preloads and prefetches: its pre-rendered pages
   * then work wherever the site is served, without what needs the scripts (search…).
   */
  static?: boolean;
}

/**
 * What became of a link:
 * - `relativized`: rewritten as a page-relative reference;
 * - `relative`: already relative and leading to its target, kept;
 * - `fragment`: a fragment-only or empty reference, kept;
 * - `other-site`: another origin, kept;
 * - `not-hierarchical`: `mailto:`, `javascript:`, `data:`…, kept;
 * - `outside-base`: the site's origin but outside its base path, kept and reported (it breaks
 *   wherever the site moves);
 * - `base-elsewhere`: inside the site, but the document's base URL (`<base href>`) is not, so no
 *   relative reference can follow the site: kept and reported;
 * - `unparseable`: java.net.URI cannot parse it (a space, `|`, `\`…), kept and counted;
 * - `invalid`: the URL Standard cannot parse it either, kept;
 * - `rel-kept`: `<link rel="canonical">` or `rel="alternate"` with `hreflang`, kept;
 * - `unverified`: the rewrite did not resolve back to the target, kept and reported;
 * - `noscript-base`: the page's base URL differs with scripting off (a `<base href>` inside
 *   `<noscript>`), so that no rewrite is right for both readers: kept and reported;
 * - `error-page`: a link of the site's `404.html` or `200.html` (at the base: the pages a host serves
 *   for a URL it has no file for, at any depth), so that no relative reference is right for all of
 *   them: kept as written.
 */
export type LinkOutcome =
  | 'relativized'
  | 'relative'
  | 'fragment'
  | 'other-site'
  | 'not-hierarchical'
  | 'outside-base'
  | 'base-elsewhere'
  | 'noscript-base'
  | 'error-page'
  | 'unparseable'
  | 'invalid'
  | 'rel-kept'
  | 'unverified';

/** A link's fate: its outcome, the text written in its place (for `relativized`), its target. */
export interface LinkDecision {
  /** What became of the link (see LinkOutcome). */
  outcome: LinkOutcome;
  /** The new reference, for `relativized`. */
  written?: string;
  /** The target the browser resolves the link to (with `offline`, the file it maps to). */
  target?: string;
  /** Inside the site, and no file there (reported when `exists` is given). */
  broken?: boolean;
}

/** A path whose last segment names a page (`…/index.html`), which a site's base URL cannot be. */
const PAGE_NAME = /\.html?$/i;

/** The pages a host serves for any URL it has no file for (at the base). */
const FALLBACK_PAGES: ReadonlySet<string> = new Set(['404.html', '200.html']);

/** The origin that stands for the site when no base is given. */
export const PLACEHOLDER_BASE = 'https://site.invalid/';

/** The site as the decisions need it: its base URL and what the options say. */
export class Site {
  readonly base: URL;
  readonly offline: boolean;
  readonly exists: ((path: string) => boolean) | undefined;
  readonly static: boolean;

  /** @throws TypeError when `base` is not an absolute hierarchical URL (http, https, file…). */
  constructor(options: SiteOptions = {}) {
    const href = options.base ?? PLACEHOLDER_BASE;
    if (typeof href !== 'string') throw new TypeError(`site: base must be a string, got ${typeof href}`);
    const uri = Uri.parse(href);
    if (uri === null || !uri.isAbsolute() || uri.isOpaque())
      throw new TypeError(`site: base must be an absolute hierarchical URI, got ${JSON.stringify(href)}`);
    if (!URL.canParse(href))
      throw new TypeError(`site: base is not a URL the URL Standard reads: ${JSON.stringify(href)}`);
    // The directory: without user information, query or fragment, with a final "/".
    const base = new URL(href);
    base.username = '';
    base.password = '';
    base.search = '';
    base.hash = '';
    if (PAGE_NAME.test(base.pathname)) {
      const directory = new URL('./', base).href;
      throw new TypeError(
        `site: base must be the site's directory URL: ${JSON.stringify(href)} names a page; did you mean ${JSON.stringify(directory)}?`,
      );
    }
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    this.base = base;
    this.offline = options.offline === true;
    this.exists = options.exists;
    this.static = options.static === true;
    if (this.offline && this.exists === undefined) throw new TypeError('site: offline needs exists');
  }

  /** Whether `url` lies inside the site: the base's scheme, host and port, a path under its path. */
  contains(url: URL): boolean {
    return (
      url.protocol === this.base.protocol && url.host === this.base.host && url.pathname.startsWith(this.base.pathname)
    );
  }

  /**
   * Whether `url` is one of the pages a host serves for a URL it has no file for, at any depth:
   * `404.html` at the base, or `200.html` (the fallback of single-page apps, Nuxt's and Surge's);
   * none with `offline`.
   */
  isErrorPage(url: URL): boolean {
    // From disk no host serves them: they are pages like any other.
    return !this.offline && this.contains(url) && FALLBACK_PAGES.has(this.pathOf(url));
  }

  /** The site-relative, percent-decoded file path of `url` (inside the site). */
  pathOf(url: URL): string {
    return percentDecode(url.pathname.slice(this.base.pathname.length));
  }

  /**
   * The file `url` leads to: itself; a directory's `index.html`; `x.html` for `x`; or null when the
   * site holds none of them (only asked with `exists`).
   */
  fileOf(url: URL): string | null {
    const exists = this.exists!;
    const path = this.pathOf(url);
    if (path === '' || path.endsWith('/')) return exists(path + 'index.html') ? path + 'index.html' : null;
    if (exists(path)) return path;
    if (exists(path + '.html')) return path + '.html';
    return exists(path + '/index.html') ? path + '/index.html' : null;
  }
}

/**
 * The decision for link `value` (as the HTML or CSS parser decoded it, without surrounding
 * whitespace) found in a document whose base URL is `documentBase`.
 */
export function decide(site: Site, value: string, documentBase: URL): LinkDecision {
  if (value === '' || value.charCodeAt(0) === 0x23) return { outcome: 'fragment' };
  let target: URL;
  try {
    target = new URL(value, documentBase);
  } catch {
    return { outcome: 'invalid' };
  }
  if (!site.contains(target)) {
    if (target.protocol === site.base.protocol && target.host === site.base.host)
      return { outcome: 'outside-base', target: target.href };
    const hierarchical = target.pathname.startsWith('/') || target.host !== '';
    return { outcome: hierarchical ? 'other-site' : 'not-hierarchical', target: target.href };
  }
  let goal = target;
  let broken = false;
  if (site.exists !== undefined) {
    const file = site.fileOf(target);
    broken = file === null;
    if (file !== null && site.offline && file !== site.pathOf(target)) {
      goal = new URL(target.href);
      goal.pathname = target.pathname + file.slice(site.pathOf(target).length);
    }
  }
  const decision = relativeReference(site, value, documentBase, target, goal);
  return broken ? { ...decision, broken } : decision;
}

function relativeReference(site: Site, value: string, documentBase: URL, target: URL, goal: URL): LinkDecision {
  const found = { target: goal.href };
  const ref = Uri.parse(value);
  if (ref === null) return { outcome: 'unparseable', ...found };
  if (goal === target && isRelativePath(ref)) return { outcome: 'relative', ...found };
  if (!site.contains(documentBase)) return { outcome: 'base-elsewhere', ...found };
  const base = Uri.parse(documentBase.href);
  if (base === null) return { outcome: 'unparseable', ...found };
  // The link as its author spelled it, resolved as RFC 3986 resolves; else the target as the
  // browser serialized it. The first that relativizes to a relative path and resolves back wins.
  for (const spelled of [goal === target ? resolved(base, ref) : null, Uri.parse(goal.href)]) {
    if (spelled === null) continue;
    const written = base.relativize(spelled, { dotSegments: true }).toString();
    if (!isRelativePath(new Uri(written)) || !resolvesTo(written, documentBase, goal)) continue;
    return written === value ? { outcome: 'relative', ...found } : { outcome: 'relativized', written, ...found };
  }
  // A path the JDK's resolve would change (an empty segment: "//"), so that relativize gives no
  // relative path: the browser's path, segment by segment.
  const written = urlRelativePath(documentBase, goal);
  if (resolvesTo(written, documentBase, goal)) return { outcome: 'relativized', written, ...found };
  return { outcome: 'unverified', ...found };
}

/**
 * The relative reference from `base` to `goal` (same origin) over their serialized paths: a "../"
 * for each directory of the base after the common ones, the rest of the goal's path ("./" in front
 * where it would begin with "/" or read as a scheme), its query and fragment.
 */
function urlRelativePath(base: URL, goal: URL): string {
  const from = base.pathname.split('/').slice(0, -1);
  const to = goal.pathname.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  let rest = to.slice(common).join('/');
  const colon = rest.indexOf(':');
  if (rest === '' || rest.startsWith('/') || (colon >= 0 && colon < rest.indexOf('/') >>> 0)) rest = './' + rest;
  return '../'.repeat(from.length - common) + rest + goal.search + goal.hash;
}

/** `ref` resolved against `base` as RFC 3986 resolves it, or null where the result is no java.net.URI. */
function resolved(base: Uri, ref: Uri): Uri | null {
  try {
    return base.resolve(ref, { rfc3986: true });
  } catch {
    return null;
  }
}

/** Whether `ref` is a relative-path reference (no scheme, no authority, no leading "/"), or a query or fragment. */
function isRelativePath(ref: Uri): boolean {
  if (ref.isAbsolute() || ref.getRawAuthority() !== null) return false;
  const path = ref.getRawPath()!;
  return !path.startsWith('/') && !(path === '' && ref.getRawSchemeSpecificPart().startsWith('//'));
}

/** Whether `reference` read by the URL Standard against `base` is `goal`. */
function resolvesTo(reference: string, base: URL, goal: URL): boolean {
  try {
    return new URL(reference, base).href === goal.href;
  } catch {
    return false;
  }
}

/** Percent-decodes `s` as UTF-8 octets; a run of escapes that is not UTF-8 stays as written. */
function percentDecode(s: string): string {
  let out = '';
  let i = 0;
  for (let j = s.indexOf('%'); j >= 0; j = s.indexOf('%', i)) {
    let k = j;
    while (s.charCodeAt(k) === 0x25 && isHex(s.charCodeAt(k + 1)) && isHex(s.charCodeAt(k + 2))) k += 3;
    if (k === j) k++;
    out += s.slice(i, j) + decodeRun(s.slice(j, k));
    i = k;
  }
  return out + s.slice(i);
}

function decodeRun(escapes: string): string {
  try {
    return decodeURIComponent(escapes);
  } catch {
    return escapes;
  }
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

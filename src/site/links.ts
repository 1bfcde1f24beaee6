/**
 * What becomes of one link: read as the browser reads it (the platform's WHATWG `URL`, against the
 * document's base URL), then, when its target lies inside the site, written as the shortest
 * page-relative reference (`relativize(…, { dotSegments: true })` of the one core) and verified by
 * resolving it back before it is used. Everything here is pure: files are `exists` calls.
 */
import { Uri } from '../index';
import { asciiLowerCase, isHex } from './ascii';

/** Where the links of a page or stylesheet lead, and how to write them. */
export interface SiteOptions {
  /**
   * The directory URL the site is published at (`https://example.com/docs/`; a missing final `/`
   * is added; one whose last segment names a file, `…/index.html` or `…/x.css`, one without a host
   * (`https:///docs/`) and one with a `.` or `..` segment, encoded or not, are errors). Without it, the site is the root of a placeholder origin: relative and root-relative
   * links take part, links with a host do not.
   */
  base?: string;
  /**
   * For `file://` and archives: a link to a directory becomes its `index.html` when the site has
   * one, and a link to `x` becomes the file a static host serves for it, `x/index.html` or `x.html`
   * (needs `exists`).
   */
  offline?: boolean;
  /**
   * Whether the site holds a file at `path` (relative to the base, percent-decoded, no leading
   * `/`, e.g. `guide/index.html`). With it, links to missing files are reported (`broken`).
   */
  exists?: (path: string) => boolean;
  /**
   * Judge the links as written, for `java-uri check` (nothing is rewritten): a link inside the site
   * is `relative`, with its target, its file and whether it is broken, and no reference is made or
   * verified for it; with `offline`, a link must name a file itself, as a browser opens files from
   * disk (no `index.html` or `.html` found for it).
   */
  asWritten?: boolean;
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
 * - `relative`: already relative and leading to its target, kept (with `asWritten`: any link inside the site);
 * - `fragment`: a fragment-only or empty reference, kept;
 * - `other-site`: another origin, kept;
 * - `not-hierarchical`: `mailto:`, `javascript:`, `data:`…, kept;
 * - `outside-base`: the site's origin but outside its base path, kept and reported (it breaks
 *   wherever the site moves);
 * - `base-elsewhere`: inside the site, but the document's base URL (`<base href>`) is not, so no
 *   relative reference can follow the site: kept and reported;
 * - `unparseable`: java.net.URI cannot parse it (a space, `|`, `\`…) and no relative reference over
 *   the browser's serialization resolves back to its target: kept and reported (one that does is
 *   `relativized`);
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
  /** The file of the site a static host serves for the target (`guide/index.html`; with `exists`). */
  targetFile?: string;
  /** Inside the site, and no file there (reported when `exists` is given). */
  broken?: boolean;
}

/**
 * Whether a path's last segment names a file: it has an extension (`…/index.html`, `…/x.css`), which
 * a site's base URL cannot have (a directory's name with a dot is written with its final "/").
 */
function namesFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 && dot < last.length - 1;
}

/** The special schemes of the URL Standard, whose URLs' hrefs always hold "//" and the host. */
const SPECIAL: ReadonlySet<string> = new Set(['http:', 'https:', 'file:', 'ws:', 'wss:', 'ftp:']);

/** The pages a host serves for any URL it has no file for (at the base). */
const FALLBACK_PAGES: ReadonlySet<string> = new Set(['404.html', '200.html']);

/** The origin that stands for the site when no base is given. */
export const PLACEHOLDER_BASE = 'https://site.invalid/';

/** The site as the decisions need it: its base URL and what the options say. */
export class Site {
  readonly base: URL;
  // The base's parts, read once: each read of a URL's part makes a new string, and contains() runs per link.
  readonly #protocol: string;
  readonly #host: string;
  readonly #pathname: string;
  /**
   * The base's href, which begins the href of every URL inside the site but one with user information
   * (the base's scheme is special); else null.
   */
  readonly #prefix: string | null;
  readonly offline: boolean;
  readonly exists: ((path: string) => boolean) | undefined;
  readonly static: boolean;
  readonly asWritten: boolean;
  /**
   * Where links lead, not how to write them (`asWritten`, and the base inference, which reads only
   * targets): a link inside the site is decided `relative` with its target, and no reference is made
   * or verified for it.
   */
  readonly targetsOnly: boolean;

  /** @throws TypeError when `base` is not an absolute hierarchical URL (http, https, file…). */
  constructor(options: SiteOptions = {}, targetsOnly = false) {
    const href = options.base ?? PLACEHOLDER_BASE;
    if (typeof href !== 'string') throw new TypeError(`site: base must be a string, got ${typeof href}`);
    const uri = Uri.parse(href);
    if (uri === null || !uri.isAbsolute() || uri.isOpaque())
      throw new TypeError(`site: base must be an absolute hierarchical URI, got ${JSON.stringify(href)}`);
    if (!URL.canParse(href))
      throw new TypeError(`site: base is not a URL the URL Standard reads: ${JSON.stringify(href)}`);
    // As java.net.URI reads it, where the URL Standard would guess: an http(s) URI names its host
    // (`https:///docs/` and `https:/example.com/docs/` have none), and no path segment is `.` or
    // `..`, as written or percent-encoded (`…/docs/%2e%2e/` is not the root).
    const scheme = uri.getScheme()!.toLowerCase();
    if ((scheme === 'http' || scheme === 'https') && uri.getHost() === null)
      throw new TypeError(`site: base must name its host (${scheme}://HOST/…), got ${JSON.stringify(href)}`);
    if ((uri.getPath() ?? '').split('/').some((segment) => segment === '.' || segment === '..'))
      throw new TypeError(`site: base must not have a "." or ".." segment, got ${JSON.stringify(href)}`);
    // The directory: without user information, query or fragment, with a final "/".
    const base = new URL(href);
    base.username = '';
    base.password = '';
    base.search = '';
    base.hash = '';
    if (namesFile(base.pathname)) {
      const directory = new URL('./', base).href;
      throw new TypeError(
        `site: base must be the site's directory URL: ${JSON.stringify(href)} names a file; did you mean ${JSON.stringify(directory)}? (a directory whose name has a dot: end it with "/")`,
      );
    }
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    this.base = base;
    this.#protocol = base.protocol;
    this.#host = base.host;
    this.#pathname = base.pathname;
    // A special scheme's URL is written scheme://host/path…; another's may have no "//" (foo:/docs/).
    this.#prefix = SPECIAL.has(base.protocol) ? base.href : null;
    this.offline = options.offline === true;
    this.exists = options.exists;
    this.static = options.static === true;
    this.asWritten = options.asWritten === true;
    this.targetsOnly = targetsOnly || this.asWritten;
    if (this.offline && this.exists === undefined) throw new TypeError('site: offline needs exists');
  }

  /** Whether `url` lies inside the site: the base's scheme, host and port, a path under its path. */
  contains(url: URL): boolean {
    // From its href at once where it can be told so: each of a URL's parts read makes a string.
    if (this.#prefix !== null) {
      const href = url.href;
      if (href.startsWith(this.#prefix)) return true;
      // Else only a URL with user information (https://user@host/…) can be inside.
      if (!href.includes('@')) return false;
    }
    return url.protocol === this.#protocol && url.host === this.#host && url.pathname.startsWith(this.#pathname);
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
    return percentDecode(url.pathname.slice(this.#pathname.length));
  }

  /**
   * The file a static host serves for `url`, as GitHub Pages, Netlify, Vercel and Cloudflare Pages
   * answer it: `x` itself, else `x/index.html`, else `x.html` (a directory URL: its `index.html`);
   * or null when the site holds none of them (only asked with `exists`). Judging links as written
   * for disk (`asWritten` and `offline`): `x` itself only, as a browser opens files.
   */
  fileOf(url: URL): string | null {
    const exists = this.exists!;
    const path = this.pathOf(url);
    if (this.asWritten && this.offline) return path !== '' && !path.endsWith('/') && exists(path) ? path : null;
    if (path === '' || path.endsWith('/')) return exists(path + 'index.html') ? path + 'index.html' : null;
    if (exists(path)) return path;
    if (exists(path + '/index.html')) return path + '/index.html';
    return exists(path + '.html') ? path + '.html' : null;
  }
}

/**
 * The decision for link `value` (as the HTML or CSS parser decoded it, without surrounding
 * whitespace) found in a document whose base URL is `documentBase`.
 */
export function decide(site: Site, value: string, documentBase: URL): LinkDecision {
  let target: URL;
  try {
    target = new URL(value, documentBase);
  } catch {
    return { outcome: 'invalid' };
  }
  if (value === '' || value.charCodeAt(0) === 0x23) {
    const fragment: LinkDecision = { outcome: 'fragment', target: target.href };
    const file = site.exists !== undefined && site.contains(target) ? site.fileOf(target) : null;
    if (file !== null) fragment.targetFile = file;
    return fragment;
  }
  if (!site.contains(target)) {
    if (target.protocol === site.base.protocol && target.host === site.base.host)
      return { outcome: 'outside-base', target: target.href };
    const hierarchical = target.pathname.startsWith('/') || target.host !== '';
    return { outcome: hierarchical ? 'other-site' : 'not-hierarchical', target: target.href };
  }
  let goal = target;
  const file = site.exists === undefined ? undefined : site.fileOf(target);
  if (file != null && site.offline && !site.asWritten && file !== site.pathOf(target)) {
    goal = new URL(target.href);
    goal.pathname = target.pathname + file.slice(site.pathOf(target).length);
  }
  // A decision made here, so completed in place: V8 keeps the copies `{ ...decision, broken }` made
  // till a full collection (measured: a link's decision, target and file outlived the page).
  const decision: LinkDecision = site.targetsOnly
    ? { outcome: 'relative', target: goal.href }
    : relativeReference(site, value, documentBase, target, goal);
  if (file === null) decision.broken = true;
  else if (file !== undefined) decision.targetFile = file;
  return decision;
}

function relativeReference(site: Site, value: string, documentBase: URL, target: URL, goal: URL): LinkDecision {
  const found = { target: goal.href };
  const ref = Uri.parse(value);
  if (ref === null) return lenientReference(site, value, documentBase, target, goal);
  if (goal === target && isRelativePath(ref)) return { outcome: 'relative', ...found };
  if (!site.contains(documentBase)) return { outcome: 'base-elsewhere', ...found };
  const base = parsedBase(documentBase.href);
  if (base === null) return { outcome: 'unparseable', ...found };
  // The link as its author spelled it, resolved as RFC 3986 resolves; else the target as the
  // browser serialized it. The first that relativizes to a relative path and resolves back wins.
  for (let k = 0; k < 2; k++) {
    const spelled = k === 1 ? Uri.parse(goal.href) : goal === target ? resolved(base, ref, value) : null;
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
 * A link a browser follows that java.net.URI cannot read (a space, a second `#`, a `|` in a path,
 * query or fragment: `/docs/b/#Default Unit`): already a relative path, kept; else written as the
 * relative reference over the browser's own serialization of the target (`../b/#Default%20Unit`,
 * `../b/##pied-de-page`: percent-encoded where the URL Standard encodes, so that it resolves to the
 * very same URL), verified; `unparseable` (kept, and reported) where none resolves back.
 */
function lenientReference(site: Site, value: string, documentBase: URL, target: URL, goal: URL): LinkDecision {
  const found = { target: goal.href };
  if (goal === target && isRelativePathText(value)) return { outcome: 'relative', ...found };
  if (!site.contains(documentBase)) return { outcome: 'base-elsewhere', ...found };
  // A query with characters beyond ASCII is encoded by the browser in the page's encoding, which
  // the URL serialized here (as UTF-8) need not be: such a link is kept, and reported.
  if (nonAsciiQuery(value)) return { outcome: 'unparseable', ...found };
  const written = urlRelativePath(documentBase, goal);
  return resolvesTo(written, documentBase, goal)
    ? { outcome: 'relativized', written, ...found }
    : { outcome: 'unparseable', ...found };
}

/**
 * Whether a link as written is a relative-path reference as the URL Standard reads it: no scheme, and
 * not beginning with `/` or `\` (a path from the root, or an authority), nor a query or fragment only.
 */
function isRelativePathText(written: string): boolean {
  // As the URL parser reads it: without the tabs and line breaks it removes, and trimmed.
  let value = '';
  for (const c of written) if (c !== '\t' && c !== '\n' && c !== '\r') value += c;
  let start = 0;
  while (start < value.length && value.charCodeAt(start) <= 0x20) start++;
  value = value.slice(start);
  const first = value.charCodeAt(0);
  if (first === 0x2f || first === 0x5c || first === 0x3f || first === 0x23) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x3a) return i === 0 || !isAsciiAlpha(first);
    const schemeChar = isAsciiAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
    if (!schemeChar) return true;
  }
  return true;
}

/** Whether the query of a link as written (between `?` and `#`) has a character beyond ASCII. */
function nonAsciiQuery(value: string): boolean {
  const question = value.indexOf('?');
  if (question < 0) return false;
  const hash = value.indexOf('#', question);
  const query = value.slice(question + 1, hash < 0 ? value.length : hash);
  for (let i = 0; i < query.length; i++) if (query.charCodeAt(i) > 0x7f) return true;
  return false;
}

function isAsciiAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
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
  // What follows the path as serialized: the query and fragment, an empty `?` or `#` kept.
  const bare = new URL(goal.href);
  bare.search = '';
  bare.hash = '';
  const after = goal.href.slice(bare.href.length);
  return '../'.repeat(from.length - common) + rest + after;
}

/** `ref` resolved against `base` as RFC 3986 resolves it, or null where the result is no java.net.URI. */
export function resolved(base: Uri, ref: Uri, value: string): Uri | null {
  // A path from the root with no "." or ".." segment, under a base with an authority: the base's
  // scheme and authority, then the link as written (RFC 3986 5.2.2; removing dot segments leaves
  // such a path as it is), parsed once, not resolved (a resolution builds and parses it again).
  const authority = base.getRawAuthority();
  if (authority !== null && value.charCodeAt(0) === 0x2f && value.charCodeAt(1) !== 0x2f && !hasDotSegment(ref))
    return Uri.parse(`${base.getScheme()}://${authority}${value}`);
  try {
    return base.resolve(ref, { rfc3986: true });
  } catch {
    return null;
  }
}

/** Whether the path of `ref` has a "." or ".." segment. */
function hasDotSegment(ref: Uri): boolean {
  const path = ref.getRawPath() ?? '';
  for (let start = 0; start <= path.length;) {
    let end = path.indexOf('/', start);
    if (end < 0) end = path.length;
    const length = end - start;
    if (
      (length === 1 || length === 2) &&
      path.charCodeAt(start) === 0x2e &&
      (length === 1 || path.charCodeAt(start + 1) === 0x2e)
    )
      return true;
    start = end + 1;
  }
  return false;
}

/** The last page base parsed, by its href: a page's links are read against one base, one after another. */
let lastBase: { href: string; uri: Uri | null } | null = null;

/** The base URL `href` parsed by java.net.URI's rules (null if it cannot be), once for a page's links. */
function parsedBase(href: string): Uri | null {
  if (lastBase === null || lastBase.href !== href) lastBase = { href, uri: Uri.parse(href) };
  return lastBase.uri;
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

/**
 * Percent-decodes `s` as UTF-8 octets; a run of escapes that is not UTF-8 stays as written: the
 * file path of a URL. Not one decoder with utf8PercentDecode below, which puts U+FFFD there, nor the
 * core's (the JDK's decoding, U+FFFD too, and not among the package's exports).
 */
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

/**
 * Whether fragment `hash` (a URL's, as serialized, with or without its `#`) indicates a part of a
 * document that defines `anchors` (ids, and names of `a` elements), as the HTML Standard's "scroll
 * to the fragment" finds it: a fragment directive (`:~:…`) cut off; the empty fragment; the
 * fragment as written, then percent-decoded as UTF-8 (without BOM); `top`, ASCII case-insensitive.
 * Ids are case-sensitive.
 */
export function indicates(anchors: ReadonlySet<string>, hash: string): boolean {
  let fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const directive = fragment.indexOf(':~:');
  if (directive >= 0) fragment = fragment.slice(0, directive);
  if (fragment === '' || anchors.has(fragment)) return true;
  const decoded = utf8PercentDecode(fragment);
  return anchors.has(decoded) || asciiLowerCase(decoded) === 'top';
}

/**
 * `s` percent-decoded to octets (other characters as their UTF-8), then UTF-8 decoded without BOM,
 * invalid octets as U+FFFD: the HTML Standard's decoding of a fragment, which is the platform's
 * `TextDecoder` (where the JDK's decoder, the core's, differs on encoded surrogates).
 */
function utf8PercentDecode(s: string): string {
  if (!s.includes('%')) return s;
  const text = new TextEncoder().encode(s);
  const octets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === 0x25 && isHex(text[i + 1]!) && isHex(text[i + 2]!)) {
      octets.push(parseInt(String.fromCharCode(text[i + 1]!, text[i + 2]!), 16));
      i += 2;
    } else octets.push(c);
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(octets));
}

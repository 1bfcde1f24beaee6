/**
 * The base URL a built site was made for, inferred from what the build says (stage "0 base" of the
 * link-checking design), so that `check DIR` without `--base` reads root-relative links as the build
 * meant them. Bounded reading: the root `index.html`, `404.html` and at most 16 other pages spread
 * over the listing (256 KiB of each: a page's head and thousands of links), at most 8 sitemaps (4 MiB of each); a file that cannot be read
 * or decoded is passed over. The sources, best first:
 * 1. `<link rel=canonical href>` and `<meta property="og:url" content>` (absolute http(s) URLs),
 *    counted when they agree with the layout: the URL of `guide/a.html` must end in `guide/a.html` or
 *    `guide/a`; of `guide/a/index.html`, in those forms or `guide/a/` or `guide/a`. The base is the
 *    URL with that end cut off.
 * 2. The `<loc>`s of `sitemap.xml`, `sitemap-index.xml`, `sitemap_index.xml`, of the sitemaps those
 *    list and of those `robots.txt`'s `Sitemap:` lines name (when they name a file of the tree): the
 *    origin and directory under which clearly most locs name files of the tree (one piece of
 *    evidence per sitemap, its value the first loc that names a file).
 * 3. A generator's own data: not read. Where a page holds the base path (VitePress's `__VP_SITE_DATA__`,
 *    Nuxt's `__NUXT__.config`, Next.js's `__next_f` rows), its links are root-relative under it (5).
 * 4. Absolute links: the origin and directory under which clearly most of that origin's links name
 *    files of the tree.
 * 5. Root-relative links: the directory under which clearly most name files of the tree, and more
 *    than under `/`, on the placeholder origin; else the root, when at least half land under `/`.
 * "Clearly most": more than half of the distinct paths, at least 2 or all, one beyond the root page.
 * A path names a file as a static host answers it (Site.fileOf: `x`, `x/index.html`, `x.html`).
 * Sources 1 and 2 together count only when they agree on one base, else the next source decides.
 * A base on the placeholder origin takes the origin that evidence above gives its path, if just one.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { asciiLowerCase } from './ascii';
import { decodeText } from './encoding';
import { readElements, rewritePage } from './html';
import { siteBase } from './index';
import { PLACEHOLDER_BASE, Site } from './links';
import { spaceSeparatedUrls } from './microsyntax';
import type { TreeElement } from './tree';
import { own } from './text';

/** Where a base was read: see the module's comment. */
export type BaseSource = 'canonical' | 'og:url' | 'sitemap' | 'absolute-links' | 'root-relative-links';
/** One piece of evidence: where it was read and the base it implies (a directory URL ending in '/'; for root-relative links, PLACEHOLDER_BASE's origin with the path). */
export interface BaseEvidence {
  /** Where it was read: `canonical`, `og:url`, `sitemap`, `absolute-links`, `root-relative-links`. */
  source: BaseSource;
  /** The file it stands in, relative to the site's directory: `index.html`, `sitemap.xml`. */
  file: string;
  /** What it says, as written: the canonical URL, the first loc that names a file, the link. */
  value: string;
  /** The base it implies: `https://example.com/docs/`. */
  base: string;
}
/** The base inferred for a built site, and why (see the module's comment). */
export interface InferredBase {
  /** The base chosen (absolute URL, a directory ending in '/'), or null when nothing tells it. */
  base: string | null;
  /** Human text of what it was inferred from, e.g. "<link rel=canonical> of index.html (https://example.com/docs/)" or "root-relative links: 212 of 214 name files under /docs/". */
  from: string;
  /** The source that decided (null with base null). */
  source: BaseSource | null;
  /** Every counted piece of evidence, in the documented order. */
  evidence: BaseEvidence[];
  /**
   * When base is null and the root-relative links read name no file under '/' and most share a
   * first segment the tree does not have (a site built for a path): how many, the first, the path.
   */
  unlanded: {
    /** How many distinct root-relative paths name no file under '/'. */
    count: number;
    /** The first of them, as written. */
    example: string;
    /** The directory they share, which the tree does not have: the path the site was built for (`/docs/`). */
    prefix: string;
  } | null;
}

const PLACEHOLDER_ORIGIN = new URL(PLACEHOLDER_BASE).origin;
const STATED: ReadonlySet<BaseSource> = new Set(['canonical', 'og:url', 'sitemap']);

type Exists = (path: string) => boolean;
/** A link or loc as read: the file it stands in, its value as written, where it leads. */
interface Reference {
  file: string;
  value: string;
  url: URL;
}
/** The references that name files of the tree under `base`, out of `total` distinct paths. */
interface Choice {
  base: string;
  landed: Reference[];
  total: number;
}
/** The evidence of a source (or of sources 1 and 2 together), and what `from` says when it decides. */
interface Group {
  evidence: BaseEvidence[];
  from?: string;
}

/**
 * The base `root`'s build states (see the module's comment). `files` are its files as listTree
 * lists them; `exists` answers for a site-relative, percent-decoded path (`guide/index.html`).
 * With `statedOnly` (a base was given, and only what contradicts it is asked: see `contradicting`),
 * only sources 1 and 2 are read: the pages' links are not.
 * @example docs/example-site → base `https://example.com/docs/`, from "<link rel=canonical> of
 *   index.html (https://example.com/docs/)"; the committed VuePress fixture → `https://site.invalid/docs/`,
 *   from "root-relative links: 12 of 12 name files under /docs/"
 */
export async function inferBase(
  root: string,
  files: readonly string[],
  exists: Exists,
  statedOnly = false,
): Promise<InferredBase> {
  const heads: BaseEvidence[] = [];
  const links: Reference[] = [];
  // At most 18 pages of 256 KiB: a larger cap would hold the thread a second on a page dense with
  // links (a signal waits).
  for (const file of pagesToRead(files)) {
    const text = readCapped(root, file, PAGE_CAP);
    if (text !== null) readPage(file, text, heads, statedOnly ? null : links);
  }
  const stated = [...heads.filter((e) => e.source === 'canonical'), ...heads.filter((e) => e.source === 'og:url')];
  const listed = new Set(files);
  stated.push(...(await readSitemaps(root, (path) => listed.has(path), exists)));
  // A base java.net.URI cannot read (a host with "_") is no candidate.
  const statedGroup = { evidence: stated.filter((e) => isBase(e.base)) };
  if (statedOnly) return decideBase([statedGroup], null);
  const foreign = links.filter((l) => l.url.origin !== PLACEHOLDER_ORIGIN);
  const absolute = absoluteChoice(foreign, exists);
  const rootRelative = links.filter((l) => l.url.origin === PLACEHOLDER_ORIGIN && isRootRelative(l.value));
  // The first segment of every listed path: a top-level file's or directory's name.
  const topLevel = new Set(files.map((f) => f.split('/', 1)[0]!));
  const { choice, unlanded } = rootRelativeChoice(rootRelative, exists, (name) => topLevel.has(name));
  const groups = [
    statedGroup,
    linkGroup(absolute, 'absolute-links', 'absolute links', absolute?.base),
    linkGroup(choice, 'root-relative-links', 'root-relative links', choice && new URL(choice.base).pathname),
  ];
  return decideBase(groups, unlanded);
}

/** Whether `base` is one the site's base can be (siteBase takes it). */
function isBase(base: string): boolean {
  try {
    siteBase(base);
    return true;
  } catch {
    return false;
  }
}

/**
 * The evidence that contradicts a given base (a canonical/og:url/sitemap base on another origin or path), for a warning.
 * @example contradicting('https://example.org/', inferred for docs/example-site) → its canonical, base https://example.com/docs/
 * @throws TypeError for a `given` that siteBase refuses
 */
export function contradicting(given: string, inferred: InferredBase): BaseEvidence[] {
  const base = siteBase(given);
  return inferred.evidence.filter((e) => STATED.has(e.source) && e.base !== base);
}

function linkGroup(choice: Choice | null, source: BaseSource, kind: string, under: string | null | undefined): Group {
  if (choice === null || !isBase(choice.base)) return { evidence: [] };
  const evidence = choice.landed.map(({ file, value }) => ({ source, file, value, base: choice.base }));
  return { evidence, from: `${kind}: ${choice.landed.length} of ${choice.total} name files under ${under}` };
}

/** One piece of evidence in words. */
function said(e: BaseEvidence): string {
  if (e.source === 'canonical') return `<link rel=canonical> of ${e.file} (${e.value})`;
  if (e.source === 'og:url') return `<meta property="og:url"> of ${e.file} (${e.value})`;
  return `the <loc>s of ${e.file} (${e.value}…)`;
}

/** The base from the groups of evidence, best first: the first whose evidence agrees on one base. */
function decideBase(groups: readonly Group[], unlanded: InferredBase['unlanded']): InferredBase {
  const evidence = groups.flatMap((g) => g.evidence);
  const notes: string[] = [];
  for (const [rank, { evidence: group, from }] of groups.entries()) {
    const bases = new Map<string, BaseEvidence>();
    for (const e of group) if (!bases.has(e.base)) bases.set(e.base, e);
    const listed = [...bases.values()].map((e) => `${e.base} from ${said(e)}`);
    if (bases.size > 1) notes.push(`none taken of what disagrees: ${listed.join(', ')}`);
    if (bases.size !== 1) continue;
    const first = group[0]!;
    const above = groups.slice(0, rank).flatMap((g) => g.evidence);
    const { base, note } = originFor(first.base, above);
    const agreed = group.length > 1 ? `, agreed by ${group.length - 1} more` : '';
    const told = (from ?? said(first) + agreed) + note;
    return { base, source: first.source, from: [told, ...notes].join('; '), evidence, unlanded: null };
  }
  const from = ['nothing in the build tells its base', ...notes].join('; ');
  return { base: null, source: null, from, evidence, unlanded };
}

/** `base` on the placeholder origin takes the origin `higher` evidence gives its path, when just one. */
function originFor(base: string, higher: readonly BaseEvidence[]): { base: string; note: string } {
  const { origin, pathname } = new URL(base);
  const origins = new Set<string>();
  for (const e of higher) {
    const url = new URL(e.base);
    if (url.pathname === pathname && url.origin !== PLACEHOLDER_ORIGIN) origins.add(url.origin);
  }
  if (origin !== PLACEHOLDER_ORIGIN || origins.size !== 1) return { base, note: '' };
  const [found] = origins;
  return { base: found + pathname, note: ` (the origin ${found} from the evidence above for the same path)` };
}

/** The origin and directory under which clearly most of one origin's absolute references land; null when none, or two tie. */
function absoluteChoice(refs: readonly Reference[], exists: Exists): Choice | null {
  const byOrigin = new Map<string, Reference[]>();
  for (const r of refs) {
    const some = byOrigin.get(r.url.origin);
    if (some === undefined) byOrigin.set(r.url.origin, [r]);
    else some.push(r);
  }
  const choices: Choice[] = [];
  for (const [origin, some] of byOrigin) {
    const { best } = landing(some, exists);
    if (best !== null) choices.push({ ...best, base: origin + best.base });
  }
  choices.sort((a, b) => b.landed.length - a.landed.length);
  return choices.length === 1 || choices[0]?.landed.length !== choices[1]?.landed.length ? (choices[0] ?? null) : null;
}

/** The first path segment (decoded) that more than four in five of `refs` share, or null. */
function sharedFirstSegment(refs: readonly Reference[]): string | null {
  const counts = new Map<string, number>();
  for (const r of refs) {
    const first = decoded(r.url.pathname.split('/')[1] ?? '');
    if (first !== '') counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  for (const [segment, n] of counts) if (5 * n > 4 * refs.length) return segment;
  return null;
}

/** The root-relative links' directory, or the root when at least half land under '/'; else what does not land. */
function rootRelativeChoice(links: readonly Reference[], exists: Exists, hasDirectory: (name: string) => boolean) {
  if (links.length === 0) return { choice: null, unlanded: null };
  const { best, root, misses } = landing(links, exists);
  if (best !== null) return { choice: { ...best, base: PLACEHOLDER_ORIGIN + best.base }, unlanded: null };
  if (root.landed.length * 2 >= root.total) return { choice: { ...root, base: PLACEHOLDER_BASE }, unlanded: null };
  // Published under a path only when most misses share a first segment that the tree does not have
  // (`/docs/…` and no docs/): else they are broken links of a site at its root, reported as such.
  const prefix = sharedFirstSegment(misses);
  if (prefix === null || exists(prefix) || hasDirectory(prefix)) return { choice: null, unlanded: null };
  return { choice: null, unlanded: { count: misses.length, example: misses[0]!.value, prefix: `/${prefix}/` } };
}

/**
 * How references of one origin land in the tree, by distinct path: the directory (its path as
 * `base`) under which clearly most name files (the shorter on a tie), the root's tally, and the
 * references that name no file under the root.
 */
function landing(refs: readonly Reference[], exists: Exists) {
  const paths = new Map<string, Reference>();
  for (const r of refs) if (!paths.has(r.url.pathname)) paths.set(r.url.pathname, r);
  const total = paths.size;
  const tallies = new Map<string, { landed: Reference[]; beyondRoot: boolean }>();
  const sites = new Map<string, Site | null>();
  for (const [path, ref] of paths)
    for (const prefix of directoriesOf(path)) {
      const file = namesFile(prefix, path, sites, exists);
      if (file === null) continue;
      const tally = tallies.get(prefix) ?? { landed: [], beyondRoot: false };
      tally.landed.push(ref);
      tally.beyondRoot ||= file !== 'index.html';
      tallies.set(prefix, tally);
    }
  const root: Choice = { base: '/', landed: tallies.get('/')?.landed ?? [], total };
  let best: Choice | null = null;
  for (const [prefix, { landed, beyondRoot }] of tallies) {
    const n = landed.length;
    // More than half (a broken link or two on a small site does not hide its base), and more than the root.
    const clearlyMost = 2 * n > total && (n >= 2 || n === total) && (prefix === '/' || n > root.landed.length);
    const better = best === null || n > best.landed.length || (n === best.landed.length && prefix < best.base);
    if (beyondRoot && clearlyMost && better) best = { base: prefix, landed, total };
  }
  const landed = new Set(root.landed);
  return { best, root, misses: [...paths.values()].filter((r) => !landed.has(r)) };
}

/** The directories a path lies under, `/` first, and the path itself as a directory (`/docs` stands for `/docs/`). */
function directoriesOf(path: string): string[] {
  const found: string[] = [];
  for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1))
    found.push(path.slice(0, slash + 1));
  if (!path.endsWith('/')) found.push(path + '/');
  return found;
}

/** The file a static host serves for `path` when the site is at directory `prefix` (Site.fileOf), or null. */
function namesFile(prefix: string, path: string, sites: Map<string, Site | null>, exists: Exists): string | null {
  if (path + '/' === prefix) return exists('index.html') ? 'index.html' : null;
  if (!sites.has(prefix)) sites.set(prefix, siteAt(prefix, exists));
  const site = sites.get(prefix);
  const url = new URL(path, PLACEHOLDER_BASE);
  return site != null && site.contains(url) ? site.fileOf(url) : null;
}

function siteAt(prefix: string, exists: Exists): Site | null {
  try {
    return new Site({ base: PLACEHOLDER_ORIGIN + prefix, exists });
  } catch {
    return null;
  }
}

function isRootRelative(value: string): boolean {
  const second = value.charCodeAt(1);
  return value.charCodeAt(0) === 0x2f && second !== 0x2f && second !== 0x5c;
}

const PAGE_CAP = 256 << 10;

/** The root `index.html` and `404.html`, then at most 16 other pages spread over the listing. */
function pagesToRead(files: readonly string[]): string[] {
  const pages = files.filter((f) => f.endsWith('.html') || f.endsWith('.htm'));
  const read = ['index.html', '404.html'].filter((f) => pages.includes(f));
  const rest = pages.filter((f) => !read.includes(f));
  const step = Math.max(1, rest.length / 16);
  for (let i = 0; i < rest.length; i += step) read.push(rest[Math.floor(i)]!);
  return read;
}

/**
 * The first `cap` bytes of `file` decoded, or null when it cannot be read or decoded. Read at once
 * (at most a few MiB of a file the listing found regular): a request to another thread costs more.
 */
function readCapped(root: string, file: string, cap: number): string | null {
  try {
    const fd = openSync(join(root, file), 'r');
    try {
      const bytes = new Uint8Array(Math.min(cap, fstatSync(fd).size));
      let read = 0;
      while (read < bytes.length) {
        const n = readSync(fd, bytes, read, bytes.length - read, read);
        if (n === 0) break;
        read += n;
      }
      return decodeText(bytes.subarray(0, read)).text;
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
}

/**
 * Reads page `file`: its canonical URL and og:url (when they agree with the layout), its links'
 * targets, in one reading of the page (no reference is written for a link: Site.targetsOnly).
 */
function readPage(file: string, html: string, heads: BaseEvidence[], links: Reference[] | null): void {
  const stated: Record<'canonical' | 'og:url', string | undefined> = { canonical: undefined, 'og:url': undefined };
  const seen = (element: TreeElement) => {
    const value = (name: string) => element.attrs.find((a) => a.name === name && a.namespace === undefined)?.value;
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return;
    if (element.tagName === 'link' && tokens(value('rel')).includes('canonical')) stated.canonical ??= value('href');
    if (element.tagName === 'meta' && value('property') === 'og:url') stated['og:url'] ??= value('content');
  };
  if (links === null) {
    const last = lastStatement(html);
    if (last < 0) return;
    readElements(html, seen, last);
  } else {
    const pageUrl = new URL(file.split('/').map(encodeURIComponent).join('/'), PLACEHOLDER_BASE);
    for (const { value, target } of rewritePage(TARGETS, html, pageUrl, true, seen).links)
      if (target?.startsWith('http:') || target?.startsWith('https:'))
        links.push({ file, value, url: new URL(target) });
  }
  for (const source of ['canonical', 'og:url'] as const) {
    const value = own(stated[source]?.trim() ?? '');
    const base = layoutBase(file, value);
    if (base !== null) heads.push({ source, file, value, base });
  }
}

/**
 * The offset in page `html` at or before which the last start tag that may make a `rel=canonical`
 * link or an `og:url` meta element begins: where the last of either word (in any case) ends, or of a
 * character reference that could spell one (a numeric one, or `&colon;`: no named reference stands
 * for a letter or digit); -1 where there is none, so that no element need be read, nor any after it.
 * @example lastStatement('<link rel=Canonical href=/a><p>…') → 18; lastStatement('<p>x &amp; y</p>') → -1
 */
function lastStatement(html: string): number {
  const words = new RegExp(STATEMENT, 'gi');
  let last = -1;
  while (words.exec(html) !== null) last = words.lastIndex - 1;
  return last;
}

/** The words of lastStatement, or a reference that could spell them: literals only, so no backtracking. */
const STATEMENT = 'canonical|og:url|&#|&colon';

/** The placeholder site, whose links' targets readPage reads. */
const TARGETS = /*#__PURE__*/ new Site({ base: PLACEHOLDER_BASE }, true);

/** The tokens of a `rel` value, in ASCII lower case. */
function tokens(value = ''): string[] {
  const lower = asciiLowerCase(value);
  return spaceSeparatedUrls(lower).map(({ start, end }) => lower.slice(start, end));
}

/** The base `file`'s canonical URL `href` implies: the URL with the page's path (see the module's comment) cut off its end. */
function layoutBase(file: string, href: string): string | null {
  const url = URL.canParse(href) ? new URL(href) : null;
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const segments = url.pathname.split('/');
  const dir = file.split('/');
  const name = dir.pop()!;
  const stem = name.slice(0, name.lastIndexOf('.'));
  const ends = [
    [...dir, name],
    [...dir, stem],
  ];
  if (stem === 'index') ends.push([...dir, ''], dir);
  for (const end of ends) {
    const cut = segments.length - end.length;
    if (end.length > 0 && cut >= 1 && end.every((s, i) => decoded(segments[cut + i]!) === s))
      return url.origin + segments.slice(0, cut).join('/') + '/';
  }
  return null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The sitemaps at the root, those robots.txt names and those they list (at most 8): the base each
 * one's locs imply. Only files the listing lists are read (`listed`: never a symlink that leaves the
 * tree, whose path `exists` still answers for).
 */
async function readSitemaps(root: string, listed: Exists, exists: Exists): Promise<BaseEvidence[]> {
  const queue = new Set(['sitemap.xml', 'sitemap-index.xml', 'sitemap_index.xml'].filter(listed));
  const robots = listed('robots.txt') ? readCapped(root, 'robots.txt', 1 << 20) : null;
  for (const line of robots?.split('\n') ?? []) {
    const field = line.trim();
    if (asciiLowerCase(field.slice(0, 8)) === 'sitemap:') fileOfUrl(field.slice(8).trim(), listed, queue);
  }
  const evidence: BaseEvidence[] = [];
  if (queue.size === 0) return evidence;
  // Loaded here, for a build with a sitemap: 200 KB that the start of every other run need not compile.
  const { XMLParser } = await import('fast-xml-parser');
  let read = 0;
  for (const file of queue) {
    if (read++ === 8) break;
    const { pages, sitemaps } = locsOf(readCapped(root, file, 4 << 20) ?? '', XMLParser);
    for (const loc of sitemaps) fileOfUrl(loc, listed, queue);
    const locs = [...sitemaps, ...pages].filter((loc) => URL.canParse(loc));
    const refs = locs.map((loc) => ({ file, value: loc, url: new URL(loc) }));
    const choice = absoluteChoice(refs, exists);
    if (choice !== null) evidence.push({ source: 'sitemap', file, value: choice.landed[0]!.value, base: choice.base });
  }
  return evidence;
}

/** Adds to `found` the file of the tree that URL `href` names: the longest end of its path that is a file. */
function fileOfUrl(href: string, exists: Exists, found: Set<string>): void {
  const segments = URL.canParse(href) ? new URL(href).pathname.split('/').map(decoded) : [];
  for (let i = 1; i < segments.length; i++) {
    const path = segments.slice(i).join('/');
    if (exists(path)) return void found.add(path);
  }
}

/** The `<loc>`s of a sitemap (of its `<url>`s) or sitemap index (of its `<sitemap>`s), read by an XML parser. */
function locsOf(
  xml: string,
  XMLParser: typeof import('fast-xml-parser').XMLParser,
): { pages: string[]; sitemaps: string[] } {
  const listed = new Set(['url', 'sitemap']);
  const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, isArray: (name) => listed.has(name) });
  const locs = (entries: unknown) =>
    Array.isArray(entries) ? entries.map((e) => e?.loc).filter((l): l is string => typeof l === 'string') : [];
  try {
    const document = parser.parse(xml);
    return { pages: locs(document?.urlset?.url), sitemaps: locs(document?.sitemapindex?.sitemap) };
  } catch {
    return { pages: [], sitemaps: [] };
  }
}

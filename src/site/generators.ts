/**
 * The generators whose client scripts hold the base path the site was built for (a router's base,
 * webpack's public path, inline site data, a search bundle's path): after hydration their pages
 * route, load and fetch by the old base, so no rewrite of HTML or CSS makes them work elsewhere.
 * One table: how each is recognized from its own fingerprints in a page, what breaks and why, the
 * generator's own setting that fixes it, and which elements are its client runtime (what `static`
 * removes). Facts from real builds (fixtures/generators/), read as a black box.
 */

/** A start tag of a page, as the table reads it (HTML elements only). */
export interface TagView {
  /** Its name, lower case. */
  readonly tagName: string;
  /** An attribute's value as decoded, or null. */
  attribute(name: string): string | null;
  /** The text of a `<script>` without `src` (empty for any other element). */
  text(): string;
}

/** What the report says of a generator (or a search bundle) whose scripts hold the build-time base. */
export interface GeneratorFacts {
  /** Its name: `VitePress`. */
  readonly name: string;
  /** How its scripts hold the base. */
  readonly mechanism: string;
  /** What breaks once the scripts run on a site served elsewhere. */
  readonly breaks: readonly string[];
  /** The generator's own setting that makes a build for another path. */
  readonly fix: string;
  /** What stops working when `static` removes its client scripts. */
  readonly needs: readonly string[];
}

/** A generator of the table: its facts, and how its pages are read. */
export interface Generator extends GeneratorFacts {
  /** Whether a page's start tag is one of its fingerprints (one is enough). */
  readonly sign: (tag: TagView) => boolean;
  /**
   * Whether a start tag is its client runtime: a script, or a preload or prefetch of scripts or
   * data, which `static` removes. The pages are complete without them.
   */
  readonly runtime: (tag: TagView) => boolean;
  /**
   * Whether a `<noscript>`'s content is what the generator hides from readers with scripts and
   * shows with them (images): `static` shows it in place of what it stands for.
   */
  readonly shown?: (noscript: TagView) => boolean;
}

/** `<meta name="generator" content="…">` whose content begins with `prefix`. */
function generatorMeta(tag: TagView, prefix: string): boolean {
  return (
    tag.tagName === 'meta' &&
    tag.attribute('name')?.toLowerCase() === 'generator' &&
    (tag.attribute('content') ?? '').startsWith(prefix)
  );
}

export function hasId(tag: TagView, tagName: string, id: string): boolean {
  return tag.tagName === tagName && tag.attribute('id') === id;
}

/** The last path segment of a URL as written (no query or fragment). */
function lastSegment(url: string): string {
  let end = url.length;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x3f || c === 0x23) {
      end = i;
      break;
    }
  }
  const path = url.slice(0, end);
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Whether `url` (as written) has the path segment `segment` (`_next`). */
function hasSegment(url: string, segment: string): boolean {
  return url.includes('/' + segment + '/') || url.startsWith(segment + '/');
}

/** A script with `src` whose path passes `test`, or a link that preloads or prefetches one. */
function scriptOrPreload(tag: TagView, test: (url: string) => boolean): boolean {
  if (tag.tagName === 'script') {
    const src = tag.attribute('src');
    return src !== null && test(src);
  }
  if (tag.tagName !== 'link') return false;
  const href = tag.attribute('href');
  if (href === null || !test(href)) return false;
  const rel = ` ${(tag.attribute('rel') ?? '').toLowerCase().replace(/[\t\n\f\r]/g, ' ')} `;
  if (rel.includes(' modulepreload ') || rel.includes(' prefetch ')) return true;
  const as = (tag.attribute('as') ?? '').toLowerCase();
  return rel.includes(' preload ') && (as === 'script' || as === 'fetch');
}

/** An inline script whose text holds `marker`. */
function inlineScript(tag: TagView, marker: string): boolean {
  return tag.tagName === 'script' && tag.attribute('src') === null && tag.text().includes(marker);
}

const JS = /\.m?js$/;

/** The generators known, in the order reported. */
export const GENERATORS: readonly Generator[] = [
  {
    name: 'VitePress',
    sign: (tag) => generatorMeta(tag, 'VitePress') || inlineScript(tag, '__VP_SITE_DATA__'),
    mechanism:
      "the router's base and the site data (window.__VP_SITE_DATA__) are built into the app bundle and inline scripts, and each page's chunk is loaded from the base by window.__VP_HASH_MAP__",
    breaks: [
      'the page after hydration (not-found view)',
      'client navigation',
      'page chunks and search index loaded from the old base',
      'links written back to the old base',
    ],
    fix: '`base` in .vitepress/config (build for the path the site is served at), or --static',
    runtime: (tag) =>
      scriptOrPreload(tag, (url) => hasSegment(url, 'assets') && JS.test(lastSegment(url))) ||
      inlineScript(tag, '__VP_HASH_MAP__') ||
      inlineScript(tag, '__VP_SITE_DATA__'),
    needs: ['local search', 'client navigation', 'the appearance switch', 'code group tabs', 'copy buttons'],
  },
];

/** The generators whose fingerprints `tag` carries. */
export function signsOf(tag: TagView, found: Set<Generator>): void {
  for (const generator of GENERATORS) if (!found.has(generator) && generator.sign(tag)) found.add(generator);
}

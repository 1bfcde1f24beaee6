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
  /** Whether `url` (as written in one of its attributes) resolves inside the site. */
  inSite(url: string): boolean;
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
  /** Its fingerprints: a page carries the generator when each is one of the page's start tags. */
  readonly signs: readonly ((tag: TagView) => boolean)[];
  /**
   * Whether a start tag is its client runtime: a script, or a preload or prefetch of scripts or
   * data, which `static` removes. The pages are complete without them.
   */
  readonly runtime: (tag: TagView) => boolean;
  /**
   * With `offline` too: the rest of its scripts that cannot run from disk (module scripts, which
   * browsers do not load from `file://`, and what imports modules), removed as well.
   */
  readonly diskRuntime?: (tag: TagView) => boolean;
  /** What stops working when `diskRuntime` is removed too. */
  readonly diskNeeds?: readonly string[];
  /**
   * A start tag of a page built with the generator's own relative option (VitePress 2's `base:
   * './'`, Docusaurus's hash router): its scripts then find the base where the page is, so the
   * page does not carry the generator in the sense of this table (nothing holds the base).
   */
  readonly relative?: (tag: TagView) => boolean;
}

/** `<meta name="generator" content="…">` whose content begins with `prefix`. */
function generatorMeta(tag: TagView, prefix: string): boolean {
  return (
    tag.tagName === 'meta' &&
    tag.attribute('name')?.toLowerCase() === 'generator' &&
    (tag.attribute('content') ?? '').startsWith(prefix)
  );
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

/** A script of the site with `src` whose path passes `test`, or a link that preloads or prefetches one. */
function scriptOrPreload(tag: TagView, test: (url: string) => boolean): boolean {
  if (tag.tagName === 'script') {
    const src = tag.attribute('src');
    return src !== null && test(src) && tag.inSite(src);
  }
  if (tag.tagName !== 'link') return false;
  const href = tag.attribute('href');
  if (href === null || !test(href) || !tag.inSite(href)) return false;
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

/** The generators known. */
export const GENERATORS: readonly Generator[] = [
  {
    name: 'VitePress',
    signs: [(tag) => generatorMeta(tag, 'VitePress') || inlineScript(tag, '__VP_SITE_DATA__')],
    mechanism:
      "the site data (window.__VP_SITE_DATA__, inline in every page, or in VitePress 2's metadata chunk) holds the base, and the framework chunk maps each route to its page chunk by it",
    breaks: [
      'every page turns into the not-found view once hydrated',
      'page chunks and hashmap.json are loaded from the old base',
      'navigation and search results lead to the old base',
    ],
    fix: "`base: './'` in .vitepress/config (VitePress 2.0.0-alpha.20 and later: a build that works under any path), or `base` set to the path the site is served at",
    // VitePress 2's base './': each page finds the site's root from its own URL.
    relative: (tag) =>
      tag.tagName === 'script' &&
      tag.attribute('src') === null &&
      /^window\.__VP_SITE_ROOT__=new URL\("(?:\.\/|(?:\.\.\/)+)",location\)\.href;?$/.test(tag.text().trim()),
    runtime: (tag) =>
      scriptOrPreload(tag, (url) => hasSegment(url, 'assets') && JS.test(lastSegment(url))) ||
      inlineScript(tag, '__VP_HASH_MAP__') ||
      inlineScript(tag, '__VP_SITE_DATA__'),
    needs: [
      'local search',
      'the appearance switch',
      'the outline (On this page)',
      'the mobile menu',
      'client-side navigation',
      "the 404 page's view",
    ],
  },
  {
    name: 'Docusaurus',
    signs: [(tag) => generatorMeta(tag, 'Docusaurus')],
    mechanism:
      'webpack\'s public path in the runtime chunk (r.p="/docs/") and the routes table in main.js hold the base',
    breaks: [
      'hydration fails: the route chunks are loaded from the old base (ChunkLoadError)',
      'were they found, every page would turn into Page Not Found: no route matches the new path',
    ],
    fix: "`future: { experimental_router: 'hash' }` with `baseUrl: '/'` in docusaurus.config.js (Docusaurus 3.5 and later: one page that works under any path and from disk, its routes in the URL's fragment), or `baseUrl` set to the path the site is served at",
    // The hash router's build: webpack finds its public path from the script's own URL, and the
    // page loads its scripts by relative URLs (./assets/js/main.….js), never under a base path.
    relative: (tag) =>
      tag.tagName === 'script' &&
      /^\.\.?\/(?:[^/]+\/)*assets\/js\/main\.[0-9a-f]+\.js$/.test(tag.attribute('src') ?? ''),
    runtime: (tag) =>
      scriptOrPreload(tag, (url) => url.includes('assets/js/') && JS.test(lastSegment(url))) ||
      inlineScript(tag, 'insertBanner'),
    needs: ['the color mode switch', 'the mobile menu', 'collapsing sidebar categories', 'client-side navigation'],
  },
  {
    name: 'VuePress',
    signs: [(tag) => generatorMeta(tag, 'VuePress')],
    mechanism: 'the router (createWebHistory("/docs")) and the site data in the app chunk hold the base',
    breaks: [
      "every page turns into the theme's 404 view once hydrated, the address bar rewritten under the old base",
      'navigation leads to the old base',
    ],
    fix: '`base` in .vuepress/config, set to the path the site is served at (an absolute path only)',
    runtime: (tag) => scriptOrPreload(tag, (url) => hasSegment(url, 'assets') && JS.test(lastSegment(url))),
    needs: ['search', 'the color mode switch', 'the sidebar toggle', 'client-side navigation'],
  },
  {
    name: 'Gatsby',
    signs: [(tag) => generatorMeta(tag, 'Gatsby')],
    mechanism:
      'webpack\'s public path in the webpack runtime (f.p="/docs/"), and the router\'s basepath and the page-data URLs in app.js, hold the prefix',
    breaks: [
      'the runtime moves the address bar under the old prefix and fetches page data from it (404): React renders nothing',
      'links then resolve under the old prefix',
    ],
    fix: '`pathPrefix` in gatsby-config.js with `gatsby build --prefix-paths`, set to the path the site is served at (no relative prefix: gatsbyjs/gatsby#10086)',
    runtime: (tag) =>
      scriptOrPreload(tag, (url) =>
        /^(?:webpack-runtime|framework|app|polyfill)-[0-9a-f]+\.js$/.test(lastSegment(url)),
      ) ||
      (tag.tagName === 'script' && /^gatsby-(?:script-loader|chunk-mapping)$/.test(tag.attribute('id') ?? '')) ||
      inlineScript(tag, '___webpackCompilationHash'),
    needs: ['client-side navigation', 'prefetching', "scripts loaded by Gatsby's Script component"],
  },
  {
    name: 'Next.js',
    signs: [
      (tag) =>
        scriptOrPreload(tag, (url) => url.includes('_next/static/')) ||
        inlineScript(tag, 'self.__next_f') ||
        (tag.tagName === 'script' && tag.attribute('id') === '__NEXT_DATA__'),
    ],
    mechanism:
      'webpack\'s public path (r.p="/docs/_next/") and the router\'s base path in the chunks, and "p":"/docs" in every page\'s inline data (self.__next_f), hold the base path',
    breaks: [
      'every link the client router follows leads under the old base path (404)',
      "the pages' data (index.txt?_rsc=…) and chunks are prefetched from the old base path",
    ],
    fix: '`basePath` in next.config.js, set at build time to the path the site is served at',
    runtime: (tag) =>
      scriptOrPreload(tag, (url) => url.includes('_next/static/') && JS.test(lastSegment(url))) ||
      inlineScript(tag, 'self.__next_f') ||
      (tag.tagName === 'script' && tag.attribute('id') === '__NEXT_DATA__'),
    needs: ['client-side navigation', 'prefetching', "client components' interactivity"],
  },
  {
    name: 'Nuxt',
    signs: [
      (tag) =>
        (tag.tagName === 'script' && tag.attribute('id') === '__NUXT_DATA__') || inlineScript(tag, 'window.__NUXT__'),
    ],
    mechanism:
      'the app config inline in every page (window.__NUXT__.config, baseURL "/docs/") holds the base, by which the router and the payload loader work',
    breaks: [
      'once hydrated, the address bar moves under the old base',
      "the pages' payloads (_payload.json) and the build's metadata are fetched from the old base (404)",
    ],
    fix: '`app.baseURL` in nuxt.config (or NUXT_APP_BASE_URL at build), set to the path the site is served at (no relative base: nuxt/nuxt#28474)',
    runtime: (tag) =>
      scriptOrPreload(
        tag,
        (url) => (hasSegment(url, '_nuxt') && JS.test(lastSegment(url))) || lastSegment(url) === '_payload.json',
      ) ||
      (tag.tagName === 'script' && tag.attribute('id') === '__NUXT_DATA__') ||
      inlineScript(tag, 'window.__NUXT__'),
    needs: [
      'client-side navigation',
      'prefetching',
      "client components' interactivity",
      "the error pages' view (404.html and 200.html are empty shells)",
    ],
  },
  {
    name: 'Starlight search (Pagefind)',
    signs: [
      (tag) => generatorMeta(tag, 'Starlight'),
      (tag) => scriptOrPreload(tag, (url) => lastSegment(url).startsWith('Search.astro_astro_type_script')),
    ],
    mechanism:
      "Starlight's search script holds the base as Pagefind's bundle path and result URL (/docs/pagefind/), and Vite's preload helper holds it for the search UI's chunks",
    breaks: [
      'search: pagefind.js, its index and fragments are loaded from the old base',
      "the search UI's chunks are preloaded from the old base (404)",
    ],
    fix: '`base` in astro.config.mjs, set to the path the site is served at (Astro builds no relative base: withastro/astro#5435)',
    runtime: (tag) => scriptOrPreload(tag, (url) => lastSegment(url).startsWith('Search.astro_astro_type_script')),
    needs: ['search'],
    diskRuntime: (tag) =>
      (tag.tagName === 'script' && tag.attribute('type') === 'module' && scriptOrPreload(tag, () => true)) ||
      scriptOrPreload(tag, (url) => hasSegment(url, '_astro') && JS.test(lastSegment(url))) ||
      inlineScript(tag, 'astro-island') ||
      inlineScript(tag, '(self.Astro||'),
    diskNeeds: ["the islands' interactivity", 'the table of contents highlight', 'prefetching'],
  },
];

/** The fingerprints of one page, seen tag by tag: the generators it carries. */
export class Fingerprints {
  /** For each generator, which of its signs a tag matched. */
  readonly #seen = new Map<Generator, boolean[]>();
  /** The generators whose relative build the page is (see Generator.relative). */
  readonly #relative = new Set<Generator>();

  see(tag: TagView): void {
    for (const generator of GENERATORS) {
      let seen = this.#seen.get(generator);
      generator.signs.forEach((sign, i) => {
        if (seen?.[i] !== true && sign(tag)) (seen ??= this.#remember(generator))[i] = true;
      });
      if (generator.relative?.(tag) === true) this.#relative.add(generator);
    }
  }

  /** The generators whose every sign the page carries, but those whose relative build it is. */
  found(): Generator[] {
    return GENERATORS.filter((g) => {
      const seen = this.#seen.get(g);
      return seen !== undefined && g.signs.every((_, i) => seen[i] === true) && !this.#relative.has(g);
    });
  }

  #remember(generator: Generator): boolean[] {
    const seen = generator.signs.map(() => false);
    this.#seen.set(generator, seen);
    return seen;
  }
}

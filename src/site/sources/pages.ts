/**
 * Which source files a built page was made from, by their paths: `guide/intro.md`,
 * `guide/intro/index.md`, `guide/intro.mdx`, `docs/guide/intro.md` (Docusaurus),
 * `src/content/docs/guide/intro.md` (Starlight), `src/guide/intro.md` (Eleventy) all make
 * `guide/intro/index.html` or `guide/intro.html`.
 */
import type { SourceFile } from './files';
import { pageKey } from './keys';

/** A source file that makes a page, and the place its own relative links are read against (its URL in the site). */
export interface PageSource {
  source: SourceFile;
  place: URL;
}

/**
 * The folders under a source directory that the generators take pages from: a source path under one
 * is also read without it (`docs/guide/intro.md` as `guide/intro.md`).
 */
const CONTENT_ROOTS = ['src/content/docs/', 'src/pages/', 'src/', 'docs/', 'content/', 'pages/'];

/** A way to read a source's path as a page: `path` in the site, `key` its page key. */
interface Reading {
  source: SourceFile;
  path: string;
  key: string;
}

/** The sources of pages, indexed by their page keys. */
export class PageSources {
  /** Readings by their whole key. */
  readonly #byKey = new Map<string, Reading[]>();
  /** Readings by each proper tail of their key (`guide/intro` for `docs/guide/intro`), with the part cut. */
  readonly #byTail = new Map<string, { reading: Reading; cut: number }[]>();

  constructor(
    sources: readonly SourceFile[],
    readonly base: URL,
  ) {
    for (const source of sources) {
      for (const path of sitePaths(source.path)) this.#index({ source, path, key: pageKey(path) });
    }
  }

  /**
   * The sources of built page `page` (`guide/intro/index.html`), in listing order: those whose key
   * is the page's, those whose key ends with the page's (a content folder the paths above did not
   * name), and those whose key is an end of the page's (a route prefix, such as Docusaurus's
   * `routeBasePath`).
   */
  of(page: string): PageSource[] {
    const key = pageKey(page);
    const found = new Map<SourceFile, URL>();
    const add = (source: SourceFile, sitePath: string): void => {
      if (!found.has(source)) found.set(source, new URL(encodedPath(sitePath), this.base));
    };
    for (const reading of this.#byKey.get(key) ?? []) add(reading.source, reading.path);
    if (key !== '') {
      for (const { reading, cut } of this.#byTail.get(key) ?? []) add(reading.source, reading.path.slice(cut));
      const segments = key.split('/');
      for (let k = 1; k < segments.length; k++) {
        const prefix = segments.slice(0, k).join('/') + '/';
        for (const reading of this.#byKey.get(segments.slice(k).join('/')) ?? [])
          add(reading.source, prefix + reading.path);
      }
    }
    return [...found].map(([source, place]) => ({ source, place }));
  }

  /** The place of a source's own relative links when it is not a page's source: its path read in the site. */
  placeOf(source: SourceFile): URL {
    const paths = sitePaths(source.path);
    return new URL(encodedPath(paths[paths.length - 1]!), this.base);
  }

  #index(reading: Reading): void {
    push(this.#byKey, reading.key, reading);
    if (reading.key === '') return;
    let cut = reading.key.indexOf('/');
    while (cut >= 0) {
      push(this.#byTail, reading.key.slice(cut + 1), { reading, cut: cut + 1 });
      cut = reading.key.indexOf('/', cut + 1);
    }
  }
}

/** The paths a source may have in the site: as found, and without each content folder it lies in. */
function sitePaths(path: string): string[] {
  const paths = [path];
  for (const root of CONTENT_ROOTS) if (path.startsWith(root)) paths.push(path.slice(root.length));
  return paths;
}

/** A path as a relative URL: `%`, `?` and `#` in a file name are escaped, so that they stay in the path. */
function encodedPath(path: string): string {
  return path.replaceAll('%', '%25').replaceAll('?', '%3F').replaceAll('#', '%23');
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/**
 * A `buildEnd` hook for VitePress's config that checks the links of the built site, and rewrites
 * them relative with `static: true`, with java-uri/site/walk. The base is VitePress's own `base`;
 * the origin, `sitemap.hostname` when set. ES module only, Node.js 20 or later; it imports nothing
 * of VitePress.
 * @module java-uri/vitepress
 */
import { baseUrl, consoleLog, runPlugin, settings, type PluginLog, type PluginOptions } from './core';

export type { Finding, PluginOptions } from './core';

/**
 * The options of the VitePress hook: those of every plugin, and the site's URL where VitePress has none.
 * @example
 * ```js
 * // .vitepress/config.mjs, without sitemap.hostname: links written https://example.com/docs/… are the site's
 * export default defineConfig({ base: '/docs/', buildEnd: javaUri({ site: 'https://example.com' }) });
 * ```
 */
export interface VitePressPluginOptions extends PluginOptions {
  /**
   * The site's URL (`https://example.com`), whose origin the links written with a host are judged
   * against, when the config has no `sitemap.hostname` (then it is that, and this is an error):
   * without either, such links are taken as links to another site. Its path, if any, must be
   * `base`.
   */
  site?: string;
}

/** The part of VitePress's resolved config (`SiteConfig`) the hook reads. */
export interface VitePressSiteConfigLike {
  /** The built site's directory. */
  outDir: string;
  /** The directory of the site's Markdown (a finding is told where its link is written there). */
  srcDir?: string | undefined;
  /** The site's data. */
  site: {
    /** The path the site is built for (`/docs/`). */
    base: string;
  };
  /** The sitemap's options. */
  sitemap?:
    | {
        /** The site's URL (`https://example.com/docs/`): the origin of the links. */
        hostname?: string | undefined;
      }
    | undefined;
  /** VitePress's logger. */
  logger?:
    | {
        /** Logs a message. */
        info(message: string): void;
        /** Logs a warning. */
        warn(message: string): void;
      }
    | undefined;
}

/**
 * The `buildEnd` hook: once VitePress's build is done, checks every link inside the built site
 * (missing files and fragments), logs a summary through VitePress's logger, and fails the build on
 * the findings of `failOn`.
 *
 * VitePress's client scripts hold the build-time base (the router and the inline site data), so
 * that a site rewritten relative breaks once they run anywhere else: by default the links are
 * only checked, and the log says so. `static: true` rewrites them relative and removes VitePress's
 * client scripts from the pre-rendered pages, which then work under any path and from disk (without
 * local search, the appearance switch, client-side navigation…).
 * @param options - `rewrite`, `check`, `failOn`, `static` (see PluginOptions), `site`
 * @returns the hook, for `buildEnd` (or to await in your own `buildEnd`, with its SiteConfig)
 * @throws TypeError for options of the wrong type, or that contradict each other
 * @example
 * ```js
 * // .vitepress/config.mjs
 * import { defineConfig } from 'vitepress';
 * import javaUri from 'java-uri/vitepress';
 *
 * export default defineConfig({
 *   base: '/docs/',
 *   sitemap: { hostname: 'https://example.com/docs/' },
 *   buildEnd: javaUri({ static: true }),
 * });
 * ```
 */
export default function javaUriVitePress(
  options?: VitePressPluginOptions,
): (siteConfig: VitePressSiteConfigLike) => Promise<void> {
  const name = 'java-uri/vitepress';
  const checked = settings(name, options, ['site']);
  const site = options?.site;
  if (site !== undefined) baseUrl(name, site, '/', 'site');
  return async (siteConfig) => {
    const hostname = siteConfig.sitemap?.hostname;
    if (hostname !== undefined && site !== undefined)
      throw new TypeError(`${name}: the site's URL is sitemap.hostname (${hostname}); remove the site option`);
    const url =
      hostname === undefined
        ? baseUrl(name, site, siteConfig.site.base, 'site', true)
        : baseUrl(name, hostname, siteConfig.site.base, 'sitemap.hostname');
    const logger = siteConfig.logger;
    const log: PluginLog =
      logger === undefined
        ? consoleLog
        : { info: (m) => logger.info(`java-uri: ${m}`), warn: (m) => logger.warn(`java-uri: ${m}`) };
    const sources = siteConfig.srcDir === undefined ? [] : [siteConfig.srcDir];
    await runPlugin(name, siteConfig.outDir, url, checked, log, sources);
  };
}

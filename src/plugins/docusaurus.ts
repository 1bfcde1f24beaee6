/**
 * A Docusaurus plugin that checks the links of the built site, and rewrites them relative with
 * `static: true`, once the build is done (`postBuild`), with java-uri/site/walk. The site's URL is
 * Docusaurus's own: `url` (its origin) and `baseUrl` (each locale's). ES module only, Node.js 20 or
 * later; it imports nothing of Docusaurus.
 * @module java-uri/docusaurus
 */
import { join } from 'node:path';
import { baseUrl, consoleLog, runPlugin, settings, type PluginOptions } from './core';

export type { Finding, PluginOptions } from './core';

/**
 * The options of the Docusaurus plugin: those of every plugin, and Docusaurus's own plugin `id`.
 * @example
 * ```js
 * plugins: [['java-uri/docusaurus', { rewrite: false, failOn: ['missing-file', 'scripts-hold-base'] }]],
 * ```
 */
export interface DocusaurusPluginOptions extends PluginOptions {
  /** The plugin instance's id, which Docusaurus adds (ignored). */
  id?: string;
}

/** The part of Docusaurus's site config the plugin reads. */
export interface DocusaurusSiteConfigLike {
  /** The site's URL (`https://example.com`): the origin of the links. */
  url: string;
  /** The path the site is built for (`/docs/`). */
  baseUrl: string;
}

/** The part of Docusaurus's plugin context (`LoadContext`) and of `postBuild`'s props the plugin reads. */
export interface DocusaurusContextLike {
  /** The site config. */
  siteConfig: DocusaurusSiteConfigLike;
  /** The built site's directory (the locale's). */
  outDir: string;
  /** The locale's base path (`/docs/`, `/docs/fr/`): `siteConfig.baseUrl` when absent. */
  baseUrl?: string | undefined;
  /** The site's directory (its `docs/`, `blog/` and `src/pages/`: a finding is told where its link is written there). */
  siteDir?: string | undefined;
}

/** The plugin instance, as Docusaurus takes it (typed here, so that java-uri depends on no Docusaurus package). */
export interface DocusaurusPluginLike {
  /** `'java-uri'`. */
  name: string;
  /** Checks and rewrites the built site (each locale's, in its `outDir`). */
  postBuild: (props: DocusaurusContextLike) => Promise<void>;
}

/**
 * The plugin: once Docusaurus's build is done, checks every link inside the built site (missing
 * files and fragments), logs a summary on the console, and fails the build on the findings of
 * `failOn`. The base URL is Docusaurus's `url` (its origin) and the locale's `baseUrl`.
 *
 * Docusaurus's client scripts hold the build-time base (webpack's public path and the routes), so
 * that a site rewritten relative breaks once they run anywhere else: by default the links are only
 * checked, and the log says so. `static: true` rewrites them relative and removes Docusaurus's
 * client scripts from the pre-rendered pages, which then work under any path and from disk (without
 * the color mode switch, the mobile menu, client-side navigation…).
 * @param context - the plugin context Docusaurus passes
 * @param options - a DocusaurusPluginOptions: `rewrite`, `check`, `failOn`, `static` (see PluginOptions);
 *   typed `unknown`, as Docusaurus's `PluginModule` passes them, and checked when the plugin is made
 * @throws TypeError for options of the wrong type, or that contradict each other
 * @example
 * ```js
 * // docusaurus.config.js
 * export default {
 *   url: 'https://example.com',
 *   baseUrl: '/docs/',
 *   plugins: [['java-uri/docusaurus', { static: true }]],
 *   // …
 * };
 * ```
 */
export default function javaUriDocusaurus(context: DocusaurusContextLike, options?: unknown): DocusaurusPluginLike {
  const name = 'java-uri/docusaurus';
  const checked = settings(name, options, ['id']);
  baseUrl(name, context.siteConfig.url, context.siteConfig.baseUrl, 'url');
  return {
    name: 'java-uri',
    postBuild: async ({ outDir, siteConfig, baseUrl: localeBase }) => {
      const base = baseUrl(name, siteConfig.url, localeBase ?? siteConfig.baseUrl, 'url');
      // The sources a finding is told in: the docs, the blog and the pages (those the site has).
      const siteDir = context.siteDir;
      const sources = siteDir === undefined ? [] : ['docs', 'blog', 'src/pages'].map((d) => join(siteDir, d));
      await runPlugin(name, outDir, base, checked, consoleLog, sources);
    },
  };
}

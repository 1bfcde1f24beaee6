/**
 * An Astro integration that checks the links of the built site and rewrites them relative, once
 * the build is done (`astro:build:done`), with java-uri/site/walk. The site's URL is Astro's own:
 * `site` (its origin) and `base`. ES module only, Node.js 20 or later; it imports nothing of Astro.
 * @module java-uri/astro
 */
import { fileURLToPath } from 'node:url';
import { baseUrl, runPlugin, settings, type PluginLog, type PluginOptions } from './core';

export type { Finding, PluginOptions } from './core';

/** The part of Astro's integration logger the integration uses. */
export interface AstroLoggerLike {
  /** Logs a message. */
  info(message: string): void;
  /** Logs a warning. */
  warn(message: string): void;
}

/** The part of Astro's resolved configuration the integration reads. */
export interface AstroConfigLike {
  /** The site's URL (`https://example.com`): the origin of the links. */
  site?: string | undefined;
  /** The path the site is built for (`/docs`). */
  base: string;
  /** The source directory (`file:///…/src/`): a finding is told where its link is written under it. */
  srcDir?: URL | undefined;
}

/**
 * The integration, as Astro takes it in `integrations` (typed here, so that java-uri depends on no
 * Astro package; it is an `AstroIntegration`).
 */
export interface AstroIntegrationLike {
  /** `'java-uri'`. */
  name: string;
  /** The hooks: the configuration once resolved, and the build once done. */
  hooks: {
    /** Reads `site` and `base`. */
    'astro:config:done': (options: { config: AstroConfigLike; logger: AstroLoggerLike }) => void;
    /** Checks and rewrites the built site in `dir`. */
    'astro:build:done': (options: { dir: URL; logger: AstroLoggerLike }) => Promise<void>;
  };
}

/**
 * The integration: once Astro's build is done, checks every link inside the built site (missing
 * files and fragments), rewrites the links relative to each page so that the site works under any
 * path and from disk, logs a summary through Astro's logger, and fails the build on the findings of
 * `failOn`. The base URL is Astro's `site` (its origin; without it, links written with a host are
 * taken as links to another site) and `base`.
 *
 * Where Astro's client scripts hold the build-time base (Starlight's search: Pagefind's path), the
 * links are only checked, and the log says so and names the fix: `static: true` rewrites them and
 * removes those scripts (the search goes), or `base` set to the path the site is served at. Put it
 * last in `integrations`: Astro runs their hooks in order, and those before it may still write files
 * (Starlight's search index).
 * @param options - `rewrite`, `check`, `failOn`, `static` (see PluginOptions)
 * @throws TypeError for options of the wrong type, or that contradict each other
 * @example
 * ```js
 * // astro.config.mjs
 * import { defineConfig } from 'astro/config';
 * import javaUri from 'java-uri/astro';
 *
 * export default defineConfig({
 *   site: 'https://example.com',
 *   base: '/docs',
 *   integrations: [javaUri({ failOn: ['missing-file'] })],
 * });
 * ```
 */
export default function javaUriAstro(options?: PluginOptions): AstroIntegrationLike {
  const name = 'java-uri/astro';
  const checked = settings(name, options);
  let config: AstroConfigLike | undefined;
  return {
    name: 'java-uri',
    hooks: {
      'astro:config:done': ({ config: resolved }) => {
        config = resolved;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (config === undefined) throw new Error(`${name}: astro:build:done came before astro:config:done`);
        const base = baseUrl(name, config.site, config.base, 'site');
        const log: PluginLog = { info: (m) => logger.info(m), warn: (m) => logger.warn(m) };
        // The sources a finding is told in: the content collections and the pages.
        const src =
          config.srcDir === undefined ? [] : [new URL('content/', config.srcDir), new URL('pages/', config.srcDir)];
        await runPlugin(
          name,
          fileURLToPath(dir),
          base,
          checked,
          log,
          src.map((u) => fileURLToPath(u)),
        );
      },
    },
  };
}

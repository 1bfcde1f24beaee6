/**
 * An Eleventy plugin that checks the links of the built site and rewrites them relative, once the
 * build is done (the `eleventy.after` event), with java-uri/site/walk. The base is Eleventy's own
 * `pathPrefix`; the origin, the plugin's `site` option (Eleventy has no site URL). ES module only,
 * Node.js 20 or later; it imports nothing of Eleventy.
 * @module java-uri/eleventy
 */
import { resolve } from 'node:path';
import { baseUrl, consoleLog, runPlugin, settings, type PluginLog, type PluginOptions } from './core';

export type { Finding, PluginOptions } from './core';

/**
 * The options of the Eleventy plugin: those of every plugin, and the site's URL.
 * @example
 * ```js
 * eleventyConfig.addPlugin(javaUri, { site: 'https://example.com', failOn: ['missing-file'] });
 * ```
 */
export interface EleventyPluginOptions extends PluginOptions {
  /**
   * The site's URL (`https://example.com`), whose origin the links written with a host are judged
   * against: without it, such links are taken as links to another site. Its path, if any, must be
   * the `pathPrefix`.
   */
  site?: string;
}

/** What Eleventy passes to `eleventy.after` listeners, as far as the plugin reads it. */
export interface EleventyAfterArgs {
  /** The project's directories. */
  directories: {
    /** The output directory, relative to the working directory (`./_site/`). */
    output: string;
    /** The input directory (`./src/`): a finding is told where its link is written under it. */
    input?: string | undefined;
  };
  /** `fs` when the build wrote files (not `json` or `ndjson`). */
  outputMode?: string | undefined;
}

/** The part of Eleventy's configuration API the plugin uses. */
export interface EleventyConfigLike {
  /** Eleventy's `pathPrefix` (`/docs/`), set before plugins run. */
  pathPrefix?: string | undefined;
  /** Eleventy's logger. */
  logger?:
    | {
        /** Logs a message (with `force`, even with `--quiet`). */
        logWithOptions(options: {
          message: string;
          type?: string;
          color?: string;
          force?: boolean;
          prefix?: string;
        }): void;
      }
    | undefined;
  /** Adds a listener to an event. */
  on(event: 'eleventy.after', listener: (args: EleventyAfterArgs) => Promise<void>): unknown;
}

/**
 * The plugin: once Eleventy's build is done, checks every link inside the built site (missing
 * files and fragments), rewrites the links relative to each page so that the site works under any
 * path and from disk, logs a summary through Eleventy's logger (even with `--quiet`), and fails the
 * build on the findings of `failOn`. The base URL is the `site` option's origin and Eleventy's
 * `pathPrefix`. Eleventy's pages run no script that holds the base: they are rewritten by default.
 * @param eleventyConfig - Eleventy's configuration API, as Eleventy passes it to `addPlugin`'s plugin
 * @param options - `rewrite`, `check`, `failOn`, `static` (see PluginOptions), `site`
 * @throws TypeError for options of the wrong type, or that contradict each other
 * @example
 * ```js
 * // eleventy.config.js
 * import javaUri from 'java-uri/eleventy';
 *
 * export const config = { pathPrefix: '/docs/' };
 *
 * export default function (eleventyConfig) {
 *   eleventyConfig.addPlugin(javaUri, { site: 'https://example.com' });
 * }
 * ```
 */
export default function javaUriEleventy(eleventyConfig: EleventyConfigLike, options?: EleventyPluginOptions): void {
  const name = 'java-uri/eleventy';
  const checked = settings(name, options, ['site']);
  const site = options?.site;
  if (site !== undefined) baseUrl(name, site, '/', 'site');
  eleventyConfig.on('eleventy.after', async ({ directories, outputMode }) => {
    const logger = eleventyConfig.logger;
    const log: PluginLog =
      logger === undefined
        ? consoleLog
        : {
            info: (message) => logger.logWithOptions({ message, prefix: '[java-uri]', force: true }),
            warn: (message) =>
              logger.logWithOptions({ message, type: 'warn', color: 'yellow', prefix: '[java-uri]', force: true }),
          };
    if (outputMode !== undefined && outputMode !== 'fs') {
      log.info(`nothing checked: this build wrote no files (output mode ${outputMode})`);
      return;
    }
    const base = baseUrl(name, site, eleventyConfig.pathPrefix, 'site', true);
    const sources = directories.input === undefined ? [] : [resolve(directories.input)];
    await runPlugin(name, resolve(directories.output), base, checked, log, sources);
  });
}

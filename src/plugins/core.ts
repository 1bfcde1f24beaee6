/**
 * What the generator plugins share (java-uri/astro, java-uri/vitepress, java-uri/eleventy,
 * java-uri/docusaurus): their options, checked; the site's base URL from the generator's own
 * settings; and one run over the built site with java-uri/site/walk, which checks its links, rewrites
 * them relative where that leaves a site that works anywhere, tells what it did through the
 * generator's logger, and fails the build on the findings asked for.
 */
import type { LinkRecord, SiteNotice, SiteRunOptions, SiteSummary } from 'java-uri/site/walk';

/**
 * A finding of the check that can fail the build (see PluginOptions.failOn):
 * - `missing-file`: a link inside the site to a file it does not hold;
 * - `missing-fragment`: a link to a fragment that the page (or SVG file) it leads to does not define;
 * - `scripts-hold-base`: the generator's client scripts hold the build-time base, so that the site
 *   works only at that base (VitePress, Docusaurus, Starlight's search…), unless `static` removed them.
 * @example
 * ```js
 * const failOn = ['missing-file', 'missing-fragment', 'scripts-hold-base']; // every finding fails the build
 * ```
 */
export type Finding = 'missing-file' | 'missing-fragment' | 'scripts-hold-base';

/**
 * The options every plugin takes.
 * @example
 * ```js
 * // Rewrite VitePress's pages for any path (its client scripts removed), and fail the build on a
 * // broken link but not on a missing fragment:
 * javaUri({ static: true, failOn: ['missing-file'] });
 * // Only check, and fail on nothing (the findings are logged):
 * javaUri({ rewrite: false, failOn: [] });
 * ```
 */
export interface PluginOptions {
  /**
   * Rewrite the links of the built site, in place, as page-relative references, so that it works
   * under any path and from disk. Default `true`; but where the generator's client scripts hold the
   * build-time base, the links are only checked (and the plugin says so), unless `static` is set.
   */
  rewrite?: boolean;
  /**
   * Check every link inside the site (missing files and fragments) and tell the findings. Default
   * `true`; `false` tells nothing of the links, and fails the build on nothing.
   */
  check?: boolean;
  /**
   * The findings that fail the build. Default `['missing-file', 'missing-fragment']` (with
   * `check: false`, none); `[]` fails it on nothing.
   */
  failOn?: readonly Finding[];
  /**
   * Where the generator's client scripts hold the build-time base: rewrite anyway, removing the
   * generator's own scripts and their preloads (its pre-rendered pages then work anywhere, without
   * what needs the scripts: search, client-side navigation…). Default `false`.
   */
  static?: boolean;
  /**
   * Rewrite for reading from disk too (`file://`, a copy handed round as a folder): each link names
   * its file (`guide/index.html`, not `guide/`), as `java-uri site --offline` writes them; with
   * `static`, the generator's scripts that cannot run from disk are removed as well. Default `false`.
   */
  offline?: boolean;
}

/** The options as checked, with their defaults. */
export interface Settings {
  readonly rewrite: boolean;
  readonly check: boolean;
  readonly failOn: ReadonlySet<Finding>;
  readonly static: boolean;
  readonly offline: boolean;
}

/** Where a plugin tells what it did: the generator's logger, or the console. */
export interface PluginLog {
  info(message: string): void;
  warn(message: string): void;
}

/** What a run did, for the tests. */
export interface PluginReport {
  /** Whether the links were rewritten. */
  readonly rewritten: boolean;
  /** The generators whose client scripts hold the base in the site as left (none after `static`). */
  readonly heldBy: readonly string[];
  /** Findings by kind (none counted with `check: false`). */
  readonly counts: Readonly<Record<Finding, number>>;
  /** The summary of the last walk (the rewrite's, when there was one). */
  readonly summary: SiteSummary;
}

const FINDINGS: readonly Finding[] = ['missing-file', 'missing-fragment', 'scripts-hold-base'];
const KNOWN = ['rewrite', 'check', 'failOn', 'static', 'offline'];

/**
 * The placeholder origin for a site whose URL the generator does not know (the same as
 * java-uri/site's default base): links written with a host are then links to another site.
 */
export const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/** How many findings a log or an error names. */
const NAMED = 10;

const typeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'string'
        ? JSON.stringify(value)
        : typeof value;

/**
 * Checks a plugin's options (`undefined`: the defaults); `extra` names the plugin's own options,
 * which the caller reads. Throws a TypeError, prefixed with `name`, for an unknown option, a wrong
 * type, or options that contradict each other.
 */
export function settings(name: string, options: unknown, extra: readonly string[] = []): Settings {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(`${name}: the options must be an object, got ${typeOf(options)}`);
  const given = options as Record<string, unknown>;
  for (const key of Object.keys(given))
    if (!KNOWN.includes(key) && !extra.includes(key))
      throw new TypeError(`${name}: unknown option ${JSON.stringify(key)} (known: ${[...KNOWN, ...extra].join(', ')})`);
  const flag = (key: string, fallback: boolean) => {
    const value = given[key];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') throw new TypeError(`${name}: ${key} must be a boolean, got ${typeOf(value)}`);
    return value;
  };
  const rewrite = flag('rewrite', true);
  const check = flag('check', true);
  const staticRun = flag('static', false);
  if (staticRun && !rewrite)
    throw new TypeError(
      `${name}: static: true removes scripts while rewriting the links; it cannot go with rewrite: false`,
    );
  const offline = flag('offline', false);
  if (offline && !rewrite)
    throw new TypeError(
      `${name}: offline: true rewrites the links for reading from disk; it cannot go with rewrite: false`,
    );
  if (!rewrite && !check) throw new TypeError(`${name}: rewrite: false and check: false leave nothing to do`);
  let failOn: Finding[];
  if (given.failOn === undefined) failOn = check ? ['missing-file', 'missing-fragment'] : [];
  else {
    const list = given.failOn;
    if (!Array.isArray(list) || list.some((f) => !(FINDINGS as unknown[]).includes(f)))
      throw new TypeError(
        `${name}: failOn must be an array of ${FINDINGS.map((f) => `'${f}'`).join(', ')}, got ${
          Array.isArray(list) ? JSON.stringify(list) : typeOf(list)
        }`,
      );
    failOn = list as Finding[];
    if (!check && failOn.length > 0)
      throw new TypeError(`${name}: failOn needs the check; it cannot go with check: false`);
  }
  return { rewrite, check, failOn: new Set(failOn), static: staticRun, offline };
}

/**
 * The site's base URL: the origin of `site` (the site's URL) and the base path `path` (a missing
 * leading or final `/` is added). Without `site`, the placeholder origin. The path of a `site` from
 * the generator's settings is ignored (the base path is the path); that of the plugin's own `site`
 * option (`own`) must be `/` or the base path. Throws a TypeError, prefixed with `name`, for a
 * `site` that is no http(s) URL, naming `what` (the setting it came from).
 */
export function baseUrl(name: string, site: unknown, path: unknown, what: string, own = false): string {
  let base = typeof path === 'string' && path !== '' ? path : '/';
  if (!base.startsWith('/')) base = '/' + base;
  if (!base.endsWith('/')) base += '/';
  if (site === undefined || site === null || site === '') return new URL(base, PLACEHOLDER_ORIGIN).href;
  if (typeof site !== 'string' || !URL.canParse(site) || !/^https?:$/.test(new URL(site).protocol))
    throw new TypeError(`${name}: ${what} must be an http or https URL, got ${typeOf(site)}`);
  const url = new URL(site);
  const sitePath = url.pathname.endsWith('/') ? url.pathname : url.pathname + '/';
  if (own && sitePath !== '/' && sitePath !== base)
    throw new TypeError(
      `${name}: ${what} ${site} has the path ${sitePath}, not the base ${base}: give the origin only`,
    );
  return new URL(base, url.origin).href;
}

/** A finding, as told: `FILE:LINE:COLUMN: what`. */
interface Told {
  readonly kind: Finding;
  text: string;
  /** A link's finding: the page and the link, to be told where the sources write it. */
  readonly link?: { file: string; link: LinkRecord };
}

/**
 * Runs the plugin over the built site in `dir`, published at `base`: checks its links, rewrites
 * them where that leaves a site that works anywhere, tells `log` what it did, and throws an Error
 * (prefixed with `name`) naming the count and the first findings when a finding is one of `failOn`.
 * A finding is told where its link is written in `sources` (the generator's source directories:
 * `guide/intro.md:9:16: … [built: guide/intro.html:21:7775]`), where one writes it.
 */
export async function runPlugin(
  name: string,
  dir: string,
  base: string,
  settings: Settings,
  log: PluginLog,
  sources: readonly string[] = [],
): Promise<PluginReport> {
  const { relativizeSite, locateSources } = await import('java-uri/site/walk');
  const told: Told[] = [];
  const counts: Record<Finding, number> = { 'missing-file': 0, 'missing-fragment': 0, 'scripts-hold-base': 0 };
  const onLink = (file: string, link: LinkRecord) => {
    // A fragment the page's own scripts make works for the readers with scripts on: no finding.
    if (link.problem === undefined || link.problem === 'fragment-by-script') return;
    counts[link.problem]++;
    if (told.length < 1000) {
      const what = link.problem === 'missing-file' ? 'missing file' : 'missing fragment';
      told.push({
        kind: link.problem,
        text: `${file}:${link.line}:${link.column}: ${what} ${link.value} (${link.where})`,
        link: { file, link },
      });
    }
  };
  /** The findings told at the source line that writes their link, the built place after it. */
  const locate = async () => {
    const links = told.filter((t) => t.link !== undefined);
    if (sources.length === 0 || links.length === 0) return;
    const asked = links.map(({ link }) => ({
      page: link!.file,
      value: link!.link.value,
      target: link!.link.target ?? '',
    }));
    const located = await locateSources(sources, base, asked, { skip: [dir] });
    links.forEach((t, i) => {
      const at = located[i]![0];
      if (at === undefined) return;
      const built = t.text.slice(0, t.text.indexOf(': '));
      t.text = `${at.file}:${at.line}:${at.column}${t.text.slice(built.length)} [built: ${built}]`;
    });
  };
  const errors: string[] = [];
  const onError = (file: string, message: string) => void errors.push(`${file}: ${message}`);
  // A worker thread per core once the pages ahead warrant them (the same result for any count).
  const jobs = 'auto';
  const walk = (options: SiteRunOptions) =>
    relativizeSite(dir, { base, jobs, onError, ...(settings.check ? { onLink } : {}), ...options });
  const held = (summary: SiteSummary) =>
    summary.notices.filter(
      (n): n is Extract<SiteNotice, { kind: 'scripts-hold-base' }> => n.kind === 'scripts-hold-base',
    );
  const path = new URL(base).pathname;
  // Where the site works: its base URL, or its path where the generator gives no origin.
  const at = new URL(base).origin === PLACEHOLDER_ORIGIN ? path : base;

  // With static, one walk rewrites (its findings are those of the site as left). Else the links
  // are checked first; they are rewritten, by a second walk, only where nothing holds the base and
  // no finding fails the build.
  let summary = await walk(
    settings.static ? { static: true, offline: settings.offline } : { dryRun: true, asWritten: true },
  );
  await locate();
  const holding = held(summary);
  for (const h of holding) {
    const first = h.files[0];
    const more = h.files.length > 1 ? `, and ${h.files.length - 1} more files` : '';
    const where = first === undefined ? '' : ` (${first.file}:${first.line}:${first.column}${more})`;
    if (settings.check) {
      counts['scripts-hold-base']++;
      told.push({
        kind: 'scripts-hold-base',
        text: `scripts-hold-base: ${h.generator}'s client scripts hold the build-time base ${path}${where}`,
      });
    }
  }
  const total = [...settings.failOn].reduce((sum, kind) => sum + counts[kind], 0);
  let rewritten = settings.static;
  const skipped = !settings.static && settings.rewrite && holding.length > 0;
  if (!settings.static && settings.rewrite && holding.length === 0 && total === 0) {
    // The same links again, written this time (their findings were told by the check); the errors
    // are this walk's, which writes.
    errors.length = 0;
    summary = await relativizeSite(dir, { base, jobs, onError, offline: settings.offline });
    rewritten = true;
  }

  const n = (x: number, one: string, many = one + 's') => `${x.toLocaleString('en-US')} ${x === 1 ? one : many}`;
  const files = `${n(summary.pages, 'page')} and ${n(summary.stylesheets, 'stylesheet')}`;
  const problems = settings.check
    ? `${n(counts['missing-file'], 'link')} to missing files, ${n(counts['missing-fragment'], 'link')} to missing fragments`
    : 'links not checked (check: false)';
  if (rewritten) {
    const made = summary.outcomes.relativized ?? 0;
    log.info(
      `rewrote the links of ${files} relative to each page (${made.toLocaleString('en-US')} of ${n(summary.links, 'link')} made relative, ${n(
        summary.changedFiles,
        'file',
      )} changed); ${problems}`,
    );
    const kept = (summary.outcomes['outside-base'] ?? 0) + (summary.outcomes.unverified ?? 0);
    if (kept > 0)
      log.warn(
        `${n(kept, 'link')} kept as written that will break wherever the site moves (to the site's origin outside ${path}, or not verified): \`npx java-uri site --dry-run --base ${base} DIR\` names them`,
      );
  } else log.info(`checked ${files}: ${n(summary.links, 'link')}, ${problems}`);
  for (const notice of summary.notices) if (notice.kind === 'static') log.info(`static: ${notice.message}`);
  for (const h of holding) {
    const fix = `${h.fix}; or, with this build, static: true (removes ${h.generator}'s client scripts: its pre-rendered pages then work anywhere, without what needs them)`;
    if (skipped)
      log.warn(
        `did not rewrite the links: ${h.generator}'s client scripts hold the build-time base ${path} (${h.mechanism}); on a rewritten site served elsewhere, ${h.breaks[0]}. The site works only at ${at}. For a site that works anywhere: ${fix}`,
      );
    else if (settings.static)
      log.warn(
        `${h.generator}'s client scripts hold the build-time base ${path} and static: true removed none of them: served elsewhere, ${h.breaks[0]}`,
      );
    else
      log.info(
        `${h.generator}'s client scripts hold the build-time base ${path}: the site works only at ${at}. For a site that works anywhere: ${fix}`,
      );
  }
  if (errors.length > 0)
    log.warn(
      `${n(errors.length, 'file')} could not be processed or ${errors.length === 1 ? 'was' : 'were'} left alone: ${errors.slice(0, NAMED).join('; ')}${
        errors.length > NAMED ? `; and ${errors.length - NAMED} more` : ''
      }`,
    );

  if (total > 0) {
    const failing = told.filter((t) => settings.failOn.has(t.kind));
    const first = failing.slice(0, NAMED).map((t) => `  ${t.text}`);
    const more = total > first.length ? [`  … and ${total - first.length} more`] : [];
    throw new Error(
      `${name}: ${n(total, 'finding')} ${total === 1 ? 'fails' : 'fail'} the build (failOn: ${[...settings.failOn].join(', ')}):\n${[
        ...first,
        ...more,
      ].join('\n')}`,
    );
  }
  const shown = told.filter((t) => t.kind !== 'scripts-hold-base');
  for (const t of shown.slice(0, NAMED)) log.warn(t.text);
  if (shown.length > NAMED) log.warn(`… and ${counts['missing-file'] + counts['missing-fragment'] - NAMED} more`);
  return { rewritten, heldBy: holding.map((h) => h.generator), counts, summary };
}

/** A PluginLog over the console, each line prefixed with `[java-uri]`. */
export const consoleLog: PluginLog = {
  info: (message) => console.log(`[java-uri] ${message}`),
  warn: (message) => console.warn(`[java-uri] ${message}`),
};

/**
 * `java-uri site DIR [--base URL] [--out DIR2] [--offline] [--static] [--dry-run] [--json] [--strict]`
 * and `java-uri check DIR [--base URL] [--offline] [--json]`: thin clients of java-uri/site/walk,
 * one walk (check judges the links as written and changes nothing). Text output: one line per
 * reported link or file (broken links, missing fragments, links that break wherever the site moves,
 * rewrites that did not verify, files that could not be processed or were left alone), `FILE:LINE:COLUMN:
 * what`, shown escaped, and the notices of the site; on a terminal, a progress line and a summary on
 * standard error. `--json`: one JSON object per rewritten or reported link (check: per problem), per
 * file error and per notice. Status (exit.ts): 2 when a file could not be processed, 4 (check, or
 * site --strict) when a link is broken or names a missing fragment, 5 when a generator's scripts
 * hold the build-time base.
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import type {
  BaseEvidence,
  ExternalResult,
  FileOutcome,
  LinkRecord,
  SiteNotice,
  SiteRunOptions,
  SiteSummary,
  SourceLocation,
} from 'java-uri/site/walk';
import { Uri } from '../index';
import type { Context, Options } from './commands';
import { visible } from './display';
import { FINDING, NOT_PROCESSED, SCRIPTS_HOLD_BASE } from './exit';
import { CI_FORMATS, CiReport, STATIC_FIX, type CiFormat } from './formats';
import { OutputFailed } from './output';
import {
  externalFindings,
  externalOptions,
  externalText,
  leavesSite,
  TOLD,
  type ExternalFinding,
  type ExternalKind,
} from './external';
import { jsonLine } from './pieces';

/** The outcomes reported in text output, with what the line says. */
const REPORTED: Readonly<Partial<Record<LinkRecord['outcome'], string>>> = {
  'outside-base': "the site's origin outside --base, kept (it breaks wherever the site moves)",
  'base-elsewhere': "kept: the page's <base href> is outside the site",
  'noscript-base': "kept: the page's base URL differs with scripting off (a <base href> in <noscript>)",
  unverified: 'kept: the relative reference did not resolve back to the target',
  unparseable: 'kept: java.net.URI cannot read it, and no relative reference leads a browser to the same target',
};

/** Runs the site command on its one DIR; a string for a usage error. */
export function runSite(operands: readonly string[], options: Options, context: Context): Promise<string | void> {
  return walk('site', operands, options, context);
}

/** Runs the check command on its one DIR: the walk of site, judging the links as written, changing nothing. */
export function runCheck(operands: readonly string[], options: Options, context: Context): Promise<string | void> {
  return walk('check', operands, options, context);
}

async function walk(
  command: 'site' | 'check',
  operands: readonly string[],
  options: Options,
  context: Context,
): Promise<string | void> {
  if (operands.length !== 1) return `${command} takes one DIR`;
  const chosen = formatOf(options);
  if (typeof chosen === 'string') return chosen;
  const { format } = chosen;
  const check = command === 'check';
  const dir = operands[0]!;
  const json = format === 'json';
  const dryRun = check || options.has('--dry-run');
  // check judges the site where it is served: whether it works elsewhere is asked with --portable.
  const portable = !check || options.has('--portable');
  const strict = check || options.has('--strict');
  const sources = check ? valuesOf(options.get('--sources')) : [];
  for (const source of sources) if (!isDirectory(source)) return `--sources ${source}: not a directory`;
  const external = check ? externalOptions(options, dir) : null;
  if (typeof external === 'string') return external;
  const asksOthers = check && options.has('--external');
  const { output } = context;
  const { relativizeSite, SiteArgumentError, SiteError, externalTarget, checkExternal } =
    await import('java-uri/site/walk');
  // A report for CI: its paths relative to the current directory, as a pull request shows them.
  const ci =
    format === 'text' || format === 'json'
      ? null
      : new CiReport(
          format,
          command,
          context.version,
          (file) =>
            relative(process.cwd(), join(dir, ...file.split('/')))
              .split(sep)
              .join('/'),
          check && options.has('--strict'),
        );
  const progress = context.errorIsTerminal && (format === 'text' || ci !== null) ? new Progress(context.err) : null;
  // check's findings: held to the end to be located in the sources (--sources), else written as found.
  const held: CheckRecord[] | null = sources.length > 0 && ci === null ? [] : null;
  let problems = 0;
  let informational = 0;
  // Where nothing tells the base: the root-relative links that name no file, counted, not reported.
  let unlanded: { prefix: string; from: string } | null = null;
  let unlandedLinks = 0;
  let firstUnlanded: { file: string; link: LinkRecord } | null = null;
  // --external: the links to other sites, and the distinct URLs they ask with their fragments.
  const gathered: { file: string; link: LinkRecord; url: string; hash: string }[] = [];
  const targets = new Map<string, Set<string>>();
  let notAsked = 0;
  const onLink = (file: string, link: LinkRecord) => {
    if (check) {
      if (asksOthers && leavesSite(link)) {
        const asked = externalTarget(link.target!, external!.exclude);
        if ('url' in asked) {
          gathered.push({ file, link, ...asked });
          const hashes = targets.get(asked.url);
          if (hashes === undefined) targets.set(asked.url, new Set([asked.hash]));
          else hashes.add(asked.hash);
        } else if (asked.notAsked !== 'not-http') notAsked++;
      }
      const kind = checkKind(link);
      if (kind === null) return;
      if (unlanded !== null && kind === 'missing-file' && isRootRelative(link.value)) {
        if (unlandedLinks++ === 0) firstUnlanded = { file, link };
        return;
      }
      if (kind === 'outside-base' || kind === 'fragment-by-script') informational++;
      else problems++;
      if (ci !== null) return ci.link(file, link, kind === 'outside-base' ? OUTSIDE_BASE : undefined, kind);
      const record = { file, link, kind };
      if (held !== null) held.push(record);
      else output.add(json ? jsonLine(checkRecord(record, undefined)) : checkText(record, undefined));
      return;
    }
    // A missing fragment is told in a record of its own, once the file it leads to is read.
    const fragment = link.problem === 'missing-fragment';
    if (link.problem !== undefined && link.problem !== 'fragment-by-script') problems++;
    const reported = fragment ? undefined : REPORTED[link.outcome];
    if (link.problem === 'fragment-by-script') return;
    if (ci !== null) return ci.link(file, link, link.problem === undefined ? reported : undefined);
    if (json) {
      if (fragment) output.add(jsonLine(problemRecord(file, link)));
      else if (link.outcome === 'relativized' || link.broken === true || reported !== undefined)
        output.add(jsonLine({ file, ...link }));
      return;
    }
    if (link.problem !== 'missing-file' && !fragment && reported === undefined) return;
    const at = visible(`${file}:${link.line}:${link.column}`);
    if (link.problem === 'missing-file') output.add(`${at}: broken link ${visible(link.value)} (${link.where})\n`);
    if (fragment) output.add(`${at}: missing fragment ${visible(link.value)} (${link.where})\n`);
    if (reported !== undefined) output.add(`${at}: ${visible(link.value)} (${link.where}): ${reported}\n`);
  };
  let holdBase = false;
  const onNotice = (notice: SiteNotice) => {
    // check tells only what is wrong where the site is served; with --portable, the scripts that hold the base too.
    if (check && !(portable && notice.kind === 'scripts-hold-base')) return;
    if (notice.kind === 'scripts-hold-base') holdBase = true;
    if (ci !== null) return ci.notice(notice);
    output.add(json ? jsonLine(notice) : noticeText(notice));
  };
  const onBase = (inferred: BaseReport) => {
    const given = options.get('--base');
    if (typeof given !== 'string') {
      if (inferred.base === null && inferred.unlanded !== null)
        unlanded = { prefix: inferred.unlanded.prefix, from: inferred.from };
      else if (inferred.base !== null) tell({ kind: 'base', base: inferred.base, from: inferred.from });
      return;
    }
    // One warning per base the build states instead, at its first evidence, with how many more agree.
    const byBase = new Map<string, BaseEvidence[]>();
    for (const e of inferred.contradicting) byBase.set(e.base, [...(byBase.get(e.base) ?? []), e]);
    for (const [, evidence] of byBase)
      tell({
        kind: 'base-contradicted',
        base: given,
        evidence: evidence[0]!,
        more: evidence.length - 1,
      });
  };
  const tell = (record: BaseRecord) => {
    output.error(`java-uri ${command}: ${visible(baseText(record))}\n`);
    if (json) output.add(jsonLine(record));
  };
  let errors = 0;
  const onError = (file: string, error: string) => {
    errors++;
    if (ci !== null) return ci.error(file, error);
    output.add(json ? jsonLine({ file, error }) : `${visible(file)}: ${visible(error)}\n`);
  };
  // Stopped by a signal, or by standard output that cannot be written (nothing more can be told).
  const stop = new AbortController();
  const signal = context.signal?.();
  if (signal !== undefined) signal.addEventListener('abort', () => stop.abort(signal.reason), { once: true });
  // The records are written a batch at a time, the walk waiting while standard output is behind.
  const onFile = (outcome: FileOutcome, done: number, total: number) => {
    progress?.file(outcome, done, total);
    ci?.file(outcome);
    if (!output.full) return;
    return output.flush().catch((e: unknown) => {
      if (!(e instanceof OutputFailed)) throw e;
      stop.abort(e);
    });
  };
  const run: SiteRunOptions = {
    onLink,
    onFile,
    onError,
    onNotice,
    offline: options.has('--offline'),
    static: !check && options.has('--static'),
    asWritten: check,
    dryRun,
    signal: stop.signal,
  };
  if (check) {
    run.inferBase = true;
    run.onBase = onBase;
  }
  const jobsOption = options.get('--jobs');
  const jobs = jobsOf(typeof jobsOption === 'object' ? undefined : jobsOption);
  if (typeof jobs === 'string' && jobs !== 'auto') return jobs;
  run.jobs = jobs;
  const base = options.get('--base');
  const out = options.get('--out');
  // The site is published on the web: an http or https URL (site's library reads file: bases too).
  const scheme = typeof base === 'string' ? Uri.parse(base)?.getScheme()?.toLowerCase() : undefined;
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
    return `--base must be an http or https URL, got ${JSON.stringify(base)}`;
  if (typeof base === 'string') run.base = base;
  if (typeof out === 'string') run.out = out;
  // --external: the client and the cache made ready while the walk gathers the links.
  const otherProgress = asksOthers && context.errorIsTerminal ? new Progress(context.err) : null;
  let walked: (targets: ReadonlyMap<string, ReadonlySet<string>>) => void = () => {};
  const othersJudged =
    asksOthers && external !== null
      ? checkExternal(new Promise<ReadonlyMap<string, ReadonlySet<string>>>((resolve) => (walked = resolve)), {
          ...external.asking,
          userAgent: `java-uri/${context.version} (link check; +https://www.npmjs.com/package/java-uri)`,
          signal: stop.signal,
          onProgress: (done, total, waiting) => otherProgress?.urls(done, total, waiting),
          onCacheProblem: (problem, written) => {
            const level = written ? '' : 'warning: ';
            output.error(`java-uri check: ${level}--cache ${visible(external.asking.cache!)} ${visible(problem)}\n`);
            // The verdicts asked for are lost: the run could not do all it was told.
            if (written) output.report(NOT_PROCESSED);
          },
        })
      : null;
  // Awaited once the walk is done; a walk that fails or stops leaves its rejection unread.
  othersJudged?.catch(() => {});
  let summary: SiteSummary;
  let walkedWhole = false;
  try {
    summary = await relativizeSite(dir, run);
    walkedWhole = true;
  } catch (e) {
    // Stopped: the walk removed its temporary files; the files it reported still count.
    if (stop.signal.aborted) return errors > 0 ? output.report(NOT_PROCESSED) : undefined;
    if (e instanceof SiteArgumentError) return usageText(e.message, typeof base === 'string' ? base : undefined);
    if (!(e instanceof SiteError)) throw e;
    output.error(`java-uri ${command}: ${visible(withoutPrefix(e.message))}\n`);
    return output.report(NOT_PROCESSED);
  } finally {
    progress?.end();
    // The walk done, the other sites' links are asked (none when it failed or stopped: its
    // command has ended, and no request may outlive it).
    walked(walkedWhole ? targets : new Map());
    otherProgress?.start();
  }
  // The other sites' links, once the walk has gathered them all.
  let asked: { urls: number; cached: number } | null = null;
  if (othersJudged !== null) {
    let results: Map<string, ExternalResult>;
    try {
      results = await othersJudged;
    } catch (e) {
      if (stop.signal.aborted) return errors > 0 ? output.report(NOT_PROCESSED) : undefined;
      throw e;
    } finally {
      otherProgress?.end();
    }
    asked = { urls: results.size, cached: [...results.values()].filter((r) => r.cached).length };
    for (const f of externalFindings(gathered, results)) {
      if (TOLD.has(f.kind)) informational++;
      else problems++;
      if (ci !== null) {
        ci.external(f.file, f.link, f.kind, externalMessage(f));
        continue;
      }
      const record: CheckRecord = { ...f, external: true };
      if (held !== null) held.push(record);
      else output.add(json ? jsonLine(checkRecord(record, undefined)) : checkText(record, undefined));
    }
  }
  if (held !== null && held.length > 0) {
    const located = await locate(sources, dir, summary.base, held);
    for (let i = 0; i < held.length; i++)
      output.add(json ? jsonLine(checkRecord(held[i]!, located[i]!)) : checkText(held[i]!, located[i]!));
  }
  // Where nothing tells the base: one message (and one finding in a report for CI) for all the root-relative links.
  // Set by onLink, which the walk called: not null as the compiler infers.
  const first = firstUnlanded as { file: string; link: LinkRecord } | null;
  const told = unlanded as { prefix: string; from: string } | null;
  const baseUnknown =
    first === null || told === null
      ? null
      : `${n(unlandedLinks)} root-relative links (the first: ${first.link.value}) name no file of ${dir}, and most ` +
        `begin with ${told.prefix}, which it does not have: the site is published under that path, and ${told.from}; ` +
        `give it with --base URL (e.g. --base https://example.com${told.prefix})`;
  if (ci !== null) {
    if (sources.length > 0) await ci.locate((findings) => locate(sources, dir, summary.base, findings));
    if (baseUnknown !== null) ci.baseUnknown(first!.file, first!.link, baseUnknown);
    output.add(ci.text());
  }
  if (baseUnknown !== null) {
    output.error(`java-uri ${command}: ${visible(baseUnknown)}\n`);
    if (json) output.add(jsonLine({ kind: 'base-unknown', links: unlandedLinks, example: first!.link.value }));
    output.report(NOT_PROCESSED);
  }
  if (progress !== null)
    context.err((check ? checkSummary(summary) + othersSummary(asked, notAsked) : summaryText(summary, dryRun)) + '\n');
  if (summary.errors.length > 0) output.report(NOT_PROCESSED);
  if (strict && (problems > 0 || (check && options.has('--strict') && informational > 0))) output.report(FINDING);
  if (strict && portable && holdBase) output.report(SCRIPTS_HOLD_BASE);
}

/**
 * The output format: `--format text|json|sarif|junit|github` (`--json` is `--format json`); text by
 * default; a usage error for another value or for two formats at once.
 */
function formatOf(options: Options): { format: 'text' | 'json' | CiFormat } | string {
  const value = options.get('--format');
  const json = options.has('--json');
  if (value === undefined) return { format: json ? 'json' : 'text' };
  const format = FORMATS.find((f) => f === value);
  if (format === undefined) return `--format takes one of ${FORMATS.join(', ')}, not ${JSON.stringify(value)}`;
  if (json && format !== 'json') return `--json and --format ${format}: two formats at once`;
  return { format };
}

/** The worker count of `--jobs N` (a positive integer), by default 'auto'; a string for a usage error. */
function jobsOf(value: string | true | undefined): number | 'auto' | string {
  if (value === undefined) return 'auto';
  const count = typeof value === 'string' && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : NaN;
  const most = 4 * availableParallelism();
  if (!(count <= most)) return `--jobs takes a whole number from 1 to ${most}, not ${JSON.stringify(value)}`;
  return count;
}

/** The values of an option that may be given more than once (none when not given). */
function valuesOf(value: string | true | readonly string[] | undefined): readonly string[] {
  return value === undefined || value === true ? [] : typeof value === 'string' ? [value] : value;
}

/** What check reports of a link: a finding, an informational record (outside-base, fragment-by-script), or nothing. */
type CheckKind = NonNullable<LinkRecord['problem']> | 'outside-base';

function checkKind(link: LinkRecord): CheckKind | null {
  if (link.problem !== undefined) return link.problem;
  return link.outcome === 'outside-base' ? 'outside-base' : null;
}

/** Whether a record is of another site's link (asked with --external): its text says what the site answered. */
function isExternal(record: CheckRecord): record is ExternalFinding & CheckRecord {
  return record.external === true;
}

/** Whether `path` names a directory (followed through symlinks). */
function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** Whether a link as written is root-relative (`/docs/x`, not `//host/x`). */
function isRootRelative(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** What check says of a link to the site's origin outside the base. */
const OUTSIDE_BASE = "the site's origin outside the base: not checked";

/** A record of check: the page (relative to DIR), its link, and what is reported of it (for another site's link, what it answered). */
interface CheckRecord {
  file: string;
  link: LinkRecord;
  kind: CheckKind | ExternalKind;
  status?: number;
  reason?: string;
  location?: string;
  /** Of another site's link (--external). */
  external?: true;
}

/** Another site's link's finding as a line of text says it (after the link). */
function externalMessage(f: ExternalFinding): string {
  const { head, tail } = externalText(f);
  return `${head} ${f.link.value} (${f.link.where})${tail}`;
}

/** What --external did, for the summary on a terminal. */
function othersSummary(asked: { urls: number; cached: number } | null, notAsked: number): string {
  if (asked === null) return '';
  const cached = asked.cached > 0 ? ` (${n(asked.cached)} judged from the cache)` : '';
  const skipped = notAsked > 0 ? `, ${n(notAsked)} links excluded or to example hosts not asked` : '';
  return `; other sites: ${n(asked.urls)} URLs${cached}${skipped}`;
}

/** check's text line for a record: where the link is written in the sources when located, else in the build. */
function checkText(record: CheckRecord, located: readonly SourceLocation[] | undefined): string {
  const { file, link, kind } = record;
  const built = `${file}:${link.line}:${link.column}`;
  const source = located?.[0];
  const at = visible(source === undefined ? built : `${source.file}:${source.line}:${source.column}`);
  const value = `${visible(link.value)} (${link.where})`;
  const what = isExternal(record)
    ? `${visible(externalText(record).head)} ${value}${visible(externalText(record).tail)}`
    : kind === 'missing-file'
      ? `broken link ${value}`
      : kind === 'missing-fragment'
        ? `missing fragment ${value}`
        : kind === 'fragment-by-script'
          ? `fragment made by a script ${value}: ${visible(link.madeBy ?? 'a script')} makes it once the page's scripts run`
          : `outside the base ${value}: ${OUTSIDE_BASE}`;
  const where =
    located === undefined ? '' : source === undefined ? ' [no source found]' : ` [built: ${visible(built)}]`;
  return `${at}: ${what}${where}\n`;
}

/** check's JSON record: `{file, line, column, where, value, target, problem}` (+ `madeBy`; `source` with --sources). */
function checkRecord(checked: CheckRecord, located: readonly SourceLocation[] | undefined): object {
  const { file, link, kind } = checked;
  const { line, column, where, value, target } = link;
  const record: Record<string, unknown> = { file, line, column, where, value, target, problem: kind };
  if (link.madeBy !== undefined) record.madeBy = link.madeBy;
  if (checked.status !== undefined) record.status = checked.status;
  if (checked.reason !== undefined) record.reason = checked.reason;
  if (checked.location !== undefined) record.location = checked.location;
  if (located !== undefined) {
    record.source = located[0] ?? null;
    if (located.length > 1) record.sources = located;
  }
  return record;
}

/** The findings located in the sources (`--sources`), each as the walk's base reads its target. */
async function locate(
  sources: readonly string[],
  site: string,
  base: string,
  findings: readonly { file: string; link: LinkRecord }[],
): Promise<SourceLocation[][]> {
  const { locateSources } = await import('java-uri/site/walk');
  const asked = findings.map(({ file, link }) => ({ page: file, value: link.value, target: link.target ?? '' }));
  // The built site is never read as its own sources (a build folder inside a source folder).
  return locateSources(sources, base, asked, { skip: [site] });
}

/** What the build says of its base (see SiteRunOptions.onBase). */
type BaseReport = Parameters<NonNullable<SiteRunOptions['onBase']>>[0];

/** A record of the base: the one inferred, or evidence of the build against the --base given. */
type BaseRecord =
  | { kind: 'base'; base: string; from: string }
  | { kind: 'base-contradicted'; base: string; evidence: BaseEvidence; more: number };

function baseText(record: BaseRecord): string {
  if (record.kind === 'base') {
    // The placeholder origin: the build names the path only, and links with a host are taken as other sites'.
    const placeholder = new URL(record.base).origin === PLACEHOLDER_ORIGIN;
    const base = placeholder ? `path ${record.base.slice(PLACEHOLDER_ORIGIN.length)} (no origin stated)` : record.base;
    return `base ${base}, inferred from ${record.from}; --base sets it`;
  }
  const { source, file, base } = record.evidence;
  const more = record.more > 0 ? ` and ${n(record.more)} more` : '';
  return `warning: --base ${record.base}, but the build says ${base} (${source} of ${file}${more}); --base is used`;
}

/** The origin of the placeholder base (java-uri/site's), for a base whose origin the build does not state. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/** A usage error of the walk as the command line says it: the option named (`--base …`), without the library's `site: `. */
function usageText(message: string, base: string | undefined): string {
  const text = withoutPrefix(message);
  if (!text.startsWith('base ')) return text;
  const hint =
    base?.startsWith('/') === true ? `; give the URL it is published at: --base https://example.com${base}` : '';
  return `--${text}${hint}`;
}

/** A message of java-uri/site/walk without its `site: `. */
function withoutPrefix(message: string): string {
  return message.startsWith('site: ') ? message.slice('site: '.length) : message;
}

/** `x` with thousands separated: `1,234`. */
function n(x: number): string {
  return x.toLocaleString('en-US');
}

/** The values of --format. */
const FORMATS = ['text', 'json', ...CI_FORMATS] as const;

/** The record of a problem: `{file, line, column, where, value, target, problem}`. */
function problemRecord(file: string, link: LinkRecord): object {
  const { line, column, where, value, target, problem } = link;
  return { file, line, column, where, value, target, problem };
}

/** check's summary: pages, links, and the problems found. */
function checkSummary(s: SiteSummary): string {
  return (
    `${n(s.pages)} pages, ${n(s.stylesheets)} stylesheets: ${n(s.links)} links, ` +
    `${n(s.broken)} to missing files, ${n(s.missingFragments)} to missing fragments` +
    (s.scriptFragments > 0 ? `, ${n(s.scriptFragments)} to fragments made by scripts` : '') +
    ((s.outcomes['outside-base'] ?? 0) > 0 ? `, ${n(s.outcomes['outside-base'])} outside the base` : '') +
    (s.errors.length > 0 ? `; ${n(s.errors.length)} files could not be read` : '')
  );
}

/** A notice as text: `FILE:LINE:COLUMN: what` where it has a place, else `site: what`. */
function noticeText(n: SiteNotice): string {
  switch (n.kind) {
    case 'scripts-hold-base': {
      const head =
        // check --portable gives the report exactly as site does (issue 49).
        `site: ${visible(n.generator)}'s client scripts hold the build-time base: ${visible(n.mechanism)}. ` +
        `Served elsewhere with scripts on, these break: ${visible(n.breaks.join('; '))}. Fix: ${visible(n.fix)}; ${STATIC_FIX}\n`;
      const files = n.files.map(
        (f) => `${visible(`${f.file}:${f.line}:${f.column}`)}: holds the base path (${visible(n.generator)})\n`,
      );
      return head + files.join('');
    }
    case 'error-page':
      return `${visible(n.file)}: ${visible(n.message)}\n`;
    case 'removed':
      return `${visible(`${n.file}:${n.line}:${n.column}`)}: removed ${visible(n.element)} (${visible(n.generator)})\n`;
    case 'static':
      return `site: --static: ${visible(n.message)}\n`;
  }
}

/** The summary: pages, links seen, made relative, already relative, kept by reason, broken. */
function summaryText(s: SiteSummary, dryRun: boolean): string {
  const count = (outcome: LinkRecord['outcome']) => s.outcomes[outcome] ?? 0;
  const kept = (Object.keys(s.outcomes) as LinkRecord['outcome'][])
    .filter((o) => o !== 'relativized' && o !== 'relative')
    .map((o) => `${o} ${n(count(o))}`);
  return (
    `${n(s.pages)} pages, ${n(s.stylesheets)} stylesheets: ${n(s.links)} links, ${n(count('relativized'))} made relative, ` +
    `${n(count('relative'))} already relative, ${n(s.links - count('relativized') - count('relative'))} kept` +
    (kept.length > 0 ? ` (${kept.join(', ')})` : '') +
    `, ${n(s.broken)} broken, ${n(s.missingFragments)} to missing fragments; ${n(s.changedFiles)} files ${dryRun ? 'would change' : 'changed'}` +
    (s.errors.length > 0 ? `, ${n(s.errors.length)} could not be processed or were left alone` : '')
  );
}

/** The progress line on a terminal: shown once a run has taken a second, redrawn at most ten times a second. */
class Progress {
  #started = Date.now();
  #drawn = 0;
  #bytes = 0;
  #shown = false;

  constructor(readonly err: (text: string) => void) {}

  file(outcome: FileOutcome, done: number, total: number): void {
    this.#bytes += outcome.bytes;
    const now = Date.now();
    if (now - this.#started < 1000 || now - this.#drawn < 100) return;
    this.#drawn = now;
    this.#shown = true;
    const seconds = (now - this.#started) / 1000;
    const rate = (this.#bytes / 1e6 / seconds).toFixed(1);
    this.err(`\r\x1b[K${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} files, ${rate} MB/s`);
  }

  /** The external phase begins: its line is shown once it has taken a second. */
  start(): void {
    this.#started = Date.now();
  }

  /** check --external: the URLs judged, and the hosts that make it wait (`Retry-After`). */
  urls(done: number, total: number, waiting: number): void {
    const now = Date.now();
    if (now - this.#started < 1000 || (now - this.#drawn < 100 && done < total)) return;
    this.#drawn = now;
    this.#shown = true;
    const wait = waiting > 0 ? `, ${waiting.toLocaleString('en-US')} hosts asked to wait (Retry-After)` : '';
    this.err(`\r\x1b[Kother sites: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} URLs${wait}`);
  }

  end(): void {
    if (this.#shown) this.err('\r\x1b[K');
  }
}

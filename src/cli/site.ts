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
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { FileOutcome, LinkRecord, SiteNotice, SiteRunOptions, SiteSummary } from 'java-uri/site/walk';
import type { Context, Options } from './commands';
import { visible } from './display';
import { FINDING, NOT_PROCESSED, SCRIPTS_HOLD_BASE } from './exit';
import { CI_FORMATS, CiReport, type CiFormat } from './formats';
import { OutputFailed } from './output';
import { jsonLine } from './pieces';

/** The outcomes reported in text output, with what the line says. */
const REPORTED: Readonly<Partial<Record<LinkRecord['outcome'], string>>> = {
  'outside-base': "the site's origin outside --base, kept (it breaks wherever the site moves)",
  'base-elsewhere': "kept: the page's <base href> is outside the site",
  'noscript-base': "kept: the page's base URL differs with scripting off (a <base href> in <noscript>)",
  unverified: 'kept: the relative reference did not resolve back to the target',
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
  const { output } = context;
  const { relativizeSite, SiteArgumentError, SiteError } = await import('java-uri/site/walk');
  // A report for CI: its paths relative to the current directory, as a pull request shows them.
  const ci =
    format === 'text' || format === 'json'
      ? null
      : new CiReport(format, command, context.version, (file) =>
          relative(process.cwd(), join(dir, ...file.split('/')))
            .split(sep)
            .join('/'),
        );
  const progress = context.errorIsTerminal && (format === 'text' || ci !== null) ? new Progress(context.err) : null;
  let problems = 0;
  const onLink = (file: string, link: LinkRecord) => {
    // A missing fragment is told in a record of its own, once the file it leads to is read.
    const fragment = link.problem === 'missing-fragment';
    if (link.problem !== undefined) problems++;
    const reported = fragment || check ? undefined : REPORTED[link.outcome];
    if (ci !== null) return ci.link(file, link, link.problem === undefined ? reported : undefined);
    if (json) {
      if (check || fragment) {
        if (link.problem !== undefined) output.add(jsonLine(problemRecord(file, link)));
      } else if (link.outcome === 'relativized' || link.broken === true || reported !== undefined)
        output.add(jsonLine({ file, ...link }));
      return;
    }
    const at = visible(`${file}:${link.line}:${link.column}`);
    if (link.problem === 'missing-file') output.add(`${at}: broken link ${visible(link.value)} (${link.where})\n`);
    if (fragment) output.add(`${at}: missing fragment ${visible(link.value)} (${link.where})\n`);
    if (reported !== undefined) output.add(`${at}: ${visible(link.value)} (${link.where}): ${reported}\n`);
  };
  let holdBase = false;
  const onNotice = (notice: SiteNotice) => {
    if (notice.kind === 'scripts-hold-base') holdBase = true;
    // check tells only what is wrong: the generator's scripts that hold the base.
    if (check && notice.kind !== 'scripts-hold-base') return;
    if (ci !== null) return ci.notice(notice);
    output.add(json ? jsonLine(notice) : noticeText(notice));
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
  const jobs = jobsOf(options.get('--jobs'));
  if (typeof jobs === 'string') return jobs;
  run.jobs = jobs;
  const base = options.get('--base');
  const out = options.get('--out');
  if (typeof base === 'string') run.base = base;
  if (typeof out === 'string') run.out = out;
  let summary: SiteSummary;
  try {
    summary = await relativizeSite(dir, run);
  } catch (e) {
    // Stopped: the walk removed its temporary files; the files it reported still count.
    if (stop.signal.aborted) return errors > 0 ? output.report(NOT_PROCESSED) : undefined;
    if (e instanceof SiteArgumentError) return e.message;
    if (!(e instanceof SiteError)) throw e;
    output.error(`java-uri ${command}: ${visible(e.message)}\n`);
    return output.report(NOT_PROCESSED);
  } finally {
    progress?.end();
  }
  if (ci !== null) output.add(ci.text());
  if (progress !== null) context.err((check ? checkSummary(summary) : summaryText(summary, dryRun)) + '\n');
  if (summary.errors.length > 0) output.report(NOT_PROCESSED);
  const strict = check || options.has('--strict');
  if (strict && problems > 0) output.report(FINDING);
  if (strict && holdBase) output.report(SCRIPTS_HOLD_BASE);
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

/** The worker count of `--jobs N` (a positive integer), by default the machine's; a string for a usage error. */
function jobsOf(value: string | true | undefined): number | string {
  if (value === undefined) return availableParallelism();
  const n = typeof value === 'string' && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : NaN;
  const most = 4 * availableParallelism();
  if (!(n <= most)) return `--jobs takes a whole number from 1 to ${most}, not ${JSON.stringify(value)}`;
  return n;
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
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    `${n(s.pages)} pages, ${n(s.stylesheets)} stylesheets: ${n(s.links)} links, ` +
    `${n(s.broken)} to missing files, ${n(s.missingFragments)} to missing fragments` +
    (s.errors.length > 0 ? `; ${n(s.errors.length)} files could not be read` : '')
  );
}

/** A notice as text: `FILE:LINE:COLUMN: what` where it has a place, else `site: what`. */
function noticeText(n: SiteNotice): string {
  switch (n.kind) {
    case 'scripts-hold-base': {
      const head =
        `site: ${visible(n.generator)}'s client scripts hold the build-time base: ${visible(n.mechanism)}. ` +
        `Served elsewhere with scripts on, these break: ${visible(n.breaks.join('; '))}. Fix: ${visible(n.fix)}\n`;
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
  const n = (x: number) => x.toLocaleString('en-US');
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
  readonly #started = Date.now();
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

  end(): void {
    if (this.#shown) this.err('\r\x1b[K');
  }
}

/**
 * `java-uri site DIR [--base URL] [--out DIR2] [--offline] [--dry-run] [--json] [--strict]`: a thin
 * client of java-uri/site/walk. Text output: one line per reported link or file (broken links,
 * links that break wherever the site moves, rewrites that did not verify, files that could not be
 * processed), `FILE:LINE:COLUMN: what`, shown escaped; on a terminal, a progress line and a summary
 * on standard error. `--json`: one JSON object per rewritten or reported link, and per file error.
 * Exit status 0; 2 when a file could not be processed; 4 with --strict when a link is broken.
 */
import type { FileOutcome, LinkRecord, SiteSummary } from 'java-uri/site/walk';
import { visible } from './display';

/** Where the site command writes. */
export interface SiteIo {
  readonly out: (text: string) => void | Promise<void>;
  readonly err: (text: string) => void;
  /** Whether standard error is a terminal: the progress line and the summary are written only then. */
  readonly errorIsTerminal?: boolean;
}

export const SITE_HELP = [
  'site [--base URL] [--out DIR2] [--offline] [--dry-run] [--strict] [--json] [--] DIR',
  `Rewrites the HTML and CSS files of the built site in DIR so that each link whose
target lies inside the site becomes the shortest page-relative reference to it: the
site then works under any path. DIR/a/b.html is the page BASE/a/b.html. Links are
read as a browser reads them (the HTML Standard's parser, <base href>, srcset, CSS
url() and @import) and each rewrite is checked by resolving it back. Files are
replaced by rename, never written in place. Reports broken links, and links to the
site's origin outside BASE (they break wherever the site moves).`,
  `  --base URL      the directory URL the site is published at (default: DIR is the
                  root of a placeholder origin; links with a host are then kept)
  --out DIR2      write a full copy to DIR2 instead of rewriting DIR in place
  --offline       for file:// and archives: a link to a directory becomes its
                  index.html, a link to x becomes x.html when only that exists
  --dry-run       change nothing: report only
  --strict        exit status 4 when a link inside the site is broken
  --json          one JSON object a line per rewritten or reported link, and per
                  file that could not be processed
Exit status: 0; 1 for a usage error; 2 when a file could not be processed; 4 with
--strict when a link is broken.`,
] as const;

/** The outcomes reported in text output, with what the line says. */
const REPORTED: Readonly<Partial<Record<LinkRecord['outcome'], string>>> = {
  'outside-base': "the site's origin outside --base, kept (it breaks wherever the site moves)",
  'base-elsewhere': "kept: the page's <base href> is outside the site",
  unverified: 'kept: the relative reference did not resolve back to the target',
};

/** How much output is gathered before it is written. */
const BATCH = 1 << 16;

/** Runs the site command on `dir`; resolves to the exit status. */
export async function runSite(
  dir: string,
  options: { base?: string; out?: string; offline: boolean; dryRun: boolean; strict: boolean; json: boolean },
  io: SiteIo,
): Promise<number> {
  const { relativizeSite } = await import('java-uri/site/walk');
  const progress = io.errorIsTerminal === true && !options.json ? new Progress(io) : null;
  let pending = '';
  const write = async () => {
    const text = pending;
    pending = '';
    if (text !== '') await io.out(text);
  };
  const onLink = (file: string, link: LinkRecord) => {
    const at = `${file}:${link.line}:${link.column}`;
    if (options.json) {
      if (link.outcome === 'relativized' || link.broken === true || link.outcome in REPORTED)
        pending += JSON.stringify({ file, ...link }) + '\n';
      return;
    }
    if (link.broken === true) pending += `${visible(at)}: broken link ${visible(link.value)} (${link.where})\n`;
    const reported = REPORTED[link.outcome];
    if (reported !== undefined) pending += `${visible(at)}: ${visible(link.value)} (${link.where}): ${reported}\n`;
  };
  const onError = (file: string, error: string) => {
    pending += options.json ? JSON.stringify({ file, error }) + '\n' : `${visible(file)}: ${visible(error)}\n`;
  };
  // The records are written a batch at a time, the walk waiting while standard output is behind.
  const onFile = (outcome: FileOutcome, done: number, total: number) => {
    progress?.file(outcome, done, total);
    return pending.length >= BATCH ? write() : undefined;
  };
  const run: Parameters<typeof relativizeSite>[1] = {
    onLink,
    onFile,
    onError,
    offline: options.offline,
    dryRun: options.dryRun,
  };
  if (options.base !== undefined) run.base = options.base;
  if (options.out !== undefined) run.out = options.out;
  let summary: SiteSummary;
  try {
    summary = await relativizeSite(dir, run);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    io.err(`java-uri site: ${visible(e.message.replace(/^site: /, ''))}\n`);
    return 1;
  } finally {
    progress?.end();
  }
  await write();
  if (progress !== null) io.err(summaryText(summary, options.dryRun) + '\n');
  if (summary.errors.length > 0) return 2;
  return options.strict && summary.broken > 0 ? 4 : 0;
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
    `, ${n(s.broken)} broken; ${n(s.changedFiles)} files ${dryRun ? 'would change' : 'changed'}` +
    (s.errors.length > 0 ? `, ${n(s.errors.length)} could not be processed` : '')
  );
}

/** The progress line on a terminal: shown once a run has taken a second, redrawn at most ten times a second. */
class Progress {
  readonly #started = Date.now();
  #drawn = 0;
  #bytes = 0;
  #shown = false;

  constructor(readonly io: SiteIo) {}

  file(outcome: FileOutcome, done: number, total: number): void {
    this.#bytes += outcome.bytes;
    const now = Date.now();
    if (now - this.#started < 1000 || now - this.#drawn < 100) return;
    this.#drawn = now;
    this.#shown = true;
    const seconds = (now - this.#started) / 1000;
    const rate = (this.#bytes / 1e6 / seconds).toFixed(1);
    this.io.err(`\r\x1b[K${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} files, ${rate} MB/s`);
  }

  end(): void {
    if (this.#shown) this.io.err('\r\x1b[K');
  }
}

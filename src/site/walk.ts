/**
 * The walk over a built site's directory: every file listed first (the paths are what the links
 * are checked against), then each HTML page and CSS file rewritten against its URL under the base,
 * in order, in place (by rename) or into a full copy, while the next few are read and the last few
 * written; with `jobs`, the next few are read and rewritten on worker threads (pool.ts), and taken
 * back in order, so that what is reported and written does not depend on the workers. Memory holds
 * the list of paths and a few files. A file that cannot be processed, or that
 * is left alone, is reported by name and the walk goes on; nothing outside the site's directory
 * (and the copy's) is written. ES module only, Node.js 20 or later.
 * @module java-uri/site/walk
 */
import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import {
  copyFile as copyBytes,
  lstat,
  mkdir,
  open,
  readdir,
  readlink,
  realpath,
  rename,
  stat,
  symlink,
  unlink,
  type FileHandle,
} from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { availableParallelism } from 'node:os';
import { decodeText } from './encoding';
import { ChangedDuringRun, copyFile, makeDirectory, removeStale, replaceFile, Temporaries } from './files';
import { GENERATORS } from './generators';
import {
  anchorsOf,
  fragmentFound,
  siteBase,
  type LinkOutcome,
  type GeneratorFacts,
  type LinkRecord,
  type RemovedElement,
  type SiteOptions,
} from './index';
import { contradicting, inferBase, type InferredBase } from './infer';
import { listTree, type ByteNamed } from './listing';
import { LinkList } from './link-list';
import { madeByScript, type ScriptIds } from './script-ids';
import { WorkerGate } from './worker-gate';
import type { FindingToLocate, SourceLocation } from './sources';
import type { ExternalOptions, ExternalResult } from './external/judge';
import { PagePool } from './pool';
import { transform, type Transformed } from './transform';

export type { LinkOutcome, LinkRecord, RemovedElement } from './index';
export type { BaseEvidence, BaseSource, InferredBase } from './infer';
export type { FindingToLocate, SourceLocation } from './sources';

/**
 * What the run tells of the site as a whole, beside its links and files: one record each (one line
 * of `java-uri site --json`).
 */
export type SiteNotice = ScriptsHoldBase | ErrorPageKept | RemovedElementNotice | StaticNotice;

/**
 * The site was built by a generator whose client scripts hold the build-time base (a router's base,
 * a public path, inline site data, a search bundle's path): once they run on the site served at
 * another path, they route, load and fetch by the old one. No rewrite of HTML or CSS fixes that;
 * `fix` is the generator's own setting, and `static` removes the scripts. Once per site and generator.
 */
export interface ScriptsHoldBase {
  /** `'scripts-hold-base'`. */
  kind: 'scripts-hold-base';
  /** The generator (or search bundle): `VitePress`. */
  generator: string;
  /** How its scripts hold the base. */
  mechanism: string;
  /** What breaks on the site served elsewhere, with scripts on. */
  breaks: readonly string[];
  /** The generator's own setting that builds for another path. */
  fix: string;
  /** The first page (in the walk's order) that carries the generator's fingerprints, relative to the site's directory. */
  page: string;
  /**
   * The scripts and JSON files of the site that contain the base path (each at its first
   * occurrence: a minified file by line and column); none when the base path is `/`.
   */
  files: {
    /** The file, relative to the site's directory, with `/`. */
    file: string;
    /** 1-based line of the base path's first occurrence (LF, CRLF and CR end a line). */
    line: number;
    /** 1-based column, in UTF-16 code units. */
    column: number;
  }[];
}

/** The site's `404.html` or `200.html` at the base keeps its links as written (a host serves it at any depth). */
export interface ErrorPageKept {
  /** `'error-page'`. */
  kind: 'error-page';
  /** `404.html` or `200.html`. */
  file: string;
  /** Why its links are kept as written. */
  message: string;
}

/** With `static`: an element removed from a page (see RemovedElement). */
export interface RemovedElementNotice {
  /** `'removed'`. */
  kind: 'removed';
  /** The page, relative to the site's directory, with `/`. */
  file: string;
  /** 1-based line of the element's start tag. */
  line: number;
  /** 1-based column of the element's start tag, in UTF-16 code units. */
  column: number;
  /** What it was: `script src=/docs/assets/app.js`, `script (inline)`, `link modulepreload href=…`. */
  element: string;
  /** The generator it belongs to. */
  generator: string;
}

/**
 * With `static`: what was removed for one generator, and what no longer works without it; or, with
 * `generator` null, that no page needed it (nothing changed).
 */
export interface StaticNotice {
  /** `'static'`. */
  kind: 'static';
  /** The generator, or null when no page carries one. */
  generator: string | null;
  /** Pages with elements removed. */
  pages: number;
  /** Elements removed. */
  removed: number;
  /** What stops working without the removed scripts. */
  needs: readonly string[];
  /** All of it in a sentence. */
  message: string;
}

export { externalTarget, type ExternalTarget, type NotAsked, type NotAskedTarget } from './external/targets';
export type { ExternalOptions, ExternalResult, FragmentVerdict } from './external/judge';

/**
 * The links to other sites judged (`java-uri check --external`): each URL of `targets` (as
 * externalTarget gives them, with the fragments its links ask; or a promise of them, the client
 * made ready while the walk gathers them) asked once, politely, through the
 * environment's proxy, its redirects followed and its fragments judged on the page reached (see
 * ExternalOptions). Loaded when first called (with undici, Node's own HTTP client, as a package).
 * @example checkExternal(new Map([['https://example.org/', new Set(['#intro'])]]), { userAgent: 'x' })
 *   → Map { 'https://example.org/' => { verdict: 'fine', status: 200, fragments: Map { '#intro' => 'found' }, … } }
 */
export async function checkExternal(
  targets: ReadonlyMap<string, ReadonlySet<string>> | Promise<ReadonlyMap<string, ReadonlySet<string>>>,
  options: ExternalOptions,
): Promise<Map<string, ExternalResult>> {
  const external = await import('./external/judge');
  return external.checkExternal(targets, options);
}

/**
 * Each finding's source locations, best first: where its link is written in the sources the site
 * was built from (`dirs`: Markdown, MDX, templates), as the generators' link forms lead to the built
 * target under `base`; `skip`, folders never read (the built site's). Loaded when first called.
 * @example locateSources(['docs'], 'https://example.com/docs/', [{ page: 'guide/index.html',
 *   value: '/docs/faq.html', target: 'https://example.com/docs/faq.html' }]) → [[{ file: 'docs/guide.md', line: 3, column: 9 }]]
 */
export async function locateSources(
  dirs: readonly string[],
  base: string,
  findings: readonly FindingToLocate[],
  options: { skip?: readonly string[] } = {},
): Promise<SourceLocation[][]> {
  const sources = await import('./sources');
  return sources.locateSources(dirs, base, findings, options);
}

/** How to run over a directory (the options of one page, but `exists`, which the tree answers). */
export interface SiteRunOptions extends Omit<SiteOptions, 'exists'> {
  /**
   * A directory to write a full copy of the site to, rewritten; without it, files are rewritten in
   * place. It and the site's directory may not contain each other.
   */
  out?: string;
  /** Change nothing: read, decide and report only. */
  dryRun?: boolean;
  /**
   * How many worker threads read and rewrite the pages and stylesheets (default 1: the walk's own
   * thread). `'auto'` (the command line's default): none until the pages read on the walk's thread,
   * once its code is warm, show two seconds of work ahead or more; then one for each core idle
   * meanwhile and one for the walk's own, if that makes two (worker-gate.ts). What is written and
   * reported, and its order, is the same for any count.
   */
  jobs?: number | 'auto';
  /**
   * Stops the run: no file is started after it aborts, the files being written are left as they
   * were (their temporary files removed), and the run rejects with the signal's reason.
   */
  signal?: AbortSignal;
  /**
   * Infer the base from what the build says (canonical links, `og:url`, the sitemaps, the links
   * that land on files of the tree: see infer.ts) when `base` is not given, and read the build's
   * own statement of it when it is (see `onBase`).
   */
  inferBase?: boolean;
  /**
   * With `inferBase`: what the build says of its base, once, before any page is read: the base
   * inferred and from what (without `base`), or the evidence that contradicts the `base` given
   * (`contradicting`, empty when none does; with `base` given, only the evidence the build states
   * is read, canonical links, `og:url` and sitemaps, and the base inferred is what it alone tells).
   */
  onBase?: (inferred: InferredBase & { contradicting: InferredBase['evidence'] }) => void;
  /** Called for every link of every page and stylesheet. */
  onLink?: (file: string, link: LinkRecord) => void;
  /** Called for each notice (see SiteNotice) as it is known: those of the whole site at the end. */
  onNotice?: (notice: SiteNotice) => void;
  /**
   * Called after each file, with how many are done of how many there are; a promise it returns
   * (a consumer that is behind) holds the walk back until it settles.
   */
  onFile?: (outcome: FileOutcome, done: number, total: number) => void | Promise<void>;
  /**
   * Called for each file or directory that could not be processed or is left alone (a symlink that
   * leaves the site…): they are in the summary's errors too.
   */
  onError?: (file: string, message: string) => void;
}

/** What became of one file. */
export interface FileOutcome {
  /** The path relative to the site's directory, with `/`. */
  file: string;
  /** An HTML page (`.html`, `.htm`), a CSS file, or another file (copied as it is with `out`). */
  kind: 'page' | 'stylesheet' | 'other';
  /** Its size in bytes (as read). */
  bytes: number;
  /** Whether its text changed (written unless dryRun). */
  changed: boolean;
  /** Why it could not be processed (then it is left as it was, or copied as it was with `out`). */
  error?: string;
}

/** What a run did. */
export interface SiteSummary {
  /** The base URL the site was read at: as given, inferred (see SiteRunOptions.inferBase), or the placeholder's root. */
  base: string;
  /** Files under the directory (symlinks inside it followed with `out`). */
  files: number;
  /** HTML pages read. */
  pages: number;
  /** CSS files read. */
  stylesheets: number;
  /** Bytes read. */
  bytes: number;
  /** Files whose text changed (written, unless dryRun). */
  changedFiles: number;
  /** Links found in the pages and stylesheets. */
  links: number;
  /** Links by outcome. */
  outcomes: Record<LinkOutcome, number>;
  /** Links inside the site to files it does not hold. */
  broken: number;
  /** Links to a fragment that the page (or SVG file) they lead to does not define. */
  missingFragments: number;
  /** Links to a fragment that the page they lead to defines only once its scripts run (see LinkRecord.madeBy). */
  scriptFragments: number;
  /** What the run tells of the site as a whole (see SiteNotice), in the order told. */
  notices: SiteNotice[];
  /** Files and directories that could not be processed or were left alone, with why. */
  errors: {
    /** The file or directory, relative to the site's directory. */
    file: string;
    /** Why, e.g. `declares charset windows-1252; only UTF-8 is rewritten: left unchanged`. */
    message: string;
  }[];
}

/** The run cannot go on at all (the copy's directory cannot be made), with the system's error as `cause`. */
export class SiteError extends Error {
  /** `'SiteError'`. */
  override name = 'SiteError';
}

/**
 * An argument the run cannot take: a base that is not a site's directory URL, a directory that is
 * not one, an `out` that the site's directory contains or that contains it (a usage error).
 */
export class SiteArgumentError extends TypeError {
  /** `'SiteArgumentError'`. */
  override name = 'SiteArgumentError';
}

const PAGE = /\.html?$/i;
const STYLESHEET = /\.css$/i;

/**
 * Rewrites the HTML pages and CSS files under `dir`, published at `options.base`, so that each link
 * inside the site is the shortest page-relative reference to the same target.
 * @throws SiteArgumentError (a TypeError) for a bad base, an `out` that `dir` contains or that
 *   contains `dir`, or a `dir` that is not a directory
 * @throws SiteError when the `out` directory cannot be made
 */
export async function relativizeSite(dir: string, options: SiteRunOptions = {}): Promise<SiteSummary> {
  let base: string;
  try {
    base = siteBase(options.base);
  } catch (e) {
    throw new SiteArgumentError((e as Error).message, { cause: e });
  }
  const root = await realDirectory(dir);
  const dryRun = options.dryRun === true;
  const out = options.out === undefined ? null : await copyDirectory(options.out, root, dir);
  const summary: SiteSummary = {
    base,
    files: 0,
    pages: 0,
    stylesheets: 0,
    bytes: 0,
    changedFiles: 0,
    links: 0,
    outcomes: {} as Record<LinkOutcome, number>,
    broken: 0,
    missingFragments: 0,
    scriptFragments: 0,
    notices: [],
    errors: [],
  };
  const notice = (n: SiteNotice) => {
    summary.notices.push(n);
    options.onNotice?.(n);
  };
  const error = (file: string, message: string) => {
    summary.errors.push({ file, message });
    options.onError?.(file, message);
  };
  const listing = await listTree(root, {
    copy: out !== null,
    removeStale: out === null && !dryRun,
    report: error,
    signal: options.signal,
  });
  if (options.inferBase === true) {
    const given = options.base !== undefined;
    const inferred = await inferBase(root, listing.files, listing.exists, given);
    if (!given && inferred.base !== null) summary.base = base = siteBase(inferred.base);
    options.onBase?.({ ...inferred, contradicting: given ? contradicting(base, inferred) : [] });
  }
  const known = new Set<string>();
  if (out !== null && !dryRun) await makeCopyRoot(out, known);
  const pageOptions: SiteOptions = { base, exists: listing.exists };
  if (options.offline === true) pageOptions.offline = true;
  if (options.static === true) pageOptions.static = true;
  if (options.asWritten === true) pageOptions.asWritten = true;
  const fragments = new Fragments();
  const scripts = new ScriptsSeen(new URL(base), notice);
  const signal = options.signal;
  const stopper = new Stopper(signal);
  const writer: Writer = { root, out, known, temporaries: new Temporaries(), signal };
  const finish = (outcome: FileOutcome) => {
    summary.files++;
    summary.bytes += outcome.bytes;
    if (outcome.kind === 'page') summary.pages++;
    if (outcome.kind === 'stylesheet') summary.stylesheets++;
    if (outcome.changed) summary.changedFiles++;
    if (outcome.error !== undefined) error(outcome.file, outcome.error);
    return options.onFile?.(outcome, summary.files, files.length);
  };
  const { files } = listing;
  const jobs = options.jobs === 'auto' ? 0 : jobCount(options.jobs);
  const texts = files.reduce((n, f) => (PAGE.test(f) || STYLESHEET.test(f) ? n + 1 : n), 0);
  const setup = { base, options: withoutExists(pageOptions), known: listing.known };
  let pool = jobs > 1 && texts >= MIN_TEXTS_FOR_WORKERS ? new PagePool(jobs, setup) : null;
  let workers = pool === null ? 0 : jobs;
  // With 'auto', workers start only when the work ahead outweighs their start (worker-gate.ts): the
  // pages are read on this thread, and timed, until then.
  const gate = options.jobs === 'auto' ? new WorkerGate(availableParallelism(), texts) : null;
  const transformHere = (file: string, kind: 'page' | 'stylesheet', bytes: Uint8Array) => {
    const started = performance.now();
    const result = transform(file, kind, bytes, base, pageOptions);
    const start = gate?.timed(performance.now() - started) ?? 0;
    if (start > 0) pool = new PagePool((workers = start), setup);
    return result;
  };
  // Without workers, a large page is still read on a worker of its own: parsing it takes seconds,
  // and the walk's thread stays free to hear a signal meanwhile (SIGINT, SIGTERM end the run at once).
  let large: PagePool | null = null;
  // Once closed, a page whose bytes arrive later is handed to no worker (none would be ended).
  let closed = false;
  const closePools = () => {
    closed = true;
    return Promise.all([pool?.close(), large?.close()]);
  };
  // Files are taken one at a time, in order, while the next few are read (and, with workers, rewritten)
  // and the last few written: the disk's waits overlap the parsing, and memory holds at most
  // 2 × ahead + 1 files (ahead: more once workers share the work).
  const reads: (Promise<Prepared> | undefined)[] = [];
  const writes = new Set<Promise<void>>();
  const prepare = (file: string): Promise<Prepared> =>
    readOne(root, file).then(async (read) => {
      const { outcome, bytes } = read;
      if (bytes === null || outcome.kind === 'other') return { read, result: null };
      if (closed) throw new Error('the walk has ended');
      if (pool === null && bytes.length < LARGE_PAGE)
        return { read, result: transformHere(outcome.file, outcome.kind, bytes) };
      // The bytes went to the worker and came back.
      const answer = await (pool ?? (large ??= new PagePool(1, setup))).transform(outcome.file, outcome.kind, bytes);
      read.bytes = answer.bytes;
      return { read, result: answer.result };
    });
  // Small files are read and written by calls that return at once (readSmall, files.ts), so that a
  // walk of small pages may never wait on the event loop: one that writes takes a turn of it every
  // TURN_EVERY_MS, in which a signal (SIGINT, SIGTERM) is heard. One that only reads (check) takes
  // none, as before: in a turn V8 runs its collector's own tasks, which took check's GC share on
  // Hugo's 10,204 pages from 2.6% to 9 to 11% in four runs of five.
  let nextTurn = dryRun ? Infinity : performance.now() + TURN_EVERY_MS;
  try {
    for (let i = 0; i < files.length; i++) {
      if (performance.now() >= nextTurn) {
        await new Promise((resolve) => setImmediate(resolve));
        nextTurn = performance.now() + TURN_EVERY_MS;
      }
      signal?.throwIfAborted();
      const ahead = pool === null ? IN_FLIGHT : Math.max(IN_FLIGHT, 2 * workers);
      for (let k = i; k <= i + ahead && k < files.length; k++) {
        if (reads[k] !== undefined) continue;
        // Awaited in turn (or settled when the walk stops): not an unhandled rejection meanwhile.
        const prepared = prepare(files[k]!);
        prepared.catch(() => undefined);
        reads[k] = prepared;
      }
      // A stop is heard while a worker parses a page (a large one takes seconds).
      const { read, result } = await stopper.until(reads[i]!);
      reads[i] = undefined;
      const written = account(read, result, options, summary, scripts, fragments);
      const write = dryRun ? Promise.resolve() : writeOne(writer, read, written);
      const done = write.then(() => finish(read.outcome));
      writes.add(done);
      const settled = () => void writes.delete(done);
      done.then(settled, settled);
      if (writes.size >= IN_FLIGHT) await Promise.race(writes);
    }
    await Promise.all(writes);
    if (out !== null && !dryRun)
      for (const link of listing.symlinks) await copySymlink(writer, link.path, link.target, error);
    if (out !== null && !dryRun) for (const named of listing.byteNamed) await copyByBytes(writer, root, named, error);
    signal?.throwIfAborted();
    scripts.finish(options.static === true);
  } catch (e) {
    // The workers end first: a page they are parsing is not waited for.
    await closePools();
    await Promise.allSettled(writes);
    await Promise.allSettled(reads.filter((r) => r !== undefined));
    await writer.temporaries.removeAll();
    throw e;
  } finally {
    stopper.close();
    await closePools();
  }
  return summary;
}

async function realDirectory(dir: string): Promise<string> {
  let info;
  try {
    info = await stat(dir);
  } catch (e) {
    throw new SiteArgumentError(`site: the site ${dir} cannot be read: ${(e as Error).message}`, { cause: e });
  }
  if (!info.isDirectory()) throw new SiteArgumentError(`site: the site ${dir} is not a directory`);
  const real = await realpath(dir);
  // Their files say size 0 and never end (/proc/self/pagemap): no site is there.
  for (const system of SYSTEM_TREES)
    if (real === system || real.startsWith(system + sep))
      throw new SiteError(`the site ${dir} is under ${system}, whose files are not bounded by their size: not read`);
  return real;
}

/** The kernel's trees, whose files' content is made as it is read (size 0, or without end). */
const SYSTEM_TREES = ['/proc', '/sys'];

/**
 * The real path `out` will have: that of its nearest existing directory, then the rest of its
 * name. It and the site's directory `root` may not contain each other.
 */
async function copyDirectory(out: string, root: string, dir: string): Promise<string> {
  let existing = resolve(out);
  let rest = '';
  for (;;) {
    try {
      existing = await realpath(existing);
      break;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || dirname(existing) === existing)
        throw new SiteError(`cannot make --out ${out}: ${(e as Error).message}`, { cause: e });
      rest = rest === '' ? basename(existing) : join(basename(existing), rest);
      existing = dirname(existing);
    }
  }
  const real = rest === '' ? existing : join(existing, rest);
  const inside = (a: string, b: string) => a === b || a.startsWith(b.endsWith(sep) ? b : b + sep);
  if (inside(real, root)) throw new SiteArgumentError(`site: --out ${out} is inside the site's directory ${dir}`);
  if (inside(root, real)) throw new SiteArgumentError(`site: --out ${out} contains the site's directory ${dir}`);
  return real;
}

/** Makes the copy's directory (its missing parents one level at a time) and removes stale temporary files in it. */
async function makeCopyRoot(out: string, known: Set<string>): Promise<void> {
  const missing: string[] = [];
  for (let path = out; ; path = dirname(path)) {
    try {
      const info = await stat(path);
      if (!info.isDirectory()) throw new SiteError(`cannot make --out ${out}: ${path} is not a directory`);
      break;
    } catch (e) {
      if (e instanceof SiteError) throw e;
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' || dirname(path) === path)
        throw new SiteError(`cannot make --out ${out}: ${(e as Error).message}`, { cause: e });
      missing.push(path);
    }
  }
  for (const path of missing.reverse()) {
    try {
      await mkdir(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new SiteError(`cannot make --out ${out}: ${(e as Error).message}`, { cause: e });
    }
  }
  if (missing.length === 0) await removeStale(out);
  known.add(out);
}

/** How many files are read ahead of the one being rewritten, and how many writes may be under way. */
const IN_FLIGHT = 4;

/** The longest the walk goes without a turn of the event loop (ms): a signal waits no longer. */
const TURN_EVERY_MS = 10;

/** The fewest pages and stylesheets for which a given number of workers is started. */
const MIN_TEXTS_FOR_WORKERS = 32;

/**
 * A file as read: its outcome so far, its bytes and status (null: it could not be read); or, for a
 * file whose bytes nothing needs (`copied`), its status only: a copy takes it from the disk as it is.
 */
interface Read {
  outcome: FileOutcome;
  bytes: Uint8Array | null;
  info: Stats | null;
  copied?: true;
}

/**
 * The files read besides pages and stylesheets: scripts and data (where the base path is looked
 * for) and SVG files (whose ids fragments name), up to READ_AT_MOST bytes. Any other file (images,
 * videos, archives, fonts) is never read: a copy streams it.
 */
const READ_OTHER = /\.(?:m?js|cjs|json|svg)$/i;
const READ_AT_MOST = 256 * 1024 * 1024;

/** The largest page or stylesheet read: a string holds about 2^29 UTF-16 units. */
const TEXT_AT_MOST = 2 ** 29;

async function readOne(root: string, file: string): Promise<Read> {
  const kind = PAGE.test(file) ? 'page' : STYLESHEET.test(file) ? 'stylesheet' : 'other';
  const path = join(root, file);
  let handle: FileHandle | null = null;
  try {
    // Nothing needs an image's or a video's bytes: a copy streams it. A status comes from memory.
    const info = statSync(path);
    const copied = (error?: string): Read => ({
      outcome: { file, kind, bytes: info.size, changed: false, ...(error === undefined ? {} : { error }) },
      bytes: null,
      info,
      copied: true,
    });
    if (kind === 'other' && !(READ_OTHER.test(file) && info.size <= READ_AT_MOST)) return copied();
    if (info.size > TEXT_AT_MOST)
      return copied(`cannot be read as text: ${info.size} bytes, more than a string holds: left as it is`);
    // A small file is read at once, which takes less than handing its reads to other threads.
    if (info.size <= READ_AT_ONCE) return readSmall(path, file, kind);
    // The status of the file read (not of the path before it was opened), which a replacement compares.
    handle = await open(path, 'r');
    const opened = await handle.stat();
    const bytes = await readBounded(handle, opened.size);
    return { outcome: { file, kind, bytes: bytes.length, changed: false }, bytes, info: opened };
  } catch (e) {
    const error = `cannot be read: ${(e as Error).message}`;
    return { outcome: { file, kind, bytes: 0, changed: false, error }, bytes: null, info: null };
  } finally {
    await handle?.close();
  }
}

/** The size of a file read at once (see readOne): 1 MiB, a few milliseconds from memory at most. */
const READ_AT_ONCE = 1 << 20;

/** readOne's reading of a file its status gave at most READ_AT_ONCE bytes. */
function readSmall(path: string, file: string, kind: Read['outcome']['kind']): Read {
  const fd = openSync(path, 'r');
  try {
    const opened = fstatSync(fd);
    const size = opened.size;
    const bytes = new Uint8Array(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    if (read === size && readSync(fd, new Uint8Array(1), 0, 1, size) > 0)
      throw new Error(`its content is longer than its size (${size} bytes) says: not read`);
    const kept = read === size ? bytes : bytes.subarray(0, read);
    return { outcome: { file, kind, bytes: kept.length, changed: false }, bytes: kept, info: opened };
  } finally {
    closeSync(fd);
  }
}

/**
 * The bytes of the file open on `handle`, `size` of them (as its status said): one that gives more
 * is not read (its content is not bounded by its size, or it grew while read).
 * @throws the system's error, or an Error for such a file
 */
async function readBounded(handle: FileHandle, size: number): Promise<Uint8Array> {
  // A buffer of its own (not a pool's), which can move to a worker thread whole.
  const bytes = new Uint8Array(size);
  let read = 0;
  while (read < size) {
    const { bytesRead } = await handle.read(bytes, read, size - read, read);
    if (bytesRead === 0) return bytes.subarray(0, read);
    read += bytesRead;
  }
  const { bytesRead: more } = await handle.read(new Uint8Array(1), 0, 1, size);
  if (more > 0) throw new Error(`its content is longer than its size (${size} bytes) says: not read`);
  return bytes;
}

/** A file as read, and (for a page or stylesheet read) what transform made of it. */
interface Prepared {
  read: Read;
  result: Transformed | null;
}

/**
 * The files' promises raced against the walk's signal, with one `abort` listener for the whole walk
 * (one added and removed per file took about 60 µs each: 0.6 s of 10,000 files).
 */
class Stopper {
  readonly #signal: AbortSignal | undefined;
  /** The rejections of the promises awaited now. */
  readonly #waiting = new Set<(reason: unknown) => void>();
  readonly #stop = () => {
    for (const reject of this.#waiting) reject(this.#signal!.reason);
  };

  constructor(signal: AbortSignal | undefined) {
    this.#signal = signal;
    signal?.addEventListener('abort', this.#stop, { once: true });
  }

  /** `promise`, or a rejection with the signal's reason as soon as it aborts. */
  until<T>(promise: Promise<T>): Promise<T> {
    const signal = this.#signal;
    if (signal === undefined) return promise;
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<T>((resolve, reject) => {
      this.#waiting.add(reject);
      promise.then(
        (value) => {
          this.#waiting.delete(reject);
          resolve(value);
        },
        (e: unknown) => {
          this.#waiting.delete(reject);
          reject(e as Error);
        },
      );
    });
  }

  /** The walk is over: its listener is removed. */
  close(): void {
    this.#signal?.removeEventListener('abort', this.#stop);
  }
}

/** A page or stylesheet this large is read on a worker thread even without `jobs` (about 100 ms of parsing). */
const LARGE_PAGE = 2 * 1024 * 1024;

/** The worker count: `jobs` (a positive integer; at most 4 × the machine's cores), 1 when not given. */
function jobCount(jobs: number | undefined): number {
  if (jobs === undefined) return 1;
  if (!Number.isSafeInteger(jobs) || jobs < 1 || jobs > 4 * availableParallelism())
    throw new SiteArgumentError(
      `site: jobs must be an integer from 1 to ${4 * availableParallelism()}, got ${String(jobs)}`,
    );
  return jobs;
}

/** The options of a page, as data a worker can be given (exists is rebuilt there from the listing). */
function withoutExists(options: SiteOptions): Omit<SiteOptions, 'exists'> {
  const rest = { ...options };
  delete rest.exists;
  return rest;
}

/** The generators' facts by name (transform names them, as a worker's answer must be plain data). */
const FACTS: ReadonlyMap<string, GeneratorFacts> = new Map(GENERATORS.map((g) => [g.name, g]));

/**
 * A file read and transformed, taken into the walk's state in the walk's order: its links counted
 * and reported, its fragments and the generators it shows learnt. The bytes to write (its own for a
 * file that is not rewritten).
 */
function account(
  read: Read,
  result: Transformed | null,
  options: SiteRunOptions,
  summary: SiteSummary,
  scripts: ScriptsSeen,
  fragments: Fragments,
): Uint8Array | null {
  const { outcome, bytes } = read;
  if (bytes === null) return bytes;
  const file = outcome.file;
  const tellMissing = (page: string, link: LinkRecord) => {
    if (link.problem === 'fragment-by-script') summary.scriptFragments++;
    else summary.missingFragments++;
    options.onLink?.(page, link);
  };
  if (result === null) {
    scripts.file(file, bytes);
    if (SVG.test(file)) for (const m of fragments.svg(file, bytes)) tellMissing(m.file, m.link);
    return bytes;
  }
  if (result.error !== undefined) {
    outcome.error = result.error;
    return bytes;
  }
  const { page } = result;
  if (page !== null) {
    scripts.page(file, { ...page, generators: page.generators.map((name) => FACTS.get(name)!) });
    for (const m of fragments.read(file, page.anchors, page.scriptIds)) tellMissing(m.file, m.link);
  }
  for (const link of LinkList.from(result.links)) {
    summary.links++;
    summary.outcomes[link.outcome] = (summary.outcomes[link.outcome] ?? 0) + 1;
    if (link.broken === true) {
      summary.broken++;
      link.problem = 'missing-file';
    }
    const missing = fragments.link(file, link);
    options.onLink?.(file, link);
    if (missing !== null) tellMissing(file, missing);
  }
  if (result.written === null) return bytes;
  outcome.changed = true;
  return result.written;
}

const SVG = /\.svg$/i;
/** The files whose fragments are judged: HTML pages and SVG files (not media `#t=`, PDF `#page=`…). */
const FRAGMENT_TARGET = /\.(?:html?|svg)$/i;

/** The SVG files' bytes Fragments keeps unparsed, at most (beyond, an SVG file is parsed as it is read). */
const SVG_KEPT_AT_MOST = 64 * 1024 * 1024;

/**
 * The fragments of the site: what each page and SVG file defines, and the links to a fragment of a
 * file not read yet, judged once it is (memory: the anchors, and those links). An SVG file is
 * parsed for its ids only once a link to a fragment of it is read (most are images, fonts and icons
 * no fragment names: jsdoc's six SVG fonts of 120 KB, two of them named): its bytes wait till then.
 */
class Fragments {
  readonly #anchors = new Map<string, ReadonlySet<string>>();
  /** The SVG files read that no link to a fragment has named yet: their bytes (SVG_KEPT_AT_MOST in all). */
  readonly #unparsed = new Map<string, Uint8Array>();
  #unparsedBytes = 0;
  /** The ids that a page's scripts make, by page (only the pages that load such a script). */
  readonly #scriptIds = new Map<string, ScriptIds>();
  /** The links waiting for their file, by file. */
  readonly #waiting = new Map<string, { file: string; link: LinkRecord; hash: string }[]>();

  /**
   * A page or SVG file read: its anchors (and the ids its scripts make), and the links that waited
   * for it, the missing ones returned.
   */
  read(file: string, anchors: ReadonlySet<string>, scriptIds: ScriptIds | null = null): Missing[] {
    this.#anchors.set(file, anchors);
    if (scriptIds !== null) this.#scriptIds.set(file, scriptIds);
    const waiting = this.#waiting.get(file);
    if (waiting === undefined) return [];
    this.#waiting.delete(file);
    const missing: Missing[] = [];
    for (const w of waiting) {
      const judged = this.#judge(file, w.link, w.hash);
      if (judged !== null) missing.push({ file: w.file, link: judged });
    }
    return missing;
  }

  /** `link` to `hash` of `target` (read): null when the fragment is found, else the link with its problem. */
  #judge(target: string, link: LinkRecord, hash: string): LinkRecord | null {
    if (fragmentFound(this.#anchors.get(target)!, hash)) return null;
    const ids = this.#scriptIds.get(target);
    if (ids !== undefined && madeByScript(ids, fragmentOf(hash)))
      return { ...link, problem: 'fragment-by-script', madeBy: ids.script };
    return { ...link, problem: 'missing-fragment' };
  }

  /** An SVG file read (one that cannot be read as text defines nothing, and is not judged). */
  svg(file: string, bytes: Uint8Array): Missing[] {
    if (!this.#waiting.has(file) && this.#unparsedBytes + bytes.length <= SVG_KEPT_AT_MOST) {
      this.#unparsed.set(file, bytes);
      this.#unparsedBytes += bytes.length;
      return [];
    }
    return this.#parseSvg(file, bytes);
  }

  #parseSvg(file: string, bytes: Uint8Array): Missing[] {
    try {
      return this.read(file, anchorsOf(decodeText(bytes).text));
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      this.#waiting.delete(file);
      return [];
    }
  }

  /**
   * A link read: a link to a fragment of a page or SVG file read already (its own page too) is
   * judged at once, the missing one returned; one to a file not read yet waits for it.
   */
  link(file: string, link: LinkRecord): LinkRecord | null {
    const target = link.targetFile;
    if (target === undefined || !FRAGMENT_TARGET.test(target) || link.target === undefined) return null;
    const at = link.target.indexOf('#');
    if (at < 0 || at === link.target.length - 1) return null;
    const hash = link.target.slice(at);
    const svg = this.#unparsed.get(target);
    if (svg !== undefined) {
      this.#unparsed.delete(target);
      this.#unparsedBytes -= svg.length;
      // No link waits for it: nothing is missing yet.
      this.#parseSvg(target, svg);
    }
    if (this.#anchors.has(target)) return this.#judge(target, link, hash);
    const { line, column, where, value } = link;
    const waiting = {
      file,
      link: { line, column, where, value, outcome: link.outcome, target: link.target, targetFile: target },
      hash,
    };
    const list = this.#waiting.get(target);
    if (list === undefined) this.#waiting.set(target, [waiting]);
    else list.push(waiting);
    return null;
  }
}

/** A link to a fragment its file does not define (or only once its scripts run), and the file it is in. */
interface Missing {
  file: string;
  link: LinkRecord;
}

/** A URL's hash without its `#`, percent-decoded as UTF-8 where it decodes. */
function fragmentOf(hash: string): string {
  const fragment = hash.slice(1);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The files whose name says script or JSON data, where the base path is looked for. */
const SCRIPT_OR_DATA = /\.(?:m?js|cjs|json)$/i;

/**
 * What the walk learns of the generators whose scripts hold the base: the pages that carry their
 * fingerprints, what `static` removed, the scripts and JSON files that hold the base path; and the
 * site's error page. Told as notices, those of the whole site at the end.
 */
class ScriptsSeen {
  /** By generator name: how many pages carry its fingerprints, and had elements removed, and how many. */
  readonly #generators = new Map<
    string,
    { facts: GeneratorFacts; page: string; pages: number; removedPages: number; removed: number }
  >();
  readonly #files: { file: string; line: number; column: number }[] = [];
  /**
   * What the base path is looked for as, each with the length before the path: after a quote
   * (`"/docs/`, `"/docs"`) or after the base's host (`example.com/docs/`); nothing for `/`.
   */
  readonly #needles: { bytes: Buffer; skip: number }[] = [];

  constructor(
    base: URL,
    readonly notice: (n: SiteNotice) => void,
  ) {
    const path = base.pathname;
    if (path === '/') return;
    const bare = path.slice(0, -1);
    for (const q of ['"', "'", '`'])
      this.#needles.push({ bytes: Buffer.from(q + path), skip: 1 }, { bytes: Buffer.from(q + bare + q), skip: 1 });
    this.#needles.push({ bytes: Buffer.from(base.host + path), skip: base.host.length });
  }

  /** A page read: its generators, what was removed, whether it is the error page. */
  page(file: string, page: { generators: GeneratorFacts[]; removed: RemovedElement[]; errorPage: boolean }): void {
    for (const facts of page.generators) {
      const seen = this.#generators.get(facts.name) ?? { facts, page: file, pages: 0, removedPages: 0, removed: 0 };
      seen.pages++;
      this.#generators.set(facts.name, seen);
    }
    const removedFrom = new Set<string>();
    for (const r of page.removed) {
      const seen = this.#generators.get(r.generator)!;
      if (!removedFrom.has(r.generator)) seen.removedPages++;
      removedFrom.add(r.generator);
      seen.removed++;
      this.notice({ kind: 'removed', file, ...r });
    }
    if (page.errorPage)
      this.notice({
        kind: 'error-page',
        file,
        message:
          'links kept as written: a host serves this page for a missing URL at any depth, so no relative link is right for all of them',
      });
  }

  /** Another file read: where a script or JSON file first holds the base path. */
  file(file: string, bytes: Uint8Array): void {
    if (this.#needles.length === 0 || !SCRIPT_OR_DATA.test(file)) return;
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    let at = -1;
    for (const { bytes: needle, skip } of this.#needles) {
      const i = buffer.indexOf(needle);
      if (i >= 0 && (at < 0 || i + skip < at)) at = i + skip;
    }
    if (at < 0) return;
    // Lines as Lines counts them: LF, CRLF, CR.
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < at; i++) {
      const c = buffer[i];
      if (c === 0x0a || (c === 0x0d && buffer[i + 1] !== 0x0a)) {
        line++;
        lineStart = i + 1;
      }
    }
    const column = buffer.toString('utf8', lineStart, at).length + 1;
    this.#files.push({ file, line, column });
  }

  /** The notices of the whole site: a generator's scripts that hold the base, or what `static` did. */
  finish(staticRun: boolean): void {
    for (const seen of this.#generators.values()) {
      const generator = seen.facts;
      if (staticRun && seen.removed > 0) {
        const needs = generator.needs;
        this.notice({
          kind: 'static',
          generator: generator.name,
          pages: seen.removedPages,
          removed: seen.removed,
          needs,
          message: `removed ${seen.removed} elements of ${generator.name}'s client scripts from ${seen.removedPages} pages; without them: ${needs.join(', ')}`,
        });
        continue;
      }
      const { name, mechanism, breaks, fix } = generator;
      this.notice({
        kind: 'scripts-hold-base',
        generator: name,
        mechanism,
        breaks,
        fix,
        page: seen.page,
        files: this.#files,
      });
    }
    if (staticRun && this.#generators.size === 0)
      this.notice({
        kind: 'static',
        generator: null,
        pages: 0,
        removed: 0,
        needs: [],
        message: 'no page carries the scripts of a generator that holds the base: nothing removed',
      });
  }
}

/** Where files are written. */
interface Writer {
  /** The site's directory (a real path). */
  readonly root: string;
  /** The copy's directory (a real path), or null in place. */
  readonly out: string | null;
  /** The copy's directories made or checked so far. */
  readonly known: Set<string>;
  readonly temporaries: Temporaries;
  readonly signal: AbortSignal | undefined;
}

/** Writes a file: into the copy under `out` (its directory made once), or in place when it changed. */
async function writeOne(writer: Writer, read: Read, written: Uint8Array | null): Promise<void> {
  const { outcome, info } = read;
  // In place, only a file whose text changed is written; a copy takes every file (one not read, by stream).
  if (info === null || (writer.out === null && !outcome.changed) || (written === null && read.copied !== true)) return;
  const how = { like: info, inPlace: writer.out === null, temporaries: writer.temporaries, signal: writer.signal };
  try {
    if (writer.out === null) await replaceFile(join(writer.root, outcome.file), written!, how);
    else {
      const target = join(writer.out, ...outcome.file.split('/'));
      await makeDirectory(writer.out, dirname(target), writer.known);
      if (written === null) await copyFile(join(writer.root, outcome.file), target, how);
      else await replaceFile(target, written, how);
    }
  } catch (e) {
    if (writer.signal?.aborted === true) throw e;
    outcome.changed = false;
    outcome.error =
      e instanceof ChangedDuringRun ? `changed-during-run: ${e.message}` : `cannot be written: ${(e as Error).message}`;
  }
}

/** Copies a symlink left alone into the copy, as the symlink it is (pointing where it pointed). */
/**
 * A file, directory or symlink whose name is not UTF-8 copied by its bytes into the copy (the
 * paths as bytes, which Node's file system calls take as they are): a file through a temporary
 * file and a rename, a directory made and its entries copied alike, a symlink made again.
 */
async function copyByBytes(
  writer: Writer,
  root: string,
  named: ByteNamed,
  error: (file: string, message: string) => void,
): Promise<void> {
  const slash = Buffer.from('/');
  const under = (base: string, rest: Buffer) => Buffer.concat([Buffer.from(base), slash, rest]);
  const copy = async (rest: Buffer): Promise<void> => {
    writer.signal?.throwIfAborted();
    const from = under(root, rest);
    const to = under(writer.out!, rest);
    const info = await lstat(from);
    if (info.isDirectory()) {
      await mkdir(to, { recursive: true, mode: info.mode & 0o7777 });
      for (const entry of await readdir(from, { encoding: 'buffer' })) await copy(Buffer.concat([rest, slash, entry]));
    } else if (info.isSymbolicLink() || info.isFile()) {
      // Through a temporary file beside it (a UTF-8 name of its own), renamed to the bytes: a copy
      // made before is replaced whole.
      const temporary = writer.temporaries.beside(join(dirname(join(writer.out!, named.path)), 'byte-named'));
      try {
        if (info.isFile()) await copyBytes(from, temporary);
        else await symlink(await readlink(from, { encoding: 'buffer' }), temporary);
        await rename(temporary, to);
      } catch (e) {
        await unlink(temporary).catch(() => undefined);
        throw e;
      } finally {
        writer.temporaries.done(temporary);
      }
    }
  };
  try {
    await makeDirectory(writer.out!, dirname(join(writer.out!, ...named.path.split('/'))), writer.known);
    await copy(named.bytes);
  } catch (e) {
    if (writer.signal?.aborted === true) throw e;
    error(named.path, `cannot be copied by its bytes: ${(e as Error).message}`);
  }
}

async function copySymlink(
  writer: Writer,
  path: string,
  target: string,
  error: (file: string, message: string) => void,
): Promise<void> {
  const at = join(writer.out!, ...path.split('/'));
  const temporary = writer.temporaries.beside(at);
  try {
    await makeDirectory(writer.out!, dirname(at), writer.known);
    await symlink(target, temporary);
    await rename(temporary, at);
  } catch (e) {
    await unlink(temporary).catch(() => undefined);
    error(path, `cannot be copied as a symlink: ${(e as Error).message}`);
  } finally {
    writer.temporaries.done(temporary);
  }
}

/**
 * The walk over a built site's directory: every file listed first (the paths are what the links
 * are checked against), then each HTML page and CSS file rewritten against its URL under the base,
 * in order, in place (by rename) or into a full copy, while the next few are read and the last few
 * written. Memory holds the list of paths and a few files. A file that cannot be processed is
 * reported by name and the walk goes on. ES module only, Node.js 20 or later.
 * @module java-uri/site/walk
 */
import { mkdir, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { decodeUtf8, replaceFile, SiteFileError } from './files';
import { relativizeCss, relativizeHtml, siteBase, type LinkOutcome, type LinkRecord, type SiteOptions } from './index';

export type { LinkOutcome, LinkRecord } from './index';

/** How to run over a directory (the options of one page, but `exists`, which the tree answers). */
export interface SiteRunOptions extends Omit<SiteOptions, 'exists'> {
  /** A directory to write a full copy of the site to, rewritten; without it, files are rewritten in place. */
  out?: string;
  /** Change nothing: read, decide and report only. */
  dryRun?: boolean;
  /** Called for every link of every page and stylesheet. */
  onLink?: (file: string, link: LinkRecord) => void;
  /**
   * Called after each file, with how many are done of how many there are; a promise it returns
   * (a consumer that is behind) holds the walk back until it settles.
   */
  onFile?: (outcome: FileOutcome, done: number, total: number) => void | Promise<void>;
  /** Called for each file or directory that could not be processed (they are in the summary's errors too). */
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
  /** Files under the directory (symlinks followed). */
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
  /** Files and directories that could not be processed, with why. */
  errors: {
    /** The file or directory, relative to the site's directory. */
    file: string;
    /** Why, e.g. `is not UTF-8 (invalid bytes at offset 3)`. */
    message: string;
  }[];
}

const PAGE = /\.html?$/i;
const STYLESHEET = /\.css$/i;

/**
 * Rewrites the HTML pages and CSS files under `dir`, published at `options.base`, so that each link
 * inside the site is the shortest page-relative reference to the same target.
 * @throws TypeError for a bad base, `out` inside `dir`, or a `dir` that is not a directory
 */
export async function relativizeSite(dir: string, options: SiteRunOptions = {}): Promise<SiteSummary> {
  siteBase(options.base);
  const root = await realDirectory(dir, 'the site');
  const summary: SiteSummary = {
    files: 0,
    pages: 0,
    stylesheets: 0,
    bytes: 0,
    changedFiles: 0,
    links: 0,
    outcomes: {} as Record<LinkOutcome, number>,
    broken: 0,
    errors: [],
  };
  let out: string | null = null;
  if (options.out !== undefined) {
    out = resolve(options.out);
    const realOut = await realpath(out).catch(() => out!);
    if (realOut === root || realOut.startsWith(root + sep))
      throw new TypeError(`site: --out ${options.out} is inside the site's directory ${dir}`);
  }
  const error = (file: string, message: string) => {
    summary.errors.push({ file, message });
    options.onError?.(file, message);
  };
  const files = await listFiles(root, error);
  const paths = new Set(files);
  const base = siteBase(options.base);
  const pageOptions: SiteOptions = { base, exists: (path) => paths.has(path) };
  if (options.offline === true) pageOptions.offline = true;
  const finish = (outcome: FileOutcome) => {
    summary.files++;
    summary.bytes += outcome.bytes;
    if (outcome.kind === 'page') summary.pages++;
    if (outcome.kind === 'stylesheet') summary.stylesheets++;
    if (outcome.changed) summary.changedFiles++;
    if (outcome.error !== undefined) error(outcome.file, outcome.error);
    return options.onFile?.(outcome, summary.files, files.length);
  };
  // Files are rewritten one at a time, in order, while the next few are read and the last few
  // written: the disk's waits overlap the parsing, and memory holds at most 2 × IN_FLIGHT + 1 files.
  const reads: (Promise<Read> | undefined)[] = [];
  const writes = new Set<Promise<void>>();
  const directories = new Set<string>();
  for (let i = 0; i < files.length; i++) {
    for (let k = i; k <= i + IN_FLIGHT && k < files.length; k++) reads[k] ??= readOne(root, files[k]!);
    const read = await reads[i]!;
    reads[i] = undefined;
    const written = rewrite(read, base, pageOptions, options, summary);
    const write = options.dryRun === true ? Promise.resolve() : writeOne(root, read, written, out, directories);
    const done = write.then(() => finish(read.outcome));
    writes.add(done);
    void done.finally(() => writes.delete(done));
    if (writes.size >= IN_FLIGHT) await Promise.race(writes);
  }
  await Promise.all(writes);
  return summary;
}

async function realDirectory(dir: string, what: string): Promise<string> {
  let info;
  try {
    info = await stat(dir);
  } catch (e) {
    throw new TypeError(`site: ${what} ${dir} cannot be read: ${(e as Error).message}`, { cause: e });
  }
  if (!info.isDirectory()) throw new TypeError(`site: ${what} ${dir} is not a directory`);
  return realpath(dir);
}

/**
 * Every file under `root` (relative paths with "/", sorted), symlinks followed; a directory
 * reached twice (a symlink loop) or unreadable is an error and is skipped.
 */
async function listFiles(root: string, error: (file: string, message: string) => void): Promise<string[]> {
  const files: string[] = [];
  const seen = new Set<string>([root]);
  const pending: string[] = [''];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = await readdir(join(root, dir), { withFileTypes: true });
    } catch (e) {
      error(dir || '.', `cannot be read: ${(e as Error).message}`);
      continue;
    }
    for (const entry of entries) {
      const path = dir === '' ? entry.name : dir + '/' + entry.name;
      let isDirectory = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        try {
          isDirectory = (await stat(join(root, path))).isDirectory();
        } catch (e) {
          error(path, `is a symlink that cannot be followed: ${(e as Error).message}`);
          continue;
        }
      }
      if (!isDirectory) {
        files.push(path);
        continue;
      }
      const real = await realpath(join(root, path)).catch(() => null);
      if (real === null || seen.has(real)) {
        error(path, 'is a symlink loop (a directory reached twice); skipped');
        continue;
      }
      seen.add(real);
      pending.push(path);
    }
  }
  return files.sort();
}

/** How many files are read ahead of the one being rewritten, and how many writes may be under way. */
const IN_FLIGHT = 4;

/** A file as read: its outcome so far, its bytes and mode (null: it could not be read). */
interface Read {
  outcome: FileOutcome;
  bytes: Uint8Array | null;
  mode: number;
}

async function readOne(root: string, file: string): Promise<Read> {
  const kind = PAGE.test(file) ? 'page' : STYLESHEET.test(file) ? 'stylesheet' : 'other';
  const path = join(root, file);
  try {
    const mode = (await stat(path)).mode & 0o7777;
    const bytes = await readFile(path);
    return { outcome: { file, kind, bytes: bytes.length, changed: false }, bytes, mode };
  } catch (e) {
    const error = `cannot be read: ${(e as Error).message}`;
    return { outcome: { file, kind, bytes: 0, changed: false, error }, bytes: null, mode: 0 };
  }
}

/** The bytes to write for a file read (its own for a file that is not rewritten), its links reported. */
function rewrite(
  read: Read,
  base: string,
  pageOptions: SiteOptions,
  options: SiteRunOptions,
  summary: SiteSummary,
): Uint8Array | null {
  const { outcome, bytes } = read;
  if (bytes === null || outcome.kind === 'other') return bytes;
  const file = outcome.file;
  try {
    const text = decodeUtf8(bytes);
    const url = new URL(file.split('/').map(encodeURIComponent).join('/'), base).href;
    const page = outcome.kind === 'page' ? relativizeHtml(text, url, pageOptions) : null;
    const result = page ?? relativizeCss(text, url, pageOptions);
    const charset = page?.charset ?? null;
    if (charset !== null && !['utf-8', 'utf8', 'unicode-1-1-utf-8'].includes(charset))
      throw new SiteFileError(`declares charset ${charset}; only UTF-8 is read`);
    for (const link of result.links) {
      summary.links++;
      summary.outcomes[link.outcome] = (summary.outcomes[link.outcome] ?? 0) + 1;
      if (link.broken === true) summary.broken++;
      options.onLink?.(file, link);
    }
    if (result.text === text) return bytes;
    outcome.changed = true;
    return Buffer.from(result.text, 'utf8');
  } catch (e) {
    if (!(e instanceof SiteFileError)) throw e;
    outcome.error = e.message;
    return bytes;
  }
}

/** Writes a file: into the copy under `out` (its directory made once), or in place when it changed. */
async function writeOne(
  root: string,
  read: Read,
  written: Uint8Array | null,
  out: string | null,
  directories: Set<string>,
): Promise<void> {
  const { outcome } = read;
  if (written === null || (out === null && !outcome.changed)) return;
  try {
    if (out !== null) {
      const target = join(out, ...outcome.file.split('/'));
      const directory = join(target, '..');
      if (!directories.has(directory)) {
        await mkdir(directory, { recursive: true });
        directories.add(directory);
      }
      await replaceFile(target, written, read.mode, false);
    } else {
      await replaceFile(join(root, outcome.file), written, read.mode, true);
    }
  } catch (e) {
    outcome.changed = false;
    outcome.error = `cannot be written: ${(e as Error).message}`;
  }
}

/**
 * check --external's cache file (`--cache FILE`): each URL's verdict and when it was reached, as
 * JSON. Within the cache's age a fine URL is not asked again (when every fragment asked of it was
 * found then); a failure is always asked again. Written whole through a temporary file and a
 * rename, so that a run stopped half way leaves the old file or the new one, never part of one;
 * a file that is not such a cache (corrupt, another program's) is reported by the caller and
 * replaced.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The file's `format` field: what tells this cache from any other JSON. */
const FORMAT = 'java-uri check --external cache';
const VERSION = 1;

/** What is kept of one URL. */
export interface CacheEntry {
  /** When it was asked (milliseconds since the epoch). */
  readonly time: number;
  /** Whether it was fine (then `fragments` are those found in it). */
  readonly fine: boolean;
  /** Its final status, when one came. */
  readonly status?: number;
  /** The fragments found in it (of those asked). */
  readonly fragments?: readonly string[];
  /** The fragments asked of it that its page's scripts make (GitHub's line anchors), and what makes them. */
  readonly byScript?: readonly string[];
  readonly madeBy?: string;
  /** Its page is not read for fragments (not HTML, too large): none asked of it is judged. */
  readonly unjudged?: true;
  /** The URL it moved to for good (a permanent redirect). */
  readonly moved?: string;
}

export class Cache {
  readonly #entries: Map<string, CacheEntry>;

  private constructor(
    readonly file: string,
    entries: Map<string, CacheEntry>,
  ) {
    this.#entries = entries;
  }

  /**
   * The cache in `file` (empty when there is none); `problem` says why a file there could not be
   * read as one (it is then replaced at the end).
   */
  static async open(file: string): Promise<{ cache: Cache; problem: string | null }> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { cache: new Cache(file, new Map()), problem: null };
      return { cache: new Cache(file, new Map()), problem: `cannot be read (${(e as Error).message})` };
    }
    const entries = parse(text);
    return typeof entries === 'string'
      ? { cache: new Cache(file, new Map()), problem: entries }
      : { cache: new Cache(file, entries), problem: null };
  }

  /**
   * The entry of `url` when it was reached within `age` ms with a final status that `accepted`
   * takes now (so a cache made with another --accept is judged by this run's), and every fragment
   * of `fragments` was found on its page then, or made by its scripts, or its page is one whose
   * fragments are not judged; else null: it is asked again.
   */
  fresh(
    url: string,
    fragments: Iterable<string>,
    age: number,
    accepted: (status: number) => boolean,
    now = Date.now(),
  ): CacheEntry | null {
    const entry = this.#entries.get(url);
    if (entry === undefined || entry.status === undefined || !accepted(entry.status)) return null;
    if (!(now - entry.time < age) || entry.time > now) return null;
    if (entry.unjudged === true) return entry;
    const known = new Set([...(entry.fragments ?? []), ...(entry.byScript ?? [])]);
    for (const f of fragments) if (!known.has(f)) return null;
    return entry;
  }

  set(url: string, entry: CacheEntry): void {
    this.#entries.set(url, entry);
  }

  /**
   * Writes the cache, without the entries reached before `since` (no run would take them: the file
   * stays the size of the links of the recent runs): a temporary file beside it, then renamed over it.
   */
  async save(since = 0): Promise<void> {
    const urls: Record<string, CacheEntry> = {};
    for (const [url, entry] of [...this.#entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      if (entry.time >= since) urls[url] = entry;
    const text = JSON.stringify({ format: FORMAT, version: VERSION, urls }, null, 1) + '\n';
    const temporary = join(dirname(this.file), `.${basename(this.file)}.${process.pid}.tmp`);
    try {
      await writeFile(temporary, text, 'utf8');
      await rename(temporary, this.file);
    } catch (e) {
      await rm(temporary, { force: true });
      throw e;
    }
  }
}

/** The entries of a cache file's text, or why it is not one. */
function parse(text: string): Map<string, CacheEntry> | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  const { format, version, urls } = (data ?? {}) as { format?: unknown; version?: unknown; urls?: unknown };
  if (format !== FORMAT) return `is not a java-uri cache (no "format": ${JSON.stringify(FORMAT)})`;
  if (version !== VERSION) return `is a cache of another version (${JSON.stringify(version)})`;
  if (urls === null || typeof urls !== 'object' || Array.isArray(urls)) return 'has no "urls" object';
  const entries = new Map<string, CacheEntry>();
  for (const [url, entry] of Object.entries(urls)) {
    const e = entry as Partial<CacheEntry> | null;
    if (e === null || typeof e !== 'object' || typeof e.time !== 'number' || typeof e.fine !== 'boolean') continue;
    if (e.fragments !== undefined && !(Array.isArray(e.fragments) && e.fragments.every((f) => typeof f === 'string')))
      continue;
    entries.set(url, {
      time: e.time,
      fine: e.fine,
      ...(typeof e.status === 'number' ? { status: e.status } : {}),
      ...(e.fragments === undefined ? {} : { fragments: e.fragments }),
      ...(strings(e.byScript) ? { byScript: e.byScript } : {}),
      ...(typeof e.madeBy === 'string' ? { madeBy: e.madeBy } : {}),
      ...(e.unjudged === true ? { unjudged: true as const } : {}),
      ...(typeof e.moved === 'string' ? { moved: e.moved } : {}),
    });
  }
  return entries;
}

function strings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

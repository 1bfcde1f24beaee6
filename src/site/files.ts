/**
 * Writing a site's files safely. A file is replaced by writing a temporary file beside it and
 * renaming it over the old one: never truncated, never half-written. In place, the new file keeps
 * the old one's mode and, where the process may, its owner and group; a file with other hard links
 * is split from them (its other names, which may lie outside the site, keep the old bytes); a
 * read-only file is replaced as `sed -i` replaces it, read-only still. A temporary file is named
 * `.NAME.PID.N.java-uri-tmp`: a run that is stopped removes its own, and a later run removes those
 * whose process is gone. Directories of a copy are made one level at a time (never `mkdir -p`,
 * which spins forever under /proc) and never through a symlink.
 */
import {
  closeSync,
  constants,
  copyFileSync,
  fchmodSync,
  fchownSync,
  fstatSync,
  lstatSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { copyFile as copyFileByStream, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The end of a temporary file's name. */
const TEMPORARY = '.java-uri-tmp';

/** The temporary files of one run: named, and those not yet renamed known, so that a stop removes them. */
export class Temporaries {
  #count = 0;
  readonly #live = new Set<string>();

  /** A new temporary file's path beside `path`. */
  beside(path: string): string {
    // A long name is cut, so that the temporary file's name is within the system's limit too.
    const name = basename(path).slice(0, 200);
    const temporary = join(dirname(path), `.${name}.${process.pid}.${this.#count++}${TEMPORARY}`);
    this.#live.add(temporary);
    return temporary;
  }

  /** `temporary` was renamed or removed. */
  done(temporary: string): void {
    this.#live.delete(temporary);
  }

  /** Removes every temporary file not yet renamed. */
  async removeAll(): Promise<void> {
    await Promise.all([...this.#live].map((path) => unlink(path).catch(() => undefined)));
    this.#live.clear();
  }
}

/**
 * Whether `name` is a temporary file of a run whose process is gone (a run killed before it could
 * remove it): true to remove it. One of a live process (another run, now) is left alone.
 */
export function isTemporary(name: string): 'stale' | 'live' | false {
  if (!name.startsWith('.') || !name.endsWith(TEMPORARY)) return false;
  const fields = name.slice(0, -TEMPORARY.length).split('.');
  const pid = Number(fields[fields.length - 2]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return 'live';
  try {
    process.kill(pid, 0);
    return 'live';
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM' ? 'live' : 'stale';
  }
}

/** How a file is replaced. */
export interface Replacement {
  /** The old file's status, whose mode (and, in place, owner and group) the new one keeps. */
  readonly like: Stats;
  /** In place: keep the owner and group too (a copy belongs to whoever makes it). */
  readonly inPlace: boolean;
  readonly temporaries: Temporaries;
  /** Stops before the rename: the temporary file is removed and the old file stays. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * A file to be replaced in place changed after it was read (another program, or its author,
 * wrote it during the run): it is left as it is now, so that no edit is lost.
 */
export class ChangedDuringRun extends Error {
  /** `'ChangedDuringRun'`. */
  override name = 'ChangedDuringRun';
}

/** Whether `now` is still the file `then` described: the same inode, size, modification and change times. */
function sameFile(then: Stats, now: Stats): boolean {
  return now.ino === then.ino && now.size === then.size && now.mtimeMs === then.mtimeMs && now.ctimeMs === then.ctimeMs;
}

/**
 * The size of a file written at once, by calls that return when the system is done (as the walk
 * reads one): 1 MiB, a few milliseconds at most. Each call handed to Node's other threads waits a
 * quarter of a millisecond for its answer here (2 cores); `site --out` of Sphinx's 1,023 pages
 * (2,068 files) took 2.5 s rather than 2.8, Hugo's 1,024 2.6 s rather than 2.8 (Node 22, medians of
 * six). A larger file is written by those threads, so that a stop is not kept waiting.
 */
const WRITE_AT_ONCE = 1 << 20;

/** The calls byRename makes: at once, or handed to Node's other threads. */
interface RenameCalls {
  stat(path: string): Stats | Promise<Stats>;
  rename(from: string, to: string): void | Promise<void>;
  unlink(path: string): void | Promise<void>;
}
const AT_ONCE: RenameCalls = { stat: (path) => statSync(path), rename: renameSync, unlink: unlinkSync };
const HANDED: RenameCalls = { stat: (path) => stat(path), rename, unlink };

/**
 * Writes `data` to `path` by rename: a temporary file beside it is written, closed, given the old
 * file's mode (and owner), then renamed over it. On failure or a stop, the temporary file is
 * removed and the old file is untouched. In place, the old file must still be the one `like`
 * describes just before the rename, else ChangedDuringRun (and it is left as it is).
 */
export function replaceFile(path: string, data: Uint8Array, how: Replacement): Promise<void> {
  if (data.length <= WRITE_AT_ONCE)
    return byRename(path, how, AT_ONCE, async (temporary) => {
      const fd = openSync(temporary, 'wx', how.like.mode & 0o777);
      try {
        for (let written = 0; written < data.length;) written += writeSync(fd, data, written, data.length - written);
        const now = fstatSync(fd);
        if (how.inPlace) await keepOwner(now, how.like, (uid, gid) => fchownSync(fd, uid, gid));
        if (!sameMode(now, how.like)) fchmodSync(fd, how.like.mode & 0o7777);
      } finally {
        closeSync(fd);
      }
    });
  return byRename(path, how, HANDED, async (temporary) => {
    const handle = await open(temporary, 'wx', how.like.mode & 0o777);
    try {
      await handle.writeFile(data);
      const now = await handle.stat();
      if (how.inPlace) await keepOwner(now, how.like, (uid, gid) => handle.chown(uid, gid));
      if (!sameMode(now, how.like)) await handle.chmod(how.like.mode & 0o7777);
    } finally {
      await handle.close();
    }
  });
}

/**
 * Whether the new file, made with the old one's permission bits, has its mode: where the process's
 * umask took none of them and it has no set-user-ID, set-group-ID or sticky bit, no chmod is
 * needed, which saves a change of the file's inode (the system's journal writes each). A chown
 * clears only the set-user-ID and set-group-ID bits, which the answer already counts, so it holds
 * after one.
 */
function sameMode(now: Stats, like: Stats): boolean {
  return (now.mode & 0o7777) === (like.mode & 0o7777);
}

/**
 * Copies file `source` (whose status is `how.like`) to `path` as replaceFile writes (a temporary
 * file beside it, renamed over it), streamed by the system (a reflink where the file system has
 * them), never held in memory: any size. Node's copy gives the new file the source's mode
 * (spec/site-files.spec.ts holds it to that).
 */
export function copyFile(source: string, path: string, how: Replacement): Promise<void> {
  const mode = constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE;
  if (how.like.size <= WRITE_AT_ONCE)
    return byRename(path, how, AT_ONCE, (temporary) => copyFileSync(source, temporary, mode));
  return byRename(path, how, HANDED, (temporary) => copyFileByStream(source, temporary, mode));
}

/** `path` made by `make` as a temporary file beside it, then renamed over it (see replaceFile). */
async function byRename(
  path: string,
  how: Replacement,
  calls: RenameCalls,
  make: (temporary: string) => void | Promise<void>,
): Promise<void> {
  const { like, temporaries, signal } = how;
  const temporary = temporaries.beside(path);
  try {
    await make(temporary);
    signal?.throwIfAborted();
    if (how.inPlace && !sameFile(like, await calls.stat(path)))
      throw new ChangedDuringRun('changed during the run, after it was read: left as it is now (run again)');
    await calls.rename(temporary, path);
  } catch (e) {
    try {
      await calls.unlink(temporary);
    } catch {
      // never made, or already gone
    }
    throw e;
  } finally {
    temporaries.done(temporary);
  }
}

/**
 * Gives the file whose status is `now` the owner and group of `like` by `chown` where the process
 * may (root may; others may change the group to one of theirs).
 */
async function keepOwner(
  now: Stats,
  like: Stats,
  chown: (uid: number, gid: number) => void | Promise<void>,
): Promise<void> {
  if (now.uid === like.uid && now.gid === like.gid) return;
  try {
    await chown(like.uid, like.gid);
  } catch {
    try {
      await chown(now.uid, like.gid);
    } catch {
      // neither: the file keeps the process's owner and group
    }
  }
}

/**
 * Makes directory `path` under `top` (which exists), one level at a time; a level that exists must
 * be a directory, not a symlink (a copy is never written through one). Each directory made or
 * checked is added to `known`, and stale temporary files found in it are removed.
 * @throws the system's error (ENOENT, EACCES, ENOTDIR…), or an Error for a symlink on the way
 */
export async function makeDirectory(top: string, path: string, known: Set<string>): Promise<void> {
  if (known.has(path)) return;
  if (path !== top) await makeDirectory(top, dirname(path), known);
  if (known.has(path)) return;
  // Made where it is missing, as it is in a new copy: one call, where asking first took two and an
  // error made for the answer "missing". By Node's other threads, unlike a small file: a directory
  // takes the system longer, and the walk goes on meanwhile (Hugo's 1,024 pages, each in a folder of
  // its own: 2.6 s with `site --out`, 3.1 s at once). A name that exists (mkdir never follows a
  // symlink) is looked at.
  let made = true;
  try {
    await mkdir(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    made = false;
  }
  if (!made) {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) throw new Error(`${path} is a symlink: nothing is written through it`);
    if (!info.isDirectory()) throw new Error(`${path} is not a directory`);
    await removeStale(path);
  }
  known.add(path);
}

/** Removes the stale temporary files in `directory` (see isTemporary). */
export async function removeStale(directory: string): Promise<void> {
  const names = await readdir(directory).catch(() => [] as string[]);
  for (const name of names)
    if (isTemporary(name) === 'stale') await unlink(join(directory, name)).catch(() => undefined);
}

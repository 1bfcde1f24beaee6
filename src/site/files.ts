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
import { constants, type Stats } from 'node:fs';
import {
  chmod,
  copyFile as copyFileByStream,
  lstat,
  mkdir,
  open,
  readdir,
  rename,
  stat,
  unlink,
} from 'node:fs/promises';
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
 * Writes `data` to `path` by rename: a temporary file beside it is written, closed, given the old
 * file's mode (and owner), then renamed over it. On failure or a stop, the temporary file is
 * removed and the old file is untouched. In place, the old file must still be the one `like`
 * describes just before the rename, else ChangedDuringRun (and it is left as it is).
 */
export function replaceFile(path: string, data: Uint8Array, how: Replacement): Promise<void> {
  return byRename(path, how, async (temporary) => {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      if (how.inPlace) await keepOwner(handle, how.like);
      await handle.chmod(how.like.mode & 0o7777);
    } finally {
      await handle.close();
    }
  });
}

/**
 * Copies file `source` to `path` as replaceFile writes (a temporary file beside it, given the
 * source's mode, renamed over it), streamed by the system (a reflink where the file system has
 * them), never held in memory: any size.
 */
export function copyFile(source: string, path: string, how: Replacement): Promise<void> {
  return byRename(path, how, async (temporary) => {
    await copyFileByStream(source, temporary, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
    await chmod(temporary, how.like.mode & 0o7777);
  });
}

/** `path` made by `make` as a temporary file beside it, then renamed over it (see replaceFile). */
async function byRename(path: string, how: Replacement, make: (temporary: string) => Promise<void>): Promise<void> {
  const { like, temporaries, signal } = how;
  const temporary = temporaries.beside(path);
  try {
    await make(temporary);
    signal?.throwIfAborted();
    if (how.inPlace && !sameFile(like, await stat(path)))
      throw new ChangedDuringRun('changed during the run, after it was read: left as it is now (run again)');
    await rename(temporary, path);
  } catch (e) {
    await unlink(temporary).catch(() => undefined);
    throw e;
  } finally {
    temporaries.done(temporary);
  }
}

/** Gives the file the owner and group of `like` where the process may (root may; others may change the group to one of theirs). */
async function keepOwner(handle: import('node:fs/promises').FileHandle, like: Stats): Promise<void> {
  const { uid, gid } = await handle.stat();
  if (uid === like.uid && gid === like.gid) return;
  try {
    await handle.chown(like.uid, like.gid);
  } catch {
    await handle.chown(uid, like.gid).catch(() => undefined);
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
  // Made at once where it is missing, as it is in a new copy: one call, where asking first took two
  // and an error made for the answer "missing". A name that exists (mkdir never follows a symlink)
  // is looked at.
  const made = await mkdir(path).then(
    () => true,
    (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
      return false;
    },
  );
  if (!made) {
    const info = await lstat(path);
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

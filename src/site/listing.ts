/**
 * A built site's tree, listed before any file is rewritten (its paths are what links are checked
 * against). Regular files are listed; a symlink whose real path stays in the tree is followed when
 * the site is copied (each path gets its own rewritten copy), and in place is left to its target
 * (rewritten under its own path), which serves the same links when both stand at the same depth; a
 * symlink that leaves the tree, cannot be followed, or stands at another depth than its target in
 * place, is left alone (copied as the symlink it is) and reported. Its paths still count as
 * existing. Temporary files of the rewriter are never listed; stale ones are removed in place.
 */
import { readdirSync, statSync, type Stats } from 'node:fs';
import { lstat, readlink, realpath, stat, unlink } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isTemporary } from './files';

/** A symlink the walk leaves alone, or copies as the symlink it is. */
export interface LeftAlone {
  /** Its path in the tree, with "/". */
  readonly path: string;
  /** What it points to, as written (copied as it is). */
  readonly target: string;
}

/**
 * A file, directory or symlink whose name is not UTF-8: no link can name it (a URL's path is read
 * as UTF-8), so it is left alone, and copied by its bytes with `copy`.
 */
export interface ByteNamed {
  /** Its path as reported: each byte that is not part of a UTF-8 character as U+DC80–U+DCFF (`\xE9` once shown). */
  readonly path: string;
  /** Its real path under the tree, as bytes. */
  readonly bytes: Buffer;
}

/** What is under a site's directory. */
export interface Listing {
  /** The files to rewrite or copy, relative paths with "/", sorted. */
  readonly files: string[];
  /** The symlinks left alone (with `copy`: to be copied as symlinks). */
  readonly symlinks: LeftAlone[];
  /** The names that are not UTF-8, left alone (with `copy`: to be copied by their bytes). */
  readonly byteNamed: ByteNamed[];
  /** Whether the tree has a file at `path` (followed through symlinks, as a server follows them). */
  readonly exists: (path: string) => boolean;
  /** What `exists` knows, as data another thread can be given (see existsIn). */
  readonly known: KnownFiles;
}

/** The files a tree has: those listed, and the directories left alone whose files are asked of the system. */
export interface KnownFiles {
  readonly root: string;
  readonly existing: ReadonlySet<string>;
  readonly unlisted: ReadonlySet<string>;
}

/** Whether the tree `known` describes has a file at `path`. */
export function existsIn({ root, existing, unlisted }: KnownFiles): (path: string) => boolean {
  return (path) => existing.has(path) || (unlisted.size > 0 && underUnlisted(root, path, unlisted));
}

/** How to list. */
export interface ListingOptions {
  /** The tree is copied (true) or rewritten in place (false). */
  readonly copy: boolean;
  /** Remove stale temporary files (in place, when not a dry run). */
  readonly removeStale: boolean;
  /** Called for each path that is left alone or cannot be listed, with why. */
  readonly report: (path: string, message: string) => void;
  /** Stops the listing (checked at each directory): it rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
}

/** Every file under `root` (a real path); see the module's comment. */
export async function listTree(root: string, options: ListingOptions): Promise<Listing> {
  const files: string[] = [];
  const symlinks: LeftAlone[] = [];
  const byteNamed: ByteNamed[] = [];
  const existing = new Set<string>();
  /** Directories whose files are not listed (symlinks left alone): their paths are asked of the system. */
  const unlisted = new Set<string>();
  /** The real paths of the directories listed (a symlink back to one of them is a loop). */
  const seen = new Set<string>([root]);
  const pending: string[] = [''];
  const inTree = (real: string) => real === root || real.startsWith(root + sep);
  while (pending.length > 0) {
    options.signal?.throwIfAborted();
    const dir = pending.pop()!;
    let entries;
    try {
      // As bytes: a name that is not UTF-8 is told as it is, not as U+FFFD (which names no file). At
      // once: a directory's entries come from memory, in less time than a request to another thread.
      entries = readdirSync(join(root, dir), { withFileTypes: true, encoding: 'buffer' });
    } catch (e) {
      options.report(dir || '.', `cannot be read: ${(e as Error).message}`);
      continue;
    }
    for (const entry of entries) {
      const name = utf8(entry.name);
      if (name === null) {
        const path = (dir === '' ? '' : dir + '/') + escapedName(entry.name);
        const copied =
          options.copy && !entry.isSocket() && !entry.isFIFO() && !entry.isBlockDevice() && !entry.isCharacterDevice();
        options.report(
          path,
          `its name is not UTF-8 (no link can name it): left alone${copied ? ', copied by its bytes' : ''}`,
        );
        if (copied)
          byteNamed.push({ path, bytes: Buffer.concat([Buffer.from(dir === '' ? '' : dir + '/'), entry.name]) });
        continue;
      }
      const path = dir === '' ? name : dir + '/' + name;
      const full = join(root, path);
      if (entry.isFile()) {
        const temporary = isTemporary(name);
        if (temporary === 'stale' && options.removeStale) await unlink(full).catch(() => undefined);
        if (temporary !== false) continue;
        files.push(path);
        existing.add(path);
      } else if (entry.isDirectory()) {
        pending.push(path);
      } else if (entry.isSymbolicLink()) {
        // A target that is not UTF-8 cannot be followed by its name as a string: left alone, copied by its bytes.
        const targetBytes = await readlink(full, { encoding: 'buffer' }).catch(() => null);
        if (targetBytes !== null && utf8(targetBytes) === null) {
          options.report(
            path,
            `is a symlink to ${escapedName(targetBytes)}, a name that is not UTF-8: left alone${options.copy ? ', copied by its bytes' : ''}`,
          );
          if (options.copy) byteNamed.push({ path, bytes: Buffer.from(path) });
          continue;
        }
        let real: string;
        let isDirectory: boolean;
        try {
          real = await realpath(full);
          const info = await stat(real);
          isDirectory = info.isDirectory();
          if (!isDirectory && !info.isFile()) throw new Error(`it leads to ${kindOf(info)}`);
        } catch (e) {
          const target = await readlink(full).catch(() => '?');
          const why = (e as NodeJS.ErrnoException).code === 'ELOOP' ? 'a symlink loop' : (e as Error).message;
          options.report(path, `is a symlink to ${target} that cannot be followed (${why}): left alone`);
          symlinks.push({ path, target });
          continue;
        }
        const target = await readlink(full).catch(() => real);
        if (!inTree(real)) {
          options.report(
            path,
            `is a symlink to ${real}, outside the site: left alone${options.copy ? ', copied as the symlink' : ''}`,
          );
          symlinks.push({ path, target });
          if (isDirectory) unlisted.add(path);
          else existing.add(path);
          continue;
        }
        const inside = relative(root, real).split(sep).join('/') || '.';
        if (isDirectory && (inside === '.' || path.startsWith(inside + '/'))) {
          // A symlink to a directory that holds it (`self -> .`, `up -> ..` inside the tree): a loop,
          // not listed again; a server follows it, so its paths still exist.
          options.report(path, `is a symlink to ${inside}, a directory that holds it (a symlink loop): left alone`);
          symlinks.push({ path, target });
          unlisted.add(path);
          continue;
        }
        if (!options.copy) {
          // In place: the target is rewritten under its own path; from this path its links lead to
          // the same files only when both stand at the same depth.
          if (depth(inside) !== depth(path))
            options.report(
              path,
              `is a symlink to ${inside} at another depth: left alone (its target is rewritten for its own URL, so its relative links lead elsewhere from here; --out copies it rewritten)`,
            );
          if (isDirectory) unlisted.add(path);
          else existing.add(path);
          continue;
        }
        if (!isDirectory) {
          files.push(path);
          existing.add(path);
        } else if (seen.has(real)) {
          options.report(path, `is a symlink to ${inside}, a directory already listed (a symlink loop): left alone`);
          symlinks.push({ path, target });
        } else {
          seen.add(real);
          pending.push(path);
        }
      } else {
        const info = await lstat(full).catch(() => null);
        options.report(path, `is ${info === null ? 'not a regular file' : kindOf(info)}: left alone`);
      }
    }
  }
  files.sort();
  const known = { root, existing, unlisted };
  return { files, symlinks, byteNamed, exists: existsIn(known), known };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A name's text, or null when its bytes are not UTF-8. */
function utf8(bytes: Buffer): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A name that is not UTF-8 as a string that keeps its bytes: its UTF-8 characters as they are, and
 * each other byte B as U+DC00 + B (a lone surrogate, which no UTF-8 name holds), so that display
 * shows `\xE9` and a report percent-encodes the byte itself.
 */
export function escapedName(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const length = sequenceLength(bytes, i);
    if (length === 0) {
      text += String.fromCharCode(0xdc00 + bytes[i]!);
      i++;
    } else {
      text += UTF8.decode(bytes.subarray(i, i + length));
      i += length;
    }
  }
  return text;
}

/** The length of the well-formed UTF-8 sequence at `i` (RFC 3629's table), or 0 when there is none. */
function sequenceLength(b: Uint8Array, i: number): number {
  const lead = b[i]!;
  const cont = (k: number, low = 0x80, high = 0xbf) => i + k < b.length && b[i + k]! >= low && b[i + k]! <= high;
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return cont(1) ? 2 : 0;
  if (lead === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((lead >= 0xe1 && lead <= 0xec) || lead === 0xee || lead === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (lead === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (lead === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (lead >= 0xf1 && lead <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (lead === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** Whether `path` lies under a directory of `unlisted` and names a file there, asked of the system. */
function underUnlisted(root: string, path: string, unlisted: ReadonlySet<string>): boolean {
  for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
    if (!unlisted.has(path.slice(0, slash))) continue;
    try {
      return statSync(join(root, path)).isFile();
    } catch {
      return false;
    }
  }
  return false;
}

/** How many directories a path stands in. */
function depth(path: string): number {
  let n = 0;
  for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1)) n++;
  return n;
}

/** What a file that is not a regular file or a directory is. */
function kindOf(info: Stats): string {
  if (info.isFIFO()) return 'a named pipe';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

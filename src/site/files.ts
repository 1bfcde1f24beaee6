/**
 * Reading and writing a site's files safely: text is read only when it is UTF-8 (a UTF-16 byte
 * order mark, a NUL byte or an invalid sequence is an error naming the file), and a file is
 * replaced by writing a temporary file beside it and renaming it over the old one, with the old
 * one's mode: never truncated, never half-written. A symlinked file is written through to its
 * target, which keeps the link.
 */
import { chmod, open, realpath, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A file the site rewriter cannot read as text, with the reason. */
export class SiteFileError extends Error {
  override name = 'SiteFileError';
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * `bytes` as UTF-8 text (a UTF-8 byte order mark kept, as U+FEFF).
 * @throws SiteFileError for a UTF-16 byte order mark, a NUL byte (a binary file) or bytes that are not UTF-8
 */
export function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.length >= 2 && ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)))
    throw new SiteFileError('is UTF-16 (it begins with a UTF-16 byte order mark); only UTF-8 is read');
  const nul = bytes.indexOf(0);
  if (nul >= 0) throw new SiteFileError(`is binary (a NUL byte at offset ${nul}), not text`);
  try {
    return decoder.decode(bytes);
  } catch {
    throw new SiteFileError(`is not UTF-8 (invalid bytes at offset ${invalidUtf8At(bytes)})`);
  }
}

/** The offset of the first byte that does not continue a well-formed UTF-8 sequence. */
function invalidUtf8At(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    for (let k = 1; k < length; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    try {
      decoder.decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return i;
}

let temporaries = 0;

/**
 * Writes `data` to `path` by rename: a temporary file beside the file (beside its target, for a
 * symlink, unless `throughSymlink` is false: a new file in a copy) is written and closed, given
 * `mode`, then renamed over it. On failure the temporary
 * file is removed and the old file is untouched.
 */
export async function replaceFile(path: string, data: Uint8Array, mode: number, throughSymlink = true): Promise<void> {
  let target = path;
  if (throughSymlink) {
    try {
      target = await realpath(path);
    } catch {
      // A new file: written where it is named.
    }
  }
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${temporaries++}.java-uri-tmp`);
  try {
    const handle = await open(temporary, 'wx', mode);
    try {
      await handle.writeFile(data);
    } finally {
      await handle.close();
    }
    await chmod(temporary, mode);
    await rename(temporary, target);
  } catch (e) {
    await unlink(temporary).catch(() => undefined);
    throw e;
  }
}

/**
 * The source files under the directories `--sources` names, and their links, read lazily: the
 * tree is listed once (names only), each file is read and parsed the first time a finding needs it,
 * and never again.
 */
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { Lines } from '../text';
import { markdownReader } from './markdown';
import { markupLinks } from './markup';
import type { WrittenLink } from './written';

/** How a source is read: as Markdown (with its raw HTML), as MDX, or as HTML with template syntax. */
export type SourceKind = 'markdown' | 'mdx' | 'markup';

/** A source file found under one of the directories. */
export interface SourceFile {
  /** The path relative to the current directory, with '/': `docs/guide/intro.md`. */
  file: string;
  /** The path relative to the source directory it was found under, with '/': `guide/intro.md`. */
  path: string;
  absolute: string;
  kind: SourceKind;
}

/** A source file as read: its text (line breaks as written) and its links. */
export interface SourceText {
  text: string;
  lines: Lines;
  links: WrittenLink[];
}

/**
 * The extensions read, by kind. Pug and JSX/TSX are left out: their syntax is not HTML's, and
 * reading them would take a parser of their own.
 */
const KINDS: Readonly<Record<string, SourceKind>> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.mdx': 'mdx',
  '.html': 'markup',
  '.htm': 'markup',
  '.njk': 'markup',
  '.liquid': 'markup',
  '.hbs': 'markup',
  '.handlebars': 'markup',
  '.ejs': 'markup',
  '.astro': 'markup',
  '.vue': 'markup',
  '.svelte': 'markup',
};

/** Files larger than this are not sources people write by hand (generated, vendored): passed over. */
export const MAX_SOURCE_BYTES = 4 * 1024 * 1024;

/**
 * Directories passed over below a source directory: installed packages, and the generators' usual
 * output folders (a built page there would pass for the source of its own page).
 */
const PASSED_OVER = new Set(['node_modules', 'dist', 'build', 'out', '_site']);

/**
 * The source files under `dirs` (relative to the current directory or absolute), sorted by path:
 * every file with an extension of KINDS, except under `skipped` (absolute or relative, e.g. the
 * built site's directory), under PASSED_OVER and under directories whose name begins with a dot;
 * symbolic links are not followed. A file under two of the directories is listed once, under the first.
 */
export async function listSources(dirs: readonly string[], skipped: readonly string[] = []): Promise<SourceFile[]> {
  const found = new Map<string, SourceFile>();
  // Judged on real paths: a site reached through a symlink is skipped all the same.
  const skippedDirs = new Set(await Promise.all(skipped.map((dir) => realPath(resolve(dir)))));
  for (const dir of dirs) {
    const root = resolve(dir);
    for (const absolute of await filesUnder(root, await realPath(root), skippedDirs)) {
      const kind = KINDS[extensionOf(absolute)];
      if (kind === undefined || found.has(absolute)) continue;
      const file = slashed(relative(process.cwd(), absolute));
      found.set(absolute, { file, path: slashed(relative(root, absolute)), absolute, kind });
    }
  }
  return [...found.values()].sort((a, b) => compare(a.file, b.file));
}

/** `path` with its symlinks resolved, or as it is when it cannot be. */
function realPath(path: string): Promise<string> {
  return realpath(path).catch(() => path);
}

/**
 * Every regular file under `root` (whose real path is `real`), walking down all but the directories
 * passed over (`skipped`: real paths). Symlinks are not followed, so a directory's real path is its
 * place under `real`.
 */
async function filesUnder(root: string, real: string, skipped: ReadonlySet<string>): Promise<string[]> {
  const files: string[] = [];
  const pending: [string, string][] = skipped.has(real) ? [] : [[root, real]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [dir, realDir] = next;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory()) {
        const path = join(dir, entry.name);
        const realChild = join(realDir, entry.name);
        if (!entry.name.startsWith('.') && !PASSED_OVER.has(entry.name) && !skipped.has(realChild))
          pending.push([path, realChild]);
      } else if (entry.isFile()) {
        files.push(join(dir, entry.name));
      }
    }
  }
  return files;
}

/** Reads each source the first time it is asked for, and keeps what it found. */
export class SourceTexts {
  readonly #read = new Map<string, Promise<SourceText | null>>();
  readonly #markdown = markdownReader();
  readonly #mdx = markdownReader(true);

  /** The text and links of `source`, or null when it cannot be read or is too large. */
  get(source: SourceFile): Promise<SourceText | null> {
    let text = this.#read.get(source.absolute);
    if (text === undefined) {
      text = this.#load(source);
      this.#read.set(source.absolute, text);
    }
    return text;
  }

  async #load(source: SourceFile): Promise<SourceText | null> {
    try {
      if ((await stat(source.absolute)).size > MAX_SOURCE_BYTES) return null;
      const text = new TextDecoder().decode(await readFile(source.absolute));
      const lines = new Lines(text);
      return { text, lines, links: this.#links(source.kind, text, lines) };
    } catch {
      return null;
    }
  }

  #links(kind: SourceKind, text: string, lines: Lines): WrittenLink[] {
    if (kind === 'markdown') return this.#markdown(text);
    if (kind === 'mdx') return this.#mdx(text);
    return markupLinks(withoutFrontmatter(text)).map(({ value, offset }) => {
      const [line, column] = lines.at(offset);
      return { value, line, column };
    });
  }
}

/**
 * `text` with its front matter (a `---` fence at its start: YAML in Eleventy's templates, script in
 * Astro's components) turned to spaces, its line breaks kept, so that every offset stays where it was.
 */
function withoutFrontmatter(text: string): string {
  if (!text.startsWith('---\n') && !text.startsWith('---\r\n')) return text;
  const close = text.indexOf('\n---', 3);
  if (close < 0) return text;
  const end = close + 4;
  let blank = '';
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    blank += c === 0x0a || c === 0x0d ? text[i] : ' ';
  }
  return blank + text.slice(end);
}

function extensionOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf(sep) ? path.slice(dot).toLowerCase() : '';
}

function slashed(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/** Order by UTF-16 code units: the same on every machine, whatever its locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

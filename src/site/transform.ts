/**
 * One page or stylesheet of a walk, read and rewritten: bytes in, links and new bytes out, nothing
 * of the walk's state touched, so that it runs in the walk's thread or in a worker (worker.ts) alike
 * and gives the same result. What it returns crosses threads: plain data (the generators by name).
 */
import { applyEditsToBytes, decodeText, SiteFileError } from './encoding';
import { LinkList, type PackedLinks } from './link-list';
import type { ScriptIds } from './script-ids';
import { linkList } from './text';
import { relativizeCss, relativizeHtml, type RemovedElement, type SiteOptions } from './index';

/** What became of one page or stylesheet. */
export interface Transformed {
  /** Every link, in document order (LinkList.from reads them). */
  links: PackedLinks;
  /** For a page: what the walk learns of the site from it (see RewrittenPage); null for a stylesheet. */
  page: {
    /** The generators whose scripts hold the base and whose fingerprints the page carries, by name. */
    generators: string[];
    removed: RemovedElement[];
    errorPage: boolean;
    anchors: ReadonlySet<string>;
    scriptIds: ScriptIds | null;
  } | null;
  /** The bytes to write, when the text changed; else null. */
  written: Uint8Array | null;
  /** Why the file could not be processed (it is then left as it was). */
  error?: string;
}

/** Page or stylesheet `file` (its `bytes`) of the site at `base`, rewritten against its URL. */
export function transform(
  file: string,
  kind: 'page' | 'stylesheet',
  bytes: Uint8Array,
  base: string,
  options: SiteOptions,
): Transformed {
  try {
    const decoded = decodeText(bytes);
    const url = new URL(file.split('/').map(encodeURIComponent).join('/'), base).href;
    const page = kind === 'page' ? relativizeHtml(decoded.text, url, options) : null;
    const result = page ?? relativizeCss(decoded.text, url, options);
    // A byte order mark wins over what the page or stylesheet declares; a UTF-16 label means UTF-8.
    if (!decoded.bom && result.encoding !== null && result.encoding !== 'utf-8')
      throw new SiteFileError(`declares charset ${result.charset}; only UTF-8 is rewritten: left unchanged`);
    const facts =
      page === null
        ? null
        : {
            generators: page.generators.map((g) => g.name),
            removed: page.removed,
            errorPage: page.errorPage,
            anchors: page.anchors,
            scriptIds: page.scriptIds,
          };
    let written: Uint8Array | null = null;
    if (result.edits.length > 0) {
      const edited = applyEditsToBytes(bytes, decoded, result.edits);
      if (!Buffer.from(edited.buffer, edited.byteOffset, edited.length).equals(bytes)) written = edited;
    }
    return { links: linkList(result).pack(), page: facts, written };
  } catch (e) {
    // A page longer than a string can be (hundreds of megabytes of text) is not read either.
    if (e instanceof RangeError)
      return { links: NONE(), page: null, written: null, error: `cannot be read as text: ${e.message}` };
    if (e instanceof SiteFileError) return { links: NONE(), page: null, written: null, error: e.message };
    throw e;
  }
}

const NONE = () => new LinkList().pack();

/** Whether `bytes` is the whole of its buffer, which can then be moved to another thread (not copied). */
export function movable(bytes: Uint8Array | null): bytes is Uint8Array {
  return bytes !== null && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
}

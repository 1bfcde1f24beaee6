/**
 * Text positions and edits, shared by the HTML and CSS rewriters: line and column of an offset,
 * and replacing [start, end) ranges of a text, everything else kept byte for byte.
 */
import { declaredEncoding } from './labels';
import { LinkList } from './link-list';
import type { LinkDecision } from './links';

/** A link found in a page or stylesheet, and what became of it. */
export interface LinkRecord extends LinkDecision {
  /** 1-based line of the link (of its attribute, for a link in an attribute). */
  line: number;
  /** 1-based column, in UTF-16 code units. */
  column: number;
  /**
   * Where the link stands: `a href`, `img srcset`, `style attribute`, `<style>`, `url()`, `@import`,
   * `image-set()`…
   */
  where: string;
  /** The link as the parser decoded it. */
  value: string;
  /**
   * What is wrong with it, found over the whole site (java-uri/site/walk): `missing-file`, the site
   * holds no file a static host would serve for it (`broken`); `missing-fragment`, the file it leads
   * to defines no such fragment; `fragment-by-script`, it defines none as served, but a script it
   * loads makes it (`madeBy`), for the readers with scripts on.
   */
  problem?: 'missing-file' | 'missing-fragment' | 'fragment-by-script';
  /** For a link of a `<link>` element: its `rel`, lowercased (`stylesheet`, `preconnect`…). */
  rel?: string;
  /** For `fragment-by-script`: the script that makes the fragment's id (`JSDoc's linenumber.js`). */
  madeBy?: string;
}

/** A page or stylesheet after rewriting, with every link it holds. */
export interface Rewritten {
  /** The new text: the old one with the rewritten link values replaced (made when first read). */
  readonly text: string;
  /** Every link, in document order. */
  links: LinkRecord[];
  /**
   * The replacements that make `text` from the old text (rewritten link values, and the elements
   * `static` removes), in order, none overlapping: a program that holds the page as bytes applies
   * them to the bytes, so that every other byte stays as it was.
   */
  edits: Edit[];
  /**
   * The encoding label the page declares (the first `<meta charset>` or `<meta
   * http-equiv="content-type">` whose label names an encoding: browsers pass over one that names
   * none), or the stylesheet (`@charset "…";` at its very start), or null.
   */
  charset: string | null;
  /**
   * The encoding that label names, as browsers read it (`utf-8` for a UTF-16 label), or null: the
   * text was read as UTF-8, so a page or stylesheet that declares another is not what browsers read.
   */
  encoding: string | null;
}

/** A replacement of the old text's UTF-16 code units [start, end) with `text`. */
export interface Edit {
  /** The first code unit replaced. */
  start: number;
  /** The code unit after the last one replaced. */
  end: number;
  /** The new text. */
  text: string;
}

/** What a rewrite's text and links are made from when first read, and what they were made into. */
interface Pending {
  readonly source: string;
  readonly edits: Edit[];
  /** The packed list its links are read from (see linkList). */
  readonly list: LinkList;
  text: string | null;
  links: LinkRecord[] | null;
}

/** A rewrite as rewritten makes it: what it is made from, under a key of its own (not enumerable). */
const PENDING = Symbol('pending');

interface Made extends Rewritten {
  readonly [PENDING]: Pending;
}

/**
 * A rewrite's `text` and `links`: own enumerable accessors, as an object literal's would be, shared
 * by every rewrite. Measured on Node 20 (V8 11.3), each of the two ways before kept every page's text
 * and link records through two scavenges, into the old generation, till a full collection: accessors
 * written in the literal (closures of each rewrite's own, in a dictionary), and a WeakMap from the
 * rewrite to what it is made from.
 */
const ACCESSORS: PropertyDescriptorMap = {
  text: {
    get(this: Made): string {
      const pending = this[PENDING];
      return (pending.text ??= applyEdits(pending.source, pending.edits));
    },
    enumerable: true,
    configurable: true,
  },
  links: {
    get(this: Made): LinkRecord[] {
      const pending = this[PENDING];
      return (pending.links ??= pending.list.toArray());
    },
    set(this: Made, value: LinkRecord[]) {
      this[PENDING].links = value;
    },
    enumerable: true,
    configurable: true,
  },
};

/**
 * The rewrite of `source`: its links, its edits (sorted here, in place), the encoding label it
 * declares, and its new text, made only when asked for (a program that applies the edits to the
 * bytes never makes it); its links too are made into objects only when asked for.
 */
export function rewritten(source: string, list: LinkList, edits: Edit[], charset: string | null): Rewritten {
  edits.sort((a, b) => a.start - b.start);
  const result = Object.defineProperties({}, ACCESSORS) as Rewritten;
  result.edits = edits;
  result.charset = charset;
  result.encoding = charset === null ? null : declaredEncoding(charset);
  const pending: Pending = { source, edits, list, text: null, links: null };
  return Object.defineProperty(result, PENDING, { value: pending });
}

/** The links of a rewrite as rewritten made it, packed (a program that moves them to another thread reads them so). */
export function linkList(rewrite: Rewritten): LinkList {
  return (rewrite as Partial<Made>)[PENDING]?.list ?? LinkList.of(rewrite.links);
}

/**
 * A string of its own with the text of `slice` (cut from a page or a style sheet): V8 copies a slice
 * of fewer than 13 characters but lets a longer one share its source's buffer, which would keep a
 * whole page alive for as long as a link or id read from it is; a concatenation is flattened into a
 * buffer of its own when sliced. Applied where what is read of a page outlives it (a link record, an
 * id, a base's evidence), not to every attribute value read.
 */
export function own(slice: string): string {
  return slice.length < 13 ? slice : ` ${slice}`.slice(1);
}

/** `text` with `edits` applied (they do not overlap; any order: sorted here, in place). */
export function applyEdits(text: string, edits: Edit[]): string {
  if (edits.length === 0) return text;
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

/** Line and column of offsets in one text (line breaks: LF, CRLF, CR), found by binary search. */
export class Lines {
  #starts: number[] | null = null;

  constructor(readonly text: string) {}

  /** [line, column] of `offset`, both 1-based. */
  at(offset: number): [number, number] {
    const starts = (this.#starts ??= lineStarts(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return [low + 1, offset - starts[low]! + 1];
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  if (!text.includes('\r')) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}

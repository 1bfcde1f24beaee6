/**
 * The links written in a Markdown (or MDX) source, each with the place of its destination, read by
 * markdown-it: the CommonMark parser VitePress and Eleventy build with (Docusaurus and Starlight read
 * the same syntax with micromark). markdown-it keeps no inline positions, so two of its parse
 * states are extended: the block state notes where each inline text begins in the source (a
 * paragraph's lines, a heading's text, a table cell), the inline state notes where each link, image,
 * autolink and inline HTML tag begins; the destination is then read there with markdown-it's own
 * helper. Reference definitions are found by the block parser's own `reference` rule, watched from
 * both sides. Raw HTML (blocks and inline tags) goes to the markup reader.
 */
import MarkdownIt from 'markdown-it';
import type { StateBlock, Token } from 'markdown-it';
import { markupLinks } from './markup';
import type { WrittenLink } from './written';

/** Where a run of an inline text stands in the (normalized) source: text offset `at` is source offset `from`. */
interface Segment {
  at: number;
  from: number;
}

/** An inline token met by the inline parser, with the state's position when it was pushed. */
interface Met {
  token: Token;
  pos: number;
  posMax: number;
}

/** What the block parser notes on an inline token whose text is not its lines (headings, table cells). */
interface InlinePlace {
  segments: Segment[];
}

const TAB = 0x09;
const LF = 0x0a;
const SPACE = 0x20;
const BACKSLASH = 0x5c;
const PIPE = 0x7c;
const OPEN_PAREN = 0x28;
const LESS_THAN = 0x3c;

/** markdown-it's trim of paragraphs and headings: ASCII space, tab, CR and LF only. */
function isAsciiTrimmable(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === 0x0d;
}

/**
 * A reader of Markdown links: one markdown-it instance (CommonMark with GFM tables, HTML allowed,
 * as the generators configure it), reading one source at a time. For MDX (`mdx`), as MDX reads it:
 * no indented code, and the lines of a block that begins with a tag (`<Tabs>`, `<Card>`) are
 * Markdown around JSX, not raw HTML: they are read as inline text, their tags as inline HTML.
 * @example markdownReader()('See [FAQ](./faq.md).') → [{value: './faq.md', line: 1, column: 11}]
 */
export function markdownReader(mdx = false): (text: string) => WrittenLink[] {
  const md = new MarkdownIt({ html: true });
  md.core.ruler.enableOnly(['normalize', 'block']);
  if (mdx) md.block.ruler.disable('code');
  let source = '';
  let inlineText: string | null = null;
  let met: Met[] = [];
  const definitions = new Definitions();

  class PlacedBlock extends md.block.State {
    constructor(src: string, parser: MarkdownIt, env: object, tokens: Token[]) {
      super(src, parser, env, tokens);
      source = this.src;
    }

    override push(type: string, tag: string, nesting: Token['nesting']): Token {
      const token = super.push(type, tag, nesting);
      if (type === 'inline') token.meta = blockPlace(this);
      return token;
    }
  }
  class PlacedInline extends md.inline.State {
    override push(type: string, tag: string, nesting: Token['nesting']): Token {
      const token = super.push(type, tag, nesting);
      // An image's alt text is parsed apart (its own state): what it holds is text, not links.
      if (this.src === inlineText) met.push({ token, pos: this.pos, posMax: this.posMax });
      return token;
    }
  }
  md.block.State = PlacedBlock;
  md.inline.State = PlacedInline;
  definitions.watch(md);

  return (text) => {
    definitions.start();
    const tokens = md.parse(text, {});
    const lines = new NormalizedLines(source);
    const links = definitions.end().map((from) => destinationAt(from, lines));
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type === 'html_block' && token.map !== null) {
        const segments = linesSegments(token.content, token.map[0], lines, false);
        if (mdx) links.push(...inlineLinks(token.content, segments, lines));
        else links.push(...htmlAt(token.content, segments, lines));
      } else if (token.type === 'inline') {
        const segments = inlineSegments(token, tokens[i - 1], lines);
        if (segments !== null) links.push(...inlineLinks(token.content, segments, lines));
      }
    }
    return links.sort((a, b) => a.line - b.line || a.column - b.column);
  };

  /** The links of one inline text whose runs stand at `segments`. */
  function inlineLinks(content: string, segments: Segment[], lines: NormalizedLines): WrittenLink[] {
    met = [];
    inlineText = content;
    md.inline.parse(content, md, {}, []);
    inlineText = null;
    const found: WrittenLink[] = [];
    for (const { token, pos, posMax } of met) {
      if (token.type === 'link_open' && token.markup === '') {
        // Pushed with the state on the label: its end is posMax, `(` may follow it.
        found.push(...destinationAfter(content, posMax + 1, segments, lines));
      } else if (token.type === 'image') {
        // Pushed with the state on `!`, the label `[…]` after it.
        found.push(...destinationAfter(content, pos + 2 + token.content.length + 1, segments, lines));
      } else if (token.type === 'link_open' && token.markup === 'autolink') {
        const end = content.indexOf('>', pos);
        found.push(lines.link(content.slice(pos + 1, end), sourceOffset(segments, pos + 1)));
      } else if (token.type === 'html_inline') {
        found.push(...htmlAt(token.content, shifted(segments, pos), lines));
      }
    }
    return found;
  }

  /** The destination of an inline link or image whose label is followed by `paren`, if that is `(`. */
  function destinationAfter(
    content: string,
    paren: number,
    segments: Segment[],
    lines: NormalizedLines,
  ): WrittenLink[] {
    if (content.charCodeAt(paren) !== OPEN_PAREN) return [];
    let start = paren + 1;
    while (start < content.length && isLinkSpace(content.charCodeAt(start))) start++;
    const destination = md.helpers.parseLinkDestination(content, start, content.length);
    if (!destination.ok || destination.str === '') return [];
    const at = content.charCodeAt(start) === LESS_THAN ? start + 1 : start;
    return [lines.link(destination.str, sourceOffset(segments, at))];
  }

  /** The destination of a reference definition, which begins at `from` of the normalized source. */
  function destinationAt(from: number, lines: NormalizedLines): WrittenLink {
    const destination = md.helpers.parseLinkDestination(source, from, source.length);
    const at = source.charCodeAt(from) === LESS_THAN ? from + 1 : from;
    return lines.link(destination.str, at);
  }
}

/**
 * The reference definitions of one parse, found by markdown-it's `reference` rule watched from both
 * sides: a rule before it arms the watch, markdown-it's destination helper (which the rule calls
 * once, on the whole source) notes where the destination begins, and a rule after it, which runs
 * only when `reference` did not match, drops the note. A note left when the next block begins, or
 * when the parse ends, is a definition.
 */
class Definitions {
  #armed = false;
  #candidate: number | null = null;
  #found: number[] = [];

  /** Hooks the watch into `md`. */
  watch(md: MarkdownIt): void {
    md.block.ruler.before('reference', 'locate_definition', (_state, _line, _end, silent) => {
      if (!silent) this.#begin();
      return false;
    });
    md.block.ruler.after('reference', 'locate_definition_failed', (_state, _line, _end, silent) => {
      if (!silent) this.#candidate = null;
      return false;
    });
    const parseLinkDestination = md.helpers.parseLinkDestination;
    md.helpers.parseLinkDestination = (str, start, max) => {
      const result = parseLinkDestination(str, start, max);
      if (this.#armed) this.#candidate = result.ok ? start : null;
      return result;
    };
  }

  /** Before a parse. */
  start(): void {
    this.#found = [];
    this.#candidate = null;
  }

  /** After a parse: the offsets of the definitions' destinations in the normalized source. */
  end(): number[] {
    this.#begin();
    this.#armed = false;
    return this.#found;
  }

  #begin(): void {
    if (this.#candidate !== null) this.#found.push(this.#candidate);
    this.#candidate = null;
    this.#armed = true;
  }
}

/** The links of HTML `html`, whose runs stand at `segments` of the normalized source. */
function htmlAt(html: string, segments: Segment[], lines: NormalizedLines): WrittenLink[] {
  return markupLinks(html).map(({ value, offset }) => lines.link(value, sourceOffset(segments, offset)));
}

/** Where the block parser placed an inline token's text, when its lines alone do not say it. */
function blockPlace(state: StateBlock): InlinePlace | null {
  const opener = state.tokens[state.tokens.length - 2];
  if (opener === undefined) return null;
  if (opener.type === 'heading_open' && opener.markup.startsWith('#') && opener.map !== null) {
    const line = opener.map[0];
    let start = state.bMarks[line]! + state.tShift[line]! + opener.markup.length;
    while (start < state.eMarks[line]! && isAsciiTrimmable(state.src.charCodeAt(start))) start++;
    return { segments: [{ at: 0, from: start }] };
  }
  if (opener.type === 'th_open' || opener.type === 'td_open') return cellPlace(state);
  return null;
}

/** The runs of the table cell just opened: the row's line split at its unescaped pipes, as markdown-it splits it. */
function cellPlace(state: StateBlock): InlinePlace | null {
  let row = state.tokens.length - 2;
  let cell = -1;
  while (row >= 0 && state.tokens[row]!.type !== 'tr_open') {
    if (state.tokens[row]!.nesting === 1) cell++;
    row--;
  }
  const map = state.tokens[row]?.map ?? null;
  if (map === null) return null;
  const line = map[0];
  const lineStart = state.bMarks[line]! + state.tShift[line]!;
  const lineText = state.src.slice(lineStart, state.eMarks[line]);
  const start = lineStart + (lineText.length - lineText.trimStart().length);
  const cells = splitCells(lineText.trim(), start);
  if (cells.length > 0 && cells[0]!.text === '') cells.shift();
  if (cells.length > 0 && cells[cells.length - 1]!.text === '') cells.pop();
  const found = cells[cell];
  if (found === undefined) return null;
  const leading = found.text.length - found.text.trimStart().length;
  return { segments: shifted(found.segments, leading) };
}

/** A row's cells with the runs of each: a backslash before a pipe is dropped from the cell's text. */
function splitCells(text: string, from: number): { text: string; segments: Segment[] }[] {
  const cells: { text: string; segments: Segment[] }[] = [];
  let current = '';
  let segments: Segment[] = [{ at: 0, from }];
  let last = 0;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === PIPE && !escaped) {
      cells.push({ text: current + text.slice(last, i), segments });
      current = '';
      last = i + 1;
      segments = [{ at: 0, from: from + last }];
    } else if (c === PIPE) {
      current += text.slice(last, i - 1);
      last = i;
      segments.push({ at: current.length, from: from + i });
    }
    escaped = c === BACKSLASH;
  }
  cells.push({ text: current + text.slice(last), segments });
  return cells;
}

/**
 * The runs of an inline text made of lines (a paragraph, a setext heading, an HTML block): its line
 * `j` is the end of source line `first + j`; only the last line may end earlier, where markdown-it
 * trimmed it (`trimmed`).
 */
function linesSegments(content: string, first: number, lines: NormalizedLines, trimmed: boolean): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (let j = 0; at <= content.length; j++) {
    const newline = content.indexOf('\n', at);
    const end = newline < 0 ? content.length : newline;
    let lineEnd = lines.endOf(first + j);
    if (trimmed && newline < 0) lineEnd = lines.trimmedEnd(first + j);
    segments.push({ at, from: lineEnd - (end - at) });
    if (newline < 0) break;
    at = newline + 1;
  }
  return segments;
}

function inlineSegments(token: Token, opener: Token | undefined, lines: NormalizedLines): Segment[] | null {
  const place = token.meta as InlinePlace | null;
  if (place !== null) return place.segments;
  if (opener === undefined || token.map === null) return null;
  if (opener.type === 'paragraph_open' || opener.type === 'heading_open') {
    return linesSegments(token.content, token.map[0], lines, true);
  }
  return null;
}

/** `segments` seen from offset `by` of their text on. */
function shifted(segments: Segment[], by: number): Segment[] {
  return segments.map(({ at, from }) => ({ at: at - by, from }));
}

/** The source offset of offset `at` of a text whose runs stand at `segments`. */
function sourceOffset(segments: Segment[], at: number): number {
  let found = segments[0]!;
  for (const segment of segments) if (segment.at <= at) found = segment;
  return found.from + (at - found.at);
}

/** A space markdown-it skips between `(` and a destination: space, tab or line feed. */
function isLinkSpace(c: number): boolean {
  return c === SPACE || c === TAB || c === LF;
}

/** Lines of the normalized source and their places in the source as written. */
class NormalizedLines {
  readonly #starts: number[] = [0];

  constructor(readonly normalized: string) {
    for (let i = 0; i < normalized.length; i++) if (normalized.charCodeAt(i) === LF) this.#starts.push(i + 1);
  }

  /** The offset of the end of line `line` (its LF, or the end). */
  endOf(line: number): number {
    const next = this.#starts[line + 1];
    return next === undefined ? this.normalized.length : next - 1;
  }

  /** The end of line `line` without its trailing ASCII spaces and tabs. */
  trimmedEnd(line: number): number {
    const start = this.#starts[line] ?? 0;
    let end = this.endOf(line);
    while (end > start && isAsciiTrimmable(this.normalized.charCodeAt(end - 1))) end--;
    return end;
  }

  /** A written link whose URL text begins at normalized offset `offset`. */
  link(value: string, offset: number): WrittenLink {
    let low = 0;
    let high = this.#starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.#starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { value, line: low + 1, column: offset - this.#starts[low]! + 1 };
  }
}

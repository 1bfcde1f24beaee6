/**
 * The start tags of a page read from its tokens alone (TagScanner's, or parse5's tokenizer's),
 * without tree construction: the fast path of readDocument (tree.ts), for the pages where the
 * tree's state cannot change what a start tag makes. It keeps of tree construction what decides an
 * element and its namespace in such a page: the tokenizer's state after the start tag of a raw
 * text, RCDATA, script or plaintext element; the insertion modes before the body (a second
 * `<html>`, `<head>` or `<body>` tag makes no element); the tags the body ignores (`<td>` and the
 * like outside a table, `<frame>`, a `<form>` inside a form); `<image>` read as `<img>`; SVG whose
 * elements nest as written (CDATA read in it); a template whose contents read as the body's (their
 * elements in template contents, the insertion mode after it that before it); a select of options,
 * option groups and rules; a table whose parts stand where a table's parts belong (its rows, row
 * groups and cells written or implied, the body's content in its cells and caption). It declines a
 * page at the first tag whose meaning depends on more of the tree (MathML, a frameset, a base; in a
 * template a table or a table's part, a form or another template; in a select any other tag; in a
 * table, outside its cells and caption, text or an element other than its parts, a style or a
 * script, which the tree moves before the table; in SVG an HTML integration point, a `<style>`, a
 * tag that leaves foreign content, an end tag that is not the current element's): the caller then
 * reads the page with readDocument. spec/site-tokens.spec.ts holds the two to each other.
 */
import { Token, Tokenizer, TokenizerMode, foreignContent, html, type TokenHandler } from 'parse5';
import { TagScanner } from './tag-scan';
import { TreeElement, type Reader } from './tree';

/** The insertion modes before "in body" (HTML Standard, 13.2.6.4), in their order. */
const enum Mode {
  BeforeHtml,
  BeforeHead,
  InHead,
  AfterHead,
  InBody,
}

/** The tokenizer state after the start tag of an HTML element whose content is text. */
const TEXT_STATES: ReadonlyMap<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = new Map([
  ['title', TokenizerMode.RCDATA],
  ['textarea', TokenizerMode.RCDATA],
  ['style', TokenizerMode.RAWTEXT],
  ['xmp', TokenizerMode.RAWTEXT],
  ['iframe', TokenizerMode.RAWTEXT],
  ['noembed', TokenizerMode.RAWTEXT],
  ['noframes', TokenizerMode.RAWTEXT],
  // The page is read with scripting on.
  ['noscript', TokenizerMode.RAWTEXT],
  ['script', TokenizerMode.SCRIPT_DATA],
  ['plaintext', TokenizerMode.PLAINTEXT],
]);

/** The start tags read by the rules of "in head" before the body, which leave the body to come. */
const HEAD_CONTENT = new Set([
  'basefont',
  'bgsound',
  'link',
  'meta',
  'noframes',
  'script',
  'style',
  'title',
  'noscript',
]);

/** The start tags of a table's parts, which end a cell they stand in. */
const TABLE_PARTS = new Set(['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr']);

/** The start tags "in body" ignores (outside a table): a table's parts and `<frame>`. */
const IGNORED_IN_BODY = new Set(['frame', ...TABLE_PARTS]);

/**
 * parse5's tokenizer, with the whitespace after other text in the same character token: this reading
 * asks of text only whether it has characters other than whitespace, so a text is one token where it
 * was two per word (a word, then the space after it), each with its location: a fifth of what a page
 * allocated. Leading whitespace still makes a whitespace token.
 */
class TagTokenizer extends Tokenizer {
  protected override _emitCodePoint(cp: number): void {
    if (this.currentCharacterToken?.type === CHARACTER && isWhitespace(cp)) this._extendRun(cp);
    else super._emitCodePoint(cp);
  }
}

const CHARACTER = Token.TokenType.CHARACTER;

/** Whether `cp` is whitespace as parse5's character tokens group it: tab, line feed, form feed, carriage return, space. */
function isWhitespace(cp: number): boolean {
  return cp === 0x20 || cp === 0x0a || cp === 0x09 || cp === 0x0c || cp === 0x0d;
}

/** The start tags whose meaning depends on more of the tree than this reading keeps: the page is declined. */
const DECLINED = new Set(['math', 'frameset', 'base']);

/** The insertion modes of a table's content (HTML Standard, 13.2.6.4.9 to .15): where its start tags make elements as written. */
const enum InTable {
  Table,
  Caption,
  ColumnGroup,
  /** In a tbody, thead or tfoot (written, or implied by a row or cell). */
  Body,
  Row,
  Cell,
}

/** An open table: the mode its content is read in, its open row group's name and its open cell's. */
interface OpenTable {
  mode: InTable;
  section: string;
  cell: string;
}

/** The row groups. */
const SECTIONS = new Set(['tbody', 'thead', 'tfoot']);

/** The end tags a table's content ignores (by mode, those a mode does not end on). */
const IGNORED_END_IN_TABLE = new Set(['body', 'html', ...TABLE_PARTS]);

/**
 * The start tags that mean more in template contents than in the body (a table's parts, which the
 * template's insertion mode reads as a table's; those of the document and of a form; a template).
 */
const DECLINED_IN_TEMPLATE = new Set(['html', 'head', 'body', 'frame', 'form', 'template', 'table', ...TABLE_PARTS]);

/** The start tags a select's content may hold for this reading: each makes its element where it stands. */
const IN_SELECT = new Set(['option', 'optgroup', 'hr']);

/**
 * The start tags a `<pre>` may hold for this reading to tell where it ends (JSDoc's numbered source,
 * see script-ids.ts): while its content is text and these elements, each ended by its own end tag, its
 * own end tag ends it, as in the tree. At any other tag its end is left to the tree.
 */
const PRE_CONTENT = new Set(['code', 'span']);

/** The SVG elements that are HTML integration points (their content is read as HTML), and SVG's `<style>`. */
const DECLINED_IN_SVG = new Set(['foreignObject', 'desc', 'title', 'style']);

/**
 * What readTokens did: read the page (`read`); stopped, as the page needs its tree (`tree`: the
 * caller reads it with readDocument), or as it needs parse5's tokenizer (`tokenizer`: the caller
 * reads it with readTokens again, `scan` false). Either way the caller reads it for a reader that
 * has seen nothing.
 */
export type TokenReading = 'read' | 'tree' | 'tokenizer';

/**
 * Reads page `source` as readDocument reads it (scripting on), for `reader`, when its tree's state
 * decides nothing for it: `reader` gets each element's start tag and `placed` as readDocument gives
 * them (an element in tree order is in source order then), but no `body` call, as no frameset is
 * read. Where an element ends is given for those whose content is text (a style, script, noscript,
 * title…: their end tag is the next one) and for a `<pre>` outside tables and templates that holds
 * only text and code and span elements ended by their own end tags (PRE_CONTENT), not for others
 * (their `end` is -1). The page's tokens are read by TagScanner (tag-scan.ts) if `scan`, else by
 * parse5's tokenizer. It stops at the first tag whose meaning
 * depends on more of the tree (`tree`), or where TagScanner cannot read the page (`tokenizer`).
 */
export function readTokens(source: string, reader: Reader, scan = true): TokenReading {
  let mode = Mode.BeforeHtml;
  let declined = false;
  /** Whether the form element pointer is set (from a `<form>` to the next `</form>`): a `<form>` then makes no element. */
  let inForm = false;
  /** The open SVG elements, the outermost first. */
  const foreign: TreeElement[] = [];
  /** The raw text, RCDATA or script element whose content is being read (its end tag ends it). */
  let text: TreeElement | null = null;
  /** The insertion mode before the open template, whose contents are being read; null outside one. */
  let template: Mode | null = null;
  /** Whether a select's content is being read. */
  let inSelect = false;
  /** The open tables, the outermost first (a table in a cell or caption opens another). */
  const tables: OpenTable[] = [];
  /** A `<pre>` followed to its end tag (see PRE_CONTENT), or null; and the elements open in it, the innermost last. */
  let pre: TreeElement | null = null;
  const inPre: string[] = [];
  /** The innermost open table, if its content is read in a mode other than "in cell" and "in caption" (where the body's rules read it). */
  const tableContext = () => {
    const table = tables[tables.length - 1];
    return table !== undefined && table.mode !== InTable.Cell && table.mode !== InTable.Caption ? table : null;
  };

  const decline = () => {
    declined = true;
    tokenizer.pause();
  };
  const make = (token: Token.TagToken, namespace: html.NS) => {
    const location = token.location!;
    const element = new TreeElement(template !== null, token.tagName, namespace, token.attrs, source.length);
    element.contentStart = location.endOffset;
    reader.placed?.(element);
    reader.startTag(element, location, 0);
    return element;
  };
  const startTagInSvg = (token: Token.TagToken) => {
    if (foreignContent.causesExit(token)) return decline();
    foreignContent.adjustTokenSVGTagName(token);
    if (DECLINED_IN_SVG.has(token.tagName)) return decline();
    foreignContent.adjustTokenSVGAttrs(token);
    foreignContent.adjustTokenXMLAttrs(token);
    const element = make(token, html.NS.SVG);
    if (!token.selfClosing) foreign.push(element);
  };
  const startTag = (token: Token.TagToken) => {
    if (pre !== null) {
      if (PRE_CONTENT.has(token.tagName)) inPre.push(token.tagName);
      else pre = null;
    }
    if (foreign.length > 0) return startTagInSvg(token);
    const { tagName } = token;
    if (DECLINED.has(tagName)) return decline();
    if (inSelect) {
      if (!IN_SELECT.has(tagName)) return decline();
      make(token, html.NS.HTML);
      return;
    }
    if (template !== null) {
      // The contents are read as the body's; the insertion mode outside is that before the template.
      if (DECLINED_IN_TEMPLATE.has(tagName)) return decline();
      const outside = mode;
      bodyTag(token, tagName);
      mode = outside;
      return;
    }
    // Most pages have no table open: no call then, on every start tag.
    const context = tables.length === 0 ? null : tableContext();
    if (context !== null) return tableTag(token, tagName, context);
    const table = tables[tables.length - 1];
    if (table?.mode === InTable.Cell && TABLE_PARTS.has(tagName)) return cellPart(token, tagName, table);
    if (table?.mode === InTable.Caption && TABLE_PARTS.has(tagName)) return decline();
    if (tagName === 'template') {
      mode = Math.max(mode, Mode.InHead);
      make(token, html.NS.HTML);
      template = mode;
      return;
    }
    bodyTag(token, tagName);
  };
  /** A start tag read by the rules before the body and in it (and in template contents). */
  const bodyTag = (token: Token.TagToken, name: string) => {
    let tagName = name;
    if (tagName === 'html') {
      if (mode === Mode.BeforeHtml) make(token, html.NS.HTML);
      mode = Math.max(mode, Mode.BeforeHead);
      return;
    }
    if (tagName === 'head') {
      if (mode <= Mode.BeforeHead) {
        make(token, html.NS.HTML);
        mode = Mode.InHead;
      }
      return;
    }
    if (tagName === 'body') {
      if (mode < Mode.InBody) make(token, html.NS.HTML);
      mode = Mode.InBody;
      return;
    }
    if (HEAD_CONTENT.has(tagName)) mode = Math.max(mode, Mode.InHead);
    else mode = Mode.InBody;
    if (IGNORED_IN_BODY.has(tagName)) return;
    if (tagName === 'form') {
      if (inForm) return;
      inForm = true;
    } else if (tagName === 'image') {
      tagName = token.tagName = 'img';
    } else if (tagName === 'select') {
      make(token, html.NS.HTML);
      inSelect = true;
      return;
    } else if (tagName === 'table') {
      make(token, html.NS.HTML);
      tables.push({ mode: InTable.Table, section: '', cell: '' });
      return;
    } else if (tagName === 'svg') {
      foreignContent.adjustTokenSVGAttrs(token);
      foreignContent.adjustTokenXMLAttrs(token);
      const element = make(token, html.NS.SVG);
      if (!token.selfClosing) {
        foreign.push(element);
        tokenizer.inForeignNode = true;
      }
      return;
    }
    const element = make(token, html.NS.HTML);
    if (tagName === 'pre' && template === null && tables.length === 0) {
      pre = element;
      inPre.length = 0;
    }
    const state = TEXT_STATES.get(tagName);
    if (state !== undefined) {
      tokenizer.state = state;
      text = element;
    }
  };
  /** A start tag in a table's content outside its cells and caption: a part of the table where it stands, a style or a script. */
  const tableTag = (token: Token.TagToken, tagName: string, table: OpenTable) => {
    if (tagName === 'style' || tagName === 'script') return bodyTag(token, tagName);
    if (table.mode === InTable.ColumnGroup) {
      if (tagName === 'col') return void make(token, html.NS.HTML);
      if (!SECTIONS.has(tagName) && tagName !== 'tr' && tagName !== 'td' && tagName !== 'th') return decline();
      table.mode = InTable.Table;
    }
    if (tagName === 'caption' || tagName === 'colgroup' || tagName === 'col') {
      if (table.mode !== InTable.Table) return decline();
      make(token, html.NS.HTML);
      table.mode = tagName === 'caption' ? InTable.Caption : InTable.ColumnGroup;
    } else if (SECTIONS.has(tagName)) {
      make(token, html.NS.HTML);
      table.mode = InTable.Body;
      table.section = tagName;
    } else if (tagName === 'tr' || tagName === 'td' || tagName === 'th') {
      // A row outside a row group implies a tbody; a cell outside a row implies a row.
      if (table.mode === InTable.Table) table.section = 'tbody';
      make(token, html.NS.HTML);
      table.mode = tagName === 'tr' ? InTable.Row : InTable.Cell;
      table.cell = tagName;
    } else decline();
  };
  /** A part of a table in one of its cells: the cell (and the row, and the row group) ends there. */
  const cellPart = (token: Token.TagToken, tagName: string, table: OpenTable) => {
    if (tagName === 'caption' || tagName === 'colgroup' || tagName === 'col') return decline();
    table.mode = tagName === 'td' || tagName === 'th' ? InTable.Row : InTable.Body;
    if (SECTIONS.has(tagName)) table.mode = InTable.Table;
    tableTag(token, tagName, table);
  };
  /** An end tag in a table's content: true if it was read so (else the body's rules read it). */
  const tableEnd = (tagName: string, table: OpenTable): boolean => {
    if (tagName === 'table') {
      tables.pop();
      return true;
    }
    switch (table.mode) {
      case InTable.Cell:
        if (tagName === table.cell) table.mode = InTable.Row;
        else if (tagName === 'td' || tagName === 'th') decline();
        else if (tagName === 'tr') table.mode = InTable.Body;
        else if (SECTIONS.has(tagName)) {
          if (tagName === table.section) table.mode = InTable.Table;
          else decline();
        } else if (!IGNORED_END_IN_TABLE.has(tagName)) return false;
        return true;
      case InTable.Caption:
        if (tagName === 'caption') table.mode = InTable.Table;
        else if (!IGNORED_END_IN_TABLE.has(tagName)) return false;
        return true;
      case InTable.ColumnGroup:
        if (tagName === 'colgroup') table.mode = InTable.Table;
        else if (tagName !== 'col') decline();
        return true;
      case InTable.Row:
        if (tagName === 'tr') table.mode = InTable.Body;
        else if (SECTIONS.has(tagName)) {
          if (tagName === table.section) table.mode = InTable.Table;
          else decline();
        } else if (!IGNORED_END_IN_TABLE.has(tagName)) decline();
        return true;
      case InTable.Body:
        if (tagName === table.section) table.mode = InTable.Table;
        else if (SECTIONS.has(tagName) || !IGNORED_END_IN_TABLE.has(tagName)) decline();
        return true;
      default:
        if (!IGNORED_END_IN_TABLE.has(tagName)) decline();
        return true;
    }
  };
  const endTag = (token: Token.TagToken) => {
    const location = token.location!;
    if (text !== null) {
      // Read as raw text, RCDATA or script data, the only end tag is the element's own.
      text.contentEnd = location.startOffset;
      text.end = location.endOffset;
      text = null;
      return;
    }
    const { tagName } = token;
    if (pre !== null) {
      if (inPre.length > 0 && inPre[inPre.length - 1] === tagName) inPre.pop();
      else {
        if (inPre.length === 0 && tagName === 'pre') {
          pre.contentEnd = location.startOffset;
          pre.end = location.endOffset;
        }
        pre = null;
      }
    }
    if (foreign.length > 0) {
      if (foreign[foreign.length - 1]!.tagName.toLowerCase() !== tagName) return decline();
      foreign.pop();
      tokenizer.inForeignNode = foreign.length > 0;
      return;
    }
    if (inSelect) {
      if (tagName === 'select') inSelect = false;
      else if (tagName !== 'option' && tagName !== 'optgroup') decline();
      return;
    }
    if (template !== null) {
      // A form's end tag in template contents leaves the form element pointer as it is.
      if (tagName === 'form') return decline();
      if (tagName === 'template') {
        mode = template;
        template = null;
      }
      return;
    }
    const table = tables[tables.length - 1];
    if (table !== undefined && tableEnd(tagName, table)) return;
    if (tagName === 'form') inForm = false;
    if (mode < Mode.InBody) {
      if (tagName === 'head') mode = Math.max(mode, Mode.AfterHead);
      else if (tagName === 'body' || tagName === 'html' || tagName === 'br') mode = Mode.InBody;
    }
  };
  /** Text but whitespace before the body implies it (text of a title or a style read in the head does not). */
  const characters = () => {
    if (text !== null) return;
    // Text in a table's content outside its cells and caption goes before the table (foster parenting).
    if (tables.length !== 0 && tableContext() !== null) return decline();
    mode = Mode.InBody;
  };
  const handler: TokenHandler = {
    onStartTag: startTag,
    onEndTag: endTag,
    onCharacter: characters,
    onNullCharacter: characters,
    onWhitespaceCharacter() {},
    onComment() {},
    onDoctype() {},
    onEof() {},
  };
  let tokenizer: Pick<TagScanner, 'state' | 'inForeignNode' | 'pause'>;
  if (scan) {
    const scanner = new TagScanner(handler);
    tokenizer = scanner;
    if (!scanner.write(source)) return 'tokenizer';
  } else {
    const parse5 = new TagTokenizer({ sourceCodeLocationInfo: true }, handler);
    tokenizer = parse5;
    parse5.write(source, true);
  }
  return declined ? 'tree' : 'read';
}

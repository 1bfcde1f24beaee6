/**
 * The links of CSS: `url()` (unquoted, or a quoted string in a `url(` function) and `@import`'s
 * string, found by a CSS Syntax tokenizer (comments, strings and escapes read as CSS reads them),
 * and written back as CSS tokens of the same kind.
 */
import { tokenize, TokenType, type CSSToken } from '@csstools/css-tokenizer';
import { decide, type Site } from './links';
import { wholeUrl } from './microsyntax';
import { LinkList } from './link-list';
import { Lines, rewritten, type Edit, type LinkRecord, type Rewritten } from './text';

/** A link in CSS text: the token range it replaces, its value, and how a new value is written. */
export interface CssLink {
  /** Where the link is told to stand: its `url(` (of an unquoted url or a url function) or `@import`. */
  at: number;
  start: number;
  end: number;
  value: string;
  where: 'url()' | '@import';
  /** The token for a new value, of the same kind and quoting as the old one. */
  write(value: string): string;
}

/** Every `url()` and `@import` link of `css`, in order. */
export function cssLinks(css: string): CssLink[] {
  const links: CssLink[] = [];
  const tokens = tokenize({ css });
  // What the last significant token opens: a `url(` function or an `@import`, whose string is a link.
  let opener: 'url()' | '@import' | null = null;
  let openerStart = 0;
  for (const token of tokens) {
    const type = token[0];
    if (type === TokenType.Whitespace || type === TokenType.Comment) continue;
    if (type === TokenType.URL) {
      const text = token[1];
      const prefix = text.slice(0, text.indexOf('(') + 1);
      links.push({
        at: token[2],
        start: token[2],
        end: token[3] + 1,
        value: urlValue(token),
        where: 'url()',
        write: (value) => prefix + escapeUrl(value) + ')',
      });
    } else if (type === TokenType.String && opener !== null) {
      const quote = token[1][0]!;
      links.push({
        at: openerStart,
        start: token[2],
        end: token[3] + 1,
        value: token[4].value,
        where: opener,
        write: (value) => quote + escapeString(value, quote) + quote,
      });
    }
    openerStart = token[2];
    opener =
      type === TokenType.Function && token[4].value.toLowerCase() === 'url'
        ? 'url()'
        : type === TokenType.AtKeyword && token[4].value.toLowerCase() === 'import'
          ? '@import'
          : null;
  }
  return links;
}

function urlValue(token: CSSToken): string {
  return (token[4] as { value: string }).value;
}

/** `value` for an unquoted `url()`: quotes, parentheses, backslashes, spaces and controls escaped. */
function escapeUrl(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c <= 0x20 || c === 0x7f) out += '\\' + c.toString(16) + ' ';
    else if (ch === '"' || ch === "'" || ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else out += ch;
  }
  return out;
}

/** `value` for a CSS string quoted with `quote`. */
function escapeString(value: string, quote: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c === 0x0a || c === 0x0d || c === 0x0c) out += '\\' + c.toString(16) + ' ';
    else if (ch === quote || ch === '\\') out += '\\' + ch;
    else out += ch;
  }
  return out;
}

/**
 * The links of CSS `css` decided against `base` (a stylesheet's URL, or the document's base URL for
 * CSS in a page); `at` gives the line and column of an offset in css. Returns the edits in css.
 */
export function rewriteCss(
  site: Site,
  css: string,
  base: URL,
  records: { push(record: LinkRecord): void },
  at: (offset: number) => [number, number],
  where?: string,
): Edit[] {
  const edits: Edit[] = [];
  for (const link of cssLinks(css)) {
    const { start, end } = wholeUrl(link.value)[0]!;
    const decision = decide(site, link.value.slice(start, end), base);
    const [line, column] = at(link.at);
    records.push({ line, column, where: where ?? link.where, value: link.value, ...decision });
    if (decision.written !== undefined)
      edits.push({ start: link.start, end: link.end, text: link.write(decision.written) });
  }
  return edits;
}

/**
 * The label a stylesheet's `@charset "…";` rule declares (CSS Syntax: those very characters, at the
 * very start), or null.
 */
function charsetRule(css: string): string | null {
  if (!css.startsWith('@charset "')) return null;
  const end = css.indexOf('";', 10);
  return end < 0 ? null : css.slice(10, end);
}

/** A stylesheet rewritten against its own URL (see relativizeCss in the public face). */
export function rewriteStylesheet(site: Site, css: string, sheetUrl: URL): Rewritten {
  const lines = new Lines(css);
  const links = new LinkList();
  const edits = rewriteCss(site, css, sheetUrl, links, (offset) => lines.at(offset));
  return rewritten(css, links, edits, charsetRule(css));
}

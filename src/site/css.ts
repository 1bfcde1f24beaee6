/**
 * The links of CSS: `url()` (unquoted, or a quoted string in a `url(` function), `@import`'s string
 * and the strings of `image-set()`, found as a CSS Syntax tokenizer finds them (comments, strings
 * and escapes read as CSS reads them), and written back as CSS tokens of the same kind. css-scan.ts
 * finds them by scanning the characters; css-tokens.ts, from the tokens of @csstools/css-tokenizer,
 * is the general path it is tested against (and is not bundled).
 */
import { scanCssLinks, type CssLinkWhere } from './css-scan';
import { decide, type Site } from './links';
import { wholeUrl } from './microsyntax';
import { LinkList } from './link-list';
import { Lines, own, rewritten, type Edit, type LinkRecord, type Rewritten } from './text';

/** A link in CSS text: the token range it replaces, its value, and how a new value is written. */
export interface CssLink {
  /**
   * Where the link is told to stand: its `url(` (of an unquoted url or a url function) or `@import`;
   * for a string of `image-set()`, the string.
   */
  at: number;
  start: number;
  end: number;
  value: string;
  where: CssLinkWhere;
  /** The token for a new value, of the same kind and quoting as the old one. */
  write(value: string): string;
}

/** Every `url()`, `@import` and `image-set()` link of `css`, in order. */
export function cssLinks(css: string): CssLink[] {
  const links: CssLink[] = [];
  scanCssLinks(css, (at, start, end, value, where, opening) =>
    links.push(cssLink(at, start, end, value, where, opening)),
  );
  return links;
}

/** A link; `opening` is a string's quote, or an unquoted url's text up to and with its `(`. */
export function cssLink(
  at: number,
  start: number,
  end: number,
  value: string,
  where: CssLinkWhere,
  opening: string,
): CssLink {
  const write =
    opening === '"' || opening === "'"
      ? (value: string) => opening + escapeString(value, opening) + opening
      : (value: string) => opening + escapeUrl(value) + ')';
  return { at, start, end, value, where, write };
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
    records.push({ line, column, where: where ?? link.where, value: own(link.value), ...decision });
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

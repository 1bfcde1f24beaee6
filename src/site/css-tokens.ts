/**
 * The links of CSS read from the tokens of @csstools/css-tokenizer: the general path that cssLinks
 * (css-scan.ts, what `site` and `check` run) is held to by spec/css-scan.spec.ts, and measured
 * against by bench/css-links.mjs. Nothing bundled imports it, so the tokenizer is not bundled.
 */
import { tokenize, TokenType } from '@csstools/css-tokenizer';
import { cssLink, type CssLink } from './css';
import type { CssLinkWhere } from './css-scan';

/**
 * Every `url()` and `@import` link of `css`, in order, as cssLinks finds them, at the cost of a
 * token for every identifier, number, delimiter and whitespace.
 */
export function cssLinksByTokens(css: string): CssLink[] {
  const links: CssLink[] = [];
  const tokens = tokenize({ css });
  // What the last significant token opens: a `url(` function or an `@import`, whose string is a link.
  let opener: CssLinkWhere | null = null;
  let openerStart = 0;
  for (const token of tokens) {
    const type = token[0];
    if (type === TokenType.Whitespace || type === TokenType.Comment) continue;
    if (type === TokenType.URL) {
      const text = token[1];
      const prefix = text.slice(0, text.indexOf('(') + 1);
      links.push(cssLink(token[2], token[2], token[3] + 1, token[4].value, 'url()', prefix));
    } else if (type === TokenType.String && opener !== null) {
      links.push(cssLink(openerStart, token[2], token[3] + 1, token[4].value, opener, token[1][0]!));
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

/**
 * The links of CSS read from the tokens of @csstools/css-tokenizer: the general path that cssLinks
 * (css-scan.ts, what `site` and `check` run) is held to by spec/css-scan.spec.ts, and measured
 * against by bench/css-links.mjs. Nothing bundled imports it, so the tokenizer is not bundled.
 */
import { tokenize, TokenType } from '@csstools/css-tokenizer';
import { asciiLowerCase } from './ascii';
import { cssLink, type CssLink } from './css';
import type { CssLinkWhere } from './css-scan';

/** What an `image-set(` or `-webkit-image-set(` function is among the blocks below. */
const IMAGE_SET = 'image-set';

/**
 * Every `url()`, `@import` and `image-set()` link of `css`, in order, as cssLinks finds them, at the
 * cost of a token for every identifier, number, delimiter and whitespace.
 */
export function cssLinksByTokens(css: string): CssLink[] {
  const links: CssLink[] = [];
  // NUL as preprocessing makes it (CSS Syntax §3.3), U+FFFD, one code unit for one: the tokenizer reads
  // the text as given, where a NUL would make an unquoted url a bad url.
  const tokens = tokenize({ css: css.includes('\0') ? css.replaceAll('\0', '\ufffd') : css });
  // What the last significant token opens: a `url(` function or an `@import`, whose string is a link.
  let opener: CssLinkWhere | null = null;
  let openerStart = 0;
  // The blocks open around the token (CSS Syntax §5.4.8, §5.4.9), innermost last: the token that
  // ends each, or IMAGE_SET for an `image-set(` function, whose strings are links.
  const blocks: (TokenType | typeof IMAGE_SET)[] = [];
  for (const token of tokens) {
    const type = token[0];
    if (type === TokenType.Whitespace || type === TokenType.Comment) continue;
    if (type === TokenType.URL) {
      const text = token[1];
      const prefix = text.slice(0, text.indexOf('(') + 1);
      links.push(cssLink(token[2], token[2], token[3] + 1, token[4].value, 'url()', prefix));
    } else if (type === TokenType.String) {
      const where = opener ?? (blocks[blocks.length - 1] === IMAGE_SET ? 'image-set()' : null);
      const at = opener !== null ? openerStart : token[2];
      if (where !== null) links.push(cssLink(at, token[2], token[3] + 1, token[4].value, where, token[1][0]!));
    }
    const top = blocks[blocks.length - 1];
    if (type === TokenType.Function) {
      const name = asciiLowerCase(token[4].value);
      blocks.push(name === 'image-set' || name === '-webkit-image-set' ? IMAGE_SET : TokenType.CloseParen);
    } else if (type === TokenType.OpenParen) blocks.push(TokenType.CloseParen);
    else if (type === TokenType.OpenSquare) blocks.push(TokenType.CloseSquare);
    else if (type === TokenType.OpenCurly) blocks.push(TokenType.CloseCurly);
    else if (type === top || (type === TokenType.CloseParen && top === IMAGE_SET)) blocks.pop();
    openerStart = token[2];
    opener =
      type === TokenType.Function && asciiLowerCase(token[4].value) === 'url'
        ? 'url()'
        : type === TokenType.AtKeyword && asciiLowerCase(token[4].value) === 'import'
          ? '@import'
          : null;
  }
  return links;
}

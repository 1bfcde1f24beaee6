/**
 * The links of CSS found by scanning its characters, without a token per identifier, number or
 * delimiter: the same links, at the same offsets, with the same values, as the general path
 * (cssLinksByTokens, css-tokens.ts, from the tokens of @csstools/css-tokenizer) finds, which
 * spec/css-scan.spec.ts checks on every style sheet of the fixtures and the generators' builds and on
 * generated ones. Written from CSS Syntax Level 3 §4 (https://www.w3.org/TR/css-syntax-3/): each
 * token is consumed as §4.3 consumes it, but only its end is found, and a value is decoded only for
 * a link (or to know whether an escaped name is `url`, `import` or `image-set`).
 *
 * Like the tokenizer it answers for, it reads the text as given: there is no preprocessing pass
 * (§3.3), so offsets are offsets into the text. CR and FF are newlines where LF is, and a CR LF
 * after an escape or a backslash in a string is one newline; NUL and lone surrogates, which
 * preprocessing makes U+FFFD, are U+FFFD in a value (an unquoted url's too, where NUL as it is would
 * be a non-printable code point) and an ident code point in a name.
 * Every input is handled: there is no case left to the tokenizer.
 */

/**
 * Where a link stands: an unquoted url or a `url(` function's string, `@import`'s string, or a string
 * that is an option of `image-set(` (or `-webkit-image-set(`).
 */
export type CssLinkWhere = 'url()' | '@import' | 'image-set()';

/**
 * Told of each link, in order: `at` where it is told to stand (its `url(` or `@import`; an
 * `image-set()` string, the string itself), the range of its token, its value, and `opening`: the
 * string's quote, or an unquoted url's text up to and with its `(` (which a rewrite keeps).
 */
export type FoundCssLink = (
  at: number,
  start: number,
  end: number,
  value: string,
  where: CssLinkWhere,
  opening: string,
) => void;

/**
 * Character classes of a UTF-16 code unit, one table for all of them (a const enum, as each
 * character below: each use is the number itself in the built code, no module-level constant for
 * a hot loop to load).
 */
const enum Class {
  WHITESPACE = 1, // space, tab and the newlines
  NEWLINE = 2, // LF, CR, FF
  NAME = 4, // an ident code point (§4.2), and NUL and surrogates (U+FFFD or a code point above U+FFFF)
  NAME_START = 8, // an ident-start code point, likewise
  HEX = 16,
  DIGIT = 32,
  URL_STOP = 64, // what an unquoted url does not simply take: ) " ' ( \ whitespace, non-printables, NUL, surrogates
  STRING_STOP = 128, // what a string does not simply take: " ' \ newlines, NUL, surrogates
}

const CLASS = /*#__PURE__*/ classes();

function classes(): Uint8Array {
  const table = new Uint8Array(0x10000);
  const set = (from: number, to: number, bits: number) => {
    for (let c = from; c <= to; c++) table[c]! |= bits;
  };
  set(0x30, 0x39, Class.NAME | Class.HEX | Class.DIGIT);
  set(0x41, 0x46, Class.HEX);
  set(0x61, 0x66, Class.HEX);
  set(0x41, 0x5a, Class.NAME | Class.NAME_START);
  set(0x61, 0x7a, Class.NAME | Class.NAME_START);
  set(0x5f, 0x5f, Class.NAME | Class.NAME_START);
  set(0x2d, 0x2d, Class.NAME);
  // The non-ASCII ident code points; NUL and the surrogates, as the text is not preprocessed. Filled,
  // not set one by one: these entries are still 0, and a loop over their 60,000 took 4 ms of each start.
  set(0x00, 0x00, Class.NAME | Class.NAME_START);
  for (const [from, to] of [
    [0xb7, 0xb7],
    [0xc0, 0xd6],
    [0xd8, 0xf6],
    [0xf8, 0x37d],
    [0x37f, 0x1fff],
    [0x200c, 0x200d],
    [0x203f, 0x2040],
    [0x2070, 0x218f],
    [0x2c00, 0x2fef],
    [0x3001, 0xd7ff],
    [0xd800, 0xdfff],
    [0xf900, 0xfdcf],
    [0xfdf0, 0xfffd],
  ] as const)
    table.fill(Class.NAME | Class.NAME_START, from, to + 1);
  for (const c of [0x09, 0x0a, 0x0c, 0x0d, 0x20]) table[c]! |= Class.WHITESPACE | Class.URL_STOP;
  for (const c of [0x0a, 0x0c, 0x0d]) table[c]! |= Class.NEWLINE | Class.STRING_STOP;
  // Non-printable: U+0000-U+0008, U+000B, U+000E-U+001F, U+007F.
  set(0x00, 0x08, Class.URL_STOP);
  set(0x0b, 0x0b, Class.URL_STOP);
  set(0x0e, 0x1f, Class.URL_STOP);
  set(0x7f, 0x7f, Class.URL_STOP);
  for (const c of [0x22, 0x27, 0x28, 0x29, 0x5c]) table[c]! |= Class.URL_STOP;
  for (const c of [0x00, 0x22, 0x27, 0x5c]) table[c]! |= Class.STRING_STOP;
  set(0xd800, 0xdfff, Class.URL_STOP | Class.STRING_STOP);
  return table;
}

const enum Ch {
  LF = 0x0a,
  CR = 0x0d,
  QUOTE = 0x22,
  HASH = 0x23,
  PERCENT = 0x25,
  APOSTROPHE = 0x27,
  LEFT_PAREN = 0x28,
  RIGHT_PAREN = 0x29,
  ASTERISK = 0x2a,
  PLUS = 0x2b,
  MINUS = 0x2d,
  DOT = 0x2e,
  SLASH = 0x2f,
  LESS_THAN = 0x3c,
  GREATER_THAN = 0x3e,
  AT = 0x40,
  BACKSLASH = 0x5c,
  EXCLAMATION = 0x21,
  LEFT_SQUARE = 0x5b,
  RIGHT_SQUARE = 0x5d,
  LEFT_CURLY = 0x7b,
  RIGHT_CURLY = 0x7d,
  REPLACEMENT = 0xfffd,
}

/**
 * The blocks open around a token (CSS Syntax §5.4.8, §5.4.9: a function or a simple block ends at its
 * own ending token; another ending token inside it is a token like any other): what each ends with.
 */
const enum Block {
  PAREN = 1, // a `(` block or a function
  IMAGE_SET = 2, // an `image-set(` or `-webkit-image-set(` function, whose strings are links
  SQUARE = 3,
  CURLY = 4,
}

/** The classes of the code unit at `i` of `css`, 0 past its end. */
function classAt(css: string, i: number): number {
  return i < css.length ? CLASS[css.charCodeAt(i)]! : 0;
}

/** Whether `css` has a valid escape (§4.3.8) at `i`: a backslash not followed by a newline (its end is one). */
function escapeAt(css: string, i: number): boolean {
  return css.charCodeAt(i) === Ch.BACKSLASH && (classAt(css, i + 1) & Class.NEWLINE) === 0;
}

/** Whether `css` would start an ident sequence at `i` (§4.3.9). */
function identStartsAt(css: string, i: number): boolean {
  if (css.charCodeAt(i) === Ch.MINUS)
    return css.charCodeAt(i + 1) === Ch.MINUS || (classAt(css, i + 1) & Class.NAME_START) !== 0 || escapeAt(css, i + 1);
  return (classAt(css, i) & Class.NAME_START) !== 0 || escapeAt(css, i);
}

/** Whether `css` would start a number at `i` (§4.3.10). */
function numberStartsAt(css: string, i: number): boolean {
  const c = css.charCodeAt(i);
  if (c === Ch.PLUS || c === Ch.MINUS) {
    if (css.charCodeAt(++i) === Ch.DOT) i++;
  } else if (c === Ch.DOT) i++;
  return (classAt(css, i) & Class.DIGIT) !== 0;
}

/** Where the escaped code point after a backslash at `i - 1` ends (§4.3.7): up to six hex digits and one whitespace, or one code point. */
function skipEscape(css: string, i: number): number {
  const n = css.length;
  if (i >= n) return i;
  if ((CLASS[css.charCodeAt(i)]! & Class.HEX) === 0) return i + (isPair(css, i) ? 2 : 1);
  const limit = i + 6;
  i++;
  while (i < limit && classAt(css, i) & Class.HEX) i++;
  if (classAt(css, i) & Class.WHITESPACE) i += css.charCodeAt(i) === Ch.CR && css.charCodeAt(i + 1) === Ch.LF ? 2 : 1;
  return i;
}

/** The code point escaped after a backslash at `i - 1` (§4.3.7); skipEscape gives where it ends. */
function escaped(css: string, i: number): number {
  if (i >= css.length) return Ch.REPLACEMENT;
  if ((CLASS[css.charCodeAt(i)]! & Class.HEX) === 0) {
    const c = css.codePointAt(i)!;
    return c === 0 || (c >= 0xd800 && c <= 0xdfff) ? Ch.REPLACEMENT : c;
  }
  const end = skipEscape(css, i);
  let value = 0;
  for (let j = i; j < end && classAt(css, j) & Class.HEX; j++) value = value * 16 + parseInt(css[j]!, 16);
  return value === 0 || (value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff ? Ch.REPLACEMENT : value;
}

/** Whether a surrogate pair (a code point above U+FFFF) starts at `i`. */
function isPair(css: string, i: number): boolean {
  const c = css.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return false;
  const d = css.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff;
}

/** Where the ident sequence at `i` ends (§4.3.11). */
function skipName(css: string, i: number): number {
  const n = css.length;
  for (;;) {
    while (i < n && CLASS[css.charCodeAt(i)]! & Class.NAME) i++;
    if (i < n && escapeAt(css, i)) i = skipEscape(css, i + 1);
    else return i;
  }
}

/** Whether the ident sequence from `start` to `end` is `name` (lowercase ASCII) in ASCII case-insensitive terms, escapes decoded. */
function isName(css: string, start: number, end: number, name: string): boolean {
  let m = 0;
  for (let i = start; i < end; m++) {
    let c = css.charCodeAt(i);
    if (c === Ch.BACKSLASH) {
      c = escaped(css, i + 1);
      i = skipEscape(css, i + 1);
    } else i++;
    // Only A-Z and a-z have (c | 0x20) a lowercase letter. (toLowerCase, which the tokenizer path
    // applies, makes an ASCII letter of no other code point but U+212A KELVIN SIGN, whose k is in
    // neither name, and of U+0130, but with a second code point.)
    if (m >= name.length || (c | 0x20) !== name.charCodeAt(m)) return false;
  }
  return m === name.length;
}

/** Where the numeric token at `i` ends (§4.3.3, §4.3.12): its number, then a unit or `%`. */
function skipNumeric(css: string, i: number): number {
  let c = css.charCodeAt(i);
  if (c === Ch.PLUS || c === Ch.MINUS) i++;
  while (classAt(css, i) & Class.DIGIT) i++;
  if (css.charCodeAt(i) === Ch.DOT && classAt(css, i + 1) & Class.DIGIT) {
    i += 2;
    while (classAt(css, i) & Class.DIGIT) i++;
  }
  c = css.charCodeAt(i);
  if (c === 0x45 || c === 0x65) {
    const d = css.charCodeAt(i + 1);
    const digits =
      classAt(css, i + 1) & Class.DIGIT
        ? 1
        : (d === Ch.PLUS || d === Ch.MINUS) && classAt(css, i + 2) & Class.DIGIT
          ? 2
          : 0;
    if (digits > 0) {
      i += digits + 1;
      while (classAt(css, i) & Class.DIGIT) i++;
    }
  }
  if (identStartsAt(css, i)) return skipName(css, i);
  return css.charCodeAt(i) === Ch.PERCENT ? i + 1 : i;
}

/** Where a bad url's remnants from `i` end (§4.3.14). */
function skipBadUrl(css: string, i: number): number {
  const n = css.length;
  while (i < n) {
    const c = css.charCodeAt(i);
    if (c === Ch.RIGHT_PAREN) return i + 1;
    i = escapeAt(css, i) ? skipEscape(css, i + 1) : i + 1;
  }
  return n;
}

/**
 * The value of the unquoted url from `start` to `end`, which has escapes, NUL or surrogates (§4.3.6):
 * escapes decoded, NUL and a lone surrogate U+FFFD.
 */
function urlValue(css: string, start: number, end: number): string {
  let value = '';
  let run = start;
  for (let i = start; i < end;) {
    const c = css.charCodeAt(i);
    if (c === Ch.BACKSLASH) {
      value += css.slice(run, i) + String.fromCodePoint(escaped(css, i + 1));
      run = i = skipEscape(css, i + 1);
    } else if (c === 0 || (c >= 0xd800 && c <= 0xdfff && !isPair(css, i))) {
      value += css.slice(run, i) + '\ufffd';
      run = ++i;
    } else i += isPair(css, i) ? 2 : 1;
  }
  return value + css.slice(run, end);
}

/**
 * The value of the string whose content runs from `start` to `end`, which has a backslash, NUL or
 * a surrogate (§4.3.5): escapes decoded, an escaped newline and a backslash at the end of the text
 * nothing, NUL and a lone surrogate U+FFFD.
 */
function stringValue(css: string, start: number, end: number): string {
  let value = '';
  let run = start;
  for (let i = start; i < end;) {
    const c = css.charCodeAt(i);
    if (c === Ch.BACKSLASH) {
      value += css.slice(run, i);
      const d = css.charCodeAt(i + 1);
      if (i + 1 >= css.length) i++;
      else if (CLASS[d]! & Class.NEWLINE) i += d === Ch.CR && css.charCodeAt(i + 2) === Ch.LF ? 3 : 2;
      else {
        value += String.fromCodePoint(escaped(css, i + 1));
        i = skipEscape(css, i + 1);
      }
      run = i;
    } else if (c === 0 || (c >= 0xd800 && c <= 0xdfff && !isPair(css, i))) {
      value += css.slice(run, i) + '\ufffd';
      run = ++i;
    } else i += isPair(css, i) ? 2 : 1;
  }
  return value + css.slice(run, end);
}

/**
 * Reads the unquoted url whose `url(` runs from `start` to `open` (after its parenthesis), its
 * content from `i` (after the whitespace), telling `found` of it unless it is a bad url (§4.3.6);
 * returns where the token ends.
 */
function urlToken(css: string, start: number, open: number, i: number, found: FoundCssLink): number {
  const n = css.length;
  const from = i;
  let plain = true;
  let to: number;
  for (;;) {
    while (i < n && (CLASS[css.charCodeAt(i)]! & Class.URL_STOP) === 0) i++;
    to = i;
    if (i >= n) break;
    const c = css.charCodeAt(i);
    if (c === Ch.RIGHT_PAREN) {
      i++;
      break;
    }
    if (CLASS[c]! & Class.WHITESPACE) {
      while (classAt(css, i) & Class.WHITESPACE) i++;
      if (i >= n) break;
      if (css.charCodeAt(i) === Ch.RIGHT_PAREN) {
        i++;
        break;
      }
      return skipBadUrl(css, i);
    }
    if (c === Ch.BACKSLASH) {
      if (!escapeAt(css, i)) return skipBadUrl(css, i);
      plain = false;
      i = skipEscape(css, i + 1);
    } else if (c === 0 || (c >= 0xd800 && c <= 0xdfff)) {
      // NUL, which preprocessing makes U+FFFD (§3.3), or a surrogate.
      plain = false;
      i++;
    } else return skipBadUrl(css, i); // a quote, an apostrophe, a left parenthesis, a non-printable
  }
  const value = plain ? css.slice(from, to) : urlValue(css, from, to);
  found(start, start, i, value, 'url()', css.slice(start, open));
  return i;
}

/**
 * Reads the string at `start` (§4.3.5), telling `found` of it as a link that stands at `at` if
 * `where` is given and it is no bad string; returns where it ends.
 */
function stringToken(css: string, start: number, where: CssLinkWhere | null, at: number, found: FoundCssLink): number {
  const n = css.length;
  const quote = css.charCodeAt(start);
  let plain = true;
  let i = start + 1;
  let to: number;
  for (;;) {
    while (i < n && (CLASS[css.charCodeAt(i)]! & Class.STRING_STOP) === 0) i++;
    if (i >= n) {
      to = n;
      break;
    }
    const c = css.charCodeAt(i);
    if (c === quote) {
      to = i++;
      break;
    }
    if (CLASS[c]! & Class.NEWLINE) return i; // a bad string, which ends before its newline
    if (c === Ch.BACKSLASH) {
      plain = false;
      const d = css.charCodeAt(i + 1);
      if (i + 1 >= n) i++;
      else if (CLASS[d]! & Class.NEWLINE) i += d === Ch.CR && css.charCodeAt(i + 2) === Ch.LF ? 3 : 2;
      else i = skipEscape(css, i + 1);
    } else {
      if (c !== Ch.QUOTE && c !== Ch.APOSTROPHE) plain = false; // NUL or a surrogate
      i++;
    }
  }
  if (where !== null)
    found(at, start, i, plain ? css.slice(start + 1, to) : stringValue(css, start + 1, to), where, css[start]!);
  return i;
}

/**
 * Tells `found` of every `url()`, `@import` and `image-set()` link of `css`, in order: an unquoted
 * url; a string whose last significant token before it (whitespace and comments are not) is a
 * `url(` function or an `@import` at-keyword; else a string whose innermost block is an
 * `image-set(` or `-webkit-image-set(` function (CSS Images 4 §2.2: its options' strings are URLs;
 * a string in a function inside it, `type("image/png")`, is not).
 */
export function scanCssLinks(css: string, found: FoundCssLink): void {
  const n = css.length;
  // What the last significant token opens, and where it starts.
  let opener: CssLinkWhere | null = null;
  let openerAt = 0;
  // The blocks open here, innermost last (Block).
  const blocks: number[] = [];
  let i = 0;
  while (i < n) {
    const c = css.charCodeAt(i);
    const k = CLASS[c]!;
    if (k & Class.WHITESPACE) {
      i++;
      continue;
    }
    if (c === Ch.SLASH && css.charCodeAt(i + 1) === Ch.ASTERISK) {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
      continue;
    }
    const start = i;
    let opens: CssLinkWhere | null = null;
    // Whether an ident-like token (§4.3.4) starts here whose rest (an escape, a function) is read below.
    let identLike = false;
    if (k & Class.NAME_START) {
      // An identifier: its plain characters here, which is all of most.
      i++;
      while (i < n && CLASS[css.charCodeAt(i)]! & Class.NAME) i++;
      const next = css.charCodeAt(i);
      identLike = next === Ch.BACKSLASH || next === Ch.LEFT_PAREN;
    } else if (k & Class.DIGIT) i = skipNumeric(css, i);
    else
      switch (c) {
        case Ch.QUOTE:
        case Ch.APOSTROPHE:
          // A link after a `url(` function or `@import`, or as an option of `image-set(`.
          if (opener !== null) i = stringToken(css, start, opener, openerAt, found);
          else if (blocks.length > 0 && blocks[blocks.length - 1] === Block.IMAGE_SET)
            i = stringToken(css, start, 'image-set()', start, found);
          else i = stringToken(css, start, null, start, found);
          break;
        case Ch.LEFT_PAREN:
          blocks.push(Block.PAREN);
          i++;
          break;
        case Ch.LEFT_SQUARE:
          blocks.push(Block.SQUARE);
          i++;
          break;
        case Ch.LEFT_CURLY:
          blocks.push(Block.CURLY);
          i++;
          break;
        case Ch.RIGHT_PAREN:
          if (blocks.length > 0 && blocks[blocks.length - 1]! <= Block.IMAGE_SET) blocks.pop();
          i++;
          break;
        case Ch.RIGHT_SQUARE:
          if (blocks.length > 0 && blocks[blocks.length - 1] === Block.SQUARE) blocks.pop();
          i++;
          break;
        case Ch.RIGHT_CURLY:
          if (blocks.length > 0 && blocks[blocks.length - 1] === Block.CURLY) blocks.pop();
          i++;
          break;
        case Ch.HASH:
          i = classAt(css, i + 1) & Class.NAME || escapeAt(css, i + 1) ? skipName(css, i + 1) : i + 1;
          break;
        case Ch.PLUS:
        case Ch.DOT:
          i = numberStartsAt(css, i) ? skipNumeric(css, i) : i + 1;
          break;
        case Ch.MINUS:
          if (numberStartsAt(css, i)) i = skipNumeric(css, i);
          else if (css.charCodeAt(i + 1) === Ch.MINUS && css.charCodeAt(i + 2) === Ch.GREATER_THAN)
            i += 3; // CDC
          else if (identStartsAt(css, i)) identLike = true;
          else i++;
          break;
        case Ch.LESS_THAN:
          // CDO
          i += css.charCodeAt(i + 1) === Ch.EXCLAMATION && css.startsWith('--', i + 2) ? 4 : 1;
          break;
        case Ch.AT:
          if (identStartsAt(css, i + 1)) {
            i = skipName(css, i + 1);
            if (isName(css, start + 1, i, 'import')) opens = '@import';
          } else i++;
          break;
        case Ch.BACKSLASH:
          if (escapeAt(css, i)) identLike = true;
          else i++;
          break;
        default:
          i++; // a delimiter, one code unit
      }
    if (identLike) {
      // The rest of the name; then a function, or a url token (§4.3.4, §4.3.6).
      const end = skipName(css, i);
      i = end;
      if (css.charCodeAt(end) === Ch.LEFT_PAREN) {
        i = end + 1;
        let block: number = Block.PAREN;
        if (isName(css, start, end, 'url')) {
          let j = i;
          while (classAt(css, j) & Class.WHITESPACE) j++;
          const q = css.charCodeAt(j);
          // A `url(` function, whose string follows the whitespace; else an unquoted url, no block.
          if (q === Ch.QUOTE || q === Ch.APOSTROPHE) {
            opens = 'url()';
            i = j;
          } else {
            i = urlToken(css, start, i, j, found);
            block = 0;
          }
        } else if (isName(css, start, end, 'image-set') || isName(css, start, end, '-webkit-image-set'))
          block = Block.IMAGE_SET;
        if (block !== 0) blocks.push(block);
      }
    }
    opener = opens;
    openerAt = start;
  }
}

/**
 * The HTML Standard's tokenizer (13.2.5) for the pages most built sites write, as readTokens
 * (tokens.ts) reads them: the start and end tags with their attributes and places in the source,
 * and whether text holds a character other than whitespace. Text, comments and doctypes are
 * skipped with `indexOf`, a tag is read in one pass, and an attribute value is decoded in place
 * (by parse5's tokenizer, on the value alone, where it holds a carriage return or a character
 * reference other than a numeric one and the five most written). Where a page needs more of the
 * tokenizer (a NUL, a tag cut off by the end of the page, a duplicate attribute, CDATA in SVG,
 * plaintext, a script holding `<!--`), `write` returns false and the caller reads the page with
 * parse5's tokenizer. spec/site-tag-scan.spec.ts holds the two to each other.
 */
import { Token, Tokenizer, TokenizerMode, html, type TokenHandler } from 'parse5';
import { isSpace } from './ascii';
import { own } from './text';
import type { PlacedAttribute } from './tree';

/**
 * What the scanner tells: parse5's token handler, as readTokens uses it. An end tag without
 * attributes comes in a token the scanner tells every such tag in: it holds for the call only.
 */
export type ScanHandler = Pick<TokenHandler, 'onStartTag' | 'onEndTag' | 'onCharacter'>;

const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const AMPERSAND = 0x26;
const HASH = 0x23;

/** How many attributes a tag has before their names are kept in a set. */
const FEW_ATTRIBUTES = 16;

/** An ASCII letter. */
function isAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/**
 * The names read lately, by a hash of their text: a page writes a few dozen tag and attribute names
 * thousands of times, each of which would be a string of its own. Only short names are kept (the
 * table outlives the page).
 */
const NAMES: string[] = new Array<string>(1024).fill('');

/** The longest name NAMES keeps. */
const KEPT_NAME = 32;

/** The tag or attribute name from `start` to `end` of `source`, its ASCII upper-case letters in lower case. */
function nameOf(source: string, start: number, end: number): string {
  let hash = end - start;
  let upper = false;
  for (let i = start; i < end; i++) {
    let c = source.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      c |= 0x20;
      upper = true;
    }
    hash = (Math.imul(hash, 31) + c) | 0;
  }
  const slot = (hash ^ (hash >>> 10)) & 1023;
  const known = NAMES[slot]!;
  if (known.length === end - start && sameName(source, start, known)) return known;
  const name = upper ? lowered(source, start, end) : own(source.slice(start, end));
  if (name.length <= KEPT_NAME) NAMES[slot] = name;
  return name;
}

/** Whether `name` (in lower case) is written at `start` of `source`, ASCII case-insensitively. */
function sameName(source: string, start: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) {
    const c = source.charCodeAt(start + k);
    if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== name.charCodeAt(k)) return false;
  }
  return true;
}

/** The text from `start` to `end` of `source` with its ASCII upper-case letters in lower case. */
function lowered(source: string, start: number, end: number): string {
  let name = '';
  for (let k = start; k < end; k++) {
    const d = source.charCodeAt(k);
    name += d >= 0x41 && d <= 0x5a ? String.fromCharCode(d | 0x20) : source[k];
  }
  return own(name);
}

/** A character token's stand-in: readTokens asks of text only that it has a character other than whitespace. */
const TEXT: Token.CharacterToken = {
  type: Token.TokenType.CHARACTER,
  chars: '',
  location: null,
};

/**
 * Where the character reference at `at` (an "&") in text ends, if it stands for whitespace (`&#9;`,
 * `&#x20`, `&#13;`, `&Tab;`, `&NewLine;`…), else -1.
 */
function spaceReferenceEnd(source: string, at: number): number {
  let i = at + 1;
  if (source.charCodeAt(i) !== HASH) {
    if (source.startsWith('Tab;', i)) return i + 4;
    return source.startsWith('NewLine;', i) ? i + 8 : -1;
  }
  i++;
  const hex = (source.charCodeAt(i) | 0x20) === 0x78;
  if (hex) i++;
  const digitsAt = i;
  let value = 0;
  for (let d = digitValue(source.charCodeAt(i), hex); d >= 0; d = digitValue(source.charCodeAt(++i), hex))
    value = Math.min(value * (hex ? 16 : 10) + d, 0x110000);
  if (i === digitsAt || !isSpace(value)) return -1;
  return source.charCodeAt(i) === 0x3b ? i + 1 : i;
}

/** What the named references most written stand for (each with its ";"). */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * An attribute value with a character reference or a carriage return, decoded: a numeric reference
 * with its ";" to a character that stands for itself (not NUL, a surrogate, a C1 control, beyond
 * U+10FFFF), those of NAMED, and an "&" that begins no reference here; the value by parse5's
 * tokenizer if it holds any other (a name without its ";", a reference the tokenizer replaces).
 */
function decodeValue(raw: string, quote: number): string {
  let value = '';
  let from = 0;
  for (let at = raw.indexOf('&'); at >= 0; at = raw.indexOf('&', from)) {
    const c = raw.charCodeAt(at + 1);
    let decoded: string | undefined;
    let next = at + 1;
    if (c === HASH) {
      let i = at + 2;
      const hex = (raw.charCodeAt(i) | 0x20) === 0x78;
      if (hex) i++;
      const digitsAt = i;
      let code = 0;
      for (; i - digitsAt < 7; i++) {
        const d = digitValue(raw.charCodeAt(i), hex);
        if (d < 0) break;
        code = code * (hex ? 16 : 10) + d;
      }
      const selfStanding =
        (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code < 0xd800) || (code >= 0xe000 && code <= 0x10ffff);
      if (i > digitsAt && raw.charCodeAt(i) === 0x3b && selfStanding) {
        decoded = String.fromCodePoint(code);
        next = i + 1;
      }
    } else if (!isAlphanumeric(c)) decoded = '&';
    else {
      const semicolon = raw.indexOf(';', at);
      const name = semicolon < 0 ? '' : raw.slice(at + 1, semicolon);
      if (Object.hasOwn(NAMED, name)) {
        decoded = NAMED[name];
        next = semicolon + 1;
      }
    }
    if (decoded === undefined) return decodeByTokenizer(raw, quote);
    value += raw.slice(from, at) + decoded;
    from = next;
  }
  return value + raw.slice(from);
}

/** The value of digit `c` in base 16 (`hex`) or 10, or -1 for no such digit. */
function digitValue(c: number, hex: boolean): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const letter = c | 0x20;
  return hex && letter >= 0x61 && letter <= 0x66 ? letter - 0x57 : -1;
}

/** An ASCII letter or digit. */
function isAlphanumeric(c: number): boolean {
  return isAlpha(c) || (c >= 0x30 && c <= 0x39);
}

/** An attribute value decoded by parse5's tokenizer (the value alone, between the same quotes). */
function decodeByTokenizer(raw: string, quote: number): string {
  let value = '';
  const q = quote === 0 ? '' : String.fromCharCode(quote);
  const handler: TokenHandler = {
    onStartTag(token) {
      value = token.attrs[0]!.value;
    },
    onEndTag() {},
    onCharacter() {},
    onNullCharacter() {},
    onWhitespaceCharacter() {},
    onComment() {},
    onDoctype() {},
    onEof() {},
  };
  new Tokenizer({ sourceCodeLocationInfo: false }, handler).write(`<a a=${q}${raw}${q}>`, true);
  return value;
}

/**
 * The tokenizer over one page. `state` and `inForeignNode` are parse5's tokenizer's, set by the
 * handler as tree construction sets them; `pause()` stops the reading.
 */
export class TagScanner {
  state: Tokenizer['state'] = TokenizerMode.DATA;
  inForeignNode = false;
  #paused = false;
  /** The name of the last start tag read (that of the element whose text #textContent reads). */
  #lastStartTag = '';
  /** The token each end tag without attributes is told in. */
  readonly #endTag: Token.TagToken = {
    type: Token.TokenType.END_TAG,
    tagName: '',
    tagID: html.TAG_ID.UNKNOWN,
    selfClosing: false,
    ackSelfClosing: false,
    attrs: [],
    location: { startOffset: 0, endOffset: 0 } as Token.LocationWithAttributes,
  };

  constructor(readonly handler: ScanHandler) {}

  pause(): void {
    this.#paused = true;
  }

  /**
   * Reads all of `source`, telling the handler; false where the page needs more of the tokenizer
   * than this reads (the handler was then told of some of it).
   */
  write(source: string): boolean {
    if (source.includes('\0')) return false;
    const end = source.length;
    let i = 0;
    while (!this.#paused) {
      let lt = source.indexOf('<', i);
      if (lt < 0) lt = end;
      if (lt > i) this.#text(source, i, lt);
      if (lt === end) return true;
      const c = source.charCodeAt(lt + 1);
      if (isAlpha(c)) {
        i = this.#tag(source, lt, lt + 1, false);
        if (i < 0) return false;
        if (this.state !== TokenizerMode.DATA) {
          i = this.#textContent(source, i);
          if (i < 0) return false;
        }
      } else if (c === SLASH) {
        const d = source.charCodeAt(lt + 2);
        if (isAlpha(d)) {
          i = this.#tag(source, lt, lt + 2, true);
          if (i < 0) return false;
        } else if (d === GT) i = lt + 3;
        else if (lt + 2 >= end) {
          this.handler.onCharacter(TEXT);
          return true;
        } else i = this.#bogusComment(source, lt + 2);
      } else if (c === 0x21) {
        if (source.startsWith('--', lt + 2)) i = this.#comment(source, lt + 4);
        else if (this.inForeignNode && source.startsWith('[CDATA[', lt + 2)) return false;
        else i = this.#bogusComment(source, lt + 2);
      } else if (c === 0x3f) i = this.#bogusComment(source, lt + 1);
      else {
        // A "<" that begins no tag is text.
        this.handler.onCharacter(TEXT);
        i = lt + 1;
      }
    }
    return true;
  }

  /** Text from `start` to `end`: the handler is told if it holds a character other than whitespace. */
  #text(source: string, start: number, end: number): void {
    for (let i = start; i < end; i++) {
      const c = source.charCodeAt(i);
      if (isSpace(c)) continue;
      if (c === AMPERSAND) {
        const after = spaceReferenceEnd(source, i);
        if (after > 0) {
          i = after - 1;
          continue;
        }
      }
      this.handler.onCharacter(TEXT);
      return;
    }
  }

  /** A comment whose `<!--` ends before `start`: where it ends. */
  #comment(source: string, start: number): number {
    if (source.charCodeAt(start) === GT) return start + 1;
    if (source.charCodeAt(start) === 0x2d && source.charCodeAt(start + 1) === GT) return start + 2;
    // It ends at the first "-->" or "--!>" (each "--" looked at once: no search runs to the end per comment).
    for (let at = source.indexOf('--', start); at >= 0; at = source.indexOf('--', at + 1)) {
      const c = source.charCodeAt(at + 2);
      if (c === GT) return at + 3;
      if (c === 0x21 && source.charCodeAt(at + 3) === GT) return at + 4;
    }
    return source.length;
  }

  /** A bogus comment (`<?…>`, `<!…>`, `</…>`, a doctype too) from `start`: it ends at the next ">". */
  #bogusComment(source: string, start: number): number {
    const gt = source.indexOf('>', start);
    return gt < 0 ? source.length : gt + 1;
  }

  /**
   * The tag whose `<` is at `lt` and whose name begins at `nameStart`: the handler is told of it.
   * Returns where it ends, or -1 for a tag the end of the page cuts off or with a duplicate attribute.
   */
  #tag(source: string, lt: number, nameStart: number, isEnd: boolean): number {
    const end = source.length;
    let i = nameStart;
    let c = 0;
    while (i < end) {
      c = source.charCodeAt(i);
      if (isSpace(c) || c === SLASH || c === GT) break;
      i++;
    }
    if (i >= end) return -1;
    const tagName = nameOf(source, nameStart, i);
    if (!isEnd) this.#lastStartTag = tagName;
    const attrs: PlacedAttribute[] = [];
    let names: Set<string> | null = null;
    let selfClosing = false;
    // The attributes, from the before attribute name state.
    for (;;) {
      while (i < end && isSpace((c = source.charCodeAt(i)))) i++;
      if (i >= end) return -1;
      if (c === GT) {
        i++;
        break;
      }
      if (c === SLASH) {
        // The self-closing start tag state.
        i++;
        if (i >= end) return -1;
        if (source.charCodeAt(i) === GT) {
          selfClosing = true;
          i++;
          break;
        }
        continue;
      }
      // The attribute name state ("=" as its first character is part of the name).
      const nameAt = i;
      i++;
      while (i < end) {
        c = source.charCodeAt(i);
        if (isSpace(c) || c === SLASH || c === GT || c === EQUALS) break;
        i++;
      }
      if (i >= end) return -1;
      const name = nameOf(source, nameAt, i);
      let value = '';
      let valueEnd = i;
      // The after attribute name state.
      while (i < end && isSpace((c = source.charCodeAt(i)))) i++;
      if (i >= end) return -1;
      if (c === EQUALS) {
        i++;
        while (i < end && isSpace((c = source.charCodeAt(i)))) i++;
        if (i >= end) return -1;
        if (c === QUOTE || c === APOSTROPHE) {
          const close = source.indexOf(c === QUOTE ? '"' : "'", i + 1);
          if (close < 0) return -1;
          value = this.#value(source, i + 1, close, c);
          i = valueEnd = close + 1;
        } else if (c !== GT) {
          const valueAt = i;
          while (i < end) {
            c = source.charCodeAt(i);
            if (isSpace(c) || c === GT) break;
            i++;
          }
          if (i >= end) return -1;
          value = this.#value(source, valueAt, i, 0);
          valueEnd = i;
        }
      }
      // Else a name without a value: the next attribute, a "/" or the ">" follows.
      // A duplicate is looked for among the few attributes a tag has, in a set among many (no quadratic time).
      if (names !== null) {
        if (names.has(name)) return -1;
        names.add(name);
      } else {
        for (const a of attrs) if (a.name === name) return -1;
        if (attrs.length === FEW_ATTRIBUTES) names = new Set([...attrs.map((a) => a.name), name]);
      }
      attrs.push({ name, value, startOffset: nameAt, endOffset: valueEnd });
    }
    if (isEnd && attrs.length === 0) {
      // An end tag is told in the scanner's own token, valid for the call.
      const token = this.#endTag;
      token.tagName = tagName;
      token.tagID = html.getTagID(tagName);
      token.selfClosing = selfClosing;
      token.location!.startOffset = lt;
      token.location!.endOffset = i;
      this.handler.onEndTag(token);
      return i;
    }
    // parse5's location without lines and columns, which readTokens does not read; each attribute holds its own place.
    const location = { startOffset: lt, endOffset: i } as Token.LocationWithAttributes;
    const type = isEnd ? Token.TokenType.END_TAG : Token.TokenType.START_TAG;
    const token: Token.TagToken = {
      type,
      tagName,
      tagID: html.getTagID(tagName),
      selfClosing,
      ackSelfClosing: false,
      attrs,
      location,
    };
    if (isEnd) this.handler.onEndTag(token);
    else this.handler.onStartTag(token);
    return i;
  }

  /** The value of an attribute from `start` to `end` in the source, quoted by `quote` (0: unquoted), decoded. */
  #value(source: string, start: number, end: number, quote: number): string {
    const raw = source.slice(start, end);
    if (raw.includes('\r')) return decodeByTokenizer(raw, quote);
    // A value is not copied out of the page (see own): most are read and dropped with the page.
    return raw.includes('&') ? decodeValue(raw, quote) : raw;
  }

  /**
   * The content of the raw text, RCDATA or script element whose start tag ends at `start`, to its
   * end tag (told to the handler), or to the end of the page: where it ends, or -1 where the
   * content needs more of the tokenizer (plaintext; a script with `<!--`, whose end tag may be another).
   */
  #textContent(source: string, start: number): number {
    const state = this.state;
    this.state = TokenizerMode.DATA;
    if (state === TokenizerMode.PLAINTEXT) return -1;
    const name = this.#lastStartTag;
    for (let i = start; ;) {
      const at = source.indexOf('</', i);
      if (at < 0) return source.length;
      if (isEndOf(source, at + 2, name)) {
        // In a script, "<!--" begins an escape, in which a "</script>" may end no script.
        if (state === TokenizerMode.SCRIPT_DATA && source.slice(start, at).includes('<!--')) return -1;
        return this.#tag(source, at, at + 2, true);
      }
      i = at + 2;
    }
  }
}

/** Whether an end tag named `name` (in lower case), then whitespace, "/" or ">", begins at `at`. */
function isEndOf(source: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) if ((source.charCodeAt(at + k) | 0x20) !== name.charCodeAt(k)) return false;
  const c = source.charCodeAt(at + name.length);
  return isSpace(c) || c === SLASH || c === GT;
}

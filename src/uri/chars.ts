/**
 * Every character class of the grammar (RFC 2396 as amended by RFC 2732), defined once, by name:
 * {@link CharClass} names each class with its rule and gives it a bit, {@link CLASSES} gives each
 * name its US-ASCII members, and the lookup table and the one regular expression per class (what
 * {@link runEnd} scans with, the only ones run on input) are made from them. The classes that also
 * admit escaped octets (`"%" hex hex`) and the JDK's "other" characters are {@link CharClass.ESCAPED}.
 */

/**
 * The character classes, by name: each is one bit of {@link TABLE}, the bit after the one of the
 * class above it (one table for every class: a membership test is one load and a mask). A const
 * enum, so that each use is the number itself in the built code: no module-level constant for a
 * bundler to keep. A new class is a member here and its members in {@link CLASSES} (the compiler
 * asks for them), and, if it admits escapes, a name more in {@link CharClass.ESCAPED}.
 */
export const enum CharClass {
  /** digit = "0" | "1" | ... | "9" */
  DIGIT = 1,
  /** alpha = lowalpha | upalpha */
  ALPHA = DIGIT << 1,
  /** alphanum = alpha | digit */
  ALPHANUM = ALPHA << 1,
  /** hex = digit | "A" ... "F" | "a" ... "f" */
  HEX = ALPHANUM << 1,
  /** scheme = alpha *( alpha | digit | "+" | "-" | "." ) — the characters after the first. */
  SCHEME = HEX << 1,
  /** uric = reserved | unreserved | escaped — opaque parts, queries and fragments. */
  URIC = SCHEME << 1,
  /** path = the pchars of its segments, ";" before parameters, "/" between segments. */
  PATH = URIC << 1,
  /** userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," ) */
  USERINFO = PATH << 1,
  /** reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" ) */
  REG_NAME = USERINFO << 1,
  /**
   * Every character a server-based authority can hold (userinfo "@" host ":" port, IPv6 brackets):
   * reg_name characters and "[" "]". It is also what the constructors leave unquoted in an authority.
   */
  SERVER = REG_NAME << 1,
  /** SERVER with "%" standing for itself: in an authority holding "]", a "%" may begin an IPv6 scope id. */
  SERVER_PERCENT = SERVER << 1,
  /** domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum — the characters inside a label. */
  LABEL = SERVER_PERCENT << 1,
  /** An IPv6 scope id after "%": the JDK admits alphanumerics, "_" and "." (RFC 4007 leaves it open). */
  SCOPE_ID = LABEL << 1,
  /** RFC 3986 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (escapes of these decode in normalization). */
  UNRESERVED_3986 = SCOPE_ID << 1,
  /** Digits and dots: the run that must be an IPv4address (1*digit "." 1*digit "." 1*digit "." 1*digit). */
  DIGIT_DOT = UNRESERVED_3986 << 1,

  /**
   * Not a class: the classes that also admit `"%" hex hex` and non-ASCII "other" characters (see
   * {@link isOther}), so that `cls & ESCAPED` tells whether class `cls` does.
   */
  ESCAPED = URIC | PATH | USERINFO | REG_NAME | SERVER | SERVER_PERCENT,
}

/**
 * The characters the grammar names, by their UTF-16 codes (a const enum: each use is the number); the
 * core's and those of java.net.URL's parser beside it (src/url/).
 */
export const enum Char {
  /** The last character that Java's `String.trim` takes off (every code up to it). */
  SPACE = 0x20,
  HASH = 0x23,
  PERCENT = 0x25,
  PLUS = 0x2b,
  HYPHEN = 0x2d,
  DOT = 0x2e,
  SLASH = 0x2f,
  /** "0": a decimal digit's value is its code less this one. */
  ZERO = 0x30,
  COLON = 0x3a,
  QUESTION = 0x3f,
  AT = 0x40,
  LEFT_BRACKET = 0x5b,
  RIGHT_BRACKET = 0x5d,
  /** "x": an ASCII letter's code with 0x20 set is its lower case's (`c | 0x20`). */
  LOWER_X = 0x78,
}

/**
 * Each class's ASCII members, by its name (see {@link CharClass} for its rule), as the inside of a
 * regular expression's character class. Exported for chars.spec.ts only.
 */
export const CLASSES = /* @__PURE__ */ classes();

/** The members of {@link CLASSES}: the classes' rules, from the rules of the grammar they share. */
function classes(): { readonly [cls in Exclude<CharClass, CharClass.ESCAPED>]: string } {
  // The rules that name no class of their own (ASCII only; a union is the concatenation of its rules' members).
  const alphanum = '0-9a-zA-Z';
  // mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"
  const mark = "\\-_.!~*'()";
  // unreserved = alphanum | mark
  const unreserved = alphanum + mark;
  // reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]" (RFC 2732 adds the brackets)
  const reserved = ';/?:@&=+$,[\\]';
  // pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","
  const pchar = unreserved + ':@&=+$,';
  const regName = unreserved + '$,;:@&=+';
  const server = regName + '[\\]';
  return {
    [CharClass.DIGIT]: '0-9',
    [CharClass.ALPHA]: 'a-zA-Z',
    [CharClass.ALPHANUM]: alphanum,
    [CharClass.HEX]: '0-9a-fA-F',
    [CharClass.SCHEME]: alphanum + '+\\-.',
    [CharClass.URIC]: reserved + unreserved,
    [CharClass.PATH]: pchar + ';/',
    [CharClass.USERINFO]: unreserved + ';:&=+$,',
    [CharClass.REG_NAME]: regName,
    [CharClass.SERVER]: server,
    [CharClass.SERVER_PERCENT]: server + '%',
    [CharClass.LABEL]: alphanum + '\\-',
    [CharClass.SCOPE_ID]: alphanum + '_.',
    [CharClass.UNRESERVED_3986]: alphanum + '\\-._~',
    [CharClass.DIGIT_DOT]: '0-9.',
  };
}

/** `TABLE[c] & cls` is non-zero when the ASCII character `c` belongs to class `cls`. */
const TABLE = /* @__PURE__ */ table();

/**
 * For each class (by the number of its bit), the sticky regular expression of a run of its ASCII
 * members: one character class, starred, so it matches at every position and has nothing to
 * backtrack into. runEnd sets `lastIndex` before each use, so no call depends on what an earlier one
 * left there.
 */
const RUNS = /* @__PURE__ */ runs();

/** The lookup table of {@link CLASSES}: each ASCII character's classes, as the union of their bits. */
function table(): Uint32Array {
  const t = new Uint32Array(128);
  for (const [cls, members] of Object.entries(CLASSES)) {
    const member = new RegExp('[' + members + ']');
    for (let c = 0; c < 128; c++) if (member.test(String.fromCharCode(c))) t[c]! |= +cls;
  }
  return t;
}

/** The run expressions of {@link CLASSES}, by the number of each class's bit. */
function runs(): RegExp[] {
  const r: RegExp[] = [];
  for (const [cls, members] of Object.entries(CLASSES))
    r[31 - Math.clz32(+cls)] = new RegExp('[' + members + ']*', 'y');
  return r;
}

/** Whether ASCII code `c` belongs to `cls` (false for any non-ASCII code). */
export function inClass(cls: CharClass, c: number): boolean {
  return c < 128 && (TABLE[c]! & cls) !== 0;
}

/** The end of the run of ASCII members of `cls` that starts at `start`, before `end`. */
export function skip(cls: CharClass, s: string, start: number, end: number): number {
  let i = start;
  while (i < end && inClass(cls, s.charCodeAt(i))) i++;
  return i;
}

/**
 * The end of the run of ASCII members of `cls` that starts at `start` and may go on to the end of
 * `s`: the same answer as a `charCodeAt` loop over {@link inClass}, from V8's compiled regular
 * expression code, which takes about 0.6 of the loop's time on a run of 30 characters and 0.45 on
 * one of 100 (and as long on one of 10).
 * @example runEnd(DIGIT, 'a123b', 1) === 4
 */
export function runEnd(cls: CharClass, s: string, start: number): number {
  const run = RUNS[31 - Math.clz32(cls)]!;
  run.lastIndex = start;
  run.test(s);
  return run.lastIndex;
}

/**
 * The JDK's "other" characters: non-ASCII characters that are neither ISO controls (U+0080–U+009F)
 * nor space separators (Unicode 13 Zs, Zl, Zp). Each UTF-16 unit is judged alone, so lone
 * surrogates are "other" too.
 * DEVIATION: RFC 2396 section 2.4.3 excludes every non-ASCII character; java.net.URI admits these.
 */
export function isOther(c: number): boolean {
  if (c < 0xa0) return false;
  if (c === 0xa0 || c === 0x1680 || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000)
    return false;
  return c < 0x2000 || c > 0x200a;
}

/** The value of hex digit `c`, or -1. */
export function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const lower = c | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * Every character class of the grammar (RFC 2396 as amended by RFC 2732), defined once by its
 * US-ASCII members, with its rule beside it; a lookup table and one regular expression per class
 * (what {@link runEnd} scans with, the only ones run on input) are made from them. A class may also
 * admit escaped octets (`"%" hex hex`) and the JDK's "other" characters: its {@link CharClass.ESCAPED} flag.
 */

/**
 * The character classes: each is one bit of {@link TABLE}, plus {@link CharClass.ESCAPED} when escaped
 * octets and "other" characters belong to it too (one table for every class: a membership test is one
 * load and a mask). A const enum, so that each use is the number itself in the built code: no
 * module-level constant for a bundler to keep.
 */
export const enum CharClass {
  /**
   * The flag of a class that admits `"%" hex hex` and non-ASCII "other" characters (see {@link isOther}).
   * Each class below is one bit of its own, plus this bit (an odd number) if it admits escapes.
   */
  ESCAPED = 0x1,

  /** digit = "0" | "1" | ... | "9" */
  DIGIT = 0x2,
  /** alpha = lowalpha | upalpha */
  ALPHA = 0x4,
  /** alphanum = alpha | digit */
  ALPHANUM = 0x8,
  /** hex = digit | "A" ... "F" | "a" ... "f" */
  HEX = 0x10,
  /** scheme = alpha *( alpha | digit | "+" | "-" | "." ) — the characters after the first. */
  SCHEME = 0x100,
  /** uric = reserved | unreserved | escaped — opaque parts, queries and fragments. */
  URIC = 0x201,
  /** path = the pchars of its segments, ";" before parameters, "/" between segments. */
  PATH = 0x801,
  /** userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," ) */
  USERINFO = 0x1001,
  /** reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" ) */
  REG_NAME = 0x2001,
  /**
   * Every character a server-based authority can hold (userinfo "@" host ":" port, IPv6 brackets):
   * reg_name characters and "[" "]". It is also what the constructors leave unquoted in an authority.
   */
  SERVER = 0x4001,
  /** SERVER with "%" standing for itself: in an authority holding "]", a "%" may begin an IPv6 scope id. */
  SERVER_PERCENT = 0x8001,
  /** domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum — the characters inside a label. */
  LABEL = 0x10000,
  /** An IPv6 scope id after "%": the JDK admits alphanumerics, "_" and "." (RFC 4007 leaves it open). */
  SCOPE_ID = 0x20000,
  /** RFC 3986 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (escapes of these decode in normalization). */
  UNRESERVED_3986 = 0x40000,
  /** Digits and dots: the run that must be an IPv4address (1*digit "." 1*digit "." 1*digit "." 1*digit). */
  DIGIT_DOT = 0x80000,
}

/** The delimiters the grammar names, by their UTF-16 codes (a const enum: each use is the number). */
export const enum Char {
  HASH = 0x23,
  PERCENT = 0x25,
  HYPHEN = 0x2d,
  DOT = 0x2e,
  SLASH = 0x2f,
  COLON = 0x3a,
  QUESTION = 0x3f,
  AT = 0x40,
  LEFT_BRACKET = 0x5b,
  RIGHT_BRACKET = 0x5d,
}

/**
 * Each class's members, by bit number, as the inside of a regular expression's character class
 * (ASCII only; a union is the concatenation of its classes' members). Bit 0 is {@link CharClass.ESCAPED}.
 */
const MEMBERS = /* @__PURE__ */ members();

/** `TABLE[c] & cls` is non-zero when the ASCII character `c` belongs to class `cls`. */
const TABLE = /* @__PURE__ */ table(MEMBERS);

/**
 * For each class (by bit number), the sticky regular expression of a run of its ASCII members: one
 * character class, starred, so it matches at every position and has nothing to backtrack into.
 * runEnd sets `lastIndex` before each use, so no call depends on what an earlier one left there.
 */
const RUNS = /* @__PURE__ */ MEMBERS.map((m) => new RegExp('[' + m + ']*', 'y'));

/** The members of every class, by bit number (see the constants above for their rules). */
function members(): string[] {
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
  return [
    '', // ESCAPED: a flag, no ASCII members
    '0-9', // DIGIT
    'a-zA-Z', // ALPHA
    alphanum, // ALPHANUM
    '0-9a-fA-F', // HEX
    mark, // mark (0x20)
    unreserved, // unreserved (0x40)
    reserved, // reserved (0x80)
    alphanum + '+\\-.', // SCHEME
    reserved + unreserved, // URIC
    pchar, // pchar (0x400, with ESCAPED)
    pchar + ';/', // PATH
    unreserved + ';:&=+$,', // USERINFO
    regName, // REG_NAME
    server, // SERVER
    server + '%', // SERVER_PERCENT
    alphanum + '\\-', // LABEL
    alphanum + '_.', // SCOPE_ID
    alphanum + '\\-._~', // UNRESERVED_3986
    '0-9.', // DIGIT_DOT
  ];
}

/** The lookup table of the classes whose members are `classes` (by bit number). */
function table(classes: string[]): Uint32Array {
  const t = new Uint32Array(128);
  classes.forEach((m, n) => {
    const member = new RegExp('[' + m + ']');
    for (let c = 0; c < 128; c++) if (member.test(String.fromCharCode(c))) t[c]! |= 1 << n;
  });
  return t;
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
  const run = RUNS[31 - Math.clz32(cls & ~CharClass.ESCAPED)]!;
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

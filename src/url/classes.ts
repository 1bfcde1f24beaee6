/**
 * The characters java.net.URL's checks after parsing (JDK 20+) reject, by where they stand: one
 * table of ASCII bits built once, plus the non-ASCII characters a host may not hold.
 */

/** Which check rejects a character (a const enum: each use is the number itself). */
export const enum Illegal {
  /** An unbracketed host: controls, space and `" # / : < > ? @ [ \ ] ^ \` { | }`. */
  Host = 1,
  /** The scope of a bracketed IPv6 host: controls and `[ \ ] # / ?`. */
  Scope = 2,
  /** User information: controls and `[ \ ]`. */
  UserInfo = 4,
  /** An authority with two or more `@`: controls and `\`. */
  Authority = 8,
}

const ALL = Illegal.Host | Illegal.Scope | Illegal.UserInfo | Illegal.Authority;

/** The printable ASCII characters a host may not hold. */
const HOST_ASCII = ' "#/:<>?@[\\]^`{|}';

/** Characters illegal in a host beyond ASCII: those whose compatibility form (Unicode 3.2 NFKC) holds `# / : ? @`. */
const NFKC_DELIMITERS = [
  0x2047, 0x2048, 0x2049, 0x2100, 0x2101, 0x2105, 0x2106, 0x2a74, 0xfe55, 0xfe56, 0xfe5f, 0xfe6b, 0xff03, 0xff0f,
  0xff1a, 0xff1f, 0xff20,
];

/** The ASCII table: each character's `Illegal` bits, from the definitions above. */
const ASCII: Uint8Array = /*#__PURE__*/ (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 0x20; c++) table[c] = ALL;
  table[0x7f] = ALL;
  const mark = (chars: string, bit: Illegal) => {
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] |= bit;
  };
  mark(HOST_ASCII, Illegal.Host);
  mark('[\\]#/?', Illegal.Scope);
  mark('[\\]', Illegal.UserInfo);
  mark('\\', Illegal.Authority);
  return table;
})();

/**
 * The host check as one bit per UTF-16 code unit (8 KB): a single load for every character of a
 * host, which the run below reads (a branch on ASCII first measured 8% slower over whole parses).
 */
const HOST_BITS: Int32Array = /*#__PURE__*/ (() => {
  const bits = new Int32Array(0x800);
  const mark = (c: number) => (bits[c >> 5] |= 1 << c);
  for (let c = 0; c < 0x80; c++) if (ASCII[c] & Illegal.Host) mark(c);
  NFKC_DELIMITERS.forEach(mark);
  return bits;
})();

/**
 * The end of the run of characters the host check admits in s[start, end): the index of the first
 * character it rejects (`:`, `@`, `/` among them), or `end`.
 * @example `hostRunEnd('http://h:80/', 7, 11)` is 8
 */
export function hostRunEnd(s: string, start: number, end: number): number {
  let i = start;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if ((HOST_BITS[c >> 5] >> c) & 1) break;
  }
  return i;
}

/**
 * Whether the check `where` rejects character c.
 * @example `isIllegal(0x40, Illegal.Host)` is true (`@`); `isIllegal(0x40, Illegal.UserInfo)` false
 */
export function isIllegal(c: number, where: Illegal): boolean {
  if (c < 0x80) return (ASCII[c] & where) !== 0;
  return where === Illegal.Host && NFKC_DELIMITERS.includes(c);
}

/**
 * Text for a person's terminal: what text output shows of a string, the columns a string takes
 * (wide characters two, combining marks none), and a bounded excerpt of a long input with a caret
 * under one of its characters. A shown string is unambiguous and safe: control characters (a
 * URI's decoded path can hold a line break or an ANSI escape that recolours the terminal) and the
 * bidirectional and invisible formatting characters (a U+202E reverses what the terminal shows)
 * are shown as escapes, never written raw, and a backslash is shown as `\\`, so that `\n` always
 * stands for a line break.
 */

/**
 * What `visible` escapes: C0 and C1 controls, DEL, the backslash, U+061C, U+200B–U+200F,
 * U+2028–U+202E, U+2060–U+2064, U+2066–U+2069, U+FEFF, the tags U+E0000–U+E007F (as their
 * UTF-16 pairs, \uDB40\uDC00–\uDB40\uDC7F), and a lone U+DC80–U+DCFF (a file name's byte that is
 * not UTF-8). Character classes: no backtracking.
 */
const SHOWN_ESCAPED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\\\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]|(?<![\ud800-\udbff])[\udc80-\udcff]/;
const ALL_SHOWN_ESCAPED = new RegExp(SHOWN_ESCAPED.source, 'g');
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

/**
 * The escape for one character: by name, `\xHH` below U+0100, `\uHHHH`, or `\u{HHHHH}` above
 * U+FFFF; a lone U+DC80–U+DCFF, a byte of a file name that is not UTF-8 (site/listing.ts), as that
 * byte, `\xHH`.
 */
function escape(c: string): string {
  const named = NAMED[c];
  if (named !== undefined) return named;
  const code = c.codePointAt(0)!;
  if (c.length === 1 && code >= 0xdc80 && code <= 0xdcff) return '\\x' + (code - 0xdc00).toString(16).toUpperCase();
  const hex = code.toString(16).toUpperCase();
  if (code < 0x100) return '\\x' + hex.padStart(2, '0');
  return code < 0x10000 ? '\\u' + hex.padStart(4, '0') : '\\u{' + hex + '}';
}

/**
 * `s` as text output shows it: each control, bidirectional or invisible formatting character as
 * an escape (`\n`, `\x1B`, `\u202E`, `\u{E0001}`) and a backslash as `\\`.
 * @example visible('a\nb\\n') === 'a\\nb\\\\n'
 */
export function visible(s: string): string {
  return SHOWN_ESCAPED.test(s) ? s.replace(ALL_SHOWN_ESCAPED, escape) : s;
}

/** Characters that take no column: combining marks and format characters. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
/** East Asian Wide and Fullwidth blocks, as [first, last] code points: two columns each. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

/** The columns `s` takes in a terminal. @example displayWidth('日本a') === 5 */
export function displayWidth(s: string): number {
  let width = 0;
  for (const c of s) {
    const code = c.codePointAt(0)!;
    if (code < 0x300) width++;
    else if (ZERO_WIDTH.test(c)) continue;
    else width += WIDE.some(([first, last]) => code >= first && code <= last) ? 2 : 1;
  }
  return width;
}

/**
 * Text `visible` leaves as it is and whose every character takes one column: printable ASCII but
 * the backslash, and U+00A0 to U+02FF but the soft hyphen (a format character, no column).
 */
const PLAIN = /^[\x20-\x5b\x5d-\x7e\u00a0-\u00ac\u00ae-\u02ff]*$/;

/** How much of a long input an error shows on each side of its index. */
const CONTEXT = 60;

/**
 * The input around `index` as it is shown (visible), and a caret line under the character at
 * `index` (or just after the end). A longer input is cut to CONTEXT characters on each side, with
 * "…" where it was cut.
 */
export function caretLines(input: string, index: number): [string, string] {
  const from = Math.max(0, index - CONTEXT);
  const to = Math.min(input.length, index + CONTEXT);
  const cut = from > 0 ? '…' : '';
  const end = to < input.length ? '…' : '';
  const excerpt = input.slice(from, to);
  // The common case: nothing to escape, every character one column wide.
  if (PLAIN.test(excerpt)) return [cut + excerpt + end, ' '.repeat(cut.length + index - from) + '^'];
  const before = cut + visible(input.slice(from, index));
  const after = visible(input.slice(index, to)) + end;
  return [before + after, ' '.repeat(displayWidth(before)) + '^'];
}

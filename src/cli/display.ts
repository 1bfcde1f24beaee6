/**
 * Text for a person's terminal: control characters shown as escapes, never written raw (a URI's
 * decoded path can hold a line break or an ANSI escape that recolours the terminal), the columns a
 * string takes (wide characters two, combining marks none), and a bounded excerpt of a long input
 * with a caret under one of its characters.
 */

/** C0 and C1 controls, DEL, and the line and paragraph separators (one, and all of them). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `s` with each control character as an escape: `\n`, `\x1B`, `\u2028`. @example visible('a\nb') === 'a\\nb' */
export function visible(s: string): string {
  if (!CONTROL.test(s)) return s;
  return s.replace(CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    return (
      NAMED[c] ??
      (code < 0x100 ? '\\x' : '\\u') +
        code
          .toString(16)
          .toUpperCase()
          .padStart(code < 0x100 ? 2 : 4, '0')
    );
  });
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
  const before = (from > 0 ? '…' : '') + visible(input.slice(from, index));
  const after = visible(input.slice(index, to)) + (to < input.length ? '…' : '');
  return [before + after, ' '.repeat(displayWidth(before)) + '^'];
}

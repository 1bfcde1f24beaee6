/**
 * A page or stylesheet's bytes read as a browser reads them, and written back byte for byte but
 * where a link changed. The encoding: a byte order mark first (a UTF-8 one wins over any
 * `<meta charset>`), then the page's declaration (the Encoding Standard's labels; a UTF-16 label in
 * `<meta>` means UTF-8, as the HTML Standard reads it; a label no browser knows is ignored), else
 * UTF-8. UTF-8 is read as the Encoding Standard's decoder reads it: a NUL is a character like any
 * other, each invalid sequence one U+FFFD; those bytes are kept as they were, since only the
 * ranges of rewritten links are written anew.
 */

/** A file the site rewriter cannot read as text, with the reason. */
export class SiteFileError extends Error {
  override name = 'SiteFileError';
}

/** A text decoded from bytes, and where its invalid UTF-8 sequences were. */
export interface DecodedText {
  /** The text, U+FFFD for each invalid sequence. */
  readonly text: string;
  /** Whether the bytes began with a UTF-8 byte order mark (not part of the text). */
  readonly bom: boolean;
  /**
   * Each U+FFFD that stands for an invalid sequence: its UTF-16 index in the text, then how many
   * bytes it replaced, flat (empty for valid UTF-8).
   */
  readonly invalid: readonly number[];
}

const UTF8 = /*#__PURE__*/ new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * `bytes` as UTF-8 text, after a UTF-8 byte order mark if there is one.
 * @throws SiteFileError for bytes that begin with a UTF-16 byte order mark
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 2 && ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)))
    throw new SiteFileError('is UTF-16 (it begins with a UTF-16 byte order mark); only UTF-8 is rewritten');
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { text: UTF8.decode(body), bom, invalid: [] };
  } catch {
    return { ...decodeLossy(body), bom };
  }
}

/**
 * UTF-8 with invalid sequences, as the Encoding Standard's decoder reads it: a lead byte that no
 * sequence starts with, or the bytes of a sequence up to the first byte that cannot continue it,
 * are one U+FFFD each (that byte is then read anew). Valid runs are decoded by the platform.
 */
function decodeLossy(bytes: Uint8Array): { text: string; invalid: number[] } {
  const invalid: number[] = [];
  let text = '';
  let run = 0;
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length > 0) {
      i += length;
      continue;
    }
    text += UTF8.decode(bytes.subarray(run, i));
    const bad = invalidLength(bytes, i);
    invalid.push(text.length, bad);
    text += '\ufffd';
    i += bad;
    run = i;
  }
  return { text: text + UTF8.decode(bytes.subarray(run)), invalid };
}

/** The length of the valid UTF-8 sequence at `i`, or 0. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i]!;
  if (lead < 0x80) return 1;
  const needed =
    lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
  if (needed === 0) return 0;
  for (let k = 1; k <= needed; k++) {
    const b = bytes[i + k];
    if (b === undefined || !continues(lead, k, b)) return 0;
  }
  return needed + 1;
}

/** How many bytes the invalid sequence at `i` takes: its lead and the bytes that continued it. */
function invalidLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i]!;
  const needed =
    lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
  let k = 1;
  while (k <= needed && i + k < bytes.length && continues(lead, k, bytes[i + k]!)) k++;
  return k;
}

/** Whether `b` can be byte `k` (1, 2 or 3) of a sequence led by `lead` (no overlong form, surrogate or code point past U+10FFFF). */
function continues(lead: number, k: number, b: number): boolean {
  if (k === 1) {
    if (lead === 0xe0) return b >= 0xa0 && b <= 0xbf;
    if (lead === 0xed) return b >= 0x80 && b <= 0x9f;
    if (lead === 0xf0) return b >= 0x90 && b <= 0xbf;
    if (lead === 0xf4) return b >= 0x80 && b <= 0x8f;
  }
  return b >= 0x80 && b <= 0xbf;
}

/** A replacement of text[start, end) (UTF-16 indexes) with `text`. */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * The bytes of `decoded` after `edits` (sorted, not overlapping): the original bytes but in the
 * edited ranges, which hold the new text in UTF-8.
 */
export function applyEditsToBytes(bytes: Uint8Array, decoded: DecodedText, edits: readonly TextEdit[]): Uint8Array {
  const { text, invalid } = decoded;
  const pieces: Uint8Array[] = [];
  let char = 0;
  let byte = decoded.bom ? 3 : 0;
  let nextInvalid = 0;
  /** Moves `char` to `to`, `byte` along with it. */
  const advance = (to: number) => {
    for (; char < to; char++) {
      const c = text.charCodeAt(char);
      if (c < 0x80) byte++;
      else if (c < 0x800) byte += 2;
      else if (c >= 0xd800 && c <= 0xdbff) {
        byte += 4;
        char++;
      } else if (c === 0xfffd && invalid[nextInvalid] === char) {
        byte += invalid[nextInvalid + 1]!;
        nextInvalid += 2;
      } else byte += 3;
    }
  };
  let copied = 0;
  const encoder = new TextEncoder();
  for (const edit of edits) {
    advance(edit.start);
    pieces.push(bytes.subarray(copied, byte), encoder.encode(edit.text));
    advance(edit.end);
    copied = byte;
  }
  pieces.push(bytes.subarray(copied));
  return Buffer.concat(pieces);
}

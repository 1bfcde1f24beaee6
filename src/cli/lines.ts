/**
 * Standard input as lines: bytes in, UTF-8 lines out, a chunk at a time. A line ends at "\n" (a
 * "\r" before it is dropped); a UTF-8 byte order mark at the very start is dropped; a line that is
 * not valid UTF-8 comes out as null, never with replacement characters; a line longer than the
 * limit (256 MiB) comes out as a LineTooLong, its bytes dropped as they come, never held.
 */
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The longest line read, in bytes before its "\n" (a "\r" counts): 256 MiB, half of V8's longest
 * string, so that a line's text and its components fit in strings; a result of a command can still
 * be longer than a string can be (encode's, three times its input), and is then an error for its line.
 */
export const MAX_LINE_BYTES = 2 ** 28;

/** A line longer than the limit, in place of its text. */
export class LineTooLong {
  constructor(readonly limit: number) {}
}

/** A line of standard input: its text, null when it is not UTF-8, or a LineTooLong. */
export type Line = string | null | LineTooLong;

export class LineSplitter {
  /** The bytes of the line not yet ended, as they came. */
  #pending: Uint8Array[] = [];
  /** How many bytes #pending holds. */
  #pendingBytes = 0;
  /** Whether the line not yet ended is over the limit: its bytes are dropped. */
  #tooLong = false;
  #atStart = true;
  readonly #decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  /** @param limit the longest line, in bytes (its "\n" not counted) */
  constructor(readonly limit = MAX_LINE_BYTES) {}

  /**
   * The lines that `chunk` ends. The chunk is not kept: its bytes after the last newline are
   * copied, so the caller may read into the same buffer again.
   */
  push(chunk: Uint8Array): Line[] {
    const last = chunk.lastIndexOf(NEWLINE);
    if (last < 0) {
      this.#begin(chunk);
      return [];
    }
    let lines: Line[];
    if (this.#pending.length === 0 && !this.#tooLong && last <= this.limit)
      lines = this.#lines(chunk.subarray(0, last));
    else {
      // The line begun in an earlier chunk is decoded on its own: only its bytes are joined, not the chunk's.
      const first = chunk.indexOf(NEWLINE);
      this.#begin(chunk.subarray(0, first));
      const begun = this.#end();
      if (first === last) lines = [];
      else if (last - first <= this.limit) lines = this.#lines(chunk.subarray(first + 1, last));
      else lines = this.#each(chunk.subarray(first + 1, last + 1));
      lines.unshift(begun);
    }
    this.#begin(chunk.subarray(last + 1));
    return lines;
  }

  /** The last line, when the input does not end with a newline. */
  end(): Line[] {
    return this.#pending.length === 0 && !this.#tooLong ? [] : [this.#end()];
  }

  /** The lines of `block`, each ended by its "\n", one at a time (a block longer than the limit). */
  #each(block: Uint8Array): Line[] {
    const lines: Line[] = [];
    for (let start = 0; start < block.length;) {
      const newline = block.indexOf(NEWLINE, start);
      this.#begin(block.subarray(start, newline));
      lines.push(this.#end());
      start = newline + 1;
    }
    return lines;
  }

  /** Adds `bytes` to the line not yet ended (a copy), or drops them once it is over the limit. */
  #begin(bytes: Uint8Array): void {
    if (bytes.length === 0 || this.#tooLong) return;
    this.#pendingBytes += bytes.length;
    if (this.#pendingBytes <= this.limit) {
      this.#pending.push(bytes.slice());
      return;
    }
    this.#tooLong = true;
    this.#pending = [];
    this.#pendingBytes = 0;
  }

  /** The line not yet ended, now ended. */
  #end(): Line {
    const tooLong = this.#tooLong;
    const block = tooLong ? null : concat(this.#pending);
    this.#pending = [];
    this.#pendingBytes = 0;
    this.#tooLong = false;
    if (block === null) {
      this.#atStart = false;
      return new LineTooLong(this.limit);
    }
    return this.#lines(block)[0]!;
  }

  /** The lines of `block`, complete lines separated by "\n" (each within the limit: a chunk's). */
  #lines(block: Uint8Array): Line[] {
    if (this.#atStart) {
      this.#atStart = false;
      if (block[0] === 0xef && block[1] === 0xbb && block[2] === 0xbf) block = block.subarray(3);
    }
    try {
      const text = this.#decoder.decode(block);
      const lines = text.split('\n');
      return text.includes('\r') ? lines.map(withoutCarriageReturn) : lines;
    } catch {
      // Some line is not UTF-8: decode them one by one to tell which.
      const lines: Line[] = [];
      for (let start = 0; ;) {
        const newline = block.indexOf(NEWLINE, start);
        const end = newline < 0 ? block.length : newline;
        lines.push(this.#decodeLine(block.subarray(start, end)));
        if (newline < 0) return lines;
        start = newline + 1;
      }
    }
  }

  #decodeLine(bytes: Uint8Array): string | null {
    try {
      return withoutCarriageReturn(this.#decoder.decode(bytes));
    } catch {
      return null;
    }
  }
}

function withoutCarriageReturn(line: string): string {
  return line.charCodeAt(line.length - 1) === CARRIAGE_RETURN ? line.slice(0, -1) : line;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  if (parts.length === 0) return new Uint8Array(0);
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Standard input as lines: bytes in, UTF-8 lines out, a chunk at a time. A line ends at "\n" (a
 * "\r" before it is dropped); a UTF-8 byte order mark at the very start is dropped; a line that is
 * not valid UTF-8 comes out as null, never with replacement characters.
 */
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

export class LineSplitter {
  /** The bytes of the line not yet ended, as they came. */
  #pending: Uint8Array[] = [];
  #atStart = true;
  readonly #decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  /**
   * The lines that `chunk` ends (null for one that is not UTF-8). The chunk is not kept: its bytes
   * after the last newline are copied, so the caller may read into the same buffer again.
   */
  push(chunk: Uint8Array): (string | null)[] {
    const last = chunk.lastIndexOf(NEWLINE);
    if (last < 0) {
      this.#pending.push(chunk.slice());
      return [];
    }
    let lines: (string | null)[];
    if (this.#pending.length === 0) lines = this.#lines(chunk.subarray(0, last));
    else {
      // The line begun in an earlier chunk is decoded on its own: only its bytes are joined, not the chunk's.
      const first = chunk.indexOf(NEWLINE);
      this.#pending.push(chunk.subarray(0, first));
      const begun = this.#lines(concat(this.#pending));
      lines = first < last ? this.#lines(chunk.subarray(first + 1, last)) : [];
      lines.unshift(begun[0]!);
    }
    this.#pending = last + 1 < chunk.length ? [chunk.slice(last + 1)] : [];
    return lines;
  }

  /** The last line, when the input does not end with a newline. */
  end(): (string | null)[] {
    if (this.#pending.length === 0) return [];
    const block = concat(this.#pending);
    this.#pending = [];
    return this.#lines(block);
  }

  /** The lines of `block`, complete lines separated by "\n". */
  #lines(block: Uint8Array): (string | null)[] {
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
      const lines: (string | null)[] = [];
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

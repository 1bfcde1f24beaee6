/**
 * The links of one page or stylesheet. The first few thousand are kept as they are; past those, the
 * list is packed: each record's numbers in one typed array, its strings as UTF-8 in another, its
 * few recurring strings (`where`, `outcome`, `rel`…) by index, so that a page of a million links
 * costs tens of megabytes outside the JavaScript heap, not hundreds inside it (where the collector
 * lets the heap grow to several times what is live). A packed list crosses threads by moving its
 * two buffers. A record read back from it is a new object with the same properties, in the same
 * order, as the one pushed.
 */
import { Buffer } from 'node:buffer';
import type { LinkRecord } from './text';

/**
 * How a property's value is kept: `n` a 32-bit integer, `b` a boolean, `d` an index into the
 * strings that recur, `s` a string, `u` undefined, `j` JSON (anything else).
 */
type Kind = 'n' | 'b' | 'd' | 's' | 'u' | 'j';

/** The properties whose strings recur (a few values each), kept once. */
const RECURRING: ReadonlySet<string> = new Set(['where', 'outcome', 'rel', 'problem', 'madeBy']);

/**
 * How many records a list keeps as objects before it packs them. Few: a page of a thousand links
 * (MkDocs's navigation on every page) kept them as objects till its end, long enough for V8 to move
 * them to the old generation; packed past 256, check on MkDocs's 1,022 pages took 7.6 s, not 9.0 s.
 */
export const UNPACKED = 256;

/** A list as it crosses threads (plain data and two movable buffers, or the records themselves). */
export interface PackedLinks {
  /** The records, while the list is not packed; else null. */
  readonly records: LinkRecord[] | null;
  readonly count: number;
  /** Each shape: its properties' names and kinds, `name:kind` joined by commas. */
  readonly shapes: readonly string[];
  readonly recurring: readonly string[];
  /** Per record: its shape, then a word per property (a string's: its UTF-8 length, negated less one when not ASCII). */
  readonly words: Int32Array<ArrayBuffer>;
  readonly wordCount: number;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly byteCount: number;
  /** The order to read the records in (indices of the order pushed), or null for that order. */
  readonly order: Int32Array<ArrayBuffer> | null;
}

interface Shape {
  readonly names: readonly string[];
  readonly kinds: readonly Kind[];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class LinkList implements Iterable<LinkRecord> {
  /** The records, until there are more than UNPACKED; then null (they are packed). */
  #records: LinkRecord[] | null = [];
  #count = 0;
  #shapes: Shape[] = [];
  #recurring: string[] = [];
  readonly #recurringIds = new Map<string, number>();
  #words = new Int32Array(64);
  #wordCount = 0;
  #bytes = new Uint8Array(256);
  #byteCount = 0;
  #order: Int32Array<ArrayBuffer> | null = null;
  /** Where each record begins: its first word, and its first byte (read on demand, see #index). */
  #wordAt: Int32Array | null = null;
  #byteAt: Float64Array | null = null;

  /** The list of `records`. */
  static of(records: Iterable<LinkRecord>): LinkList {
    const list = new LinkList();
    for (const r of records) list.push(r);
    return list;
  }

  /** The list another thread packed (see pack). */
  static from(packed: PackedLinks): LinkList {
    const list = new LinkList();
    list.#records = packed.records;
    list.#count = packed.count;
    list.#shapes = packed.shapes.map((s) => {
      const parts = s === '' ? [] : s.split(',');
      return { names: parts.map((p) => p.slice(0, -2)), kinds: parts.map((p) => p.slice(-1) as Kind) };
    });
    list.#recurring = [...packed.recurring];
    list.#words = packed.words;
    list.#wordCount = packed.wordCount;
    list.#bytes = packed.bytes;
    list.#byteCount = packed.byteCount;
    list.#order = packed.order;
    return list;
  }

  get length(): number {
    return this.#records?.length ?? this.#count;
  }

  push(record: LinkRecord): void {
    const records = this.#records;
    if (records !== null) {
      records.push(record);
      if (records.length <= UNPACKED) return;
      this.#records = null;
      for (const r of records) this.#pack(r);
      return;
    }
    this.#pack(record);
  }

  #pack(record: LinkRecord): void {
    // Most records have the shape of the one before: written as they are read, checked as they go.
    if (this.#last >= 0 && this.#write(record, this.#last)) return;
    const names = Object.keys(record);
    const values: unknown[] = Object.values(record);
    this.#last = this.#shapeOf(names, values);
    this.#write(record, this.#last);
  }

  /** The shape the last record pushed had, or -1. */
  #last = -1;

  /** Writes `record` as one of shape `s`: false (nothing written) when it is not of that shape. */
  #write(record: LinkRecord, s: number): boolean {
    const { names, kinds } = this.#shapes[s]!;
    this.#room(1 + names.length);
    const words = this.#words;
    const startWord = this.#wordCount;
    const startByte = this.#byteCount;
    let at = startWord;
    words[at++] = s;
    let i = 0;
    for (const name in record) {
      const value = (record as unknown as Record<string, unknown>)[name];
      const kind = kinds[i];
      if (names[i] !== name || kindOf(name, value) !== kind) {
        this.#byteCount = startByte;
        return false;
      }
      if (kind === 'n') words[at++] = value as number;
      else if (kind === 'u') words[at++] = 0;
      else if (kind === 'b') words[at++] = value === true ? 1 : 0;
      else if (kind === 'd') words[at++] = this.#recurringId(value as string);
      else words[at++] = this.#text(kind === 's' ? (value as string) : JSON.stringify(value));
      i++;
    }
    if (i !== names.length) {
      this.#byteCount = startByte;
      return false;
    }
    this.#wordCount = at;
    this.#count++;
    this.#wordAt = this.#byteAt = null;
    return true;
  }

  /** Record `i` (in the list's order). */
  at(i: number): LinkRecord {
    if (i < 0 || i >= this.length) throw new RangeError(`no link ${i} of ${this.length}`);
    if (this.#records !== null) return this.#records[i]!;
    this.#index();
    const n = this.#order === null ? i : this.#order[i]!;
    return this.#read(this.#wordAt![n]!, this.#byteAt![n]!);
  }

  [Symbol.iterator](): Iterator<LinkRecord> {
    return this.#records !== null ? this.#records[Symbol.iterator]() : this.#packed();
  }

  *#packed(): Iterator<LinkRecord> {
    if (this.#order !== null) {
      for (let i = 0; i < this.#count; i++) yield this.at(i);
      return;
    }
    // In the order pushed: one pass over the words and bytes.
    let word = 0;
    let byte = 0;
    for (let i = 0; i < this.#count; i++) {
      const shape = this.#shapes[this.#words[word]!]!;
      yield this.#read(word, byte);
      for (let k = 0; k < shape.kinds.length; k++) {
        const kind = shape.kinds[k]!;
        if (kind === 's' || kind === 'j') byte += byteLength(this.#words[word + 1 + k]!);
      }
      word += 1 + shape.kinds.length;
    }
  }

  toArray(): LinkRecord[] {
    return [...this];
  }

  /** Reads the records in `order` from now on (indices of the order they were pushed in). */
  reorder(order: readonly number[]): void {
    const records = this.#records;
    if (records !== null) this.#records = order.map((i) => records[i]!);
    else this.#order = new Int32Array(order);
  }

  /** The list as it crosses threads: its buffers move with it (the list is then empty). */
  pack(): PackedLinks {
    const packed: PackedLinks = {
      records: this.#records,
      count: this.#count,
      shapes: this.#shapes.map((s) => s.names.map((n, i) => n + ':' + s.kinds[i]).join(',')),
      recurring: this.#recurring,
      words: this.#words,
      wordCount: this.#wordCount,
      bytes: this.#bytes,
      byteCount: this.#byteCount,
      order: this.#order,
    };
    return packed;
  }

  #read(word: number, byte: number): LinkRecord {
    const words = this.#words;
    const shape = this.#shapes[words[word]!]!;
    const record: Record<string, unknown> = {};
    for (let k = 0; k < shape.names.length; k++) {
      const w = words[word + 1 + k]!;
      const kind = shape.kinds[k]!;
      let value: unknown;
      if (kind === 'n') value = w;
      else if (kind === 'u') value = undefined;
      else if (kind === 'b') value = w === 1;
      else if (kind === 'd') value = this.#recurring[w];
      else {
        const length = byteLength(w);
        const text =
          w >= 0
            ? this.#latin1().toString('latin1', byte, byte + length)
            : decoder.decode(this.#bytes.subarray(byte, byte + length));
        byte += length;
        value = kind === 's' ? text : JSON.parse(text);
      }
      record[shape.names[k]!] = value;
    }
    return record as unknown as LinkRecord;
  }

  /** Where each record begins, for reading one at a time. */
  #index(): void {
    if (this.#wordAt !== null) return;
    const wordAt = new Int32Array(this.#count);
    const byteAt = new Float64Array(this.#count);
    let word = 0;
    let byte = 0;
    for (let i = 0; i < this.#count; i++) {
      wordAt[i] = word;
      byteAt[i] = byte;
      const shape = this.#shapes[this.#words[word]!]!;
      for (let k = 0; k < shape.kinds.length; k++) {
        const kind = shape.kinds[k]!;
        if (kind === 's' || kind === 'j') byte += byteLength(this.#words[word + 1 + k]!);
      }
      word += 1 + shape.kinds.length;
    }
    this.#wordAt = wordAt;
    this.#byteAt = byteAt;
  }

  /** The bytes as a Buffer (read as Latin-1 where they are ASCII), made again when they grow. */
  #latin1View: Buffer | null = null;

  #latin1(): Buffer {
    return (this.#latin1View ??= Buffer.from(this.#bytes.buffer, this.#bytes.byteOffset, this.#bytes.byteLength));
  }

  /** The shape of a record with properties `names` (a few shapes recur: they are looked through). */
  #shapeOf(names: string[], values: unknown[]): number {
    const shapes = this.#shapes;
    search: for (let s = shapes.length - 1; s >= 0; s--) {
      const shape = shapes[s]!;
      if (shape.names.length !== names.length) continue;
      for (let i = 0; i < names.length; i++)
        if (shape.names[i] !== names[i] || shape.kinds[i] !== kindOf(names[i]!, values[i])) continue search;
      return s;
    }
    shapes.push({ names, kinds: names.map((name, i) => kindOf(name, values[i])) });
    return shapes.length - 1;
  }

  #recurringId(value: string): number {
    let id = this.#recurringIds.get(value);
    if (id === undefined) {
      id = this.#recurring.length;
      this.#recurring.push(value);
      this.#recurringIds.set(value, id);
    }
    return id;
  }

  /** Appends `text` as UTF-8: its word (the byte length; negated less one when not ASCII). */
  #text(text: string): number {
    const most = text.length * 3;
    if (this.#byteCount + most > this.#bytes.length) {
      const grown = new Uint8Array(Math.max(this.#bytes.length * 2, this.#byteCount + most));
      grown.set(this.#bytes.subarray(0, this.#byteCount));
      this.#bytes = grown;
      this.#latin1View = null;
    }
    // ASCII, as most links are, copied here (a call to the encoder costs more than a short string).
    const bytes = this.#bytes;
    const at = this.#byteCount;
    let i = 0;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) break;
      bytes[at + i] = c;
    }
    if (i === text.length) {
      this.#byteCount += i;
      return i;
    }
    const { written } = encoder.encodeInto(text, bytes.subarray(at));
    this.#byteCount += written;
    return -written - 1;
  }

  #room(words: number): void {
    if (this.#wordCount + words <= this.#words.length) return;
    const grown = new Int32Array(Math.max(this.#words.length * 2, this.#wordCount + words));
    grown.set(this.#words.subarray(0, this.#wordCount));
    this.#words = grown;
  }
}

function kindOf(name: string, value: unknown): Kind {
  if (value === undefined) return 'u';
  if (typeof value === 'number' && (value | 0) === value) return 'n';
  if (typeof value === 'boolean') return 'b';
  if (typeof value === 'string') return RECURRING.has(name) ? 'd' : 's';
  return 'j';
}

function byteLength(word: number): number {
  return word >= 0 ? word : -word - 1;
}

/** The buffers `packed` holds, to move them to another thread. */
export function movableBuffers(packed: PackedLinks): ArrayBuffer[] {
  return packed.records !== null ? [] : [packed.words.buffer, packed.bytes.buffer];
}

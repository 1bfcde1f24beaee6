/**
 * The one record writer of every command: records (lists of pieces) gathered and written a batch at
 * a time, waiting while standard output is behind; error text written after the output before it;
 * the exit status, combined from what each record reports (see exit.ts). When standard output is a
 * terminal, an error is written at once, after the output before it, so that the two appear in
 * input order (a terminal takes a write at once: there is no backpressure to wait for).
 */
import { combine, OK, OUTPUT_ERROR } from './exit';

/** Where the writer writes: standard output and standard error. */
export interface Writer {
  /**
   * Writes to standard output; a promise when the consumer is behind, to await before writing
   * more. Throws (or rejects with) OutputFailed once standard output cannot be written.
   */
  readonly out: (text: string) => void | Promise<void>;
  readonly err: (text: string) => void;
  /** Whether standard output is a terminal. */
  readonly outputIsTerminal?: boolean;
}

/** Standard output cannot be written (the process reports why, once): the run stops writing. */
export class OutputFailed extends Error {
  override name = 'OutputFailed';
}

/** How much output is gathered before it is written, and the most written at once. */
const BATCH = 1 << 16;

export class Output {
  /** The output gathered and not yet written: texts, and the pieces of large records, made only as they are written. */
  #queue: (string | Iterator<string>)[] = [];
  /**
   * The texts gathered after the queue, joined into one (flat) string at BATCH units: a million
   * lines gathered while a page is read cost their characters, not a million strings.
   */
  #pieces: string[] = [];
  #length = 0;
  #err = '';
  #status = OK;
  /** The last flush, settled. */
  #flushed: Promise<void> = Promise.resolve();
  readonly #writer: Writer;
  readonly #terminal: boolean;

  constructor(writer: Writer) {
    this.#writer = writer;
    this.#terminal = writer.outputIsTerminal === true;
  }

  /** The exit status so far. */
  get status(): number {
    return this.#status;
  }

  /** Whether a batch is ready: the caller should `flush` before adding more. */
  get full(): boolean {
    return this.#queue.length > 0;
  }

  /** Records that `status` applies (the lowest that applies wins). */
  report(status: number): void {
    this.#status = combine(this.#status, status);
  }

  /**
   * Adds output: a string, the pieces of a record, or an iterable of pieces (a large record, whose
   * pieces are made only as they are written: the caller should `flush` next).
   */
  add(parts: string | Iterable<string>): void {
    if (typeof parts === 'string') this.#append(parts);
    else if (Array.isArray(parts)) for (const part of parts as string[]) this.#append(part);
    else this.#queue.push(this.#joined(), parts[Symbol.iterator]());
  }

  /** Appends `text`; at BATCH units the texts so far go to the queue, joined. */
  #append(text: string): void {
    this.#pieces.push(text);
    this.#length += text.length;
    if (this.#length >= BATCH) this.#queue.push(this.#joined());
  }

  /** The texts gathered after the queue, taken and joined. */
  #joined(): string {
    const text = this.#pieces.join('');
    this.#pieces = [];
    this.#length = 0;
    return text;
  }

  /** Adds error text; on a terminal it is written at once, after the output before it. */
  error(text: string): void {
    if (!this.#terminal) {
      this.#err += text;
      return;
    }
    try {
      // A terminal takes a write at once; one that fails is reported by the process.
      for (const batch of this.#take()) void Promise.resolve(this.#writer.out(batch)).catch(() => undefined);
    } catch {
      // Standard output cannot be written: the error text still goes out.
    } finally {
      this.#writer.err(text);
    }
  }

  /**
   * Writes what is gathered: the output (waiting while the consumer is behind), then the errors.
   * @throws OutputFailed when standard output cannot be written (the status is then 3 or lower)
   */
  flush(): Promise<void> {
    // One flush at a time, in order: a flush asked for while one waits goes after it.
    const flushed = this.#flushed.then(() => this.#flush());
    this.#flushed = flushed.catch(() => undefined);
    return flushed;
  }

  async #flush(): Promise<void> {
    try {
      for (const batch of this.#take()) await this.#writer.out(batch);
    } catch (e) {
      if (e instanceof OutputFailed) this.report(OUTPUT_ERROR);
      throw e;
    } finally {
      if (this.#err !== '') this.#writer.err(this.#err);
      this.#err = '';
    }
  }

  /** The output gathered, taken: its texts, and a large record's pieces joined to about BATCH units. */
  *#take(): Generator<string> {
    const queue = this.#queue;
    const text = this.#joined();
    this.#queue = [];
    for (const item of queue) {
      if (typeof item === 'string') {
        if (item !== '') yield item;
        continue;
      }
      let batch = '';
      for (let next = item.next(); next.done !== true; next = item.next()) {
        batch += next.value;
        if (batch.length >= BATCH) {
          yield batch;
          batch = '';
        }
      }
      if (batch !== '') yield batch;
    }
    if (text !== '') yield text;
  }
}

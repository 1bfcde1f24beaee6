/**
 * The iteration order of a java.util.HashMap, which the JDK's in-memory CookieStore iterates (its domains
 * by String.hashCode, its URIs by URI.hashCode), so that cookies come out in the JDK's order. Entries are
 * kept in insertion order with their hash; the order is by bucket (the spread hash `h ^ (h >>> 16)` masked
 * by the table's length, 16 at first, doubled when the entries pass three quarters of it, or when a bucket
 * that already holds 8 entries gets another while the table is shorter than 64; never shrunk, not by clear
 * either), then by insertion within a bucket. A bucket of a table of 64 or more that holds more than 8
 * entries becomes a tree in Java, whose order this does not follow (docs/porting.md).
 */
export class JavaHashMap<K, V> {
  #entries: { key: K; value: V; hash: number }[] = [];
  #capacity = 0;
  readonly #hash: (key: K) => number;
  readonly #equals: (a: K, b: K) => boolean;

  constructor(hash: (key: K) => number, equals: (a: K, b: K) => boolean) {
    this.#hash = hash;
    this.#equals = equals;
  }

  #find(key: K): number {
    return this.#entries.findIndex((e) => this.#equals(e.key, key));
  }

  #bucket(hash: number): number {
    return (hash ^ (hash >>> 16)) & (this.#capacity - 1);
  }

  get(key: K): V | undefined {
    const i = this.#find(key);
    return i < 0 ? undefined : this.#entries[i]!.value;
  }

  set(key: K, value: V): void {
    const i = this.#find(key);
    if (i >= 0) {
      this.#entries[i]!.value = value;
      return;
    }
    if (this.#capacity === 0) this.#capacity = 16;
    const hash = this.#hash(key) | 0;
    const bucket = this.#bucket(hash);
    const inBucket = this.#entries.filter((e) => this.#bucket(e.hash) === bucket).length;
    this.#entries.push({ key, value, hash });
    if (inBucket >= 8 && this.#capacity < 64) this.#capacity *= 2;
    if (this.#entries.length > this.#capacity * 0.75) this.#capacity *= 2;
  }

  delete(key: K): void {
    const i = this.#find(key);
    if (i >= 0) this.#entries.splice(i, 1);
  }

  clear(): void {
    this.#entries = [];
  }

  /** The entries in the JDK's iteration order. */
  entries(): [K, V][] {
    return this.#entries
      .map((e, order) => ({ e, order, bucket: this.#bucket(e.hash) }))
      .sort((a, b) => a.bucket - b.bucket || a.order - b.order)
      .map(({ e }) => [e.key, e.value]);
  }
}

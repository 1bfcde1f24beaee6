/**
 * Politeness: at most `perHost` requests at once to one host (its name and port), at most `total`
 * at once in all, and none to a host before the time its last `Retry-After` named. A request
 * enters its host's gate, then the global one, and leaves both when its answer is read.
 */

import type { Answer } from './request';

/** Waiters, first come first served, woken as slots free. */
export class Slots {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  /** A slot, once one is free. */
  take(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Gives a slot back (to the first waiter, if any). */
  give(): void {
    const next = this.#waiting.shift();
    if (next !== undefined) next();
    else this.#free++;
  }
}

/** One host's slots, and the time before which it is not asked again (`Retry-After`). */
class Host {
  readonly slots: Slots;
  notBefore = 0;
  /** Whether it refused a HEAD request (405, 501): its URLs are asked with GET at once. */
  refusesHead = false;
  /** Its answer when it asked for a longer wait than check makes: every later URL of it gets it, unasked. */
  gaveUp: Answer | null = null;

  constructor(size: number) {
    this.slots = new Slots(size);
  }
}

/** The gates of a run. */
export class Gates {
  readonly #hosts = new Map<string, Host>();
  readonly #all: Slots;
  /** The pages being read for their fragments (their bytes and text are what the run holds). */
  readonly pages = new Slots(4);

  constructor(
    readonly perHost: number,
    total: number,
  ) {
    this.#all = new Slots(total);
  }

  /** The host of `url` (name and port: one server), its state kept for the run. */
  host(url: URL): Host {
    const key = url.host;
    let host = this.#hosts.get(key);
    if (host === undefined) this.#hosts.set(key, (host = new Host(this.perHost)));
    return host;
  }

  /**
   * Waits for a slot of `url`'s host and a global one, and for the host's `Retry-After` time;
   * resolves to the function that leaves both. Rejects when `signal` aborts while waiting.
   */
  async enter(url: URL, signal: AbortSignal): Promise<() => void> {
    const host = this.host(url);
    await host.slots.take();
    try {
      for (let wait = host.notBefore - Date.now(); wait > 0; wait = host.notBefore - Date.now())
        await sleep(wait, signal);
    } catch (e) {
      host.slots.give();
      throw e;
    }
    await this.#all.take();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#all.give();
      host.slots.give();
    };
  }

  /** The hosts waiting out a `Retry-After` now. */
  waiting(): number {
    const now = Date.now();
    let n = 0;
    for (const host of this.#hosts.values()) if (host.notBefore > now) n++;
    return n;
  }
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const done = () => {
      signal.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}

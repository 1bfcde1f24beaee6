/**
 * The walk's worker threads: pages and stylesheets spread over `jobs` workers (worker.ts), each
 * task to the worker with the fewest under way; answers come back as promises, which the walk
 * takes in its own order, so that what it reports does not depend on which worker ran first.
 */
import { Worker } from 'node:worker_threads';
import { movable, type Transformed } from './transform';
import type { WorkerAnswer, WorkerSetup, WorkerTask } from './worker';
import { WORKER_URL } from './worker-url';

interface Pending {
  resolve: (t: { result: Transformed; bytes: Uint8Array }) => void;
  reject: (e: Error) => void;
}

export class PagePool {
  readonly #workers: { worker: Worker; busy: number }[] = [];
  readonly #pending = new Map<number, Pending>();
  #next = 0;
  #failed: Error | null = null;

  constructor(jobs: number, setup: WorkerSetup) {
    for (let i = 0; i < jobs; i++) {
      const worker = new Worker(WORKER_URL, { workerData: setup, execArgv: workerExecArgv() });
      const slot = { worker, busy: 0 };
      worker.on('message', (answer: WorkerAnswer) => {
        const pending = this.#pending.get(answer.id);
        if (pending === undefined) return;
        this.#pending.delete(answer.id);
        slot.busy--;
        if ('result' in answer) pending.resolve(answer);
        else pending.reject(new Error(`a worker failed: ${answer.failure}`));
      });
      worker.on('error', (e: Error) => this.#fail(e));
      worker.on('exit', (code) => {
        if (code !== 0) this.#fail(new Error(`a worker exited with status ${code}`));
      });
      this.#workers.push(slot);
    }
  }

  /**
   * File `file` transformed by the least busy worker. Its bytes are moved to the worker when they
   * are the whole of their buffer (else copied), and come back with the result: use those.
   */
  transform(
    file: string,
    kind: 'page' | 'stylesheet',
    bytes: Uint8Array,
  ): Promise<{ result: Transformed; bytes: Uint8Array }> {
    if (this.#failed !== null) return Promise.reject(this.#failed);
    let slot = this.#workers[0]!;
    for (const s of this.#workers) if (s.busy < slot.busy) slot = s;
    const id = this.#next++;
    slot.busy++;
    const task: WorkerTask = { id, file, kind, bytes };
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      slot.worker.postMessage(task, movable(bytes) ? [bytes.buffer as ArrayBuffer] : []);
    });
  }

  /** Ends the workers (the tasks under way are rejected). */
  async close(): Promise<void> {
    this.#fail(new Error('the pool was closed'));
    await Promise.all(this.#workers.map((s) => s.worker.terminate()));
  }

  #fail(e: Error): void {
    this.#failed ??= e;
    for (const p of this.#pending.values()) p.reject(e);
    this.#pending.clear();
  }
}

/**
 * The process's Node options for a worker, less `--input-type`: a worker takes the process's by
 * default, and with that option (a program run by `node --input-type=module --eval`) Node refuses to
 * load the worker's file (ERR_INPUT_TYPE_NOT_ALLOWED).
 */
function workerExecArgv(): string[] {
  return process.execArgv.filter((arg, i, all) => !arg.startsWith('--input-type') && all[i - 1] !== '--input-type');
}

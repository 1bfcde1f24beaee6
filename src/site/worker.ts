/**
 * A worker thread of a walk (pool.ts): it is given the site (base, options, the files it has) once,
 * then pages and stylesheets one at a time, and answers each with transform's result.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteOptions } from './index';
import { movableBuffers } from './link-list';
import { existsIn, type KnownFiles } from './listing';
import { movable, transform, type Transformed } from './transform';

/** What the pool gives a worker when it starts. */
export interface WorkerSetup {
  readonly base: string;
  readonly options: Omit<SiteOptions, 'exists'>;
  readonly known: KnownFiles;
}

/** A file to transform. */
export interface WorkerTask {
  readonly id: number;
  readonly file: string;
  readonly kind: 'page' | 'stylesheet';
  readonly bytes: Uint8Array;
}

/** The answer: the result and the bytes given (handed back), or the message of what went wrong. */
export type WorkerAnswer = { id: number; result: Transformed; bytes: Uint8Array } | { id: number; failure: string };

const setup = workerData as WorkerSetup;
const options: SiteOptions = { ...setup.options, exists: existsIn(setup.known) };
const port = parentPort!;
port.on('message', (task: WorkerTask) => {
  let answer: WorkerAnswer;
  try {
    const result = transform(task.file, task.kind, task.bytes, setup.base, options);
    answer = { id: task.id, result, bytes: task.bytes };
  } catch (e) {
    answer = { id: task.id, failure: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  // The buffers go back as they came, moved rather than copied, and so do the links'.
  const moved = 'result' in answer ? [answer.bytes, answer.result.written].filter(movable) : [];
  port.postMessage(answer, [
    ...moved.map((b) => b.buffer as ArrayBuffer),
    ...('result' in answer ? movableBuffers(answer.result.links) : []),
  ]);
});

/**
 * A worker thread of a walk (pool.ts): it is given the site (base, options, the files it has) once,
 * then pages and stylesheets one at a time, and answers each with transform's result.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteOptions } from './index';
import { existsIn, type KnownFiles } from './listing';
import { transform, type Transformed } from './transform';

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

/** The answer: the result, or the message of what went wrong. */
export type WorkerAnswer = { id: number; result: Transformed } | { id: number; failure: string };

const setup = workerData as WorkerSetup;
const options: SiteOptions = { ...setup.options, exists: existsIn(setup.known) };
const port = parentPort!;
port.on('message', (task: WorkerTask) => {
  let answer: WorkerAnswer;
  try {
    answer = { id: task.id, result: transform(task.file, task.kind, task.bytes, setup.base, options) };
  } catch (e) {
    answer = { id: task.id, failure: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  const written = 'result' in answer ? answer.result.written : null;
  port.postMessage(answer, written === null ? [] : [written.buffer as ArrayBuffer]);
});

// What src/site/worker-url.ts gives under Jest (whose CommonJS has no import.meta): the built worker.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const WORKER_URL = pathToFileURL(join(__dirname, '..', 'dist', 'site-worker.mjs'));

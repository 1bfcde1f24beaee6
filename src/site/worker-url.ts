/** Where the walk's worker thread is: the built worker beside the built walk (dist/site-worker.mjs). */
export const WORKER_URL = new URL('./site-worker.mjs', import.meta.url);

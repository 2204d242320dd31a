// Starts a worker whose entry is TypeScript source (tests, the bench, `tsx` in development). Node 22
// resolves a Worker's entry before an `--import tsx` in its execArgv takes effect (24 no longer
// does; 22 is still supported), so the loader is registered here first. The built server never
// uses this file: its worker is plain JavaScript.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

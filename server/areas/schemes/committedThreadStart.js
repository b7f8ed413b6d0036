// Starts the committed figure's thread (committedThread.ts) in a worker, which starts without the
// TypeScript loader: it registers it first. Plain JavaScript for that reason.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

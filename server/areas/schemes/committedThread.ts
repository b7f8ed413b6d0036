import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '@/server/db/connection';
import { workOutCommitted, type CommittedJob } from './committedJob';

/** What the thread answers a job: the figure, or why it could not be worked out. */
export type ThreadAnswer = { figure: ReturnType<typeof workOutCommitted> } | { failed: string };

// The committed figure's thread (committedWorker.ts): its own connection to the database, which it
// only reads, and one job at a time.
const db = openDatabase((workerData as { file: string }).file);
db.pragma('query_only = ON');
parentPort!.on('message', (job: CommittedJob) => {
  let answer: ThreadAnswer;
  try {
    answer = { figure: workOutCommitted(db, job) };
  } catch (error) {
    answer = { failed: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});

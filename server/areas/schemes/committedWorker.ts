import { Worker } from 'node:worker_threads';
import type { CommittedJob, WorkedOut } from './committedJob';
import type { ThreadAnswer } from './committedThread';

const START = new URL('./committedThreadStart.js', import.meta.url);
const ENTRY = new URL('./committedThread.ts', import.meta.url).href;
/** How long a thread waits idle for its next job before it ends, its memory freed: the next job starts another. */
const IDLE_MS = 30_000;

/**
 * The thread the committed figure is worked out in, with its own connection to the database
 * `file`, so that the server's own thread answers calls meanwhile: started for a job, ended idle.
 */
export class CommittedWorker {
  private worker: Worker | null = null;
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly file: string) {}

  /** Works out `job`'s figure in the thread; one job at a time. */
  run(job: CommittedJob): Promise<WorkedOut> {
    clearTimeout(this.idle);
    const worker = (this.worker ??= this.start());
    return new Promise<WorkedOut>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        worker.off('message', onAnswer).off('error', onError).off('exit', onExit);
        this.idle = setTimeout(() => void this.end(), IDLE_MS).unref();
        outcome();
      };
      const onAnswer = (answer: ThreadAnswer) =>
        settle(() => ('figure' in answer ? resolve(answer.figure) : reject(new Error(answer.failed))));
      const onError = (error: Error) => settle(() => reject(error));
      const onExit = (code: number) =>
        settle(() => reject(new Error(`The committed figure's thread ended (exit code ${code}).`)));
      worker.on('message', onAnswer).on('error', onError).on('exit', onExit);
      worker.postMessage(job);
    });
  }

  /** Ends the thread, if one runs. */
  async end(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(START, { workerData: { file: this.file, entry: ENTRY }, execArgv: [] });
    // A thread ended (by an error, or at the end) is not used again.
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    // It never keeps the process alive: the server ends it when it closes.
    worker.unref();
    return worker;
  }
}

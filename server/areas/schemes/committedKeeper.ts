import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Committed } from '@/contract/programme/committed';
import type { Db } from '@/server/db/connection';
import { inputsVersion, storedFigure, storeFigure } from './committedFigure';
import type { CommittedJob } from './committedJob';
import { CommittedWorker } from './committedWorker';

/** What the committed figure is worked out from beyond the database's inputs, and how. */
export interface CommittedSource {
  /**
   * The job that works the figure out now, and the stamp of what it reads beyond the database (at
   * the gateway, the upstream's catalogue); null while it cannot be worked out (at the gateway,
   * before its copy of the upstream's bills is whole or while its catalogue is being read).
   */
  prepare: () => { job: CommittedJob; beyond: string } | null;
  /** Told of each call for the figure, before it is answered (the gateway keeps the caller's token). */
  seen?: (request: FastifyRequest) => void;
}

export interface CommittedKeeperOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  source: CommittedSource;
}

/** How often the inputs' version is read to see whether the figure is behind it (ms). */
const WATCH_MS = 200;
/** The least rest after a work-out that failed before the next is tried (ms). */
const REST_AFTER_FAILURE_MS = 5_000;

/**
 * Keeps the committed figure up to date off the request path: once watching, it reads the inputs'
 * version (raised by triggers at every write the figure depends on) every WATCH_MS, and when the
 * figure kept is behind it, works it out afresh in a worker thread (committedWorker.ts) over one
 * moment of the database, then keeps it in the database with what it was worked out from. Writes
 * made meanwhile are taken by the next work-out, which waits at least as long as the last took, so
 * that a stream of changes takes at most half of a core. Calls are answered the figure kept.
 */
export class CommittedKeeper {
  private readonly worker: CommittedWorker;
  private watching: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  /** No work-out starts before this time (ms). */
  private restUntil = 0;
  private closed = false;

  constructor(private readonly options: CommittedKeeperOptions) {
    this.worker = new CommittedWorker(options.db.name);
  }

  /**
   * The figure kept, as a call is answered it: with `as_of` unless it is of the inputs as they are
   * now (a newer one is being worked out), and zeros with `as_of` null before the first.
   */
  answer(): Committed {
    this.watch();
    const { db, source } = this.options;
    const stored = storedFigure(db);
    if (stored === undefined) return { points: 0, cash_paise: 0, bills: 0, as_of: null };
    const { points, cash_paise, bills, as_of } = stored;
    return stored.inputs === this.inputs(source.prepare())
      ? { points, cash_paise, bills }
      : { points, cash_paise, bills, as_of };
  }

  /** Starts watching the inputs, and works the figure out at once when it is behind them. */
  watch(): void {
    if (this.watching || this.closed) return;
    this.watching = setInterval(() => this.check(), WATCH_MS).unref();
    this.check();
  }

  /** Stops watching and ends the thread, a work-out under way left unkept (the server closing). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watching);
    await this.worker.end();
  }

  private inputs(prepared: { beyond: string } | null): string | null {
    return prepared && `${inputsVersion(this.options.db)}${prepared.beyond}`;
  }

  private check(): void {
    if (this.running || this.closed || Date.now() < this.restUntil) return;
    const prepared = this.options.source.prepare();
    if (prepared === null || storedFigure(this.options.db)?.inputs === this.inputs(prepared)) return;
    this.running = this.workOut(prepared).finally(() => (this.running = null));
  }

  private async workOut({ job, beyond }: { job: CommittedJob; beyond: string }): Promise<void> {
    const { db, now, log } = this.options;
    const started = Date.now();
    const asOf = now().toISOString();
    let rest = 0;
    try {
      const { version, points, cash_paise, bills } = await this.worker.run(job);
      if (!this.closed) storeFigure(db, { inputs: `${version}${beyond}`, points, cash_paise, bills, as_of: asOf });
    } catch (error) {
      if (this.closed) return;
      rest = REST_AFTER_FAILURE_MS;
      log.warn({ err: error }, 'What the schemes have committed could not be worked out');
    } finally {
      this.restUntil = Date.now() + Math.max(rest, Date.now() - started);
    }
  }
}

import { HttpError } from '../errors';

/** Seconds a client is told to wait when every slot stays taken. */
const RETRY_AFTER_SECONDS = 5;

const busy = () =>
  new HttpError(503, 'The server is busy reading other spreadsheets. Please try again in a few seconds.', {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

/**
 * At most `size` tasks at once; a task that finds every slot taken waits its turn for up to
 * `waitMs`, then is refused with 503 and Retry-After.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly size: number,
    private readonly waitMs: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(busy());
      }, this.waitMs);
      this.waiting.push(turn);
    });
  }

  /** Hands the slot to the first task waiting, if any. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

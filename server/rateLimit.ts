import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './errors';

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A count of events per key in a fixed window; answers how long to wait once over the limit. */
export class Limiter {
  private readonly limiter: RateLimiterMemory;

  constructor(
    private readonly points: number,
    windowSeconds: number,
  ) {
    this.limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  }

  /** Counts one event; the seconds to wait when it is over the limit, else null. */
  async hit(key: string): Promise<number | null> {
    try {
      await this.limiter.consume(key);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return toSeconds(error.msBeforeNext);
      throw error;
    }
  }

  /** The seconds to wait when the limit is already reached, else null; counts nothing. */
  async blockedFor(key: string): Promise<number | null> {
    const state = await this.limiter.get(key);
    return state && state.consumedPoints >= this.points ? toSeconds(state.msBeforeNext) : null;
  }

  /** The events counted for the key in the current window. */
  async count(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export function tooManyRequests(what: string, seconds: number): HttpError {
  return new HttpError(429, `Too many ${what}. Please try again in ${seconds} seconds.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

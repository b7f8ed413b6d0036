/** Thrown when `withTimeout` gave up waiting. */
export class TimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'TimeoutError';
  }
}

export const isTimeout = (error: unknown) => error instanceof TimeoutError;

/**
 * Runs `action` with a signal that aborts after `ms`; a run cut short this way rejects
 * with a TimeoutError (an upload's 60 s, a compression's limit).
 */
export async function withTimeout<T>(ms: number, action: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  try {
    return await action(controller.signal);
  } catch (error) {
    throw timedOut ? new TimeoutError() : error;
  } finally {
    clearTimeout(timer);
  }
}

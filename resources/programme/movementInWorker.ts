import type { Movement } from '@/contract/programme/movement';
import { toHttpError } from '@/dataProvider/httpError';
import { networkErrorMessage } from '@/dataProvider/http';
import type { MovementAnswer, MovementRequest } from './movementWorker';

type Figures = Pick<Movement, 'weeks' | 'queue'>;

/** One worker's answer; the worker ends with it. */
function askWorker(request: MovementRequest): Promise<MovementAnswer> {
  const worker = new Worker(new URL('./movementWorker.ts', import.meta.url), { type: 'module' });
  return new Promise<MovementAnswer>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<MovementAnswer>) => resolve(data);
    worker.onerror = event => reject(new Error(event.message || 'The weekly movement could not be worked out'));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/**
 * The weekly movement and the queue's waits, worked out by a worker that reads the lists itself
 * (nothing of them crosses the main thread). An expired bearer is refreshed once and the lists
 * asked again; a failure is the data provider's kind of error, worded by `fallbackMessage`.
 */
export async function movementInWorker(
  request: Omit<MovementRequest, 'token'>,
  token: { current: () => Promise<string | null>; refreshed: () => Promise<string | null> },
  fallbackMessage: string,
): Promise<Figures> {
  let answer = await askWorker({ ...request, token: await token.current() });
  if ('failed' in answer && answer.failed.status === 401) {
    answer = await askWorker({ ...request, token: await token.refreshed() });
  }
  if ('figures' in answer) return answer.figures;
  const { status, body } = answer.failed;
  throw toHttpError(status, body, status === 0 ? networkErrorMessage : fallbackMessage);
}

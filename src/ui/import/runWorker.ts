/**
 * Posts `message` to a worker of its own (ended once it answers), handing over `transfer`, and
 * resolves with its answer; rejects when the worker fails or `signal` aborts.
 */
export function runWorker<Answer>(
  start: () => Worker,
  message: unknown,
  transfer: Transferable[],
  signal: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const worker = start();
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort);
    worker.onmessage = (event: MessageEvent<Answer>) => {
      end();
      resolve(event.data);
    };
    worker.onerror = event => {
      end();
      reject(new Error(event.message));
    };
    worker.postMessage(message, transfer);
  });
}

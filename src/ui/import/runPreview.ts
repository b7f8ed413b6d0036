import type { ImportPreview } from './previewModel';
import type { PreviewRequest } from './previewFile';

/**
 * Previews a file in a worker of its own, ended once it answers; rejects when the worker
 * fails or `signal` aborts.
 */
export function runPreview(request: PreviewRequest, signal: AbortSignal): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./importPreview.worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort);
    worker.onmessage = (event: MessageEvent<ImportPreview>) => {
      end();
      resolve(event.data);
    };
    worker.onerror = event => {
      end();
      reject(new Error(event.message));
    };
    worker.postMessage(request, [request.data]);
  });
}

import type { ImportPreview } from './previewModel';
import type { PreviewRequest, SheetImport } from './sheetImport';

/**
 * Previews a file in a worker of its own (the area's), ended once it answers; rejects when the
 * worker fails or `signal` aborts.
 */
export function runPreview<Context>(
  sheet: SheetImport<Context>,
  request: PreviewRequest<Context>,
  signal: AbortSignal,
): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    const worker = sheet.worker();
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

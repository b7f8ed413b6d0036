import type { ImportPreview } from './previewModel';
import { runWorker } from './runWorker';
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
  return runWorker<ImportPreview>(sheet.worker, request, [request.data], signal);
}

import type { WorkbookReader } from '@/contract/imports/sheetRows';
import { previewSheet } from './previewSheet';
import type { PreviewRequest, SheetJudge } from './sheetImport';

/** In a preview worker: answers each file posted with its preview by `judge`'s rules. */
export function servePreview<Context>(XLSX: WorkbookReader, judge: SheetJudge<Context>) {
  self.onmessage = (event: MessageEvent<PreviewRequest<Context>>) => {
    self.postMessage(previewSheet(XLSX, event.data, judge));
  };
}

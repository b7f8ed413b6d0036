// The import preview's worker: `xlsx` is bundled here, so the app loads it only when a file is chosen.
import * as XLSX from 'xlsx';
import { previewFile, type PreviewRequest } from './previewFile';

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  self.postMessage(previewFile(XLSX, event.data));
};

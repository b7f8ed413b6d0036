// The rates import's reader: `xlsx` is bundled here, so the app loads it only when a file is chosen.
import * as XLSX from 'xlsx';
import { readSheet } from '@/src/ui/import/previewSheet';

self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  self.postMessage(readSheet(XLSX, event.data));
};

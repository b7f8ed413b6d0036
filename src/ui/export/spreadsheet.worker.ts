// The export's worker: `xlsx` is bundled here, so the app loads it only when a list is first exported.
import * as XLSX from 'xlsx';
import { spreadsheetBytes, type SpreadsheetRequest } from './spreadsheetFile';

self.onmessage = (event: MessageEvent<SpreadsheetRequest>) => {
  const bytes = spreadsheetBytes(XLSX, event.data);
  self.postMessage(bytes, { transfer: [bytes] });
};

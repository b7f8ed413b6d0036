import type { Cell } from './sheetCells';
import { XLSX_TYPE, type SpreadsheetRequest } from './spreadsheetFile';

/** The .xlsx file of one sheet, written in a worker of its own (ended once it answers), off the page's thread. */
export function buildSpreadsheet(sheetName: string, rows: Cell[][]): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      worker.terminate();
      resolve(new Blob([event.data], { type: XLSX_TYPE }));
    };
    worker.onerror = event => {
      worker.terminate();
      reject(new Error(event.message));
    };
    const request: SpreadsheetRequest = { sheetName, rows };
    worker.postMessage(request);
  });
}

// Parses the first sheet of a workbook in a worker thread, which the caller limits in memory
// and time. Plain JavaScript: a worker starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';
import { sheetRows } from '../../contract/imports/sheetRows.js';

let result;
try {
  result = sheetRows(XLSX, workerData.data, workerData.maxRows);
} catch {
  result = { problem: 'unreadable' };
}
parentPort.postMessage(result);

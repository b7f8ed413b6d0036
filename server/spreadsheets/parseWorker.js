// Parses the first sheet of a workbook in a worker thread, which the caller limits in memory
// and time. Plain JavaScript: a worker starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

const READ_OPTIONS = {
  type: 'array',
  sheets: 0,
  dense: true,
  // Date cells become midnight UTC of their calendar day, whatever the zone of the process.
  cellDates: true,
  UTC: true,
  cellText: false,
  cellFormula: false,
  cellHTML: false,
};

/** A cell's value; error and empty cells count as blank (null). */
const valueOf = cell => (cell && cell.t !== 'e' && cell.t !== 'z' && cell.v !== undefined ? cell.v : null);
const isBlank = value => value === null || (typeof value === 'string' && value.trim() === '');

/** The non-blank rows with their numbers in the sheet; a problem when there are more than a header and `maxRows`. */
function parse({ data, maxRows }) {
  const book = XLSX.read(data, READ_OPTIONS);
  const sheet = book.Sheets[book.SheetNames[0]];
  const rows = [];
  for (const [index, cells] of (sheet?.['!data'] ?? []).entries()) {
    const values = Array.from(cells ?? [], valueOf);
    if (values.every(isBlank)) continue;
    if (rows.length > maxRows) return { problem: 'too_many_rows' };
    rows.push({ number: index + 1, values });
  }
  return { rows };
}

let result;
try {
  result = parse(workerData);
} catch {
  result = { problem: 'unreadable' };
}
parentPort.postMessage(result);

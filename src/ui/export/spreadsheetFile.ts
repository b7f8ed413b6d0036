import type { Cell } from './sheetCells';

/** What the spreadsheet worker is asked: one sheet's rows, the first its headings. */
export interface SpreadsheetRequest {
  sheetName: string;
  rows: Cell[][];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Sheet names are at most 31 characters, without : \ / ? * [ ]. */
const sheetNameOf = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
const MAX_COLUMN_WIDTH = 60;
/** Widths are fitted to the headings and this many first rows. */
const ROWS_MEASURED = 1000;

/** The .xlsx bytes of one sheet, columns as wide as their text (the worker runs it with `xlsx`). */
export function spreadsheetBytes(XLSX: typeof import('xlsx'), { sheetName, rows }: SpreadsheetRequest): ArrayBuffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const measured = rows.slice(0, ROWS_MEASURED + 1);
  sheet['!cols'] = (rows[0] ?? []).map((_heading, index) => ({
    wch: Math.min(MAX_COLUMN_WIDTH, Math.max(...measured.map(row => String(row[index] ?? '').length)) + 2),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetNameOf(sheetName));
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

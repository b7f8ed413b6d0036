import type { Cell } from './cells';

/** A non-blank row of the sheet: its number (from 1) and its cells from the first column, blanks as null. */
export interface ParsedRow {
  number: number;
  values: (Cell | null)[];
}

export type SheetRowsResult = { rows: ParsedRow[] } | { problem: 'too_many_rows' };

/** The `xlsx` module's reader, as this file uses it. */
export interface WorkbookReader {
  read(data: unknown, options: object): { SheetNames: string[]; Sheets: Record<string, unknown> };
}

export function sheetRows(XLSX: WorkbookReader, data: Uint8Array | ArrayBuffer, maxRows: number): SheetRowsResult;

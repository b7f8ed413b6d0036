import type { Cell } from './cells';
import type { ParsedRow } from './sheetRows';
import { indianGrouping } from '../india/grouping';

/** A row under the header: its number in the sheet and its non-blank cells by column name, in an object with no prototype. */
export interface SpreadsheetRow {
  number: number;
  values: Record<string, Cell>;
}

export interface Spreadsheet {
  /** The header row's names: trimmed, lower-case, spaces and dashes as underscores. */
  columns: string[];
  rows: SpreadsheetRow[];
}

/** Rows after the header row that an import reads. */
export const MAX_SHEET_ROWS = 5000;

export const NOT_EXCEL = 'Please upload a valid Excel file (.xlsx or .xls)';
export const UNREADABLE = 'The file could not be read as a spreadsheet.';
export const tooManyRows = (maxRows: number) => `The sheet has more than ${indianGrouping(maxRows)} rows.`;
const repeatedColumn = (column: string) => `The column "${column}" appears more than once.`;

const columnName = (value: Cell | null): string =>
  value === null
    ? ''
    : String(value)
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');

function byColumn(columns: string[], values: (Cell | null)[]): Record<string, Cell> {
  // No prototype: a column named __proto__ or constructor is a plain key.
  const row = Object.create(null) as Record<string, Cell>;
  columns.forEach((column, index) => {
    const value = values[index];
    if (column !== '' && value !== null && value !== undefined) row[column] = value;
  });
  return row;
}

/**
 * The rows of a sheet under its first non-blank row as the header; a problem when the
 * header names a column twice.
 */
export function sheetOf([header, ...rows]: ParsedRow[]): { sheet: Spreadsheet } | { problem: string } {
  if (!header) return { sheet: { columns: [], rows: [] } };
  const columns = header.values.map(columnName);
  const repeated = columns.find((column, index) => column !== '' && columns.indexOf(column) !== index);
  if (repeated !== undefined) return { problem: repeatedColumn(repeated) };
  return {
    sheet: {
      columns: columns.filter(column => column !== ''),
      rows: rows.map(row => ({ number: row.number, values: byColumn(columns, row.values) })),
    },
  };
}

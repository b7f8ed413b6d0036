import { HttpError } from '../errors';
import { checkSpreadsheetFile, type SpreadsheetFile } from './file';
import { SPREADSHEET_LIMITS, type SpreadsheetLimits } from './limits';
import { parseInWorker, type Cell } from './parseInWorker';
import { Slots } from './slots';

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

/** Every import of the server shares these: a parse takes a worker and up to its heap limit. */
export const spreadsheetParsing = new Slots(SPREADSHEET_LIMITS.parallelParses, SPREADSHEET_LIMITS.turnWaitMs);

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
 * The rows of the first sheet of an uploaded .xlsx or .xls, under its first non-blank row
 * as the header; 400 or 422 (see `checkSpreadsheetFile` and `parseInWorker`) for a file
 * that is refused, 503 when other imports keep every parsing slot busy, and 400 when the
 * header names a column twice.
 */
export async function readSpreadsheet(
  file: SpreadsheetFile,
  limits: SpreadsheetLimits = SPREADSHEET_LIMITS,
): Promise<Spreadsheet> {
  const [header, ...rows] = await spreadsheetParsing.run(async () => {
    await checkSpreadsheetFile(file, limits);
    return parseInWorker(file.data, limits);
  });
  if (!header) return { columns: [], rows: [] };
  const columns = header.values.map(columnName);
  const repeated = columns.find((column, index) => column !== '' && columns.indexOf(column) !== index);
  if (repeated !== undefined) throw new HttpError(400, `The column "${repeated}" appears more than once.`);
  return {
    columns: columns.filter(column => column !== ''),
    rows: rows.map(row => ({ number: row.number, values: byColumn(columns, row.values) })),
  };
}

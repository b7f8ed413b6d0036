import type { FieldErrors } from '../fieldErrors';
import type { Spreadsheet, SpreadsheetRow } from './sheet';

/** What the rules say of one row: its problems, worded as the import report lists them, or its value. */
export interface RowVerdict<T> {
  number: number;
  problems: string[];
  /** Set when the row has no problem. */
  value?: T;
}

/** What the rules say of a sheet: problems of the whole sheet (then no row is judged), and each row's verdict. */
export interface SheetVerdict<T> {
  sheetProblems: string[];
  rows: RowVerdict<T>[];
}

export const NO_ROWS = 'The sheet has no rows to import.';

/** How many lines an import's answer (and its preview) lists before it only counts the rest. */
export const MAX_DETAILS = 100;

/** The first `MAX_DETAILS` lines, and how many more there are. */
export const shortened = (lines: string[]): string[] =>
  lines.length <= MAX_DETAILS ? lines : [...lines.slice(0, MAX_DETAILS), `…and ${lines.length - MAX_DETAILS} more.`];

/** "Row 7: points_required: Enter a whole number above 0." for each error of each field. */
export const rowProblems = (number: number, errors: FieldErrors): string[] =>
  Object.entries(errors).flatMap(([field, messages]) => messages.map(message => `Row ${number}: ${field}: ${message}`));

/**
 * Judges every row of `sheet` with `checkRow`, in order (a row's check may depend on the
 * rows accepted before it), unless a required column is missing or there is no row.
 */
export function judgeSheet<T>(
  sheet: Spreadsheet,
  requiredColumns: readonly string[],
  checkRow: (row: SpreadsheetRow) => { value?: T; errors: FieldErrors },
): SheetVerdict<T> {
  const missing = requiredColumns.filter(column => !sheet.columns.includes(column));
  if (missing.length > 0)
    return { sheetProblems: missing.map(column => `The sheet has no ${column} column.`), rows: [] };
  if (sheet.rows.length === 0) return { sheetProblems: [NO_ROWS], rows: [] };
  return {
    sheetProblems: [],
    rows: sheet.rows.map(row => {
      const { value, errors } = checkRow(row);
      const problems = rowProblems(row.number, errors);
      return problems.length === 0 ? { number: row.number, problems, value } : { number: row.number, problems };
    }),
  };
}

/** Every problem of the verdict, the sheet's first, as the import report's `details` lists them. */
export const problemsOf = (verdict: SheetVerdict<unknown>): string[] => [
  ...verdict.sheetProblems,
  ...verdict.rows.flatMap(row => row.problems),
];

/** A cell's value: dates are midnight UTC of their calendar day. */
export type Cell = string | number | boolean | Date;

const DAY_FIRST = /^(\d{2})[-/](\d{2})[-/](\d{4})$/;

/** Text a spreadsheet program would run as a formula: the app's exports write it after a quote. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The quote an export put before such text. */
const FORMULA_QUOTE = new RegExp(`^'(?=${FORMULA_START.source.slice(1)})`);

/** A cell as text: numbers and booleans as written, a date as YYYY-MM-DD, text an export quoted without its quote. */
export function cellText(value: Cell | undefined): string | undefined {
  if (typeof value === 'string') return value.replace(FORMULA_QUOTE, '');
  if (!(value instanceof Date)) return value === undefined ? undefined : String(value);
  return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
}

/**
 * A date cell, or text written DD-MM-YYYY (or DD/MM/YYYY), as YYYY-MM-DD; any other value
 * as it is, for the form's rules to judge.
 */
export function cellDate(value: Cell | undefined): Cell | undefined {
  if (value instanceof Date) return cellText(value);
  const dayFirst = typeof value === 'string' ? DAY_FIRST.exec(value.trim()) : null;
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : value;
}

/** The comma-separated items of a cell, trimmed, empty ones left out. */
export function cellList(value: Cell | undefined): string[] {
  return (cellText(value) ?? '')
    .split(',')
    .map(item => item.trim())
    .filter(item => item !== '');
}

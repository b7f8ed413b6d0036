/** A cell's value: dates are midnight UTC of their calendar day. */
export type Cell = string | number | boolean | Date;

const DAY_FIRST = /^(\d{2})[-/](\d{2})[-/](\d{4})$/;

/** A cell as text: numbers and booleans as written, a date as YYYY-MM-DD. */
export function cellText(value: Cell | undefined): string | undefined {
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

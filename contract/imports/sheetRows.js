// Reads the first sheet of a workbook into its non-blank rows, with the `xlsx` module the
// caller loaded: the server's worker thread and the browser's import preview worker both
// use it. Plain JavaScript: the server's worker starts without the TypeScript loader.

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

/**
 * The non-blank rows with their numbers in the sheet; a problem when there are more than a
 * header and `maxRows`. Throws when the data is not a workbook.
 */
export function sheetRows(XLSX, data, maxRows) {
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

import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { todayInIndia } from '../calendar';
import { xlsxFile, type Cell } from './xlsx';

export type { Cell } from './xlsx';

export interface Column<R> {
  header: string;
  /** Text stays text and numbers stay numbers; null leaves the cell empty. */
  value: (row: R) => Cell;
}

export interface Spreadsheet<R> {
  /** The file name without its date and extension: 'bill-requests' gives bill-requests-YYYY-MM-DD.xlsx. */
  name: string;
  sheetName: string;
  columns: Column<R>[];
  /** Read as the file is written: a generator reading its rows in batches keeps a big export small in memory. */
  rows: Iterable<R>;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMULA_START = /^[=+\-@\t\r]/;
const MAX_COLUMN_WIDTH = 60;
/** Column widths are fitted to the header and this many first rows, written before any row. */
const ROWS_MEASURED = 1000;

/** Text a spreadsheet program would read as a formula gets a leading quote, so it opens as text. */
const neutralised = (cell: Cell): Cell => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The .xlsx file of one sheet, a header row then one row per item, made piece by piece as it is read. */
export function spreadsheetChunks<R>({ sheetName, columns, rows }: Spreadsheet<R>): Generator<Buffer> {
  const header = columns.map(column => column.header);
  const cellsOf = (row: R) => columns.map(column => neutralised(column.value(row)));
  const iterator = rows[Symbol.iterator]();
  const measured: Cell[][] = [header];
  while (measured.length <= ROWS_MEASURED) {
    const next = iterator.next();
    if (next.done) break;
    measured.push(cellsOf(next.value));
  }
  const widths = header.map((_header, index) =>
    Math.min(
      MAX_COLUMN_WIDTH,
      measured.reduce((widest, cells) => Math.max(widest, String(cells[index] ?? '').length), 0) + 2,
    ),
  );
  function* allRows(): Generator<Cell[]> {
    yield* measured;
    for (let next = iterator.next(); !next.done; next = iterator.next()) yield cellsOf(next.value);
  }
  return xlsxFile(sheetName, widths, allRows());
}

/** The whole .xlsx file of one sheet. */
export const spreadsheetFile = <R>(spreadsheet: Spreadsheet<R>): Buffer =>
  Buffer.concat([...spreadsheetChunks(spreadsheet)]);

/** Answers the spreadsheet as a download named with today's date in India, streamed as it is made. */
export function sendSpreadsheet<R>(reply: FastifyReply, spreadsheet: Spreadsheet<R>, now: Date): FastifyReply {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${spreadsheet.name}-${todayInIndia(now)}.xlsx"`)
    .send(Readable.from(spreadsheetChunks(spreadsheet), { objectMode: false }));
}

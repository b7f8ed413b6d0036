import type { FastifyReply } from 'fastify';
import * as XLSX from 'xlsx';
import { todayInIndia } from '../calendar';

export type Cell = string | number | null;

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
  rows: R[];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMULA_START = /^[=+\-@\t\r]/;
const MAX_COLUMN_WIDTH = 60;

/** Text a spreadsheet program would read as a formula gets a leading quote, so it opens as text. */
const neutralised = (cell: Cell): Cell => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The .xlsx file of one sheet: a header row, then one row per item. */
export function spreadsheetFile<R>({ sheetName, columns, rows }: Spreadsheet<R>): Buffer {
  const cells = [
    columns.map(column => column.header),
    ...rows.map(row => columns.map(column => neutralised(column.value(row)))),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(cells);
  sheet['!cols'] = columns.map((_column, index) => ({
    wch: Math.min(
      MAX_COLUMN_WIDTH,
      cells.reduce((widest, row) => Math.max(widest, String(row[index] ?? '').length), 0) + 2,
    ),
  }));
  return XLSX.write(XLSX.utils.book_new(sheet, sheetName), { type: 'buffer', bookType: 'xlsx', compression: true });
}

/** Answers the spreadsheet as a download named with today's date in India. */
export function sendSpreadsheet<R>(reply: FastifyReply, spreadsheet: Spreadsheet<R>, now: Date): FastifyReply {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${spreadsheet.name}-${todayInIndia(now)}.xlsx"`)
    .send(spreadsheetFile(spreadsheet));
}

import type { Exporter, RaRecord } from 'react-admin';
import { isoDateInIndia } from './format';
import { saveBlob } from './download';

/** A column of an export: its heading and how a record gives its cell. */
export type ExportColumn = [heading: string, value: (record: RaRecord) => unknown];

const FORMULA_START = /^[=+\-@\t\r]/;

/** A spreadsheet cell that cannot run as a formula: numbers stay numbers, text that looks like a formula is quoted. */
function safeCell(value: unknown): string | number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A react-admin exporter that saves the given records (the selection, or the list) as
 * `{list}-{yyyy-mm-dd}.xlsx`; the xlsx library is loaded on first use.
 */
export const exportRows =
  (list: string, columns: ExportColumn[]): Exporter =>
  async (records: RaRecord[]) => {
    const { utils, write } = await import('xlsx');
    const rows = records.map(record => columns.map(([, value]) => safeCell(value(record))));
    const sheet = utils.aoa_to_sheet([columns.map(([heading]) => heading), ...rows]);
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, list);
    const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    saveBlob(
      new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      `${list}-${isoDateInIndia()}.xlsx`,
    );
  };

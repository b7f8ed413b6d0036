import type { RaRecord } from 'react-admin';
import { cellOf, type Cell } from './sheetCells';

/** A column of an export: its heading and how a record gives its cell. */
export type ExportColumn = [heading: string, value: (record: RaRecord) => unknown];

/** The rows of an exported sheet: the headings, then one row of safe cells per record. */
export function sheetRows(columns: ExportColumn[], records: RaRecord[]): Cell[][] {
  return [
    columns.map(([heading]) => cellOf(heading)),
    ...records.map(record => columns.map(([, value]) => cellOf(value(record)))),
  ];
}

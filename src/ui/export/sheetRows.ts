import type { RaRecord } from 'react-admin';
import type { ExportColumn } from '../../lib/exportRows';
import { cellOf, type Cell } from './sheetCells';

/** The rows of an exported sheet: the headings, then one row of safe cells per record. */
export function sheetRows(columns: ExportColumn[], records: RaRecord[]): Cell[][] {
  return [
    columns.map(([heading]) => cellOf(heading)),
    ...records.map(record => columns.map(([, value]) => cellOf(value(record)))),
  ];
}

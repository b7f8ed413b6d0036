import type { Exporter, RaRecord } from 'react-admin';
import { saveRows } from '../ui/export/saveRows';

/** A column of an export: its heading and how a record gives its cell. */
export type ExportColumn = [heading: string, value: (record: RaRecord) => unknown];

/** A list's exporter that also names its file and columns, so the export of the view writes the same sheet. */
export interface RowsExporter extends Exporter {
  list: string;
  columns: ExportColumn[];
}

export const isRowsExporter = (exporter: unknown): exporter is RowsExporter =>
  typeof exporter === 'function' && Array.isArray((exporter as Partial<RowsExporter>).columns);

/**
 * A react-admin exporter that saves the given records (the selection, or the view) as
 * `{list}-{yyyy-mm-dd}.xlsx`, formula-safe, dates in India's time zone, numbers as numbers;
 * the sheet is written in a worker with `xlsx`, loaded on first use (src/ui/export).
 */
export const exportRows = (list: string, columns: ExportColumn[]): RowsExporter =>
  Object.assign((records: RaRecord[]) => saveRows(list, columns, records), { list, columns });

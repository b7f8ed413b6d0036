import type { Exporter, RaRecord } from 'react-admin';
import { saveRows } from '../ui/export/saveRows';
import type { ExportColumn } from '../ui/export/sheetRows';

/** The columns `exportRows` takes, defined beside the sheet they make (src/ui/export/sheetRows.ts). */
export type { ExportColumn };

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

import type { RaRecord } from 'react-admin';
import type { ExportColumn } from '../ui/export/sheetRows';

/** Export columns that read a list's records as its contract type `T`: the rows exported are the list's records. */
export const typedColumns = <T extends RaRecord>(
  columns: [heading: string, value: (record: T) => unknown][],
): ExportColumn[] => columns.map(([heading, value]) => [heading, record => value(record as T)]);

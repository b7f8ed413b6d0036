import type { RaRecord } from 'react-admin';
import { saveBlob } from '../../lib/download';
import { isoDateInIndia } from '../../lib/format';
import { buildSpreadsheet } from './buildSpreadsheet';
import { sheetRows, type ExportColumn } from './sheetRows';

/** Saves the records as `{list}-{yyyy-mm-dd}.xlsx` (today in India), one sheet named after the list. */
export async function saveRows(list: string, columns: ExportColumn[], records: RaRecord[]): Promise<void> {
  const blob = await buildSpreadsheet(list, sheetRows(columns, records));
  saveBlob(blob, `${list}-${isoDateInIndia()}.xlsx`);
}

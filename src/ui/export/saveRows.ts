import type { RaRecord } from 'react-admin';
import { saveBlob } from '../../lib/download';
import type { ExportColumn } from '../../lib/exportRows';
import { isoDateInIndia } from '../../lib/format';
import { buildSpreadsheet } from './buildSpreadsheet';
import { sheetRows } from './sheetRows';

/** Saves the records as `{list}-{yyyy-mm-dd}.xlsx` (today in India), one sheet named after the list. */
export async function saveRows(list: string, columns: ExportColumn[], records: RaRecord[]): Promise<void> {
  const blob = await buildSpreadsheet(list, sheetRows(columns, records));
  saveBlob(blob, `${list}-${isoDateInIndia()}.xlsx`);
}

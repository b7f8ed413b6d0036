import { HttpError } from '../errors';
import { sheetOf, type Spreadsheet } from '@/contract/imports/sheet';
import { checkSpreadsheetFile, type SpreadsheetFile } from './file';
import { SPREADSHEET_LIMITS, type SpreadsheetLimits } from './limits';
import { parseInWorker } from './parseInWorker';
import { Slots } from './slots';

export type { Spreadsheet, SpreadsheetRow } from '@/contract/imports/sheet';

/** Every import of the server shares these: a parse takes a worker and up to its heap limit. */
export const spreadsheetParsing = new Slots(SPREADSHEET_LIMITS.parallelParses, SPREADSHEET_LIMITS.turnWaitMs);

/**
 * The rows of the first sheet of an uploaded .xlsx or .xls, under its first non-blank row
 * as the header; 400 or 422 (see `checkSpreadsheetFile` and `parseInWorker`) for a file
 * that is refused, 503 when other imports keep every parsing slot busy, and 400 when the
 * header names a column twice.
 */
export async function readSpreadsheet(
  file: SpreadsheetFile,
  limits: SpreadsheetLimits = SPREADSHEET_LIMITS,
): Promise<Spreadsheet> {
  const rows = await spreadsheetParsing.run(async () => {
    await checkSpreadsheetFile(file, limits);
    return parseInWorker(file.data, limits);
  });
  const read = sheetOf(rows);
  if ('problem' in read) throw new HttpError(400, read.problem);
  return read.sheet;
}

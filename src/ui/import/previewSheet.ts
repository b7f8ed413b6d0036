import { MAX_SHEET_ROWS, sheetOf, tooManyRows, UNREADABLE } from '../../../contract/imports/sheet';
import { sheetRows, type WorkbookReader } from '../../../contract/imports/sheetRows';
import { unreadablePreview, type ImportPreview } from './previewModel';
import type { PreviewRequest, SheetJudge } from './sheetImport';

/** Reads the file as the server does and judges its rows by the area's rules (the server's). */
export function previewSheet<Context>(
  XLSX: WorkbookReader,
  request: PreviewRequest<Context>,
  judge: SheetJudge<Context>,
): ImportPreview {
  let parsed;
  try {
    parsed = sheetRows(XLSX, new Uint8Array(request.data), MAX_SHEET_ROWS);
  } catch {
    return unreadablePreview(UNREADABLE);
  }
  if ('problem' in parsed) return unreadablePreview(tooManyRows(MAX_SHEET_ROWS));
  const read = sheetOf(parsed.rows);
  if ('problem' in read) return unreadablePreview(read.problem);
  return judge(read.sheet, request.context);
}

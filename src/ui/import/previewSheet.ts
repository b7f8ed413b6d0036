import { MAX_SHEET_ROWS, sheetOf, tooManyRows, UNREADABLE, type Spreadsheet } from '@/contract/imports/sheet';
import { sheetRows, type WorkbookReader } from '@/contract/imports/sheetRows';
import { unreadablePreview, type ImportPreview } from './previewModel';
import type { PreviewRequest, SheetJudge } from './sheetImport';

/** Reads a file's first sheet as the server does: its rows under the header, or why it cannot. */
export function readSheet(XLSX: WorkbookReader, data: ArrayBuffer): { sheet: Spreadsheet } | { problem: string } {
  let parsed;
  try {
    parsed = sheetRows(XLSX, new Uint8Array(data), MAX_SHEET_ROWS);
  } catch {
    return { problem: UNREADABLE };
  }
  if ('problem' in parsed) return { problem: tooManyRows(MAX_SHEET_ROWS) };
  return sheetOf(parsed.rows);
}

/** Reads the file as the server does and judges its rows by the area's rules (the server's). */
export function previewSheet<Context>(
  XLSX: WorkbookReader,
  request: PreviewRequest<Context>,
  judge: SheetJudge<Context>,
): ImportPreview {
  const read = readSheet(XLSX, request.data);
  if ('problem' in read) return unreadablePreview(read.problem);
  return judge(read.sheet, request.context);
}

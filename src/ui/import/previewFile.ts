import { judgeProductSheet } from '../../../contract/imports/productSheet';
import { MAX_SHEET_ROWS, sheetOf, tooManyRows, UNREADABLE } from '../../../contract/imports/sheet';
import { sheetRows, type WorkbookReader } from '../../../contract/imports/sheetRows';
import { judgeVoucherSheet } from '../../../contract/imports/voucherSheet';
import { catalogueLookup, type CatalogueNames } from './catalogueLookup';
import { previewOf, unreadablePreview, type ImportPreview } from './previewModel';

/** What the preview worker is asked: the file's bytes and what the kind's rules need. */
export type PreviewRequest =
  | { kind: 'vouchers'; data: ArrayBuffer; today: string }
  | { kind: 'products'; data: ArrayBuffer; catalogue: CatalogueNames };

export type ImportKind = PreviewRequest['kind'];

/** Reads the file as the server does and judges its rows by the server's rules. */
export function previewFile(XLSX: WorkbookReader, request: PreviewRequest): ImportPreview {
  let parsed;
  try {
    parsed = sheetRows(XLSX, new Uint8Array(request.data), MAX_SHEET_ROWS);
  } catch {
    return unreadablePreview(UNREADABLE);
  }
  if ('problem' in parsed) return unreadablePreview(tooManyRows(MAX_SHEET_ROWS));
  const read = sheetOf(parsed.rows);
  if ('problem' in read) return unreadablePreview(read.problem);
  return request.kind === 'vouchers'
    ? previewOf(judgeVoucherSheet(read.sheet, request.today), voucher => voucher.offer_name)
    : previewOf(
        judgeProductSheet(read.sheet, catalogueLookup(request.catalogue)),
        product => `${product.name} (${product.code})`,
      );
}

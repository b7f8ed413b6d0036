import { judgeVoucherSheet } from '@/contract/imports/voucherSheet';
import { previewOf } from '@/src/ui/import/previewModel';
import type { SheetJudge } from '@/src/ui/import/sheetImport';

/** A voucher sheet's rows by the server's rules, as of `today` in India (a voucher must end after it). */
export const judgeVoucherRows: SheetJudge<string> = (sheet, today) =>
  previewOf(judgeVoucherSheet(sheet, today), voucher => voucher.offer_name);

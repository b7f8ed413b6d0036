import type { Db } from '@/server/db/connection';
import { todayInIndia } from '@/server/calendar';
import { judgeVoucherSheet } from '@/contract/imports/voucherSheet';
import type { Spreadsheet } from '@/server/spreadsheets/read';
import { importAnswer, type ImportAnswer } from '@/server/spreadsheets/report';
import { insertVouchers } from './store';

/**
 * Checks each row of the sheet like the create form (the rules the import preview shares)
 * and inserts the valid ones, in one transaction. 400 when none is valid, listing why in `details`.
 */
export function importVouchers(db: Db, sheet: Spreadsheet, now: Date): ImportAnswer {
  const verdict = judgeVoucherSheet(sheet, todayInIndia(now));
  return importAnswer(verdict, 'voucher', vouchers => insertVouchers(db, vouchers, now));
}

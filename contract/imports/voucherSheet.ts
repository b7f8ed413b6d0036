import { checkFields } from '../fieldErrors';
import { newVoucher, type NewVoucher } from '../vouchers';
import { cellDate, cellList, cellText } from './cells';
import type { Spreadsheet, SpreadsheetRow } from './sheet';
import { judgeSheet, type SheetVerdict } from './verdict';

const TEXT_COLUMNS = ['offer_name', 'company_name', 'description', 'redeem_instruction'];
export const VOUCHER_REQUIRED_COLUMNS = [
  'offer_name',
  'points_required',
  'validity',
  'description',
  'redeem_instruction',
];

/** The row as the create form's input: text columns as text, codes comma-separated, the validity a date cell or text. */
function formInput({ values }: SpreadsheetRow): Record<string, unknown> {
  return {
    ...Object.fromEntries(TEXT_COLUMNS.map(column => [column, cellText(values[column])])),
    points_required: values.points_required,
    validity: cellDate(values.validity),
    is_scheme: values.is_scheme,
    codes: cellList(values.codes).map(code => ({ code })),
  };
}

/** Judges each row of a voucher import like the create form, `today` being India's (YYYY-MM-DD). */
export function judgeVoucherSheet(sheet: Spreadsheet, today: string): SheetVerdict<NewVoucher> {
  const rules = newVoucher(() => today);
  return judgeSheet(sheet, VOUCHER_REQUIRED_COLUMNS, row => checkFields(rules, formInput(row)));
}

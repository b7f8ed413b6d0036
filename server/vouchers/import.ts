import { count, shortened } from '../spreadsheets/report';
import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import { cellDate, cellList, cellText } from '../spreadsheets/cells';
import type { Spreadsheet, SpreadsheetRow } from '../spreadsheets/read';
import { todayInIndia } from '../calendar';
import { checkNewVoucher, type NewVoucher } from './form';
import { insertVouchers } from './store';

export interface ImportAnswer {
  message: string;
  imported: number;
  details?: string[];
}

const TEXT_COLUMNS = ['offer_name', 'company_name', 'description', 'redeem_instruction'];
const REQUIRED_COLUMNS = ['offer_name', 'points_required', 'validity', 'description', 'redeem_instruction'];

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

/**
 * Checks each row of the sheet like the create form and inserts the valid ones, in one
 * transaction. 400 when none is valid, listing why in `details`.
 */
export function importVouchers(db: Db, sheet: Spreadsheet, now: Date): ImportAnswer {
  const today = todayInIndia(now);
  const missing = REQUIRED_COLUMNS.filter(column => !sheet.columns.includes(column));
  const details = missing.map(column => `The sheet has no ${column} column.`);
  const vouchers: NewVoucher[] = [];
  if (missing.length === 0) {
    for (const row of sheet.rows) {
      const { values, errors } = checkNewVoucher(formInput(row), today);
      const problems = Object.entries(errors).flatMap(([field, messages]) =>
        messages.map(message => `Row ${row.number}: ${field}: ${message}`),
      );
      if (problems.length === 0) vouchers.push(values);
      else details.push(...problems);
    }
    if (sheet.rows.length === 0) details.push('The sheet has no rows to import.');
  }
  if (vouchers.length === 0) {
    throw new HttpError(400, 'No vouchers were imported.', { extra: { details: shortened(details) } });
  }
  insertVouchers(db, vouchers, now);
  const failed = sheet.rows.length - vouchers.length;
  return failed === 0
    ? { message: `Imported ${count(vouchers.length, 'voucher')}.`, imported: vouchers.length }
    : {
        message: `Imported ${count(vouchers.length, 'voucher')}; ${count(failed, 'row')} failed.`,
        imported: vouchers.length,
        details: shortened(details),
      };
}

import { cellDate, cellList, cellText } from './cells';
import {
  booleanField,
  checkFields,
  choiceField,
  dateField,
  fail,
  linesField,
  ok,
  optional,
  textField,
  type FieldErrors,
  type Rule,
} from './fieldRules';
import type { Spreadsheet, SpreadsheetRow } from './sheet';
import { judgeSheet, type SheetVerdict } from './verdict';

/** What a new voucher is made of. */
export interface NewVoucher {
  offer_name: string;
  company_name: string;
  points_required: number;
  validity: string;
  description: string;
  redeem_instruction: string;
  is_scheme: boolean;
  codes: string[];
}

const POINTS_ERROR = 'Enter a whole number above 0.';
const PAST_EXPIRY = 'The expiry date cannot be in the past.';
const CODE_LENGTH = 100;

/** A whole number above 0, given as a number or as digits. */
function pointsField(): Rule<number> {
  const text = textField();
  return raw => {
    if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? ok(raw) : fail(POINTS_ERROR);
    const outcome = text(raw);
    if (!outcome.ok) return typeof raw === 'string' || raw === undefined || raw === null ? outcome : fail(POINTS_ERROR);
    const value = /^\d{1,15}$/.test(outcome.value) ? Number(outcome.value) : 0;
    return value > 0 ? ok(value) : fail(POINTS_ERROR);
  };
}

/** A date written YYYY-MM-DD, not before `today`, unless it is the voucher's `current` one. */
export function validityField(today: string, current?: string): Rule<string> {
  const date = dateField();
  return raw => {
    const outcome = date(raw);
    return outcome.ok && outcome.value < today && outcome.value !== current ? fail(PAST_EXPIRY) : outcome;
  };
}

/** The rules of a voucher's fields, but its validity (see `validityField`). */
export const voucherFields = {
  offer_name: textField({ maxLength: 255 }),
  voucher_code: textField({ maxLength: CODE_LENGTH }),
  company_name: textField({ maxLength: 255 }),
  points_required: pointsField(),
  description: linesField(5000),
  redeem_instruction: linesField(5000),
  is_scheme: booleanField(),
  status: choiceField(['active', 'inactive']),
};

const fieldOf = (input: unknown, field: string): unknown =>
  typeof input === 'object' && input !== null && Object.hasOwn(input, field)
    ? (input as Record<string, unknown>)[field]
    : undefined;

/** The codes of a new voucher, sent as [{code}]: each trimmed, none blank, none twice. */
function checkCodes(raw: unknown): { codes: string[]; errors: string[] } {
  if (raw === undefined || raw === null) return { codes: [], errors: [] };
  if (!Array.isArray(raw)) return { codes: [], errors: ['Send the codes as a list of {code}.'] };
  const codes = raw.map(item => {
    const code = fieldOf(item, 'code');
    return typeof code === 'string' ? code.trim() : undefined;
  });
  const errors: string[] = [];
  if (codes.includes(undefined)) errors.push('Each code must be given as {code} with text.');
  if (codes.includes('')) errors.push('A code cannot be blank.');
  if (codes.some(code => code !== undefined && code.length > CODE_LENGTH)) {
    errors.push(`A code cannot have more than ${CODE_LENGTH} characters.`);
  }
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const code of codes) {
    if (code === undefined || code === '') continue;
    if (seen.has(code)) repeated.add(code);
    seen.add(code);
  }
  for (const code of repeated) errors.push(`The code "${code}" appears more than once.`);
  return { codes: codes.filter((code): code is string => code !== undefined), errors };
}

/** Checks a new voucher's fields (a JSON body or a spreadsheet row): the values, and every field's error. */
export function checkNewVoucherFields(
  source: Record<string, unknown>,
  today: string,
): { values: NewVoucher; errors: FieldErrors } {
  const { values, errors } = checkFields(
    {
      offer_name: voucherFields.offer_name,
      company_name: optional(voucherFields.company_name),
      points_required: voucherFields.points_required,
      validity: validityField(today),
      description: voucherFields.description,
      redeem_instruction: voucherFields.redeem_instruction,
      is_scheme: optional(voucherFields.is_scheme),
    },
    source,
  );
  const codes = checkCodes(fieldOf(source, 'codes'));
  if (codes.errors.length > 0) errors.codes = codes.errors;
  return {
    values: {
      ...values,
      company_name: values.company_name ?? '',
      is_scheme: values.is_scheme ?? false,
      codes: codes.codes,
    },
    errors,
  };
}

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
  return judgeSheet(sheet, VOUCHER_REQUIRED_COLUMNS, row => {
    const { values, errors } = checkNewVoucherFields(formInput(row), today);
    return { value: values, errors };
  });
}

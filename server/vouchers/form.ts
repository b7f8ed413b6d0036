import { definedOnly, type Row } from '../db/rows';
import { invalidInput, type FieldErrors } from '../errors';
import { checkImages, mediaUrl, type Upload } from '../media';
import {
  booleanField,
  checkInput,
  choiceField,
  clearable,
  dateField,
  ifPresent,
  linesField,
  optional,
  textField,
  type Rule,
} from '../validation';

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

/** The voucher's values the update's rules depend on; images as stored paths. */
export interface CurrentVoucher {
  validity: string;
  company_logo: string | null;
  banner_image: string | null;
}

/** What a valid update changes: vouchers columns, and images still to be saved (their columns are set then). */
export interface VoucherChanges {
  columns: Row;
  uploads: Record<string, Upload>;
}

const POINTS_ERROR = 'Enter a whole number above 0.';
const PAST_EXPIRY = 'The expiry date cannot be in the past.';
const IMAGE_FIELDS = ['company_logo', 'banner_image'] as const;
const CODE_LENGTH = 100;

const ok = <T>(value: T) => ({ ok: true as const, value });
const fail = (error: string) => ({ ok: false as const, error });

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
function validityField(today: string, current?: string): Rule<string> {
  const date = dateField();
  return raw => {
    const outcome = date(raw);
    return outcome.ok && outcome.value < today && outcome.value !== current ? fail(PAST_EXPIRY) : outcome;
  };
}

const fields = {
  offer_name: textField({ maxLength: 255 }),
  voucher_code: textField({ maxLength: CODE_LENGTH }),
  company_name: textField({ maxLength: 255 }),
  points_required: pointsField(),
  description: linesField(5000),
  redeem_instruction: linesField(5000),
  is_scheme: booleanField(),
  status: choiceField(['active', 'inactive']),
};

const valueOf = (input: unknown, field: string): unknown =>
  typeof input === 'object' && input !== null && Object.hasOwn(input, field)
    ? (input as Record<string, unknown>)[field]
    : undefined;

/** The codes of a new voucher, sent as [{code}]: each trimmed, none blank, none twice. */
function checkCodes(raw: unknown): { codes: string[]; errors: string[] } {
  if (raw === undefined || raw === null) return { codes: [], errors: [] };
  if (!Array.isArray(raw)) return { codes: [], errors: ['Send the codes as a list of {code}.'] };
  const codes = raw.map(item => {
    const code = valueOf(item, 'code');
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

/** Checks a new voucher (a JSON body or a spreadsheet row): the values, and every field's error. */
export function checkNewVoucher(input: unknown, today: string): { values: NewVoucher; errors: FieldErrors } {
  const { values, errors } = checkInput(
    {
      offer_name: fields.offer_name,
      company_name: optional(fields.company_name),
      points_required: fields.points_required,
      validity: validityField(today),
      description: fields.description,
      redeem_instruction: fields.redeem_instruction,
      is_scheme: optional(fields.is_scheme),
    },
    input,
  );
  const codes = checkCodes(valueOf(input, 'codes'));
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

/**
 * Checks an update of a voucher, a JSON body or a multipart form's text fields and files.
 * Only the fields sent change; a validity in the past is kept only if it is the current
 * one. An image field as a file replaces the image, as empty text clears it and as the
 * stored image's own address keeps it. 400 with every field's error; 415 for images
 * that are not JPEG, PNG or WebP.
 */
export async function parseVoucherChanges(
  input: unknown,
  files: Record<string, Buffer>,
  today: string,
  current: CurrentVoucher,
): Promise<VoucherChanges> {
  const { values, errors } = checkInput(
    {
      offer_name: ifPresent(fields.offer_name),
      voucher_code: clearable(fields.voucher_code),
      company_name: clearable(fields.company_name),
      points_required: ifPresent(fields.points_required),
      validity: ifPresent(validityField(today, current.validity)),
      description: ifPresent(fields.description),
      redeem_instruction: ifPresent(fields.redeem_instruction),
      is_scheme: ifPresent(fields.is_scheme),
      status: ifPresent(fields.status),
    },
    input,
  );
  const columns = definedOnly({ ...values, company_name: values.company_name === null ? '' : values.company_name });
  const images: Record<string, Buffer> = {};
  for (const field of IMAGE_FIELDS) {
    const text = valueOf(input, field);
    if (files[field] !== undefined) images[field] = files[field];
    else if (text === null || (typeof text === 'string' && text.trim() === '')) columns[field] = null;
    else if (text !== undefined && text !== mediaUrl(current[field])) {
      errors[field] = ['The submitted data was not a file.'];
    }
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return { columns, uploads: await checkImages(images) };
}

import { z } from 'zod';
import { choice, yesNo } from './fields/choices';
import { calendarDate } from './fields/dates';
import { blankAsAbsent, clearable } from './fields/presence';
import { lines, text } from './fields/text';
import { noProblemYet } from './fields/when';

const POINTS_ERROR = 'Enter a whole number above 0.';
const PAST_EXPIRY = 'The expiry date cannot be in the past.';
const CODE_LENGTH = 100;

/** A whole number above 0, given as a number or as digits; text that is not digits is judged as text first. */
const points = () =>
  z.preprocess(
    raw => (typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw) ? Number(raw) : raw),
    z
      .int({
        error: ({ input }) =>
          typeof input === 'string' || input === undefined || input === null
            ? (text().safeParse(input).error?.issues[0].message ?? POINTS_ERROR)
            : POINTS_ERROR,
      })
      .refine(points => points > 0, { message: POINTS_ERROR, when: noProblemYet }),
  );

/** A date written YYYY-MM-DD, not before `today`, unless it is the voucher's `current` one. */
const validity = (today: () => string, current?: string) =>
  calendarDate().refine(date => date >= today() || date === current, { message: PAST_EXPIRY, when: noProblemYet });

const fields = {
  offer_name: text({ maxLength: 255 }),
  voucher_code: text({ maxLength: CODE_LENGTH }),
  company_name: text({ maxLength: 255 }),
  points_required: points(),
  description: lines(5000),
  redeem_instruction: lines(5000),
  is_scheme: yesNo(),
  status: choice(['active', 'inactive']),
};

const codeOf = (item: unknown): string | undefined => {
  const code =
    typeof item === 'object' && item !== null && Object.hasOwn(item, 'code') ? Reflect.get(item, 'code') : undefined;
  return typeof code === 'string' ? code.trim() : undefined;
};

/** What is wrong with a new voucher's codes, each problem once. */
function codeProblems(codes: (string | undefined)[]): string[] {
  const problems: string[] = [];
  if (codes.includes(undefined)) problems.push('Each code must be given as {code} with text.');
  if (codes.includes('')) problems.push('A code cannot be blank.');
  if (codes.some(code => code !== undefined && code.length > CODE_LENGTH)) {
    problems.push(`A code cannot have more than ${CODE_LENGTH} characters.`);
  }
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const code of codes) {
    if (code === undefined || code === '') continue;
    if (seen.has(code)) repeated.add(code);
    seen.add(code);
  }
  return [...problems, ...[...repeated].map(code => `The code "${code}" appears more than once.`)];
}

/** The codes of a new voucher, sent as [{code}]: each trimmed, none blank, none twice. */
const voucherCodes = z
  .array(
    z.unknown().meta({
      type: 'object',
      properties: { code: { type: 'string', maxLength: CODE_LENGTH } },
      required: ['code'],
    }),
    { error: 'Send the codes as a list of {code}.' },
  )
  .nullish()
  .transform((items, context) => {
    const codes = (items ?? []).map(codeOf);
    for (const message of codeProblems(codes)) context.addIssue({ code: 'custom', message });
    return codes.filter(code => code !== undefined);
  });

/** A new voucher's fields, `today` being India's date (YYYY-MM-DD). */
const newVoucherFields = (today: () => string) =>
  z.object({
    offer_name: fields.offer_name,
    company_name: blankAsAbsent(fields.company_name),
    points_required: fields.points_required,
    validity: validity(today),
    description: fields.description,
    redeem_instruction: fields.redeem_instruction,
    is_scheme: blankAsAbsent(fields.is_scheme),
    codes: voucherCodes,
  });

/** A new voucher (the JSON form, or a row of the voucher import), `today` being India's date (YYYY-MM-DD). */
export const newVoucher = (today: () => string) =>
  newVoucherFields(today).transform(voucher => ({
    ...voucher,
    company_name: voucher.company_name ?? '',
    is_scheme: voucher.is_scheme ?? false,
  }));

/** Codes as the add form holds them, each a text: judged as the {code} items they are sent as. */
const typedCodes = z.preprocess(
  codes => (Array.isArray(codes) ? codes.map(code => (typeof code === 'string' ? { code } : code)) : codes),
  voucherCodes,
);

/** The add form of a voucher: a new voucher's fields, its codes as typed (the body sends them as {code}). */
export const newVoucherForm = (today: () => string) => newVoucherFields(today).extend({ codes: typedCodes });

export type NewVoucher = z.output<ReturnType<typeof newVoucher>>;

/**
 * The text fields an edit of a voucher sends: only those sent change; a validity in the past is
 * kept only if it is the `current` one. Its images are files the server judges.
 */
export const voucherChanges = (today: () => string, current?: string) =>
  z.object({
    offer_name: fields.offer_name.optional(),
    voucher_code: clearable(fields.voucher_code),
    company_name: clearable(fields.company_name),
    points_required: fields.points_required.optional(),
    validity: validity(today, current).optional(),
    description: fields.description.optional(),
    redeem_instruction: fields.redeem_instruction.optional(),
    is_scheme: fields.is_scheme.optional(),
    status: fields.status.optional(),
  });

type VoucherFields = z.output<ReturnType<typeof voucherChanges>>;

/**
 * A voucher as the API answers it (spec part 2 section 3): the edit form's fields, its images,
 * and how many of its codes are left. `used_codes_count` and `created_at` are the reference server's.
 */
export type Voucher = Required<Omit<VoucherFields, 'voucher_code' | 'company_name' | 'status'>> & {
  id: number;
  voucher_code: string | null;
  company_name: string;
  /** The spec does not list its values; the reference server's are active and inactive. */
  status: string;
  company_logo: string | null;
  banner_image: string | null;
  total_codes: number;
  available_codes: number;
  available_codes_count: number;
  is_deleted: boolean;
  used_codes_count?: number;
  created_at?: string;
};

/** A code of a voucher; whom it went to is the reference server's. */
export type VoucherCode = {
  code: string;
  is_assigned: boolean;
  id?: number;
  assigned_to?: number | null;
  assigned_to_name?: string | null;
  assigned_at?: string | null;
};

/**
 * A voucher request as the API answers it (spec part 1 and 2, section 3): who asked, for which
 * voucher. The fields after `voucher_details` and the details' extra fields are the reference server's.
 */
export type VoucherRequest = {
  id: number;
  requested_on: string;
  user_details: {
    id: number;
    first_name: string;
    firm_name: string | null;
    user_type: string | null;
    last_name?: string;
    email?: string | null;
    phone?: string | null;
    user_type_display?: string | null;
    photo?: string | null;
    balance_points?: number;
  };
  voucher_details: Pick<Voucher, 'offer_name' | 'company_name' | 'validity' | 'points_required' | 'banner_image'> &
    Partial<Pick<Voucher, 'id' | 'company_logo' | 'available_codes'>>;
  status?: 'pending' | 'approved' | 'rejected';
  decided_at?: string | null;
  /** The points the request spent when it was made. */
  points?: number;
  assigned_code?: string | null;
  created_at?: string;
  date_added?: string;
};

/** A voucher a member asked for (spec part 2's user voucher): the code once approved. */
export type UserVoucher = {
  voucher_code: string | null;
  /** approved, or another state. */
  status: string;
  voucher_details?: Partial<
    Pick<
      Voucher,
      'id' | 'offer_name' | 'company_name' | 'validity' | 'points_required' | 'company_logo' | 'banner_image'
    >
  >;
  /** Added by the reference server. */
  id?: number;
  requested_on?: string;
  decided_at?: string | null;
  points?: number;
};

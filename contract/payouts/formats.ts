import { z } from 'zod';
import { PAYOUT_MODES } from './records';

/**
 * A bank's bulk payment file, declared (server/areas/payouts/formats/<name>.json): what the
 * generic writer needs to turn a released batch's lines into that bank's bytes, and how the
 * bank's answer file reads. A programme adds its bank by adding a declaration, no code.
 */

/** What a column of the bank's file holds, from the batch, its line or the programme's account. */
export const LINE_FIELDS = [
  'reference',
  'mode',
  'amount',
  'account_number',
  'ifsc',
  'bank',
  'account_holder',
  'member_id',
  'member_name',
  'member_email',
  'member_phone',
  'date',
  'debit_account_number',
  'debit_account_name',
  'debit_ifsc',
  'batch',
] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** Dates are written with these tokens: DD, MM, MMM (Jun), YYYY, YY; anything else as it is. */
const dateFormat = z
  .string()
  .regex(/^(DD|MM|MMM|YYYY|YY|[^A-Za-z])+$/, 'Expected a date format of DD, MM, MMM, YYYY, YY.');

const column = z.strictObject({
  /** The column's name in the header row, when the file has one, and in the docs. */
  title: z.string().min(1),
  /** The line's field it holds; none with `text` (a fixed value) or for a column left empty. */
  field: z.enum(LINE_FIELDS).optional(),
  text: z.string().optional(),
  /** The most characters it takes: a longer name or text is cut (numbers, codes and references never are). */
  width: z.number().int().positive().optional(),
  /** For fixed-width files: padded to `width` on this side. */
  pad: z.enum(['left', 'right']).optional(),
  pad_with: z.string().length(1).optional(),
});

/** Where an answer's field is: its header's name (compared lower-case, spaces as _) or its column from 1. */
const answerColumn = z.union([z.string().min(1), z.number().int().positive()]);

export const formatDeclaration = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  label: z.string().min(1),
  modes: z.array(z.enum(PAYOUT_MODES)).min(1),
  /** How the file writes each mode it takes (N for NEFT, say). */
  mode_codes: z.partialRecord(z.enum(PAYOUT_MODES), z.string()),
  /** The longest account holder's name the bank takes. */
  max_holder_name: z.number().int().positive(),
  /** The file's name: {batch}, {batch:3} (zero-padded), {date:DDMM} (the release's date in India). */
  file_name: z.string().min(1),
  /** Between fields; none for a fixed-width file. */
  separator: z.string(),
  /** `when_needed`: a field with the separator, a quote or a line break is quoted (RFC 4180); `never`. */
  quote: z.enum(['when_needed', 'never']),
  line_end: z.enum(['\r\n', '\n']),
  header: z.boolean(),
  /** The date columns' format, the release's date in India. */
  date_format: dateFormat,
  /** Amounts with this many decimals. */
  amount_decimals: z.number().int().min(0).max(2),
  /** The characters the bank takes in names and texts (a regular expression's character class body); others become `replacement`. */
  characters: z.strictObject({ allowed: z.string().min(1), replacement: z.string().max(1), upper_case: z.boolean() }),
  columns: z.array(column).min(1),
  answer: z.strictObject({
    header: z.boolean(),
    columns: z.strictObject({
      reference: answerColumn,
      status: answerColumn,
      utr: answerColumn.optional(),
      reason: answerColumn.optional(),
      amount: answerColumn.optional(),
      account_number: answerColumn.optional(),
    }),
    /** The bank's words for each outcome (compared case-insensitively). */
    statuses: z.strictObject({
      paid: z.array(z.string()).min(1),
      failed: z.array(z.string()).min(1),
      returned: z.array(z.string()),
    }),
  }),
  /** What could not be confirmed from the bank's published layout, and anything a programme must set. */
  notes: z.string().optional(),
});
export type FormatDeclaration = z.infer<typeof formatDeclaration>;

/** A format as `GET payouts/formats/` lists it. */
export interface BankFormat {
  name: string;
  label: string;
  modes: (typeof PAYOUT_MODES)[number][];
  max_holder_name: number;
}

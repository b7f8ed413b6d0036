import type { FormatDeclaration, LineField } from '@/contract/payouts/formats';
import { ACCOUNT_NUMBER, IFSC } from '@/contract/payouts/input';
import type { PayoutMode } from '@/contract/payouts/records';
import { indiaWallClock } from '@/contract/india/clock';

/** What a line of the bank's file is written from: the line's frozen copy, its member, its batch. */
export interface FileLine {
  reference: string;
  mode: PayoutMode;
  amount_paise: number;
  account_number: string;
  ifsc: string;
  bank: string;
  account_holder: string;
  member_id: number;
  member_name: string;
  member_email: string | null;
  member_phone: string | null;
}

export interface FileBatch {
  id: number;
  /** The release's instant: every date of the file is its day in India, whenever the file is downloaded. */
  released_at: string;
  debit_account: { number: string; name: string; ifsc: string };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date in India written with the tokens DD, MM, MMM, YYYY, YY. */
export function writeDate(at: string, format: string): string {
  const day = indiaWallClock(new Date(at).getTime());
  const parts: Record<string, string> = {
    YYYY: String(day.getUTCFullYear()),
    YY: String(day.getUTCFullYear() % 100).padStart(2, '0'),
    MMM: MONTHS[day.getUTCMonth()],
    MM: String(day.getUTCMonth() + 1).padStart(2, '0'),
    DD: String(day.getUTCDate()).padStart(2, '0'),
  };
  return format.replace(/YYYY|YY|MMM|MM|DD/g, token => parts[token]);
}

/** The file's name: {batch}, {batch:3} zero-padded to 3, {date:DDMM}. */
export const fileName = (format: FormatDeclaration, batch: FileBatch): string =>
  format.file_name.replace(/\{(batch|date)(?::([^}]+))?\}/g, (_whole, what: string, how?: string) =>
    what === 'batch'
      ? String(batch.id).padStart(how ? Number(how) : 0, '0')
      : writeDate(batch.released_at, how ?? format.date_format),
  );

const amountText = (paise: number, decimals: number) =>
  decimals === 0 ? String(Math.round(paise / 100)) : (paise / 100).toFixed(decimals);

function fieldValue(field: LineField, line: FileLine, batch: FileBatch, format: FormatDeclaration): string {
  switch (field) {
    case 'mode':
      return format.mode_codes[line.mode] ?? line.mode;
    case 'amount':
      return amountText(line.amount_paise, format.amount_decimals);
    case 'date':
      return writeDate(batch.released_at, format.date_format);
    case 'member_id':
      return String(line.member_id);
    case 'member_email':
      return line.member_email ?? '';
    case 'member_phone':
      return line.member_phone ?? '';
    case 'debit_account_number':
      return batch.debit_account.number;
    case 'debit_account_name':
      return batch.debit_account.name;
    case 'debit_ifsc':
      return batch.debit_account.ifsc;
    case 'batch':
      return String(batch.id);
    case 'account_number':
      return ACCOUNT_NUMBER.test(line.account_number) ? line.account_number : '';
    case 'ifsc':
      return IFSC.test(line.ifsc) ? line.ifsc : '';
    default:
      return line[field];
  }
}

/** The fields written in words, which the format's character rules and widths apply to; others are written whole. */
const WORDS: ReadonlySet<LineField | undefined> = new Set<LineField | undefined>([
  'account_holder',
  'bank',
  'member_name',
  'debit_account_name',
  undefined,
]);

/** A value that a spreadsheet would read as a formula, written without its leading =, +, -, @, tab or CR. */
const withoutFormula = (value: string) => (/^\s*[=+\-@]|^[\t\r]/.test(value) ? value.replace(/^[\s=+\-@]+/, '') : value);

/** A field as the bank takes it: a name's characters and width as the format says, quoted or padded. */
function fieldText(value: string, column: FormatDeclaration['columns'][number], format: FormatDeclaration): string {
  const { allowed, replacement, upper_case } = format.characters;
  let text = value;
  if (WORDS.has(column.field)) {
    text = text
      .replace(new RegExp(`[^${allowed}]`, 'g'), replacement)
      .replace(/ {2,}/g, ' ')
      .trim();
    if (upper_case) text = text.toUpperCase();
    if (column.width !== undefined) text = text.slice(0, column.width).trimEnd();
  }
  text = withoutFormula(text);
  if (column.width !== undefined) {
    if (column.pad === 'left') text = text.padStart(column.width, column.pad_with ?? ' ');
    if (column.pad === 'right') text = text.padEnd(column.width, column.pad_with ?? ' ');
  }
  const needsQuotes =
    format.quote === 'when_needed' &&
    ((format.separator !== '' && text.includes(format.separator)) || /["\r\n]/.test(text));
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The bank's file of a released batch, from its format's declaration: the same lines and batch
 * give the same bytes, byte for byte. Lines in the order given (the batch's).
 */
export function writeBankFile(
  format: FormatDeclaration,
  batch: FileBatch,
  lines: readonly FileLine[],
): { name: string; bytes: Buffer } {
  const rows: string[] = [];
  if (format.header)
    rows.push(format.columns.map(({ title }) => fieldText(title, { title }, format)).join(format.separator));
  for (const line of lines) {
    rows.push(
      format.columns
        .map(column =>
          fieldText(
            column.field !== undefined ? fieldValue(column.field, line, batch, format) : (column.text ?? ''),
            column,
            format,
          ),
        )
        .join(format.separator),
    );
  }
  return { name: fileName(format, batch), bytes: Buffer.from(rows.map(row => row + format.line_end).join(''), 'utf8') };
}

import { indiaDateAndTime, indiaDayOf } from '@/contract/india/clock';
import { indianGrouping } from '@/contract/india/grouping';
import { signedOutMessages } from '../i18n/messages/signedOut';

const { empty, invalid_date: invalidDate } = signedOutMessages.format;

export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The value as text, or N/A when there is none. */
export const displayValue = (value: unknown) => (isEmptyValue(value) ? empty : String(value));

function partsOf(value: unknown) {
  const time = (value instanceof Date ? value : new Date(String(value))).getTime();
  return Number.isNaN(time) ? null : indiaDateAndTime(time);
}

/** DD-MM-YYYY in India's time zone; N/A when empty, Invalid Date when unreadable. */
export function formatDate(value: unknown) {
  if (isEmptyValue(value)) return empty;
  return partsOf(value)?.date ?? invalidDate;
}

/** DD-MM-YYYY, hh:mm AM/PM in India's time zone. */
export function formatDateTime(value: unknown) {
  if (isEmptyValue(value)) return empty;
  const parts = partsOf(value);
  return parts ? `${parts.date}, ${parts.time}` : invalidDate;
}

const toNumber = (value: unknown) => (typeof value === 'number' ? value : Number(String(value).replace(/,/g, '')));

/** A count or points total with Indian grouping: 12,34,567 (a fraction with two decimals). */
export function formatNumber(value: unknown) {
  if (isEmptyValue(value)) return empty;
  const number = toNumber(value);
  if (!Number.isFinite(number)) return empty;
  return indianGrouping(number, Number.isInteger(number) ? 0 : 2);
}

/** Rupees with the rupee sign and Indian grouping: ₹12,34,567.50. */
export function formatRupees(value: unknown) {
  const text = formatNumber(value);
  if (text === empty) return empty;
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** Today's date in India as YYYY-MM-DD, for file names. */
export const isoDateInIndia = (date = new Date()) => indiaDayOf(date.getTime());

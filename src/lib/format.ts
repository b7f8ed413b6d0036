import { signedOutMessages } from '../i18n/messages/signedOut';

const zone = 'Asia/Kolkata';
const { empty, invalid_date: invalidDate } = signedOutMessages.format;

export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The value as text, or N/A when there is none. */
export const displayValue = (value: unknown) => (isEmptyValue(value) ? empty : String(value));

/** Every formatter's maker, for the browser to make them ahead while it idles. */
const makers: (() => unknown)[] = [];

/**
 * A formatter made once and kept: one costs far more to make than to use (the first loads the
 * locale's data, some 10 ms), and lists format thousands of figures. Not made while its code
 * loads: in the browser's idle moments (`makeWhenIdle`), or else on first use.
 */
const madeOnce = <T>(make: () => T) => {
  let made: T | undefined;
  const get = () => (made ??= make());
  makers.push(get);
  return get;
};

const dateParts = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }),
);

function partsOf(value: unknown) {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    dateParts()
      .formatToParts(date)
      .map(part => [part.type, part.value]),
  );
  return {
    date: `${parts.day}-${parts.month}-${parts.year}`,
    time: `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`,
  };
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

const groupingWith = (fractionDigits: number) =>
  madeOnce(
    () =>
      new Intl.NumberFormat('en-IN', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  );
const wholeGrouping = groupingWith(0);
const decimalGrouping = groupingWith(2);

/** A count or points total with Indian grouping: 12,34,567. */
export function formatNumber(value: unknown) {
  if (isEmptyValue(value)) return empty;
  const number = toNumber(value);
  return Number.isFinite(number)
    ? (Number.isInteger(number) ? wholeGrouping : decimalGrouping)().format(number)
    : empty;
}

/** Rupees with the rupee sign and Indian grouping: ₹12,34,567.50. */
export function formatRupees(value: unknown) {
  const text = formatNumber(value);
  if (text === empty) return empty;
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** Today's date in India as YYYY-MM-DD, for file names. */
export function isoDateInIndia(date = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
}

/**
 * Makes the formatters one by one while the browser idles (as a screen waits for its data),
 * each in a short task of its own, so the render that first shows a figure does not pay for
 * them inside its long one.
 */
function makeWhenIdle(remaining: (() => unknown)[]) {
  if (remaining.length === 0 || typeof requestIdleCallback !== 'function') return;
  requestIdleCallback(() => {
    remaining[0]();
    makeWhenIdle(remaining.slice(1));
  });
}
makeWhenIdle(makers);

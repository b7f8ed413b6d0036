const INDIA = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

const STATUS_LABELS: Record<string, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

const partsInIndia = (time: Date) =>
  Object.fromEntries(INDIA.formatToParts(time).map(part => [part.type, part.value])) as Record<
    Intl.DateTimeFormatPartTypes,
    string
  >;

/** DD-MM-YYYY, hh:mm AM/PM of an ISO time, in India's time zone; null stays null. */
export function indiaDateTime(iso: string | null): string | null {
  if (iso === null) return null;
  const { day, month, year, hour, minute, dayPeriod } = partsInIndia(new Date(iso));
  return `${day}-${month}-${year}, ${hour}:${minute} ${dayPeriod.toUpperCase()}`;
}

/** DD-MM-YYYY of a calendar date written YYYY-MM-DD (it has no time zone to convert). */
export function calendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

/** A request's status as a word people read: Pending, Approved or Rejected. */
export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

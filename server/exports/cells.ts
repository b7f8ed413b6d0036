import { indiaDateAndTime } from '@/contract/india/clock';

const STATUS_LABELS: Record<string, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** DD-MM-YYYY, hh:mm AM/PM of an ISO time, in India's time zone; null stays null. */
export function indiaDateTime(iso: string | null): string | null {
  if (iso === null) return null;
  const { date, time } = indiaDateAndTime(new Date(iso).getTime());
  return `${date}, ${time}`;
}

/** DD-MM-YYYY of a calendar date written YYYY-MM-DD (it has no time zone to convert). */
export function calendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

/** A request's status as a word people read: Pending, Approved or Rejected. */
export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

import { INDIA_OFFSET_MS, indiaWallClock } from '../india/clock';

/**
 * India's financial year runs from 1 April to 31 March, in India's time (UTC+5:30, no daylight
 * saving). A year is named by the calendar year it starts in: 2026 is 2026-27.
 */

/** The financial year that `date` falls in, in India's time. */
export function financialYearOf(date: Date): number {
  const inIndia = indiaWallClock(date.getTime());
  const year = inIndia.getUTCFullYear();
  return inIndia.getUTCMonth() >= 3 ? year : year - 1;
}

/** The first instant of the financial year and the first of the next (1 April, 00:00 in India). */
export function financialYearBounds(year: number): { start: Date; end: Date } {
  const firstOfApril = (calendarYear: number) => new Date(Date.UTC(calendarYear, 3, 1) - INDIA_OFFSET_MS);
  return { start: firstOfApril(year), end: firstOfApril(year + 1) };
}

/** How a financial year is written: 2026-27. */
export const financialYearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

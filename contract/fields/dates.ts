import { z } from 'zod';
import { filled, REQUIRED } from './text';

const INVALID_DATE = 'Enter a valid date in the format YYYY-MM-DD.';

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** A required calendar date written YYYY-MM-DD; a caller's further checks want `when: noProblemYet`. */
export const calendarDate = () =>
  filled(
    z
      .string({ error: issue => (issue.input === undefined ? REQUIRED : INVALID_DATE) })
      .trim()
      .refine(isCalendarDate, INVALID_DATE),
  ).meta({ format: 'date' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type AgeUnit = 'now' | 'minutes' | 'hours' | 'days';

/**
 * How long an item has waited, in its largest whole unit: under a minute 'now', then whole
 * minutes, hours ('3 h') and days ('2 d'). A date in the future (a clock ahead of this one)
 * reads as now; no date, null.
 */
export function ageOf(submittedAt: number | null, now: number): { unit: AgeUnit; count: number } | null {
  if (submittedAt === null) return null;
  const waited = Math.max(0, now - submittedAt);
  if (waited < MINUTE) return { unit: 'now', count: 0 };
  if (waited < HOUR) return { unit: 'minutes', count: Math.floor(waited / MINUTE) };
  if (waited < DAY) return { unit: 'hours', count: Math.floor(waited / HOUR) };
  return { unit: 'days', count: Math.floor(waited / DAY) };
}

const DAY_MS = 86_400_000;

/** A time `days` (fractions allowed) before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The calendar date (yyyy-mm-dd) of a time. */
export const dateOnly = (time: Date): string => time.toISOString().slice(0, 10);

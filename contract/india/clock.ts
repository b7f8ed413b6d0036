/** India's offset from UTC: +5:30, with no daylight saving (since 1945). */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A time as a Date whose UTC fields read India's wall clock. */
export const indiaWallClock = (time: number) => new Date(time + INDIA_OFFSET_MS);

/** A time's calendar day in India, as YYYY-MM-DD. */
export const indiaDayOf = (time: number) => indiaWallClock(time).toISOString().slice(0, 10);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time in India as people there write it: 05-01-2026 and 09:05 PM. */
export function indiaDateAndTime(time: number): { date: string; time: string } {
  const clock = indiaWallClock(time);
  const hours = clock.getUTCHours();
  return {
    date: `${twoDigits(clock.getUTCDate())}-${twoDigits(clock.getUTCMonth() + 1)}-${clock.getUTCFullYear()}`,
    time: `${twoDigits(hours % 12 || 12)}:${twoDigits(clock.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

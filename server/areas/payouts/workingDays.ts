import { indiaDayOf } from '@/contract/india/clock';

const DAY_MS = 86_400_000;

/** The India day (YYYY-MM-DD) `count` working days (Monday to Friday) after the India day of `at`. */
export function workingDaysAfter(at: string, count: number): string {
  let day = new Date(`${indiaDayOf(new Date(at).getTime())}T00:00:00.000Z`);
  for (let left = count; left > 0;) {
    day = new Date(day.getTime() + DAY_MS);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** Whether a line released at `releasedAt` and not answered is overdue at `now`: past three working days. */
export const isOverdue = (releasedAt: string, now: Date): boolean =>
  indiaDayOf(now.getTime()) > workingDaysAfter(releasedAt, 3);

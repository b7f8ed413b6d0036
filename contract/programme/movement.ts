/**
 * How the programme moves week by week and how long its queue waits, as `GET programme/movement/`
 * answers or the app works out from the spec's lists (a figure they cannot give is null, never 0).
 * A week runs from Monday 00:00 in India's time; the last of the twelve is the current one.
 */
import { INDIA_OFFSET_MS } from '../india/clock';

export const WEEKS_SHOWN = 12;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The week a time falls in: its first instant and the next week's, and its Monday's date in India (yyyy-mm-dd). */
export interface WeekBounds {
  start: Date;
  end: Date;
  monday: string;
}

export function weekOf(time: Date): WeekBounds {
  const inIndia = time.getTime() + INDIA_OFFSET_MS;
  const daysSinceMonday = (new Date(inIndia).getUTCDay() + 6) % 7;
  const mondayInIndia = Math.floor(inIndia / DAY_MS) * DAY_MS - daysSinceMonday * DAY_MS;
  const start = new Date(mondayInIndia - INDIA_OFFSET_MS);
  return {
    start,
    end: new Date(start.getTime() + WEEK_MS),
    monday: new Date(mondayInIndia).toISOString().slice(0, 10),
  };
}

/** The twelve weeks up to now, oldest first; the last is the week `now` falls in. */
export function weeksUpTo(now: Date, count = WEEKS_SHOWN): WeekBounds[] {
  const current = weekOf(now);
  return Array.from({ length: count }, (_, index) =>
    weekOf(new Date(current.start.getTime() - (count - 1 - index) * WEEK_MS)),
  );
}

/** Which of the weeks (an index) a time falls in, or -1 when before the first or after the last. */
export function weekIndexOf(weeks: WeekBounds[], time: number): number {
  if (weeks.length === 0 || time < weeks[0].start.getTime()) return -1;
  const index = Math.floor((time - weeks[0].start.getTime()) / WEEK_MS);
  return index < weeks.length ? index : -1;
}

/** One week's figures; null where the backend's answers cannot tell. Points whole, cash in rupees. */
export interface WeekMovement {
  /** The week's Monday, India's date (yyyy-mm-dd). */
  week: string;
  bills_received: number | null;
  bills_approved: number | null;
  bills_rejected: number | null;
  /** Credited by bills approved in the week (the ledger's `points_earned`, `cash_earned`). */
  points_credited: number | null;
  cash_credited: number | null;
  /** Taken from balances by voucher and payout requests made in the week. */
  points_redeemed: number | null;
  cash_redeemed: number | null;
  /** Given back by requests rejected in the week (`points_refunded`, `cash_reversal`). */
  points_refunded: number | null;
  cash_reversed: number | null;
  /** Voucher requests approved in the week. */
  vouchers_redeemed: number | null;
  /** Payout requests approved in the week: how many and how much (rupees). */
  payouts_paid: number | null;
  payouts_paid_amount: number | null;
  /** Members who joined in the week. */
  new_members: number | null;
  /** Rupees owed at the week's end (or now, for the current week), at today's point value. */
  liability: number | null;
  /** Items waiting at the week's end: bills, voucher requests and payout requests. */
  waiting: number | null;
}

/**
 * A kind whose waits the queue's ages measure: a kind of the approvals inbox, as the areas declare
 * their pending work (the server's `pending` of server/area.ts, the app's endpoints' `pending`).
 */
export type QueueKind = string;

/**
 * @deprecated The kinds come from what the areas declare; only resources/programme/useMovement.ts
 * filters the app's declared pending lists with this one: remove both together.
 */
export const QUEUE_KINDS: readonly QueueKind[] = [
  'newUser',
  'profileEdit',
  'emailEdit',
  'bill',
  'voucherRequest',
  'payout',
];

/** How long a kind's pending items have waited now, in hours (one decimal); null with nothing waiting. */
export interface QueueAge {
  kind: QueueKind;
  waiting: number;
  median_hours: number | null;
  p90_hours: number | null;
  oldest_hours: number | null;
}

/** What `GET programme/movement/` answers. */
export interface Movement {
  point_value: number;
  weeks: WeekMovement[];
  queue: QueueAge[];
}

/** The position (0-based) of the `fraction` quantile in `count` sorted values, by nearest rank. */
export const nearestRank = (fraction: number, count: number) => Math.max(0, Math.ceil(fraction * count) - 1);

const HOUR_MS = 3_600_000;
export const asHours = (ms: number) => Math.round((ms / HOUR_MS) * 10) / 10;

/**
 * `QueueAge` of `waiting` items, `submittedAt(rank)` telling when the `rank`-th youngest (0-based)
 * was submitted (ms since 1970): a server reads only the three it needs, never every item.
 */
export function queueAgeFrom(
  kind: QueueKind,
  waiting: number,
  submittedAt: (rank: number) => number,
  now: number,
): QueueAge {
  const at = (fraction: number) =>
    waiting === 0 ? null : asHours(Math.max(0, now - submittedAt(nearestRank(fraction, waiting))));
  return { kind, waiting, median_hours: at(0.5), p90_hours: at(0.9), oldest_hours: at(1) };
}

/** The ages of waiting items from when each was submitted (ms since 1970), as `QueueAge`. */
export function queueAgeOf(kind: QueueKind, submitted: number[], now: number): QueueAge {
  const youngestFirst = [...submitted].sort((a, b) => b - a);
  return queueAgeFrom(kind, youngestFirst.length, rank => youngestFirst[rank], now);
}

/** A week with every figure unknown, to fill in what a backend's answers tell. */
export const unknownWeek = (week: string): WeekMovement => ({
  week,
  bills_received: null,
  bills_approved: null,
  bills_rejected: null,
  points_credited: null,
  cash_credited: null,
  points_redeemed: null,
  cash_redeemed: null,
  points_refunded: null,
  cash_reversed: null,
  vouchers_redeemed: null,
  payouts_paid: null,
  payouts_paid_amount: null,
  new_members: null,
  liability: null,
  waiting: null,
});

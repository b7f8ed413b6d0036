import {
  queueAgeOf,
  unknownWeek,
  weekIndexOf,
  weeksUpTo,
  type QueueAge,
  type QueueKind,
  type WeekMovement,
} from './movement';
import { figureOf } from '../fields/figures';

type Item = Record<string, unknown>;

/** The spec's whole lists the weekly movement is worked out from, on a backend without `programme/movement/`. */
export interface MovementLists {
  /** Every bill (`bill/list/all-bills/`). */
  bills: Item[];
  /** Members, approved and waiting (`user/users/`, `user/new-users/`). */
  members: Item[];
}

/** A kind of pending item: every one of its list, and the field that says when each was asked for. */
export interface PendingList {
  kind: QueueKind;
  dateField: string;
  items: Item[];
}

const timeOf = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

const joinedAt = (member: Item) => timeOf(member.date_joined ?? member.created_at ?? member.date_added);

type Figure = Exclude<keyof WeekMovement, 'week'>;

/**
 * The twelve weeks up to `now` from what the spec's lists tell: bills received (`date_added`) and
 * members joined (their join date). A bill's decision date and credit are beyond the spec: where
 * the bills carry `decided_at` (and `points_earned`, `cash_earned`), the approvals, rejections and
 * credits are counted too. Every other figure stays null (not known): the ledger, the decided
 * requests and the liability at a week's end are not in these lists.
 */
export function movementFromLists({ bills, members }: MovementLists, now: number): WeekMovement[] {
  const weeks = weeksUpTo(new Date(now));
  const figures = weeks.map(week => unknownWeek(week.monday));
  const known = (...fields: Figure[]) => figures.forEach(week => fields.forEach(field => (week[field] = 0)));
  const add = (field: Figure, time: number | null, amount = 1) => {
    const index = time === null ? -1 : weekIndexOf(weeks, time);
    if (index >= 0) figures[index][field] = (figures[index][field] ?? 0) + amount;
  };

  known('bills_received', 'new_members');
  const decided = bills.some(bill => timeOf(bill.decided_at) !== null);
  if (decided) known('bills_approved', 'bills_rejected');
  const credited = decided && bills.some(bill => figureOf(bill.points_earned) !== null);
  if (credited) known('points_credited', 'cash_credited');

  const cashPaise = figures.map(() => 0);
  for (const bill of bills) {
    add('bills_received', timeOf(bill.date_added));
    if (!decided || bill.status === 'pending') continue;
    const at = timeOf(bill.decided_at);
    const approved = bill.status === 'approved';
    add(approved ? 'bills_approved' : 'bills_rejected', at);
    if (!credited || !approved || at === null) continue;
    add('points_credited', at, figureOf(bill.points_earned) ?? 0);
    const index = weekIndexOf(weeks, at);
    if (index >= 0) cashPaise[index] += Math.round((figureOf(bill.cash_earned) ?? 0) * 100);
  }
  if (credited) figures.forEach((week, index) => (week.cash_credited = cashPaise[index] / 100));

  // A member approved while the lists were read may be in both.
  const counted = new Set<unknown>();
  for (const member of members) {
    if (member.id !== undefined && counted.has(member.id)) continue;
    counted.add(member.id);
    add('new_members', joinedAt(member));
  }
  return figures;
}

/** The queue's waits now: every pending item counts; those with a readable date give the ages. */
export function queueFromLists(pending: PendingList[], now: number): QueueAge[] {
  return pending.map(({ kind, dateField, items }) => {
    const dated = items.flatMap(item => {
      const time = timeOf(item[dateField]);
      return time === null ? [] : [time];
    });
    return { ...queueAgeOf(kind, dated, now), waiting: items.length };
  });
}

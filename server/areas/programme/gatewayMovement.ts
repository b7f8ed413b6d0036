import {
  weekIndexOf,
  weeksUpTo,
  unknownWeek,
  type Movement,
  type WeekMovement,
} from '@/contract/programme/movement';
import type { Db } from '@/server/db/connection';
import { toRupees } from '@/server/ledger';
import type { KindQueue } from '@/server/pending';
import { movementFromLists } from '@/contract/programme/movementFromLists';
import { filledAt, isFilled } from '@/server/gateway/upstreamCopy/keeper';
import { queueAge } from './movement';

/** The pending lists whose items the gateway keeps, by path: where they wait in its tables, as the reference's queues say. */
const KEPT_QUEUES: Readonly<Record<string, Pick<KindQueue, 'from' | 'submitted' | 'where'>>> = {
  'bill/approve-requests/': { from: 'upstream_bills r', submitted: 'r.date_added', where: "r.status = 'pending'" },
  'loyalty/voucher-requests/': {
    from: 'upstream_requests r',
    submitted: 'r.requested_at',
    where: "r.kind = 'voucher' AND r.status = 'pending' AND r.requested_at IS NOT NULL",
  },
  'loyalty/payment/pending/list/': {
    from: 'upstream_requests r',
    submitted: 'r.requested_at',
    where: "r.kind = 'payout' AND r.status = 'pending' AND r.requested_at IS NOT NULL",
  },
};

const DECISION_FIGURES = ['bills_approved', 'bills_rejected', 'points_credited', 'cash_credited'] as const;

/** A week's figures of decided bills: none when not `known`; else what the bills tell, 0 where none told. */
const decisions = (week: WeekMovement, known: boolean) =>
  Object.fromEntries(DECISION_FIGURES.map(figure => [figure, known ? (week[figure] ?? 0) : null]));

/**
 * How the programme moved in the last twelve weeks, from what the gateway keeps of the upstream's
 * lists (once read whole): the bills received, decided and credited and the members who joined,
 * as the app works them out from the spec's lists (movementFromLists), over the twelve weeks' rows
 * only (a week before the first read of the bills not knowing the decisions of bills the upstream
 * did not date); the cash payout requests took; the current week's liability (`owedNow`) and waiting
 * items; the queue's waits of the kinds whose pending lists it keeps. A figure the upstream's
 * lists cannot give (the ledger's, a week's end before now) is null: not known.
 */
export function gatewayMovement(
  db: Db,
  {
    pointValue,
    owedNow,
    now,
    queues,
  }: { pointValue: number; owedNow: number; now: Date; queues: readonly KindQueue[] },
): Movement {
  const weeks = weeksUpTo(now);
  const from = weeks[0]!.start.toISOString();
  const billsFilledAt = filledAt(db, 'bill/list/all-bills/');
  const billsFilled = billsFilledAt !== null;
  // Bills decided at a time the upstream's answers did not give: the weeks before the first fill miss them.
  const untimed =
    db
      .prepare("SELECT 1 FROM upstream_bills WHERE status IN ('approved', 'rejected') AND decided_at IS NULL LIMIT 1")
      .get() !== undefined;
  const membersFilled = isFilled(db, 'user/users/') && isFilled(db, 'user/new-users/');
  const bills = billsFilled
    ? db
        .prepare(
          `SELECT date_added, decided_at, status, points_earned, cash_earned_paise / 100.0 AS cash_earned
           FROM upstream_bills WHERE date_added >= ? OR decided_at >= ?`,
        )
        .all(from, from)
    : [];
  const members = membersFilled
    ? db.prepare('SELECT id, date_joined FROM upstream_members WHERE date_joined >= ?').all(from)
    : [];
  const figures = movementFromLists(
    { bills: bills as Record<string, unknown>[], members: members as Record<string, unknown>[] },
    now.getTime(),
  ).map((week, index) => ({
    ...(billsFilled ? week : { ...unknownWeek(week.week), new_members: week.new_members }),
    ...(!membersFilled && { new_members: null }),
    ...decisions(week, billsFilled && (!untimed || weeks[index]!.start.toISOString() >= billsFilledAt!)),
    ...(index === weeks.length - 1 && { liability: owedNow }),
  }));

  if (isFilled(db, 'loyalty/payment/list/') && isFilled(db, 'loyalty/payment/pending/list/')) {
    const paise = figures.map(() => 0);
    const payouts = db
      .prepare("SELECT requested_at, amount_paise FROM upstream_requests WHERE kind = 'payout' AND requested_at >= ?")
      .all(from) as { requested_at: string; amount_paise: number }[];
    for (const payout of payouts) {
      const index = weekIndexOf(weeks, Date.parse(payout.requested_at));
      if (index >= 0) paise[index] += payout.amount_paise;
    }
    figures.forEach((week, index) => (week.cash_redeemed = toRupees(paise[index]!)));
  }

  const kept = queues.flatMap(queue => (KEPT_QUEUES[queue.list] ? [{ ...queue, ...KEPT_QUEUES[queue.list]! }] : []));
  const queue = kept.map(declared => queueAge(db, declared, now));
  if (kept.length === Object.keys(KEPT_QUEUES).length && billsFilled) {
    figures[figures.length - 1]!.waiting = queue.reduce((sum, age) => sum + age.waiting, 0);
  }
  return { point_value: pointValue, weeks: figures, queue };
}

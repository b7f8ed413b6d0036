import {
  queueAgeFrom,
  weeksUpTo,
  type Movement,
  type QueueAge,
  type WeekBounds,
  type WeekMovement,
} from '@/contract/programme/movement';
import type { Db } from '@/server/db/connection';
import { LEDGER_KINDS, toPaise, toRupees, type LedgerKind } from '@/server/ledger';
import { LIVE_MEMBER, shownMember } from '@/server/members/records';
import { pendingRequests, type KindQueue } from '@/server/pending';
import { liabilityNow } from './liability';

// How the programme moved in the last twelve weeks, over the members the lists show (as the
// liability and the dashboard). Each figure is read by week from an indexed range of its time
// column (migration 014): only the twelve weeks' rows and what came after them, never a whole
// table. A thirteenth span, from the current week's end on, catches what is dated later still,
// so that "after a week's end" is the spans after it.

/** A span of time, ISO texts as the tables store them: [start, end). */
type Span = [string, string];

/** Later than any stored time. */
const NEVER = '9999-12-31T23:59:59.999Z';

/** The spans to count by: the weeks, then from the last week's end on. */
const spansOf = (weeks: WeekBounds[]): Span[] => [
  ...weeks.map((week): Span => [week.start.toISOString(), week.end.toISOString()]),
  [weeks[weeks.length - 1].end.toISOString(), NEVER],
];

/**
 * SQL of the `figures` of the rows of `table` whose `time` falls in a span (the parameters: its
 * start and end) and that `where` keeps: an indexed range of `time`, run once a span. (One
 * statement grouping every span's rows would sort them all first.)
 */
const inSpan = (table: string, time: string, where: string, figures: string, after = '') =>
  `SELECT ${figures} FROM ${table} WHERE ${time} >= ? AND ${time} < ? AND ${where} ${after}`;

const SHOWN_BILL = shownMember('b.user_id');
const SHOWN_REQUEST = shownMember('r.user_id');

/** A kind of request's figures: how many were made, and how many were decided, approved and paid out (`amount`). */
const requestsInSpan = (table: string, made: string, amount: string) => ({
  made: inSpan(`${table} r`, `r.${made}`, SHOWN_REQUEST, 'COUNT(*) AS added'),
  decided: inSpan(
    `${table} r`,
    'r.decided_at',
    SHOWN_REQUEST,
    `COUNT(*) AS decided, SUM(r.status = 'approved') AS approved,
     COALESCE(SUM(CASE r.status WHEN 'approved' THEN r.${amount} END), 0) AS paid`,
  ),
});
const VOUCHERS = requestsInSpan('voucher_requests', 'requested_on', 'points');
const PAYOUTS = requestsInSpan('payment_requests', 'requested_at', 'amount_paise');

/** Each span's figures, by name, one query each. */
const BY_SPAN = {
  billsAdded: inSpan('bills b', 'b.date_added', SHOWN_BILL, 'COUNT(*) AS added'),
  billsDecided: inSpan(
    'bills b',
    'b.decided_at',
    SHOWN_BILL,
    "COUNT(*) AS decided, SUM(b.status = 'approved') AS approved, SUM(b.status = 'rejected') AS rejected",
  ),
  vouchersRequested: VOUCHERS.made,
  vouchersDecided: VOUCHERS.decided,
  payoutsRequested: PAYOUTS.made,
  payoutsDecided: PAYOUTS.decided,
  joined: inSpan('users u', 'u.date_joined', LIVE_MEMBER, 'COUNT(*) AS joined'),
};

/** The ledger's entries of a span by kind: their amounts summed (points, or paise), by the index of (kind, created_at). */
const LEDGER_BY_KIND = inSpan(
  'ledger_entries l',
  'l.created_at',
  `l.kind IN (${LEDGER_KINDS.map(kind => `'${kind}'`).join(', ')}) AND ${shownMember('l.user_id')}`,
  'l.kind AS kind, SUM(l.amount) AS amount',
  'GROUP BY l.kind',
);

/** The requests whose waiting the weeks count: bills, voucher requests and payout requests pending now. */
const WAITING_NOW = ['bills', 'voucher_requests', 'payment_requests'].map(table => {
  const { from, where } = pendingRequests(table, 'id');
  return `SELECT COUNT(*) FROM ${from} WHERE ${where}`;
});

/** Each span's figures of one of BY_SPAN's queries (a sum of no rows is null). */
function figuresBySpan(db: Db, query: keyof typeof BY_SPAN, spans: Span[]): Record<string, number | null>[] {
  const statement = db.prepare(BY_SPAN[query]);
  return spans.map(span => statement.get(...span) as Record<string, number | null>);
}

/** What a kind's queue holds now: how many wait, and the ages of the median, 90th percentile and oldest. */
export function queueAge(db: Db, { kind, from, submitted, where }: KindQueue, now: Date): QueueAge {
  const waiting = db.prepare(`SELECT COUNT(*) FROM ${from} WHERE ${where}`).pluck().get() as number;
  const newestFirst = db
    .prepare(`SELECT ${submitted} FROM ${from} WHERE ${where} ORDER BY ${submitted} DESC LIMIT 1 OFFSET ?`)
    .pluck();
  const oldestFirst = db
    .prepare(`SELECT ${submitted} FROM ${from} WHERE ${where} ORDER BY ${submitted} LIMIT 1 OFFSET ?`)
    .pluck();
  // The rank-th youngest is the (waiting - 1 - rank)-th oldest: read from whichever end is nearer.
  const submittedAt = (rank: number) => {
    const fromOldest = waiting - 1 - rank;
    const time = (rank <= fromOldest ? newestFirst.get(rank) : oldestFirst.get(fromOldest)) as string;
    return Date.parse(time);
  };
  return queueAgeFrom(kind, waiting, submittedAt, now.getTime());
}

/** Sums of `values` from each index on: what came in each span and after it. */
const fromEachOn = (values: number[]) => values.map((_, index) => values.slice(index).reduce((a, b) => a + b, 0));

/** The sums, index by index, of arrays of the same length. */
const sumOf = (...arrays: number[][]) =>
  arrays[0].map((_, index) => arrays.reduce((sum, array) => sum + array[index], 0));

/**
 * `GET programme/movement/`: the last twelve weeks, oldest first, and the approval queue now: each
 * kind of pending work the areas declare (`queues`, server/pending.ts).
 * A week's liability is what is owed now less what changed after the week's end, at today's point
 * value: points and cash credited after it were not yet owed, and what requests approved after it
 * paid out was still owed (a request made or rejected only moves points or cash between the
 * balance and what it holds). A week's waiting items likewise: pending now, less those submitted
 * after the week's end, plus those decided after it.
 */
export function movementOf(db: Db, pointValue: number, now: Date, queues: readonly KindQueue[]): Movement {
  const weeks = weeksUpTo(now);
  const spans = spansOf(weeks);
  const read = (query: keyof typeof BY_SPAN) => {
    const rows = figuresBySpan(db, query, spans);
    return (name: string) => rows.map(row => row[name] ?? 0);
  };
  const [billsAdded, billsDecided, vouchersRequested, vouchersDecided, payoutsRequested, payoutsDecided, joined] = [
    read('billsAdded'),
    read('billsDecided'),
    read('vouchersRequested'),
    read('vouchersDecided'),
    read('payoutsRequested'),
    read('payoutsDecided'),
    read('joined'),
  ];
  const ledgerByKind = db.prepare(LEDGER_BY_KIND);
  const ledger = spans.map(span => {
    const rows = ledgerByKind.all(...span) as { kind: LedgerKind; amount: number }[];
    return new Map(rows.map(row => [row.kind, row.amount]));
  });
  const entries = (kind: LedgerKind) => ledger.map(sums => sums.get(kind) ?? 0);
  const [pointsEarned, paiseEarned] = [entries('points_earned'), entries('cash_earned')];
  const [pointsPaidOut, paisePaidOut] = [vouchersDecided('paid'), payoutsDecided('paid')];

  const queue = queues.map(declared => queueAge(db, declared, now));

  // In paise (a point's value in paise is whole), so that no float error creeps into the rupees.
  const pointPaise = toPaise(pointValue);
  const owedNow = toPaise(liabilityNow(db, pointValue).total);
  const owedAdded = fromEachOn(
    spans.map(
      (_, span) => (pointsEarned[span] - pointsPaidOut[span]) * pointPaise + paiseEarned[span] - paisePaidOut[span],
    ),
  );
  const pendingNow = WAITING_NOW.reduce((sum, query) => sum + (db.prepare(query).pluck().get() as number), 0);
  const [submitted, decided] = [
    sumOf(billsAdded('added'), vouchersRequested('added'), payoutsRequested('added')),
    sumOf(billsDecided('decided'), vouchersDecided('decided'), payoutsDecided('decided')),
  ];
  const waitingAdded = fromEachOn(spans.map((_, span) => submitted[span] - decided[span]));

  const [approvedBills, rejectedBills] = [billsDecided('approved'), billsDecided('rejected')];
  const [vouchersApproved, payoutsApproved, members] = [
    vouchersDecided('approved'),
    payoutsDecided('approved'),
    joined('joined'),
  ];
  const received = billsAdded('added');
  const [pointsRedeemed, paiseRedeemed] = [entries('points_redeemed'), entries('cash_redeemed')];
  const [pointsRefunded, paiseReversed] = [entries('points_refunded'), entries('cash_reversal')];
  return {
    point_value: pointValue,
    weeks: weeks.map((week, index): WeekMovement => ({
      week: week.monday,
      bills_received: received[index],
      bills_approved: approvedBills[index],
      bills_rejected: rejectedBills[index],
      points_credited: pointsEarned[index],
      cash_credited: toRupees(paiseEarned[index]),
      points_redeemed: pointsRedeemed[index],
      cash_redeemed: toRupees(paiseRedeemed[index]),
      points_refunded: pointsRefunded[index],
      cash_reversed: toRupees(paiseReversed[index]),
      vouchers_redeemed: vouchersApproved[index],
      payouts_paid: payoutsApproved[index],
      payouts_paid_amount: toRupees(paisePaidOut[index]),
      new_members: members[index],
      // What was owed or waited at the week's end: now, less what came after it.
      liability: toRupees(owedNow - owedAdded[index + 1]),
      waiting: pendingNow - waitingAdded[index + 1],
    })),
    queue,
  };
}

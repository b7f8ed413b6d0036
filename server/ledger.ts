import type { Db } from './db/connection';
import { HttpError } from './errors';

/** SQL: the ids of the users the lists hide (administrators, deleted, rejected), few and indexed (users_hidden). */
export const HIDDEN_USERS =
  "SELECT id FROM users WHERE is_admin = 1 OR deleted_at IS NOT NULL OR status NOT IN ('pending', 'approved')";

/**
 * The ledger is the only record of points and cash: balances are sums of its entries, which triggers keep
 * from being changed or deleted. Cash is stored in paise; the API speaks rupees, converted here.
 */
export const LEDGER_KINDS = [
  'points_earned',
  'points_redeemed',
  'points_refunded',
  'cash_earned',
  'cash_redeemed',
  'cash_reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_SOURCES = ['bill', 'voucher_request', 'payment_request'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

export interface Balances {
  balance_points: number;
  /** Rupees, up to two decimals. */
  balance_cash: number;
}

export interface LedgerEntryInput {
  userId: number;
  kind: LedgerKind;
  /** Whole points for points kinds, whole paise for cash kinds. */
  amount: number;
  sourceType: LedgerSource;
  sourceId: number;
  createdAt: Date;
}

const DEBITS: Partial<Record<LedgerKind, 'points' | 'cash'>> = { points_redeemed: 'points', cash_redeemed: 'cash' };

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
/** `toRupees` in SQL, of an expression giving paise. */
export const toRupeesSql = (paise: string): string => `(${paise}) / 100.0`;

/** SQL of paise as the rupees' text a client prints (1200, 12.5, 0.05): what a search of amounts looks in. */
export const rupeesTextSql = (paise: string): string =>
  `CASE WHEN (${paise}) % 100 = 0 THEN CAST((${paise}) / 100 AS TEXT) ELSE CAST(${toRupeesSql(paise)} AS TEXT) END`;

/** SQL of what the entry `entry` adds to its member's points or paise (a redemption takes away). */
export const entryChange = {
  points: (entry: string): string => `CASE ${entry}.kind WHEN 'points_earned' THEN ${entry}.amount
    WHEN 'points_refunded' THEN ${entry}.amount WHEN 'points_redeemed' THEN -${entry}.amount ELSE 0 END`,
  paise: (entry: string): string => `CASE ${entry}.kind WHEN 'cash_earned' THEN ${entry}.amount
    WHEN 'cash_reversal' THEN ${entry}.amount WHEN 'cash_redeemed' THEN -${entry}.amount ELSE 0 END`,
};

const SUM_OF = {
  points: `COALESCE(SUM(${entryChange.points('l')}), 0)`,
  paise: `COALESCE(SUM(${entryChange.paise('l')}), 0)`,
};

const SUMS = `${SUM_OF.points} AS points, ${SUM_OF.paise} AS paise`;

interface Sums {
  points: number;
  paise: number;
}

const asBalances = ({ points, paise }: Sums): Balances => ({ balance_points: points, balance_cash: toRupees(paise) });

/** A query of each user's sums (user_id, points, paise), to LEFT JOIN onto users; users without entries get nulls. */
export const SUMS_BY_USER = `SELECT l.user_id, ${SUMS} FROM ledger_entries l GROUP BY l.user_id`;

/**
 * SQL of one user's points or paise, the user's id given by the SQL `userId`: a subquery per
 * row, so a page of rows reads only its users' entries, where a join on SUMS_BY_USER sums them all.
 */
export const sumOf = (what: keyof typeof SUM_OF, userId: string): string =>
  `(SELECT ${SUM_OF[what]} FROM ledger_entries l WHERE l.user_id = ${userId})`;

/** SQL of a JSON object of `Balances` of the user whose id the SQL `userId` gives. */
export const balancesJson = (userId: string): string =>
  `json_object('balance_points', ${sumOf('points', userId)}, 'balance_cash', ${toRupeesSql(sumOf('paise', userId))})`;

const sumsOf = (db: Db, userId: number) =>
  db.prepare(`SELECT ${SUMS} FROM ledger_entries l WHERE l.user_id = ?`).get(userId) as Sums;

export function balancesOf(db: Db, userId: number): Balances {
  return asBalances(sumsOf(db, userId));
}

/** Every non-administrator's balances, users without entries included. */
export function balancesOfAllUsers(db: Db): (Balances & { user_id: number })[] {
  const rows = db
    .prepare(
      `SELECT u.id AS user_id, ${SUMS} FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
       WHERE u.is_admin = 0 GROUP BY u.id ORDER BY u.id`,
    )
    .all() as (Sums & { user_id: number })[];
  return rows.map(row => ({ user_id: row.user_id, ...asBalances(row) }));
}

/**
 * The sums of the balances of the members the lists show: the running totals of the whole
 * ledger (ledger_totals, kept by a trigger) less the entries of the few hidden users.
 */
export function shownMembersBalances(db: Db): Balances {
  const sums = db
    .prepare(
      `SELECT t.points - hidden.points AS points, t.paise - hidden.paise AS paise FROM ledger_totals t,
         (SELECT ${SUMS} FROM ledger_entries l WHERE l.user_id IN (${HIDDEN_USERS})) hidden`,
    )
    .get() as Sums;
  return asBalances(sums);
}

/** Appends one entry; a redemption larger than the balance is refused. Returns the entry id. */
export function appendEntry(db: Db, entry: LedgerEntryInput): number {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) {
    throw new Error(`Ledger amounts are positive whole numbers, got ${entry.amount}.`);
  }
  const debit = DEBITS[entry.kind];
  return db.transaction(() => {
    if (debit) {
      const sums = sumsOf(db, entry.userId);
      if ((debit === 'points' ? sums.points : sums.paise) < entry.amount) {
        throw new HttpError(400, `Insufficient ${debit} balance.`);
      }
    }
    return Number(
      db
        .prepare(
          `INSERT INTO ledger_entries (user_id, kind, amount, created_at, source_type, source_id)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(entry.userId, entry.kind, entry.amount, entry.createdAt.toISOString(), entry.sourceType, entry.sourceId)
        .lastInsertRowid,
    );
  })();
}

/** Holds the points a voucher request spends, from when it is made; 400 when the member has fewer. Returns the entry id. */
export function holdPoints(db: Db, hold: { userId: number; requestId: number; points: number; at: Date }): number {
  return appendEntry(db, {
    userId: hold.userId,
    kind: 'points_redeemed',
    amount: hold.points,
    sourceType: 'voucher_request',
    sourceId: hold.requestId,
    createdAt: hold.at,
  });
}

/** Gives back the points a voucher request still holds, if any; answers how many. */
export function refundHeldPoints(db: Db, requestId: number, at: Date): number {
  return db.transaction(() => {
    const held = db
      .prepare(
        `SELECT user_id, SUM(CASE kind WHEN 'points_redeemed' THEN amount ELSE -amount END) AS points
         FROM ledger_entries WHERE source_type = 'voucher_request' AND source_id = ?
           AND kind IN ('points_redeemed', 'points_refunded')
         GROUP BY user_id`,
      )
      .get(requestId) as { user_id: number; points: number } | undefined;
    if (!held || held.points <= 0) return 0;
    appendEntry(db, {
      userId: held.user_id,
      kind: 'points_refunded',
      amount: held.points,
      sourceType: 'voucher_request',
      sourceId: requestId,
      createdAt: at,
    });
    return held.points;
  })();
}

/** Gives back the cash a payout request held since it was made (a rejection). */
export function reverseHeldCash(db: Db, payout: { userId: number; requestId: number; paise: number; at: Date }): void {
  appendEntry(db, {
    userId: payout.userId,
    kind: 'cash_reversal',
    amount: payout.paise,
    sourceType: 'payment_request',
    sourceId: payout.requestId,
    createdAt: payout.at,
  });
}

import { liabilityOf, type Liability } from '@/contract/programme/liability';
import type { Db } from '@/server/db/connection';
import { HIDDEN_USERS, shownMembersBalances, toRupees } from '@/server/ledger';

/**
 * What pending requests of the members the lists show hold: the points of voucher requests and
 * the paise of payout requests, each taken from the balance when made. The pending ones are
 * found by (status, ...) indexes; the hidden members are few and indexed (users_hidden).
 */
const HELD = `SELECT
  (SELECT COALESCE(SUM(points), 0) FROM voucher_requests
     WHERE status = 'pending' AND user_id NOT IN (${HIDDEN_USERS})) AS points,
  (SELECT COALESCE(SUM(amount_paise), 0) FROM payment_requests
     WHERE status = 'pending' AND user_id NOT IN (${HIDDEN_USERS})) AS paise`;

/**
 * What the programme owes now, over the members the lists show (as the dashboard's totals):
 * their balances, from the running ledger totals less the hidden members' entries, and what their
 * pending requests hold, at the point's rupee value.
 */
export function liabilityNow(db: Db, pointValue: number): Liability {
  const balances = shownMembersBalances(db);
  const held = db.prepare(HELD).get() as { points: number; paise: number };
  return liabilityOf(
    {
      points_outstanding: balances.balance_points,
      cash_outstanding: balances.balance_cash,
      points_held: held.points,
      cash_held: toRupees(held.paise),
    },
    pointValue,
  );
}

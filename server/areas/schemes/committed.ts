import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Committed } from '../../../contract/programme/committed';
import type { SchemeProduct } from '../../../contract/schemes/matchProducts';
import { replayBills } from '../../../contract/schemes/replay';
import type { Db } from '../../db/connection';
import { storedSettingsOf } from '../../programme/settings';
import { liveSchemes } from './records';
import { earnedByMember, schemeBillOf, spentPaise, type MemberBill } from './workOut';

/** The longest the work-out holds the server's one thread before letting other calls in. */
const SLICE_MS = 20;

/**
 * What the live schemes would credit the pending bills (oldest invoice first), approved one after
 * another from the credits recorded so far, so that caps per member and budgets hold across them.
 * The bills are read before, so a bill decided meanwhile counts once; they are worked out in
 * slices of at most SLICE_MS, so other calls are answered meanwhile.
 */
export async function committedTo(
  db: Db,
  pending: readonly MemberBill[],
  catalogue: readonly SchemeProduct[],
): Promise<Committed> {
  const pointValuePaise = storedSettingsOf(db).point_value_paise;
  const earned = new Map(pending.map(bill => [bill.user_id, earnedByMember(db, bill.user_id)]));
  const workOut = replayBills(
    { catalogue, schemes: liveSchemes(db), point_value_paise: pointValuePaise },
    { earnedBy: member => earned.get(member) ?? {}, spent_paise: spentPaise(db, pointValuePaise) },
  );
  const committed: Committed = { points: 0, cash_paise: 0, bills: 0 };
  let sliceStart = performance.now();
  for (const bill of pending) {
    const { points, cash_paise } = workOut(bill, bill.user_id);
    committed.points += points;
    committed.cash_paise += cash_paise;
    if (points !== 0 || cash_paise !== 0) committed.bills += 1;
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return committed;
}

/** The reference server's pending bills, oldest invoice first. */
export const storedPendingBills = (db: Db): MemberBill[] =>
  (db.prepare("SELECT id FROM bills WHERE status = 'pending' ORDER BY invoice_date, id").pluck().all() as number[]).map(
    id => schemeBillOf(db, id),
  );

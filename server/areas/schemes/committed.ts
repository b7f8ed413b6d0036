import type { Committed } from '@/contract/programme/committed';
import type { SchemeProduct } from '@/contract/schemes/matchProducts';
import { replayBills } from '@/contract/schemes/replay';
import type { Db } from '@/server/db/connection';
import { storedSettingsOf } from '@/server/programme/settings';
import { liveSchemes } from './records';
import { earnedByMember, spentPaise, type MemberBill } from './workOut';

/**
 * What the live schemes would credit the pending bills (oldest invoice first), approved one after
 * another from the credits recorded so far, so that caps per member and budgets hold across them.
 * It reads the database as it goes: run it in one transaction for figures of one moment.
 */
export function committedTo(
  db: Db,
  pending: Iterable<MemberBill>,
  catalogue: () => readonly SchemeProduct[],
): Committed {
  const committed: Committed = { points: 0, cash_paise: 0, bills: 0 };
  const schemes = liveSchemes(db);
  // With no live scheme no bill earns anything: neither the bills nor the catalogue are read.
  if (schemes.length === 0) return committed;
  const pointValuePaise = storedSettingsOf(db).point_value_paise;
  const workOut = replayBills(
    { catalogue: catalogue(), schemes, point_value_paise: pointValuePaise },
    { earnedBy: member => earnedByMember(db, member), spent_paise: spentPaise(db, pointValuePaise) },
  );
  for (const bill of pending) {
    const { points, cash_paise } = workOut(bill, bill.user_id);
    committed.points += points;
    committed.cash_paise += cash_paise;
    if (points !== 0 || cash_paise !== 0) committed.bills += 1;
  }
  return committed;
}

import type { Committed } from '../../../contract/programme/committed';
import { replayBills } from '../../../contract/schemes/replay';
import type { Db } from '../../db/connection';
import { storedSettingsOf } from '../../programme/settings';
import { liveSchemes } from './records';
import { catalogueOf, earnedByMember, schemeBillOf, spentPaise } from './workOut';

/**
 * What the live schemes would credit the pending bills, approved one after another in invoice-date
 * order from the credits recorded so far, so that caps per member and budgets hold across them.
 */
export function committedToPending(db: Db): Committed {
  const pointValuePaise = storedSettingsOf(db).point_value_paise;
  const workOut = replayBills(
    { catalogue: catalogueOf(db), schemes: liveSchemes(db), point_value_paise: pointValuePaise },
    { earnedBy: member => earnedByMember(db, member), spent_paise: spentPaise(db, pointValuePaise) },
  );
  const pending = db
    .prepare("SELECT id FROM bills WHERE status = 'pending' ORDER BY invoice_date, id")
    .pluck()
    .all() as number[];
  const committed: Committed = { points: 0, cash_paise: 0, bills: 0 };
  for (const id of pending) {
    const bill = schemeBillOf(db, id);
    const { points, cash_paise } = workOut(bill, bill.user_id);
    committed.points += points;
    committed.cash_paise += cash_paise;
    if (points !== 0 || cash_paise !== 0) committed.bills += 1;
  }
  return committed;
}

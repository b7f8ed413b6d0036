import { measureBills, riskReasonsOf, type RiskMeasures, type RiskRule } from '@/contract/programme/risk';
import type { ProgrammeSettings } from '@/contract/programme/settings';
import type { Db } from '@/server/db/connection';
import { toRupees } from '@/server/ledger';

/** A bill's risk as the reference server answers it: the rules it trips, and its measurements (rupees). */
export interface AnsweredRisk {
  risk_reasons: RiskRule[];
  risk_measures: {
    amount_30_days: number;
    bills_that_day: number;
    usual: number | null;
    days_since_joining: number | null;
  };
}

const answered = (measures: RiskMeasures, settings: ProgrammeSettings): AnsweredRisk => ({
  risk_reasons: riskReasonsOf(measures, settings),
  risk_measures: {
    amount_30_days: toRupees(measures.amount_30_days_paise),
    bills_that_day: measures.bills_that_day,
    usual: measures.usual_paise === null ? null : toRupees(measures.usual_paise),
    days_since_joining: measures.days_since_joining,
  },
});

interface MemberBill {
  id: number;
  user: number;
  amount_paise: number;
  date_added: string;
  date_joined: string | null;
}

/**
 * The risk of the kept bills `ids` (a page's), measured by the contract's rules over their
 * members' bills the gateway keeps: one read of the kept copy, none of the upstream.
 */
export function riskOfKeptBills(
  db: Db,
  ids: readonly number[],
  settings: ProgrammeSettings,
): Map<number, AnsweredRisk> {
  if (ids.length === 0) return new Map();
  const bills = db
    .prepare(
      `SELECT b.id, b.user_id AS user, b.amount_paise, b.date_added, m.date_joined
       FROM upstream_bills b LEFT JOIN upstream_members m ON m.id = b.user_id
       WHERE b.user_id IN (SELECT user_id FROM upstream_bills WHERE id IN (SELECT value FROM json_each(?)))`,
    )
    .all(JSON.stringify(ids)) as MemberBill[];
  const joined = new Map<string, number>();
  for (const bill of bills) if (bill.date_joined !== null) joined.set(String(bill.user), Date.parse(bill.date_joined));
  const measured = measureBills(
    bills.map(bill => ({
      id: bill.id,
      user: bill.user,
      amount: toRupees(bill.amount_paise),
      date_added: bill.date_added,
    })),
    joined,
  );
  const risks = new Map<number, AnsweredRisk>();
  for (const id of ids) {
    const measures = measured.get(String(id));
    if (measures) risks.set(id, answered(measures, settings));
  }
  return risks;
}

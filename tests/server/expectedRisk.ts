import type Database from 'better-sqlite3';
import { measureBills, riskReasonsOf, type RiskMeasures } from '@/contract/programme/risk';
import type { ProgrammeSettings } from '@/contract/programme/settings';

interface BillRow {
  id: number;
  user_id: number;
  amount_paise: number;
  date_added: string;
  date_joined: string;
}

/**
 * Every bill's risk measurements worked out in JavaScript by the contract's `measureBills` over
 * every bill in the database, the members' join dates included: what migration 013's SQL should
 * have stored.
 */
export function measuredInJs(db: Database.Database): Map<string, RiskMeasures> {
  const bills = db
    .prepare(
      'SELECT b.id, b.user_id, b.amount_paise, b.date_added, u.date_joined FROM bills b JOIN users u ON u.id = b.user_id',
    )
    .all() as BillRow[];
  return measureBills(
    bills.map(bill => ({
      id: bill.id,
      user: bill.user_id,
      amount: bill.amount_paise / 100,
      date_added: bill.date_added,
      user_list: { id: bill.user_id, date_joined: bill.date_joined },
    })),
  );
}

/** A bill's `risk_reasons` and `risk_measures` as the API should answer them under `settings`. */
export function expectedRisk(measures: RiskMeasures, settings: ProgrammeSettings) {
  return {
    risk_reasons: riskReasonsOf(measures, settings),
    risk_measures: {
      amount_30_days: measures.amount_30_days_paise / 100,
      bills_that_day: measures.bills_that_day,
      usual: measures.usual_paise === null ? null : measures.usual_paise / 100,
      days_since_joining: measures.days_since_joining,
    },
  };
}

/** Measurements as migration 013 stores them on a bill's row. */
export const storedMeasures = (measures: RiskMeasures) => ({
  risk_amount_30_days_paise: measures.amount_30_days_paise,
  risk_bills_that_day: measures.bills_that_day,
  risk_usual_paise: measures.usual_paise,
  risk_days_since_joining: measures.days_since_joining,
});

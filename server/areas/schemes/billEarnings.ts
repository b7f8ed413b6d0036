import type { EarningBreakdown } from '../../../contract/schemes/breakdown';
import { earningChoices, SCHEME_WORDS } from '../../../contract/schemes/input';
import type { Award } from '../../../contract/schemes/scheme';
import type { BillEarnings } from '../../billEarnings';
import type { Db } from '../../db/connection';
import { invalidInput } from '../../errors';
import { schemeBillOf, workOutBill } from './workOut';

const figures = ({ points, cash_paise }: Award) => `${points} PTS, ₹${(cash_paise / 100).toFixed(2)}`;

/** What each scheme gave the bill (its lines' sums), with the version they came from. */
function creditsOf(breakdown: EarningBreakdown) {
  const bySchemes = new Map<number, { version: number } & Award>();
  for (const line of breakdown.lines) {
    const credit = bySchemes.get(line.scheme_id) ?? { version: line.version, points: 0, cash_paise: 0 };
    bySchemes.set(line.scheme_id, {
      ...credit,
      points: credit.points + line.points,
      cash_paise: credit.cash_paise + line.cash_paise,
    });
  }
  return [...bySchemes].filter(([, credit]) => credit.points !== 0 || credit.cash_paise !== 0);
}

/** Records on the bill the breakdown its decision was made with, and what each scheme gave it. */
function recordCredits(db: Db, billId: number, breakdown: EarningBreakdown, at: Date): void {
  db.prepare('UPDATE bills SET earning_breakdown = ? WHERE id = ?').run(JSON.stringify(breakdown), billId);
  const { user_id: userId, user_type: userType } = schemeBillOf(db, billId);
  const insert = db.prepare(
    `INSERT INTO scheme_credits (bill_id, scheme_id, version, user_id, user_type, points, cash_paise, credited_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [schemeId, { version, points, cash_paise }] of creditsOf(breakdown)) {
    insert.run(billId, schemeId, version, userId, userType, points, cash_paise, at.toISOString());
  }
}

/**
 * The schemes' hold on a bill's approval: when a live scheme applies to the bill, figures that
 * differ from the worked-out ones need a reason (400 without), which goes to the audit entry; the
 * decision that credits the bill records its breakdown and what each scheme gave it.
 */
export const schemeBillEarnings: BillEarnings = {
  approvalFields: earningChoices.shape,
  check(db, billId, typed, fields) {
    const { product_matches: matches = {}, earning_reason: reason } = earningChoices.parse(fields);
    const earnings = workOutBill(db, billId, matches);
    if (earnings.lines.length === 0) return undefined;
    const differs = typed.points !== earnings.points || typed.cash_paise !== earnings.cash_paise;
    if (differs && !reason) throw invalidInput({ earning_reason: [SCHEME_WORDS.reason] }, SCHEME_WORDS.reason);
    const breakdown: EarningBreakdown = {
      ...earnings,
      product_matches: matches,
      reason: differs ? (reason ?? null) : null,
    };
    return {
      detail: differs ? `figures differ from the schemes’ (${figures(earnings)}): ${reason}` : undefined,
      credit: at => recordCredits(db, billId, breakdown, at),
    };
  },
};

import type { z } from 'zod';
import type { EarningBreakdown } from '@/contract/schemes/breakdown';
import type { Earnings } from '@/contract/schemes/earnings';
import { earningChoices, SCHEME_WORDS } from '@/contract/schemes/input';
import type { Award } from '@/contract/schemes/scheme';
import type { BillEarnings } from '@/server/billEarnings';
import type { Db } from '@/server/db/connection';
import { invalidInput } from '@/server/errors';
import { schemeBillOf } from './storedBills';
import { catalogueOf, workOutFor, type MemberBill } from './workOut';

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

/** Records what each scheme gave the bill, with its member and their user type then. */
export function insertCredits(db: Db, billId: number, bill: MemberBill, breakdown: EarningBreakdown, at: Date): void {
  const insert = db.prepare(
    `INSERT INTO scheme_credits (bill_id, scheme_id, version, user_id, user_type, points, cash_paise, credited_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [schemeId, { version, points, cash_paise }] of creditsOf(breakdown)) {
    insert.run(billId, schemeId, version, bill.user_id, bill.user_type, points, cash_paise, at.toISOString());
  }
}

/** The approval's choices: products matched by hand, and the reason typed. */
export const choicesOf = (fields: Record<string, unknown>) => earningChoices.parse(fields);

/**
 * Typed figures checked against the worked-out ones: undefined when no scheme applies; else the
 * breakdown to record and, when they differ, the audit entry's words. Figures that differ need a
 * reason (400 without).
 */
export function checkedBreakdown(
  earnings: Earnings,
  typed: Award,
  { product_matches: matches = {}, earning_reason: reason }: z.output<typeof earningChoices>,
): { breakdown: EarningBreakdown; detail?: string } | undefined {
  if (earnings.lines.length === 0) return undefined;
  const differs = typed.points !== earnings.points || typed.cash_paise !== earnings.cash_paise;
  if (differs && !reason) throw invalidInput({ earning_reason: [SCHEME_WORDS.reason] }, SCHEME_WORDS.reason);
  return {
    breakdown: { ...earnings, product_matches: matches, reason: differs ? (reason ?? null) : null },
    detail: differs ? `figures differ from the schemes’ (${figures(earnings)}): ${reason}` : undefined,
  };
}

/**
 * The schemes' hold on a bill's approval: when a live scheme applies to the bill, figures that
 * differ from the worked-out ones need a reason (400 without), which goes to the audit entry; the
 * decision that credits the bill records its breakdown and what each scheme gave it.
 */
export const schemeBillEarnings: BillEarnings = {
  approvalFields: earningChoices.shape,
  check(db, billId, typed, fields) {
    const choices = choicesOf(fields);
    const bill = schemeBillOf(db, billId);
    const checked = checkedBreakdown(workOutFor(db, bill, catalogueOf(db), choices.product_matches), typed, choices);
    if (!checked) return undefined;
    return {
      detail: checked.detail,
      credit: at => {
        db.prepare('UPDATE bills SET earning_breakdown = ? WHERE id = ?').run(
          JSON.stringify(checked.breakdown),
          billId,
        );
        insertCredits(db, billId, bill, checked.breakdown, at);
      },
    };
  },
};

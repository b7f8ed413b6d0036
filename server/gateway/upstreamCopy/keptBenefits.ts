import { toPaise, type Benefits } from '@/contract/programme/tax194r';
import type { Db } from '../../db/connection';

/**
 * A member's credits in a financial year as their transaction history tells them (benefitsInYear),
 * in place of what the gateway had summed: for a bill approved elsewhere, whose figures the
 * upstream's bill answers do not give. Later credits the gateway learns are added to it.
 */
export function keepYearlyBenefits(db: Db, member: number, year: number, benefits: Benefits): void {
  db.prepare(
    `INSERT INTO upstream_yearly_benefits (user_id, financial_year, points, paise) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, financial_year) DO UPDATE SET points = excluded.points, paise = excluded.paise`,
  ).run(member, year, benefits.points, toPaise(benefits.cash));
}

import { totalOf } from './breakdown';
import { workOutEarnings, type Earnings, type EarningsContext, type SchemeBill } from './earnings';
import { NO_AWARD, type Award } from './scheme';

const plus = (a: Award, b: Award): Award => ({ points: a.points + b.points, cash_paise: a.cash_paise + b.cash_paise });

/** What a scheme gives costs its points at the point's value plus its cash, in paise. */
export const costOf = (award: Award, pointValuePaise: number) => award.points * pointValuePaise + award.cash_paise;

/**
 * Works out bills one after another as if each were credited before the next: what each scheme
 * gave a member and what it cost so far carry from bill to bill, so caps per member and budgets
 * bite as they would have, from what was credited before the first bill (`before`).
 */
export function replayBills(
  context: Omit<EarningsContext, 'earned_by_member' | 'spent_paise'>,
  before: {
    earnedBy?: (member: number) => EarningsContext['earned_by_member'];
    spent_paise?: EarningsContext['spent_paise'];
  } = {},
) {
  const byMember = new Map<number, Record<number, Award | undefined>>();
  const spent: Record<number, number | undefined> = { ...before.spent_paise };
  return (bill: SchemeBill, member: number): Earnings => {
    const earned = byMember.get(member) ?? { ...before.earnedBy?.(member) };
    const earnings = workOutEarnings(bill, { ...context, earned_by_member: earned, spent_paise: spent });
    const schemes = new Set(earnings.lines.map(line => line.scheme_id));
    for (const scheme of schemes) {
      const award = totalOf(earnings.lines.filter(line => line.scheme_id === scheme));
      earned[scheme] = plus(earned[scheme] ?? NO_AWARD, award);
      spent[scheme] = (spent[scheme] ?? 0) + costOf(award, context.point_value_paise);
    }
    byMember.set(member, earned);
    return earnings;
  };
}

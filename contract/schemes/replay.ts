import { workOutAmong, type Earnings, type EarningsContext, type SchemeBill } from './earnings';
import { indexedSchemes } from './indexedSchemes';
import { NO_AWARD, type Award } from './scheme';

const plus = (a: Award, b: Award): Award => ({ points: a.points + b.points, cash_paise: a.cash_paise + b.cash_paise });

/** What a scheme gives costs its points at the point's value plus its cash, in paise. */
export const costOf = (award: Award, pointValuePaise: number) => award.points * pointValuePaise + award.cash_paise;

/** What each scheme gives in a bill's breakdown: its lines' sum, by scheme id. */
function bySchemeOf(earnings: Earnings) {
  const byScheme = new Map<number, Award>();
  for (const line of earnings.lines) {
    const sum = byScheme.get(line.scheme_id);
    if (sum) {
      sum.points += line.points;
      sum.cash_paise += line.cash_paise;
    } else byScheme.set(line.scheme_id, { points: line.points, cash_paise: line.cash_paise });
  }
  return byScheme;
}

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
  const schemesFor = indexedSchemes(context.schemes);
  const byMember = new Map<number, Record<number, Award | undefined>>();
  const spent: Record<number, number | undefined> = { ...before.spent_paise };
  return (bill: SchemeBill, member: number): Earnings => {
    const earned = byMember.get(member) ?? { ...before.earnedBy?.(member) };
    const earnings = workOutAmong(schemesFor, bill, {
      catalogue: context.catalogue,
      schemes: context.schemes,
      matches: context.matches,
      point_value_paise: context.point_value_paise,
      earned_by_member: earned,
      spent_paise: spent,
    });
    for (const [scheme, award] of bySchemeOf(earnings)) {
      earned[scheme] = plus(earned[scheme] ?? NO_AWARD, award);
      spent[scheme] = (spent[scheme] ?? 0) + costOf(award, context.point_value_paise);
    }
    byMember.set(member, earned);
    return earnings;
  };
}

import type { BreakdownLine, CapKind, FromScheme } from './breakdown';
import type { Award, Limit, SchemeCaps } from './scheme';

/** What a scheme's caps weigh a bill's earnings against. */
export interface CapsSoFar {
  /** What the member already earned under the scheme in its period, before this bill. */
  earned_by_member: Award;
  /** What the scheme already cost, in paise. */
  spent_paise: number;
  /** A point's value, in whole paise. */
  point_value_paise: number;
}

const upTo = (figure: number, limit: number | undefined) => (limit === undefined ? figure : Math.min(figure, limit));

const within = (award: Award, limit: Limit): Award => ({
  points: upTo(award.points, limit.points),
  cash_paise: upTo(award.cash_paise, limit.cash_paise),
});

const leftOf = (limit: Limit, used: Award): Limit => ({
  points: limit.points === undefined ? undefined : Math.max(0, limit.points - used.points),
  cash_paise: limit.cash_paise === undefined ? undefined : Math.max(0, limit.cash_paise - used.cash_paise),
});

/** What is left of the budget pays the points first (as many whole points as it buys), then the cash. */
function withinBudget(award: Award, leftPaise: number, pointValuePaise: number): Award {
  const points = pointValuePaise > 0 ? Math.min(award.points, Math.floor(leftPaise / pointValuePaise)) : award.points;
  return { points, cash_paise: Math.min(award.cash_paise, leftPaise - points * pointValuePaise) };
}

/** The award cut to `allowed`, with a `cap` line in `lines` when the cap cut it. */
function cutTo(award: Award, allowed: Award, cap: CapKind, lines: BreakdownLine[], from: FromScheme): Award {
  if (allowed.points === award.points && allowed.cash_paise === award.cash_paise) return award;
  lines.push({
    scheme_id: from.scheme_id,
    scheme_name: from.scheme_name,
    version: from.version,
    kind: 'cap',
    cap,
    allowed,
    of: award,
    points: allowed.points - award.points,
    cash_paise: allowed.cash_paise - award.cash_paise,
  });
  return allowed;
}

/**
 * A scheme's earnings on a bill cut by its caps, in turn: per bill, per member, then the budget;
 * with a `cap` line for each cap that cut them.
 */
export function applyCaps(earned: Award, caps: SchemeCaps, soFar: CapsSoFar, from: FromScheme) {
  const { per_bill: perBill, per_member: perMember, budget_paise: budgetPaise } = caps;
  const lines: BreakdownLine[] = [];
  let award = earned;
  if (perBill) award = cutTo(award, within(award, perBill), 'per_bill', lines, from);
  if (perMember) {
    award = cutTo(award, within(award, leftOf(perMember, soFar.earned_by_member)), 'per_member', lines, from);
  }
  if (budgetPaise !== undefined) {
    const leftPaise = Math.max(0, budgetPaise - soFar.spent_paise);
    award = cutTo(award, withinBudget(award, leftPaise, soFar.point_value_paise), 'budget', lines, from);
  }
  return { award, lines };
}

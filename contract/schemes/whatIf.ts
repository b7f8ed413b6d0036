import { totalOf, type BreakdownLine } from './breakdown';
import type { EarningsContext, SchemeBill } from './earnings';
import { costOf, replayBills } from './replay';
import { NO_AWARD, type Award, type Scheme } from './scheme';

/** A past bill as "What if" replays it: the bill, and the member it would have paid. */
export interface WhatIfBill extends SchemeBill {
  member_id: number;
  member_name: string;
}

export interface MemberPaid extends Award {
  member_id: number;
  member_name: string;
  bills: number;
  cost_paise: number;
}

export interface WhatIfResult extends Award {
  /** The bills replayed, and those the scheme would have paid something on. */
  bills: number;
  bills_paid: number;
  cost_paise: number;
  /** What the scheme's bills would no longer have had from the best-of scheme it outdid. */
  in_place_of: Award;
  /** The members it would have paid most, most first. */
  top_members: MemberPaid[];
}

const TOP_MEMBERS = 10;

const plus = (a: Award, b: Award): Award => ({ points: a.points + b.points, cash_paise: a.cash_paise + b.cash_paise });

/** The outdone scheme that would have counted had `scheme` not outdone it: the one giving most. */
function outdoneBy(scheme: Scheme, lines: readonly BreakdownLine[]): Award {
  const mine = lines.filter(line => line.scheme_id === scheme.id);
  const counted = mine.some(line => line.kind === 'per_unit' || line.kind === 'per_hundred_rupees');
  if (!counted) return NO_AWARD;
  return lines.reduce<Award>((best, line) => {
    if (line.kind !== 'outdone' || line.scheme_id === scheme.id) return best;
    const gives = line.would_give;
    return (gives.points - best.points || gives.cash_paise - best.cash_paise) > 0 ? gives : best;
  }, NO_AWARD);
}

/**
 * Replays past bills, oldest invoice first, with `scheme` live beside the live ones: what the
 * scheme itself would have given (its caps weighed as the bills go, per member and its budget),
 * and whom. `add` one bill at a time lets a caller keep each step short.
 */
export function whatIf(scheme: Scheme, context: Omit<EarningsContext, 'earned_by_member' | 'spent_paise'>) {
  const workOut = replayBills({
    ...context,
    schemes: [...context.schemes.filter(each => each.id !== scheme.id), scheme],
  });
  const byMember = new Map<number, MemberPaid>();
  let total: Award = NO_AWARD;
  let inPlaceOf: Award = NO_AWARD;
  let bills = 0;
  let billsPaid = 0;
  return {
    add(bill: WhatIfBill) {
      bills += 1;
      const earnings = workOut(bill, bill.member_id);
      const award = totalOf(earnings.lines.filter(line => line.scheme_id === scheme.id));
      if (award.points === 0 && award.cash_paise === 0) return;
      billsPaid += 1;
      total = plus(total, award);
      inPlaceOf = plus(inPlaceOf, outdoneBy(scheme, earnings.lines));
      const paid = byMember.get(bill.member_id) ?? {
        member_id: bill.member_id,
        member_name: bill.member_name,
        bills: 0,
        ...NO_AWARD,
        cost_paise: 0,
      };
      byMember.set(bill.member_id, {
        ...paid,
        ...plus(paid, award),
        bills: paid.bills + 1,
        cost_paise: paid.cost_paise + costOf(award, context.point_value_paise),
      });
    },
    result(): WhatIfResult {
      const top = [...byMember.values()]
        .sort((a, b) => b.cost_paise - a.cost_paise || a.member_id - b.member_id)
        .slice(0, TOP_MEMBERS);
      return {
        ...total,
        bills,
        bills_paid: billsPaid,
        cost_paise: costOf(total, context.point_value_paise),
        in_place_of: inPlaceOf,
        top_members: top,
      };
    },
  };
}

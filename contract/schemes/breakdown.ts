import type { Award } from './scheme';

/**
 * The scheme and version a breakdown line comes from. A line names these fields one by one: an
 * object spread followed by more fields takes V8's slow path, some hundred times slower.
 */
export interface FromScheme {
  scheme_id: number;
  scheme_name: string;
  version: number;
}

/**
 * What a scheme puts in a bill's breakdown. A line's `points` and `cash_paise` are what it adds
 * to the bill's figures (a cap's are negative, an outdone scheme's 0): the lines sum to them.
 */
export type SchemeLine = Award &
  (
    | /** "3 × Royale 20 L at 150 PTS, Monsoon scheme: 450 PTS" */ {
        kind: 'per_unit';
        product_id: number;
        product_name: string;
        units: number;
        points_per_unit: number;
        cash_paise_per_unit: number;
      }
    | /** "12 × ₹100 at 5 PTS, Base scheme: 60 PTS" */ {
        kind: 'per_hundred_rupees';
        hundreds: number;
        points_per_hundred: number;
      }
    | /** "Diwali × 2: 900 PTS" (the extra, over 900 PTS covered) */ {
        kind: 'multiplier';
        hundredths: number;
        covered_points: number;
      }
    | /** "Monsoon scheme not counted: Festival gives more" (only the best of the best-of schemes counts) */ {
        kind: 'outdone';
        /** The best-of scheme counted instead. */
        outdone_by: { scheme_id: number; scheme_name: string };
        would_give: Award;
      }
    | /** "Cap per member reached: 200 PTS of 900" */ {
        kind: 'cap';
        cap: CapKind;
        allowed: Award;
        of: Award;
      }
  );

export type CapKind = 'per_bill' | 'per_member' | 'budget';

/** One line of a bill's breakdown, with the scheme and version it comes from. */
export type BreakdownLine = FromScheme & SchemeLine;

export function totalOf(awards: readonly Award[]): Award {
  const sum = { points: 0, cash_paise: 0 };
  for (const award of awards) {
    sum.points += award.points;
    sum.cash_paise += award.cash_paise;
  }
  return sum;
}

/**
 * What a bill's decision was made with (`earning_breakdown` on the bill): the schemes' figures and
 * lines then, the product lines no product matched, the products an administrator matched, and
 * why the approved figures differ from the schemes' (null when they do not).
 */
export interface EarningBreakdown extends Award {
  lines: BreakdownLine[];
  unmatched: string[];
  product_matches: Record<string, number>;
  reason: string | null;
}

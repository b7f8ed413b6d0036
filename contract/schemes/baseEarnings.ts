import type { BreakdownLine, FromScheme } from './breakdown';
import type { MatchedLine, SchemeProduct } from './matchProducts';
import type { PerUnitRule, SchemeVersion } from './scheme';
import { keysCovering } from './targets';
import { rulesOf } from './versionRules';

/** A base earnings line, with the product it was earned on (none for the bill's amount). */
export interface BaseLine {
  line: BreakdownLine;
  product?: SchemeProduct;
}

/** Of a version's per-unit rules covering the product, the narrowest (the first listed of equals): a unit earns once. */
function narrowestRule(byTarget: Map<string, PerUnitRule>, product: SchemeProduct) {
  for (const key of keysCovering(product)) {
    const rule = byTarget.get(key);
    if (rule) return rule;
  }
  return undefined;
}

/** What a version's per-unit and per-₹100 rules give a bill of `hundreds` whole ₹100 and the matched lines. */
export function baseEarnings(
  version: SchemeVersion,
  from: FromScheme,
  matched: readonly MatchedLine[],
  hundreds: number,
): BaseLine[] {
  const { perUnit, perHundredRupees } = rulesOf(version);
  const earned: BaseLine[] = [];
  for (const { product, units } of matched) {
    const rule = narrowestRule(perUnit, product);
    if (!rule || units === 0) continue;
    earned.push({
      product,
      line: {
        scheme_id: from.scheme_id,
        scheme_name: from.scheme_name,
        version: from.version,
        kind: 'per_unit',
        product_id: product.id,
        product_name: product.name,
        units,
        points_per_unit: rule.points,
        cash_paise_per_unit: rule.cash_paise,
        points: units * rule.points,
        cash_paise: units * rule.cash_paise,
      },
    });
  }
  for (const rule of perHundredRupees) {
    if (hundreds === 0) continue;
    earned.push({
      line: {
        scheme_id: from.scheme_id,
        scheme_name: from.scheme_name,
        version: from.version,
        kind: 'per_hundred_rupees',
        hundreds,
        points_per_hundred: rule.points,
        points: hundreds * rule.points,
        cash_paise: 0,
      },
    });
  }
  return earned;
}

import type { SchemeLine } from './breakdown';
import type { BaseLine } from './baseEarnings';
import type { ProductTarget, SchemeVersion } from './scheme';
import { keysCovering, targetKey } from './targets';
import { rulesOf } from './versionRules';

/** Points by what covers them: `bill` for all, and each target key (contract/schemes/targets.ts). */
export type PointsCovered = Map<string, number>;

const BILL = 'bill';

/** The points of base lines by each target covering them, and in all. */
export function pointsCovered(base: readonly BaseLine[]): PointsCovered {
  const covered: PointsCovered = new Map();
  const add = (key: string, points: number) => covered.set(key, (covered.get(key) ?? 0) + points);
  for (const { line, product } of base) {
    add(BILL, line.points);
    if (product) for (const key of keysCovering(product)) add(key, line.points);
  }
  return covered;
}

const pointsOver = (covered: PointsCovered, over: ProductTarget | 'bill') =>
  covered.get(over === 'bill' ? BILL : targetKey(over)) ?? 0;

/**
 * A version's multipliers over the counted base earnings of the other schemes (all counted minus
 * its own): each rule adds ×(hundredths − 100)/100 of the points on the lines it covers, rounded
 * down. Each rule counts on its own: two multipliers over a line each add their extra, they do
 * not compound.
 */
export function multiplierLines(version: SchemeVersion, counted: PointsCovered, own: PointsCovered): SchemeLine[] {
  return rulesOf(version).multipliers.flatMap(rule => {
    const covered = pointsOver(counted, rule.over) - pointsOver(own, rule.over);
    if (covered === 0) return [];
    const points = Math.floor((covered * Math.max(0, rule.hundredths - 100)) / 100);
    return [{ kind: 'multiplier', hundredths: rule.hundredths, covered_points: covered, points, cash_paise: 0 }];
  });
}

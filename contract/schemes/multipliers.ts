import type { BreakdownLine, FromScheme } from './breakdown';
import type { BaseLine } from './baseEarnings';
import type { SchemeVersion } from './scheme';
import { BILL_KEY, keysCovering } from './targets';
import { rulesOf } from './versionRules';

/** Points by what covers them: `bill` for all, and each target key (contract/schemes/targets.ts). */
export type PointsCovered = Map<string, number>;

/** The points of base lines by each target covering them, and in all. */
export function pointsCovered(base: readonly BaseLine[]): PointsCovered {
  const covered: PointsCovered = new Map();
  const add = (key: string, points: number) => covered.set(key, (covered.get(key) ?? 0) + points);
  for (const { line, product } of base) {
    add(BILL_KEY, line.points);
    if (product) for (const key of keysCovering(product)) add(key, line.points);
  }
  return covered;
}

/**
 * A version's multipliers over the counted base earnings of the other schemes (all counted minus
 * its own base lines, `own`): each rule adds ×(hundredths − 100)/100 of the points on the lines it
 * covers, rounded down. Each rule counts on its own: two multipliers over a line each add their
 * extra, they do not compound.
 */
export function multiplierLines(
  version: SchemeVersion,
  from: FromScheme,
  counted: PointsCovered,
  own: readonly BaseLine[],
): BreakdownLine[] {
  const { multipliers } = rulesOf(version);
  const lines: BreakdownLine[] = [];
  if (multipliers.length === 0) return lines;
  const ownCovered = pointsCovered(own);
  for (const { rule, over } of multipliers) {
    const covered = (counted.get(over) ?? 0) - (ownCovered.get(over) ?? 0);
    if (covered === 0) continue;
    const points = Math.floor((covered * Math.max(0, rule.hundredths - 100)) / 100);
    lines.push({
      scheme_id: from.scheme_id,
      scheme_name: from.scheme_name,
      version: from.version,
      kind: 'multiplier',
      hundredths: rule.hundredths,
      covered_points: covered,
      points,
      cash_paise: 0,
    });
  }
  return lines;
}

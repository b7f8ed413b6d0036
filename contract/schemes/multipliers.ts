import type { SchemeLine } from './breakdown';
import type { BaseLine } from './baseEarnings';
import type { SchemeVersion } from './scheme';
import { covers } from './targets';

/**
 * A version's multipliers over the counted base earnings of the other schemes: each rule adds
 * ×(hundredths − 100)/100 of the points on the lines it covers, rounded down. Each rule counts
 * on its own: two multipliers over a line each add their extra, they do not compound.
 */
export const multiplierLines = (version: SchemeVersion, othersCounted: readonly BaseLine[]): SchemeLine[] =>
  version.rules.flatMap(rule => {
    if (rule.kind !== 'multiplier') return [];
    const { over } = rule;
    const covered = othersCounted
      .filter(({ product }) => over === 'bill' || (product !== undefined && covers(over, product)))
      .reduce((sum, { line }) => sum + line.points, 0);
    if (covered === 0) return [];
    const points = Math.floor((covered * Math.max(0, rule.hundredths - 100)) / 100);
    return [{ kind: 'multiplier', hundredths: rule.hundredths, covered_points: covered, points, cash_paise: 0 }];
  });

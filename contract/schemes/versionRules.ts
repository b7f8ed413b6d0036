import type { MultiplierRule, PerHundredRupeesRule, PerUnitRule, SchemeVersion } from './scheme';
import { overKey, targetKey } from './targets';

/** A multiplier with the key of the points it is over (contract/schemes/targets.ts). */
export interface KeyedMultiplier {
  rule: MultiplierRule;
  over: string;
}

/** A version's rules sorted by kind, per-unit ones by the target they cover (the first listed of equals). */
export interface VersionRules {
  perUnit: Map<string, PerUnitRule>;
  perHundredRupees: PerHundredRupeesRule[];
  multipliers: KeyedMultiplier[];
}

/** Built once per version: a product table may hold thousands of rules, and every bill reads them. */
const sorted = new WeakMap<SchemeVersion, VersionRules>();

export function rulesOf(version: SchemeVersion): VersionRules {
  let rules = sorted.get(version);
  if (!rules) {
    rules = { perUnit: new Map(), perHundredRupees: [], multipliers: [] };
    for (const rule of version.rules) {
      if (rule.kind === 'per_hundred_rupees') rules.perHundredRupees.push(rule);
      else if (rule.kind === 'multiplier') rules.multipliers.push({ rule, over: overKey(rule.over) });
      else if (!rules.perUnit.has(targetKey(rule.target))) rules.perUnit.set(targetKey(rule.target), rule);
    }
    sorted.set(version, rules);
  }
  return rules;
}

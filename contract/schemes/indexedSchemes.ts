import type { InForce, SchemesFor } from './earnings';
import { holdsDay, holdsMember, versionInForce } from './inForce';
import type { Scheme, SchemeVersion } from './scheme';
import { BILL_KEY, keysCovering } from './targets';
import { rulesOf } from './versionRules';

/** The schemes in force on a day, by rank (their place in id order), and the ranks every bill of the day meets. */
interface DaySchemes {
  inForce: Array<InForce | undefined>;
  everyBill: number[];
}

/** Whether a version may give a line to a bill whatever its products: per ₹100, over the whole bill, or best-of with a multiplier. */
function meetsEveryBill(version: SchemeVersion) {
  const { perHundredRupees, multipliers } = rulesOf(version);
  return (
    perHundredRupees.length > 0 ||
    multipliers.some(each => each.over === BILL_KEY) ||
    (version.stacking === 'best_of' && multipliers.length > 0)
  );
}

/** The ranks of the schemes with a version whose per-unit rules or multipliers are over each target key. */
function ranksByTarget(byId: readonly Scheme[]) {
  const byTarget = new Map<string, number[]>();
  byId.forEach((scheme, rank) => {
    for (const version of scheme.versions) {
      const { perUnit, multipliers } = rulesOf(version);
      for (const key of [...perUnit.keys(), ...multipliers.map(each => each.over)]) {
        const ranks = byTarget.get(key) ?? [];
        if (ranks.at(-1) !== rank) ranks.push(rank);
        byTarget.set(key, ranks);
      }
    }
  });
  return byTarget;
}

/**
 * Finds a bill's schemes by its day and its products' targets rather than looking at each, for
 * a replay of many bills: a scheme of another audience, or with no per-₹100 rule, nothing over
 * the whole bill, no best-of multiplier and no rule over any of the bill's products, brands or
 * categories, earns nothing on it and multiplies nothing of it (and a cap, its limits 0 or more,
 * cuts nothing from nothing).
 */
export function indexedSchemes(schemes: readonly Scheme[]): SchemesFor {
  const byId = [...schemes].sort((a, b) => a.id - b.id);
  const byTarget = ranksByTarget(byId);
  const days = new Map<string, DaySchemes>();
  const daySchemes = (day: string) => {
    let found = days.get(day);
    if (!found) {
      const inForce = byId.map(scheme => {
        const version = versionInForce(scheme, day);
        return version && holdsDay(version, day) ? { scheme, version } : undefined;
      });
      const everyBill = inForce.flatMap((each, rank) => (each && meetsEveryBill(each.version) ? [rank] : []));
      found = { inForce, everyBill };
      days.set(day, found);
    }
    return found;
  };
  // By rank, the number of the last bill that met the scheme.
  const metBy = new Uint32Array(byId.length);
  let bill = 0;
  return ({ day, member, matched }) => {
    const { inForce, everyBill } = daySchemes(day);
    bill += 1;
    for (const rank of everyBill) metBy[rank] = bill;
    for (const { product } of matched) {
      for (const key of keysCovering(product)) for (const rank of byTarget.get(key) ?? []) metBy[rank] = bill;
    }
    const found: InForce[] = [];
    for (let rank = 0; rank < byId.length; rank += 1) {
      const each = inForce[rank];
      if (metBy[rank] === bill && each && holdsMember(each.version, member)) found.push(each);
    }
    return found;
  };
}

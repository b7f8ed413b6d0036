/**
 * A scheme: the programme's rules for what a bill earns. A live scheme is never
 * edited in place: a change is a new version from a date, and a bill is worked out with the
 * version in force on its invoice date. Days are YYYY-MM-DD in India's time; money is whole
 * paise and points are whole.
 */

/** Points and cash in paise, both whole. */
export interface Award {
  points: number;
  cash_paise: number;
}

export const NO_AWARD: Readonly<Award> = { points: 0, cash_paise: 0 };

/** What a rule covers: one product, or any product of a brand or of a category (ids of the catalogue). */
export type ProductTarget = { product: number } | { brand: number } | { category: number };

/** So many points and/or paise for each whole unit of the products the target covers. */
export interface PerUnitRule extends Award {
  kind: 'per_unit';
  target: ProductTarget;
}

/** So many points for each whole ₹100 of the bill's amount: ₹1,250.75 is 12 hundreds. */
export interface PerHundredRupeesRule {
  kind: 'per_hundred_rupees';
  points: number;
}

/**
 * ×`hundredths`/100 (200 is ×2) over the points the other schemes counted on the bill earn on
 * the target's lines, or on the whole bill (per-₹100 points too). Points only: cash is never
 * multiplied. The extra is this scheme's own earnings, so its caps limit it.
 */
export interface MultiplierRule {
  kind: 'multiplier';
  over: ProductTarget | 'bill';
  hundredths: number;
}

export type SchemeRule = PerUnitRule | PerHundredRupeesRule | MultiplierRule;

/** A limit on points and on paise; an absent figure is no limit. */
export type Limit = Partial<Award>;

export interface SchemeCaps {
  /** On what the scheme gives one bill. */
  per_bill?: Limit;
  /** On what the scheme gives one member over its period, this bill included. */
  per_member?: Limit;
  /** On what the whole scheme gives, points valued at the point's value, in paise. */
  budget_paise?: number;
}

/** `adds` counts with every other scheme; among `best_of` schemes only the one giving the most counts. */
export type Stacking = 'adds' | 'best_of';

export interface SchemeVersion {
  /** 1, 2, …: the order versions were made in. */
  version: number;
  /** The first invoice day this version applies to, until a later version's. */
  valid_from: string;
  /** The scheme's period, both days inclusive. */
  starts_on: string;
  ends_on: string;
  /** Who it applies to; empty is everyone. */
  user_types: string[];
  firm_types: string[];
  states: Array<number | string>;
  stacking: Stacking;
  rules: SchemeRule[];
  caps: SchemeCaps;
}

export interface Scheme {
  id: number;
  name: string;
  versions: SchemeVersion[];
}

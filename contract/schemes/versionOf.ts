import type { SchemeTerms } from './input';
import type { SchemeCaps, SchemeRule, SchemeVersion } from './scheme';

/** The terms as the rules take them (apart from the input rules, so that the rules load without zod). */
export const versionOf = (version: number, valid_from: string, schemeTerms: SchemeTerms): SchemeVersion => ({
  version,
  valid_from,
  ...schemeTerms,
  rules: schemeTerms.rules as SchemeRule[],
  caps: schemeTerms.caps as SchemeCaps,
});

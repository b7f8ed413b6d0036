import type { Rate } from './rateSheet';
import { emptyRule, type RuleValues } from '../form/schemeFormValues';

/** A rule as the new form starts it: per unit, nothing chosen or typed. */
const untouched = (rule: RuleValues) =>
  rule.kind === 'per_unit' && !rule.target && rule.points.trim() === '' && rule.cash.trim() === '';

const isProductRule = (rule: RuleValues, productId: number) =>
  rule.kind === 'per_unit' && rule.over === 'product' && rule.target?.id === productId;

/**
 * The form's rules with the sheet's rates put in: a product's per-unit rule takes its new points
 * and cash, other products get a rule each, and a rule left untouched goes.
 */
export function applyRates(rules: RuleValues[], rates: Rate[]): RuleValues[] {
  const next = rules.filter(rule => !untouched(rule));
  for (const { product, points, cash_paise } of rates) {
    const figures = { points: points ? String(points) : '', cash: cash_paise ? (cash_paise / 100).toFixed(2) : '' };
    const index = next.findIndex(rule => isProductRule(rule, product.id));
    if (index >= 0) next[index] = { ...next[index], ...figures };
    else next.push({ ...emptyRule('per_unit'), target: { id: product.id, name: product.name }, ...figures });
  }
  return next;
}

/** The form's per-unit rules of one product each, as a rates sheet lists them. */
export const productRules = (rules: RuleValues[]) =>
  rules.filter(
    (rule): rule is RuleValues & { target: NonNullable<RuleValues['target']> } =>
      rule.kind === 'per_unit' && rule.over === 'product' && rule.target !== null,
  );

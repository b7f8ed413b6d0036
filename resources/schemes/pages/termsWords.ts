import type { SchemeTerms } from '@/contract/schemes/input';
import type { Limit, ProductTarget, SchemeCaps, SchemeRule } from '@/contract/schemes/scheme';
import { formatDate } from '@/src/lib/format';
import { awardText, factorText, pointsText, rupeesOfPaise } from '../earnings/awardWords';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Names of the terms' lookups: user types, firm types and states by their keys and ids. */
export interface TermsNames {
  target: (target: ProductTarget) => string;
  userType?: (key: string) => string;
  firmType?: (key: string) => string;
  state?: (id: number | string) => string;
}

/**
 * A version's terms in plain words, a sentence each: its period, whom it is for, how it stacks,
 * each rule ("150 PTS per unit of Royale 20 L."), and each cap.
 */
export function termsWords(terms: SchemeTerms, names: TermsNames, translate: Translate): string[] {
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const both = (first: string | undefined, second: string | undefined) =>
    first && second ? t('and', { first, second }) : (first ?? second ?? '');
  const targetWords = (target: ProductTarget | 'bill') => {
    if (target === 'bill') return t('target_bill_words');
    const [kind] = Object.keys(target);
    return t(`target_${kind}_words`, { name: names.target(target) });
  };
  const ruleWords = (rule: SchemeRule) => {
    switch (rule.kind) {
      case 'per_unit':
        return t('rule_per_unit', { award: awardText(rule), target: targetWords(rule.target) });
      case 'per_hundred_rupees':
        return t('rule_per_hundred', { points: pointsText(rule.points) });
      case 'multiplier':
        return t('rule_multiplier', { factor: factorText(rule.hundredths), target: targetWords(rule.over) });
    }
  };
  const limitWords = (limit: Limit | undefined) =>
    limit &&
    both(
      limit.points === undefined ? undefined : pointsText(limit.points),
      limit.cash_paise === undefined ? undefined : rupeesOfPaise(limit.cash_paise),
    );
  const listOf = (
    key: string,
    values: readonly (string | number)[],
    name = (value: string | number) => String(value),
  ) => (values.length ? t(key, { list: values.map(name).join(', ') }) : undefined);
  const audience = [
    listOf('terms_user_types', terms.user_types, key => names.userType?.(String(key)) ?? String(key)),
    listOf('terms_firm_types', terms.firm_types, key => names.firmType?.(String(key)) ?? String(key)),
    listOf('terms_states', terms.states, id => names.state?.(id) ?? String(id)),
  ].filter((part): part is string => part !== undefined);
  const caps = terms.caps as SchemeCaps;
  const perBill = limitWords(caps.per_bill);
  const perMember = limitWords(caps.per_member);
  return [
    t('terms_period', { start: formatDate(terms.starts_on), end: formatDate(terms.ends_on) }),
    audience.length ? t('terms_audience', { who: audience.join('; ') }) : t('terms_everyone'),
    t(terms.stacking === 'best_of' ? 'terms_best_of' : 'terms_adds'),
    ...(terms.rules as SchemeRule[]).map(ruleWords),
    ...(perBill ? [t('cap_per_bill_words', { limit: perBill })] : []),
    ...(perMember ? [t('cap_per_member_words', { limit: perMember })] : []),
    ...(caps.budget_paise ? [t('cap_budget_words', { budget: rupeesOfPaise(caps.budget_paise) })] : []),
  ];
}

import type { SchemeTerms } from '@/contract/schemes/input';
import type { ProductTarget, SchemeCaps, SchemeRule, Stacking } from '@/contract/schemes/scheme';

/** What a rule covers, as the form picks it. */
export type TargetKind = 'product' | 'brand' | 'category';

/** A product, brand or category a rule names: its id, and its name to show. */
export interface TargetChoice {
  id: number;
  name: string;
}

/** A rule as typed: rupees for cash, × for a multiplier. */
export interface RuleValues {
  kind: SchemeRule['kind'];
  /** What a per-unit rule is for, or what a multiplier is over ('bill': the whole bill). */
  over: TargetKind | 'bill';
  target: TargetChoice | null;
  points: string;
  /** Rupees, at most two decimals. */
  cash: string;
  /** ×: 2 doubles. */
  factor: string;
}

/** The caps as typed, each empty for none: points, and rupees. */
export interface CapValues {
  per_bill_points: string;
  per_bill_cash: string;
  per_member_points: string;
  per_member_cash: string;
  budget: string;
}

/** A version's terms as the form holds them. */
export interface TermsValues {
  starts_on: string;
  ends_on: string;
  user_types: string[];
  firm_types: string[];
  states: number[];
  stacking: Stacking;
  rules: RuleValues[];
  caps: CapValues;
}

export interface SchemeValues extends TermsValues {
  name: string;
}

export const emptyRule = (kind: SchemeRule['kind'] = 'per_unit'): RuleValues => ({
  kind,
  over: kind === 'multiplier' ? 'bill' : 'product',
  target: null,
  points: '',
  cash: '',
  factor: '',
});

export const emptyTerms = (): TermsValues => ({
  starts_on: '',
  ends_on: '',
  user_types: [],
  firm_types: [],
  states: [],
  stacking: 'adds',
  rules: [emptyRule()],
  caps: { per_bill_points: '', per_bill_cash: '', per_member_points: '', per_member_cash: '', budget: '' },
});

const RUPEES = /^\d{1,8}(\.\d{1,2})?$/;

/** Rupees as typed, in paise; blank is undefined; anything else is kept for the rules to refuse. */
export function paiseOf(rupees: string): number | string | undefined {
  const text = rupees.trim();
  if (text === '') return undefined;
  return RUPEES.test(text) ? Math.round(Number(text) * 100) : text;
}

/** Whether rupees as typed are blank or rupees with at most two decimals. */
export const rupeesReadable = (rupees: string) => rupees.trim() === '' || RUPEES.test(rupees.trim());

/** × as typed, in hundredths: 2 is 200; blank is undefined, anything else NaN (the rules refuse both). */
export function hundredthsOf(factor: string): number | undefined {
  const text = factor.trim();
  if (text === '') return undefined;
  return /^\d{1,4}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
}

/** A whole figure as typed: its number when it is digits, blank as undefined, anything else kept for the rules to refuse. */
function figureOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const targetOf = (over: RuleValues['over'], target: TargetChoice | null): ProductTarget | 'bill' =>
  over === 'bill' ? 'bill' : ({ [over]: target?.id } as ProductTarget);

/** A rule as the API takes it (contract/schemes/input.ts): cash in paise, a multiplier in hundredths. */
function ruleBody(rule: RuleValues): Record<string, unknown> {
  switch (rule.kind) {
    case 'per_unit':
      return {
        kind: 'per_unit',
        target: targetOf(rule.over === 'bill' ? 'product' : rule.over, rule.target),
        points: figureOf(rule.points) ?? 0,
        cash_paise: paiseOf(rule.cash) ?? 0,
      };
    case 'per_hundred_rupees':
      return { kind: 'per_hundred_rupees', points: figureOf(rule.points) };
    case 'multiplier':
      return { kind: 'multiplier', over: targetOf(rule.over, rule.target), hundredths: hundredthsOf(rule.factor) };
  }
}

const limitBody = (points: string, cash: string) => {
  const limit = { points: figureOf(points), cash_paise: paiseOf(cash) };
  return limit.points === undefined && limit.cash_paise === undefined ? undefined : limit;
};

/** The terms as the API takes them (`terms` of schemeDraft and schemeNewVersion). */
export const termsBody = (values: TermsValues) => ({
  starts_on: values.starts_on,
  ends_on: values.ends_on,
  user_types: values.user_types,
  firm_types: values.firm_types,
  states: values.states,
  stacking: values.stacking,
  rules: values.rules.map(ruleBody),
  caps: {
    per_bill: limitBody(values.caps.per_bill_points, values.caps.per_bill_cash),
    per_member: limitBody(values.caps.per_member_points, values.caps.per_member_cash),
    budget_paise: paiseOf(values.caps.budget),
  },
});

/** A new scheme as the API takes it (schemeDraft). */
export const schemeDraftBody = ({ name, ...terms }: SchemeValues) => ({ name: name.trim(), terms: termsBody(terms) });

/** A version's terms back in the form, to draft a new version from them. */
export function termsValues(terms: SchemeTerms, names: (target: ProductTarget) => string): TermsValues {
  const rupees = (paise: number | undefined) => (paise === undefined ? '' : (paise / 100).toFixed(2));
  const figure = (value: number | undefined) => (value === undefined ? '' : String(value));
  const caps = terms.caps as SchemeCaps;
  const choiceOf = (target: ProductTarget): Pick<RuleValues, 'over' | 'target'> => {
    const [over, id] = Object.entries(target)[0] as [TargetKind, number];
    return { over, target: { id, name: names(target) } };
  };
  return {
    starts_on: terms.starts_on,
    ends_on: terms.ends_on,
    user_types: [...terms.user_types],
    firm_types: [...terms.firm_types],
    states: terms.states.map(Number),
    stacking: terms.stacking,
    rules: (terms.rules as SchemeRule[]).map(rule => {
      const blank = emptyRule(rule.kind);
      if (rule.kind === 'per_unit')
        return {
          ...blank,
          ...choiceOf(rule.target),
          points: rule.points ? String(rule.points) : '',
          cash: rule.cash_paise ? rupees(rule.cash_paise) : '',
        };
      if (rule.kind === 'per_hundred_rupees') return { ...blank, points: String(rule.points) };
      return {
        ...blank,
        ...(rule.over === 'bill' ? {} : choiceOf(rule.over)),
        factor: String(rule.hundredths / 100),
      };
    }),
    caps: {
      per_bill_points: figure(caps.per_bill?.points),
      per_bill_cash: rupees(caps.per_bill?.cash_paise),
      per_member_points: figure(caps.per_member?.points),
      per_member_cash: rupees(caps.per_member?.cash_paise),
      budget: rupees(caps.budget_paise),
    },
  };
}

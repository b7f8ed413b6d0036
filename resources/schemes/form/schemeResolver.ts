import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

const RULE_FIELDS: Record<string, string> = {
  points: 'points',
  cash_paise: 'cash',
  hundredths: 'factor',
  target: 'target',
  over: 'target',
};

/**
 * The form's field of a problem the API's rules find at `path` of the body it sends: a rule's
 * `cash_paise` is its cash in rupees, a multiplier's `hundredths` its ×, a cap's `per_bill.points`
 * the form's `per_bill_points`; the terms' fields sit at the form's top.
 */
export function fieldOfBodyPath(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  const [section, index, field] = first === 'terms' ? rest : [first, ...rest];
  if (section === 'rules') {
    if (index === undefined) return 'rules';
    return `rules.${index}.${RULE_FIELDS[field ?? ''] ?? 'kind'}`;
  }
  if (section === 'caps' && index !== undefined) {
    if (index === 'budget_paise') return 'caps.budget';
    return `caps.${index}_${field === 'cash_paise' ? 'cash' : 'points'}`;
  }
  return section ?? 'root';
}

/**
 * A resolver that checks what the form would send (`toBody` of its values) with one of the
 * contract's schemas, so the server's rules and words apply before anything is sent, and puts each
 * problem under the field typed for it; `ownProblems` adds what only the form's values show
 * (rupees that are not rupees, a target not chosen).
 */
export function bodyResolver<V extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  ownProblems: (values: V) => Record<string, string>,
): Resolver<V> {
  return async (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    const result = await schema.safeParseAsync(toBody(values));
    for (const issue of result.error?.issues ?? []) {
      errors[fieldOfBodyPath(issue.path)] ??= { type: issue.code, message: issue.message };
    }
    for (const [field, message] of Object.entries(ownProblems(values))) errors[field] = { type: 'form', message };
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

import { rupeesReadable, type TermsValues } from './schemeFormValues';

/** What the terms' rules cannot see of the form's values: rupees that are not rupees, a rule's target not chosen. */
export function termsProblems(values: TermsValues, words: { rupees: string; target: string }) {
  const problems: Record<string, string> = {};
  values.rules.forEach((rule, index) => {
    if (rule.kind === 'per_unit' && !rupeesReadable(rule.cash)) problems[`rules.${index}.cash`] = words.rupees;
    if (rule.kind !== 'per_hundred_rupees' && rule.over !== 'bill' && !rule.target)
      problems[`rules.${index}.target`] = words.target;
  });
  for (const field of ['per_bill_cash', 'per_member_cash', 'budget'] as const) {
    if (!rupeesReadable(values.caps[field])) problems[`caps.${field}`] = words.rupees;
  }
  return problems;
}

import type { SortPayload } from 'react-admin';

export interface SortTerms {
  fields: string[];
  descending: boolean;
}

/**
 * What a list's sort compares: one field or several, comma-separated as DRF's `ordering` takes them
 * (`first_name,last_name`); a leading `-` turns it round (`-submitted_at`, for a column showing an age).
 */
export function sortTermsOf(sort: Partial<SortPayload>): SortTerms {
  const field = sort.field ?? '';
  const reversed = field.startsWith('-');
  const fields = (reversed ? field.slice(1) : field)
    .split(',')
    .map(name => name.trim())
    .filter(Boolean);
  return { fields, descending: (sort.order === 'DESC') !== reversed };
}

/** DRF's `ordering` of a sort: each field, after `-` when descending. */
export const orderingOf = (sort: Partial<SortPayload> | undefined) => {
  const { fields, descending } = sortTermsOf(sort ?? {});
  return fields.length > 0 ? fields.map(field => `${descending ? '-' : ''}${field}`).join(',') : undefined;
};

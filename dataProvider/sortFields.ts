import type { SortPayload } from 'react-admin';

export interface SortTerms {
  /** The (dotted) fields compared, each in turn. */
  fields: string[];
  descending: boolean;
}

/**
 * What a list's sort compares: its field names one field, or several separated by commas as
 * DRF's `ordering` takes them (`first_name,last_name`, for a column that shows the full name);
 * a leading `-` turns the sort round (`-submitted_at`, for a column that shows an age).
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

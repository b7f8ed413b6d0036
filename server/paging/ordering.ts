import { invalidInput } from '../errors';

/** A text column ordered as people read it, case aside ('Das' before 'DSouza'); its index needs the same collation. */
export const asRead = (column: string) => `${column} COLLATE NOCASE`;

/** A list's sortable fields: the name `ordering` takes (the field's path in the answer) and its SQL expressions. */
export type Orderings = Readonly<Record<string, string | readonly string[]>>;

interface Term {
  expressions: readonly string[];
  descending: boolean;
}

/** DRF's `ordering`: comma-separated fields, `-` for descending, nested ones by dots or double underscores. */
export function readOrdering(raw: string, orderings: Orderings): Term[] {
  const names = raw.split(',').map(name => name.trim());
  return names.map(name => {
    const descending = name.startsWith('-');
    const field = (descending ? name.slice(1) : name).replaceAll('__', '.');
    const expressions = Object.hasOwn(orderings, field) ? orderings[field] : undefined;
    if (expressions === undefined) {
      const known = Object.keys(orderings).join(', ');
      throw invalidInput(
        { ordering: [`Unknown field "${name}".`] },
        `ordering takes ${known}, each with - for descending.`,
      );
    }
    return { expressions: typeof expressions === 'string' ? [expressions] : expressions, descending };
  });
}

/**
 * The ORDER BY of the terms, then the id, so that ties keep one order and pages never repeat or skip a row;
 * `reversed` turns every direction round, to read the last pages from the other end.
 */
export function orderBy(terms: Term[], id: string, reversed = false): string {
  const direction = (descending: boolean) => (descending !== reversed ? 'DESC' : 'ASC');
  const columns = terms.flatMap(term =>
    term.expressions.map(expression => `${expression} ${direction(term.descending)}`),
  );
  return [...columns, `${id} ${direction(terms[0]?.descending ?? false)}`].join(', ');
}

import type { FastifyRequest } from 'fastify';
import type { FirstApproval } from '@/contract/team/fourEyes';
import { choiceOf, type Filter } from '../paging/filters';
import type { QueryValues } from '../paging/request';
import { sql } from '../paging/sql';

/** The list filter's name and values (dataProvider/approvals.ts sends them). */
export const SECOND_APPROVAL_FILTER = 'second_approval';
const CHOICES = ['yours', 'own'] as const;
type Choice = (typeof CHOICES)[number];

const DESCRIPTION =
  '"yours": the items whose first approval another administrator gave, awaiting the signed-in one\'s ' +
  'confirmation; "own": those whose first approval the signed-in administrator gave';

/** The `second_approval` filter of a list of bills or payouts (`alias`), for the signed-in administrator `viewer`. */
export const secondApprovalFilter = (alias: string, viewer: number): Filter =>
  Object.assign(
    (values: string[], name: string) =>
      choiceOf(values, name, CHOICES) === 'own'
        ? sql(`${alias}.first_approved_by = ?`, viewer)
        : sql(`${alias}.first_approved_by <> ?`, viewer),
    { description: DESCRIPTION },
  );

const valuesOf = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** A whole-array answer filtered as `second_approval` asks (the same 400 for a value it cannot take). */
export function withSecondApproval<T extends { awaiting_second_approval: FirstApproval | null }>(
  request: FastifyRequest,
  records: T[],
): T[] {
  const values = valuesOf((request.query as QueryValues)[SECOND_APPROVAL_FILTER]);
  if (values === undefined) return records;
  const choice = choiceOf(values, SECOND_APPROVAL_FILTER, CHOICES) as Choice;
  return records.filter(({ awaiting_second_approval: first }) =>
    first === null ? false : (first.by.id === request.userId) === (choice === 'own'),
  );
}

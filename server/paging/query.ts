import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/contract/paging';
import type { Filters } from './filters';

/** A query parameter: one value, or several when it is repeated. */
const parameter = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);

const PAGING = {
  page: parameter('From 1: the answer is a DRF page {count, next, previous, results} instead of the whole array'),
  page_size: parameter(`Rows in a page: ${DEFAULT_PAGE_SIZE} unless given, at most ${MAX_PAGE_SIZE}`),
  search: parameter("Text the rows hold in the list's searched fields, whatever its case"),
  ordering: parameter('Comma-separated fields to sort by, `-` before one for descending'),
};

const BOUNDS: Record<string, string> = { gte: 'At least', gt: 'Above', lte: 'At most', lt: 'Below' };

/** What a filter asks: its own description, else by the ending of its name (django-filter's `__gte` spelling is read too). */
function filterDescription(name: string, filter: Filters[string]): string {
  if ('description' in filter && typeof filter.description === 'string') return filter.description;
  const ending = /_(gte|gt|lte|lt|in)$/.exec(name)?.[1];
  if (ending === 'in') return 'One of these comma-separated values';
  if (ending) return `${BOUNDS[ending]} this number, or date (compared by as many characters as it has)`;
  return 'Equal to this value';
}

/**
 * The query of a list as the document shows it: DRF's paging parameters, read when `page`
 * asks for a page (contract/paging.ts, paging/request.ts), the list's filters, and the `more`
 * parameters a route reads, by their description. Any other parameter is let through and
 * ignored, as DRF does.
 */
export const listQuery = (filters: Filters, more: Record<string, string> = {}) =>
  z.looseObject({
    ...PAGING,
    ...Object.fromEntries(
      Object.entries(filters).map(([name, filter]) => [name, parameter(filterDescription(name, filter))]),
    ),
    ...Object.fromEntries(Object.entries(more).map(([name, description]) => [name, parameter(description)])),
  });

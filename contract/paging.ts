import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

export const SENT_TWICE = 'Send it once.';
export const NOT_A_PAGE_NUMBER = 'Enter a whole number from 1.';
export const SEARCH_TOO_LONG = 'Too long.';

/** A query parameter that takes one value; sent twice, it is a list of values. */
const once = <T extends z.ZodType>(schema: T) =>
  z.preprocess(raw => (Array.isArray(raw) && raw.length === 1 ? raw[0] : raw), schema);

const single = () => z.string({ error: issue => (Array.isArray(issue.input) ? SENT_TWICE : undefined) });

/** Any whole number from 1, as DRF reads it. */
const pageNumber = () =>
  single().regex(/^\d+$/, NOT_A_PAGE_NUMBER).transform(Number).pipe(z.number().min(1, NOT_A_PAGE_NUMBER));

/**
 * Django REST Framework's paging parameters, as a list asked for a page reads them: `page`
 * (from 1), `page_size` (20 when not given, at most 100: more is served as 100, as DRF's
 * max_page_size does), `search` (trimmed), `ordering` (comma-separated fields, `-` for
 * descending). Its fields are in the order their problems are told.
 */
export const pageQuery = z.object({
  search: once(single().trim().max(MAX_SEARCH_LENGTH, SEARCH_TOO_LONG).default('')),
  page: once(pageNumber()),
  page_size: once(z.preprocess(raw => (raw === '' ? undefined : raw), pageNumber().optional())).transform(size =>
    Math.min(MAX_PAGE_SIZE, size ?? DEFAULT_PAGE_SIZE),
  ),
  ordering: once(single().trim().optional()).transform(ordering => ordering || undefined),
});

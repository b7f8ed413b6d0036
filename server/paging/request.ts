import { invalidInput } from '../errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 200;

/** The query parameters of paging itself; every other one may be a filter. */
const PAGING_PARAMETERS = new Set(['page', 'page_size', 'search', 'ordering']);

export type QueryValues = Record<string, string | string[] | undefined>;

export interface PageQuery {
  page: number;
  pageSize: number;
  search: string;
  ordering: string | undefined;
  /** The other parameters, by name, each with its values (several when repeated). */
  filters: Map<string, string[]>;
}

const valuesOf = (raw: string | string[] | undefined): string[] =>
  raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];

/** The one value of a paging parameter; 400 when it is sent twice. */
function one(query: QueryValues, name: string): string | undefined {
  const values = valuesOf(query[name]);
  if (values.length > 1) throw invalidInput({ [name]: ['Send it once.'] }, `${name} is sent more than once.`);
  return values[0];
}

function wholeNumber(query: QueryValues, name: string, fallback: number): number {
  const raw = one(query, name);
  if (raw === undefined || (raw === '' && name === 'page_size')) return fallback;
  // Any whole number, as DRF reads it: a page size beyond the largest is served as the largest.
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw invalidInput({ [name]: ['Enter a whole number from 1.'] }, `${name} must be a whole number from 1.`);
  }
  return Number(raw);
}

/** Whether a list is asked for a page. */
export const asksForPage = (query: QueryValues): boolean => query.page !== undefined;

/**
 * The paging parameters of a list request: `page` (from 1), `page_size` (20 unless given,
 * at most 100: more is served as 100, as DRF's max_page_size does), `search`, `ordering`;
 * filters by django-filter's spelling (`amount__gte`) are read as the app's (`amount_gte`).
 */
export function readPageQuery(query: QueryValues): PageQuery {
  const search = (one(query, 'search') ?? '').trim();
  if (search.length > MAX_SEARCH_LENGTH) {
    throw invalidInput({ search: ['Too long.'] }, `search must be at most ${MAX_SEARCH_LENGTH} characters.`);
  }
  const filters = new Map<string, string[]>();
  for (const [name, raw] of Object.entries(query)) {
    if (PAGING_PARAMETERS.has(name)) continue;
    const key = name.replace(/__(gte|gt|lte|lt|in)$/, '_$1');
    filters.set(key, [...(filters.get(key) ?? []), ...valuesOf(raw)]);
  }
  return {
    page: wholeNumber(query, 'page', 1),
    pageSize: Math.min(MAX_PAGE_SIZE, wholeNumber(query, 'page_size', DEFAULT_PAGE_SIZE)),
    search,
    ordering: one(query, 'ordering')?.trim() || undefined,
    filters,
  };
}

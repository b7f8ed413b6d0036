import { MAX_SEARCH_LENGTH, NOT_A_PAGE_NUMBER, pageQuery, SEARCH_TOO_LONG, SENT_TWICE } from '@/contract/paging';
import { fieldErrorsOf } from '@/contract/fieldErrors';
import { invalidInput } from '../errors';

/** The query parameters of paging itself; every other one may be a filter. */
const PAGING_PARAMETERS = new Set(Object.keys(pageQuery.shape));

/** How a 400 answer words a paging parameter's problem, after its name. */
const ANSWERS: Record<string, string> = {
  [SENT_TWICE]: 'is sent more than once.',
  [NOT_A_PAGE_NUMBER]: 'must be a whole number from 1.',
  [SEARCH_TOO_LONG]: `must be at most ${MAX_SEARCH_LENGTH} characters.`,
};

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

/** Whether a list is asked for a page. */
export const asksForPage = (query: QueryValues): boolean => query.page !== undefined;

/**
 * The paging parameters of a list request (contract/paging.ts), 400 for the first one that
 * is wrong; filters by django-filter's spelling (`amount__gte`) are read as the app's (`amount_gte`).
 */
export function readPageQuery(query: QueryValues): PageQuery {
  const paging = pageQuery.safeParse(query);
  if (!paging.success) {
    const [[name, [message]]] = Object.entries(fieldErrorsOf(paging.error.issues));
    throw invalidInput({ [name]: [message] }, `${name} ${ANSWERS[message]}`);
  }
  const filters = new Map<string, string[]>();
  for (const [name, raw] of Object.entries(query)) {
    if (PAGING_PARAMETERS.has(name)) continue;
    const key = name.replace(/__(gte|gt|lte|lt|in)$/, '_$1');
    filters.set(key, [...(filters.get(key) ?? []), ...valuesOf(raw)]);
  }
  const { page, page_size: pageSize, search, ordering } = paging.data;
  return { page, pageSize, search, ordering, filters };
}

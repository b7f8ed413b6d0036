import type { GetListParams } from 'react-admin';
import { request, type Query } from './http';
import { wholeListPageSize } from './listTexts';
import type { ListRecord } from './list';
import { orderingOf } from './sortFields';

/** The answer of a Django REST Framework list view with pagination turned on. */
export interface DrfPage<T = ListRecord> {
  count: number;
  results: T[];
}

export const isDrfPage = (body: unknown): body is DrfPage =>
  !!body &&
  typeof body === 'object' &&
  Array.isArray((body as DrfPage).results) &&
  typeof (body as DrfPage).count === 'number';

export const searchTextOf = (params: Partial<GetListParams>) =>
  typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';

/** A list's first call: no search or filter, which a backend that does not page would apply to its "whole" list. */
export const firstCallQuery = (params: Partial<GetListParams>): Query => ({
  page: params.pagination?.page,
  page_size: params.pagination?.perPage,
  ordering: orderingOf(params.sort),
});

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A list's filters other than the search, as query parameters of the same names; a list of values comma-separated. */
export const filterQuery = (params: Partial<GetListParams>): Query =>
  Object.fromEntries(
    Object.entries(params.filter ?? {})
      .filter(([key, value]) => key !== 'q' && isSet(value))
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
  );

export const hasFilters = (params: Partial<GetListParams>) => Object.keys(filterQuery(params)).length > 0;

/** Query parameters a DRF backend pages, searches, orders and filters by. */
export const drfQuery = (params: Partial<GetListParams>): Query => ({
  ...firstCallQuery(params),
  search: searchTextOf(params) || undefined,
  ...filterQuery(params),
});

/** The query of the smallest page of a list without its search: its count is the unfiltered total. */
export const countQuery = (params: Partial<GetListParams>): Query => ({
  page: 1,
  page_size: 1,
  ...filterQuery(params),
});

/** The most a DRF backend serves per page (its usual max_page_size); one that serves fewer is read by what it sends. */
const maxPageSize = 100;

/** The answers holding a list's first `wanted` items: as many pages as that takes, or a whole array's one answer. */
export async function answersHolding<T>(ask: (page: number, pageSize: number) => Promise<T>, wanted: number) {
  const pageSize = Math.max(1, Math.min(wanted, maxPageSize));
  const first = await ask(1, pageSize);
  if (!isDrfPage(first)) return [first];
  const served = first.results.length;
  const pages = served > 0 ? Math.min(Math.ceil(wanted / served), Math.ceil(first.count / served)) : 1;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => ask(index + 2, pageSize)));
  return [first, ...rest];
}

/** Every item of a list, whether the backend answers the whole array or DRF pages. */
export async function fetchWholeList(path: string, fallbackMessage?: string): Promise<unknown[]> {
  const fetchPage = (page?: number) =>
    request<unknown>(path, { query: { page, page_size: wholeListPageSize }, fallbackMessage });
  const first = await fetchPage();
  if (!isDrfPage(first)) return Array.isArray(first) ? first : [];
  const perPage = first.results.length;
  const pageCount = perPage > 0 ? Math.ceil(first.count / perPage) : 1;
  const rest = await Promise.all(Array.from({ length: pageCount - 1 }, (_, index) => fetchPage(index + 2)));
  return [first, ...rest].flatMap(page => (isDrfPage(page) ? page.results : []));
}

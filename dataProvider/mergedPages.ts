import type { GetListParams } from 'react-admin';
import { answersHolding, countQuery, drfQuery, isDrfPage, type DrfPage } from './drfPages';
import type { ListSource } from './endpoints';
import { request } from './http';
import { defaultPerPage, mergeSorted, type ListRecord } from './list';

export const recordsOf = (source: ListSource, items: unknown[]) =>
  (items as Record<string, unknown>[]).map(source.toRecord ?? (item => item as ListRecord));

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
const matches = (wanted: unknown, value: unknown) =>
  Array.isArray(wanted) ? wanted.map(String).includes(String(value)) : String(wanted) === String(value);

/** The sources a list's params ask, each with its backend's params: a filter on a shared field picks the sources. */
export function askedSources(sources: ListSource[], params: Partial<GetListParams>) {
  return sources.flatMap(source => {
    const constants = source.shared ?? {};
    const filter = { ...params.filter };
    for (const [field, value] of Object.entries(constants)) {
      if (isSet(filter[field]) && !matches(filter[field], value)) return [];
      delete filter[field];
    }
    const sort = params.sort?.field && params.sort.field in constants ? undefined : params.sort;
    return [{ source, params: { ...params, filter, sort } }];
  });
}

/** The first `wanted` records of a source in the asked order, search and filters, and how many it has. */
async function firstRecords(
  source: ListSource,
  params: Partial<GetListParams>,
  wanted: number,
  fallbackMessage?: string,
) {
  const answers = await answersHolding(
    (page, pageSize) =>
      request<DrfPage | unknown[]>(source.path, {
        query: { ...drfQuery(params), page, page_size: pageSize },
        fallbackMessage,
        signal: params.signal,
      }),
    wanted,
  );
  const [first] = answers;
  if (!isDrfPage(first)) {
    const items = Array.isArray(first) ? first : [];
    return { records: recordsOf(source, items), count: items.length };
  }
  const items = answers.flatMap(answer => (isDrfPage(answer) ? answer.results : []));
  return { records: recordsOf(source, items), count: first.count };
}

/** A page of a list merged from several paged lists: the first `page × perPage` records of each, merged and cut. */
export async function mergedServerPage(
  sources: ListSource[],
  params: Partial<GetListParams>,
  fallbackMessage?: string,
) {
  const { page = 1, perPage = defaultPerPage } = params.pagination ?? {};
  const lists = await Promise.all(
    askedSources(sources, params).map(asked =>
      firstRecords(asked.source, asked.params, page * perPage, fallbackMessage),
    ),
  );
  const order = params.sort?.order === 'DESC' ? 'DESC' : 'ASC';
  const records = mergeSorted(
    lists.map(list => list.records),
    params.sort?.field,
    order,
  );
  const total = lists.reduce((sum, list) => sum + list.count, 0);
  return { data: records.slice((page - 1) * perPage, page * perPage), total };
}

/** How many records the merged lists hold for the params' filters: each asked for its one-row page. */
export async function mergedCount(sources: ListSource[], params: Partial<GetListParams>, fallbackMessage?: string) {
  const answers = await Promise.all(
    askedSources(sources, params).map(asked =>
      request<unknown>(asked.source.path, { query: countQuery(asked.params), fallbackMessage }),
    ),
  );
  return answers.reduce<number>(
    (sum, answer) => sum + (isDrfPage(answer) ? answer.count : Array.isArray(answer) ? answer.length : 0),
    0,
  );
}

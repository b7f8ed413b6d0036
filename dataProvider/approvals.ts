import type { GetListParams } from 'react-admin';
import { answersHolding, isDrfPage, searchTextOf, type DrfPage } from './drfPages';
import { approvalKinds, toApproval, type Approval, type ApprovalKind } from './approvalKinds';
import type { KindSource, KindSources } from './endpoints';
import { request, type Query } from './http';
import { HeldList, searchRecords } from './heldList';
import { defaultPerPage, sortRecords, type SearchField } from './list';
import type { ListCache } from './listCache';
import { sortTermsOf } from './sortFields';

const searchFields: SearchField[] = ['member', 'firm', 'email', 'phone'];
const fallbackMessage = 'app.approvals.fetch_failed';

type Order = 'ASC' | 'DESC';
type KindRows = { rows: Approval[]; count: number };
/** Every item (a backend answering whole arrays), or each list's first page (a paging one). */
type FirstPages = { held: HeldList<Approval> } | { lists: KindRows[] };
type Answer = unknown[] | DrfPage;

const isKind = (value: unknown): value is ApprovalKind => approvalKinds.includes(value as ApprovalKind);

/** A page of one kind's list, ordered by when its items were asked for and searched by the backend. */
const pageQuery = (source: KindSource, page: number, pageSize: number, order: Order, search: string): Query => ({
  page,
  page_size: pageSize,
  ordering: `${order === 'DESC' ? '-' : ''}${source.dateField}`,
  search: search || undefined,
});

const fetchList = (source: KindSource, query: Query, signal?: AbortSignal) =>
  request<Answer>(source.path, { query, fallbackMessage, signal });

/** A list's items as rows; a whole array (a list that does not page) searched here, as the backend would. */
function rowsOf(kind: ApprovalKind, source: KindSource, answer: Answer, search: string): KindRows {
  const row = (item: Record<string, unknown>) => toApproval(kind, source, item);
  if (isDrfPage(answer)) return { rows: answer.results.map(row), count: answer.count };
  const rows = searchRecords(
    (Array.isArray(answer) ? answer : []).map(item => row(item as Record<string, unknown>)),
    search,
    searchFields,
  );
  return { rows, count: rows.length };
}

/** A sort by how long the items have waited (the inbox's only order), or none. */
const byDate = (params: Partial<GetListParams>) =>
  !params.sort?.field || sortTermsOf(params.sort).fields.join() === 'submitted_at';

/** The order of the items' dates a sort asks for: 'ASC', oldest first, unless it asks for the newest first. */
const dateOrderOf = (params: Partial<GetListParams>): Order =>
  params.sort?.field && sortTermsOf(params.sort).descending ? 'DESC' : 'ASC';

/**
 * The `approvals` list of the inbox: every pending item of the six lists, oldest first
 * (`submitted_at`), searched by member, filtered by `kind`.
 *
 * The six lists are first asked for their first page, oldest first. A backend answering whole
 * arrays (the spec's) has then answered everything: merged once, it is searched, sorted and
 * paged here like any whole list. From a paging backend those first pages are the inbox's
 * first page and its counts by kind; any other page asks only for what it shows: one kind's
 * page as it is, or, for every kind, the first `page × perPage` of each list in date order, merged.
 * Both are kept until a change (or 30 s), as the other lists are.
 */
export function createApprovalList(cache: ListCache, sources: KindSources) {
  /** The first `wanted` items of a kind in date order, and how many it has. */
  async function firstOf(kind: ApprovalKind, wanted: number, order: Order, search: string, signal?: AbortSignal) {
    const source = sources[kind];
    const answers = await answersHolding(
      (page, pageSize) => fetchList(source, pageQuery(source, page, pageSize, order, search), signal),
      wanted,
    );
    const [first] = answers;
    if (!isDrfPage(first)) return rowsOf(kind, source, first, search);
    return { rows: answers.flatMap(answer => rowsOf(kind, source, answer, search).rows), count: first.count };
  }

  /** Rows of several lists, each in date order, as one page of the merge. */
  function mergedPage(lists: KindRows[], page: number, perPage: number, order: Order) {
    const merged = sortRecords(
      lists.flatMap(list => list.rows),
      'submitted_at',
      order,
    );
    const total = lists.reduce((sum, list) => sum + list.count, 0);
    return { data: merged.slice((page - 1) * perPage, page * perPage), total, meta: { unfilteredTotal: total } };
  }

  /** A page of a paging backend's lists. */
  async function pagedList(params: Partial<GetListParams>) {
    const { page = 1, perPage = defaultPerPage } = params.pagination ?? {};
    const order = dateOrderOf(params);
    const search = searchTextOf(params);
    const kind = params.filter?.kind;
    if (kind === undefined) {
      const lists = await Promise.all(
        approvalKinds.map(each => firstOf(each, page * perPage, order, search, params.signal)),
      );
      return mergedPage(lists, page, perPage, order);
    }
    if (!isKind(kind)) return { data: [], total: 0, meta: { unfilteredTotal: 0 } };
    const source = sources[kind];
    const answer = await fetchList(source, pageQuery(source, page, perPage, order, search), params.signal);
    const { rows, count } = rowsOf(kind, source, answer, search);
    // A list that does not page answers whole: its page is cut here.
    const data = isDrfPage(answer) ? rows : rows.slice((page - 1) * perPage, page * perPage);
    return { data, total: count, meta: { unfilteredTotal: count } };
  }

  /** The first page of each list, oldest first: every item when the backend answers whole arrays. */
  const firstPages = () =>
    cache.get<FirstPages>('approvals', async () => {
      const answers = await Promise.all(
        approvalKinds.map(kind => fetchList(sources[kind], pageQuery(sources[kind], 1, defaultPerPage, 'ASC', ''))),
      );
      const lists = answers.map((answer, index) => {
        const kind = approvalKinds[index];
        return rowsOf(kind, sources[kind], answer, '');
      });
      return answers.some(isDrfPage) ? { lists } : { held: new HeldList(lists.flatMap(list => list.rows)) };
    });

  return {
    async getApprovals(params: Partial<GetListParams>) {
      const first = await firstPages();
      if ('held' in first) {
        // Its pages count what it shows (the spec's rule of counting from the unfiltered total is for its own lists).
        const { data, total } = first.held.query(params, searchFields);
        return { data, total, meta: { unfilteredTotal: total } };
      }
      const { page = 1, perPage = defaultPerPage } = params.pagination ?? {};
      const kind = params.filter?.kind;
      const { q: _search, kind: _kind, ...otherFilters } = params.filter ?? {};
      const onFirstPages =
        page === 1 &&
        perPage <= defaultPerPage &&
        byDate(params) &&
        dateOrderOf(params) === 'ASC' &&
        !searchTextOf(params) &&
        Object.keys(otherFilters).length === 0;
      if (!onFirstPages) return pagedList(params);
      const lists = first.lists.filter((_, index) => kind === undefined || approvalKinds[index] === kind);
      return mergedPage(lists, 1, perPage, 'ASC');
    },
  };
}

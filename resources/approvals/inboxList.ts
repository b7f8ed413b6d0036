import type { GetListParams } from 'react-admin';
import { answersHolding, isDrfPage, searchTextOf, type DrfPage } from '@/dataProvider/drfPages';
import { toApproval, type Approval, type ApprovalKind, type KindSource, type KindSources } from '@/dataProvider/approvalKinds';
import type { MayList } from '@/dataProvider/endpoints';
import { readUserId } from '@/authProvider';
import { request, type Query } from '@/dataProvider/http';
import { HeldList, searchRecords } from '@/dataProvider/heldList';
import { defaultPerPage, sortRecords, type SearchField } from '@/dataProvider/list';
import type { ListCache } from '@/dataProvider/listCache';
import { sortTermsOf } from '@/dataProvider/sortFields';

const searchFields: SearchField[] = ['member', 'firm', 'email', 'phone'];
const fallbackMessage = 'app.approvals.fetch_failed';

type Order = 'ASC' | 'DESC';
type KindRows = { kind: ApprovalKind; rows: Approval[]; count: number };
/** Every item (a backend answering whole arrays), or each list's first page (a paging one). */
type FirstPages = { held: HeldList<Approval> } | { lists: KindRows[] };
type Answer = unknown[] | DrfPage;

/** A page of one kind's list, ordered by when its items were asked for and searched by the backend. */
const pageQuery = (
  source: KindSource,
  page: number,
  pageSize: number,
  order: Order,
  search: string,
  secondApproval?: unknown,
): Query => ({
  page,
  page_size: pageSize,
  ordering: `${order === 'DESC' ? '-' : ''}${source.dateField}`,
  search: search || undefined,
  second_approval: typeof secondApproval === 'string' ? secondApproval : undefined,
});

const fetchList = (source: KindSource, query: Query, signal?: AbortSignal) =>
  request<Answer>(source.path, { query, fallbackMessage, signal });

/** A list's items as rows; a whole array (a list that does not page) searched here, as the backend would. */
function rowsOf(kind: ApprovalKind, source: KindSource, answer: Answer, search: string): KindRows {
  const row = (item: Record<string, unknown>) => toApproval(kind, source, item);
  if (isDrfPage(answer)) return { kind, rows: answer.results.map(row), count: answer.count };
  const rows = searchRecords(
    (Array.isArray(answer) ? answer : []).map(item => row(item as Record<string, unknown>)),
    search,
    searchFields,
  );
  return { kind, rows, count: rows.length };
}

/** The rows of a list answered whole whose second approval is the one asked for (any, when none is). */
function awaiting(list: KindRows, second: unknown): KindRows {
  if (!second) return list;
  const rows = list.rows.filter(row => row.second_approval === second);
  return { ...list, rows, count: rows.length };
}

/** A sort by how long the items have waited (the inbox's only order), or none. */
const byDate = (params: Partial<GetListParams>) =>
  !params.sort?.field || sortTermsOf(params.sort).fields.join() === 'submitted_at';

/** The order of the items' dates a sort asks for: 'ASC', oldest first, unless it asks for the newest first. */
const dateOrderOf = (params: Partial<GetListParams>): Order =>
  params.sort?.field && sortTermsOf(params.sort).descending ? 'DESC' : 'ASC';

/**
 * The `approvals` list of the inbox: every pending item of the lists the areas declare (`pending`), oldest first
 * (`submitted_at`), searched by member, filtered by `kind`.
 *
 * Those lists are first asked for their first page, oldest first. A backend answering whole
 * arrays (the spec's) has then answered everything: merged once, it is searched, sorted and
 * paged here like any whole list. From a paging backend those first pages are the inbox's
 * first page and its counts by kind; any other page asks only for what it shows: one kind's
 * page as it is, or, for every kind, the first `page × perPage` of each list in date order, merged.
 * Both are kept until a change (or 30 s), as the other lists are. Only the kinds whose lists
 * the role may read are asked (`mayList`): the others are not the signed-in administrator's work.
 */
export function createApprovalList(cache: ListCache, sources: KindSources, mayList: MayList = () => true) {
  /** The kinds the signed-in administrator's role may read, in the inbox's order. */
  const ownKinds = () => Object.keys(sources).filter(kind => mayList(sources[kind].resource));

  /** The first `wanted` items of a kind in date order, and how many it has. */
  async function firstOf(
    kind: ApprovalKind,
    wanted: number,
    order: Order,
    search: string,
    second: unknown,
    signal?: AbortSignal,
  ) {
    const source = sources[kind];
    const answers = await answersHolding(
      (page, pageSize) => fetchList(source, pageQuery(source, page, pageSize, order, search, second), signal),
      wanted,
    );
    const [first] = answers;
    if (!isDrfPage(first)) return awaiting(rowsOf(kind, source, first, search), second);
    return { kind, rows: answers.flatMap(answer => rowsOf(kind, source, answer, search).rows), count: first.count };
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

  /** A page of a paging backend's lists; `second_approval` asks only the kinds with four eyes, filtered by the backend. */
  async function pagedList(params: Partial<GetListParams>) {
    const { page = 1, perPage = defaultPerPage } = params.pagination ?? {};
    const order = dateOrderOf(params);
    const search = searchTextOf(params);
    const { kind, second_approval: second } = params.filter ?? {};
    const kinds = ownKinds().filter(each => !second || sources[each].fourEyes);
    if (kind === undefined) {
      const lists = await Promise.all(
        kinds.map(each => firstOf(each, page * perPage, order, search, second, params.signal)),
      );
      return mergedPage(lists, page, perPage, order);
    }
    if (typeof kind !== 'string' || !kinds.includes(kind)) return { data: [], total: 0, meta: { unfilteredTotal: 0 } };
    const source = sources[kind];
    const answer = await fetchList(source, pageQuery(source, page, perPage, order, search, second), params.signal);
    const { rows, count } = isDrfPage(answer)
      ? rowsOf(kind, source, answer, search)
      : awaiting(rowsOf(kind, source, answer, search), second);
    // A list that does not page answers whole: its page is cut here.
    const data = isDrfPage(answer) ? rows : rows.slice((page - 1) * perPage, page * perPage);
    return { data, total: count, meta: { unfilteredTotal: count } };
  }

  /** The first page of each list, oldest first: every item when the backend answers whole arrays. */
  const firstPages = () => {
    const kinds = ownKinds();
    // Whose second approval an item awaits depends on who is signed in.
    return cache.get<FirstPages>(`approvals:${kinds.join()}:${readUserId()}`, async () => {
      const answers = await Promise.all(
        kinds.map(kind => fetchList(sources[kind], pageQuery(sources[kind], 1, defaultPerPage, 'ASC', ''))),
      );
      const lists = answers.map((answer, index) => rowsOf(kinds[index], sources[kinds[index]], answer, ''));
      return answers.some(isDrfPage) ? { lists } : { held: new HeldList(lists.flatMap(list => list.rows)) };
    });
  };

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
      const lists = first.lists.filter(list => kind === undefined || list.kind === kind);
      return mergedPage(lists, 1, perPage, 'ASC');
    },
  };
}

import type { DataProvider, FilterPayload, RaRecord, SortPayload } from 'react-admin';

/** Rows asked per call: a paging backend serves at most 100 a page. */
export const EXPORT_CHUNK = 100;
/** The most rows one export writes: more would take minutes to fetch and hang the browser's memory. */
export const MAX_EXPORT_ROWS = 100_000;

/** Thrown when the view has more rows than an export writes. */
export class TooManyRows extends Error {
  constructor(readonly count: number) {
    super(`The view has ${count} rows`);
  }
}

export interface ViewQuery {
  resource: string;
  filter: FilterPayload;
  sort: SortPayload;
}

/**
 * Every row of a list's view, in its order: asked through the data provider page by page,
 * 100 rows at a time, with the view's filters and sort. A backend answering whole arrays
 * is paged in the browser over its cached copy; a paging backend is asked for each page.
 */
export async function fetchView(
  dataProvider: DataProvider,
  { resource, filter, sort }: ViewQuery,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList(resource, {
      pagination: { page, perPage: EXPORT_CHUNK },
      sort,
      filter,
    });
    if (total !== undefined && total > MAX_EXPORT_ROWS) throw new TooManyRows(total);
    rows.push(...data);
    const done = data.length < EXPORT_CHUNK || (total !== undefined && rows.length >= total);
    if (done) return rows;
    if (rows.length >= MAX_EXPORT_ROWS) throw new TooManyRows(total ?? rows.length);
  }
}

import type { Filters } from './filters';
import type { Orderings } from './ordering';
import type { Search } from './search';
import type { Sql } from './sql';

/** Items already serialised by SQLite (json_object), joined into the page's text as they are. */
export class JsonTexts {
  constructor(readonly texts: string[]) {}
}

/** A list the server pages: its rows, searched, sorted and filtered in SQL over `from`, and how they become items. */
export interface PagedList {
  /** The table of the rows (aliased as the other parts name it). */
  from: string;
  /** Joins by their alias, each made only when a condition or ordering names it; none may drop or repeat a row. */
  joins?: Readonly<Record<string, string>>;
  /** SQL of a row's id, unique in the list. */
  id: string;
  /** The rows the list holds. */
  where: Sql;
  search: Search;
  orderings: Orderings;
  /** The `ordering` used when none is sent: the whole-array answer's order. */
  defaultOrdering: string;
  filters: Filters;
  /** The items of these ids, in this order, as the whole-array answer builds them. */
  items: (ids: number[]) => unknown[] | JsonTexts;
}

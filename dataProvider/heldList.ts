import type { GetListParams } from 'react-admin';
import {
  defaultPerPage,
  filterRecords,
  keyedValue,
  sortRecords,
  valueAt,
  type ListPage,
  type ListRecord,
  type SearchField,
} from './list';
import { sortTermsOf } from './sortFields';

const readField = (record: ListRecord, field: SearchField) =>
  typeof field === 'function' ? field(record) : valueAt(record, field);

const asSearchText = (value: unknown) =>
  value === null || value === undefined || typeof value === 'object' ? '' : String(value).toLowerCase();

/**
 * Each record's searched fields, lowercased and joined, kept on the record under a symbol so that no
 * JSON, key list or form sees them; built in slices after the answer arrives (`warmSearch`).
 */
interface Haystack {
  fields: SearchField[];
  key: symbol;
  built: number;
  warming?: boolean;
}
type WithText = Record<symbol, string>;

/** Filters worked out over the whole held list: by name, the test of a record for a value (see `HeldFilter`). */
export type HeldPredicates = Readonly<
  Record<string, (value: unknown, records: ListRecord[]) => (record: ListRecord) => boolean>
>;

/** Keeps the rows that the held filters among `filter` keep (their tests made once, over every record). */
function applyHeldFilters<T extends ListRecord>(
  rows: T[],
  filter: Record<string, unknown>,
  held: HeldPredicates,
  records: T[],
) {
  const tests = Object.entries(filter)
    .filter(([key, value]) => Object.hasOwn(held, key) && value !== undefined && value !== '')
    .map(([key, value]) => held[key](value, records));
  return tests.length === 0 ? rows : rows.filter(row => tests.every(test => test(row)));
}

/** The filter without the held filters' names, for `filterRecords`. */
const withoutHeld = (filter: Record<string, unknown>, held: HeldPredicates) =>
  Object.fromEntries(Object.entries(filter).filter(([key]) => !Object.hasOwn(held, key)));

/** The last search, filter and sort asked of a held list, and what they found. */
interface LastQuery {
  key: string;
  otherKey: string;
  needle: string;
  fields: SearchField[];
  searched: ListRecord[];
  rows: ListRecord[];
}

/** Records whose texts each slice of `warmSearch` prepares. */
const warmSlice = 2_000;

const searchTextOf = (filter: Record<string, unknown>) =>
  typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';

/** A list the backend answered whole, searched, filtered, sorted and paged here as a server would. */
export class HeldList<T extends ListRecord = ListRecord> {
  private haystack: Haystack | undefined;
  private readonly sortedCopies = new Map<string, T[]>();
  private last: LastQuery | undefined;

  constructor(readonly records: T[]) {}

  private haystackFor(fields: SearchField[]) {
    if (this.haystack?.fields !== fields) this.haystack = { fields, key: Symbol('search text'), built: 0 };
    return this.haystack;
  }

  private buildTexts(haystack: Haystack, upTo: number) {
    const { fields, key } = haystack;
    for (; haystack.built < Math.min(upTo, this.records.length); haystack.built += 1) {
      const record = this.records[haystack.built];
      const text = fields.map(field => asSearchText(readField(record, field))).join('\u0000');
      Object.defineProperty(record, key, { value: text, configurable: true });
    }
  }

  /** Prepares the search texts in short tasks, so that the first keystroke finds them ready. */
  warmSearch(fields: SearchField[]) {
    if (fields.length === 0) return;
    const haystack = this.haystackFor(fields);
    if (haystack.warming || haystack.built >= this.records.length) return;
    haystack.warming = true;
    const step = () => {
      if (this.haystack !== haystack || haystack.built >= this.records.length) return;
      this.buildTexts(haystack, haystack.built + warmSlice);
      setTimeout(step, 0);
    };
    setTimeout(step, 0);
  }

  /** Case-insensitive substring search over the given fields (of every record, or of those in `among`). */
  search(text: string, fields: SearchField[], among: T[] = this.records): T[] {
    const needle = text.trim().toLowerCase();
    if (!needle) return among;
    const haystack = this.haystackFor(fields);
    this.buildTexts(haystack, this.records.length);
    return among.filter(record => (record as unknown as WithText)[haystack.key].includes(needle));
  }

  /** The rows in the sort's order, sorted once per order (the other direction by reversal). */
  private sorted(sort: Partial<GetListParams>['sort']): T[] {
    if (!sort?.field) return this.records;
    const keyOf = (order: string) => `${sort.field} ${order}`;
    const key = keyOf(sort.order);
    let copy = this.sortedCopies.get(key);
    if (!copy) {
      const other = this.sortedCopies.get(keyOf(sort.order === 'DESC' ? 'ASC' : 'DESC'));
      copy = other ? reversedCopy(other, sort.field) : sortRecords(this.records, sort.field, sort.order);
      this.sortedCopies.set(key, copy);
    }
    return copy;
  }

  private searchFilterSort(params: Partial<GetListParams>, fields: SearchField[], held: HeldPredicates): T[] {
    const filter = params.filter ?? {};
    const key = JSON.stringify([filter, params.sort]);
    const last = this.last;
    if (last?.key === key && last.fields === fields) return last.rows as T[];
    const needle = searchTextOf(filter);
    const otherKey = JSON.stringify([{ ...filter, q: undefined }, params.sort]);
    // Typing on narrows the last search: only the rows it found can contain the longer text.
    const narrowing = last && last.otherKey === otherKey && last.fields === fields && needle.includes(last.needle);
    const among = narrowing ? (last.searched as T[]) : this.sorted(params.sort);
    const searched = this.search(needle, fields, among);
    const rows = applyHeldFilters(filterRecords(searched, withoutHeld(filter, held)), filter, held, this.records);
    this.last = { key, otherKey, needle, fields, searched, rows };
    return rows;
  }

  /** A page of the list as a server would answer it; `held` works out the filters no field answers. */
  query(params: Partial<GetListParams>, fields: SearchField[] = [], held: HeldPredicates = {}): ListPage<T> {
    const rows = this.searchFilterSort(params, fields, held);
    const page = Math.max(1, params.pagination?.page ?? 1);
    const perPage = params.pagination?.perPage ?? defaultPerPage;
    return {
      data: rows.slice((page - 1) * perPage, page * perPage),
      total: rows.length,
      unfilteredTotal: this.records.length,
    };
  }
}

/** The other direction of a sorted copy, in one pass: its filled rows reversed, empty values still last. */
function reversedCopy<T extends ListRecord>(sorted: T[], field: string) {
  const { fields } = sortTermsOf({ field });
  let filled = sorted.length;
  while (filled > 0 && keyedValue(sorted[filled - 1], fields).empty) filled -= 1;
  return [...sorted.slice(0, filled).reverse(), ...sorted.slice(filled)];
}

/** Search, filter, sort and page an array once, the way a server would (a list not held). */
export const queryRecords = <T extends ListRecord>(
  records: T[],
  params: Partial<GetListParams>,
  searchFields: SearchField[] = [],
): ListPage<T> => new HeldList(records).query(params, searchFields);

/** Case-insensitive substring search over the given fields, once. */
export const searchRecords = <T extends ListRecord>(records: T[], text: string, fields: SearchField[]) =>
  new HeldList(records).search(text, fields);

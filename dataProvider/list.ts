import type { GetListParams } from 'react-admin';
import { sortTermsOf } from './sortFields';

export type ListRecord = { id: string | number } & Record<string, unknown>;

/** A field a list search looks in: a (dotted) path, or a function for a computed value. */
export type SearchField = string | ((record: ListRecord) => unknown);

export interface ListPage<T extends ListRecord = ListRecord> {
  data: T[];
  total: number;
  /** How many records there are before any search or filter. */
  unfilteredTotal: number;
}

export function valueAt(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );
}

const readField = (record: ListRecord, field: SearchField) =>
  typeof field === 'function' ? field(record) : valueAt(record, field);

const asSearchText = (value: unknown) =>
  value === null || value === undefined || typeof value === 'object' ? '' : String(value).toLowerCase();

/**
 * Each record's searched fields, lowercased and joined, once per cached array and set of
 * fields, kept on the record as a hidden property named by a symbol of that set (no JSON,
 * key list, comparison or form sees it).
 * Built in slices after the answer arrives (`warmSearch`), the rest at the first search.
 */
interface Haystack {
  fields: SearchField[];
  key: symbol;
  /** How many of the array's records have their text. */
  built: number;
  warming?: boolean;
}
type WithText = Record<symbol, string>;
const haystacks = new WeakMap<object, Haystack>();

function buildTexts(records: ListRecord[], haystack: Haystack, upTo: number) {
  const { fields, key } = haystack;
  for (; haystack.built < Math.min(upTo, records.length); haystack.built += 1) {
    const record = records[haystack.built];
    const text = fields.map(field => asSearchText(readField(record, field))).join('\u0000');
    Object.defineProperty(record, key, { value: text, configurable: true });
  }
}

function haystackFor(records: ListRecord[], fields: SearchField[]) {
  const known = haystacks.get(records);
  if (known?.fields === fields) return known;
  const haystack: Haystack = { fields, key: Symbol('search text'), built: 0 };
  haystacks.set(records, haystack);
  return haystack;
}

/** Records whose texts each slice of `warmSearch` prepares: a few milliseconds of work. */
const warmSlice = 2_000;

/** Prepares the search texts of a cached array in short tasks, so that the first keystroke finds them ready. */
export function warmSearch(records: ListRecord[], fields: SearchField[]) {
  if (fields.length === 0) return;
  const haystack = haystackFor(records, fields);
  if (haystack.warming || haystack.built >= records.length) return;
  haystack.warming = true;
  const step = () => {
    if (haystacks.get(records) !== haystack || haystack.built >= records.length) return;
    buildTexts(records, haystack, haystack.built + warmSlice);
    setTimeout(step, 0);
  };
  setTimeout(step, 0);
}

/** Case-insensitive substring search over the given fields (of `records`, or of a subset of them in `among`). */
export function searchRecords<T extends ListRecord>(
  records: T[],
  text: string,
  fields: SearchField[],
  among = records,
) {
  const needle = text.trim().toLowerCase();
  if (!needle) return among;
  const haystack = haystackFor(records, fields);
  buildTexts(records, haystack, records.length);
  const { key } = haystack;
  return among.filter(record => (record as unknown as WithText)[key].includes(needle));
}

const RANGE = /^(.+)_(gte|gt|lte|lt)$/;
const asNumber = (value: unknown) => (value === '' || value === null ? NaN : Number(value));

type BoundSide = 'gte' | 'gt' | 'lte' | 'lt';

/** Whether `actual` is within the bound; dates compare by as many characters as the bound has (a day includes its times). */
function withinBound(actual: unknown, bound: unknown, side: BoundSide) {
  if (actual === null || actual === undefined || actual === '') return false;
  const [left, right] = [asNumber(actual), asNumber(bound)];
  const order =
    !Number.isNaN(left) && !Number.isNaN(right)
      ? left - right
      : String(actual).slice(0, String(bound).length).localeCompare(String(bound));
  return { gte: order >= 0, gt: order > 0, lte: order <= 0, lt: order < 0 }[side];
}

const ANY_OF = /^(.+)_in$/;

function matchesFilter(record: ListRecord, key: string, expected: unknown) {
  const anyOf = ANY_OF.exec(key);
  if (anyOf) return ([] as unknown[]).concat(expected).some(item => String(item) === String(valueAt(record, anyOf[1])));
  const range = RANGE.exec(key);
  if (range) return withinBound(valueAt(record, range[1]), expected, range[2] as BoundSide);
  const actual = valueAt(record, key);
  return Array.isArray(expected)
    ? expected.some(item => String(item) === String(actual))
    : String(actual) === String(expected);
}

/**
 * Filters other than the search text `q`: exact matches (an array matches any of its
 * values), `{field}_in` (any of a list, so it can stand beside an exact filter on the same
 * field), and `{field}_gte`, `_gt`, `_lte` and `_lt` bounds for dates and amounts.
 */
export function filterRecords<T extends ListRecord>(records: T[], filter: Record<string, unknown>) {
  const entries = Object.entries(filter).filter(([key, value]) => key !== 'q' && value !== undefined && value !== '');
  if (entries.length === 0) return records;
  return records.filter(record => entries.every(([key, expected]) => matchesFilter(record, key, expected)));
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const padDigits = (digits: string) => digits.padStart(16, '0');
const DIGIT = /\d/;

/** Digits padded so that 'Item 9' sorts before 'Item 10', as people read them. */
const naturalKey = (text: string) => {
  const lower = text.toLowerCase();
  return DIGIT.test(lower) ? lower.replace(/\d+/g, padDigits) : lower;
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A value's sort key, compared with < and >: numbers (DRF's decimal strings too) as numbers, other values as natural text. */
const sortKey = (value: unknown): number | string =>
  typeof value === 'number' || DECIMAL.test(String(value)) ? Number(value) : naturalKey(String(value));

/**
 * A record's sort key for a sort field, and whether it is empty. Several fields make one text
 * key, each field's natural key in turn (a NUL between them sorts 'Ann' before 'Anna'); it is
 * empty when every field is.
 */
function keyedValue(record: ListRecord, fields: string[]): { empty: boolean; key: number | string } {
  if (fields.length === 1) {
    const value = valueAt(record, fields[0]);
    return isEmpty(value) ? { empty: true, key: 0 } : { empty: false, key: sortKey(value) };
  }
  const values = fields.map(field => valueAt(record, field));
  if (values.every(isEmpty)) return { empty: true, key: 0 };
  return { empty: false, key: values.map(value => (isEmpty(value) ? '' : naturalKey(String(value)))).join('\u0000') };
}

/**
 * A sort by a sort field (see `sortTermsOf`), keys computed once: equal values in their
 * original order, and descending the exact reverse of ascending (so either direction can be
 * had from the other by reversal, and a page looks the same however it was reached); empty
 * values go last whichever the direction.
 */
export function sortRecords<T extends ListRecord>(
  records: T[],
  field: string | undefined,
  order: 'ASC' | 'DESC' = 'ASC',
) {
  const { fields, descending } = sortTermsOf({ field, order });
  if (fields.length === 0) return records;
  const direction = descending ? -1 : 1;
  const keyed = records.map((record, index) => {
    const { empty, key } = keyedValue(record, fields);
    return { record, index, empty, key };
  });
  keyed.sort((a, b) => {
    if (a.empty || b.empty) return Number(a.empty) - Number(b.empty) || a.index - b.index;
    const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return (order || a.index - b.index) * direction;
  });
  return keyed.map(({ record }) => record);
}

/**
 * Lists each already in one order (pages a backend sorted), merged into that order: equal
 * values keep their lists' order, so the first records of a longer read merge the same way.
 */
export function mergeSorted<T extends ListRecord>(
  lists: T[][],
  field: string | undefined,
  order: 'ASC' | 'DESC' = 'ASC',
) {
  const { fields, descending } = sortTermsOf({ field, order });
  if (fields.length === 0) return lists.flat();
  const direction = descending ? -1 : 1;
  const keyed = lists.flatMap((list, source) =>
    list.map((record, position) => {
      const { empty, key } = keyedValue(record, fields);
      return { record, position, source, empty, key };
    }),
  );
  keyed.sort((a, b) => {
    if (a.empty || b.empty) return Number(a.empty) - Number(b.empty) || a.position - b.position || a.source - b.source;
    const compared = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return compared * direction || a.position - b.position || a.source - b.source;
  });
  return keyed.map(({ record }) => record);
}

export const defaultPerPage = 20;

/**
 * Per cached array: its rows in each order asked for (a search or filter keeps that order,
 * so typing only filters), and the last search, filter and sort (so paging only slices).
 */
const sortedCopies = new WeakMap<object, Map<string, ListRecord[]>>();
const lastQueries = new WeakMap<
  object,
  { key: string; otherKey: string; needle: string; fields: SearchField[]; searched: ListRecord[]; rows: ListRecord[] }
>();

/** The other direction of a sorted copy, in one pass: its filled rows reversed, empty values still last. */
function reversedCopy<T extends ListRecord>(sorted: T[], field: string) {
  const { fields } = sortTermsOf({ field });
  let filled = sorted.length;
  while (filled > 0 && keyedValue(sorted[filled - 1], fields).empty) filled -= 1;
  return [...sorted.slice(0, filled).reverse(), ...sorted.slice(filled)];
}

function sortedCopy<T extends ListRecord>(records: T[], sort: Partial<GetListParams>['sort']) {
  const copies = sortedCopies.get(records) ?? new Map<string, ListRecord[]>();
  sortedCopies.set(records, copies);
  if (!sort?.field) return records;
  const keyOf = (order: string) => `${sort.field} ${order}`;
  const key = keyOf(sort.order);
  const other = copies.get(keyOf(sort.order === 'DESC' ? 'ASC' : 'DESC')) as T[] | undefined;
  if (!copies.has(key)) {
    copies.set(
      key,
      other ? reversedCopy(other, sort.field) : sortRecords(records, sort.field, sort.order as 'ASC' | 'DESC'),
    );
  }
  return copies.get(key) as T[];
}

const searchTextOf = (filter: Record<string, unknown>) =>
  typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';

function searchFilterSort<T extends ListRecord>(
  records: T[],
  params: Partial<GetListParams>,
  searchFields: SearchField[],
) {
  const filter = params.filter ?? {};
  const key = JSON.stringify([filter, params.sort]);
  const last = lastQueries.get(records);
  if (last?.key === key && last.fields === searchFields) return last.rows as T[];
  const needle = searchTextOf(filter);
  const otherKey = JSON.stringify([{ ...filter, q: undefined }, params.sort]);
  // Typing on narrows the last search: only the rows it found can contain the longer text.
  const narrowing = last && last.otherKey === otherKey && last.fields === searchFields && needle.includes(last.needle);
  const among = narrowing ? (last.searched as T[]) : sortedCopy(records, params.sort);
  const searched = searchRecords(records, needle, searchFields, among);
  const rows = filterRecords(searched, filter);
  lastQueries.set(records, { key, otherKey, needle, fields: searchFields, searched, rows });
  return rows;
}

/** Search, filter, sort and page a whole array the way a server would. */
export function queryRecords<T extends ListRecord>(
  records: T[],
  params: Partial<GetListParams>,
  searchFields: SearchField[] = [],
): ListPage<T> {
  const rows = searchFilterSort(records, params, searchFields);
  const page = Math.max(1, params.pagination?.page ?? 1);
  const perPage = params.pagination?.perPage ?? defaultPerPage;
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    total: rows.length,
    unfilteredTotal: records.length,
  };
}

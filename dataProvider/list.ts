import type { GetListParams } from 'react-admin';

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

/** Case-insensitive substring search over the given fields. */
export function searchRecords<T extends ListRecord>(records: T[], text: string, fields: SearchField[]) {
  const needle = text.trim().toLowerCase();
  if (!needle) return records;
  return records.filter(record => fields.some(field => asSearchText(readField(record, field)).includes(needle)));
}

const RANGE = /^(.+)_(gte|lte)$/;
const asNumber = (value: unknown) => (value === '' || value === null ? NaN : Number(value));

/** Whether `actual` is within the bound; dates compare by as many characters as the bound has (a day includes its times). */
function withinBound(actual: unknown, bound: unknown, side: 'gte' | 'lte') {
  if (actual === null || actual === undefined || actual === '') return false;
  const [left, right] = [asNumber(actual), asNumber(bound)];
  const order =
    !Number.isNaN(left) && !Number.isNaN(right)
      ? left - right
      : String(actual).slice(0, String(bound).length).localeCompare(String(bound));
  return side === 'gte' ? order >= 0 : order <= 0;
}

function matchesFilter(record: ListRecord, key: string, expected: unknown) {
  const range = RANGE.exec(key);
  if (range) return withinBound(valueAt(record, range[1]), expected, range[2] as 'gte' | 'lte');
  const actual = valueAt(record, key);
  return Array.isArray(expected)
    ? expected.some(item => String(item) === String(actual))
    : String(actual) === String(expected);
}

/**
 * Filters other than the search text `q`: exact matches (an array matches any of its
 * values), and `{field}_gte` / `{field}_lte` bounds for dates and amounts.
 */
export function filterRecords<T extends ListRecord>(records: T[], filter: Record<string, unknown>) {
  const entries = Object.entries(filter).filter(([key, value]) => key !== 'q' && value !== undefined && value !== '');
  if (entries.length === 0) return records;
  return records.filter(record => entries.every(([key, expected]) => matchesFilter(record, key, expected)));
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Empty values go last whichever the direction. */
function compareForSort(left: unknown, right: unknown, direction: 1 | -1) {
  if (isEmpty(left) || isEmpty(right)) return Number(isEmpty(left)) - Number(isEmpty(right));
  const order =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : collator.compare(String(left), String(right));
  return order * direction;
}

/** A stable sort by one (dotted) field. */
export function sortRecords<T extends ListRecord>(
  records: T[],
  field: string | undefined,
  order: 'ASC' | 'DESC' = 'ASC',
) {
  if (!field) return records;
  const direction = order === 'DESC' ? -1 : 1;
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => compareForSort(valueAt(a.record, field), valueAt(b.record, field), direction) || a.index - b.index)
    .map(({ record }) => record);
}

export const defaultPerPage = 20;

/** The last search, filter and sort of each cached array, so that paging through it only slices. */
const lastQueries = new WeakMap<object, { key: string; fields: SearchField[]; rows: ListRecord[] }>();

function searchFilterSort<T extends ListRecord>(
  records: T[],
  params: Partial<GetListParams>,
  searchFields: SearchField[],
) {
  const filter = params.filter ?? {};
  const key = JSON.stringify([filter, params.sort]);
  const last = lastQueries.get(records);
  if (last?.key === key && last.fields === searchFields) return last.rows as T[];
  const searched = searchRecords(records, typeof filter.q === 'string' ? filter.q : '', searchFields);
  const rows = sortRecords(filterRecords(searched, filter), params.sort?.field, params.sort?.order as 'ASC' | 'DESC');
  lastQueries.set(records, { key, fields: searchFields, rows });
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

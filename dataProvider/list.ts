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

/** Exact-match filters other than the search text `q`; an array matches any of its values. */
export function filterRecords<T extends ListRecord>(records: T[], filter: Record<string, unknown>) {
  const entries = Object.entries(filter).filter(([key, value]) => key !== 'q' && value !== undefined && value !== '');
  if (entries.length === 0) return records;
  return records.filter(record =>
    entries.every(([key, expected]) => {
      const actual = valueAt(record, key);
      return Array.isArray(expected)
        ? expected.some(item => String(item) === String(actual))
        : String(actual) === String(expected);
    }),
  );
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

/** Search, filter, sort and page a whole array the way a server would. */
export function queryRecords<T extends ListRecord>(
  records: T[],
  params: Partial<GetListParams>,
  searchFields: SearchField[] = [],
): ListPage<T> {
  const filter = params.filter ?? {};
  const searched = searchRecords(records, typeof filter.q === 'string' ? filter.q : '', searchFields);
  const filtered = filterRecords(searched, filter);
  const sorted = sortRecords(filtered, params.sort?.field, params.sort?.order as 'ASC' | 'DESC');
  const page = Math.max(1, params.pagination?.page ?? 1);
  const perPage = params.pagination?.perPage ?? defaultPerPage;
  return {
    data: sorted.slice((page - 1) * perPage, page * perPage),
    total: filtered.length,
    unfilteredTotal: records.length,
  };
}

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
 * Filters other than the search `q`: exact matches (an array matches any of its values), `{field}_in`
 * (which can stand beside an exact filter on the same field), and `_gte`, `_gt`, `_lte`, `_lt` bounds.
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

/** A record's sort key for a sort field; several fields join with a NUL, which sorts 'Ann' before 'Anna'. */
export function keyedValue(record: ListRecord, fields: string[]): { empty: boolean; key: number | string } {
  if (fields.length === 1) {
    const value = valueAt(record, fields[0]);
    return isEmpty(value) ? { empty: true, key: 0 } : { empty: false, key: sortKey(value) };
  }
  const values = fields.map(field => valueAt(record, field));
  if (values.every(isEmpty)) return { empty: true, key: 0 };
  return { empty: false, key: values.map(value => (isEmpty(value) ? '' : naturalKey(String(value)))).join('\u0000') };
}

/**
 * A stable sort by a sort field (`sortTermsOf`) whose descending order is the exact reverse of the
 * ascending one, so that a page looks the same however it was reached; empty values go last.
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

/** Lists already sorted (a backend's pages) merged into that order, ties in list order so longer reads agree. */
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

/** `getList`'s `meta` flag of a list a person pages through: a paging backend's next page is read ahead. */
export const readAheadMeta = 'readAhead';

import { invalidInput } from '../errors';
import { inList, sql, type Sql } from './sql';

/** The condition a filter's query values give (a parameter sent twice gives two); 400 for a value it cannot take. */
export type Filter = (values: string[], name: string) => Sql;

export type Filters = Readonly<Record<string, Filter>>;

const badValue = (name: string, expected: string) =>
  invalidInput({ [name]: [`Expected ${expected}.`] }, `${name} must be ${expected}.`);

/** The one value of a filter that takes one. */
function single(values: string[], name: string, expected: string): string {
  if (values.length !== 1) throw badValue(name, expected);
  return values[0];
}

const listOf = (choices: readonly string[]) => choices.map(choice => `"${choice}"`).join(', ');

/** The one value of a filter, one of `choices` when given; 400 otherwise. */
export function choiceOf(values: string[], name: string, choices?: readonly string[]): string {
  const expected = choices ? `one of ${listOf(choices)}` : 'one value';
  const value = single(values, name, expected);
  if (choices && !choices.includes(value)) throw badValue(name, expected);
  return value;
}

/** `column` equals the value, one of `choices` when given. */
export const equals =
  (column: string, choices?: readonly string[]): Filter =>
  (values, name) =>
    sql(`${column} = ?`, choiceOf(values, name, choices));

/** `column` is one of the values, given comma-separated or repeated, each one of `choices`. */
export const oneOf =
  (column: string, choices: readonly string[]): Filter =>
  (values, name) => {
    const wanted = values.flatMap(value => value.split(',')).map(value => value.trim());
    if (wanted.length === 0 || wanted.some(value => !choices.includes(value))) {
      throw badValue(name, `a comma-separated list of ${listOf(choices)}`);
    }
    return inList(column, wanted);
  };

/** `column` (0 or 1) is true or false. */
export const isTrue =
  (column: string): Filter =>
  (values, name) => {
    const value = single(values, name, '"true" or "false"');
    if (value !== 'true' && value !== 'false') throw badValue(name, '"true" or "false"');
    return sql(`${column} = ?`, value === 'true' ? 1 : 0);
  };

/** A whole number, for a filter by id. */
export const isId =
  (column: string): Filter =>
  (values, name) => {
    const value = single(values, name, 'a whole number');
    if (!/^\d{1,15}$/.test(value)) throw badValue(name, 'a whole number');
    return sql(`${column} = ?`, Number(value));
  };

type Side = 'gte' | 'gt' | 'lte' | 'lt';
const SIDES: Side[] = ['gte', 'gt', 'lte', 'lt'];
const COMPARE: Record<Side, string> = { gte: '>=', gt: '>', lte: '<=', lt: '<' };

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A date bound on a column of ISO dates or times, as the app's list filters compare: by as
 * many characters as the bound has, so that `_lte=2025-06-15` includes that whole day.
 */
function dateBound(column: string, side: Side): Filter {
  return (values, name) => {
    const value = single(values, name, 'a date, YYYY-MM-DD');
    if (!DATE.test(value) || Number.isNaN(Date.parse(value))) throw badValue(name, 'a date, YYYY-MM-DD');
    // A column at or after the bound compares so whole; only the sides that include or exclude the bound's own prefix differ.
    const compared = side === 'gte' || side === 'lt' ? column : `substr(${column}, 1, ${value.length})`;
    return sql(`${compared} ${COMPARE[side]} ?`, value);
  };
}

function numberBound(column: string, side: Side): Filter {
  return (values, name) => {
    const value = single(values, name, 'a number');
    if (!NUMBER.test(value)) throw badValue(name, 'a number');
    return sql(`${column} ${COMPARE[side]} ?`, Number(value));
  };
}

/** The filters `{name}_gte`, `_gt`, `_lte` and `_lt` of a date or number column. */
export function ranges(name: string, column: string, kind: 'date' | 'number'): Record<string, Filter> {
  const bound = kind === 'date' ? dateBound : numberBound;
  return Object.fromEntries(SIDES.map(side => [`${name}_${side}`, bound(column, side)]));
}

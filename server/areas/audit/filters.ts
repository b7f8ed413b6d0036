import { invalidInput } from '@/server/errors';
import type { Filter } from '@/server/paging/filters';
import { sql } from '@/server/paging/sql';
import { isCalendarDate } from '@/contract/fields/dates';
import { isEmail, normaliseEmail } from '@/contract/fields/email';
import { idFromText } from '@/contract/fields/ids';

const refuse = (name: string, expected: string) =>
  invalidInput({ [name]: [`Expected ${expected}.`] }, `${name} must be ${expected}.`);

/** The one value of a filter; 400 when it is sent twice. */
function single(values: string[], name: string, expected: string): string {
  if (values.length !== 1) throw refuse(name, expected);
  return values[0];
}

const ID = 'a whole number from 1';

/** An id (decimal digits, no sign, space or leading zero). */
export const idEquals =
  (column: string): Filter =>
  (values, name) => {
    const id = idFromText(single(values, name, ID));
    if (id === undefined) throw refuse(name, ID);
    return sql(`${column} = ?`, id);
  };

const ACTOR = "an administrator's id or email";

/** The administrator who made the change, by id or by email (any case). */
export const byActor: Filter = (values, name) => {
  const value = single(values, name, ACTOR).trim();
  const id = idFromText(value);
  if (id !== undefined) return sql('a.actor_id = ?', id);
  const email = normaliseEmail(value);
  if (!isEmail(email)) throw refuse(name, ACTOR);
  return sql('lower(a.actor_email) = ?', email);
};

const WHEN = 'a date (YYYY-MM-DD, a day in India) or a time (ISO 8601 with its offset)';
const TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A bound of the entries' time, as stored (UTC ISO text): a date is a whole day in India's
 * time zone (`since` from its start, `until` to its end), a time with its offset is that instant.
 */
export const timeBound =
  (side: 'since' | 'until'): Filter =>
  (values, name) => {
    const value = single(values, name, WHEN);
    const time = TIME.exec(value);
    if (time && isCalendarDate(time[1]) && !Number.isNaN(Date.parse(value))) {
      return sql(`a.at ${side === 'since' ? '>=' : '<='} ?`, new Date(value).toISOString());
    }
    if (!isCalendarDate(value)) throw refuse(name, WHEN);
    const start = new Date(`${value}T00:00:00+05:30`);
    return side === 'since'
      ? sql('a.at >= ?', start.toISOString())
      : sql('a.at < ?', new Date(start.getTime() + DAY_MS).toISOString());
  };

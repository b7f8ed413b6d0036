import type { Db } from '../db/connection';
import { notFound } from '../errors';
import { idParam, textField, type Rule } from '../validation';

const ok = <T>(value: T) => ({ ok: true as const, value });
const fail = (error: string) => ({ ok: false as const, error });

const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** A brand's or category's name: required, trimmed, at least 2 characters. */
export function nameField(noun: string): Rule<string> {
  const text = textField({ maxLength: 255 });
  return raw => {
    if (isBlank(raw)) return fail(`${noun} name is required`);
    const outcome = text(raw);
    if (!outcome.ok) return outcome;
    return outcome.value.length < 2 ? fail(`${noun} name must be at least 2 characters long`) : outcome;
  };
}

/** A colour as a hex code, stored with its leading '#'. */
export function colorField(): Rule<string> {
  return raw => {
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!/^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) {
      return fail('Enter a colour as a hex code, like #1A2B3C.');
    }
    return ok(value.startsWith('#') ? value : `#${value}`);
  };
}

/** The id of an existing row of `table`, from a route parameter; 404 with `message` otherwise. */
export function existingId(db: Db, table: string, rawId: string, message: string): number {
  const id = idParam(rawId, message);
  if (!db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id)) throw notFound(message);
  return id;
}

/** Whether a row of `table` with this id exists. */
export const exists = (db: Db, table: string, id: number): boolean =>
  db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;

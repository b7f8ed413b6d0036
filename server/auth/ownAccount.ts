import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import { normaliseEmail } from '@/contract/fields/email';
import { idFromText } from '@/contract/fields/ids';

/** The `{id}` of a settings route: it must be the signed-in administrator's own id. */
export function ownId(rawId: string, userId: number): number {
  if (idFromText(rawId) !== userId) {
    throw new HttpError(403, 'You can only change your own account.');
  }
  return userId;
}

/** The signed-in administrator's own contact details, which the users' retrieve answers for their own id. */
export function ownProfile(db: Db, userId: number) {
  return db.prepare('SELECT id, first_name, last_name, email, phone FROM users WHERE id = ?').get(userId);
}

/** The administrator's current email (lower-cased when it was stored). */
export function currentEmailOf(db: Db, userId: number): string {
  return (db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(userId) as string | null) ?? '';
}

/**
 * True when another account (live or deleted, the column is unique) already holds `value`
 * in `column`; an email is trimmed and lower-cased first (the column compares without case).
 */
export function heldByAnother(db: Db, column: 'email' | 'phone', value: string, userId: number): boolean {
  const key = column === 'email' ? normaliseEmail(value) : value;
  return db.prepare(`SELECT 1 FROM users WHERE ${column} = ? AND id != ?`).pluck().get(key, userId) !== undefined;
}

import type { Db } from '@/server/db/connection';
import { invalidInput, type FieldErrors } from '@/server/errors';
import { normaliseEmail } from '@/contract/fields/email';

export interface Contacts {
  email?: string | null;
  phone?: string | null;
}

/**
 * 400 when another live user (administrators included) already has one of these contacts;
 * an email is trimmed and lower-cased first (the column compares without case).
 */
export function checkContactsFree(db: Db, contacts: Contacts, exceptUserId = 0): void {
  const errors: FieldErrors = {};
  for (const field of ['email', 'phone'] as const) {
    const value = contacts[field];
    if (value === undefined || value === null) continue;
    const key = field === 'email' ? normaliseEmail(value) : value;
    const taken = db
      .prepare(`SELECT 1 FROM users WHERE ${field} = ? AND deleted_at IS NULL AND id <> ?`)
      .get(key, exceptUserId);
    if (taken) errors[field] = [`A user with this ${field} already exists.`];
  }
  const [first] = Object.values(errors);
  if (first) throw invalidInput(errors, first[0]);
}

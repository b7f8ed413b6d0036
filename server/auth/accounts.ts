import type { Role } from '@/contract/team/roles';
import type { Db } from '../db/connection';

export interface Account {
  id: number;
  email: string | null;
  first_name: string;
  is_admin: 0 | 1;
  password_hash: string | null;
  /** Raised by each password change; tokens carrying an older one no longer work. */
  token_version: number;
  /** An administrator's role in the team; null for a member. */
  admin_role: Role | null;
  /** When an owner disabled this administrator, or null. */
  admin_disabled_at: string | null;
}

const COLUMNS = 'id, email, first_name, is_admin, password_hash, token_version, admin_role, admin_disabled_at';

/** Any live account with this (normalised) email. */
export function findAccountByEmail(db: Db, email: string): Account | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM users WHERE email = ? AND deleted_at IS NULL`).get(email) as
    Account | undefined;
}

/**
 * The live administrator with this id, unless disabled; only administrators may use the API, so a
 * disabled one's tokens stop working at once.
 */
export function findAdmin(db: Db, id: number): Account | undefined {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM users WHERE id = ? AND is_admin = 1 AND deleted_at IS NULL AND admin_disabled_at IS NULL`,
    )
    .get(id) as Account | undefined;
}

/** Sets a new password and raises the token version, so every token issued before stops working. */
export function setPasswordHash(db: Db, userId: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, token_version = token_version + 1 WHERE id = ?').run(
    passwordHash,
    userId,
  );
}

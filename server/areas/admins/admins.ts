import type { Admin } from '@/contract/team/admins';
import type { Role } from '@/contract/team/roles';
import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';

export const ADMIN_NOT_FOUND = 'Administrator not found.';

interface AdminRow {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  admin_role: Role | null;
  admin_disabled_at: string | null;
  last_login_at: string | null;
  password_hash: string | null;
  invited_at: string | null;
  invitation_expires_at: string | null;
}

/** Each live administrator with their pending invitation (the newest not accepted), if any. */
const ADMINS = `SELECT u.id, u.email, u.first_name, u.last_name, u.admin_role, u.admin_disabled_at, u.last_login_at,
    u.password_hash, i.created_at AS invited_at, i.expires_at AS invitation_expires_at
  FROM users u
  LEFT JOIN admin_invitations i ON i.id = (
    SELECT id FROM admin_invitations WHERE user_id = u.id AND accepted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1)
  WHERE u.is_admin = 1 AND u.deleted_at IS NULL`;

function adminOf(row: AdminRow, now: Date): Admin {
  const pending = row.invitation_expires_at !== null;
  const status: Admin['status'] =
    row.admin_disabled_at !== null
      ? 'disabled'
      : row.admin_role === null
        ? 'awaiting'
        : pending && row.password_hash === null
          ? Date.parse(row.invitation_expires_at!) > now.getTime()
            ? 'invited'
            : 'expired'
          : 'active';
  return {
    id: row.id,
    email: row.email ?? '',
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.admin_role,
    status,
    last_login_at: row.last_login_at,
    invited_at: row.invited_at,
    invitation_expires_at: row.invitation_expires_at,
  };
}

/** The team: every live administrator, by id. */
export function listAdmins(db: Db, now: Date): Admin[] {
  return (db.prepare(`${ADMINS} ORDER BY u.id`).all() as AdminRow[]).map(row => adminOf(row, now));
}

/** One administrator of the team, or 404. */
export function findTeamAdmin(db: Db, id: number, now: Date): Admin {
  const row = db.prepare(`${ADMINS} AND u.id = ?`).get(id) as AdminRow | undefined;
  if (!row) throw notFound(ADMIN_NOT_FOUND);
  return adminOf(row, now);
}

/** How many owners can act now: not disabled, and signed up (no invitation of theirs waits to be accepted). */
export function activeOwners(db: Db): number {
  return db
    .prepare(
      `SELECT COUNT(*) FROM users u WHERE is_admin = 1 AND deleted_at IS NULL AND admin_role = 'owner'
         AND admin_disabled_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM admin_invitations WHERE user_id = u.id AND accepted_at IS NULL)`,
    )
    .pluck()
    .get() as number;
}

/** Whether this administrator is one of the owners `activeOwners` counts. */
export const isActiveOwner = (admin: Admin): boolean => admin.role === 'owner' && admin.status === 'active';

import { normaliseEmail } from '../../contract/fields/email';
import type { Role } from '../../contract/team/roles';
import type { Db } from '../db/connection';
import { insert } from '../db/rows';
import type { Upstream } from './upstream';

/** An administrator as the gateway knows them: the upstream's user id (the row's id), with their role. */
export interface GatewayAdmin {
  id: number;
  email: string | null;
  admin_role: Role | null;
  admin_disabled_at: string | null;
}

const COLUMNS = 'id, email, admin_role, admin_disabled_at';

/** The administrator with the upstream's user id `id`, disabled or not, if the gateway knows them. */
export function gatewayAdmin(db: Db, id: number): GatewayAdmin | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ? AND is_admin = 1 AND deleted_at IS NULL`).get(id) as
    GatewayAdmin | undefined;
}

/**
 * Records a sign-in the upstream accepted: the administrator under the upstream's user id, with
 * the email they signed in with; an owner of the configuration (`owners`) is an owner, anyone
 * else new waits for a role. Answers them as they are now.
 */
export function recordSignIn(
  db: Db,
  signIn: { userId: number; email: string; at: Date; owners: readonly string[] },
): GatewayAdmin {
  const email = normaliseEmail(signIn.email);
  const owner = signIn.owners.includes(email);
  db.transaction(() => {
    // The same email under another id: the upstream's account was made again; the record follows it.
    db.prepare(
      'UPDATE users SET id = ? WHERE email = ? AND id <> ? AND NOT EXISTS (SELECT 1 FROM users WHERE id = ?)',
    ).run(signIn.userId, email, signIn.userId, signIn.userId);
    if (gatewayAdmin(db, signIn.userId)) {
      db.prepare(
        `UPDATE users SET email = ?, last_login_at = ?, admin_role = CASE WHEN ? THEN 'owner' ELSE admin_role END
         WHERE id = ?`,
      ).run(email, signIn.at.toISOString(), owner ? 1 : 0, signIn.userId);
    } else {
      insert(db, 'users', {
        id: signIn.userId,
        is_admin: true,
        admin_role: owner ? 'owner' : null,
        first_name: email.split('@')[0]!,
        email,
        status: 'approved',
        date_joined: signIn.at,
        last_login_at: signIn.at,
      });
    }
  })();
  return gatewayAdmin(db, signIn.userId)!;
}

/** The role the administrator acts with: an owner of the configuration's is an owner's, whatever the table says. */
export const roleOf = (admin: GatewayAdmin, owners: readonly string[]): Role | null =>
  admin.email !== null && owners.includes(admin.email) ? 'owner' : admin.admin_role;

/**
 * The administrator's name as the upstream keeps it (their account's record, read with their new
 * token), for the team's list, four eyes and the audit trail; left as it was when it cannot be read.
 */
export async function recordNameOf(db: Db, upstream: Upstream, userId: number, access: string): Promise<void> {
  const answer = await upstream.get(`user/retrieve/${userId}/`, access).catch(() => null);
  const record = answer?.status === 200 ? (answer.body as { first_name?: unknown; last_name?: unknown }) : null;
  if (typeof record?.first_name !== 'string' || record.first_name.trim() === '') return;
  const lastName = typeof record.last_name === 'string' ? record.last_name.trim() : '';
  db.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?').run(
    record.first_name.trim(),
    lastName,
    userId,
  );
}

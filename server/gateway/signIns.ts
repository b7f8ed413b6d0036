import { normaliseEmail } from '@/contract/fields/email';
import type { Role } from '@/contract/team/roles';
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

/** The administrator's account as the upstream keeps it: what the gateway takes of it. */
export interface UpstreamAccount {
  email: string | null;
  firstName: string | null;
  lastName: string;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The account of `userId` as the upstream answers it to their own new token; null when it does not. */
export async function upstreamAccount(
  upstream: Upstream,
  userId: number,
  access: string,
): Promise<UpstreamAccount | null> {
  const answer = await upstream.get(`user/retrieve/${userId}/`, access).catch(() => null);
  if (answer?.status !== 200 || answer.body === null || typeof answer.body !== 'object') return null;
  const record = answer.body as Record<string, unknown>;
  return {
    email: textOf(record.email),
    firstName: textOf(record.first_name),
    lastName: textOf(record.last_name) ?? '',
  };
}

/** Names the administrator as the upstream names them, when it does. */
export function recordName(db: Db, userId: number, account: UpstreamAccount | null): void {
  if (!account?.firstName) return;
  db.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?').run(
    account.firstName,
    account.lastName,
    userId,
  );
}

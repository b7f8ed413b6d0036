import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_LIFETIME_MS } from '@/contract/team/invitation';
import type { Role } from '@/contract/team/roles';
import type { Db } from '@/server/db/connection';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the signed-out page of a link shows before the password is chosen. */
export interface InvitationDetails {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
}

/**
 * Invitations of administrators: a secret link token, stored only hashed (as email verifications
 * are), that works once within INVITATION_LIFETIME_MS, for an administrator neither deleted nor disabled.
 */
export class Invitations {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** A new link for this administrator; any link sent before stops working. The token, to email. */
  create(userId: number, invitedBy: number): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    this.db.prepare('DELETE FROM admin_invitations WHERE user_id = ? AND accepted_at IS NULL').run(userId);
    this.db
      .prepare(
        `INSERT INTO admin_invitations (user_id, token_hash, created_at, expires_at, invited_by)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        hashToken(token),
        now.toISOString(),
        new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
        invitedBy,
      );
    return token;
  }

  private static readonly USABLE = `i.token_hash = ? AND i.accepted_at IS NULL AND i.expires_at > ?
    AND u.is_admin = 1 AND u.deleted_at IS NULL AND u.admin_disabled_at IS NULL`;

  /** The administrator a usable link invites, or undefined. */
  find(token: string): InvitationDetails | undefined {
    return this.db
      .prepare(
        `SELECT u.id AS user_id, u.email, u.first_name, u.last_name, u.admin_role AS role
         FROM admin_invitations i JOIN users u ON u.id = i.user_id WHERE ${Invitations.USABLE}`,
      )
      .get(hashToken(token), this.now().toISOString()) as InvitationDetails | undefined;
  }

  /**
   * Uses the link up: the invited administrator's id, or undefined when it was not usable. One
   * statement, so of two acceptances at once only one finds it usable.
   */
  accept(token: string): number | undefined {
    const row = this.db
      .prepare(
        `UPDATE admin_invitations AS i SET accepted_at = ?
         FROM users u WHERE u.id = i.user_id AND ${Invitations.USABLE}
         RETURNING user_id`,
      )
      .get(this.now().toISOString(), hashToken(token), this.now().toISOString()) as { user_id: number } | undefined;
    return row?.user_id;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import type { RequestOrigin } from './requestOrigin';

/** A link works this long after it is sent, and a verification counts this long after it is verified. */
export const VERIFICATION_WINDOW_MS = 15 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newVerificationId = (): string => randomBytes(16).toString('hex');

interface VerifiedRow {
  id: number;
  user_id: number;
}

/** A link that can still be used: which email, and when, from which browser and address it was asked. */
export interface PendingVerification {
  email: string;
  created_at: string;
  requested_browser: string | null;
  requested_address: string | null;
}

/** Email verifications: a secret link token (stored only hashed) proves the mailbox. */
export class Verifications {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private windowStart(): string {
    return new Date(this.now().getTime() - VERIFICATION_WINDOW_MS).toISOString();
  }

  create(userId: number, email: string, origin: RequestOrigin): { verificationId: string; token: string } {
    const token = randomBytes(32).toString('base64url');
    const verificationId = newVerificationId();
    this.db
      .prepare(
        `INSERT INTO email_verifications
           (verification_id, token_hash, user_id, email, created_at, requested_browser, requested_address)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(verificationId, hashToken(token), userId, email, this.now().toISOString(), origin.browser, origin.address);
    return { verificationId, token };
  }

  /** The verification of a link that can still be used: sent within the window and not yet verified. */
  pending(token: string): PendingVerification | undefined {
    return this.db
      .prepare(
        `SELECT email, created_at, requested_browser, requested_address FROM email_verifications
         WHERE token_hash = ? AND verified_at IS NULL AND created_at >= ?`,
      )
      .get(hashToken(token), this.windowStart()) as PendingVerification | undefined;
  }

  /** Marks the link's verification verified; false when the link cannot be used. */
  verify(token: string): boolean {
    const result = this.db
      .prepare(
        `UPDATE email_verifications SET verified_at = ?
         WHERE token_hash = ? AND verified_at IS NULL AND created_at >= ?`,
      )
      .run(this.now().toISOString(), hashToken(token), this.windowStart());
    return result.changes === 1;
  }

  /** The verification of this email with this id, verified within the window and not consumed. */
  findVerified(email: string, verificationId: string): VerifiedRow | undefined {
    return this.db
      .prepare(
        `SELECT id, user_id FROM email_verifications
         WHERE email = ? AND verification_id = ? AND verified_at >= ? AND consumed_at IS NULL`,
      )
      .get(email, verificationId, this.windowStart()) as VerifiedRow | undefined;
  }

  /**
   * A verification this administrator asked for while signed in (or through the forgot-password
   * flow) for `email`, verified within the window and not consumed; narrowed to `verificationId` when given.
   */
  findVerifiedFor(userId: number, email: string, verificationId?: string): VerifiedRow | undefined {
    return this.db
      .prepare(
        `SELECT id, user_id FROM email_verifications
         WHERE user_id = ? AND email = ? AND (? IS NULL OR verification_id = ?)
           AND verified_at >= ? AND consumed_at IS NULL
         ORDER BY verified_at DESC LIMIT 1`,
      )
      .get(userId, email, verificationId ?? null, verificationId ?? null, this.windowStart()) as
      VerifiedRow | undefined;
  }

  /** Uses up every open verification of this administrator for `email`; how many there were. */
  consumeAllFor(userId: number, email: string): number {
    return this.db
      .prepare(
        `UPDATE email_verifications SET consumed_at = ?
         WHERE user_id = ? AND email = ? AND verified_at IS NOT NULL AND consumed_at IS NULL`,
      )
      .run(this.now().toISOString(), userId, email).changes;
  }

  /** Uses up a verified verification; the user id, or undefined if it was not usable (or already used). */
  consume(email: string, verificationId: string): number | undefined {
    const row = this.findVerified(email, verificationId);
    if (!row) return undefined;
    const result = this.db
      .prepare('UPDATE email_verifications SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL')
      .run(this.now().toISOString(), row.id);
    return result.changes === 1 ? row.user_id : undefined;
  }
}

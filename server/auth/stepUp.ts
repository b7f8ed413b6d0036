import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { currentEmailOf } from './ownAccount';

export const STEP_UP_REQUIRED = 'Verify your current email address through its link before changing your account.';

/**
 * A settings change needs a fresh proof of the mailbox: a verification of the administrator's
 * current email, asked for by this administrator, opened through its link in the last 15 minutes
 * and not yet used (narrowed to `verificationId` when the client sends it). 403 otherwise.
 */
export function requireStepUp(ctx: AppContext, userId: number, verificationId?: string): void {
  const email = currentEmailOf(ctx.db, userId);
  if (!email || !ctx.verifications.findVerifiedFor(userId, email, verificationId)) {
    throw new HttpError(403, STEP_UP_REQUIRED, { extra: { code: 'email_verification_required' } });
  }
}

/** Uses up the proofs of the current mailbox, so each one allows a single change. */
export function consumeStepUp(ctx: AppContext, userId: number): void {
  ctx.verifications.consumeAllFor(userId, currentEmailOf(ctx.db, userId));
}

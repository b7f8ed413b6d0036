import type { FastifyPluginAsync } from 'fastify';
import { recordAudit } from '../audit/record';
import { findAdmin, setPasswordHash } from '../auth/accounts';
import { authenticate } from '../auth/guard';
import { checkPasswordRule, hashPassword } from '../auth/passwords';
import type { AppContext, RouteOptions } from '../context';
import { HttpError, invalidInput } from '../errors';
import { consumeStepUp, requireStepUp } from '../settings/stepUp';
import { emailField, idField, optional, parseInput, textField } from '../validation';

const CHANGED = { message: 'Password changed successfully.' };
const MISMATCH = 'Passwords do not match.';

const verificationRequired = () => new HttpError(400, 'Email verification is required before changing the password.');

/** Records a password change of an administrator's account (never the password) in the audit trail. */
function auditPasswordChange(ctx: AppContext, userId: number, how: string): void {
  if (!findAdmin(ctx.db, userId)) return;
  recordAudit(ctx.db, {
    at: ctx.now(),
    actor: userId,
    action: 'update',
    targetType: 'settings',
    targetId: userId,
    summary: `Changed the password ${how}; every session was signed out`,
  });
}

/** Forgot-password flow, signed out: allowed once per verification verified through the emailed link. */
async function resetForgottenPassword(ctx: AppContext, address: string, body: unknown) {
  const { db, verifications, sessions, limits } = ctx;
  const input = parseInput(
    { email: emailField(), verification_id: textField(), password: textField({ trim: false }) },
    body,
  );
  checkPasswordRule('password', input.password);
  if (!verifications.findVerified(input.email, input.verification_id)) throw verificationRequired();
  const passwordHash = await hashPassword(input.password);
  db.transaction(() => {
    const userId = verifications.consume(input.email, input.verification_id);
    if (userId === undefined) throw verificationRequired();
    setPasswordHash(db, userId, passwordHash);
    sessions.revokeAll(userId);
    auditPasswordChange(ctx, userId, 'through the emailed link (forgot password)');
  })();
  await limits.login.forgive(address, input.email);
  return CHANGED;
}

/**
 * Settings flow, signed in: changes the signed-in administrator's own password, once per fresh
 * verification of their current email (settings/stepUp.ts), and signs every session out.
 */
async function changeOwnPassword(ctx: AppContext, userId: number, body: unknown) {
  const input = parseInput(
    {
      userId: optional(idField()),
      new_password: textField({ trim: false }),
      confirm_password: textField({ trim: false }),
      verification_id: optional(textField()),
    },
    body,
  );
  if (input.userId !== undefined && input.userId !== userId) {
    throw new HttpError(403, 'You can only change your own password.');
  }
  if (input.new_password !== input.confirm_password) throw invalidInput({ confirm_password: [MISMATCH] }, MISMATCH);
  checkPasswordRule('new_password', input.new_password);
  requireStepUp(ctx, userId, input.verification_id);
  const passwordHash = await hashPassword(input.new_password);
  ctx.db.transaction(() => {
    requireStepUp(ctx, userId, input.verification_id);
    consumeStepUp(ctx, userId);
    setPasswordHash(ctx.db, userId, passwordHash);
    ctx.sessions.revokeAll(userId);
    auditPasswordChange(ctx, userId, 'in the settings');
  })();
  return CHANGED;
}

export const passwordRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/user/change-password/', async request =>
    request.headers.authorization === undefined
      ? resetForgottenPassword(ctx, request.ip, request.body)
      : changeOwnPassword(ctx, await authenticate(ctx, request), request.body),
  );
};

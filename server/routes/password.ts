import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changedPasswordRules, passwordChange, passwordReset, resetPasswordRule } from '@/contract/password';
import { recordAudit } from '../audit/record';
import { findAdmin, setPasswordHash } from '../auth/accounts';
import { authenticate } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import type { AppContext, RouteOptions } from '../context';
import { HttpError } from '../errors';
import { firstError, jsonFields, parseInput } from '../input';
import { message } from '../openapi/answers';
import { documentArea, TOKEN_WHEN_SIGNED_IN } from '../openapi/areas';
import { consumeStepUp, requireStepUp } from '../auth/stepUp';

const CHANGED = { message: 'Password changed successfully.' };

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
  const input = parseInput(jsonFields(passwordReset), body);
  parseInput(resetPasswordRule, input, firstError);
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
  const input = parseInput(jsonFields(passwordChange), body);
  if (input.userId !== undefined && input.userId !== userId) {
    throw new HttpError(403, 'You can only change your own password.');
  }
  parseInput(changedPasswordRules, input, firstError);
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

export const passwordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  documentArea(app, 'Password', TOKEN_WHEN_SIGNED_IN);
  const schema = {
    summary: 'Change the password: forgotten (no token, after the emailed link), or in the settings (signed in)',
    description: 'Which body applies depends on the token, so the handler checks it rather than the route.',
    // Given per content type: read by the handler (see requestValidator).
    body: { content: { 'application/json': { schema: z.union([passwordReset, passwordChange]) } } },
    response: { 200: message('Password changed') },
  };
  app.post('/user/change-password/', { schema }, async request =>
    request.headers.authorization === undefined
      ? resetForgottenPassword(ctx, request.ip, request.body)
      : changeOwnPassword(ctx, await authenticate(ctx, request), request.body),
  );
};

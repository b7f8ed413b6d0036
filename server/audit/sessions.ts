import type { FastifyRequest } from 'fastify';
import { findAdmin } from '../auth/accounts';
import { requestOrigin } from '../auth/requestOrigin';
import type { AppContext } from '../context';
import { recordAudit } from './record';

/** The administrator whose session a refresh token still holds open, or undefined (not one, used up, revoked). */
export async function sessionOwner(ctx: AppContext, refreshToken: string): Promise<number | undefined> {
  const claims = await ctx.tokens.verify(refreshToken, 'refresh');
  if (!claims) return undefined;
  const open = ctx.db
    .prepare('SELECT 1 FROM refresh_tokens WHERE jti = ? AND user_id = ? AND revoked_at IS NULL')
    .get(claims.jti, claims.userId);
  return open && findAdmin(ctx.db, claims.userId) ? claims.userId : undefined;
}

/** Records a sign-in or a sign-out, with the browser and the masked address it came from. */
export function recordSession(ctx: AppContext, request: FastifyRequest, actor: number, action: 'sign_in' | 'sign_out') {
  const { browser, address } = requestOrigin(request);
  recordAudit(ctx.db, {
    at: ctx.now(),
    actor,
    action,
    targetType: 'session',
    targetId: actor,
    summary: `${action === 'sign_in' ? 'Signed in' : 'Signed out'} from ${browser}, address ${address}`,
  });
}

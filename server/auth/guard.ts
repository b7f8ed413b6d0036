import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { findAdmin } from './accounts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator, set by `requireAdmin`. */
    userId: number;
  }
}

export const invalidToken = (): HttpError =>
  new HttpError(401, 'Token is invalid or expired.', { extra: { code: 'token_not_valid' } });

/**
 * The administrator named by the request's bearer access token; 401 when there is none or it
 * is not valid, including a token issued before the account's password last changed.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, 'Authentication credentials were not provided.');
  const token = /^Bearer +(\S+)$/i.exec(header)?.[1];
  const claims = token ? await ctx.tokens.verify(token, 'access') : null;
  if (!claims || findAdmin(ctx.db, claims.userId)?.token_version !== claims.version) throw invalidToken();
  return claims.userId;
}

export function requireAdmin(ctx: AppContext): onRequestAsyncHookHandler {
  return async request => {
    request.userId = await authenticate(ctx, request);
  };
}

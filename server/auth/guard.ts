import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@/contract/team/roles';
import { bearerOf } from '../callParts';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { findAdmin, type Account } from './accounts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator, set by `requireAdmin`. */
    userId: number;
    /** The signed-in administrator's role, read from the database on each request (not from the token). */
    adminRole: Role;
  }
}

export const invalidToken = (): HttpError =>
  new HttpError(401, 'Token is invalid or expired.', { extra: { code: 'token_not_valid' } });

/**
 * The administrator named by the request's bearer access token; 401 when there is none or it
 * is not valid, including a token issued before the account's password last changed.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<number> {
  return (await authenticatedAdmin(ctx, request)).id;
}

/** As `authenticate`, the administrator's account (with their role) as the database has it now. */
export async function authenticatedAdmin(ctx: AppContext, request: FastifyRequest): Promise<Account> {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, 'Authentication credentials were not provided.');
  const token = bearerOf(request);
  const claims = token ? await ctx.tokens.verify(token, 'access') : null;
  const account = claims ? findAdmin(ctx.db, claims.userId) : undefined;
  if (!claims || !account || account.token_version !== claims.version) throw invalidToken();
  return account;
}

export function requireAdmin(ctx: AppContext): onRequestAsyncHookHandler {
  return async request => {
    const account = await authenticatedAdmin(ctx, request);
    request.userId = account.id;
    // Every administrator has a role since migration 015; one without is taken as an owner's.
    request.adminRole = account.admin_role ?? 'owner';
  };
}

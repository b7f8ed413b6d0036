import type { onRequestAsyncHookHandler } from 'fastify';
import { TEAM_MESSAGES } from '@/contract/team/admins';
import { invalidToken } from '../auth/guard';
import { bearerOf } from '../callParts';
import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import { upstreamUnavailable } from './failures';
import { gatewayAdmin, roleOf } from './signIns';
import type { UpstreamTokens } from './upstreamTokens';

/** The 403 of an administrator the upstream signs in whom no owner has given a role yet. */
export const awaitingAccess = (): HttpError =>
  new HttpError(403, TEAM_MESSAGES.awaitingAccess, {
    extra: { detail: TEAM_MESSAGES.awaitingAccess, code: 'awaiting_access' },
  });

/**
 * The gateway's `requireAdmin`: the upstream's access token (its signature, or the upstream's word),
 * then the gateway's own record of the administrator: unknown or without a role, 403; disabled,
 * the token is refused (401) whatever the upstream thinks of it.
 */
export function requireGatewayAdmin(
  db: Db,
  tokens: UpstreamTokens,
  owners: readonly string[],
): onRequestAsyncHookHandler {
  return async request => {
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, 'Authentication credentials were not provided.');
    const token = bearerOf(request);
    if (!token) throw invalidToken();
    const identity = await tokens.identify(token).catch(error => {
      throw upstreamUnavailable(error);
    });
    if (!identity) throw invalidToken();
    const admin = gatewayAdmin(db, identity.userId);
    if (!admin) throw awaitingAccess();
    if (admin.admin_disabled_at !== null) throw invalidToken();
    const role = roleOf(admin, owners);
    if (role === null) throw awaitingAccess();
    request.userId = admin.id;
    request.adminRole = role;
  };
}

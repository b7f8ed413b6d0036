import type { FastifyPluginAsync } from 'fastify';
import { TEAM_MESSAGES } from '../../contract/team/admins';
import { SERVER_AREAS } from '../areas';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { publishChanges } from '../live/publish';
import { liveRoutes } from '../routes/live';
import { openApiRoutes } from '../routes/openapi';
import { programmeSettingsRoutes } from '../routes/programmeSettings';
import { markSignedIn } from '../team/enforce';
import type { GatewayConfig } from './config';
import { auditForwardedChanges } from './forwardedAudit';
import { forwardedRoutes, type AnswerReader } from './forwarding';
import { awaitingAccess, requireGatewayAdmin } from './guard';
import { requireGatewayPermission } from './permission';
import type { ForwardedCall } from './referenceRoutes';
import { recordSignIn, gatewayAdmin, roleOf } from './signIns';
import type { Upstream } from './upstream';
import { userIdInAnswer, type UpstreamTokens } from './upstreamTokens';

export interface GatewayApiOptions {
  ctx: AppContext;
  gateway: GatewayConfig;
  calls: readonly ForwardedCall[];
  upstream: Upstream;
  tokens: UpstreamTokens;
}

const jsonOf = (body: Buffer): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const disabled = () =>
  new HttpError(403, TEAM_MESSAGES.disabledSignIn, { extra: { detail: TEAM_MESSAGES.disabledSignIn } });

/**
 * The gateway's API: the spec's calls forwarded to the upstream (sign-in and refresh signed out,
 * the others behind the same permissions as on the reference server), and what the gateway keeps
 * itself: the team, the audit trail, the programme's settings and live updates.
 */
export const gatewayApi: FastifyPluginAsync<GatewayApiOptions> = async (
  api,
  { ctx, gateway, calls, upstream, tokens },
) => {
  const { db, now } = ctx;
  const { owners } = gateway;
  const forwarding = { upstream: gateway.upstream, timeoutMs: gateway.timeoutMs };

  /** A sign-in the upstream accepted: the administrator is recorded; one without a role, or disabled, is refused. */
  const signIn: AnswerReader = async (request, answer) => {
    const userId = answer.status === 200 ? userIdInAnswer(jsonOf(answer.body)?.access) : null;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (userId === null || typeof email !== 'string') return;
    const admin = recordSignIn(db, { userId, email, at: now(), owners });
    if (admin.admin_disabled_at !== null) return disabled();
    if (roleOf(admin, owners) === null) return awaitingAccess();
  };
  /** New tokens only for an administrator the gateway lets in. */
  const refresh: AnswerReader = async (_request, answer) => {
    const userId = answer.status === 200 ? userIdInAnswer(jsonOf(answer.body)?.access) : null;
    if (userId === null) return;
    const admin = gatewayAdmin(db, userId);
    if (!admin) return awaitingAccess();
    if (admin.admin_disabled_at !== null) return disabled();
    if (roleOf(admin, owners) === null) return awaitingAccess();
  };

  await api.register(openApiRoutes);
  await api.register(forwardedRoutes, {
    ...forwarding,
    calls: calls.filter(call => call.permission === undefined),
    readers: { 'POST /user/admin/login/': signIn, 'POST /user/token/refresh/': refresh },
  });

  await api.register(async signedIn => {
    signedIn.decorateRequest('userId', 0);
    signedIn.decorateRequest('adminRole', 'owner');
    signedIn.addHook('onRequest', requireGatewayAdmin(db, tokens, owners));
    signedIn.addHook('onRequest', requireGatewayPermission(db, upstream));
    markSignedIn(signedIn);
    signedIn.addHook('onResponse', publishChanges(ctx));
    auditForwardedChanges(signedIn, { db, now, upstream });
    await signedIn.register(forwardedRoutes, {
      ...forwarding,
      calls: calls.filter(call => call.permission !== undefined),
    });
    const options = { ctx };
    for (const area of SERVER_AREAS) if (area.gatewayRoutes) await signedIn.register(area.gatewayRoutes, options);
    await signedIn.register(programmeSettingsRoutes, options);
    await signedIn.register(liveRoutes, options);
  });
};

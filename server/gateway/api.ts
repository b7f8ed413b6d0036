import type { FastifyPluginAsync } from 'fastify';
import { TEAM_MESSAGES } from '@/contract/team/admins';
import { areaGatewayCalls } from '../area';
import { SERVER_AREAS } from '../areas';
import { recordSession } from '../audit/sessions';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { publishChanges } from '../live/publish';
import { liveRoutes } from '../routes/live';
import { openApiRoutes } from '../routes/openapi';
import { programmeSettingsRoutes } from '../routes/programmeSettings';
import { markSignedIn } from '../team/enforce';
import type { GatewayConfig } from './config';
import { AUDITED_CALLS } from './auditedCalls';
import { gatewayBillEarnings } from './billEarnings';
import { auditForwardedChanges } from './forwardedAudit';
import type { AnswerReader } from './answerReaders';
import { forwardedRoutes } from './forwarding';
import { gatewayFourEyes } from './fourEyes';
import { declaredCalls, type GatewayCalls, type GatewayParts } from './gatewayCall';
import type { CopyKeeper } from './upstreamCopy/keeper';
import { awaitingAccess, requireGatewayAdmin } from './guard';
import { requireGatewayPermission } from './permission';
import type { ForwardedCall } from './forwardedCall';
import { gatewayAdmin, recordName, recordSignIn, roleOf, upstreamAccount } from './signIns';
import type { Upstream } from './upstream';
import { userIdInAnswer, type UpstreamTokens } from './upstreamTokens';

export interface GatewayApiOptions {
  ctx: AppContext;
  gateway: GatewayConfig;
  calls: readonly ForwardedCall[];
  upstream: Upstream;
  tokens: UpstreamTokens;
  keeper: CopyKeeper;
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
  { ctx, gateway, calls, upstream, tokens, keeper },
) => {
  const { db, now } = ctx;
  const { owners } = gateway;
  const forwarding = { upstream: gateway.upstream, timeoutMs: gateway.timeoutMs };

  /** The answer with the role the administrator acts with, which the upstream's tokens do not carry. */
  const withRole = (json: Record<string, unknown>, role: string) => Buffer.from(JSON.stringify({ ...json, role }));

  /**
   * A sign-in the upstream accepted: the administrator is recorded (with their name as the upstream
   * has it); one without a role, or disabled, is refused; the audit trail keeps the sign-in, and the
   * answer names the role.
   */
  const signIn: AnswerReader = async (request, answer) => {
    const json = answer.status === 200 ? jsonOf(answer.body) : null;
    const userId = userIdInAnswer(json?.access);
    if (json === null || userId === null) return;
    // Who signed in is the upstream's account of the token, not what was typed (nor how it was sent).
    const account = await upstreamAccount(upstream, userId, json.access as string);
    const typed = (request.body as { email?: unknown } | undefined)?.email;
    const email = account?.email ?? (typeof typed === 'string' ? typed : null);
    if (email === null) return awaitingAccess();
    const admin = recordSignIn(db, { userId, email, at: now(), owners });
    recordName(db, userId, account);
    if (admin.admin_disabled_at !== null) return disabled();
    const role = roleOf(admin, owners);
    if (role === null) return awaitingAccess();
    recordSession(ctx, request, userId, 'sign_in');
    return withRole(json, role);
  };
  /** New tokens only for an administrator the gateway lets in, with their role as it is now. */
  const refresh: AnswerReader = async (_request, answer) => {
    const json = answer.status === 200 ? jsonOf(answer.body) : null;
    const userId = userIdInAnswer(json?.access);
    if (json === null || userId === null) return;
    const admin = gatewayAdmin(db, userId);
    if (!admin) return awaitingAccess();
    if (admin.admin_disabled_at !== null) return disabled();
    const role = roleOf(admin, owners);
    return role === null ? awaitingAccess() : withRole(json, role);
  };

  await api.register(openApiRoutes);
  await api.register(forwardedRoutes, {
    ...forwarding,
    calls: calls.filter(call => call.permission === undefined),
    declared: {
      'POST /user/admin/login/': { onAnswer: [signIn] },
      'POST /user/token/refresh/': { onAnswer: [refresh] },
    },
  });

  await api.register(async signedIn => {
    signedIn.decorateRequest('userId', 0);
    signedIn.decorateRequest('adminRole', 'owner');
    signedIn.decorateRequest('fourEyesOutcome', null);
    signedIn.decorateRequest('auditDetail', null);
    signedIn.addHook('onRequest', requireGatewayAdmin(db, tokens, owners));
    signedIn.addHook('onRequest', requireGatewayPermission(db, upstream));
    markSignedIn(signedIn);
    signedIn.addHook('onResponse', publishChanges(ctx));
    auditForwardedChanges(signedIn, { db, now, upstream });
    const areaOptions = { ctx, upstream };
    const parts: GatewayParts = {
      db,
      upstream,
      now,
      fourEyes: gatewayFourEyes({ db, upstream, now, timeoutMs: gateway.timeoutMs }),
      billEarnings: gatewayBillEarnings(
        SERVER_AREAS.find(area => area.gatewayBillEarnings)?.gatewayBillEarnings?.(areaOptions),
        now,
      ),
      approvedElsewhere: keeper.approvedElsewhere,
    };
    const shellAudits: GatewayCalls = Object.fromEntries(
      Object.entries(AUDITED_CALLS).map(([call, audit]) => [call, { audit }]),
    );
    await signedIn.register(forwardedRoutes, {
      ...forwarding,
      calls: calls.filter(call => call.permission !== undefined),
      declared: declaredCalls([shellAudits, ...SERVER_AREAS.flatMap(area => areaGatewayCalls(area, parts))]),
    });
    const options = { ctx };
    for (const area of SERVER_AREAS) {
      if (area.gatewayRoutes) await signedIn.register(area.gatewayRoutes, areaOptions);
    }
    await signedIn.register(programmeSettingsRoutes, options);
    await signedIn.register(liveRoutes, options);
  });
};

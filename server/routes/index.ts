import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../auth/guard';
import type { SpecShapes } from '../config';
import type { RouteOptions } from '../context';
import { answerInSpecShapes } from '../specShapes';
import { publishChanges } from '../live/publish';
import { markSignedIn, requirePermission } from '../team/enforce';
import { auditRoutes } from './audit';
import { billRoutes } from './bills';
import { catalogueRoutes } from './catalogue';
import { dashboardRoutes } from './dashboard';
import { directoryRoutes } from './directory';
import { editRequestRoutes } from './editRequests';
import { emailVerificationRoutes } from './emailVerification';
import { liveRoutes } from './live';
import { lookupRoutes } from './lookups';
import { notificationRoutes } from './notifications';
import { openApiRoutes } from './openapi';
import { passwordRoutes } from './password';
import { paymentRoutes } from './payments';
import { programmeRoutes } from './programme';
import { sessionRoutes } from './session';
import { settingsRoutes } from './settings';
import { invitationRoutes, teamRoutes } from './team';
import { termsRoutes } from './terms';
import { userDetailRoutes } from './userDetail';
import { userRoutes } from './users';
import { voucherRequestRoutes } from './voucherRequests';
import { voucherRoutes } from './vouchers';

export interface ApiRouteOptions extends RouteOptions {
  /** The config's `specShapes` (SPEC_SHAPES). */
  specShapes: SpecShapes;
}

/**
 * Every API route. Those registered inside the signed-in scope need an administrator's
 * access token, and a role that may do what the route does: each declares its permission beside
 * its path (`config.permission`, server/team/permissions.ts), and one that does not fails here.
 * In strict mode (SPEC_SHAPES) answers keep only the spec's fields, and there is no team to
 * manage (the spec's backend has no roles) and no live updates: their routes are not registered.
 * Each route's schemas check its input and describe it in the OpenAPI document.
 */
export const apiRoutes: FastifyPluginAsync<ApiRouteOptions> = async (api, { ctx, specShapes }) => {
  const options = { ctx };
  if (specShapes === 'strict') answerInSpecShapes(api);
  await api.register(openApiRoutes);
  await api.register(sessionRoutes, options);
  await api.register(emailVerificationRoutes, options);
  await api.register(passwordRoutes, options);
  const team = specShapes !== 'strict';
  if (team) await api.register(invitationRoutes, options);

  await api.register(async signedIn => {
    signedIn.decorateRequest('userId', 0);
    signedIn.decorateRequest('adminRole', 'owner');
    signedIn.addHook('onRequest', requireAdmin(ctx));
    signedIn.addHook('onRequest', requirePermission(ctx.db));
    markSignedIn(signedIn);
    if (team) signedIn.addHook('onResponse', publishChanges(ctx));
    await signedIn.register(dashboardRoutes, options);
    await signedIn.register(lookupRoutes, options);
    await signedIn.register(userRoutes, options);
    await signedIn.register(editRequestRoutes, options);
    await signedIn.register(directoryRoutes, options);
    await signedIn.register(catalogueRoutes, options);
    await signedIn.register(voucherRoutes, options);
    await signedIn.register(voucherRequestRoutes, options);
    await signedIn.register(billRoutes, options);
    await signedIn.register(paymentRoutes, options);
    await signedIn.register(userDetailRoutes, options);
    await signedIn.register(settingsRoutes, options);
    await signedIn.register(notificationRoutes, options);
    await signedIn.register(termsRoutes, options);
    await signedIn.register(auditRoutes, options);
    await signedIn.register(programmeRoutes, options);
    if (team) await signedIn.register(teamRoutes, options);
    if (team) await signedIn.register(liveRoutes, options);
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { registeredAreas, type ServerArea } from '../area';
import { requireAdmin } from '../auth/guard';
import type { SpecShapes } from '../config';
import type { RouteOptions } from '../context';
import { answerInSpecShapes } from '../specShapes';
import { publishChanges } from '../live/publish';
import { markSignedIn, requirePermission } from '../team/enforce';
import { dashboardRoutes } from './dashboard';
import { emailVerificationRoutes } from './emailVerification';
import { liveRoutes } from './live';
import { lookupRoutes } from './lookups';
import { openApiRoutes } from './openapi';
import { passwordRoutes } from './password';
import { programmeSettingsRoutes } from './programmeSettings';
import { sessionRoutes } from './session';

export interface ApiRouteOptions extends RouteOptions {
  /** The config's `specShapes` (SPEC_SHAPES). */
  specShapes: SpecShapes;
  /** The areas to register (server/areas.ts's list, or a part of it). */
  areas: readonly ServerArea[];
}

/**
 * Every API route: the shell's and each given area's. A signed-in route declares its permission beside its path
 * (`config.permission`), or fails here. In strict mode (SPEC_SHAPES) answers keep the spec's fields only, and
 * what the spec's backend lacks (`referenceOnly` areas, live updates) is not registered.
 */
export const apiRoutes: FastifyPluginAsync<ApiRouteOptions> = async (api, { ctx, specShapes, areas: given }) => {
  const options = { ctx };
  if (specShapes === 'strict') answerInSpecShapes(api);
  await api.register(openApiRoutes);
  await api.register(sessionRoutes, options);
  await api.register(emailVerificationRoutes, options);
  await api.register(passwordRoutes, options);
  const referenceToo = specShapes !== 'strict';
  const areas = registeredAreas(given, specShapes);
  for (const area of areas) if (area.publicRoutes) await api.register(area.publicRoutes, options);

  await api.register(async signedIn => {
    signedIn.decorateRequest('userId', 0);
    signedIn.decorateRequest('adminRole', 'owner');
    signedIn.addHook('onRequest', requireAdmin(ctx));
    signedIn.addHook('onRequest', requirePermission(ctx.db));
    markSignedIn(signedIn);
    if (referenceToo) signedIn.addHook('onResponse', publishChanges(ctx));
    await signedIn.register(dashboardRoutes, options);
    await signedIn.register(lookupRoutes, options);
    await signedIn.register(programmeSettingsRoutes, options);
    for (const area of areas) await signedIn.register(area.routes, options);
    if (referenceToo) await signedIn.register(liveRoutes, options);
  });
};

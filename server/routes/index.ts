import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../auth/guard';
import type { RouteOptions } from '../context';
import { dashboardRoutes } from './dashboard';
import { emailVerificationRoutes } from './emailVerification';
import { passwordRoutes } from './password';
import { sessionRoutes } from './session';

/** Every API route. Those registered inside the signed-in scope need an administrator's access token. */
export const apiRoutes: FastifyPluginAsync<RouteOptions> = async (api, { ctx }) => {
  const options = { ctx };
  await api.register(sessionRoutes, options);
  await api.register(emailVerificationRoutes, options);
  await api.register(passwordRoutes, options);

  await api.register(async signedIn => {
    signedIn.decorateRequest('userId', 0);
    signedIn.addHook('onRequest', requireAdmin(ctx));
    await signedIn.register(dashboardRoutes, options);
  });
};

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GatewayRouteOptions } from '@/server/area';
import { gatewayPayouts } from './gatewaySource';
import { payoutRoutesOf } from './routes';

/**
 * The payouts at the gateway (UPSTREAM_API_URL), at the reference server's paths, with its answers
 * and permissions: the batches, lines, files and answers in the gateway's own database, the
 * payouts and members read from the upstream's payouts list with the caller's token.
 */
export const payoutGatewayRoutes: FastifyPluginAsyncZod<GatewayRouteOptions> = async (app, options) => {
  // The gateway forwards other uploads unread; the bank's answer is read here.
  await app.register(multipart);
  await app.register(payoutRoutesOf(gatewayPayouts(options.ctx.db, options.upstream, options.ctx.now)), options);
};

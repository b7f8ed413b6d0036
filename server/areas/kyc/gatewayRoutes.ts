import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GatewayRouteOptions } from '@/server/area';
import { gatewayKyc } from './gatewaySource';
import { kycRoutesOf } from './routes';

/**
 * KYC at the gateway (UPSTREAM_API_URL), at the reference server's paths, with its answers and
 * permissions: the states, checks and settings in the gateway's own database keyed by the upstream's
 * member ids, the members' PANs and payout accounts read from the upstream with the caller's token.
 */
export const kycGatewayRoutes: FastifyPluginAsyncZod<GatewayRouteOptions> = async (app, options) => {
  await app.register(kycRoutesOf(gatewayKyc(options.ctx.db, options.upstream, options.ctx.now)), options);
};

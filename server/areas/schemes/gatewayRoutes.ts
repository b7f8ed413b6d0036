import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GatewayRouteOptions } from '@/server/area';
import { bearerOf } from '@/server/callParts';
import { schemeCommittedRoutesOver } from './committedRoutes';
import { schemeFigureRoutesOver, type SchemeFigureSource } from './figureRoutes';
import { keptCommittedSource } from './keptCommittedSource';
import { liveSchemes } from './records';
import { schemeRoutes } from './routes';
import { readUpstreamBill, upstreamApprovedBills } from './upstreamBills';
import { gatewayCatalogue } from './upstreamCatalogue';
import { schemeVersionRoutes } from './versionRoutes';
import { workOutFor } from './workOut';

/** The upstream's bills and catalogue, read with the caller's token. */
function upstreamFigureSource({ ctx: { db, now }, upstream }: GatewayRouteOptions): SchemeFigureSource {
  const catalogueOf = gatewayCatalogue(upstream, now);
  const catalogue = (request: FastifyRequest) => catalogueOf(bearerOf(request));
  return {
    catalogue,
    async workOut(request, billId, matches) {
      const bill = await readUpstreamBill(upstream, billId, bearerOf(request));
      // With no live scheme nothing is matched: the catalogue is not read.
      const products = liveSchemes(db).length === 0 ? [] : await catalogue(request);
      return workOutFor(db, bill, products, matches);
    },
    pastBills: async (request, window) => [await upstreamApprovedBills(upstream, bearerOf(request), window)],
  };
}

/**
 * The schemes at the gateway: stored in its own database, drafted and approved as on the
 * reference server, their figures worked out over the upstream's bills and catalogue.
 */
export const schemeGatewayRoutes: FastifyPluginAsyncZod<GatewayRouteOptions> = async (app, options) => {
  await app.register(schemeRoutes, options);
  await app.register(schemeVersionRoutes, options);
  await app.register(schemeFigureRoutesOver(upstreamFigureSource), options);
  await app.register(schemeCommittedRoutesOver(keptCommittedSource), options);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GatewayRouteOptions } from '@/server/area';
import { gatewayLiability } from '@/server/gateway/upstreamCopy/liability';
import { bearerOf } from '@/server/callParts';
import { documentArea } from '@/server/openapi/areas';
import { programmeSettingsOf } from '@/server/programme/settings';
import { gatewayMovement } from './gatewayMovement';
import { LIABILITY_ANSWER, LIABILITY_SUMMARY, MOVEMENT_SUMMARY, movementAnswer, PROGRAMME_PERMISSION } from './routes';

/**
 * What the programme owes and how it moved, at the gateway (UPSTREAM_API_URL): the reference
 * server's paths, answers and permissions, from the upstream's dashboard totals and what the
 * gateway keeps of its lists (server/gateway/upstreamCopy/keeper.ts).
 */
export const programmeGatewayRoutes: FastifyPluginAsyncZod<GatewayRouteOptions> = async (app, { ctx, upstream }) => {
  const { db } = ctx;
  documentArea(app, 'Programme');

  app.get(
    '/programme/liability/',
    {
      schema: { summary: LIABILITY_SUMMARY, response: { 200: LIABILITY_ANSWER } },
      config: { permission: PROGRAMME_PERMISSION },
    },
    async request => gatewayLiability(db, upstream, bearerOf(request), programmeSettingsOf(db).point_value),
  );

  const movementSchema = {
    summary: MOVEMENT_SUMMARY,
    response: { 200: movementAnswer(ctx.pending.map(queue => queue.kind)) },
  };
  app.get(
    '/programme/movement/',
    { schema: movementSchema, config: { permission: PROGRAMME_PERMISSION } },
    async request => {
      const pointValue = programmeSettingsOf(db).point_value;
      const owed = await gatewayLiability(db, upstream, bearerOf(request), pointValue);
      return gatewayMovement(db, { pointValue, owedNow: owed.total, now: ctx.now(), queues: ctx.pending });
    },
  );
};

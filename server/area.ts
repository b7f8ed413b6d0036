import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BillEarnings, GatewayBillEarnings } from './billEarnings';
import type { SpecShapes } from './config';
import type { RouteOptions } from './context';
import type { GatewayCalls, GatewayParts } from './gateway/gatewayCall';
import type { Upstream } from './gateway/upstream';
import type { PendingQueues } from './pending';

/** A plugin of routes, as an area gives it: each route declares its schemas and its permission. */
export type AreaRoutes = FastifyPluginAsyncZod<RouteOptions>;

/** What the gateway's routes of an area are given: the upstream besides, for its own reads with the caller's token. */
export interface GatewayRouteOptions extends RouteOptions {
  upstream: Upstream;
}

/**
 * What a server area declares (server/areas/<area>/index.ts), named as the app's area
 * (resources/<area>/): the shell registers it from the one list of areas, server/areas.ts.
 * An area imports the shell (server/, outside server/areas/), never another area.
 */
export interface ServerArea {
  /** The app's name of the area (src/areas.ts). */
  name: string;
  /**
   * Its routes, registered in the signed-in scope: each needs an administrator's access token and
   * declares its permission beside its path (`config.permission`, server/team/permissions.ts).
   */
  routes: AreaRoutes;
  /** Its routes called before sign-in (accepting an invitation, say). */
  publicRoutes?: AreaRoutes;
  /**
   * True for what the spec's backend does not have: in strict mode (SPEC_SHAPES=strict) neither
   * its routes nor its public routes are registered.
   */
  referenceOnly?: boolean;
  /**
   * Its routes in gateway mode (UPSTREAM_API_URL), over the gateway's own data, where the spec's
   * backend has nothing of the area (the team, the audit trail, the programme's figures): none, the
   * area is the upstream's.
   */
  gatewayRoutes?: FastifyPluginAsyncZod<GatewayRouteOptions>;
  /**
   * What the gateway does around the area's spec calls beyond forwarding them (four eyes, its
   * copy of the upstream's records, the audit entry), each call's steps in the order they run.
   */
  gatewayCalls?: (gateway: GatewayParts) => GatewayCalls;
  /**
   * The pending work its lists hold, by the approvals inbox's kind (as the app's area declares
   * them): what the programme's movement measures the waits of.
   */
  pending?: PendingQueues;
  /** Its hold on a bill's approval: the figures worked out, checked and recorded (the schemes'). */
  billEarnings?: BillEarnings;
  /** The same hold at the gateway, made for its database and upstream. */
  gatewayBillEarnings?: (options: GatewayRouteOptions) => GatewayBillEarnings;
}

/** The areas registered under `specShapes`: in strict mode, those the spec's backend has too. */
export const registeredAreas = (areas: readonly ServerArea[], specShapes: SpecShapes): readonly ServerArea[] =>
  specShapes === 'strict' ? areas.filter(area => !area.referenceOnly) : areas;

/** One plugin of several route modules, each registered in turn in a scope of its own. */
export const routesOf =
  (...modules: AreaRoutes[]): AreaRoutes =>
  async (app, options) => {
    for (const routes of modules) await app.register(routes, options);
  };

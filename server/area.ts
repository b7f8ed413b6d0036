import type { HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BillEarnings, GatewayBillEarnings } from './billEarnings';
import type { SpecShapes } from './config';
import type { AppContext, PayeeStatesSql, RouteOptions } from './context';
import type { Db } from './db/connection';
import type { GatewayCall, GatewayCalls, GatewayParts } from './gateway/gatewayCall';
import { partsOf } from './gateway/specCalls';
import type { Upstream } from './gateway/upstream';
import type { PendingQueues } from './pending';
import type { RoutePermission } from './team/permissions';

/** A plugin of routes, as an area gives it: each route declares its schemas and its permission. */
export type AreaRoutes = FastifyPluginAsyncZod<RouteOptions>;

/** The routes' scope an area's plugin is given, whose routes read their schemas' types. */
export type AreaApp = Parameters<AreaRoutes>[0];

/** Where a decision's reference route is registered: its call's method and path, and its permission. */
export interface DecisionRoute {
  method: HTTPMethods;
  url: string;
  config: { permission: RoutePermission };
}

/**
 * A spec call that decides one pending item (contract/approvals/kinds.ts), declared once for both
 * servers: the permission it needs, the reference server's own route, and what the gateway does
 * around forwarding it to the spec's backend.
 */
export interface DecisionCall {
  /** `METHOD /pattern` below the API root. */
  call: string;
  /** What the administrator's role must allow, on the reference route and so at the gateway (specCallPermissions.ts). */
  permission: RoutePermission;
  /** The reference server's route, registered at `route` over `ctx`: its schema, and its handler deciding in the audit trail. */
  reference: (app: AreaApp, ctx: AppContext, route: DecisionRoute) => void;
  /** What the gateway does around forwarding it: its audit entry, and each list of steps in the order it runs. */
  gateway: (parts: GatewayParts) => GatewayCall;
}

/**
 * How the gateway keeps the items of a page of one of the upstream's lists in its copy:
 * `foundAt` when a change seen in it was found, null while the list is first read whole.
 */
export type KeepCopied = (db: Db, items: readonly unknown[], foundAt: string | null) => void;

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
   * Its spec calls that decide a pending item, each declared once for both servers: its routes
   * register their reference routes among their own (`decisionRoutes`), and the gateway runs their
   * steps beside its `gatewayCalls`.
   */
  decisionCalls?: readonly DecisionCall[];
  /**
   * The upstream's lists (paths below the API root) whose items the gateway keeps in its copy by
   * the area's own rules, as it first reads them whole and as it polls them (upstreamCopy/keeper.ts).
   */
  copiedLists?: Readonly<Record<string, KeepCopied>>;
  /**
   * The pending work its lists hold, by the approvals inbox's kind (as the app's area declares
   * them): what the programme's movement measures the waits of.
   */
  pending?: PendingQueues;
  /** Its hold on a bill's approval: the figures worked out, checked and recorded (the schemes'). */
  billEarnings?: BillEarnings;
  /** The same hold at the gateway, made for its database and upstream. */
  gatewayBillEarnings?: (options: GatewayRouteOptions) => GatewayBillEarnings;
  /**
   * SQL of a member's PAN and payout account states (the kyc area's), over each server's own tables:
   * what sets section 194R's rate beside the PAN's presence, and holds a payout out of a batch until
   * both are verified.
   */
  payeeStates?: { reference: PayeeStatesSql; gateway: PayeeStatesSql };
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

/** Registers the reference route of each decision on `app`, in the order given. */
export function decisionRoutes(app: AreaApp, ctx: AppContext, decisions: readonly DecisionCall[]): void {
  for (const { call, permission, reference } of decisions) {
    const { method, pattern } = partsOf(call);
    reference(app, ctx, { method: method as HTTPMethods, url: pattern, config: { permission } });
  }
}

/** What the gateway does around an area's spec calls: its declared calls, and its decisions' steps. */
export const areaGatewayCalls = (area: ServerArea, gateway: GatewayParts): GatewayCalls[] => [
  area.gatewayCalls?.(gateway) ?? {},
  Object.fromEntries((area.decisionCalls ?? []).map(decision => [decision.call, decision.gateway(gateway)])),
];

/** The upstream's lists the areas keep copies of, each with how its items are kept. */
export const copiedListsOf = (areas: readonly ServerArea[]): Readonly<Record<string, KeepCopied>> =>
  Object.fromEntries(areas.flatMap(area => Object.entries(area.copiedLists ?? {})));

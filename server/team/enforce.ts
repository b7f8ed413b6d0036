import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { TEAM_MESSAGES } from '../../contract/team/admins';
import { roleMay } from '../../contract/team/roles';
import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import { ROUTE_PERMISSIONS, routeKey, type Permission } from './routePermissions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on each route of the signed-in scope (server/routes/index.ts), which needs a permission. */
    signedIn?: boolean;
  }
}

/** A route missing from the table: the owner's alone (default deny). */
const OWNER_ONLY: Permission = { resource: 'admins', action: 'edit' };

/** The permission a request needs, from its route's entry in ROUTE_PERMISSIONS; the owner's alone when it has none. */
export function permissionOf(request: Parameters<onRequestAsyncHookHandler>[0], db: Db): Permission {
  const entry = ROUTE_PERMISSIONS[routeKey(request.method, request.routeOptions.url ?? '')];
  if (entry === undefined) return OWNER_ONLY;
  return typeof entry === 'function' ? entry(request, db) : entry;
}

/** The 403 of a role refused: the spec's words for a decision, else the team's. */
export function forbidden({ action }: Permission): HttpError {
  const words = action === 'approve' || action === 'reject' ? TEAM_MESSAGES.decisionForbidden : TEAM_MESSAGES.forbidden;
  return new HttpError(403, words, { extra: { detail: words } });
}

/**
 * After `requireAdmin`: 403 unless the signed-in administrator's role (read from the database on
 * this request) may do what the route does (contract/team/roles.ts).
 */
export function requirePermission(db: Db): onRequestAsyncHookHandler {
  return async request => {
    const permission = permissionOf(request, db);
    if (!roleMay(request.adminRole, permission.resource, permission.action)) throw forbidden(permission);
  };
}

/** Marks each route `scope` adds from now on as signed in (see `requirePermission`, and the test that every one has an entry). */
export function markSignedIn(scope: FastifyInstance): void {
  scope.addHook('onRoute', route => {
    route.config = { ...route.config, signedIn: true };
  });
}

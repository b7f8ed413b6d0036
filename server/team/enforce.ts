import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { TEAM_MESSAGES } from '@/contract/team/admins';
import { roleMay } from '@/contract/team/roles';
import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import type { Permission } from './permissions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on each route of the signed-in scope (server/routes/index.ts), which declares a permission. */
    signedIn?: boolean;
  }
  interface FastifyRequest {
    /** The permission the request was allowed with, once `requirePermission` (or the gateway's) checked it. */
    grantedPermission?: Permission;
  }
}

/** The permission a request needs: its route's `config.permission`, worked out for the request when it depends on it. */
export function permissionOf(request: Parameters<onRequestAsyncHookHandler>[0], db: Db): Permission {
  if (request.grantedPermission) return request.grantedPermission;
  const { permission } = request.routeOptions.config;
  if (permission === undefined) throw new Error(`${request.method} ${request.routeOptions.url} declares no permission`);
  return typeof permission === 'function' ? permission(request, db) : permission;
}

/** The 403 of a role refused: the spec's words for a decision, else the team's. */
export function forbidden({ action }: Permission): HttpError {
  const words = action === 'approve' || action === 'reject' ? TEAM_MESSAGES.decisionForbidden : TEAM_MESSAGES.forbidden;
  return new HttpError(403, words, { extra: { detail: words } });
}

/** After `requireAdmin`: 403 unless the administrator's role, read afresh, may do what the route does. */
export function requirePermission(db: Db): onRequestAsyncHookHandler {
  return async request => grantIf(request, permissionOf(request, db));
}

/** Allows the request with `permission` if the signed-in administrator's role may; else 403. */
export function grantIf(request: Parameters<onRequestAsyncHookHandler>[0], permission: Permission): void {
  if (!roleMay(request.adminRole, permission.resource, permission.action)) throw forbidden(permission);
  request.grantedPermission = permission;
}

/**
 * Marks each route `scope` adds from now on as signed in, and refuses at start-up one that declares no
 * permission (the HEAD route Fastify adds beside a GET has the GET's).
 */
export function markSignedIn(scope: FastifyInstance): void {
  scope.addHook('onRoute', route => {
    if (route.config?.permission === undefined) {
      throw new Error(
        `The signed-in route ${[route.method].flat().join(',')} ${route.url} declares no permission: ` +
          "give it `config: { permission: may('resource', 'action') }` (server/team/permissions.ts)",
      );
    }
    route.config = { ...route.config, signedIn: true };
  });
}

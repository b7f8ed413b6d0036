import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Action } from '@/contract/team/roles';
import type { Db } from '../db/connection';

/** The resources of contract/team/roles.ts: react-admin's resource names, and the team's own. */
export type Resource =
  | 'users'
  | 'newUsers'
  | 'editRequests'
  | 'salesmen'
  | 'architects'
  | 'products'
  | 'brands'
  | 'categories'
  | 'vouchers'
  | 'voucherRequests'
  | 'billRequests'
  | 'bills'
  | 'pendingPayments'
  | 'payments'
  | 'tdsCertificates'
  | 'tax194r'
  | 'programme'
  | 'programmeSettings'
  | 'schemes'
  | 'payouts'
  | 'payoutSettings'
  | 'payoutHolds'
  | 'kyc'
  | 'kycSettings'
  | 'notifications'
  | 'terms'
  | 'privacy'
  | 'audit'
  | 'dashboard'
  | 'lookups'
  | 'account'
  | 'admins'
  | 'approvals'
  | 'live';

/** What a route does, in the vocabulary of contract/team/roles.ts. */
export interface Permission {
  resource: Resource;
  action: Action;
}

/** A permission that depends on the request (whose account, which kind of directory entry), and how it reads. */
export interface PermissionOf {
  (request: FastifyRequest, db: Db): Permission;
  /** How the OpenAPI document and the table tell it. */
  readonly text: string;
  /**
   * For a backend that keeps not the record this depends on (the gateway): the spec's call that
   * reads it (with the request's `:id`), and the permission the record as read gives.
   */
  readonly ofRecord?: { read: string; permission: (record: Record<string, unknown>) => Permission };
}

/** What a signed-in route declares beside its path: a permission, or one that depends on the request. */
export type RoutePermission = Permission | PermissionOf;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route needs of the signed-in administrator's role (server/team/enforce.ts). Every route
     * of the signed-in scope declares it in its options (`config: { permission: may('bills', 'list') }`):
     * one without it fails at start-up.
     */
    permission?: RoutePermission;
  }
}

export const may = (resource: Resource, action: Action): Permission => ({ resource, action });

const idOf = (request: FastifyRequest) => (request.params as { id?: string } | undefined)?.id;

const dependingOnRequest = (
  text: string,
  of: (request: FastifyRequest, db: Db) => Permission,
  ofRecord?: PermissionOf['ofRecord'],
): PermissionOf => Object.assign(of, { text, ...(ofRecord && { ofRecord }) });

/** The signed-in administrator's own account (`account`) when `{id}` is their own id, else a member's (`users`). */
export const ownAccountOr = (action: 'show' | 'edit'): PermissionOf =>
  dependingOnRequest(`account.${action} when {id} is one's own, else users.${action}`, request =>
    idOf(request) === String(request.userId) ? may('account', action) : may('users', action),
  );

/** A directory entry: an architect's is `architects`, any other (a salesman's, or none) `salesmen`. */
export const directoryEntry = (action: Action): PermissionOf => {
  const ofEntry = (entry: Record<string, unknown>) =>
    may(entry.user_type === 'architect' ? 'architects' : 'salesmen', action);
  return dependingOnRequest(
    `architects.${action} for an architect's entry, else salesmen.${action}`,
    (request, db) =>
      ofEntry({
        user_type: db.prepare('SELECT user_type FROM directory_entries WHERE id = ?').pluck().get(idOf(request)),
      }),
    { read: 'user/directory/retrieve/:id/', permission: ofEntry },
  );
};

/** A permission as the OpenAPI document and the table tell it: `bills.list`, or the words of one that depends. */
export const permissionText = (permission: RoutePermission): string =>
  typeof permission === 'function' ? permission.text : `${permission.resource}.${permission.action}`;

/**
 * The permission table, built from the routes (`app.routeList`): each route that declares a
 * permission, by `METHOD pattern` (the HEAD route Fastify adds beside a GET carries the GET's).
 */
export function permissionTable(routes: readonly RouteOptions[]): Readonly<Record<string, RoutePermission>> {
  return Object.fromEntries(
    routes.flatMap(({ method, url, config }) => {
      const permission = config?.permission;
      return permission === undefined ? [] : [method].flat().map(one => [`${one} ${url}`, permission] as const);
    }),
  );
}

import type { FastifyRequest } from 'fastify';
import type { Action } from '../../contract/team/roles';
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

/** A permission that depends on the request: whose account, which kind of directory entry. */
export type PermissionOf = (request: FastifyRequest, db: Db) => Permission;

const may = (resource: Resource, action: Action): Permission => ({ resource, action });

const idOf = (request: FastifyRequest) => (request.params as { id?: string } | undefined)?.id;

/** The signed-in administrator's own account (`account`) when `{id}` is their own id, else a member's (`users`). */
const ownAccountOr =
  (action: 'show' | 'edit'): PermissionOf =>
  request =>
    idOf(request) === String(request.userId) ? may('account', action) : may('users', action);

/** A directory entry: an architect's is `architects`, any other (a salesman's, or none) `salesmen`. */
const directoryEntry =
  (action: Action): PermissionOf =>
  (request, db) => {
    const type = db.prepare('SELECT user_type FROM directory_entries WHERE id = ?').pluck().get(idOf(request));
    return may(type === 'architect' ? 'architects' : 'salesmen', action);
  };

/**
 * What each signed-in route needs, by `METHOD pattern` (the pattern of request.routeOptions.url).
 * A HEAD request needs what its GET needs. A signed-in route missing here is refused to every
 * role but the owner (server/team/enforce.ts); tests/server/roles.test.ts checks none is missing.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission | PermissionOf>> = {
  // Dashboard and lookups: every role.
  'GET /api/v1/main/dashboard/': may('dashboard', 'show'),
  'GET /api/v1/user/user-type-choices/': may('lookups', 'list'),
  'GET /api/v1/user/firm-type-choices/': may('lookups', 'list'),
  'GET /api/v1/main/role/list/': may('lookups', 'list'),
  'GET /api/v1/main/countries/': may('lookups', 'list'),
  'GET /api/v1/main/states/:countryId/': may('lookups', 'list'),

  // Members and new users.
  'GET /api/v1/user/users/': may('users', 'list'),
  'GET /api/v1/user/new-users/': may('newUsers', 'list'),
  'GET /api/v1/user/retrieve/:id/': ownAccountOr('show'),
  'DELETE /api/v1/user/user/delete/:id/': may('users', 'delete'),
  'POST /api/v1/user/verify/:id/': may('newUsers', 'approve'),
  'POST /api/v1/user/user/admin/create/': may('users', 'create'),
  'PUT /api/v1/user/user/update/:id/': may('users', 'edit'),

  // Members' edit requests.
  'GET /api/v1/user/profile-update/requests/': may('editRequests', 'list'),
  'GET /api/v1/user/email-update/requests/': may('editRequests', 'list'),
  'GET /api/v1/user/admin/profile-update/proposed/:id/': may('editRequests', 'show'),
  'POST /api/v1/user/profile-update/allowed/:id/': may('editRequests', 'approve'),
  'POST /api/v1/user/profile-update/rejected/:id/': may('editRequests', 'reject'),
  'POST /api/v1/user/email-update/allow/:id/': may('editRequests', 'approve'),
  'POST /api/v1/user/email-update/reject/:id/': may('editRequests', 'reject'),

  // The directory of salesmen and architects.
  'GET /api/v1/user/directory/list/salesman/': may('salesmen', 'list'),
  'GET /api/v1/user/directory/list/architect/': may('architects', 'list'),
  'GET /api/v1/user/directory/retrieve/:id/': directoryEntry('show'),
  // The body says which kind; both kinds are granted together (contract/team/roles.ts), checked before the body is read.
  'POST /api/v1/user/directory/': may('salesmen', 'create'),
  'PUT /api/v1/user/directory/update/:id/': directoryEntry('edit'),
  'DELETE /api/v1/user/directory/delete/:id/': directoryEntry('delete'),

  // The catalogue: brands, categories, products and their media.
  'GET /api/v1/product/brand/list/': may('brands', 'list'),
  'GET /api/v1/product/brand/retrieve/:id/': may('brands', 'show'),
  'POST /api/v1/product/brand/': may('brands', 'create'),
  'PUT /api/v1/product/brand/update/:id/': may('brands', 'edit'),
  'DELETE /api/v1/product/brand/delete/:id/': may('brands', 'delete'),
  'GET /api/v1/product/category/list/': may('categories', 'list'),
  'GET /api/v1/product/category/retrieve/:id/': may('categories', 'show'),
  'GET /api/v1/product/category/brand/:id/': may('categories', 'list'),
  'POST /api/v1/product/category/': may('categories', 'create'),
  'PUT /api/v1/product/category/update/:id/': may('categories', 'edit'),
  'GET /api/v1/product/product/brand/:brandId/category/:categoryId/': may('products', 'list'),
  'GET /api/v1/product/product/retrieve/:id/': may('products', 'show'),
  'POST /api/v1/product/product/': may('products', 'create'),
  'PUT /api/v1/product/product/update/:id/': may('products', 'edit'),
  'DELETE /api/v1/product/product/delete/:id/': may('products', 'delete'),
  'POST /api/v1/product/media/:id/': may('products', 'edit'),
  'GET /api/v1/product/media/retrieve/:id/': may('products', 'show'),
  'PUT /api/v1/product/media/update/:id/': may('products', 'edit'),
  'DELETE /api/v1/product/media/delete/:id/': may('products', 'edit'),
  'POST /api/v1/product/product/import/': may('products', 'import'),
  'GET /api/v1/product/search/': may('products', 'list'),

  // Vouchers.
  'GET /api/v1/loyalty/voucher/list/': may('vouchers', 'list'),
  'GET /api/v1/loyalty/voucher/retrieve/:id': may('vouchers', 'show'),
  'GET /api/v1/loyalty/voucher/retrieve/:id/': may('vouchers', 'show'),
  'GET /api/v1/loyalty/voucher/codes/:id/': may('vouchers', 'show'),
  'POST /api/v1/loyalty/voucher/': may('vouchers', 'create'),
  'PUT /api/v1/loyalty/voucher/update/:id/': may('vouchers', 'edit'),
  'PATCH /api/v1/loyalty/voucher/delete/:id/': may('vouchers', 'delete'),
  'POST /api/v1/loyalty/voucher/import/': may('vouchers', 'import'),

  // Voucher requests, and the balances their screen shows.
  'GET /api/v1/loyalty/voucher-requests/': may('voucherRequests', 'list'),
  'GET /api/v1/loyalty/voucher/request/detail/:id/': may('voucherRequests', 'show'),
  'POST /api/v1/loyalty/voucher-request/:id/approve/': may('voucherRequests', 'approve'),
  'POST /api/v1/loyalty/voucher-request/:id/reject/': may('voucherRequests', 'reject'),
  'GET /api/v1/loyalty/loyalty-balance/all-users/': may('voucherRequests', 'list'),

  // Bills: the pending ones are the requests decided.
  'GET /api/v1/bill/list/all-bills/': may('bills', 'list'),
  'GET /api/v1/bill/approve-requests/': may('billRequests', 'list'),
  'GET /api/v1/bill/retrieve/:id/': may('bills', 'show'),
  'PATCH /api/v1/bill/approve/:id/': may('billRequests', 'approve'),
  'PATCH /api/v1/bill/reject/:id/': may('billRequests', 'reject'),
  'GET /api/v1/bill/bill/export/': may('bills', 'export'),

  // Payouts: the pending ones are decided.
  'GET /api/v1/loyalty/payment/list/': may('payments', 'list'),
  'GET /api/v1/loyalty/payment/pending/list/': may('pendingPayments', 'list'),
  'GET /api/v1/loyalty/payment/retrieve/:id/': may('payments', 'show'),
  'POST /api/v1/loyalty/payment/approve/:id/': may('pendingPayments', 'approve'),
  'POST /api/v1/loyalty/payment/reject/:id/': may('pendingPayments', 'reject'),
  'GET /api/v1/payment/payment/export/': may('payments', 'export'),

  // A member's history: read as the member; the TDS certificates uploaded and deleted as their own.
  'GET /api/v1/loyalty/admin/users/transactions/history/:id/': may('users', 'show'),
  'GET /api/v1/loyalty/admin/voucher/users-vouchers/:id/': may('users', 'show'),
  'GET /api/v1/loyalty/admin/tds-certificate/user-certificates/:id/': may('users', 'show'),
  'POST /api/v1/loyalty/tds-certificate/:id/': may('tdsCertificates', 'create'),
  'PATCH /api/v1/loyalty/tds-certificate/delete/:id/': may('tdsCertificates', 'delete'),

  // The signed-in administrator's own account (the routes refuse another's id themselves).
  'PUT /api/v1/user/admin/update-phone/:id/': ownAccountOr('edit'),
  'POST /api/v1/user/verify-otp/': may('account', 'edit'),
  'PUT /api/v1/user/update-email/:id/': ownAccountOr('edit'),

  // The administrators' notifications.
  'GET /api/v1/main/admin-notifications/grouped-by-time/': may('notifications', 'list'),
  'GET /api/v1/main/admin-notifications/:id/': may('notifications', 'show'),

  // Terms and privacy.
  'GET /api/v1/main/terms-and-conditions/sections/': may('terms', 'list'),
  'GET /api/v1/main/terms-and-conditions/list/': may('terms', 'list'),
  'POST /api/v1/main/terms-and-conditions/': may('terms', 'create'),
  'PUT /api/v1/main/terms-and-conditions/:id/': may('terms', 'edit'),
  'GET /api/v1/main/privacy-policy/sections/': may('privacy', 'list'),
  'GET /api/v1/main/privacy-policy/list/': may('privacy', 'list'),
  'POST /api/v1/main/privacy-policy/': may('privacy', 'create'),
  'PUT /api/v1/main/privacy-policy/:id/': may('privacy', 'edit'),

  // The audit trail: the owner's (its changes are refused with 405 to the owner, 403 to the others).
  'GET /api/v1/audit/log/': may('audit', 'list'),
  'GET /api/v1/audit/log/:id/': may('audit', 'show'),
  'POST /api/v1/audit/log/': may('audit', 'create'),
  'PUT /api/v1/audit/log/': may('audit', 'edit'),
  'PATCH /api/v1/audit/log/': may('audit', 'edit'),
  'DELETE /api/v1/audit/log/': may('audit', 'delete'),
  'POST /api/v1/audit/log/:id/': may('audit', 'create'),
  'PUT /api/v1/audit/log/:id/': may('audit', 'edit'),
  'PATCH /api/v1/audit/log/:id/': may('audit', 'edit'),
  'DELETE /api/v1/audit/log/:id/': may('audit', 'delete'),

  // The programme: its settings are read by every role (the settings page), changed by the owner.
  'GET /api/v1/programme/settings/': may('account', 'show'),
  'PUT /api/v1/programme/settings/': may('programmeSettings', 'edit'),
  'GET /api/v1/programme/liability/': may('programme', 'show'),
  'GET /api/v1/programme/movement/': may('programme', 'show'),
  'GET /api/v1/programme/tax-194r/': may('tax194r', 'list'),

  // Live updates (server/routes/live.ts): every role.
  'GET /api/v1/live/events/': may('live', 'show'),
  'PUT /api/v1/live/presence/': may('live', 'edit'),

  // The team (server/routes/team.ts): the owner's.
  'GET /api/v1/team/admins/': may('admins', 'list'),
  'POST /api/v1/team/admins/invite/': may('admins', 'create'),
  'POST /api/v1/team/admins/:id/resend/': may('admins', 'create'),
  'PATCH /api/v1/team/admins/:id/': may('admins', 'edit'),
  'POST /api/v1/team/admins/:id/disable/': may('admins', 'edit'),
  'POST /api/v1/team/admins/:id/enable/': may('admins', 'edit'),
};

/** The key of a route in ROUTE_PERMISSIONS. */
export const routeKey = (method: string, url: string): string => `${method === 'HEAD' ? 'GET' : method} ${url}`;

// Shared by the reference server (the audit log's table, routes and filters) and the app (its filters and labels).

/** What an administrator did: the `action` of an audit entry. */
export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'allow',
  'create',
  'update',
  'delete',
  'import',
  'sign_in',
  'sign_out',
] as const;

/** What the change was made to: the `target_type` of an audit entry. */
export const AUDIT_TARGETS = [
  'user',
  'edit_request',
  'bill',
  'voucher',
  'voucher_request',
  'payment',
  'product',
  'brand',
  'category',
  'directory',
  'terms',
  'privacy',
  'tds_certificate',
  'settings',
  'session',
  /** An administrator of the team (issue 27): invited, their role changed, disabled or enabled. */
  'admin',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

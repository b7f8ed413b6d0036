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
  /** A payout batch released to the bank, its file downloaded, a payout's line cancelled. */
  'release',
  'download',
  'cancel',
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
  /** An administrator of the team: invited, their role changed, disabled or enabled. */
  'admin',
  /** A scheme of the programme's rules for what a bill earns: drafted, changed, approved. */
  'scheme',
  /** A batch of payouts paid through the bank's bulk file, and one of its lines. */
  'payout_batch',
  'payout_line',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/**
 * An entry of the audit log as the API answers it; an entry of a change the gateway forwarded
 * also has the upstream's status and, when a body was sent, that body.
 */
export type AuditEntry = {
  id: number;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: AuditAction;
  target_type: AuditTarget;
  target_id: number | null;
  summary: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  upstream_status?: number;
  sent?: unknown;
};

/**
 * The roles of a team of administrators and what each may do: one table read by the
 * server, which enforces it on every route (server/team/), and by the app's `canAccess`
 * (authProvider/), which shows each role only what it may do. A backend without roles (the
 * spec's) names none: every administrator may do everything there.
 */

export const ROLES = ['owner', 'finance', 'catalogue', 'support'] as const;
export type Role = (typeof ROLES)[number];

/** What a screen, a button or a route does to a resource (react-admin's actions, and the decisions). */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'approve', 'reject', 'export', 'import'] as const;
export type Action = (typeof ACTIONS)[number];

/** Every action: a role's whole hold on a resource. */
const ALL: readonly Action[] = ACTIONS;
/** Looking only: the list, a record and its export. */
const READ: readonly Action[] = ['list', 'show', 'export'];

/** Whether an action only looks (a work-out asked by POST, say), and so changes nothing another tab shows. */
export const onlyLooks = (action: Action): boolean => READ.includes(action);

/**
 * What every administrator may do, whatever the role: the dashboard, the lookups, their own account,
 * and the live updates (contract/team/live.ts: `show` the stream, `edit` what their tab has open).
 */
const EVERYONE = {
  dashboard: ['show'],
  lookups: ['list'],
  account: ['show', 'edit'],
  live: ['show', 'edit'],
} as const satisfies Record<string, readonly Action[]>;

/** The inbox, which shows each role only the kinds it decides. */
const INBOX = { approvals: ['list'] } as const satisfies Record<string, readonly Action[]>;

/**
 * Each role but the owner's, by resource (react-admin's resource names; `admins` is the team,
 * `programmeSettings` the programme's thresholds, `payoutSettings` the payouts' limits and
 * `payoutHolds` keeping a held payout line in a release, `kycSettings` the KYC's verifier: none but the owner's). The owner may do everything.
 */
export const ROLE_GRANTS: Record<Exclude<Role, 'owner'>, Record<string, readonly Action[]>> = {
  finance: {
    ...EVERYONE,
    ...INBOX,
    billRequests: ALL,
    bills: ALL,
    pendingPayments: ALL,
    payments: ALL,
    voucherRequests: ALL,
    tax194r: ALL,
    tdsCertificates: ALL,
    billProducts: READ,
    programme: ['show'],
    // Schemes: finance drafts them and approves others' drafts, over the catalogue it reads.
    schemes: ALL,
    // Payouts: finance builds, releases (another's batch), downloads and reconciles them.
    payouts: ALL,
    // The payouts a batch may take, and a reopened one's bank details corrected, as the app lists them.
    payablePayouts: ['list', 'edit'],
    // KYC: finance reads members' PAN and account checks, and runs none.
    kyc: ['list', 'show'],
    products: READ,
    brands: READ,
    categories: READ,
    // A decision needs the member it pays: finance reads members and their ledgers, and changes none.
    users: READ,
    userTransactions: READ,
    userVouchers: READ,
  },
  catalogue: {
    ...EVERYONE,
    products: ALL,
    brands: ALL,
    categories: ALL,
    vouchers: ALL,
    // Schemes: the catalogue drafts them; finance approves.
    schemes: ['list', 'show', 'create', 'edit', 'delete'],
  },
  support: {
    ...EVERYONE,
    ...INBOX,
    users: ALL,
    newUsers: ALL,
    editRequests: ALL,
    salesmen: ALL,
    architects: ALL,
    notifications: ALL,
    terms: ALL,
    privacy: ALL,
    // A member's page shows their ledger and certificates: support reads them, and changes none.
    userTransactions: READ,
    userVouchers: READ,
    tdsCertificates: READ,
    // KYC: support runs checks (create), records a manual outcome (edit) and confirms another's (approve).
    kyc: ['list', 'show', 'create', 'edit', 'approve'],
  },
};

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/**
 * Whether `role` may do `action` on `resource`. No role (a backend without roles) may do
 * everything, as in the spec's app; a role this table does not know, only what every role may.
 * `*` as the action asks for any action on it.
 */
export function roleMay(role: string | undefined, resource: string, action: Action | '*'): boolean {
  if (role === undefined || role === 'owner') return true;
  const grants: Record<string, readonly Action[]> = isRole(role) && role !== 'owner' ? ROLE_GRANTS[role] : EVERYONE;
  const actions = grants[resource];
  return actions !== undefined && (action === '*' || actions.includes(action));
}

/** The words of each role, as the team's screens show them. */
export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Owner',
  finance: 'Finance',
  catalogue: 'Catalogue',
  support: 'Support',
};

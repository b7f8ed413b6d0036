import type { Admin } from '@/contract/team/admins';
import { ROLE_NAMES, isRole } from '@/contract/team/roles';
import { formatDateTime } from '@/src/lib/format';
import { personName } from '@/src/lib/text';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The role's words ('Finance'), or the value as it came for a role this app does not know. */
export const roleName = (role: unknown): string => (isRole(role) ? ROLE_NAMES[role] : String(role ?? ''));

/** The role's words, or "No role yet" for one awaiting access. */
export const roleText = (translate: Translate, role: unknown): string =>
  role === null || role === undefined ? translate('app.admins.no_role') : roleName(role);

/** The roles as a select offers them. */
export const roleChoices = Object.entries(ROLE_NAMES).map(([value, label]) => ({ value, label }));

/** "Asha Rao", else their email (an invitation may name only a first name, never none). */
export const adminName = (admin: Pick<Admin, 'first_name' | 'last_name' | 'email'>): string =>
  personName(admin) || admin.email;

/** Whether the record is the signed-in administrator's own account. */
export const isOwnAccount = (admin: Pick<Admin, 'id'>, ownId: string | undefined): boolean =>
  ownId !== undefined && String(admin.id) === ownId;

/** "Active", "Invited — link valid until …", "Link expired", "Disabled" or "Awaiting access: give a role". */
export function statusText(translate: Translate, admin: Pick<Admin, 'status' | 'invitation_expires_at'>): string {
  if (admin.status === 'invited') {
    return translate('app.admins.status_invited', { until: formatDateTime(admin.invitation_expires_at) });
  }
  return translate(`app.admins.status_${admin.status}`, { _: String(admin.status) });
}

/** When they last signed in, formatted as the app's other times, or "Never". */
export const lastLoginText = (translate: Translate, admin: Pick<Admin, 'last_login_at'>): string =>
  admin.last_login_at ? formatDateTime(admin.last_login_at) : translate('app.admins.never');

/** Which of a row's actions it offers: a new role always; a fresh link until accepted; disable/enable, never one's own. */
export function rowActionsOf(admin: Pick<Admin, 'status'>, own: boolean) {
  return {
    changeRole: true,
    resend: admin.status === 'invited' || admin.status === 'expired',
    disable: !own && admin.status !== 'disabled',
    enable: !own && admin.status === 'disabled',
  };
}

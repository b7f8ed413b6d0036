import type { Identifier } from 'react-admin';
import type { Admin } from '@/contract/team/admins';
import type { Role } from '@/contract/team/roles';
import { readAccessToken, readUserId } from '@/authProvider';
import { decodeClaims } from '@/authProvider/tokens';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';

export type { Admin } from '@/contract/team/admins';

/** Inviting an administrator: what POST team/admins/invite/ takes. */
export interface AdminInvitationValues {
  email: string;
  first_name: string;
  last_name?: string;
  role: Role;
}

/** Whom an invitation's link is for (GET team/invitations/{token}/, signed out). */
export interface InvitationDetails {
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
}

/** The signed-in admin's id, as the team's list names it: the one stored at sign-in, else the access token's claim. */
export function ownAdminId(): string | undefined {
  const token = readAccessToken();
  const id = readUserId() ?? (token ? decodeClaims(token)?.user_id : undefined);
  return id === undefined || id === null || id === '' ? undefined : String(id);
}

const adminPath = (id: Identifier) => `team/admins/${encodeURIComponent(String(id))}/`;

/**
 * The team of administrators: inviting one by email, a fresh link, a new role,
 * disabling and enabling, each emptying the cached lists; and, signed out (no bearer token),
 * the invitation's link looked up and accepted with a password.
 */
export function createAdminActions(cache: ListCache) {
  const mutate = createMutate(cache);
  const lifecycle = (step: 'resend' | 'disable' | 'enable', fallbackMessage: string) => (id: Identifier) =>
    mutate<Admin>(`${adminPath(id)}${step}/`, { method: 'POST', fallbackMessage });

  return {
    inviteAdmin: ({ email, first_name, last_name, role }: AdminInvitationValues) =>
      mutate<Admin>('team/admins/invite/', {
        method: 'POST',
        body: { email, first_name, ...(last_name?.trim() ? { last_name } : {}), role },
        fallbackMessage: 'app.admins.invite_failed',
      }),

    /** A fresh link (good for 48 hours) to an administrator who has not accepted yet. */
    resendAdminInvitation: lifecycle('resend', 'app.admins.resend_failed'),

    changeAdminRole: (id: Identifier, role: Role) =>
      mutate<Admin>(adminPath(id), { method: 'PATCH', body: { role }, fallbackMessage: 'app.admins.role_failed' }),

    /** Signs them out everywhere at once and refuses their sign-in. */
    disableAdmin: lifecycle('disable', 'app.admins.disable_failed'),

    enableAdmin: lifecycle('enable', 'app.admins.enable_failed'),

    getAdminInvitation: (token: string) =>
      request<InvitationDetails>(`team/invitations/${encodeURIComponent(token)}/`, {
        authenticated: false,
        fallbackMessage: 'app.admins.invitation.lookup_failed',
      }),

    acceptAdminInvitation: (payload: { token: string; new_password: string; confirm_password: string }) =>
      request<{ message?: string }>('team/invitations/accept/', {
        method: 'POST',
        body: payload,
        authenticated: false,
        fallbackMessage: 'app.admins.invitation.accept_failed',
      }),
  };
}

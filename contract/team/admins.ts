import { z } from 'zod';
import { choice } from '../fields/choices';
import { email } from '../fields/email';
import { blankAsAbsent } from '../fields/presence';
import { text } from '../fields/text';
import { changedPasswordRules } from '../password';
import { ROLES, type Role } from './roles';

/** An administrator as the team's list shows them (GET team/admins/). */
export type Admin = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** Null while awaiting access: signed in through the gateway, not yet given a role by an owner. */
  role: Role | null;
  /**
   * Invited: the link is not used yet (nor expired, else `expired`); disabled: signed out and
   * refused; awaiting: signed in through the gateway and waiting for an owner to give a role.
   */
  status: 'active' | 'invited' | 'expired' | 'disabled' | 'awaiting';
  /** ISO times, or null: never signed in; not invited (the seed's); no pending invitation. */
  last_login_at: string | null;
  invited_at: string | null;
  invitation_expires_at: string | null;
};

/** Inviting an administrator by email (POST team/admins/invite/). */
export const adminInvitation = z.object({
  email: email(),
  first_name: text({ maxLength: 150 }),
  last_name: blankAsAbsent(text({ maxLength: 150 })),
  role: choice(ROLES),
});

/** Changing an administrator's role (PATCH team/admins/{id}/). */
export const adminRoleChange = z.object({ role: choice(ROLES) });

/** Accepting an invitation, signed out (POST team/invitations/accept/): the link's token and the password, typed twice. */
export const invitationAcceptance = z.object({
  token: text(),
  new_password: text({ trim: false }),
  confirm_password: text({ trim: false }),
});

/** What the password of an accepted invitation keeps: the settings' password rules. */
export const invitationPasswordRules = changedPasswordRules;

/** The server's words for the team's refusals. */
export const TEAM_MESSAGES = {
  lastOwnerDemoted: 'The last owner cannot be given another role.',
  lastOwnerDisabled: 'The last owner cannot be disabled.',
  selfDisabled: 'You cannot disable your own account.',
  emailTaken: 'An account with this email already exists.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  notInvited: 'This administrator has already accepted their invitation.',
  invitationAccepted: 'Your account is ready. Sign in with your email and new password.',
  disabledSignIn: 'This account has been disabled. Ask an owner of the programme to enable it.',
  forbidden: "You don't have permission to do this.",
  decisionForbidden: "You don't have permission to approve/reject this request",
  awaitingAccess:
    'You are signed in, but an owner of the programme has not given you a role yet. Ask an owner for access.',
} as const;

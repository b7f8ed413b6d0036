import { INVITATION_PATH } from '@/contract/team/invitation';

/** The team's paths. */
export const adminPaths = {
  /** The team of administrators (beyond the spec's routes), owners only. */
  admins: '/admins',
  /** Where an invitation's emailed link leads, signed out. */
  acceptInvitation: INVITATION_PATH,
} as const;

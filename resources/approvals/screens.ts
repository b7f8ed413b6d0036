import { lazyPage } from '@/src/lib/lazyPage';

/** The approvals inbox, loaded on its first visit. */
export const approvalScreens = {
  ApprovalsInbox: lazyPage(() => import('./ApprovalsInbox')),
};

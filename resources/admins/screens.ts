import { lazyPage } from '@/src/lib/lazyPage';

/** The team's list, loaded after sign-in when it is first opened; the invitation's page, signed out, when its link is. */
export const adminScreens = {
  AdminList: lazyPage(() => import('./AdminList')),
  AcceptInvitationPage: lazyPage(() => import('./AcceptInvitationPage')),
};

import { routesOf, type ServerArea } from '@/server/area';
import { LIVE_MEMBER } from '@/server/members/records';
import { pendingRequests } from '@/server/pending';
import { userDetailRoutes } from './detailRoutes';
import { editRequestRoutes } from './editRequestRoutes';
import { userRoutes } from './routes';

/** The members (approved and new), their edit requests, and a member's page (vouchers, certificates). */
export const usersArea: ServerArea = {
  name: 'users',
  routes: routesOf(userRoutes, editRequestRoutes, userDetailRoutes),
  pending: {
    newUser: {
      order: 1,
      list: 'user/new-users/',
      from: 'users u',
      submitted: 'u.date_joined',
      where: `${LIVE_MEMBER} AND u.status = 'pending'`,
    },
    profileEdit: {
      order: 2,
      list: 'user/profile-update/requests/',
      ...pendingRequests('profile_update_requests', 'created_at'),
    },
    emailEdit: {
      order: 3,
      list: 'user/email-update/requests/',
      ...pendingRequests('email_update_requests', 'created_at'),
    },
  },
};

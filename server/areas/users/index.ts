import { routesOf, type ServerArea } from '@/server/area';
import { LIVE_MEMBER } from '@/server/members/records';
import { EMAIL_EDIT_KIND, NEW_USER_KIND, PROFILE_EDIT_KIND } from '@/contract/approvals/kinds';
import { pendingQueue, pendingRequests } from '@/server/pending';
import { newUserDecisionCalls } from './decisionCalls';
import { userGatewayCalls } from './gatewayCalls';
import { userDetailRoutes } from './detailRoutes';
import { editRequestRoutes } from './editRequestRoutes';
import { userRoutes } from './routes';

/** The members (approved and new), their edit requests, and a member's page (vouchers, certificates). */
export const usersArea: ServerArea = {
  name: 'users',
  routes: routesOf(userRoutes, editRequestRoutes, userDetailRoutes),
  decisionCalls: newUserDecisionCalls,
  gatewayCalls: userGatewayCalls,
  pending: {
    ...pendingQueue(NEW_USER_KIND, {
      from: 'users u',
      submitted: 'u.date_joined',
      where: `${LIVE_MEMBER} AND u.status = 'pending'`,
    }),
    ...pendingQueue(PROFILE_EDIT_KIND, pendingRequests('profile_update_requests', 'created_at')),
    ...pendingQueue(EMAIL_EDIT_KIND, pendingRequests('email_update_requests', 'created_at')),
  },
};

import { EMAIL_EDIT_KIND, NEW_USER_KIND, PROFILE_EDIT_KIND } from '@/contract/approvals/kinds';
import type { GatewayCalls } from '@/server/gateway/gatewayCall';

const READ_USER = `GET /${NEW_USER_KIND.read}:id/` as const;
const READ_PROFILE_EDIT = `GET /${PROFILE_EDIT_KIND.read}:id/` as const;

/**
 * What the gateway does around the members' spec calls, beyond forwarding them with the permission
 * of their reference routes (routes.ts, editRequestRoutes.ts, detailRoutes.ts) and publishing their
 * changes live: their audit entries. A new user's decisions are declared in decisionCalls.ts.
 */
export function userGatewayCalls(): GatewayCalls {
  return {
    'POST /user/user/admin/create/': { audit: { action: 'create', target: 'user', id: 'answer', read: READ_USER } },
    'PUT /user/user/update/:id/': { audit: { action: 'update', target: 'user', id: 'path', read: READ_USER } },
    [PROFILE_EDIT_KIND.approve]: {
      audit: { action: 'allow', target: 'edit_request', id: 'path', read: READ_PROFILE_EDIT },
    },
    [PROFILE_EDIT_KIND.reject]: {
      audit: { action: 'reject', target: 'edit_request', id: 'path', read: READ_PROFILE_EDIT },
    },
    [EMAIL_EDIT_KIND.approve]: { audit: { action: 'allow', target: 'edit_request', id: 'path' } },
    [EMAIL_EDIT_KIND.reject]: { audit: { action: 'reject', target: 'edit_request', id: 'path' } },
    'POST /loyalty/tds-certificate/:id/': { audit: { action: 'create', target: 'tds_certificate', id: 'answer' } },
    'PATCH /loyalty/tds-certificate/delete/:id/': {
      audit: { action: 'delete', target: 'tds_certificate', id: 'path' },
    },
  };
}

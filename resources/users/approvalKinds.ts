import { EMAIL_EDIT_KIND, NEW_USER_KIND, PROFILE_EDIT_KIND } from '@/contract/approvals/kinds';
import type { ApprovalKindDeclaration } from '@/src/area';
import { userPaths } from './paths';

/** Sign-ups, and members' profile and email edits, waiting in the approvals inbox. */
export const userApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: NEW_USER_KIND.name,
    label: 'app.approvals.kinds.newUser',
    resource: 'newUsers',
    itemPage: ({ itemId }) => ({ to: userPaths.newUserDetail(itemId) }),
    rows: () => import('./approvalKindRows').then(rows => rows.newUserRows),
  },
  {
    kind: PROFILE_EDIT_KIND.name,
    label: 'app.approvals.kinds.profileEdit',
    resource: 'editRequests',
    itemPage: ({ itemId }) => ({ to: userPaths.editRequestDetail(itemId) }),
    rows: () => import('./approvalKindRows').then(rows => rows.profileEditRows),
  },
  {
    kind: EMAIL_EDIT_KIND.name,
    label: 'app.approvals.kinds.emailEdit',
    resource: 'editRequests',
    // An email edit has no page: the Users page's Edit Requests tab, searched for the member, is where it is decided.
    itemPage: ({ email, member }) => ({
      to: userPaths.editRequestsOf(typeof email === 'string' && email ? email : member),
    }),
    rows: () => import('./approvalKindRows').then(rows => rows.emailEditRows),
  },
];

import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { objectAt, type Approval } from '../../dataProvider/approvalKinds';
import { requestTypes } from '../../dataProvider/editRequests';
import type { ApprovalKindDeclaration } from '../../src/area';
import { displayValue } from '../../src/lib/format';
import { titleCase } from '../../src/lib/text';
import { paths } from '../../src/routes';

const NewUserApprovalDecision = lazy(() => import('./NewUserApprovalDecision'));
const EditRequestApprovalDecision = lazy(() => import('./EditRequestApprovalDecision'));

/** The sign-up's user type. */
function NewUserDetails({ approval: { item } }: { approval: Approval }) {
  return <>{displayValue(item.user_type_display ?? titleCase(item.user_type))}</>;
}

/** The new firm asked for, or what the request is. */
function ProfileEditDetails({ approval: { item } }: { approval: Approval }) {
  const translate = useTranslate();
  const firm = objectAt(item, 'proposed_changes').firm_name;
  return <>{firm ? translate('app.approvals.new_firm', { firm }) : requestTypes.profile}</>;
}

/** The new email asked for, or what the request is. */
function EmailEditDetails({ approval: { item } }: { approval: Approval }) {
  const translate = useTranslate();
  return <>{item.new_email ? translate('app.approvals.new_email', { email: item.new_email }) : requestTypes.email}</>;
}

/** Sign-ups, and members' profile and email edits, waiting in the approvals inbox. */
export const userApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: 'newUser',
    label: 'app.approvals.kinds.newUser',
    resource: 'newUsers',
    itemPage: ({ itemId }) => ({ to: paths.newUserDetail(itemId) }),
    Details: NewUserDetails,
    Decision: NewUserApprovalDecision,
  },
  {
    kind: 'profileEdit',
    label: 'app.approvals.kinds.profileEdit',
    resource: 'editRequests',
    itemPage: ({ itemId }) => ({ to: paths.editRequestDetail(itemId) }),
    Details: ProfileEditDetails,
    Decision: EditRequestApprovalDecision,
  },
  {
    kind: 'emailEdit',
    label: 'app.approvals.kinds.emailEdit',
    resource: 'editRequests',
    // An email edit has no page: the Users page's Edit Requests tab, searched for the member, is where it is decided.
    itemPage: ({ email, member }) => ({
      to: paths.editRequestsOf(typeof email === 'string' && email ? email : member),
    }),
    Details: EmailEditDetails,
    Decision: EditRequestApprovalDecision,
  },
];

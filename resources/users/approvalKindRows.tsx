import { useTranslate } from 'react-admin';
import { objectAt, type Approval } from '@/dataProvider/approvalKinds';
import { requestTypes } from './editRequests';
import type { ApprovalKindRows } from '@/src/area';
import { displayValue } from '@/src/lib/format';
import { titleCase } from '@/src/lib/text';
import EditRequestApprovalDecision from './EditRequestApprovalDecision';
import NewUserApprovalDecision from './NewUserApprovalDecision';

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

/** How a newUser row of the approvals inbox reads and is decided. */
export const newUserRows: ApprovalKindRows = {
  Details: NewUserDetails,
  Decision: NewUserApprovalDecision,
};

/** How a profileEdit row of the approvals inbox reads and is decided. */
export const profileEditRows: ApprovalKindRows = {
  Details: ProfileEditDetails,
  Decision: EditRequestApprovalDecision,
};

/** How a emailEdit row of the approvals inbox reads and is decided. */
export const emailEditRows: ApprovalKindRows = {
  Details: EmailEditDetails,
  Decision: EditRequestApprovalDecision,
};

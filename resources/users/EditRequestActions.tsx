import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Decision, EditRequest } from './userCalls';
import { personName } from '@/src/lib/text';
import { RowDecisionActions, RowIcons } from '@/src/ui/RowActions';
import { userPaths } from './paths';

interface EditRequestActionsProps {
  request: EditRequest;
  onDecide: (choice: { request: EditRequest; decision: Decision }) => void;
}

/** A request's 'View edits' link (profile updates only) and its allow and reject icons. */
export function EditRequestActions({ request, onDecide }: EditRequestActionsProps) {
  const translate = useTranslate();
  const name = personName(request);
  return (
    <RowIcons>
      {request.requestKind === 'profile' && (
        <Link
          component={RouterLink}
          to={userPaths.editRequestDetail(request.requestId)}
          aria-label={translate('app.user_detail.view_edits_of', { name })}
          sx={{ mr: 1, whiteSpace: 'nowrap' }}
        >
          {translate('app.users.view_edits')}
        </Link>
      )}
      <RowDecisionActions
        labels={{
          approve: translate('app.users.allow_request', { name }),
          reject: translate('app.users.reject_request', { name }),
        }}
        onDecide={decision => onDecide({ request, decision: decision === 'approve' ? 'allow' : 'reject' })}
      />
    </RowIcons>
  );
}

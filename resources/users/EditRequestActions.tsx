import { IconButton, Link, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import type { Decision, EditRequestKind } from '../../dataProvider';
import { personName } from '../../src/lib/text';
import { paths } from '../../src/routes';

export interface EditRequest extends RaRecord {
  requestId: number;
  requestKind: EditRequestKind;
  requestType: string;
}

interface EditRequestActionsProps {
  request: EditRequest;
  onDecide: (choice: { request: EditRequest; decision: Decision }) => void;
}

/** A request's 'View edits' link (profile updates only) and its allow and reject icons. */
export function EditRequestActions({ request, onDecide }: EditRequestActionsProps) {
  const translate = useTranslate();
  const name = personName(request);
  return (
    <>
      {request.requestKind === 'profile' && (
        <Link
          component={RouterLink}
          to={paths.editRequestDetail(request.requestId)}
          aria-label={translate('app.user_detail.view_edits_of', { name })}
          sx={{ mr: 1, whiteSpace: 'nowrap' }}
        >
          {translate('app.users.view_edits')}
        </Link>
      )}
      <Tooltip title={translate('app.common.approve')}>
        <IconButton
          color="success"
          onClick={() => onDecide({ request, decision: 'allow' })}
          aria-label={translate('app.users.allow_request', { name })}
        >
          <CheckCircleIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.common.reject')}>
        <IconButton
          color="error"
          onClick={() => onDecide({ request, decision: 'reject' })}
          aria-label={translate('app.users.reject_request', { name })}
        >
          <CancelIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}

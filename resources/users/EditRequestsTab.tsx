import { IconButton, Link, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider, Decision, EditRequestKind } from '../../dataProvider';
import type { Column } from '../../src/ui/DataTable';
import { PagedTable } from '../../src/ui/PagedTable';
import { usePagedList } from '../../src/ui/usePagedList';
import { usePopup } from '../../src/ui/PopupProvider';
import { displayValue } from '../../src/lib/format';
import { personName } from '../../src/lib/text';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useSingleFlight } from '../../src/lib/useSingleFlight';
import { paths } from '../../src/routes';

interface EditRequest extends RaRecord {
  requestId: number;
  requestKind: EditRequestKind;
  requestType: string;
}

const newestFirst = { field: 'created_at', order: 'DESC' as const };
const everyRow = Number.MAX_SAFE_INTEGER;

/** Profile and email edit requests, allowed or rejected after a confirmation. */
export function EditRequestsTab({ search }: { search: string }) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const list = usePagedList<EditRequest>('editRequests', { search, sort: newestFirst, perPage: everyRow });
  const once = useSingleFlight();
  const [pending, setPending] = useState<{ request: EditRequest; decision: Decision } | null>(null);

  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: EditRequest; decision: Decision }) =>
      dataProvider.decideEditRequest(request.requestKind, request.requestId, decision),
    onSuccess: (_, { decision }) => {
      setPending(null);
      list.refetch();
      popup.showSuccess(translate(decision === 'allow' ? 'app.users.allowed' : 'app.users.rejected'));
    },
    onError: error => {
      setPending(null);
      list.refetch();
      popup.showError(errorText(error));
    },
  });

  const columns: Column<EditRequest>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => index + 1 },
    { key: 'name', label: translate('app.users.user_name'), render: request => displayValue(personName(request)) },
    { key: 'email', label: translate('app.users.email'), render: request => displayValue(request.email) },
    { key: 'phone', label: translate('app.users.mobile'), render: request => displayValue(request.phone) },
    { key: 'firm', label: translate('app.users.firm_dealer'), render: request => displayValue(request.firm_name) },
    { key: 'type', label: translate('app.users.request_type'), render: request => request.requestType },
    {
      key: 'action',
      label: translate('app.common.action'),
      render: request => (
        <>
          {request.requestKind === 'profile' && (
            <Link
              component={RouterLink}
              to={paths.editRequestDetail(request.requestId)}
              aria-label={translate('app.user_detail.view_edits_of', { name: personName(request) })}
              sx={{ mr: 1, whiteSpace: 'nowrap' }}
            >
              {translate('app.users.view_edits')}
            </Link>
          )}
          <Tooltip title={translate('app.common.approve')}>
            <IconButton
              color="success"
              onClick={() => setPending({ request, decision: 'allow' })}
              aria-label={translate('app.users.allow_request', { name: personName(request) })}
            >
              <CheckCircleIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('app.common.reject')}>
            <IconButton
              color="error"
              onClick={() => setPending({ request, decision: 'reject' })}
              aria-label={translate('app.users.reject_request', { name: personName(request) })}
            >
              <CancelIcon />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  const allow = pending?.decision === 'allow';
  const wording = pending && { name: personName(pending.request), type: pending.request.requestType.toLowerCase() };
  return (
    <>
      <PagedTable
        list={list}
        label={translate('app.users.tab_edits')}
        columns={columns}
        emptyText={translate(list.searching ? 'app.users.no_matching_requests' : 'app.users.edits_empty')}
        failedKey="app.users.requests_failed"
        paged={false}
      />
      <Confirm
        isOpen={!!pending}
        loading={decide.isPending}
        title={translate(allow ? 'app.users.allow_title' : 'app.users.reject_title')}
        content={wording ? translate(allow ? 'app.users.allow_text' : 'app.users.reject_text', wording) : ''}
        confirm={translate(allow ? 'app.common.approve' : 'app.common.reject')}
        cancel={translate('app.common.cancel')}
        confirmColor={allow ? 'primary' : 'warning'}
        onConfirm={() => once(() => pending && decide.mutateAsync(pending).catch(() => undefined))}
        onClose={() => setPending(null)}
      />
    </>
  );
}

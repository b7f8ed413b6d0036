import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, DataTable, SelectInput, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider, Decision } from '../../dataProvider';
import { requestTypes } from '../../dataProvider/endpoints/users';
import { usePopup } from '../../src/ui/PopupProvider';
import { displayValue } from '../../src/lib/format';
import { personName } from '../../src/lib/text';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useSingleFlight } from '../../src/lib/useSingleFlight';
import { ResourceList } from '../../src/ui/list/ResourceList';
import { RowNumber } from '../../src/ui/list/RowNumber';
import { EmptyRows } from '../../src/ui/list/EmptyRows';
import { searchFilter } from '../../src/ui/list/SearchFilter';
import { ListActions } from '../../src/ui/list/ListActions';
import { PhoneRows } from '../../src/ui/list/PhoneRows';
import { paths } from '../../src/routes';
import { EditRequestActions, type EditRequest } from './EditRequestActions';

const newestFirst = { field: 'created_at', order: 'DESC' as const };
const requestTypeChoices = Object.values(requestTypes).map(type => ({ id: type, name: type }));

/** Profile and email edit requests, allowed or rejected after a confirmation. */
export function EditRequestsTab() {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const once = useSingleFlight();
  const [pending, setPending] = useState<{ request: EditRequest; decision: Decision } | null>(null);

  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: EditRequest; decision: Decision }) =>
      dataProvider.decideEditRequest(request.requestKind, request.requestId, decision),
    onSuccess: (_, { decision }) => {
      setPending(null);
      refresh();
      popup.showSuccess(translate(decision === 'allow' ? 'app.users.allowed' : 'app.users.rejected'));
    },
    onError: error => {
      setPending(null);
      refresh();
      popup.showError(errorText(error));
    },
  });

  const allow = pending?.decision === 'allow';
  const wording = pending && { name: personName(pending.request), type: pending.request.requestType.toLowerCase() };
  return (
    <>
      <ResourceList
        resource="editRequests"
        sort={newestFirst}
        paged={false}
        filters={[
          searchFilter(translate('app.users.search_placeholder')),
          <SelectInput
            key="requestType"
            source="requestType"
            label="app.users.request_type"
            choices={requestTypeChoices}
          />,
        ]}
        actions={<ListActions addTo={paths.addUser} />}
        failedKey="app.users.requests_failed"
        phone={
          <PhoneRows
            label={translate('app.users.tab_edits')}
            emptyText={translate('app.users.edits_empty')}
            noMatchText={translate('app.users.no_matching_requests')}
            primary={request => displayValue(personName(request))}
            secondary={request => displayValue(request.email)}
            figure={request => request.requestType}
            actions={(request: EditRequest) => <EditRequestActions request={request} onDecide={setPending} />}
          />
        }
      >
        <DataTable
          aria-label={translate('app.users.tab_edits')}
          rowClick={false}
          bulkActionButtons={false}
          empty={
            <EmptyRows
              text={translate('app.users.edits_empty')}
              noMatchText={translate('app.users.no_matching_requests')}
            />
          }
        >
          <DataTable.Col label="app.common.sl_no" render={() => <RowNumber />} />
          <DataTable.Col
            source="first_name"
            label="app.users.user_name"
            render={request => displayValue(personName(request))}
          />
          <DataTable.Col source="email" label="app.users.email" render={request => displayValue(request.email)} />
          <DataTable.Col source="phone" label="app.users.mobile" render={request => displayValue(request.phone)} />
          <DataTable.Col
            source="firm_name"
            label="app.users.firm_dealer"
            render={request => displayValue(request.firm_name)}
          />
          <DataTable.Col source="requestType" label="app.users.request_type" />
          <DataTable.Col
            label="app.common.action"
            render={(request: EditRequest) => <EditRequestActions request={request} onDecide={setPending} />}
          />
        </DataTable>
      </ResourceList>
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

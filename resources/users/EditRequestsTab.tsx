import { SelectInput, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import { requestTypes } from './editRequests';
import { displayValue } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { ListActions } from '@/src/ui/list/ListActions';
import { exportRows } from '@/src/lib/exportRows';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import type { EditRequest } from './userCalls';
import { EditRequestActions } from './EditRequestActions';
import { useEditRequestDecision } from './useEditRequestDecision';
import { Column } from '@/src/framework/Column';
import { userPaths } from './paths';

const newestFirst = { field: 'created_at', order: 'DESC' as const };
const requestTypeChoices = Object.values(requestTypes).map(type => ({ id: type, name: type }));

/** Profile and email edit requests, allowed or rejected after a confirmation. */
export function EditRequestsTab() {
  const translate = useTranslate();
  const { ask: setPending, dialog } = useEditRequestDecision();
  return (
    <>
      <ResourceList
        resource="editRequests"
        sort={newestFirst}
        exporter={exportRows('edit-requests', [
          [translate('app.users.user_name'), personName],
          [translate('app.users.email'), request => request.email],
          [translate('app.users.mobile'), request => request.phone],
          [translate('app.users.firm_dealer'), request => request.firm_name],
          [translate('app.users.request_type'), request => request.requestType],
        ])}
        filters={[
          searchFilter(translate('app.users.search_placeholder')),
          <SelectInput
            key="requestType"
            source="requestType"
            label="app.users.request_type"
            choices={requestTypeChoices}
          />,
        ]}
        actions={<ListActions addTo={userPaths.addUser} />}
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
          <Column label="app.common.sl_no" render={() => <RowNumber />} />
          <Column
            source="first_name,last_name"
            label="app.users.user_name"
            render={request => displayValue(personName(request))}
          />
          <Column source="email" label="app.users.email" render={request => displayValue(request.email)} />
          <Column source="phone" label="app.users.mobile" render={request => displayValue(request.phone)} />
          <Column
            source="firm_name"
            label="app.users.firm_dealer"
            render={request => displayValue(request.firm_name)}
          />
          <Column source="requestType" label="app.users.request_type" />
          <Column
            label="app.common.action"
            render={(request: EditRequest) => <EditRequestActions request={request} onDecide={setPending} />}
          />
        </DataTable>
      </ResourceList>
      {dialog}
    </>
  );
}

import { useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import { memberColumns, userType } from './memberColumns';
import type { User } from '@/contract/users';
import { displayValue } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { ListActions } from '@/src/ui/list/ListActions';
import { exportRows } from '@/src/lib/exportRows';
import { typedColumns } from '@/src/lib/typedColumns';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { useUserFilters } from './userFilters';
import { RowLinkAction } from '@/src/ui/RowActions';
import { Column } from '@/src/framework/Column';
import { userPaths } from './paths';

const newestFirst = { field: 'date_joined', order: 'DESC' as const };

/** Pending sign-ups, newest first, each opening its review page. No pager (as the spec has it). */
export function NewUserRequestsTab() {
  const translate = useTranslate();
  const viewLink = (user: User) => (
    <RowLinkAction
      kind="view"
      to={userPaths.newUserDetail(user.id)}
      label={translate('app.users.view_user', { name: personName(user) })}
    />
  );
  return (
    <ResourceList
      resource="newUsers"
      sort={newestFirst}
      paged={false}
      filters={useUserFilters()}
      actions={<ListActions addTo={userPaths.addUser} />}
      exporter={exportRows(
        'new-users',
        typedColumns<User>([
          ...memberColumns(translate),
          [translate('app.users.firm_type'), user => user.firm_type_display ?? titleCase(user.firm_type)],
          [translate('app.users.user_type'), userType],
          [translate('app.users.referred_by'), user => user.referred_by],
          [translate('app.users.status'), user => titleCase(user.status)],
        ]),
      )}
      failedKey="app.users.requests_failed"
      phone={
        <PhoneRows
          label={translate('app.users.tab_new')}
          emptyText={translate('app.users.new_empty')}
          noMatchText={translate('app.users.no_matching_requests')}
          primary={user => displayValue(personName(user))}
          secondary={user => displayValue(user.firm_name)}
          figure={userType}
          actions={viewLink}
        />
      }
    >
      <DataTable
        aria-label={translate('app.users.tab_new')}
        rowClick={false}
        bulkActionButtons={false}
        empty={
          <EmptyRows
            text={translate('app.users.new_empty')}
            noMatchText={translate('app.users.no_matching_requests')}
          />
        }
      >
        <Column label="app.common.sl_no" render={() => <RowNumber padded />} />
        <Column
          source="first_name,last_name"
          label="app.users.user_name"
          render={user => displayValue(personName(user))}
        />
        <Column source="email" label="app.users.email" render={user => displayValue(user.email)} />
        <Column source="phone" label="app.users.mobile" render={user => displayValue(user.phone)} />
        <Column source="firm_name" label="app.users.firm_dealer" render={user => displayValue(user.firm_name)} />
        <Column
          source="firm_type"
          label="app.users.firm_type"
          render={(user: User) => displayValue(user.firm_type_display ?? titleCase(user.firm_type))}
        />
        <Column source="user_type" label="app.users.user_type" render={userType} />
        <Column source="referred_by" label="app.users.referred_by" render={user => displayValue(user.referred_by)} />
        <Column source="status" label="app.users.status" render={user => displayValue(titleCase(user.status))} />
        <Column label="app.common.action" render={viewLink} />
      </DataTable>
    </ResourceList>
  );
}

import { BulkExportButton, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import { memberColumns, userType } from './memberColumns';
import type { User } from '@/contract/users';
import { displayValue } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { ConfirmedRowDelete } from '@/src/ui/list/ConfirmedRowDelete';
import { LinkAndDeleteActions, LinkAndDeleteColumn } from '@/src/ui/list/LinkAndDeleteColumn';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { Column } from '@/src/framework/Column';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { exportRows } from '@/src/lib/exportRows';
import { typedColumns } from '@/src/lib/typedColumns';
import { ListActions } from '@/src/ui/list/ListActions';
import { useUserFilters } from './userFilters';
import { userPaths } from './paths';

const newestFirst = { field: 'date_joined', order: 'DESC' as const };
const rowActions = {
  kind: 'view',
  to: (user: User) => userPaths.userDetail(user.id),
  name: personName,
  linkLabel: 'app.users.view_user',
  deleteLabel: 'app.users.delete_user',
} as const;

export function ExistingUsersTab() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.users.${key}`);

  const exporter = exportRows(
    'users',
    typedColumns<User>([
      ...memberColumns(translate),
      [t('user_type'), userType],
      [t('referred_by'), user => user.referred_by],
    ]),
  );

  return (
    <ConfirmedRowDelete resource="users" deletedKey="app.users.deleted" failedKey="app.users.delete_failed">
      <ResourceList
        resource="users"
        sort={newestFirst}
        filters={useUserFilters()}
        actions={<ListActions addTo={userPaths.addUser} />}
        exporter={exporter}
        failedKey="app.users.fetch_failed"
        phone={
          <PhoneRows
            label={t('tab_existing')}
            emptyText={t('empty')}
            primary={user => displayValue(personName(user))}
            secondary={user => displayValue(user.email)}
            figure={userType}
            actions={user => <LinkAndDeleteActions record={user} {...rowActions} />}
          />
        }
      >
        <DataTable
          aria-label={t('tab_existing')}
          rowClick={false}
          bulkActionButtons={<BulkExportButton />}
          empty={<EmptyRows text={t('empty')} />}
        >
          <Column label="app.common.sl_no" render={() => <RowNumber />} />
          <Column
            source="first_name,last_name"
            label="app.users.user_name"
            render={user => displayValue(personName(user))}
          />
          <Column source="email" label="app.users.email" render={user => displayValue(user.email)} />
          <Column source="phone" label="app.users.mobile" render={user => displayValue(user.phone)} />
          <Column source="firm_name" label="app.users.firm_dealer" render={user => displayValue(user.firm_name)} />
          <Column source="user_type" label="app.users.user_type" render={userType} />
          <Column source="referred_by" label="app.users.referred_by" render={user => displayValue(user.referred_by)} />
          <LinkAndDeleteColumn {...rowActions} />
        </DataTable>
      </ResourceList>
    </ConfirmedRowDelete>
  );
}

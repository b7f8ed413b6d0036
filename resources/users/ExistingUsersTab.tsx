import { useTranslate, type RaRecord } from 'react-admin';
import type { Column } from '../../src/ui/DataTable';
import { PagedTable } from '../../src/ui/PagedTable';
import { usePagedList } from '../../src/ui/usePagedList';
import { useConfirmedDelete } from '../../src/ui/useConfirmedDelete';
import { displayValue } from '../../src/lib/format';
import { personName, titleCase } from '../../src/lib/text';
import { paths } from '../../src/routes';
import { RowLinkAction, RowDeleteAction } from '../../src/ui/RowActions';

const newestFirst = { field: 'date_joined', order: 'DESC' as const };

export function ExistingUsersTab({ search }: { search: string }) {
  const translate = useTranslate();
  const list = usePagedList('users', { search, sort: newestFirst });
  const deletion = useConfirmedDelete({
    resource: 'users',
    deletedKey: 'app.users.deleted',
    failedKey: 'app.users.delete_failed',
  });

  const columns: Column<RaRecord>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => list.firstIndex + index + 1 },
    { key: 'name', label: translate('app.users.user_name'), render: user => displayValue(personName(user)) },
    { key: 'email', label: translate('app.users.email'), render: user => displayValue(user.email) },
    { key: 'phone', label: translate('app.users.mobile'), render: user => displayValue(user.phone) },
    { key: 'firm', label: translate('app.users.firm_dealer'), render: user => displayValue(user.firm_name) },
    {
      key: 'type',
      label: translate('app.users.user_type'),
      render: user => displayValue(user.user_type_display ?? titleCase(user.user_type)),
    },
    { key: 'referred', label: translate('app.users.referred_by'), render: user => displayValue(user.referred_by) },
    {
      key: 'action',
      label: translate('app.common.action'),
      render: user => (
        <>
          <RowLinkAction
            kind="view"
            to={paths.userDetail(user.id)}
            label={translate('app.users.view_user', { name: personName(user) })}
          />
          <RowDeleteAction
            onClick={() => deletion.ask(user)}
            label={translate('app.users.delete_user', { name: personName(user) })}
          />
        </>
      ),
    },
  ];

  return (
    <>
      <PagedTable
        list={list}
        label={translate('app.users.tab_existing')}
        columns={columns}
        emptyText={translate('app.users.empty')}
        failedKey="app.users.fetch_failed"
      />
      {deletion.dialog}
    </>
  );
}

import { IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { paths } from '../../src/routes';
import type { Column } from '../../src/ui/DataTable';
import { PagedTable } from '../../src/ui/PagedTable';
import { usePagedList } from '../../src/ui/usePagedList';
import { displayValue } from '../../src/lib/format';
import { personName, serialNumber, titleCase } from '../../src/lib/text';

const newestFirst = { field: 'date_joined', order: 'DESC' as const };
const everyRow = Number.MAX_SAFE_INTEGER;

/** Pending sign-ups, newest first, each opening its review page. No pager (as the spec has it). */
export function NewUserRequestsTab({ search }: { search: string }) {
  const translate = useTranslate();
  const list = usePagedList('newUsers', { search, sort: newestFirst, perPage: everyRow });

  const columns: Column<RaRecord>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => serialNumber(index) },
    { key: 'name', label: translate('app.users.user_name'), render: user => displayValue(personName(user)) },
    { key: 'email', label: translate('app.users.email'), render: user => displayValue(user.email) },
    { key: 'phone', label: translate('app.users.mobile'), render: user => displayValue(user.phone) },
    { key: 'firm', label: translate('app.users.firm_dealer'), render: user => displayValue(user.firm_name) },
    {
      key: 'firmType',
      label: translate('app.users.firm_type'),
      render: user => displayValue(user.firm_type_display ?? titleCase(user.firm_type)),
    },
    {
      key: 'type',
      label: translate('app.users.user_type'),
      render: user => displayValue(user.user_type_display ?? titleCase(user.user_type)),
    },
    { key: 'referred', label: translate('app.users.referred_by'), render: user => displayValue(user.referred_by) },
    { key: 'status', label: translate('app.users.status'), render: user => displayValue(titleCase(user.status)) },
    {
      key: 'action',
      label: translate('app.common.action'),
      render: user => (
        <Tooltip title={translate('app.common.view')}>
          <IconButton
            component={Link}
            to={paths.newUserDetail(user.id)}
            aria-label={translate('app.users.view_user', { name: personName(user) })}
          >
            <VisibilityIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <PagedTable
      list={list}
      label={translate('app.users.tab_new')}
      columns={columns}
      emptyText={translate(list.searching ? 'app.users.no_matching_requests' : 'app.users.new_empty')}
      failedKey="app.users.requests_failed"
      paged={false}
    />
  );
}

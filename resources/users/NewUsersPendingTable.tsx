import { useTranslate } from 'react-admin';
import type { DashboardTableProps } from '@/src/dashboard/dashboardTable';
import { PendingTable } from '@/src/dashboard/PendingTable';
import { Column } from '@/src/framework/Column';
import { displayValue } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';
import { userPaths } from './paths';

/** The dashboard's newest sign-ups waiting for a decision. */
export default function NewUsersPendingTable({ rows }: DashboardTableProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dashboard.${key}`);
  return (
    <PendingTable
      title={t('new_user_requests')}
      rows={rows}
      detailPath={userPaths.newUserDetail}
      nameOf={personName}
      emptyText={t('no_new_users')}
      fetchFailed="app.users.requests_failed"
      moreLink={{ to: userPaths.userList, label: t('view_all_users') }}
      phone={{
        primary: user => displayValue(personName(user)),
        secondary: user => displayValue(user.firm_name),
        figure: user => displayValue(user.user_type_display ?? titleCase(user.user_type)),
      }}
    >
      <Column
        source="first_name,last_name"
        label="app.dashboard.user_name"
        render={user => displayValue(personName(user))}
      />
      <Column source="firm_name" label="app.dashboard.firm_dealer" render={user => displayValue(user.firm_name)} />
      <Column
        source="user_type"
        label="app.dashboard.user_type"
        render={user => displayValue(user.user_type_display ?? titleCase(user.user_type))}
      />
    </PendingTable>
  );
}

import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { PageHeader } from '@/src/ui/PageHeader';
import { ListTabs, type ListTab } from '@/src/ui/list/ListTabs';
import { EditRequestsTab } from './EditRequestsTab';
import { ExistingUsersTab } from './ExistingUsersTab';
import { NewUserRequestsTab } from './NewUserRequestsTab';

const tabs: ListTab[] = [
  {
    key: 'existing',
    label: 'app.users.tab_existing',
    content: <ExistingUsersTab />,
    access: { resource: 'users', action: 'list' },
  },
  {
    key: 'new',
    label: 'app.users.tab_new',
    content: <NewUserRequestsTab />,
    access: { resource: 'newUsers', action: 'list' },
  },
  {
    key: 'edits',
    label: 'app.users.tab_edits',
    content: <EditRequestsTab />,
    access: { resource: 'editRequests', action: 'list' },
  },
];

/** /user/list: existing users, new user requests and edit requests, each a list with its state in the URL. */
export default function UserList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.users.title')} />
      <ListTabs id="users" label={translate('app.users.tabs_label')} tabs={tabs} />
    </Box>
  );
}

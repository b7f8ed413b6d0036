import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { paths } from '../../src/routes';
import { TabbedListPage, type ListTab } from '../../src/ui/TabbedListPage';
import { EditRequestsTab } from './EditRequestsTab';
import { ExistingUsersTab } from './ExistingUsersTab';
import { NewUserRequestsTab } from './NewUserRequestsTab';

const tabs: ListTab[] = [
  { key: 'existing', label: 'app.users.tab_existing', render: search => <ExistingUsersTab search={search} /> },
  { key: 'new', label: 'app.users.tab_new', render: search => <NewUserRequestsTab search={search} /> },
  { key: 'edits', label: 'app.users.tab_edits', render: search => <EditRequestsTab search={search} /> },
];

/** /user/list: existing users, new user requests and edit requests, with one search box. */
export default function UserList() {
  const translate = useTranslate();
  return (
    <TabbedListPage
      id="users"
      title={translate('app.users.title')}
      searchPlaceholder={translate('app.users.search_placeholder')}
      tabsLabel={translate('app.users.tabs_label')}
      tabs={tabs}
      actions={() => (
        <Button variant="contained" component={Link} to={paths.addUser}>
          {translate('app.common.add_new')}
        </Button>
      )}
    />
  );
}

import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { paths } from '../../src/routes';
import { PageHeader } from '../../src/ui/PageHeader';
import { SearchBox } from '../../src/ui/SearchBox';
import { EditRequestsTab } from './EditRequestsTab';
import { ExistingUsersTab } from './ExistingUsersTab';
import { NewUserRequestsTab } from './NewUserRequestsTab';

const tabs = [
  { key: 'existing', label: 'app.users.tab_existing', Panel: ExistingUsersTab },
  { key: 'new', label: 'app.users.tab_new', Panel: NewUserRequestsTab },
  { key: 'edits', label: 'app.users.tab_edits', Panel: EditRequestsTab },
] as const;

/** /user/list: existing users, new user requests and edit requests, with one search box. */
export default function UserList() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const current = tabs.find(tab => tab.key === searchParams.get('tab')) ?? tabs[0];
  const { Panel } = current;

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.users.title')}>
        <SearchBox value={search} onChange={setSearch} placeholder={translate('app.users.search_placeholder')} />
        <Button variant="contained" component={Link} to={paths.addUser}>
          {translate('app.common.add_new')}
        </Button>
      </PageHeader>
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setSearchParams(key === tabs[0].key ? {} : { tab: key }, { replace: true })}
        aria-label={translate('app.users.tabs_label')}
        sx={{ mb: 2 }}
      >
        {tabs.map(tab => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={translate(tab.label)}
            id={`users-tab-${tab.key}`}
            aria-controls="users-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="users-panel" aria-labelledby={`users-tab-${current.key}`}>
        <Panel search={search} />
      </Box>
    </Box>
  );
}

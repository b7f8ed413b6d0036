import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { paths } from '../../src/routes';
import { PageHeader } from '../../src/ui/PageHeader';
import { SearchBox } from '../../src/ui/SearchBox';
import { DirectoryTab } from './DirectoryTab';

const tabs = [
  { kind: 'salesman', label: 'app.directory.tab_salesmen', addPath: paths.addSalesman },
  { kind: 'architect', label: 'app.directory.tab_architects', addPath: paths.addArchitect },
] as const;

/** /directory/list: salesmen and architects with their referral codes and counts. */
export default function DirectoryList() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const current = tabs.find(tab => tab.kind === searchParams.get('tab')) ?? tabs[0];

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.directory.title')}>
        <SearchBox value={search} onChange={setSearch} placeholder={translate('app.directory.search_placeholder')} />
        <Button variant="contained" component={Link} to={current.addPath}>
          {translate('app.common.add_new')}
        </Button>
      </PageHeader>
      <Tabs
        value={current.kind}
        onChange={(_, kind: string) => setSearchParams(kind === tabs[0].kind ? {} : { tab: kind }, { replace: true })}
        aria-label={translate('app.directory.tabs_label')}
        sx={{ mb: 2 }}
      >
        {tabs.map(tab => (
          <Tab
            key={tab.kind}
            value={tab.kind}
            label={translate(tab.label)}
            id={`directory-tab-${tab.kind}`}
            aria-controls="directory-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="directory-panel" aria-labelledby={`directory-tab-${current.kind}`}>
        <DirectoryTab key={current.kind} kind={current.kind} search={search} />
      </Box>
    </Box>
  );
}

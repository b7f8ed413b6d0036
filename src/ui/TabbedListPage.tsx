import { Box, Tab, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageHeader } from './PageHeader';
import { SearchBox } from './SearchBox';

export interface ListTab {
  key: string;
  /** i18n key of the tab's label. */
  label: string;
  render: (search: string) => ReactNode;
}

interface TabbedListPageProps {
  id: string;
  title: string;
  searchPlaceholder: string;
  tabsLabel: string;
  tabs: ListTab[];
  /** Buttons beside the search box, for the tab shown. */
  actions?: (tab: ListTab) => ReactNode;
}

/** A list screen of the spec: title, one search box, tabs (kept in ?tab=) and the shown tab's table. */
export function TabbedListPage({ id, title, searchPlaceholder, tabsLabel, tabs, actions }: TabbedListPageProps) {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const current = tabs.find(tab => tab.key === searchParams.get('tab')) ?? tabs[0];

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={title}>
        <SearchBox value={search} onChange={setSearch} placeholder={searchPlaceholder} />
        {actions?.(current)}
      </PageHeader>
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setSearchParams(key === tabs[0].key ? {} : { tab: key }, { replace: true })}
        aria-label={tabsLabel}
        sx={{ mb: 2 }}
      >
        {tabs.map(tab => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={translate(tab.label)}
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`} key={current.key}>
        {current.render(search)}
      </Box>
    </Box>
  );
}

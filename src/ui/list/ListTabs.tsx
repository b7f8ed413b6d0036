import { Box, Tab, Tabs } from '@mui/material';
import { memo, useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAllowed } from '../../auth/useAllowed';
import type { Access } from '../../auth/useMayAccess';

export interface ListTab {
  key: string;
  /** i18n key of the tab's label. */
  label: string;
  /** The tab's list, a `ResourceList`. */
  content: ReactNode;
  /** What its list needs: a tab the role may not read is left out (react-admin's `canAccess`). */
  access: Access;
}

interface ListTabsProps {
  id: string;
  label: string;
  tabs: ListTab[];
}

interface TabStripProps extends ListTabsProps {
  current: string;
  onChange: (key: string) => void;
}

/**
 * The strip of tabs, drawn again only when the tab changes: MUI's Tabs measure themselves on
 * every render, and the page's URL changes with each keystroke, sort and page of its list.
 */
const TabStrip = memo(function TabStrip({ id, label, tabs, current, onChange }: TabStripProps) {
  const translate = useTranslate();
  return (
    <Tabs
      value={current}
      onChange={(_, key: string) => onChange(key)}
      aria-label={label}
      variant="scrollable"
      scrollButtons={false}
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
  );
});

/**
 * The spec's tabs over a screen's lists, kept in `?tab=` beside the shown list's own
 * params. Choosing a tab opens its list as it was last left.
 */
export function ListTabs({ id, label, tabs: allTabs }: ListTabsProps) {
  const tabs = useAllowed(`tabs-${id}`, allTabs);
  return tabs?.length ? <AllowedTabs id={id} label={label} tabs={tabs} /> : null;
}

/** The tabs the role may read: the first is the default one. */
function AllowedTabs({ id, label, tabs }: ListTabsProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const current = tabs.find(tab => tab.key === searchParams.get('tab')) ?? tabs[0];
  const first = tabs[0].key;
  const chooseTab = useCallback(
    (key: string) => navigate({ search: key === first ? '' : `?${new URLSearchParams({ tab: key })}` }),
    [navigate, first],
  );
  return (
    <>
      <TabStrip id={id} label={label} tabs={tabs} current={current.key} onChange={chooseTab} />
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`} key={current.key}>
        {current.content}
      </Box>
    </>
  );
}

import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

export interface ListTab {
  key: string;
  /** i18n key of the tab's label. */
  label: string;
  /** The tab's list, a `ResourceList`. */
  content: ReactNode;
}

interface ListTabsProps {
  id: string;
  label: string;
  tabs: ListTab[];
}

/**
 * The spec's tabs over a screen's lists, kept in `?tab=` beside the shown list's own
 * params. Choosing a tab opens its list as it was last left.
 */
export function ListTabs({ id, label, tabs }: ListTabsProps) {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = tabs.find(tab => tab.key === searchParams.get('tab')) ?? tabs[0];
  return (
    <>
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setSearchParams(key === tabs[0].key ? {} : { tab: key })}
        aria-label={label}
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
        {current.content}
      </Box>
    </>
  );
}

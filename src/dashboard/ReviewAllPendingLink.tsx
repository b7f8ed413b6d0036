import { Button } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { preloadAreaScreenAt } from '../layout/areaScreens';
import { useAreaPage } from '../areasContext';

/**
 * How many items wait, of every kind: the totals of the pending lists, each asked for its
 * smallest page (a whole-array list answers from the copy the dashboard's tables fetched).
 */
function usePendingCount(): number | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['pendingTotal'], queryFn: () => dataProvider.countPending() }).data;
}

/** The way to the approvals inbox (the page 'approvals' of an area), with how many items wait in it once every list has answered. */
export function ReviewAllPendingLink() {
  const inbox = useAreaPage('approvals');
  return inbox ? <InboxLink inbox={inbox} /> : null;
}

function InboxLink({ inbox }: { inbox: string }) {
  const translate = useTranslate();
  const count = usePendingCount();
  // The inbox's code is fetched once the dashboard is idle, so a click draws the inbox at once.
  useEffect(() => {
    const preload = () => preloadAreaScreenAt(inbox);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 200);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [inbox]);
  return (
    <Button component={Link} to={inbox} variant="contained" startIcon={<InboxIcon />}>
      {count === undefined
        ? translate('app.dashboard.review_all')
        : translate('app.dashboard.review_all_count', { count })}
    </Button>
  );
}

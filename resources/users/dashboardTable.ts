import type { DashboardTable } from '@/src/area';
import { lazyTable } from '@/src/dashboard/dashboardTable';
import { usePendingRows } from '@/src/dashboard/usePendingRows';

/** The sign-ups waiting, first on the dashboard. */
export const newUsersDashboardTable: DashboardTable = {
  order: 1,
  useRows: () => usePendingRows('newUsers', 'date_joined'),
  Table: lazyTable(() => import('./NewUsersPendingTable')),
};

import type { DashboardTable } from '@/src/area';
import { lazyTable } from '@/src/dashboard/dashboardTable';
import { usePendingRows } from '@/src/dashboard/usePendingRows';

/** The payout requests waiting, last on the dashboard. */
export const paymentsDashboardTable: DashboardTable = {
  order: 4,
  useRows: () => usePendingRows('pendingPayments', 'date'),
  Table: lazyTable(() => import('./PaymentsPendingTable')),
};

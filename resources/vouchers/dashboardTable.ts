import type { DashboardTable } from '@/src/area';
import { lazyTable } from '@/src/dashboard/dashboardTable';
import { usePendingRows } from '@/src/dashboard/usePendingRows';

/** The voucher requests waiting, second on the dashboard. */
export const voucherRequestsDashboardTable: DashboardTable = {
  order: 2,
  useRows: () => usePendingRows('voucherRequests', 'requested_on'),
  Table: lazyTable(() => import('./VoucherRequestsPendingTable')),
};

import type { DashboardTable } from '../../src/area';
import { lazyTable } from '../../src/dashboard/dashboardTable';
import { usePendingRows } from '../../src/dashboard/usePendingRows';
import { usePossibleDuplicates } from './usePossibleDuplicates';
import { useBillRisk } from './useBillRisk';

/** The bills waiting, third on the dashboard; their duplicates and risk are asked for with them, before the table draws. */
export const billsDashboardTable: DashboardTable = {
  order: 3,
  useRows: () => {
    const rows = usePendingRows('billRequests', 'date_added');
    usePossibleDuplicates(rows.data);
    useBillRisk(rows.data);
    return rows;
  },
  Table: lazyTable(() => import('./BillsPendingTable')),
};

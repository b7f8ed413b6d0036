import { useGetList } from 'react-admin';
import type { Bill } from '@/contract/bills';
import type { DashboardTable } from '@/src/area';
import { lazyTable } from '@/src/dashboard/dashboardTable';
import { usePendingRows } from '@/src/dashboard/usePendingRows';
import { everyBill } from './everyBill';

/** Whether a bill comes without the backend's risk reasons or possible duplicates, which the rules then work out. */
const needsRules = (bill: Pick<Bill, 'risk_reasons' | 'possible_duplicate_ids'>) =>
  !Array.isArray(bill.risk_reasons) || !Array.isArray(bill.possible_duplicate_ids);

/**
 * The bills waiting, third on the dashboard; every bill, which their risk and duplicate chips fall
 * back on, is asked for with them, before the table (and the rules' code) draws.
 */
export const billsDashboardTable: DashboardTable = {
  order: 3,
  useRows: () => {
    const rows = usePendingRows('billRequests', 'date_added');
    useGetList('bills', everyBill, { enabled: (rows.data as Bill[] | undefined)?.some(needsRules) ?? false });
    return rows;
  },
  Table: lazyTable(() => import('./BillsPendingTable')),
};

import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { permissionsOn, type Area } from '@/src/area';
import { billRoutes } from './routes';
import { billScreens } from './screens';
import { billsEndpoints } from './endpoints';
import { billApprovalKinds } from './approvalKinds';
import { billsDashboardTable } from './dashboardTable';
import { billSearchSources } from './searchSources';
import { billPaths } from './paths';

const billNumber = (bill: { id: unknown }) => `Bill #${bill.id}`;

/** Purchase bills: requests to approve or reject, and the decided ones, under /bills/. */
export const billsArea: Area = {
  name: 'bills',
  resources: [
    {
      name: 'bills',
      icon: ReceiptIcon,
      options: { label: 'app.resources.bills' },
      recordRepresentation: billNumber,
      routes: billRoutes,
      addresses: { list: `${billPaths.billRequestList}?tab=history`, record: billPaths.billHistoryDetail },
    },
    {
      name: 'billRequests',
      icon: ReceiptIcon,
      options: { label: 'app.resources.billRequests' },
      recordRepresentation: billNumber,
      addresses: { list: billPaths.billRequestList, record: billPaths.billRequestDetail },
    },
  ],
  menu: {
    key: 'bills',
    label: 'app.menu.bills',
    icon: ReceiptIcon,
    to: billPaths.billRequestList,
    prefixes: ['/bills/'],
    screen: billScreens.BillList,
    access: { resource: ['billRequests', 'bills'], action: 'list' },
    inSpec: true,
  },
  approvalKinds: billApprovalKinds,
  dashboardTable: billsDashboardTable,
  searchSources: billSearchSources,
  endpoints: billsEndpoints,
  messages: () => import('./messages'),
  paths: billPaths,
  recordPages: { bill: billPaths.billHistoryDetail },
  permissions: [
    ...permissionsOn('bills', 'list', 'show', 'export'),
    ...permissionsOn('billRequests', 'list', 'show', 'approve', 'reject', 'export'),
  ],
};

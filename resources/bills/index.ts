import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { permissionsOn, type Area } from '../../src/area';
import { paths } from '../../src/routes';
import { billRoutes } from './routes';
import { billScreens } from './screens';
import { billsEndpoints } from './endpoints';
import { billApprovalKinds } from './approvalKinds';
import { billsDashboardTable } from './dashboardTable';
import { billSearchSources } from './searchSources';

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
      addresses: { list: `${paths.billRequestList}?tab=history`, record: paths.billHistoryDetail },
    },
    {
      name: 'billRequests',
      icon: ReceiptIcon,
      options: { label: 'app.resources.billRequests' },
      recordRepresentation: billNumber,
      addresses: { list: paths.billRequestList, record: paths.billRequestDetail },
    },
  ],
  menu: {
    key: 'bills',
    label: 'app.menu.bills',
    icon: ReceiptIcon,
    to: paths.billRequestList,
    prefixes: ['/bills/'],
    screen: billScreens.BillList,
    access: { resource: ['billRequests', 'bills'], action: 'list' },
  },
  approvalKinds: billApprovalKinds,
  dashboardTable: billsDashboardTable,
  searchSources: billSearchSources,
  endpoints: billsEndpoints,
  messages: () => import('./messages'),
  permissions: [
    ...permissionsOn('bills', 'list', 'show', 'export'),
    ...permissionsOn('billRequests', 'list', 'show', 'approve', 'reject', 'export'),
  ],
};

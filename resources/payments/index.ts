import PaymentsIcon from '@mui/icons-material/Payments';
import { permissionsOn, type Area } from '@/src/area';
import { paymentRoutes } from './routes';
import { paymentScreens } from './screens';
import { paymentsEndpoints } from './endpoints';
import { paymentApprovalKinds } from './approvalKinds';
import { paymentsDashboardTable } from './dashboardTable';
import { paymentPaths } from './paths';
import { figureOf } from '@/contract/fields/figures';

const payoutNumber = (payment: { id: unknown }) => `Payout #${payment.id}`;

/** Cash payouts: requests to approve or reject, and the decided ones, under /payments/. */
export const paymentsArea: Area = {
  name: 'payments',
  resources: [
    {
      name: 'payments',
      icon: PaymentsIcon,
      options: { label: 'app.resources.payments' },
      recordRepresentation: payoutNumber,
      routes: paymentRoutes,
      addresses: { list: paymentPaths.paymentList, record: paymentPaths.paymentDetail },
    },
    {
      name: 'pendingPayments',
      icon: PaymentsIcon,
      options: { label: 'app.resources.pendingPayments' },
      recordRepresentation: payoutNumber,
      addresses: { list: `${paymentPaths.paymentList}?tab=requests`, record: paymentPaths.paymentRequestDetail },
    },
  ],
  menu: {
    key: 'payments',
    label: 'app.menu.payments',
    icon: PaymentsIcon,
    to: paymentPaths.paymentList,
    prefixes: ['/payments'],
    screen: paymentScreens.PaymentList,
    access: { resource: ['pendingPayments', 'payments'], action: 'list' },
    inSpec: true,
  },
  approvalKinds: paymentApprovalKinds,
  dashboardTable: paymentsDashboardTable,
  endpoints: paymentsEndpoints,
  messages: () => import('./messages'),
  paths: paymentPaths,
  recordPages: { payment: paymentPaths.paymentDetail },
  heldBalances: [{ resource: 'pendingPayments', unit: 'cash', heldBy: payout => figureOf(payout.amount) }],
  permissions: [
    ...permissionsOn('payments', 'list', 'show', 'export'),
    ...permissionsOn('pendingPayments', 'list', 'show', 'approve', 'reject', 'export'),
  ],
};

import PaymentsIcon from '@mui/icons-material/Payments';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { paymentRoutes } from './routes';

const payoutNumber = (payment: { id: unknown }) => `Payout #${payment.id}`;

export const payments: ResourceDefinition = {
  name: 'payments',
  icon: PaymentsIcon,
  options: { label: 'app.resources.payments' },
  recordRepresentation: payoutNumber,
  routes: paymentRoutes,
  addresses: { list: paths.paymentList, record: paths.paymentDetail },
};

export const pendingPayments: ResourceDefinition = {
  name: 'pendingPayments',
  icon: PaymentsIcon,
  options: { label: 'app.resources.pendingPayments' },
  recordRepresentation: payoutNumber,
  addresses: { list: `${paths.paymentList}?tab=requests`, record: paths.paymentRequestDetail },
};

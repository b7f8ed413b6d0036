import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { paymentRoutes } from './routes';

const payoutNumber = (payment: { id: unknown }) => `Payout #${payment.id}`;

export const payments: ResourceDefinition = {
  name: 'payments',
  icon: PaymentsIcon,
  options: { label: 'app.resources.payments' },
  recordRepresentation: payoutNumber,
  routes: paymentRoutes,
};

export const pendingPayments: ResourceDefinition = {
  name: 'pendingPayments',
  icon: PaymentsIcon,
  options: { label: 'app.resources.pendingPayments' },
  recordRepresentation: payoutNumber,
};

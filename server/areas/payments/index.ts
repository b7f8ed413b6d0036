import type { ServerArea } from '@/server/area';
import { pendingRequests } from '@/server/pending';
import { paymentRoutes } from './routes';

/** The payout requests: lists, decisions (four eyes), a member's transactions, export. */
export const paymentsArea: ServerArea = {
  name: 'payments',
  routes: paymentRoutes,
  pending: {
    payout: { order: 6, list: 'loyalty/payment/pending/list/', ...pendingRequests('payment_requests', 'requested_at') },
  },
};

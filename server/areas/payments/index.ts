import type { ServerArea } from '@/server/area';
import { PAYOUT_KIND } from '@/contract/approvals/kinds';
import { pendingQueue, pendingRequests } from '@/server/pending';
import { paymentDecisionCalls } from './decisionCalls';
import { paymentGatewayCalls } from './gatewayCalls';
import { paymentRoutes } from './routes';

/** The payout requests: lists, decisions (four eyes), a member's transactions, export. */
export const paymentsArea: ServerArea = {
  name: 'payments',
  routes: paymentRoutes,
  decisionCalls: paymentDecisionCalls,
  gatewayCalls: paymentGatewayCalls,
  pending: pendingQueue(PAYOUT_KIND, pendingRequests('payment_requests', 'requested_at')),
};

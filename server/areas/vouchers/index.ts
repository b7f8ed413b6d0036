import { routesOf, type ServerArea } from '@/server/area';
import { VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import { pendingQueue, pendingRequests } from '@/server/pending';
import { voucherRequestDecisionCalls } from './decisionCalls';
import { voucherGatewayCalls } from './gatewayCalls';
import { voucherRequestRoutes } from './requestRoutes';
import { voucherRoutes } from './routes';

/** The vouchers, their spreadsheet import, and the members' requests for them. */
export const vouchersArea: ServerArea = {
  name: 'vouchers',
  routes: routesOf(voucherRoutes, voucherRequestRoutes),
  decisionCalls: voucherRequestDecisionCalls,
  gatewayCalls: voucherGatewayCalls,
  pending: pendingQueue(VOUCHER_REQUEST_KIND, pendingRequests('voucher_requests', 'requested_on')),
};

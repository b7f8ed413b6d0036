import { routesOf, type ServerArea } from '@/server/area';
import { pendingRequests } from '@/server/pending';
import { voucherRequestRoutes } from './requestRoutes';
import { voucherRoutes } from './routes';

/** The vouchers, their spreadsheet import, and the members' requests for them. */
export const vouchersArea: ServerArea = {
  name: 'vouchers',
  routes: routesOf(voucherRoutes, voucherRequestRoutes),
  pending: {
    voucherRequest: {
      order: 5,
      list: 'loyalty/voucher-requests/',
      ...pendingRequests('voucher_requests', 'requested_on'),
    },
  },
};

import type { EndpointTable } from '../endpoints';

/** The pending work the dashboard lists (decided in their own areas). */
export const pendingEndpoints: EndpointTable = {
  voucherRequests: { list: 'loyalty/voucher-requests/', messages: { list: 'app.dashboard.voucher_requests_failed' } },
  billRequests: { list: 'bill/approve-requests/', messages: { list: 'app.dashboard.bill_requests_failed' } },
  pendingPayments: { list: 'loyalty/payment/pending/list/', messages: { list: 'app.dashboard.payments_failed' } },
};

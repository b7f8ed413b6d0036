import { PAYOUT_KIND } from '@/contract/approvals/kinds';
import { objectAt, type PendingSources } from '@/dataProvider/approvalKinds';
import { defineEndpoints, type Endpoint, type EndpointTable } from '@/dataProvider/endpoints';
import { createPaymentActions } from './paymentCalls';
import { fullName } from '@/dataProvider/personName';
import type { Payment } from '@/contract/payments';

/** Payouts waiting for a decision (listed on the dashboard too) and those decided, read alike. */
const payments = (list: string): Endpoint => ({
  list,
  getOne: id => `loyalty/payment/retrieve/${id}/`,
  searchFields: [
    payment => fullName((payment as Payment).user_list ?? {}),
    'user_list.firm_name',
    'user_list.phone',
    'amount',
    'status',
    'account_holders_name',
    'bank_name',
  ],
  messages: { list: 'app.dashboard.payments_failed', getOne: 'app.payments.fetch_details_failed' },
});

const resources: EndpointTable = {
  pendingPayments: payments('loyalty/payment/pending/list/'),
  payments: payments('loyalty/payment/list/'),
};

/** Pending payouts wait in the approvals inbox too. */
const pending: PendingSources = [
  {
    kind: PAYOUT_KIND,
    resource: 'pendingPayments',
    personOf: payment => objectAt(payment, 'user_list'),
    figureOf: payment => ({ amount: payment.amount }),
  },
];

export const paymentsEndpoints = defineEndpoints({ resources, actions: createPaymentActions, pending });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createPaymentActions> {}
}

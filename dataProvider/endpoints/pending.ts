import { createBillAndPaymentActions } from '../billsAndPayments';
import { objectAt } from '../approvalKinds';
import { defineEndpoints, type EndpointTable, type PendingSources } from '../endpoints';
import { fullName } from '../personName';

const billSearch = ['user_name', 'invoice_number', 'user_list.firm_name', 'dealer', 'amount', 'status'];
const paymentSearch = [
  (payment: Record<string, unknown>) => fullName((payment.user_list ?? {}) as Record<string, unknown>),
  'user_list.firm_name',
  'user_list.phone',
  'amount',
  'status',
  'account_holders_name',
  'bank_name',
];

/** Bills and payouts: pending ones (listed on the dashboard too) and those already decided. */
const resources: EndpointTable = {
  billRequests: {
    list: 'bill/approve-requests/',
    getOne: id => `bill/retrieve/${id}/`,
    searchFields: billSearch,
    messages: { list: 'app.dashboard.bill_requests_failed', getOne: 'app.bills.fetch_details_failed' },
  },
  bills: {
    list: 'bill/list/all-bills/',
    getOne: id => `bill/retrieve/${id}/`,
    searchFields: billSearch,
    messages: { list: 'app.dashboard.bill_requests_failed', getOne: 'app.bills.fetch_details_failed' },
  },
  pendingPayments: {
    list: 'loyalty/payment/pending/list/',
    getOne: id => `loyalty/payment/retrieve/${id}/`,
    searchFields: paymentSearch,
    messages: { list: 'app.dashboard.payments_failed', getOne: 'app.payments.fetch_details_failed' },
  },
  payments: {
    list: 'loyalty/payment/list/',
    getOne: id => `loyalty/payment/retrieve/${id}/`,
    searchFields: paymentSearch,
    messages: { list: 'app.dashboard.payments_failed', getOne: 'app.payments.fetch_details_failed' },
  },
};

/** Pending bills and payouts wait in the approvals inbox too. */
const pending: PendingSources = {
  bill: {
    resource: 'billRequests',
    dateField: 'date_added',
    personOf: bill => ({ first_name: bill.user_name, ...objectAt(bill, 'user_list') }),
    figureOf: bill => ({ amount: bill.amount }),
  },
  payout: {
    resource: 'pendingPayments',
    dateField: 'date',
    personOf: payment => objectAt(payment, 'user_list'),
    figureOf: payment => ({ amount: payment.amount }),
  },
};

export const pendingEndpoints = defineEndpoints({ resources, actions: createBillAndPaymentActions, pending });

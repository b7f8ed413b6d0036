import { BILL_KIND } from '@/contract/approvals/kinds';
import { objectAt, type PendingSources } from '@/dataProvider/approvalKinds';
import { createBillActions } from './billCalls';
import { flaggedFilter } from './billRisk';
import { defineEndpoints, type Endpoint, type EndpointTable } from '@/dataProvider/endpoints';

/** Bills waiting for a decision (listed on the dashboard too) and those decided, read alike. */
const bills = (list: string): Endpoint => ({
  list,
  getOne: id => `bill/retrieve/${id}/`,
  searchFields: ['user_name', 'invoice_number', 'user_list.firm_name', 'dealer', 'amount', 'status'],
  heldFilters: { flagged: flaggedFilter },
  messages: { list: 'app.dashboard.bill_requests_failed', getOne: 'app.bills.fetch_details_failed' },
});

const resources: EndpointTable = {
  billRequests: bills('bill/approve-requests/'),
  bills: bills('bill/list/all-bills/'),
};

/** Pending bills wait in the approvals inbox too. */
const pending: PendingSources = [
  {
    kind: BILL_KIND,
    resource: 'billRequests',
    personOf: bill => ({ first_name: bill.user_name, ...objectAt(bill, 'user_list') }),
    figureOf: bill => ({ amount: bill.amount }),
  },
];

export const billsEndpoints = defineEndpoints({ resources, actions: createBillActions, pending });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createBillActions> {}
}

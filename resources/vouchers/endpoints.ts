import { VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import { createVoucherActions } from './voucherCalls';
import { objectAt, type PendingSources } from '@/dataProvider/approvalKinds';
import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';
import { fullName } from '@/dataProvider/personName';
import type { VoucherRequest } from '@/contract/vouchers';
import { isoDateInIndia } from '@/src/lib/format';


/** Vouchers (soft-deleted with a PATCH) and the requests to redeem them. */
const resources: EndpointTable = {
  vouchers: {
    list: 'loyalty/voucher/list/',
    // The spec writes this path without its trailing slash.
    getOne: id => `loyalty/voucher/retrieve/${id}`,
    create: { path: 'loyalty/voucher/' },
    update: { path: id => `loyalty/voucher/update/${id}/`, method: 'PUT' },
    delete: { path: id => `loyalty/voucher/delete/${id}/`, method: 'PATCH' },
    searchFields: ['offer_name', 'company_name', 'points_required', 'validity'],
    derivedFilters: {
      expiry: value => (value === 'expired' ? { validity_lt: isoDateInIndia() } : { validity_gte: isoDateInIndia() }),
    },
    messages: {
      list: 'app.vouchers.fetch_failed',
      getOne: 'app.vouchers.fetch_details_failed',
      create: 'app.vouchers.create_failed',
      update: 'app.vouchers.update_failed',
      delete: 'app.vouchers.delete_failed',
    },
  },
  voucherRequests: {
    list: 'loyalty/voucher-requests/',
    getOne: id => `loyalty/voucher/request/detail/${id}/`,
    searchFields: [
      request => fullName((request as VoucherRequest).user_details ?? {}),
      'user_details.firm_name',
      'user_details.user_type',
      'voucher_details.offer_name',
      'voucher_details.company_name',
      'voucher_details.points_required',
    ],
    messages: { list: 'app.dashboard.voucher_requests_failed', getOne: 'app.vouchers.fetch_request_failed' },
  },
  loyaltyBalances: {
    list: [
      {
        path: 'loyalty/loyalty-balance/all-users/',
        toRecord: item => ({ ...item, id: (item.user as { id: number }).id }),
      },
    ],
  },
};

/** Voucher requests wait in the approvals inbox too. */
const pending: PendingSources = [
  {
    kind: VOUCHER_REQUEST_KIND,
    resource: 'voucherRequests',
    personOf: request => objectAt(request, 'user_details'),
    figureOf: request => ({ points: objectAt(request, 'voucher_details').points_required ?? request.points }),
  },
];

export const vouchersEndpoints = defineEndpoints({ resources, actions: createVoucherActions, pending });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createVoucherActions> {}
}

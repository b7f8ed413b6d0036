import type { ListRecord } from '@/dataProvider/list';
import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';
import { createPayoutActions } from './payoutCalls';

/**
 * The batches, newest first, paged by the server; and the payouts a batch can take, each known by
 * its payout's id.
 */
const resources: EndpointTable = {
  payouts: {
    list: 'payouts/batches/',
    getOne: id => `payouts/batches/${id}/`,
    messages: { list: 'app.payouts.fetch_failed', getOne: 'app.payouts.fetch_one_failed' },
  },
  payablePayouts: {
    list: [{ path: 'payouts/payable/', toRecord: item => ({ ...item, id: item.payout }) as ListRecord }],
    searchFields: ['member.name', 'account_holder', 'account_number', 'ifsc', 'bank'],
    messages: { list: 'app.payouts.payable_failed' },
  },
};

export const payoutsEndpoints = defineEndpoints({ resources, actions: createPayoutActions });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createPayoutActions> {}
}

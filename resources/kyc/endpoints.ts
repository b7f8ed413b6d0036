import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';
import { createKycActions } from './kycCalls';

/** The members' KYC, paged by the server and filtered by either part's state; a member's whole KYC by their id. */
const resources: EndpointTable = {
  kyc: {
    list: 'kyc/members/',
    getOne: id => `kyc/members/${encodeURIComponent(String(id))}/`,
    messages: { list: 'app.kyc.fetch_failed', getOne: 'app.kyc.fetch_one_failed' },
  },
};

export const kycEndpoints = defineEndpoints({ resources, actions: createKycActions });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createKycActions> {}
}

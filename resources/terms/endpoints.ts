import { createTermsActions } from './termsCalls';
import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';

/** None: terms and privacy entries come grouped by section, through named calls (./termsCalls.ts). */
const resources: EndpointTable = {};

export const termsEndpoints = defineEndpoints({ resources, actions: createTermsActions });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createTermsActions> {}
}

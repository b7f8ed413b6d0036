import { createTermsActions } from '../terms';
import { defineEndpoints, type EndpointTable } from '../endpoints';

/** None: terms and privacy entries come grouped by section, through named calls (dataProvider/terms.ts). */
const resources: EndpointTable = {};

export const termsEndpoints = defineEndpoints({ resources, actions: createTermsActions });

declare module '../areaCalls' {
  interface AreaCalls extends ReturnType<typeof createTermsActions> {}
}

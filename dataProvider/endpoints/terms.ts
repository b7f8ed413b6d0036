import type { EndpointTable } from '../endpoints';

/** None: terms and privacy entries come grouped by section, through named calls (dataProvider/terms.ts). */
export const termsEndpoints: EndpointTable = {};

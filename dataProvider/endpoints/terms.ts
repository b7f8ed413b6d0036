import type { EndpointTable } from '../endpoints';

export const termsEndpoints: EndpointTable = {};

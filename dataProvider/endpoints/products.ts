import type { EndpointTable } from '../endpoints';

export const productEndpoints: EndpointTable = {};

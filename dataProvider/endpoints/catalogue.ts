import type { EndpointTable } from '../endpoints';

export const catalogueEndpoints: EndpointTable = {};

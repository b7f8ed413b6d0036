import type { EndpointTable } from '../endpoints';

export const userDetailEndpoints: EndpointTable = {};

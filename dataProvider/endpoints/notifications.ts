import type { EndpointTable } from '../endpoints';

export const notificationEndpoints: EndpointTable = {};

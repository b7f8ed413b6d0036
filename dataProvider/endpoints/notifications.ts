import type { EndpointTable } from '../endpoints';

/** None: notifications come grouped by day, through named calls (dataProvider/notifications.ts). */
export const notificationEndpoints: EndpointTable = {};

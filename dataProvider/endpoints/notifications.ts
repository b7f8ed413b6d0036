import { createNotificationActions } from '../notifications';
import { defineEndpoints, type EndpointTable } from '../endpoints';

/** None: notifications come grouped by day, through named calls (dataProvider/notifications.ts). */
const resources: EndpointTable = {};

export const notificationEndpoints = defineEndpoints({ resources, actions: createNotificationActions });

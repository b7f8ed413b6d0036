import { createNotificationActions } from '../notifications';
import { defineEndpoints, type EndpointTable } from '../endpoints';

/** None: notifications come grouped by day, through named calls (dataProvider/notifications.ts). */
const resources: EndpointTable = {};

export const notificationsEndpoints = defineEndpoints({ resources, actions: createNotificationActions });

declare module '../areaCalls' {
  interface AreaCalls extends ReturnType<typeof createNotificationActions> {}
}

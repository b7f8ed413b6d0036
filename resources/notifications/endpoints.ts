import { createNotificationActions } from './notificationCalls';
import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';

/** None: notifications come grouped by day, through named calls (./notificationCalls.ts). */
const resources: EndpointTable = {};

export const notificationsEndpoints = defineEndpoints({ resources, actions: createNotificationActions });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createNotificationActions> {}
}

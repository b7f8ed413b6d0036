import type { Identifier } from 'react-admin';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import type { Notification } from '@/contract/notifications';

/** A notification as the API answers it (contract/notifications.ts). */
export type AdminNotification = Notification;

export const notificationGroups = ['today', 'yesterday', 'this_week', 'last_week'] as const;
export type NotificationGroup = (typeof notificationGroups)[number];
export type GroupedNotifications = Record<NotificationGroup, AdminNotification[]>;

/** Notifications: the last two weeks grouped by day, and one notification (which the server marks read). */
export function createNotificationActions(_cache: ListCache) {
  return {
    getGroupedNotifications: () =>
      request<Partial<GroupedNotifications>>('main/admin-notifications/grouped-by-time/', {
        fallbackMessage: 'app.notifications.load_failed',
      }),

    getNotification: (id: Identifier) =>
      request<AdminNotification>(`main/admin-notifications/${id}/`, {
        fallbackMessage: 'app.notifications.load_failed',
      }),
  };
}

import type { Identifier } from 'react-admin';
import { request } from '../../dataProvider/http';
import type { ListCache } from '../../dataProvider/listCache';

export interface AdminNotification {
  id: number;
  title: string;
  message: string;
  user_name: string | null;
  created_at: string;
  action_url: string | null;
  is_read?: boolean;
  related_user: number | null;
  related_bill: number | null;
  related_payment: number | null;
  related_voucher: { id: number; offer_name?: string | null; company_logo?: string | null } | null;
}

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

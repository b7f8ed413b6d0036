import { lazyPage } from '@/src/lib/lazyPage';

/** The notifications area: the grouped list with its View modal. */
export const notificationScreens = {
  NotificationList: lazyPage(() => import('./NotificationList')),
};

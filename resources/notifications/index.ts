import NotificationsIcon from '@mui/icons-material/Notifications';
import { permissionsOn, type Area } from '@/src/area';
import { notificationScreens } from './screens';
import { notificationsEndpoints } from './endpoints';
import { notificationPaths } from './paths';

/** What the database notes when members ask for something, grouped by day, at /notifications. */
export const notificationsArea: Area = {
  name: 'notifications',
  resources: [
    {
      name: 'notifications',
      icon: NotificationsIcon,
      options: { label: 'app.resources.notifications' },
      recordRepresentation: 'title',
      list: notificationScreens.NotificationList,
      addresses: { list: notificationPaths.notifications },
    },
  ],
  menu: {
    key: 'notifications',
    label: 'app.menu.notifications',
    icon: NotificationsIcon,
    to: notificationPaths.notifications,
    prefixes: ['/notifications'],
    screen: notificationScreens.NotificationList,
    access: { resource: 'notifications', action: 'list' },
    inSpec: true,
  },
  endpoints: notificationsEndpoints,
  messages: () => import('./messages'),
  paths: notificationPaths,
  permissions: permissionsOn('notifications', 'list', 'show'),
};

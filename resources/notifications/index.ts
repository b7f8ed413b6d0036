import NotificationsIcon from '@mui/icons-material/Notifications';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { notificationScreens } from './screens';

export const notifications: ResourceDefinition = {
  name: 'notifications',
  icon: NotificationsIcon,
  options: { label: 'app.resources.notifications' },
  recordRepresentation: 'title',
  list: notificationScreens.NotificationList,
  addresses: { list: paths.notifications },
};

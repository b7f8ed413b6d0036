import type { ServerArea } from '@/server/area';
import { notificationRoutes } from './routes';

/** The notifications sent to members. */
export const notificationsArea: ServerArea = { name: 'notifications', routes: notificationRoutes };

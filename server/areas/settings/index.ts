import type { ServerArea } from '@/server/area';
import { settingsRoutes } from './routes';

/** The administrator's own account: profile, email and phone changes. */
export const settingsArea: ServerArea = { name: 'settings', routes: settingsRoutes };

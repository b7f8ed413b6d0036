import type { ServerArea } from '@/server/area';
import { directoryRoutes } from './routes';

/** The directory of contacts. */
export const directoryArea: ServerArea = { name: 'directory', routes: directoryRoutes };

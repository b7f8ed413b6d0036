import type { ServerArea } from '../../area';
import { directoryRoutes } from './routes';

/** The directory of contacts. */
export const directoryArea: ServerArea = { name: 'directory', routes: directoryRoutes };

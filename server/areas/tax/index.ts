import type { ServerArea } from '../../area';
import { taxRoutes } from './routes';

/** Section 194R's register. */
export const taxArea: ServerArea = { name: 'tax', routes: taxRoutes };

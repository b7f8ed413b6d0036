import type { ServerArea } from '@/server/area';
import { taxGatewayRoutes } from './gatewayRoutes';
import { taxRoutes } from './routes';

/** Section 194R's register. */
export const taxArea: ServerArea = { name: 'tax', routes: taxRoutes, gatewayRoutes: taxGatewayRoutes };

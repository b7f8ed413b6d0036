import type { ServerArea } from '@/server/area';
import { programmeGatewayRoutes } from './gatewayRoutes';
import { programmeRoutes } from './routes';

/** The programme at a glance: what it owes now and how it moved week by week. */
export const programmeArea: ServerArea = {
  name: 'programme',
  routes: programmeRoutes,
  gatewayRoutes: programmeGatewayRoutes,
};

import { routesOf, type ServerArea } from '@/server/area';
import { schemeBillEarnings } from './billEarnings';
import { schemeCommittedRoutes } from './committedRoutes';
import { schemeFigureRoutes } from './figureRoutes';
import { schemeGatewayBillEarnings } from './gatewayBillEarnings';
import { schemeGatewayRoutes } from './gatewayRoutes';
import { schemeRoutes } from './routes';
import { schemeVersionRoutes } from './versionRoutes';

/**
 * The schemes: the programme's rules for what a bill earns, drafted and approved by
 * two administrators, their figures worked out for a bill's approval, what each cost, and what
 * they have committed to the pending bills; at the gateway the same, over the upstream's bills
 * and catalogue.
 */
export const schemesArea: ServerArea = {
  name: 'schemes',
  routes: routesOf(schemeRoutes, schemeVersionRoutes, schemeFigureRoutes, schemeCommittedRoutes),
  referenceOnly: true,
  billEarnings: schemeBillEarnings,
  gatewayRoutes: schemeGatewayRoutes,
  gatewayBillEarnings: schemeGatewayBillEarnings,
};

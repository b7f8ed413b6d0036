import type { ServerArea } from '@/server/area';
import { payoutGatewayRoutes } from './gatewayRoutes';
import { payoutRoutesOf } from './routes';
import { REFERENCE_PAYOUTS } from './source';

/**
 * Payouts paid through the bank's bulk file: batches of approved payouts, released by a second
 * administrator, the bank's file, its answer read back, and failures made good. The spec's
 * backend has none of it: at the gateway the same, over the upstream's payouts.
 */
export const payoutsArea: ServerArea = {
  name: 'payouts',
  routes: payoutRoutesOf(REFERENCE_PAYOUTS),
  referenceOnly: true,
  gatewayRoutes: payoutGatewayRoutes,
};

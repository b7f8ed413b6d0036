import type { ServerArea } from '@/server/area';
import { payoutRoutes } from './routes';

/**
 * Payouts paid through the bank's bulk file: batches of approved payouts, released by a second
 * administrator, the bank's file, its answer read back, and failures made good. The spec's
 * backend has none of it.
 */
export const payoutsArea: ServerArea = { name: 'payouts', routes: payoutRoutes, referenceOnly: true };

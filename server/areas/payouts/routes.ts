import { routesOf } from '@/server/area';
import { answerRoutes } from './answerRoutes';
import { batchRoutes } from './batchRoutes';
import { lineRoutes } from './lineRoutes';
import { payableRoutes } from './payableRoutes';
import { settingsRoutes } from './settingsRoutes';

/** Payouts paid through the bank's bulk file: batches built, released by another, downloaded, answered, made good. */
export const payoutRoutes = routesOf(payableRoutes, settingsRoutes, batchRoutes, lineRoutes, answerRoutes);

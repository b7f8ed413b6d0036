import { routesOf } from '@/server/area';
import { answerRoutes } from './answerRoutes';
import { batchRoutes } from './batchRoutes';
import { lineRoutes } from './lineRoutes';
import { payableRoutes } from './payableRoutes';
import { settingsRoutes } from './settingsRoutes';
import type { PayoutSource } from './source';

/** Payouts from `source` paid through the bank's bulk file: batches built, released by another, downloaded, answered, made good. */
export const payoutRoutesOf = (source: PayoutSource) =>
  routesOf(payableRoutes(source), settingsRoutes, batchRoutes(source), lineRoutes(source), answerRoutes(source));

import type { Identifier } from 'react-admin';

/** The payouts area's paths: the batches, a new one, and a batch's page. */
export const payoutPaths = {
  batchList: '/payouts',
  newBatch: '/payouts/new',
  batchDetail: (id: Identifier) => `/payouts/batches/${id}`,
} as const;

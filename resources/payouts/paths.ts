import type { Identifier } from 'react-admin';

/** The payouts area's paths: the batches, a new one, a batch's page and the settings. */
export const payoutPaths = {
  batchList: '/payouts',
  newBatch: '/payouts/new',
  settings: '/payouts/settings',
  batchDetail: (id: Identifier) => `/payouts/batches/${id}`,
} as const;

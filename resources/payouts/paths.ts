import type { Identifier } from 'react-admin';

/** The batches' list as it opens: newest first (its first row also tells whether the backend keeps batches). */
export const NEWEST_BATCHES_FIRST = { field: 'created_at', order: 'DESC' as const };

/** The payouts area's paths: the batches, a new one, a batch's page and the settings. */
export const payoutPaths = {
  batchList: '/payouts',
  newBatch: '/payouts/new',
  settings: '/payouts/settings',
  batchDetail: (id: Identifier) => `/payouts/batches/${id}`,
} as const;

import { lazyPage } from '@/src/lib/lazyPage';

/** The payouts area's screens, loaded after sign-in when first opened. */
export const payoutScreens = {
  BatchList: lazyPage(() => import('./BatchList')),
  NewBatch: lazyPage(() => import('./NewBatch')),
  BatchDetail: lazyPage(() => import('./BatchDetail')),
  PayoutSettingsPage: lazyPage(() => import('./PayoutSettingsPage')),
};

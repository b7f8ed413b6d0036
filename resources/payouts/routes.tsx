import { childPath } from '@/src/routes';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { payoutScreens } from './screens';
import { payoutPaths } from './paths';

/** Building a batch, a batch's page and the settings, under /payouts/ (the list is the resource's). */
export const payoutRoutes = guardedRoutes([
  { path: childPath(payoutPaths.newBatch), screen: payoutScreens.NewBatch, resource: 'payouts', action: 'create' },
  {
    path: childPath(payoutPaths.settings),
    screen: payoutScreens.PayoutSettingsPage,
    resource: 'payouts',
    action: 'show',
  },
  {
    path: childPath(payoutPaths.batchDetail(':id')),
    screen: payoutScreens.BatchDetail,
    resource: 'payouts',
    action: 'show',
  },
]);

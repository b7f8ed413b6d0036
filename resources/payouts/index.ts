import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { permissionsOn, type Area } from '@/src/area';
import { payoutsEndpoints } from './endpoints';
import { NEWEST_BATCHES_FIRST, payoutPaths } from './paths';
import { payoutRoutes } from './routes';
import { payoutScreens } from './screens';

/**
 * Payouts that pay: approved payouts gathered into batches at /payouts, released by a
 * second administrator, written as the bank's bulk file, and closed by the bank's answer read
 * back; a failed or returned line reopens its payout. Finance and the owner only.
 */
export const payoutsArea: Area = {
  name: 'payouts',
  resources: [
    {
      name: 'payouts',
      icon: AccountBalanceIcon,
      options: { label: 'app.payouts.title' },
      recordRepresentation: batch => `#${batch.id}`,
      list: payoutScreens.BatchList,
      routes: payoutRoutes,
      addresses: { list: payoutPaths.batchList, record: payoutPaths.batchDetail, create: payoutPaths.newBatch },
    },
  ],
  menu: {
    key: 'payouts',
    label: 'app.payouts.menu',
    title: 'app.payouts.title',
    icon: AccountBalanceIcon,
    to: payoutPaths.batchList,
    prefixes: [payoutPaths.batchList],
    screen: payoutScreens.BatchList,
    access: { resource: 'payouts', action: 'list' },
    needsList: { resource: 'payouts', sort: NEWEST_BATCHES_FIRST },
  },
  preload: [{ at: [payoutPaths.newBatch], screen: payoutScreens.NewBatch }],
  endpoints: payoutsEndpoints,
  messages: () => import('./messages'),
  paths: payoutPaths,
  recordPages: { payout_batch: payoutPaths.batchDetail },
  permissions: [
    ...permissionsOn('payouts', 'list', 'show', 'create', 'delete', 'approve', 'export', 'import', 'edit'),
    ...permissionsOn('payablePayouts', 'list', 'edit'),
    ...permissionsOn('payoutHolds', 'approve'),
    ...permissionsOn('payoutSettings', 'edit'),
  ],
};

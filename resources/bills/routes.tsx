import { childPath } from '@/src/routes';
import { billScreens } from './screens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { billPaths } from './paths';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const billRoutes = guardedRoutes([
  {
    path: childPath(billPaths.billRequestList),
    screen: billScreens.BillList,
    resource: ['billRequests', 'bills'],
    action: 'list',
  },
  {
    path: childPath(billPaths.billRequestDetail(':id')),
    screen: billScreens.BillDetail,
    resource: 'billRequests',
    action: 'show',
  },
  {
    path: childPath(billPaths.billHistoryDetail(':id')),
    screen: billScreens.BillDetail,
    resource: 'bills',
    action: 'show',
  },
]);

import { childPath, paths } from '../../src/routes';
import { billScreens } from './screens';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const billRoutes = guardedRoutes([
  {
    path: childPath(paths.billRequestList),
    screen: billScreens.BillList,
    resource: ['billRequests', 'bills'],
    action: 'list',
  },
  {
    path: childPath(paths.billRequestDetail(':id')),
    screen: billScreens.BillDetail,
    resource: 'billRequests',
    action: 'show',
  },
  {
    path: childPath(paths.billHistoryDetail(':id')),
    screen: billScreens.BillDetail,
    resource: 'bills',
    action: 'show',
  },
]);

import { childPath, paths } from '../../src/routes';
import { paymentScreens } from './screens';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const paymentRoutes = guardedRoutes([
  {
    path: childPath(paths.paymentList),
    screen: paymentScreens.PaymentList,
    resource: ['payments', 'pendingPayments'],
    action: 'list',
  },
  {
    path: childPath(paths.paymentDetail(':id')),
    screen: paymentScreens.PaymentHistoryDetail,
    resource: 'payments',
    action: 'show',
  },
  {
    path: childPath(paths.paymentRequestDetail(':id')),
    screen: paymentScreens.PaymentRequestDetail,
    resource: 'pendingPayments',
    action: 'show',
  },
]);

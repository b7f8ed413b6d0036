import { childPath } from '@/src/routes';
import { paymentScreens } from './screens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { paymentPaths } from './paths';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const paymentRoutes = guardedRoutes([
  {
    path: childPath(paymentPaths.paymentList),
    screen: paymentScreens.PaymentList,
    resource: ['payments', 'pendingPayments'],
    action: 'list',
  },
  {
    path: childPath(paymentPaths.paymentDetail(':id')),
    screen: paymentScreens.PaymentHistoryDetail,
    resource: 'payments',
    action: 'show',
  },
  {
    path: childPath(paymentPaths.paymentRequestDetail(':id')),
    screen: paymentScreens.PaymentRequestDetail,
    resource: 'pendingPayments',
    action: 'show',
  },
]);

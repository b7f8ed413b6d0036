import { childPath } from '@/src/routes';
import { voucherScreens } from './screens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { voucherPaths } from './paths';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const voucherRoutes = guardedRoutes([
  {
    path: childPath(voucherPaths.voucherList),
    screen: voucherScreens.VoucherList,
    resource: ['vouchers', 'voucherRequests'],
    action: 'list',
  },
  {
    path: childPath(voucherPaths.addVoucher),
    screen: voucherScreens.AddVoucher,
    resource: 'vouchers',
    action: 'create',
  },
  {
    path: childPath(voucherPaths.voucherDetail(':id')),
    screen: voucherScreens.VoucherDetail,
    resource: 'vouchers',
    action: 'show',
  },
  {
    path: childPath(voucherPaths.voucherRequestDetail(':id')),
    screen: voucherScreens.VoucherRequestDetail,
    resource: 'voucherRequests',
    action: 'show',
  },
]);

import { childPath, paths } from '../../src/routes';
import { voucherScreens } from './screens';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const voucherRoutes = guardedRoutes([
  {
    path: childPath(paths.voucherList),
    screen: voucherScreens.VoucherList,
    resource: ['vouchers', 'voucherRequests'],
    action: 'list',
  },
  { path: childPath(paths.addVoucher), screen: voucherScreens.AddVoucher, resource: 'vouchers', action: 'create' },
  {
    path: childPath(paths.voucherDetail(':id')),
    screen: voucherScreens.VoucherDetail,
    resource: 'vouchers',
    action: 'show',
  },
  {
    path: childPath(paths.voucherRequestDetail(':id')),
    screen: voucherScreens.VoucherRequestDetail,
    resource: 'voucherRequests',
    action: 'show',
  },
]);

import RedeemIcon from '@mui/icons-material/Redeem';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { permissionsOn, type Area } from '@/src/area';
import { voucherRoutes } from './routes';
import { voucherScreens } from './screens';
import { vouchersEndpoints } from './endpoints';
import { voucherApprovalKinds } from './approvalKinds';
import { voucherRequestsDashboardTable } from './dashboardTable';
import { voucherSearchSources } from './searchSources';
import { voucherPaths } from './paths';
import { figureOf } from '@/contract/fields/figures';

/** Vouchers members redeem points for, and their requests, under /vouchers/. */
export const vouchersArea: Area = {
  name: 'vouchers',
  resources: [
    {
      name: 'vouchers',
      icon: RedeemIcon,
      options: { label: 'app.resources.vouchers' },
      recordRepresentation: 'offer_name',
      routes: voucherRoutes,
      addresses: {
        list: voucherPaths.voucherList,
        record: voucherPaths.voucherDetail,
        create: voucherPaths.addVoucher,
      },
    },
    {
      name: 'voucherRequests',
      icon: ShoppingBagIcon,
      options: { label: 'app.resources.voucherRequests' },
      recordRepresentation: request => `#${request.id}`,
      addresses: { list: `${voucherPaths.voucherList}?tab=requests`, record: voucherPaths.voucherRequestDetail },
    },
  ],
  quickActions: [
    {
      order: 3,
      label: 'app.dashboard.new_voucher',
      to: voucherPaths.addVoucher,
      access: { resource: 'vouchers', action: 'create' },
    },
  ],
  menu: {
    key: 'vouchers',
    label: 'app.menu.vouchers',
    icon: RedeemIcon,
    to: voucherPaths.voucherList,
    prefixes: ['/vouchers/'],
    screen: voucherScreens.VoucherList,
    access: { resource: ['vouchers', 'voucherRequests'], action: 'list' },
    inSpec: true,
  },
  approvalKinds: voucherApprovalKinds,
  dashboardTable: voucherRequestsDashboardTable,
  searchSources: voucherSearchSources,
  endpoints: vouchersEndpoints,
  messages: () => import('./messages'),
  paths: voucherPaths,
  recordPages: { voucher: voucherPaths.voucherDetail, voucher_request: voucherPaths.voucherRequestDetail },
  // A pending request holds the points it took: its own `points` where the backend says, else its voucher's price.
  heldBalances: [
    {
      resource: 'voucherRequests',
      unit: 'points',
      heldBy: request =>
        figureOf(
          request.points ?? (request.voucher_details as { points_required?: unknown } | undefined)?.points_required,
        ),
    },
  ],
  permissions: [
    ...permissionsOn('vouchers', 'list', 'show', 'create', 'edit', 'delete', 'import', 'export'),
    ...permissionsOn('voucherRequests', 'list', 'show', 'approve', 'reject'),
  ],
};

import RedeemIcon from '@mui/icons-material/Redeem';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { voucherRoutes } from './routes';

export const vouchers: ResourceDefinition = {
  name: 'vouchers',
  icon: RedeemIcon,
  options: { label: 'app.resources.vouchers' },
  recordRepresentation: 'offer_name',
  routes: voucherRoutes,
  addresses: { list: paths.voucherList, record: paths.voucherDetail, create: paths.addVoucher },
};

/** A member's request for a voucher; its detail sits under /vouchers/. */
export const voucherRequests: ResourceDefinition = {
  name: 'voucherRequests',
  icon: ShoppingBagIcon,
  options: { label: 'app.resources.voucherRequests' },
  recordRepresentation: request => `#${request.id}`,
  addresses: { list: `${paths.voucherList}?tab=requests`, record: paths.voucherRequestDetail },
};

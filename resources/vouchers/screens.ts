import { lazyPage } from '@/src/lib/lazyPage';

/** The vouchers area: lists, add, detail and a request's detail. */
export const voucherScreens = {
  VoucherList: lazyPage(() => import('./VoucherList')),
  AddVoucher: lazyPage(() => import('./AddVoucher')),
  VoucherDetail: lazyPage(() => import('./VoucherDetail')),
  VoucherRequestDetail: lazyPage(() => import('./VoucherRequestDetail')),
};

import type { Identifier } from 'react-admin';

/** The vouchers area's paths (the spec's client route table). */
export const voucherPaths = {
  addVoucher: '/vouchers/add-voucher',
  voucherList: '/vouchers/list',
  voucherDetail: (id: Identifier) => `/vouchers/voucher-detail/${id}`,
  voucherRequestDetail: (id: Identifier) => `/vouchers/voucher-request-detail/${id}`,
} as const;

import type { Identifier } from 'react-admin';

/** The payments area's paths (the spec's client route table). */
export const paymentPaths = {
  paymentList: '/payments/list',
  paymentDetail: (id: Identifier) => `/payments/detail/${id}`,
  paymentRequestDetail: (id: Identifier) => `/payments/request-detail/${id}`,
} as const;

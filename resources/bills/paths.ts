import type { Identifier } from 'react-admin';

/** The bills area's paths (the spec's client route table). */
export const billPaths = {
  billRequestList: '/bills/request/list',
  billRequestDetail: (id: Identifier) => `/bills/request/detail/${id}`,
  billHistoryDetail: (id: Identifier) => `/bills/history/detail/${id}`,
} as const;

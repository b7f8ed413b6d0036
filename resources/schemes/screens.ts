import { lazyPage, lazySlot } from '@/src/lib/lazyPage';

/** The schemes area's screens, and what it shows on the bills' screens. */
export const schemeScreens = {
  SchemeList: lazyPage(() => import('./pages/SchemeList')),
  NewScheme: lazyPage(() => import('./form/NewScheme')),
  SchemeDetail: lazyPage(() => import('./pages/SchemeDetail')),
  EditScheme: lazyPage(() => import('./form/EditScheme')),
  BillApprovalAid: lazySlot(() => import('./earnings/BillApprovalAid')),
  BillEarnings: lazySlot(() => import('./earnings/BillEarnings')),
};

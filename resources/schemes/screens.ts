import { lazyPage, lazySlot } from '@/src/lib/lazyPage';

/** The schemes area's screens, and what it shows on the bills' screens. */
export const schemeScreens = {
  SchemeList: lazyPage(() => import('./SchemeList')),
  NewScheme: lazyPage(() => import('./NewScheme')),
  SchemeDetail: lazyPage(() => import('./SchemeDetail')),
  EditScheme: lazyPage(() => import('./EditScheme')),
  BillApprovalAid: lazySlot(() => import('./BillApprovalAid')),
  BillEarnings: lazySlot(() => import('./BillEarnings')),
};

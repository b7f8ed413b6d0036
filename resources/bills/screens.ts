import { lazyPage } from '@/src/lib/lazyPage';

/** The bills area: requests and history, and a bill's detail with its decision. */
export const billScreens = {
  BillList: lazyPage(() => import('./BillList')),
  BillDetail: lazyPage(() => import('./BillDetail')),
};

import { lazyPage } from '@/src/lib/lazyPage';

/** The payments area: history and requests, and a payout's detail with its decision. */
export const paymentScreens = {
  PaymentList: lazyPage(() => import('./PaymentList')),
  PaymentHistoryDetail: lazyPage(() =>
    import('./PaymentDetail').then(module => ({ default: module.PaymentHistoryDetail })),
  ),
  PaymentRequestDetail: lazyPage(() =>
    import('./PaymentDetail').then(module => ({ default: module.PaymentRequestDetail })),
  ),
};

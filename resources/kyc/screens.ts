import { lazyPage } from '@/src/lib/lazyPage';

/** The KYC area's screens, loaded after sign-in when first opened. */
export const kycScreens = {
  KycList: lazyPage(() => import('./KycList')),
  MemberKyc: lazyPage(() => import('./MemberKyc')),
  SharedReport: lazyPage(() => import('./SharedReport')),
  KycSettingsPage: lazyPage(() => import('./KycSettingsPage')),
};

import { lazyPage, lazySlot } from '@/src/lib/lazyPage';
import type { MemberSlotProps } from '@/src/memberSlots';

/** The KYC area's screens, loaded after sign-in when first opened. */
export const kycScreens = {
  KycList: lazyPage(() => import('./KycList')),
  MemberKyc: lazyPage(() => import('./MemberKyc')),
  SharedReport: lazyPage(() => import('./SharedReport')),
  KycSettingsPage: lazyPage(() => import('./KycSettingsPage')),
};

/** What the KYC area shows on other areas' screens about a member, loaded when first drawn. */
export const kycSlots = {
  MemberKycPanel: lazySlot<MemberSlotProps>(() =>
    import('./MemberKycPanel').then(module => ({ default: module.MemberKycPanel })),
  ),
  PayeeKycNote: lazySlot<MemberSlotProps>(() => import('./PayeeKycNote')),
};

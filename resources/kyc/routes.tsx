import { childPath } from '@/src/routes';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { kycScreens } from './screens';
import { kycPaths } from './paths';

/** A member's KYC, the shared report and the settings, under /kyc/ (the list is the resource's). */
export const kycRoutes = guardedRoutes([
  { path: childPath(kycPaths.shared), screen: kycScreens.SharedReport, resource: 'kyc', action: 'list' },
  { path: childPath(kycPaths.settings), screen: kycScreens.KycSettingsPage, resource: 'kycSettings', action: 'show' },
  { path: childPath(kycPaths.member(':id')), screen: kycScreens.MemberKyc, resource: 'kyc', action: 'show' },
]);

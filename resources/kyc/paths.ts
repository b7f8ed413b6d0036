import type { Identifier } from 'react-admin';

/** The KYC area's paths: the members' list, a member's KYC, the shared report and the settings. */
export const kycPaths = {
  list: '/kyc',
  shared: '/kyc/shared',
  settings: '/kyc/settings',
  member: (id: Identifier) => `/kyc/members/${id}`,
} as const;

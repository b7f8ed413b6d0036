import type { Identifier } from 'react-admin';

/** The members' list as it opens: by name (its first row also tells whether the backend keeps KYC). */
export const KYC_BY_NAME = { field: 'member_name', order: 'ASC' as const };

/** The KYC area's paths: the members' list, a member's KYC, the shared report and the settings. */
export const kycPaths = {
  list: '/kyc',
  shared: '/kyc/shared',
  settings: '/kyc/settings',
  member: (id: Identifier) => `/kyc/members/${id}`,
} as const;

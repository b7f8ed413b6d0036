/**
 * The shell's paths of the spec's client route table (signing in, the dashboard); each area
 * keeps its own in resources/<area>/paths.ts. People bookmark these paths and notifications
 * link to them, so every link, redirect and menu item is built from these tables.
 */
export const paths = {
  dashboard: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** Where a sign-in the gateway lets through without a role leads: ask an owner for access. */
  awaitingAccess: '/awaiting-access',
  emailVerification: (email: string) => `/email-verification?${new URLSearchParams({ email })}`,
  emailVerificationRoute: '/email-verification',
  changePassword: (email?: string) =>
    email ? `/change-password?${new URLSearchParams({ email })}` : '/change-password',
  changePasswordRoute: '/change-password',
} as const;

/** A spec path as a child route of the `<Resource>` named by its first segment ('/vouchers/list' → 'list'). */
export const childPath = (path: string): string => path.replace(/^\/[^/]+\/?/, '');

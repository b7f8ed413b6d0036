import { lazyPage } from '@/src/lib/lazyPage';

/** The audit trail's list, loaded after sign-in when it is first opened. */
export const auditScreens = {
  AuditList: lazyPage(() => import('./AuditList')),
};

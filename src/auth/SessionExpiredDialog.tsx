import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isSessionExpired, subscribeToSessionExpiry } from '@/authProvider';

/** Loaded when a session expires: the first load of /login carries no dialog. */
const SessionExpiredAlert = lazy(() => import('./SessionExpiredAlert'));

/** 'Session Expired' / 'Please log in again.' once a session could not be refreshed. */
export function SessionExpiredDialog() {
  const expired = useSyncExternalStore(subscribeToSessionExpiry, isSessionExpired);
  return expired ? (
    <Suspense fallback={null}>
      <SessionExpiredAlert />
    </Suspense>
  ) : null;
}

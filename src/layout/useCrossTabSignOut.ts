import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { readAccessToken, storageKeys } from '@/authProvider';

/** Signing out in one tab signs out the others. Refreshed tokens need nothing: every call reads storage. */
export function useCrossTabSignOut() {
  const logout = useLogout();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const tokenGone = event.key === storageKeys.accessToken || event.key === null;
      if (tokenGone && !readAccessToken()) logout();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [logout]);
}

import { useState } from 'react';
import { useStoreContext } from 'react-admin';
import { useIsPhone } from '../ui/useIsPhone';

/**
 * A phone opens the app with the drawer closed, whatever state react-admin stored: there the
 * drawer covers the page. Stored while the layout first renders, before its sidebar reads it,
 * so the drawer never opens and shuts again.
 */
export function useClosedDrawerOnPhones() {
  const isPhone = useIsPhone();
  const { setItem } = useStoreContext();
  useState(() => {
    if (isPhone) setItem('sidebar.open', false);
  });
}

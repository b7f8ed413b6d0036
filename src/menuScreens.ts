import { useEffect } from 'react';
import { billScreens } from '../resources/bills/screens';
import { catalogueScreens } from '../resources/catalogue/screens';
import { directoryScreens } from '../resources/directory/screens';
import { notificationScreens } from '../resources/notifications/screens';
import { paymentScreens } from '../resources/payments/screens';
import { settingsScreens } from '../resources/settings/screens';
import { userScreens } from '../resources/users/screens';
import { voucherScreens } from '../resources/vouchers/screens';
import { lazyPage, type LazyPage } from './lib/lazyPage';
import { isActiveEntry, menuEntries, type MenuEntry } from './routes';

/** The screen each menu entry opens. */
export const menuScreens: Record<MenuEntry['key'], LazyPage> = {
  dashboard: lazyPage(() => import('./dashboard/Dashboard')),
  users: userScreens.UserList,
  bills: billScreens.BillList,
  payments: paymentScreens.PaymentList,
  vouchers: voucherScreens.VoucherList,
  products: catalogueScreens.ProductList,
  directory: directoryScreens.DirectoryList,
  notifications: notificationScreens.NotificationList,
  settings: settingsScreens.SettingsPage,
};

/** Safari has no requestIdleCallback. */
/** Starts loading the screen of a menu entry (a failure is left to the visit, which tries again). */
export function preloadMenuScreen(key: MenuEntry['key']) {
  menuScreens[key].preload().catch(() => {});
}

/** Starts loading the screen of the menu area `pathname` is in, if any. */
export function preloadScreenAt(pathname: string) {
  const entry = menuEntries.find(candidate => isActiveEntry(candidate, pathname));
  if (entry) preloadMenuScreen(entry.key);
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/** The first page and its data come first (its load stays short): an early click loads only the screen it opens. */
const START_AFTER_MS = 5000;

/**
 * Loads the menu's screens one by one while the browser is idle after sign-in, so a menu
 * click renders its page at once instead of waiting for its code. A failed load is left to
 * the visit, which tries again.
 */
export function usePreloadedMenuScreens(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    // The screen being opened first (after a sign-in, the one it lands on), the others later.
    preloadScreenAt(window.location.pathname);
    let stopped = false;
    const queue = Object.values(menuScreens);
    const next = () => {
      const screen = queue.shift();
      if (stopped || !screen) return;
      whenIdle(() => void screen.preload().then(next, next));
    };
    const start = setTimeout(next, START_AFTER_MS);
    return () => {
      stopped = true;
      clearTimeout(start);
    };
  }, [signedIn]);
}

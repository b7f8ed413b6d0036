import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { PopupProvider } from '../ui/PopupProvider';
import { AppMenu } from './AppMenu';
import { useClosedDrawerOnPhones } from './useClosedDrawerOnPhones';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';
import { useSavedFileNotice } from './useSavedFileNotice';

/**
 * The page title shows in the bar as plain text: each page's own h1 is its heading. The bar
 * stays put (`alwaysOn`): hiding it on scroll slid it back, measuring the page, on every
 * change of a list's page.
 */
const AppHeader = () => (
  <AppBar color="primary" userMenu={false} alwaysOn>
    <TitlePortal component="p" />
  </AppBar>
);

/**
 * The app bar, the spec's menu and the pop-ups around every signed-in page. react-admin's
 * layout starts with its "Skip to content" link.
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  useClosedDrawerOnPhones();
  useFocusHeadingOnNavigate();
  useSavedFileNotice();
  return (
    <Layout menu={AppMenu} appBar={AppHeader}>
      <PopupProvider>{children}</PopupProvider>
    </Layout>
  );
}

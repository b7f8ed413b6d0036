import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { readAccessToken } from '../../authProvider';
import { paths } from '../routes';
import { PopupProvider } from '../ui/PopupProvider';
import { AppMenu } from './AppMenu';
import { useCrossTabSignOut } from './useCrossTabSignOut';

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
 * The shared layout of every signed-in page. With no access token it sends the person to
 * /login at once, remembering where they were going. (react-admin's `requireAuth` does
 * this through an asynchronous check that, under a BrowserRouter, keeps logging out in a
 * loop while the login page loads.)
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  useCrossTabSignOut();
  if (!readAccessToken()) {
    return (
      <Navigate to={paths.login} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
    );
  }
  return (
    <Layout menu={AppMenu} appBar={AppHeader}>
      <PopupProvider>{children}</PopupProvider>
    </Layout>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPage } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { readAccessToken } from '../../authProvider';
import { paths } from '../routes';
import { useCrossTabSignOut } from './useCrossTabSignOut';

/** Loaded after sign-in, so the first load of /login carries no menu, bar or sidebar. */
const SignedInLayout = lazy(() => import('./SignedInLayout'));

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
    <Suspense fallback={<LoadingPage />}>
      <SignedInLayout>{children}</SignedInLayout>
    </Suspense>
  );
}

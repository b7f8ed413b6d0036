import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSigningOut, readAccessToken } from '@/authProvider';
import { loadAllMessages } from '../i18n';
import { paths } from '../routes';
import { PageLoading } from '../ui/PageLoading';
import { useCrossTabSignOut } from './useCrossTabSignOut';
import { preloadScreenAt, usePreloadedScreens } from './preload';

/**
 * Loaded after sign-in with every message, so the first load of /login carries no menu, bar,
 * sidebar or signed-in strings.
 */
const loadSignedInLayout = () =>
  Promise.all([import('./SignedInLayout'), loadAllMessages()]).then(([layout]) => layout);
const SignedInLayout = lazy(loadSignedInLayout);

// A signed-in visit loads the layout and the screen at its address side by side, at once,
// rather than each in turn as it is first drawn: the screen then renders without a fallback.
if (readAccessToken()) {
  void loadSignedInLayout();
  preloadScreenAt(window.location.pathname);
}

/**
 * The shared layout of every signed-in page. With no access token it sends the person to
 * /login at once, remembering where they were going. (react-admin's `requireAuth` does
 * this through an asynchronous check that, under a BrowserRouter, keeps logging out in a
 * loop while the login page loads.) After a sign-out it draws nothing: react-admin's sign-out
 * goes to /login itself, remembering the page only if its caller asked.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  useCrossTabSignOut();
  const signedIn = !!readAccessToken();
  usePreloadedScreens(signedIn);
  if (!signedIn) {
    if (isSigningOut()) return null;
    return (
      <Navigate to={paths.login} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInLayout>{children}</SignedInLayout>
    </Suspense>
  );
}

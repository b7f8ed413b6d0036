import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSigningOut, readAccessToken } from '@/authProvider';
import { loadAllMessages } from '../i18n';
import { paths } from '../routes';
import { PageLoading } from '../ui/PageLoading';
import { useCrossTabSignOut } from './useCrossTabSignOut';
import { preloadScreenAt, usePreloadedScreens } from './preload';

/** Loaded after sign-in with every message, so that the first load of /login carries none of it. */
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
 * The layout of every signed-in page: with no token it sends the person to /login at once, not through
 * react-admin's `requireAuth`, whose asynchronous check loops under a BrowserRouter; after a sign-out, nothing.
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

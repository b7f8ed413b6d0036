import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { PageLoading } from '@/src/ui/PageLoading';
import { adminScreens } from './screens';
import { adminPaths } from './paths';

/**
 * The invitation's page, opened signed out from the emailed link: mounted outside the signed-in
 * layout by the App (an area's `publicRoutes`), with a boundary of its own while its code loads.
 */
export const adminPublicRoutes = (
  <>
    <Route
      path={adminPaths.acceptInvitation}
      element={
        <Suspense fallback={<PageLoading />}>
          <adminScreens.AcceptInvitationPage />
        </Suspense>
      }
    />
  </>
);

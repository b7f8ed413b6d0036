import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../src/routes';
import { PageLoading } from '../../src/ui/PageLoading';
import { adminScreens } from './screens';

/**
 * The invitation's page, opened signed out from the emailed link: mounted outside the signed-in
 * layout by the App (an area's `publicRoutes`), with a boundary of its own while its code loads.
 */
export const adminPublicRoutes = (
  <>
    <Route
      path={paths.acceptInvitation}
      element={
        <Suspense fallback={<PageLoading />}>
          <adminScreens.AcceptInvitationPage />
        </Suspense>
      }
    />
  </>
);

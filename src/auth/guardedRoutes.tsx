import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { RequireAccess } from './Allowed';
import type { Access } from './useMayAccess';

/** A screen at a path, and what its role needs to open it (react-admin's `canAccess`). */
export interface GuardedScreen extends Access {
  path: string;
  screen: ComponentType;
}

/** An area's routes: each screen at its path, the "Not allowed" page to a role that may not open it. */
export const guardedRoutes = (screens: GuardedScreen[]) =>
  screens.map(({ path, screen: Screen, ...access }) => (
    <Route
      key={path}
      path={path}
      element={
        <RequireAccess {...access}>
          <Screen />
        </RequireAccess>
      }
    />
  ));

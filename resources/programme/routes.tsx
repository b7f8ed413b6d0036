import { programmeScreens } from './screens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { programmePaths } from './paths';

/** The programme at a glance at /programme, mounted inside the layout by the App. */
export const programmeRoutes = guardedRoutes([
  { path: programmePaths.programme, screen: programmeScreens.MovementPage, resource: 'programme', action: 'show' },
]);

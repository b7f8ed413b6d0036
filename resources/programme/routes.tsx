import { paths } from '../../src/routes';
import { programmeScreens } from './screens';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/** The programme at a glance at /programme, mounted inside the layout by the App. */
export const programmeRoutes = guardedRoutes([
  { path: paths.programme, screen: programmeScreens.MovementPage, resource: 'programme', action: 'show' },
]);

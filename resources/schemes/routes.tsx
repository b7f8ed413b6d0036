import { childPath } from '@/src/routes';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { schemeScreens } from './screens';
import { schemePaths } from './paths';

/** The add form, a scheme's page and a draft's edit form, under /schemes/ (the list is the resource's). */
export const schemeRoutes = guardedRoutes([
  { path: childPath(schemePaths.newScheme), screen: schemeScreens.NewScheme, resource: 'schemes', action: 'create' },
  {
    path: childPath(schemePaths.schemeDetail(':id')),
    screen: schemeScreens.SchemeDetail,
    resource: 'schemes',
    action: 'show',
  },
  {
    path: childPath(schemePaths.editScheme(':id')),
    screen: schemeScreens.EditScheme,
    resource: 'schemes',
    action: 'edit',
  },
]);

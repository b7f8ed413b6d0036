import { childPath } from '@/src/routes';
import { directoryScreens } from './screens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { directoryPaths } from './paths';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const directoryRoutes = guardedRoutes([
  {
    path: childPath(directoryPaths.directoryList),
    screen: directoryScreens.DirectoryList,
    resource: ['salesmen', 'architects'],
    action: 'list',
  },
  {
    path: childPath(directoryPaths.addSalesman),
    screen: directoryScreens.AddSalesman,
    resource: 'salesmen',
    action: 'create',
  },
  {
    path: childPath(directoryPaths.addArchitect),
    screen: directoryScreens.AddArchitect,
    resource: 'architects',
    action: 'create',
  },
  {
    path: childPath(directoryPaths.editSalesman(':id')),
    screen: directoryScreens.EditSalesman,
    resource: 'salesmen',
    action: 'edit',
  },
  {
    path: childPath(directoryPaths.editArchitect(':id')),
    screen: directoryScreens.EditArchitect,
    resource: 'architects',
    action: 'edit',
  },
  {
    path: childPath(directoryPaths.directoryDetail(':id')),
    screen: directoryScreens.DirectoryDetail,
    resource: ['salesmen', 'architects'],
    action: 'show',
  },
]);

import { childPath, paths } from '../../src/routes';
import { directoryScreens } from './screens';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const directoryRoutes = guardedRoutes([
  {
    path: childPath(paths.directoryList),
    screen: directoryScreens.DirectoryList,
    resource: ['salesmen', 'architects'],
    action: 'list',
  },
  { path: childPath(paths.addSalesman), screen: directoryScreens.AddSalesman, resource: 'salesmen', action: 'create' },
  {
    path: childPath(paths.addArchitect),
    screen: directoryScreens.AddArchitect,
    resource: 'architects',
    action: 'create',
  },
  {
    path: childPath(paths.editSalesman(':id')),
    screen: directoryScreens.EditSalesman,
    resource: 'salesmen',
    action: 'edit',
  },
  {
    path: childPath(paths.editArchitect(':id')),
    screen: directoryScreens.EditArchitect,
    resource: 'architects',
    action: 'edit',
  },
  {
    path: childPath(paths.directoryDetail(':id')),
    screen: directoryScreens.DirectoryDetail,
    resource: ['salesmen', 'architects'],
    action: 'show',
  },
]);

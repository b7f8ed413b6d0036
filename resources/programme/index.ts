import { permissionsOn, type Area } from '../../src/area';
import { paths } from '../../src/routes';
import { programmeRoutes } from './routes';
import { programmeScreens } from './screens';

/**
 * The programme at a glance at /programme (beyond the spec: not in the side menu; reached from
 * the dashboard's liability and by Ctrl+K): the liability's trend, the weekly movement, the queue.
 */
export const programmeArea: Area = {
  name: 'programme',
  routes: programmeRoutes,
  preload: [{ at: [paths.programme], screen: programmeScreens.MovementPage }],
  goTo: [{ key: 'programme', label: 'app.movement.title', to: paths.programme }],
  messages: () => import('./messages'),
  permissions: permissionsOn('programme', 'show'),
};

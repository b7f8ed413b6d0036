import { permissionsOn, type Area } from '../../src/area';
import { paths } from '../../src/routes';
import { programmeRoutes } from './routes';

/**
 * The programme at a glance at /programme (beyond the spec: not in the side menu; reached from
 * the dashboard's liability and by Ctrl+K): the liability's trend, the weekly movement, the queue.
 * Not loaded ahead while idle: its charts' library is the largest lazy chunk (86 KB gzipped), and
 * compiling it on a phone soon after sign-in adds to the dashboard's blocking time.
 */
export const programmeArea: Area = {
  name: 'programme',
  routes: programmeRoutes,
  goTo: [
    {
      key: 'programme',
      label: 'app.movement.title',
      to: paths.programme,
      access: { resource: 'programme', action: 'show' },
    },
  ],
  messages: () => import('./messages'),
  permissions: permissionsOn('programme', 'show'),
};

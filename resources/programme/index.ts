import { permissionsOn, type Area } from '../../src/area';
import { programmeRoutes } from './routes';
import { programmePaths } from './paths';

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
      to: programmePaths.programme,
      access: { resource: 'programme', action: 'show' },
    },
  ],
  messages: () => import('./messages'),
  paths: programmePaths,
  pages: { programme: programmePaths.programme },
  permissions: permissionsOn('programme', 'show'),
};

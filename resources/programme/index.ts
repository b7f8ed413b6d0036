import InsightsIcon from '@mui/icons-material/Insights';
import { permissionsOn, type Area } from '@/src/area';
import { programmeRoutes } from './routes';
import { programmeScreens } from './screens';
import { programmePaths } from './paths';

/**
 * The programme at a glance at /programme (beyond the spec; also reached from the dashboard's
 * liability): the liability's trend, the weekly movement, the queue. Not loaded ahead while idle:
 * its charts' library is the largest lazy chunk, and compiling it on a phone soon after sign-in
 * adds to the dashboard's blocking time.
 */
export const programmeArea: Area = {
  name: 'programme',
  routes: programmeRoutes,
  menu: {
    key: 'programme',
    label: 'app.movement.menu',
    title: 'app.movement.title',
    icon: InsightsIcon,
    to: programmePaths.programme,
    prefixes: [programmePaths.programme],
    screen: programmeScreens.MovementPage,
    access: { resource: 'programme', action: 'show' },
    loadWhileIdle: false,
  },
  messages: () => import('./messages'),
  paths: programmePaths,
  pages: { programme: programmePaths.programme },
  permissions: permissionsOn('programme', 'show'),
};

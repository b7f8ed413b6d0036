import type { ServerArea } from '../../area';
import { invitationRoutes, teamRoutes } from './routes';

/**
 * The team of administrators and the invitations to join it: beyond the spec, whose backend
 * has no roles, so not registered in strict mode.
 */
export const adminsArea: ServerArea = {
  name: 'admins',
  routes: teamRoutes,
  publicRoutes: invitationRoutes,
  referenceOnly: true,
};

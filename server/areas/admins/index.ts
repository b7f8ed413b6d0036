import type { ServerArea } from '@/server/area';
import { invitationRoutes, teamRoutesOf } from './routes';

/**
 * The team of administrators and the invitations to join it: beyond the spec, whose backend
 * has no roles, so not registered in strict mode.
 */
export const adminsArea: ServerArea = {
  name: 'admins',
  routes: teamRoutesOf('invitation link'),
  publicRoutes: invitationRoutes,
  referenceOnly: true,
  // At the gateway the upstream keeps the passwords: an administrator joins by signing in there.
  gatewayRoutes: teamRoutesOf('first sign-in'),
};

import { routesOf, type ServerArea } from '../../area';
import { userDetailRoutes } from './detailRoutes';
import { editRequestRoutes } from './editRequestRoutes';
import { userRoutes } from './routes';

/** The members (approved and new), their edit requests, and a member's page (vouchers, certificates). */
export const usersArea: ServerArea = {
  name: 'users',
  routes: routesOf(userRoutes, editRequestRoutes, userDetailRoutes),
};

import type { ServerArea } from '../../area';
import { paymentRoutes } from './routes';

/** The payout requests: lists, decisions (four eyes), a member's transactions, export. */
export const paymentsArea: ServerArea = { name: 'payments', routes: paymentRoutes };

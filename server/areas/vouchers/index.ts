import { routesOf, type ServerArea } from '../../area';
import { voucherRequestRoutes } from './requestRoutes';
import { voucherRoutes } from './routes';

/** The vouchers, their spreadsheet import, and the members' requests for them. */
export const vouchersArea: ServerArea = { name: 'vouchers', routes: routesOf(voucherRoutes, voucherRequestRoutes) };

import type { ServerArea } from '../../area';
import { billRoutes } from './routes';

/** The members' bills: lists, decisions (four eyes), duplicates, risk, export. */
export const billsArea: ServerArea = { name: 'bills', routes: billRoutes };

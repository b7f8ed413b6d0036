import type { ServerArea } from '@/server/area';
import { pendingRequests } from '@/server/pending';
import { billRoutes } from './routes';

/** The members' bills: lists, decisions (four eyes), duplicates, risk, export. */
export const billsArea: ServerArea = {
  name: 'bills',
  routes: billRoutes,
  pending: { bill: { order: 4, list: 'bill/approve-requests/', ...pendingRequests('bills', 'date_added') } },
};

import type { ServerArea } from '@/server/area';
import { BILL_KIND } from '@/contract/approvals/kinds';
import { pendingQueue, pendingRequests } from '@/server/pending';
import { billDecisionCalls } from './decisionCalls';
import { billGatewayCalls } from './gatewayCalls';
import { keepBills } from './keptBills';
import { billRoutes } from './routes';

/** The members' bills: lists, decisions (four eyes), duplicates, risk, export. */
export const billsArea: ServerArea = {
  name: 'bills',
  routes: billRoutes,
  decisionCalls: billDecisionCalls,
  gatewayCalls: billGatewayCalls,
  // The pending bills are among every bill: both lists are kept alike.
  copiedLists: { [BILL_KIND.decidedList]: keepBills, [BILL_KIND.pendingList]: keepBills },
  pending: pendingQueue(BILL_KIND, pendingRequests('bills', 'date_added')),
};

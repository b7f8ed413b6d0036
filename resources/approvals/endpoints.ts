import { createApprovalList } from './inboxList';
import { defineEndpoints } from '@/dataProvider/endpoints';

/** The approvals inbox: a list the data provider merges from the lists of pending work the other areas name. */
export const approvalsEndpoints = defineEndpoints({
  lists: (cache, pending, mayList) => ({ approvals: createApprovalList(cache, pending, mayList).getApprovals }),
});

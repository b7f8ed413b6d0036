import { createApprovalList } from '../approvals';
import { defineEndpoints } from '../endpoints';

/** The approvals inbox: a list the data provider merges from the six pending lists. */
export const approvalEndpoints = defineEndpoints({
  lists: cache => ({ approvals: createApprovalList(cache).getApprovals }),
});

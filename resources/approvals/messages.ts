import { approvalMessages } from './approvalMessages';

/** The area's strings, under `app.approvals`. */
export default { approvals: approvalMessages };

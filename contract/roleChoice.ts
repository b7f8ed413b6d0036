import { id } from './fields/ids';
import { userApproval } from './users';

/** The spec's words when no role is picked in the role dialog. */
export const ROLE_REQUIRED = 'Please select a role.';

/** The role dialog of a new user's approval: userApproval's role, which must be picked. */
export const roleChoice = userApproval.extend({ role: id(ROLE_REQUIRED) });

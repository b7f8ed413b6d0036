import InboxIcon from '@mui/icons-material/Inbox';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { approvalScreens } from './screens';

/** Every pending item, of every kind, at /approvals (the resource's list): not in the side menu. */
export const approvals: ResourceDefinition = {
  name: 'approvals',
  icon: InboxIcon,
  options: { label: 'app.approvals.title' },
  recordRepresentation: 'member',
  list: approvalScreens.ApprovalsInbox,
  addresses: { list: paths.approvals },
};

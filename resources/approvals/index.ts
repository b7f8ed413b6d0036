import InboxIcon from '@mui/icons-material/Inbox';
import { type Area } from '../../src/area';
import { approvalScreens } from './screens';
import { approvalsEndpoints } from './endpoints';
import { approvalPaths } from './paths';

/** Every pending item, of every kind, at /approvals (the resource's list): not in the side menu. */
export const approvalsArea: Area = {
  name: 'approvals',
  resources: [
    {
      name: 'approvals',
      icon: InboxIcon,
      options: { label: 'app.approvals.title' },
      recordRepresentation: 'member',
      list: approvalScreens.ApprovalsInbox,
      addresses: { list: approvalPaths.approvals },
    },
  ],
  preload: [{ at: [approvalPaths.approvals], screen: approvalScreens.ApprovalsInbox }],
  goTo: [
    {
      key: 'approvals',
      label: 'app.search.goto_approvals',
      to: approvalPaths.approvals,
      access: { resource: 'approvals', action: 'list' },
    },
  ],
  // Each item is decided with its own kind's permission (bills, payouts, voucher requests, members, edits).
  endpoints: approvalsEndpoints,
  messages: () => import('./messages'),
  paths: approvalPaths,
  pages: { approvals: approvalPaths.approvals },
  permissions: [{ resource: 'approvals', action: 'list' }],
};

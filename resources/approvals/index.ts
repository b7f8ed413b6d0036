import InboxIcon from '@mui/icons-material/Inbox';
import { type Area } from '@/src/area';
import { approvalScreens } from './screens';
import { approvalsEndpoints } from './endpoints';
import { approvalPaths } from './paths';

/** Every pending item, of every kind, at /approvals (the resource's list). */
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
  menu: {
    key: 'approvals',
    label: 'app.approvals.menu',
    icon: InboxIcon,
    to: approvalPaths.approvals,
    prefixes: [approvalPaths.approvals],
    screen: approvalScreens.ApprovalsInbox,
    access: { resource: 'approvals', action: 'list' },
  },
  // Each item is decided with its own kind's permission (bills, payouts, voucher requests, members, edits).
  endpoints: approvalsEndpoints,
  messages: () => import('./messages'),
  paths: approvalPaths,
  pages: { approvals: approvalPaths.approvals },
  permissions: [{ resource: 'approvals', action: 'list' }],
};

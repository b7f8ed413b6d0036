import InboxIcon from '@mui/icons-material/Inbox';
import { type Area } from '../../src/area';
import { paths } from '../../src/routes';
import { approvalScreens } from './screens';
import { approvalsEndpoints } from './endpoints';

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
      addresses: { list: paths.approvals },
    },
  ],
  preload: [{ at: [paths.approvals], screen: approvalScreens.ApprovalsInbox }],
  goTo: [
    {
      key: 'approvals',
      label: 'app.search.goto_approvals',
      to: paths.approvals,
      access: { resource: 'approvals', action: 'list' },
    },
  ],
  // Each item is decided with its own kind's permission (bills, payouts, voucher requests, members, edits).
  endpoints: approvalsEndpoints,
  messages: () => import('./messages'),
  permissions: [{ resource: 'approvals', action: 'list' }],
};

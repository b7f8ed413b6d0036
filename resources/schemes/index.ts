import RuleIcon from '@mui/icons-material/Rule';
import { permissionsOn, type Area } from '@/src/area';
import { schemeRoutes } from './routes';
import { schemeScreens } from './screens';
import { schemesEndpoints } from './endpoints';
import { schemePaths } from './paths';
import { useCommitted } from './useCommitted';

/**
 * Schemes: the programme's rules for what a bill earns, drafted and approved by two
 * administrators, at /schemes; on the bills' screens, each bill's figures worked out by them; and,
 * on the dashboard's liability card, what they have committed to the pending bills.
 */
export const schemesArea: Area = {
  name: 'schemes',
  resources: [
    {
      name: 'schemes',
      icon: RuleIcon,
      options: { label: 'app.schemes.title' },
      recordRepresentation: 'name',
      list: schemeScreens.SchemeList,
      routes: schemeRoutes,
      addresses: { list: schemePaths.schemeList, record: schemePaths.schemeDetail, create: schemePaths.newScheme },
    },
  ],
  menu: {
    key: 'schemes',
    label: 'app.schemes.menu',
    icon: RuleIcon,
    to: schemePaths.schemeList,
    prefixes: [schemePaths.schemeList],
    screen: schemeScreens.SchemeList,
    access: { resource: 'schemes', action: 'list' },
  },
  preload: [{ at: [schemePaths.newScheme], screen: schemeScreens.NewScheme }],
  // The liability card's way in to the schemes, beside the menu.
  pages: { schemes: schemePaths.schemeList },
  liabilityLines: [
    {
      key: 'schemes',
      access: { resource: 'schemes', action: 'list' },
      useFigures: useCommitted,
      words: {
        term: 'app.schemes.committed',
        value: 'app.schemes.committed_value',
        worth: 'app.schemes.committed_worth',
        failed: 'app.schemes.committed_failed',
        link: 'app.schemes.committed_link',
      },
      page: 'schemes',
    },
  ],
  billApprovalAid: schemeScreens.BillApprovalAid,
  billEarnings: schemeScreens.BillEarnings,
  endpoints: schemesEndpoints,
  messages: () => import('./messages'),
  paths: schemePaths,
  permissions: permissionsOn('schemes', 'list', 'show', 'create', 'edit', 'delete', 'approve'),
};

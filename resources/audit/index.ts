import HistoryIcon from '@mui/icons-material/History';
import { permissionsOn, type Area } from '../../src/area';
import { paths } from '../../src/routes';
import { auditScreens } from './screens';
import { auditEndpoints } from './endpoints';

/** The audit trail at /audit (beyond the spec: not in the side menu; reached by the search and its link). */
export const auditArea: Area = {
  name: 'audit',
  resources: [
    {
      name: 'audit',
      icon: HistoryIcon,
      options: { label: 'app.audit.title' },
      recordRepresentation: 'summary',
      list: auditScreens.AuditList,
      addresses: { list: paths.audit },
    },
  ],
  goTo: [
    {
      key: 'audit',
      label: 'app.search.goto_audit',
      to: paths.audit,
      needsAuditTrail: true,
      access: { resource: 'audit', action: 'list' },
    },
  ],
  endpoints: auditEndpoints,
  permissions: permissionsOn('audit', 'list', 'export'),
};

import HistoryIcon from '@mui/icons-material/History';
import { permissionsOn, type Area } from '../../src/area';
import { auditScreens } from './screens';
import { auditEndpoints } from './endpoints';
import { auditPaths } from './paths';

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
      addresses: { list: auditPaths.audit },
    },
  ],
  goTo: [
    {
      key: 'audit',
      label: 'app.search.goto_audit',
      to: auditPaths.audit,
      needsAuditTrail: true,
      access: { resource: 'audit', action: 'list' },
    },
  ],
  endpoints: auditEndpoints,
  paths: auditPaths,
  pages: { audit: auditPaths.audit },
  permissions: permissionsOn('audit', 'list', 'export'),
};

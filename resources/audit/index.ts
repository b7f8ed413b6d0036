import HistoryIcon from '@mui/icons-material/History';
import { permissionsOn, type Area } from '@/src/area';
import { auditScreens } from './screens';
import { auditEndpoints } from './endpoints';
import { auditPaths } from './paths';

/** The audit trail at /audit (beyond the spec; also reached from a record's History panel). */
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
  menu: {
    key: 'audit',
    label: 'app.audit.menu',
    title: 'app.audit.title',
    icon: HistoryIcon,
    to: auditPaths.audit,
    prefixes: [auditPaths.audit],
    screen: auditScreens.AuditList,
    needsAuditTrail: true,
    access: { resource: 'audit', action: 'list' },
  },
  endpoints: auditEndpoints,
  paths: auditPaths,
  pages: { audit: auditPaths.audit },
  permissions: permissionsOn('audit', 'list', 'export'),
};
